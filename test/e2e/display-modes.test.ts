// The demo site in the display modes readers set: a phone's 320 px with the browser's text size
// raised, a larger text size on a desktop, forced colours (Windows' contrast themes), more
// contrast, and a root font size a reader's own style sheet sets.
import { readdir, readFile } from 'node:fs/promises';
import { join } from 'node:path';
import type { Browser, BrowserContextOptions, CDPSession, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { axeViolations } from './axe.ts';
import { launchChromium } from './browser.ts';
import { buildDemoSite, stopBuilds, type DemoSite } from './demo-site.ts';
import { serveStatic } from './static-server.ts';

let site: DemoSite;
let server: { url: string; close: () => Promise<void> };
let browser: Browser;

beforeAll(async () => {
  site = await buildDemoSite('/l10n/');
  server = await serveStatic(site.dist, site.base);
  browser = await launchChromium(site.folder);
}, 240_000);

afterAll(async () => {
  await stopBuilds();
  await browser?.close();
  await server?.close();
  await site?.cleanup();
});

/** A tab of a context of its own, and a way to set the browser's default text size (its "Font size" setting) in px, as a reader does. */
interface Tab {
  tab: Page;
  textSize: (px: number) => Promise<void>;
  close: () => Promise<void>;
}

async function openTab(options: BrowserContextOptions): Promise<Tab> {
  const context = await browser.newContext(options);
  const tab = await context.newPage();
  let cdp: CDPSession | undefined;
  return {
    tab,
    // Chromium's own setting, which a page's rem and em follow: "Very large" is 24 px.
    textSize: async (px) => {
      cdp ??= await context.newCDPSession(tab);
      await cdp.send('Page.setFontSizes', { fontSizes: { standard: px } });
    },
    close: () => context.close(),
  };
}

/** Resolves once the first chart on `tab` is drawn: scrolled to, as it is drawn as it comes near the window (with a larger text, further down). */
async function drawn(tab: Page): Promise<void> {
  await tab.locator('atlas-chart').first().scrollIntoViewIfNeeded();
  await tab.waitForFunction(() => document.querySelector('atlas-chart')?.getAttribute('data-drawn') === 'true');
}

/**
 * Whether a line of white runs along the whole of one edge of `box` (a viewport rectangle), just
 * inside it, as drawn: every row of the last 3 px at its right (every column of the last 3 px at
 * its bottom) holds a white pixel. The screenshot is read back through a canvas of the page.
 */
async function whiteEdge(tab: Page, box: { x: number; y: number; width: number; height: number }, side: 'right' | 'bottom'): Promise<boolean> {
  const clip = side === 'right'
    ? { x: Math.floor(box.x + box.width) - 3, y: Math.ceil(box.y) + 2, width: 3, height: Math.floor(box.height) - 4 }
    : { x: Math.ceil(box.x) + 2, y: Math.floor(box.y + box.height) - 3, width: Math.floor(box.width) - 4, height: 3 };
  const png = (await tab.screenshot({ clip })).toString('base64');
  return tab.evaluate(async ({ png, side }) => {
    const image = new Image();
    image.src = `data:image/png;base64,${png}`;
    await image.decode();
    const canvas = document.createElement('canvas');
    [canvas.width, canvas.height] = [image.width, image.height];
    const context = canvas.getContext('2d')!;
    context.drawImage(image, 0, 0);
    const { data, width, height } = context.getImageData(0, 0, image.width, image.height);
    const white = (x: number, y: number) => data.slice((y * width + x) * 4, (y * width + x) * 4 + 3).every((channel) => channel > 200);
    const lines = side === 'right' ? height : width;
    const across = side === 'right' ? width : height;
    for (let line = 0; line < lines; line++) {
      let found = false;
      for (let at = 0; at < across && !found; at++) found = side === 'right' ? white(at, line) : white(line, at);
      if (!found) return false;
    }
    return true;
  }, { png, side });
}

/** WCAG's contrast ratio of two colours given as rgb(r, g, b), to two decimals. */
function contrast(a: string, b: string): number {
  const luminance = (color: string) => {
    const [r, g, bl] = color.match(/\d+/g)!.slice(0, 3).map((c) => Number(c) / 255).map((c) => (c <= 0.03928 ? c / 12.92 : ((c + 0.055) / 1.055) ** 2.4));
    return 0.2126 * r! + 0.7152 * g! + 0.0722 * bl!;
  };
  const [high, low] = [luminance(a), luminance(b)].sort((x, y) => y - x);
  return Math.round(((high! + 0.05) / (low! + 0.05)) * 100) / 100;
}

/** Every page the build wrote, as its path under the site's base ('contributors/dmitrys/'). */
async function builtPages(): Promise<string[]> {
  const files = (await readdir(site.dist, { recursive: true })).filter((name) => name === 'index.html' || name.endsWith('/index.html'));
  return files.map((file) => file.slice(0, -'index.html'.length).split('/').map(encodeURIComponent).join('/')).sort();
}

describe('the demo site in the display modes readers set', { timeout: 300_000 }, () => {
  it('lets no page scroll sideways at 320 px, at the default text size, at 24 px and at 32 px: only tables and the calendar scroll, in their boxes', async () => {
    const paths = await builtPages();
    expect(paths.length).toBeGreaterThan(400);
    // Each page in a frame 320 px wide, twenty at a time: as a window of that width, and some
    // ten times faster than a navigation a page on a busy machine.
    const { tab, textSize, close } = await openTab({ viewport: { width: 1280, height: 900 } });
    try {
      await tab.goto(server.url);
      const wide: Record<number, string[]> = { 16: [], 24: [], 32: [] };
      const rootSizes = new Set<string>();
      for (let at = 0; at < paths.length; at += 20) {
        const batch = paths.slice(at, at + 20);
        await textSize(16);
        await tab.evaluate(async (urls) => {
          document.body.replaceChildren();
          const frames = urls.map((url) => Object.assign(document.createElement('iframe'), { width: '320', height: '600', src: url }));
          const loaded = frames.map((frame) => new Promise((resolve) => frame.addEventListener('load', resolve, { once: true })));
          document.body.append(...frames);
          await Promise.all(loaded);
        }, batch.map((path) => `${server.url}${path}`));
        for (const size of [16, 24, 32] as const) {
          await textSize(size);
          const measured = await tab.evaluate(() => [...document.querySelectorAll('iframe')].map((frame) => {
            const root = frame.contentDocument!.documentElement;
            return { root: getComputedStyle(root).fontSize, wider: root.scrollWidth > root.clientWidth };
          }));
          measured.forEach(({ root, wider }, i) => {
            rootSizes.add(`${size}: ${root}`);
            if (wider) wide[size]!.push(decodeURIComponent(batch[i]!));
          });
        }
      }
      // Measured at the sizes set (a frame takes its window's setting).
      expect([...rootSizes].sort()).toEqual(['16: 16px', '24: 24px', '32: 32px']);
      // At 16 px two Cyrillic names of 16 letters, kept on one line, ran off the screen; at 24 px
      // 157 of 279 contributors' headings did, and /about/'s table and a time in its list; at 32 px
      // 357 pages did, their figures' cards 10rem wide at least.
      expect(wide).toEqual({ 16: [], 24: [], 32: [] });
    } finally {
      await close();
    }
  });

  it("keeps a name and a username, with its brackets, whole on a line where they fit, and wraps one only where it is wider than a line", async () => {
    const { tab, textSize, close } = await openTab({ viewport: { width: 390, height: 844 } });
    try {
      /** The lines of each part of the heading kept whole, and of the heading. */
      const lines = () => tab.evaluate(() => {
        const count = (element: Element) => Math.round(element.getBoundingClientRect().height / Number.parseFloat(getComputedStyle(element).lineHeight));
        const h1 = document.querySelector('h1')!;
        return { whole: [...h1.querySelectorAll('.whole')].map(count), h1: count(h1) };
      });
      // At 390 px "(sven-" ended a line and "sahin53)" began the next: the username goes to a line of its own.
      await tab.goto(`${server.url}contributors/sven-sahin53/`);
      await expect(lines()).resolves.toEqual({ whole: [1, 1], h1: 2 });
      // 'Дмитрий Шевченко' is wider than 288 px at 320: it wraps at its space, and runs off no more.
      await tab.setViewportSize({ width: 320, height: 640 });
      await tab.goto(`${server.url}contributors/dmitrys/`);
      await expect(lines()).resolves.toEqual({ whole: [2, 1], h1: 3 });
      // At 24 px the username, some 350 px wide, still fits a line of a 430 px phone (382 px), and is kept whole there.
      await textSize(24);
      await tab.setViewportSize({ width: 430, height: 932 });
      await tab.goto(`${server.url}contributors/sven-sahin53/`);
      await expect(lines()).resolves.toEqual({ whole: [1, 1], h1: 2 });
      // Not at 320 px, where it is wider than the line: it wraps at its hyphen, within the page.
      await tab.setViewportSize({ width: 320, height: 640 });
      await expect.poll(lines).toEqual({ whole: [1, 2], h1: 3 });
      await expect(tab.evaluate(() => document.documentElement.scrollWidth)).resolves.toBe(320);
    } finally {
      await close();
    }
  });

  it("sizes the charts' and the calendar's text by the reader's text size, in the page's font, and keeps it as the chart follows a switch to the dark scheme", async () => {
    const { tab, textSize, close } = await openTab({ viewport: { width: 1280, height: 900 }, colorScheme: 'light' });
    try {
      type Drawn = { height: number; options: { color: string }; legend: { options: { labels: { font?: { size: number } } } }; scales: { x: { getLabelItems: () => { font: { string: string } }[] } } };
      const chart = () => tab.locator('atlas-chart').first().evaluate((element) => {
        const drawn = (element as HTMLElement & { chart: Drawn }).chart;
        return { ticks: drawn.scales.x.getLabelItems()[0]!.font.string, legend: drawn.legend.options.labels.font?.size ?? null, height: drawn.height, color: drawn.options.color };
      });
      const calendar = () => tab.evaluate(() => ['svg.calendar-weekdays', 'svg.calendar'].map((selector) => {
        const box = document.querySelector(selector)!.getBoundingClientRect();
        return [Math.round(box.width), Math.round(box.height)];
      }));
      const family = 'system-ui, -apple-system, "Segoe UI", Roboto, "Noto Sans", sans-serif';
      for (const [size, expected] of [
        // chart.js's own were 12 px Helvetica at any text size, and the calendar's names 10 px.
        [16, { ticks: `normal 12px ${family}`, legend: 12, height: 300, color: '#57606a' }],
        [24, { ticks: `normal 18px ${family}`, legend: 18, height: 450, color: '#57606a' }],
      ] as const) {
        await textSize(size);
        await tab.goto(server.url);
        await drawn(tab);
        await expect(chart(), `${size} px`).resolves.toEqual(expected);
        // The year drawn to scale, its names with it: 28 by 106 px and 689 by 106 at 16 px.
        await tab.goto(`${server.url}contributors/sven-sahin53/`);
        await expect(calendar(), `${size} px`).resolves.toEqual(size === 16 ? [[28, 106], [689, 106]] : [[42, 159], [1034, 159]]);
      }
      // Switched to the dark scheme, a chart takes its colours and keeps its size of text.
      await tab.goto(server.url);
      await drawn(tab);
      await tab.emulateMedia({ colorScheme: 'dark' });
      await expect.poll(chart).toEqual({ ticks: `normal 18px ${family}`, legend: 18, height: 450, color: '#9aa4ae' });
    } finally {
      await close();
    }
  });

  it("draws every legend item of every chart within its canvas, each series' item clickable, at 320 px with the text at 16, 24 and 32 px, a label wider than the chart on lines of its own", async () => {
    const paths = await builtPages();
    // Each page with charts, and how many it has.
    const charts = new Map<string, number>();
    for (const path of paths) {
      const count = (await readFile(join(site.dist, decodeURIComponent(path), 'index.html'), 'utf8')).split('<atlas-chart').length - 1;
      if (count > 0) charts.set(path, count);
    }
    const withCharts = [...charts.keys()];
    // Every kind of page with charts: the home page, /changes/, an action's, a language's, a project's.
    const kinds = new Map<string, string>();
    for (const path of withCharts) if (!kinds.has(`${path.split('/')[0]}:${path.split('/').length}`)) kinds.set(`${path.split('/')[0]}:${path.split('/').length}`, path);
    expect([...kinds.values()]).toEqual(['', 'changes/', 'changes/0/', 'languages/ar/', 'projects/fjord-photos/']);
    const { tab, textSize, close } = await openTab({ viewport: { width: 320, height: 640 } });
    try {
      type Box = { left: number; top: number; width: number; height: number };
      type Drawn = {
        width: number; height: number; chartArea: { width: number; height: number }; data: { datasets: { label: string }[] };
        legend: { top: number; bottom: number; options: { display: boolean }; legendHitBoxes: Box[]; legendItems: { text: string; datasetIndex: number }[] };
      };
      /**
       * Each chart of the page, drawn now (not as it comes near the window): the texts of its legend's
       * items outside its canvas or its legend's box (which chart.js clips them to), the series with
       * no item drawn, whether its plot is 200 px tall at least (220 at the least, at 16 px) and half
       * the chart's width (a lone label centred on the last bar, and the y axis's title, left 60 px of
       * the home page's 256 at 32 px), and its legend's texts and where its items start.
       */
      const legends = () => tab.evaluate(() => [...document.querySelectorAll('atlas-chart')].map((element) => {
        (element as HTMLElement & { draw: () => void }).draw();
        const { width, height, chartArea, data, legend } = (element as HTMLElement & { chart: Drawn }).chart;
        const drawn = (box: Box) => box.left >= 0 && box.left + box.width <= width && box.top >= Math.max(0, legend.top) && box.top + box.height <= Math.min(height, legend.bottom);
        const items = legend.options.display ? legend.legendItems.map((item, at) => ({ ...item, drawn: drawn(legend.legendHitBoxes[at]!) })) : [];
        return {
          outside: items.filter((item) => !item.drawn).map((item) => item.text),
          undrawn: legend.options.display ? data.datasets.filter((_, series) => !items.some((item) => item.datasetIndex === series && item.drawn)).map((series) => series.label) : [],
          plot: chartArea.height >= 200 && chartArea.width >= width / 2,
          texts: items.map((item) => item.text),
          starts: legend.options.display ? legend.legendHitBoxes.map((box) => Math.round(box.left)) : [],
        };
      }));
      for (const size of [16, 24, 32]) {
        await textSize(size);
        // At 32 px, where legends are longest, every page with charts.
        for (const path of size === 32 ? withCharts : [...kinds.values()]) {
          await tab.goto(`${server.url}${path}`);
          // Polled: a chart whose legend needs more room is drawn again, taller, as it grows.
          await expect.poll(async () => (await legends()).map(({ texts: _, starts: __, ...drawn }) => drawn), { message: `/${path} at ${size} px` })
            .toEqual(Array.from({ length: charts.get(path)! }, () => ({ outside: [], undrawn: [], plot: true })));
          if (path === '') {
            // At 32 px chart.js drew "ne year before (same", cut at both edges of the chart.
            const year = size === 32 ? ['The year before', '(same days)'] : size === 24 ? ['The year before (same', 'days)'] : ['The year before (same days)'];
            const { texts, starts } = (await legends())[0]!;
            expect(texts, `/ at ${size} px`).toEqual(['Last 12 months', ...year]);
            // A label's lines start under one another, as do the rows: each centred by its own
            // width, "(same days)" stood under the middle of "The year before".
            if (size > 16) expect(new Set(starts), `/ at ${size} px`).toEqual(new Set([10]));
          }
          if (path === 'changes/') {
            // At 32 px: "Translation change", "Source string adde", "Changes committe"; then, broken
            // at their spaces, the last of 13 rows, "Other actions", lay below the chart.
            const { texts } = (await legends())[0]!;
            expect(texts.join(' '), `/changes/ at ${size} px`).toBe('Translation added Translation changed Suggestion added Comment added Source string added Changes committed Other actions');
          }
        }
      }
      // The last item, clicked where it is drawn, hides its series.
      await tab.goto(`${server.url}changes/`);
      await drawn(tab);
      const chart = tab.locator('atlas-chart').first();
      await expect.poll(async () => (await legends())[0]!.outside).toEqual([]);
      const last = await chart.evaluate((element) => {
        const { legend, data } = (element as HTMLElement & { chart: Drawn }).chart;
        const box = legend.legendHitBoxes.at(-1)!;
        return { x: box.left + box.width / 2, y: box.top + box.height / 2, series: data.datasets.length - 1 };
      });
      await chart.locator('canvas').click({ position: { x: last.x, y: last.y } });
      await expect.poll(() => chart.evaluate((element, series) => (element as HTMLElement & { chart: { isDatasetVisible: (at: number) => boolean } }).chart.isDatasetVisible(series), last.series)).toBe(false);
    } finally {
      await close();
    }
  });

  it("draws the pinned column's edge, the stuck header row's rule and the frame of a box that scrolls sideways in the system's colours under forced colours, and nothing of them in normal colours", async () => {
    for (const [mode, options, line] of [
      ['normal', {}, null],
      ['forced, dark', { forcedColors: 'active', colorScheme: 'dark' }, '1px solid rgb(255, 255, 255)'],
      ['forced, light', { forcedColors: 'active', colorScheme: 'light' }, '1px solid rgb(0, 0, 0)'],
    ] as const) {
      const { tab, close } = await openTab({ viewport: { width: 600, height: 700 }, ...options });
      try {
        const border = (selector: string, side: 'Right' | 'Bottom' | 'Left', pseudo?: string) => tab.locator(selector).first().evaluate((element, [side, pseudo]) => {
          const style = getComputedStyle(element, pseudo);
          const width = style.getPropertyValue(`border-${side!.toLowerCase()}-width`);
          return width === '0px' || (pseudo !== undefined && style.content === 'none') ? null : `${width} ${style.getPropertyValue(`border-${side!.toLowerCase()}-style`)} ${style.getPropertyValue(`border-${side!.toLowerCase()}-color`)}`;
        }, [side, pseudo] as const);
        // The matrix scrolled sideways: a line at the edge of the components' names, which the
        // cells slide under (box-shadow, which forced colours do not draw, was the line).
        await tab.goto(`${server.url}projects/orbit-notes/`);
        const name = tab.locator("table.matrix tbody th[scope='row']").first();
        await name.scrollIntoViewIfNeeded();
        await tab.locator('table.matrix').evaluate((table) => (table.parentElement!.scrollLeft = 120));
        expect([await border("table.matrix tbody th[scope='row']", 'Right', '::before'), await border("table.matrix thead th", 'Right', '::before')], mode).toEqual([line, line]);
        // The matrix's box, which scrolls, framed at its sides (its shadows are gradients, not drawn).
        expect([await border('.table-wrap:has(> table.matrix)', 'Left'), await border('.table-wrap:has(> table.matrix)', 'Right')], mode).toEqual([line, line]);
        if (mode === 'forced, dark') expect(await whiteEdge(tab, (await name.boundingBox())!, 'right'), 'the line drawn').toBe(true);
        // The projects' table, wider than 600 px, framed too; at 1280 px, where it fits, not.
        await tab.goto(`${server.url}projects/`);
        await expect.poll(() => tab.locator('atlas-sortable').first().evaluate((box) => box.scrollWidth > box.clientWidth)).toBe(true);
        expect([await border('atlas-sortable', 'Left'), await border('atlas-sortable', 'Right')], mode).toEqual([line, line]);
        await tab.setViewportSize({ width: 1280, height: 600 });
        await expect.poll(() => tab.locator('atlas-sortable').first().evaluate((box) => box.hasAttribute('data-fits'))).toBe(true);
        expect([await border('atlas-sortable', 'Left'), await border('atlas-sortable', 'Right')], mode).toEqual([null, null]);
        // A table that fits keeps its header row in view down the page: a rule under each of its
        // cells (and the edge beside the first) as the rows pass under it.
        await tab.goto(`${server.url}languages/`);
        await expect.poll(() => tab.locator('atlas-sortable').evaluate((box) => box.hasAttribute('data-fits'))).toBe(true);
        await tab.evaluate(() => window.scrollTo(0, document.querySelector('atlas-sortable table')!.getBoundingClientRect().top + window.scrollY + 400));
        const header = tab.locator('atlas-sortable thead th').nth(3);
        expect(Math.round((await header.boundingBox())!.y), 'stuck at the top').toBe(0);
        expect([await border('atlas-sortable thead th:nth-child(4)', 'Bottom', '::before'), await border('atlas-sortable thead th', 'Bottom', '::before'), await border('atlas-sortable thead th', 'Right', '::before')], mode).toEqual([line, line, line]);
        if (mode === 'forced, dark') expect(await whiteEdge(tab, (await header.boundingBox())!, 'bottom'), 'the rule drawn').toBe(true);
      } finally {
        await close();
      }
    }
  });

  it('draws lines 3:1 at least against the page, secondary text, sort arrows and the matrix\'s shades stronger where the reader asks for more contrast, and a chart follows the switch', async () => {
    for (const [scheme, normal, more] of [
      ['light', { line: 'rgb(208, 215, 222)', ratio: 1.45, muted: 'rgb(87, 96, 106)', arrow: '0.65', shades: ['rgb(242, 248, 253)', 'rgb(108, 181, 234)'] },
        { line: 'rgb(110, 119, 129)', ratio: 4.55, muted: 'rgb(66, 74, 83)', arrow: '1', shades: ['rgb(233, 244, 252)', 'rgb(54, 155, 226)'] }],
      ['dark', { line: 'rgb(48, 54, 61)', ratio: 1.55, muted: 'rgb(154, 164, 174)', arrow: '0.65', shades: ['rgb(15, 36, 51)', 'rgb(42, 103, 146)'] },
        { line: 'rgb(125, 133, 144)', ratio: 5.07, muted: 'rgb(177, 186, 196)', arrow: '1', shades: ['rgb(9, 22, 32)', 'rgb(46, 111, 158)'] }],
    ] as const) {
      const { tab, close } = await openTab({ viewport: { width: 1280, height: 900 }, colorScheme: scheme });
      try {
        const looks = () => tab.evaluate(() => {
          const line = getComputedStyle(document.querySelector('atlas-sortable tbody th')!).borderBottomColor;
          return {
            line,
            page: getComputedStyle(document.body).backgroundColor,
            muted: getComputedStyle(document.querySelector('.snapshot-line')!).color,
            // The arrow of a column the table is not sorted by.
            arrow: getComputedStyle(document.querySelector('atlas-sortable th:not([aria-sort]) > button')!, '::after').opacity,
          };
        });
        await tab.goto(`${server.url}languages/`);
        await tab.waitForSelector('atlas-sortable th:not([aria-sort]) > button');
        for (const [contrastPreference, expected] of [['no-preference', normal], ['more', more]] as const) {
          await tab.emulateMedia({ contrast: contrastPreference });
          const seen = await looks();
          expect({ line: seen.line, ratio: contrast(seen.line, seen.page), muted: seen.muted, arrow: seen.arrow }, `${scheme}, ${contrastPreference}`).toEqual({
            line: expected.line, ratio: expected.ratio, muted: expected.muted, arrow: expected.arrow,
          });
        }
        // The matrix's least and most covered shades, further apart; its text still readable on each.
        await tab.goto(`${server.url}projects/orbit-notes/`);
        const cell = tab.locator('table.matrix tbody td[data-shade]').first();
        const at = (shade: number) => cell.evaluate((td, step) => {
          td.dataset['shade'] = String(step);
          return getComputedStyle(td).backgroundColor;
        }, shade);
        for (const [contrastPreference, expected] of [['no-preference', normal], ['more', more]] as const) {
          await tab.emulateMedia({ contrast: contrastPreference });
          expect([await at(0), await at(30)], `${scheme}, ${contrastPreference}`).toEqual(expected.shades);
        }
        await cell.evaluate((td) => td.removeAttribute('data-shade'));
        expect((await axeViolations(tab, 'table.matrix')).map((v) => v.id), `axe on the matrix, ${scheme}, more contrast`).toEqual([]);
        // A chart drawn without the preference takes the stronger lines and text as it is asked for.
        await tab.emulateMedia({ contrast: 'no-preference' });
        await tab.goto(server.url);
        await drawn(tab);
        const colors = () => tab.locator('atlas-chart').first().evaluate((element) => {
          const { options } = (element as HTMLElement & { chart: { options: { color: string; scales: Record<string, { grid: { color: string } }> } } }).chart;
          return [options.color, options.scales['y']!.grid.color];
        });
        await expect(colors()).resolves.toEqual(scheme === 'light' ? ['#57606a', '#d0d7de'] : ['#9aa4ae', '#30363d']);
        await tab.emulateMedia({ contrast: 'more' });
        await expect.poll(colors).toEqual(scheme === 'light' ? ['#424a53', '#6e7781'] : ['#b1bac4', '#7d8590']);
      } finally {
        await close();
      }
    }
  });

  it("keeps a table that the reader's text spacing widens once the page is open in its own box, which scrolls sideways: the page does not", async () => {
    const { tab, close } = await openTab({ viewport: { width: 1280, height: 900 } });
    try {
      await tab.goto(`${server.url}languages/`);
      const box = tab.locator('atlas-sortable');
      await expect.poll(() => box.evaluate((element) => element.hasAttribute('data-fits'))).toBe(true);
      // WCAG 1.4.12's text spacing, as its bookmarklet (or a reader's extension) sets it on a page
      // already open: the letters and words spread, the table widens, its box keeps its size.
      await tab.addStyleTag({ content: '* { line-height: 1.5 !important; letter-spacing: 0.12em !important; word-spacing: 0.16em !important; } p { margin-bottom: 2em !important; }' });
      // After the frames in which the browser lays the page out again and reports the sizes that changed.
      await tab.evaluate(() => new Promise((resolve) => requestAnimationFrame(() => requestAnimationFrame(resolve))));
      const widths = await tab.evaluate(() => {
        const sortable = document.querySelector('atlas-sortable')!;
        return { page: document.documentElement.scrollWidth, table: sortable.querySelector('table')!.offsetWidth > sortable.clientWidth, fits: sortable.hasAttribute('data-fits') };
      });
      // The table is wider than its column; it scrolled the whole page, 1,392 px wide, while it was still taken to fit.
      expect(widths).toEqual({ page: 1280, table: true, fits: false });
    } finally {
      await close();
    }
  });

  it("makes a chart's data table that the reader's text spacing widens once it is open a tab stop, as it comes to scroll sideways", async () => {
    const { tab, close } = await openTab({ viewport: { width: 1024, height: 900 } });
    try {
      await tab.goto(`${server.url}changes/`);
      const table = tab.locator('.atlas-chart .table-wrap').first();
      await tab.locator('.atlas-chart summary').first().click();
      // It fits: no tab stop that scrolls nothing.
      await expect.poll(() => table.evaluate((box) => [box.scrollWidth > box.clientWidth + 1, box.getAttribute('tabindex')])).toEqual([false, null]);
      await tab.addStyleTag({ content: '* { line-height: 1.5 !important; letter-spacing: 0.12em !important; word-spacing: 0.16em !important; } p { margin-bottom: 2em !important; }' });
      await tab.evaluate(() => new Promise((resolve) => requestAnimationFrame(() => requestAnimationFrame(resolve))));
      // Its table widened in a box of the same size, which scrolled with no way in for a keyboard.
      await expect(table.evaluate((box) => [box.scrollWidth > box.clientWidth + 1, box.getAttribute('tabindex')])).resolves.toEqual([true, '0']);
    } finally {
      await close();
    }
  });

  it("sizes code (a username, a language's code) by the reader's text size, as 13 px beside 16 px text", async () => {
    const { tab, textSize, close } = await openTab({ viewport: { width: 1280, height: 900 } });
    try {
      const sizes = () => tab.evaluate(() => [document.querySelector('main p code')!, document.querySelector('main p')!].map((element) => getComputedStyle(element).fontSize));
      const seen: Record<string, string[]> = {};
      for (const size of [16, 32]) {
        await textSize(size);
        await tab.goto(`${server.url}contributors/ahmedn/`);
        seen[`username ${size}`] = await sizes();
        await tab.goto(`${server.url}languages/ar/`);
        seen[`code ${size}`] = await sizes();
      }
      // The browser's fixed-width size, 13 px, kept them at 13 px beside 32 px text.
      expect(seen).toEqual({ 'username 16': ['13px', '16px'], 'code 16': ['13px', '16px'], 'username 32': ['26px', '32px'], 'code 32': ['26px', '32px'] });
    } finally {
      await close();
    }
  });

  it("sets the filter box's text in the page's font and size, where a reader's own style sheet sets the root's", async () => {
    const { tab, close } = await openTab({ viewport: { width: 1280, height: 900 } });
    try {
      await tab.goto(`${server.url}contributors/`);
      // As a reader's style sheet or an extension does; the browser's own text size setting
      // reaches the box either way. The box kept the browser's 13.33 px beside 32 px labels.
      await tab.addStyleTag({ content: 'html { font-size: 32px }' });
      const fonts = await tab.locator('.atlas-filter').first().evaluate((filter) => [filter.querySelector('label')!, filter.querySelector('input')!].map((element) => {
        const style = getComputedStyle(element);
        return `${style.fontSize} ${style.fontFamily}`;
      }));
      expect(fonts).toEqual(Array(2).fill('32px system-ui, -apple-system, "Segoe UI", Roboto, "Noto Sans", sans-serif'));
    } finally {
      await close();
    }
  });

  it('fits the filter box in its column at 320 px with the text at 24 and 32 px', async () => {
    const { tab, textSize, close } = await openTab({ viewport: { width: 320, height: 640 } });
    try {
      const edges = () => tab.locator('.atlas-filter').first().evaluate((filter) => {
        const input = filter.querySelector('input')!.getBoundingClientRect();
        const column = filter.getBoundingClientRect();
        return { left: input.left >= column.left, right: input.right <= column.right };
      });
      for (const size of [16, 24, 32]) {
        await textSize(size);
        await tab.goto(`${server.url}contributors/`);
        // Its 20 characters at 24 px ended at x 332 in a column ending at 296 (at 32 px, 439 against
        // 288): its end hidden in the table's scroll box, which the page's own width does not show.
        await expect(edges(), `${size} px`).resolves.toEqual({ left: true, right: true });
      }
    } finally {
      await close();
    }
  });
});
