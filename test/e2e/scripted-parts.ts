// Every part of a page that a script works, used as a reader uses it: each chart pointed at (its
// tooltip drawn), each folded <details> opened, each table sorted both ways by its first and last
// column, filtered, and shown whole where it is long, and the page seen on a phone, in dark
// colours, in forced colours and printed (the charts draw again for each). For a browser test
// that watches what these do, such as a Content-Security-Policy's violations: loading a page
// runs only what draws it first.
import type { Page } from 'playwright-core';

/** What useScriptedParts did on a page: the charts pointed at, the <details> opened, and per table how many of its columns it sorted by, 'filtered' and 'shown whole' where it did those. */
export interface ScriptedUse {
  charts: number;
  details: number;
  tables: string[];
}

/** Uses every scripted part of the page open in `on` (its charts drawn already), and says what it used; the page is left at 1280 × 900, light, on screen, scrolled to its top. */
export async function useScriptedParts(on: Page): Promise<ScriptedUse> {
  const charts = on.locator('atlas-chart canvas');
  const chartCount = await charts.count();
  for (let i = 0; i < chartCount; i++) {
    await charts.nth(i).scrollIntoViewIfNeeded();
    await charts.nth(i).hover();
  }
  // Opened by a click where a reader can click it (the first is enough to run the browser's own
  // toggle), the rest, inside a folded list or shown on a phone only, by setting them open.
  const folded = on.locator('details:not([open])');
  const details = await folded.count();
  const summary = on.locator('details:not([open]) > summary:visible').first();
  if (await summary.count()) await summary.click();
  await folded.evaluateAll((all) => all.forEach((element) => ((element as HTMLDetailsElement).open = true)));
  const tables: string[] = [];
  const sortables = on.locator('atlas-sortable');
  for (let t = 0; t < (await sortables.count()); t++) {
    const table = sortables.nth(t);
    const done: string[] = [];
    // By its first column and its last (names and numbers), each clicked twice (both ways): every
    // column of every table took a minute on the demo's page types.
    const buttons = table.locator('thead th button:visible');
    const count = await buttons.count();
    for (const b of count > 1 ? [0, count - 1] : count > 0 ? [0] : []) {
      await buttons.nth(b).click();
      await buttons.nth(b).click();
    }
    done.push(`sorted by ${Math.min(count, 2)} of ${count} columns`);
    const filter = table.locator(':scope > .atlas-filter input');
    if (await filter.count()) {
      await filter.fill('a');
      await filter.fill('');
      done.push('filtered');
    }
    const showAll = table.locator('.atlas-more-rows button');
    if (await showAll.count() && await showAll.isVisible()) {
      await showAll.click();
      done.push('shown whole');
    }
    tables.push(done.join(', '));
  }
  // The charts follow the window's width, the colour scheme, forced colours and print (on
  // beforeprint, as the browser's print dialog sends it).
  await on.setViewportSize({ width: 390, height: 844 });
  await on.emulateMedia({ colorScheme: 'dark' });
  await on.emulateMedia({ forcedColors: 'active' });
  await on.emulateMedia({ media: 'print', forcedColors: 'none', colorScheme: 'light' });
  await on.evaluate(() => window.dispatchEvent(new Event('beforeprint')));
  await on.evaluate(() => window.dispatchEvent(new Event('afterprint')));
  await on.emulateMedia({ media: 'screen' });
  await on.setViewportSize({ width: 1280, height: 900 });
  // Two frames: what the changes above set going has run.
  await on.evaluate(() => new Promise((done) => requestAnimationFrame(() => requestAnimationFrame(done))));
  await on.evaluate(() => window.scrollTo(0, 0));
  return { charts: chartCount, details, tables };
}
