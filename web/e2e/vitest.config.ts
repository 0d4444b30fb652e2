import { defineConfig } from 'vitest/config';
import LongestFirst from './sequencer';
import { E2E_WORKERS, WAIT_MS } from './support/env';

// The end-to-end suite: headless Chromium against the production build served by the BFF (see global-setup.ts).
// E2E_WORKERS files side by side (four by default), each worker driving its own browser against its own product.
export default defineConfig({
  test: {
    name: 'e2e',
    root: import.meta.dirname,
    include: ['**/*.e2e.ts'],
    exclude: ['**/node_modules/**'],
    environment: 'node',
    globalSetup: ['./global-setup.ts'],
    fileParallelism: E2E_WORKERS > 1,
    maxWorkers: E2E_WORKERS,
    sequence: { sequencer: LongestFirst },
    // Timeouts only catch hangs (support/env.ts, WAIT_MS): a journey of a dozen screens on a slow, busy machine takes
    // minutes, and expect.poll's own default (1 s) failed a search that the list answered a moment later.
    testTimeout: 300_000,
    hookTimeout: 300_000,
    expect: { poll: { timeout: WAIT_MS, interval: 100 } },
  },
});
