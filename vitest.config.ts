import { defineConfig } from 'vitest/config';

export default defineConfig({
  test: {
    include: ['test/**/*.test.ts'],
    environment: 'node',
    // Servers under test are started per file on loopback; keep files in parallel, tests in order.
    testTimeout: 30_000,
    hookTimeout: 60_000,
  },
});
