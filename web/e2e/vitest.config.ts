import { defineConfig } from 'vitest/config';
import LongestFirst from './sequencer';
import { E2E_PHASE, E2E_WORKERS, TIMED_FILES } from './support/env';

// The end-to-end suite: headless Chromium against the production build served by the BFF (see global-setup.ts).
// E2E_WORKERS files side by side (three by default), each worker driving its own browser against its own product.
export default defineConfig({
  test: {
    name: 'e2e',
    root: import.meta.dirname,
    include: E2E_PHASE === 'timed' ? TIMED_FILES.map((file) => `**/${file}`) : ['**/*.e2e.ts'],
    exclude: ['**/node_modules/**', ...(E2E_PHASE === 'untimed' ? TIMED_FILES.map((file) => `**/${file}`) : [])],
    environment: 'node',
    globalSetup: ['./global-setup.ts'],
    fileParallelism: E2E_WORKERS > 1,
    maxWorkers: E2E_WORKERS,
    sequence: { sequencer: LongestFirst },
    testTimeout: 90_000,
    hookTimeout: 150_000,
  },
});
