import { availableParallelism } from 'node:os';
import { defineConfig } from 'vitest/config';

/**
 * One runner, four projects: `unit` (server and shared, no I/O), `web` (React in happy-dom,
 * defined in apps/web/vite.config.ts), `api` (the HTTP layer into a real database) and `e2e` (real
 * server and Chromium). The root scripts pick them in SPEC order: unit, api, e2e.
 *
 * `isolate: false` (unit, web, widget, api): a worker loads the modules and the environment once
 * for all its files instead of once per file, which halves the suite's time on two cores. It is safe
 * because no test mocks modules (`vi.mock`) and every test builds its own app, database and
 * QueryClient; keep it that way.
 *
 * `maxWorkers`: Vitest's default of one worker fewer than the cores leaves a two-core machine with
 * a single worker; the main process mostly waits, so one worker per core runs the unit, web and API
 * suites in about two thirds of the time.
 */
export default defineConfig({
  test: {
    maxWorkers: availableParallelism(),
    projects: [
      {
        test: {
          name: 'unit',
          environment: 'node',
          isolate: false,
          include: ['packages/shared/src/**/*.test.ts', 'apps/server/src/**/*.test.ts'],
          exclude: ['**/*.api.test.ts', '**/node_modules/**'],
        },
      },
      'apps/web/vite.config.ts',
      'packages/widget/vitest.config.ts',
      {
        test: {
          name: 'api',
          environment: 'node',
          isolate: false,
          include: ['apps/server/src/**/*.api.test.ts'],
          globalSetup: ['apps/server/src/test/postgres-template.ts'],
          testTimeout: 30_000,
          hookTimeout: 60_000,
        },
      },
      {
        test: {
          name: 'e2e',
          environment: 'node',
          include: ['e2e/**/*.e2e.ts'],
          globalSetup: ['e2e/support/global-setup.ts'],
          testTimeout: 90_000,
          hookTimeout: 120_000,
          // A page waits for its state, never for speed: on a busy machine (a CI run beside other
          // work, the server's worker embedding the demo knowledge) a screen may take seconds.
          expect: { poll: { timeout: 15_000 } },
          // Each spec file starts its own server (own port, own copy of the seeded data) and its own
          // Chromium, so two files run side by side; much of a browser test is waiting. (One
          // Chromium shared by both workers measured no faster.)
          fileParallelism: true,
          // A worker loads Playwright and the helpers once, not once per file (see above); each
          // file's server, mail catcher and browser are its own and closed in its afterAll.
          isolate: false,
        },
      },
    ],
  },
});
