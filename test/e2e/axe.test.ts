// The browser tests' accessibility check (axe.ts) finds faults on a page checked in one run of axe,
// as on a page with a frame, which it checks frame by frame.
import { rm } from 'node:fs/promises';
import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { axeViolations } from './axe.ts';
import { launchChromium } from './browser.ts';
import { tempFolder } from './demo-site.ts';

let folder: string;
let browser: Browser;
let tab: Page;

beforeAll(async () => {
  folder = await tempFolder('atlas-axe-');
  browser = await launchChromium(folder);
  tab = await (await browser.newContext()).newPage();
}, 60_000);
afterAll(async () => {
  await browser?.close();
  if (folder !== undefined) await rm(folder, { recursive: true, force: true });
});

// A picture without a text, pale grey text on white, and a button without a name.
const FAULTS = '<img src="data:image/gif;base64,R0lGODlhAQABAAAAACw="><p style="color:#ccc;background:#fff">pale</p><button></button>';
const PAGE = (body: string) => `<!doctype html><html lang="en"><head><title>t</title></head><body><main><h1>t</h1>${body}</main></body></html>`;
const summary = (violations: Awaited<ReturnType<typeof axeViolations>>) => violations.map((v) => [v.id, v.impact, v.nodes.map((n) => n.target)]);

describe('axeViolations', { timeout: 60_000 }, () => {
  it('names each fault on a page without frames, with every node it is on', async () => {
    await tab.setContent(PAGE(`${FAULTS}<img src="data:image/gif;base64,R0lGODlhAQABAAAAACw=" id="second">`));
    expect(tab.frames().length).toBe(1);
    await expect(axeViolations(tab).then(summary)).resolves.toEqual([
      ['button-name', 'critical', [['button']]],
      ['color-contrast', 'serious', [['p']]],
      ['image-alt', 'critical', [['img:nth-child(2)'], ['#second']]],
    ]);
  });

  it('checks only what a selector names, where one is given', async () => {
    await tab.setContent(PAGE(`<div id="part">${FAULTS}</div><img src="data:image/gif;base64,R0lGODlhAQABAAAAACw=" id="outside">`));
    await expect(axeViolations(tab, '#part').then(summary)).resolves.toEqual([
      ['button-name', 'critical', [['button']]],
      ['color-contrast', 'serious', [['p']]],
      ['image-alt', 'critical', [['#part > img']]],
    ]);
  });

  it('finds a fault inside a frame of another origin, on a page that has one', async () => {
    // A data: address is an origin of its own, which axe's one run in the page leaves out.
    const inner = `data:text/html,${encodeURIComponent('<!doctype html><html lang="en"><title>inner</title><img src="data:image/gif;base64,R0lGODlhAQABAAAAACw=">')}`;
    await tab.setContent(PAGE(`<iframe title="inner" src="${inner}"></iframe>`));
    await expect.poll(() => tab.frames().length).toBe(2);
    await expect(axeViolations(tab).then(summary)).resolves.toEqual([
      ['image-alt', 'critical', [['iframe', 'img']]],
    ]);
  });

  it('finds nothing on a page without faults', async () => {
    await tab.setContent(PAGE('<p>Fine text.</p><button>Named</button>'));
    await expect(axeViolations(tab)).resolves.toEqual([]);
  });
});
