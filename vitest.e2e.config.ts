import { defineConfig } from 'vitest/config';

// Browser tests: one file at a time (each starts a server and Chromium; the machine has 2 cores).
export default defineConfig({
  test: {
    name: 'e2e',
    include: ['e2e/**/*.e2e.test.ts'],
    fileParallelism: false,
    testTimeout: 60_000,
    hookTimeout: 90_000,
  },
});
