import { defineConfig } from 'vitest/config';

export default defineConfig({
  test: {
    include: ['test/**/*.test.ts'],
    environment: 'node',
    // The machine's tokens, proxies and site configuration are not the tests' (test/setup-env.ts).
    setupFiles: ['test/setup-env.ts'],
    // Servers under test are started per file on loopback; keep files in parallel, tests in order.
    testTimeout: 30_000,
    hookTimeout: 60_000,
  },
});
