import react from '@vitejs/plugin-react';
import { defineConfig } from 'vitest/config';

export default defineConfig({
  test: {
    // Vitest's default is one worker fewer than the cores: one worker on a 2-core CI machine. Most files wait on
    // PostgreSQL, sockets or child processes as much as on the CPU, so two run side by side well.
    maxWorkers: 2,
    projects: [
      {
        test: {
          name: 'bff',
          root: './bff',
          include: ['test/**/*.test.ts'],
          environment: 'node',
          // One module graph per worker instead of per file: the app's modules are imported and its route schemas
          // compiled once per worker, not once per file (seconds each). Files own their data (a database cloned per
          // file, apps they build and close).
          isolate: false,
          globalSetup: ['./test/global-setup.ts'],
          // Timeouts only catch hangs: a busy 2-core machine may run a test several times slower than a quiet one.
          testTimeout: 120_000,
          hookTimeout: 180_000,
        },
      },
      {
        plugins: [react()],
        test: {
          name: 'web',
          root: './web',
          include: ['src/**/*.test.{ts,tsx}'],
          environment: 'jsdom',
          // One jsdom environment and one module graph per worker instead of per file: most of a file's time went
          // into starting jsdom and importing the app again. Each test starts clean (test/setup.ts: storage, the
          // rendered DOM, stubbed globals, mocks and timers, the language).
          isolate: false,
          setupFiles: ['./src/test/setup.ts'],
          testTimeout: 20_000,
        },
      },
    ],
  },
});
