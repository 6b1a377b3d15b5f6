import { fileURLToPath, URL } from 'node:url';
import { defineConfig } from 'vitest/config';

export default defineConfig({
  test: {
    name: 'widget',
    root: fileURLToPath(new URL('.', import.meta.url)),
    environment: 'jsdom',
    // One jsdom per worker, not per file (see the root vitest.config.ts).
    isolate: false,
    include: ['src/**/*.test.ts'],
  },
});
