import { defineConfig } from 'vitest/config';

// Every test file starts from an environment without the machine's own settings for this tool:
// a developer's WEBLATE_TOKEN, a CI runner's proxy (which loopback servers cannot be reached
// through), an exported ATLAS_CONFIG or ATLAS_SNAPSHOT would otherwise change what the crawls and
// builds under test do, and the exact messages they are expected to give. Tests that are about
// these variables set them themselves. They are cleared here, in the main process, because the
// worker processes are forked from its environment: Node 24 reads NODE_USE_ENV_PROXY=1 and the
// proxy variables once when a process starts and then sends fetch and http.request through that
// proxy for good, so deleting them inside a worker (a setup file) comes too late; and
// --use-env-proxy is not allowed in NODE_OPTIONS, so this variable is the only way it comes in.
for (const name of [
  'WEBLATE_TOKEN', 'WEBLATE_URL', 'ATLAS_CONFIG', 'ATLAS_SNAPSHOT', 'NODE_USE_ENV_PROXY',
  'HTTP_PROXY', 'HTTPS_PROXY', 'ALL_PROXY', 'NO_PROXY', 'http_proxy', 'https_proxy', 'all_proxy', 'no_proxy',
]) {
  delete process.env[name];
}

export default defineConfig({
  test: {
    include: ['test/**/*.test.ts'],
    environment: 'node',
    // A file per core. Left unset, vitest 5.1.2 takes one core fewer (getDefaultMaxWorkers), and on
    // a CI runner's two cores ran the files one at a time, while much of a browser, build or crawl
    // test's time is spent waiting for the Chromium, build or server it started.
    maxWorkers: '100%',
    // Servers under test are started per file on loopback; keep files in parallel, tests in order.
    testTimeout: 30_000,
    hookTimeout: 60_000,
    // expect.poll waits for what a browser or a server does next. Its default of 1 s is a timing
    // bound: with helpers loading the machine's two cores, a chart of the demo site took longer to
    // come into view and be drawn, and site.test.ts failed on a page that was right. A poll that
    // must fail still fails, 10 s later.
    expect: { poll: { timeout: 10_000 } },
  },
});
