// Debian's Chromium, as the browser tests start it.
import { join } from 'node:path';
import { chromium, type Browser } from 'playwright-core';

/**
 * Starts Chromium headless with its profile (--user-data-dir) and Playwright's files in `folder`,
 * a site's temp folder (tempFolder), so that they go with it: where a run was killed, Playwright's
 * profile folder stayed in the system's temp folder, which nothing cleared.
 */
export async function launchChromium(folder: string): Promise<Browser> {
  // Playwright refuses --user-data-dir among launch()'s args: a persistent context is how it takes one.
  // Chromium's own temp folder (its singleton socket, a few bytes) stays the system's: under a
  // deep TMPDIR the socket's path outgrows the 107 bytes a socket may have, and Chromium aborts.
  const context = await chromium.launchPersistentContext(join(folder, 'chromium'), {
    executablePath: '/usr/bin/chromium',
    args: ['--no-sandbox', '--disable-gpu', '--disable-quic', '--no-first-run', '--disable-background-networking', '--disable-component-update', '--disable-sync'],
    artifactsDir: join(folder, 'playwright'),
  });
  return context.browser()!;
}
