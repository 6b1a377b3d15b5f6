import { fileURLToPath, URL } from 'node:url';
import react from '@vitejs/plugin-react';
import tailwindcss from '@tailwindcss/vite';
import { defineConfig } from 'vitest/config';

export default defineConfig({
  plugins: [react(), tailwindcss()],
  resolve: {
    alias: { '@': fileURLToPath(new URL('./src', import.meta.url)) },
  },
  server: {
    proxy: { '/api': 'http://localhost:3000' },
  },
  build: {
    outDir: 'dist',
    rolldownOptions: {
      output: {
        // Libraries change less often than the app: separate chunks stay cached across releases.
        // No catch-all vendor chunk: the other libraries go with the routes that import them, so
        // the login page does not load the signed-in frame's menus, dialogs and charts.
        codeSplitting: {
          groups: [
            {
              name: 'react',
              test: /node_modules[\\/](react|react-dom|react-router|scheduler)[\\/]/,
            },
            { name: 'forms', test: /node_modules[\\/](react-hook-form|@hookform)[\\/]/ },
            // zod in chunks split by the pages that use each part (entriesAware): one chunk for all
            // of zod would bring classic zod with the login form's zod/mini (decision 013).
            { name: 'zod', test: /node_modules[\\/]zod[\\/]/, entriesAware: true },
          ],
        },
      },
    },
  },
  test: {
    name: 'web',
    root: fileURLToPath(new URL('.', import.meta.url)),
    // happy-dom sets a page up in about a third of jsdom's time, which is a quarter off this suite;
    // a file that needs jsdom's fidelity says so in its first comment (`@vitest-environment jsdom`).
    environment: 'happy-dom',
    // Modules loaded once per worker, not once per file (see the root vitest.config.ts).
    isolate: false,
    include: ['src/**/*.test.{ts,tsx}'],
    setupFiles: ['src/test/setup.ts'],
    // A screen test waits for several answers of 5 s each at most (setup.ts); on a busy two-core
    // machine a whole test can pass 5 s without anything being wrong.
    testTimeout: 15_000,
  },
});
