// The temp folders of the browser tests' sites, and what goes in them: a run stopped before its
// afterAll (Ctrl+C, a CI job cancelled) left a 26 MB site and Chromium's profiles behind for good.
import { mkdir, readdir, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { basename, join } from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import { ownTag } from '../../scripts/lib/build-owner.ts';
import { launchChromium } from './browser.ts';
import { tempFolder } from './demo-site.ts';

const made: string[] = [];

afterEach(async () => {
  for (const folder of made.splice(0)) await rm(folder, { recursive: true, force: true });
});

describe('tempFolder', () => {
  it('names the folder after this process, and removes those that processes no longer running left, not a running one\'s', async () => {
    // A prefix of this test's own, so that no other run's folders are touched.
    const prefix = `atlas-test-temp-${process.pid}x-`;
    const gone = join(tmpdir(), `${prefix}99999999-s123-AbC123`);
    const running = join(tmpdir(), `${prefix}${process.ppid}-XyZ789`);
    for (const folder of [gone, running]) {
      await mkdir(folder);
      made.push(folder);
    }
    const folder = await tempFolder(prefix);
    made.push(folder);
    // mkdtemp's six characters after the tag.
    expect(basename(folder).slice(0, -6)).toBe(`${prefix}${ownTag()}`);
    expect((await readdir(tmpdir())).filter((name) => name.startsWith(prefix)).sort()).toEqual([basename(folder), basename(running)].sort());
  });
});

describe('launchChromium', () => {
  it("keeps the browser's profile in the folder it is given", async () => {
    const folder = await tempFolder('atlas-test-browser-');
    made.push(folder);
    const browser = await launchChromium(folder);
    try {
      const tab = await browser.newPage();
      await tab.goto('chrome://version');
      await expect(tab.locator('#profile_path').textContent()).resolves.toBe(join(folder, 'chromium', 'Default'));
    } finally {
      await browser.close();
    }
    expect(await readdir(folder)).toEqual(['chromium']);
  });
});
