import { defineConfig } from 'vitest/config';

// The end-to-end suite: headless Chromium against the production build served by the BFF (see global-setup.ts).
// One file at a time: each drives its own browser, and the machine has two cores.
export default defineConfig({
  test: {
    name: 'e2e',
    root: import.meta.dirname,
    include: ['**/*.e2e.ts'],
    environment: 'node',
    globalSetup: ['./global-setup.ts'],
    fileParallelism: false,
    testTimeout: 90_000,
    hookTimeout: 150_000,
  },
});
