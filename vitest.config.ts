import react from '@vitejs/plugin-react';
import { defineConfig } from 'vitest/config';
import { VitestLongestFirst } from './test-sequencer';

export default defineConfig({
  test: {
    // Vitest's default is one worker fewer than the cores: one worker on a 2-core CI machine. Files wait as much as
    // they compute (the BFF's on PostgreSQL, sockets and child processes; the web's on user-event's and Testing
    // Library's timers), so four side by side keep both cores busy: on this 2-core machine 2 workers took 295 s and
    // left a third of the CPU idle, 4 take about 220 s. More only add start-up (each worker imports the app anew).
    maxWorkers: 4,
    // Longest files first in each project (test-sequencer.ts): Vitest's own order without a results cache (by size)
    // left the longest BFF files for last.
    sequence: { sequencer: VitestLongestFirst },
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
          setupFiles: ['./src/test/react-dev-costs.ts', './src/test/setup.ts'],
          // Only catches a hang: findBy and waitFor wait up to 60 s (src/test/setup.ts).
          testTimeout: 180_000,
        },
      },
    ],
  },
});
