// Renders Chart.astro and DataTable.astro with hostile strings and checks what a browser would
// parse: no injected elements, event-handler attributes or script text, and every string intact.
import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import type { ChartData } from '../../src/client/chart-data.ts';
import type { Cell } from '../../src/report/types.ts';
import { calendar } from '../../src/report/calendar-view.ts';
import { startAstroRenderer, type AstroRenderer } from './astro-render.ts';
import { startTags, type StartTag } from './html-tokens.ts';
import type * as NumberCells from '../../src/components/number-cell.ts';

const SCRIPT = '<script>alert(1)</script>';
const BREAKOUT = '"><img src=x onerror=alert(1)>';
const CLOSE = '</script><script>alert(1)</script>';

let astro: AstroRenderer;
beforeAll(async () => {
  astro = await startAstroRenderer();
}, 60_000);
afterAll(async () => {
  await astro?.close();
});

/** The HTML with every double-quoted attribute value emptied (Astro quotes them all). */
const outsideAttributes = (html: string): string => html.replace(/="[^"]*"/g, '=""');

/** Checks for markup that hostile strings could have injected (escaped text is fine). */
function expectNoInjection(html: string, tags: StartTag[]): void {
  expect(tags.filter((t) => t.name === 'img')).toEqual([]);
  for (const tag of tags) {
    for (const name of tag.attrs.keys()) expect(name, `<${tag.name} ${name}>`).not.toMatch(/^on/);
    // Script text is raw: any '<' there could end the element or start a comment.
    expect(tag.scriptText ?? '').not.toContain('<');
  }
  const outside = outsideAttributes(html);
  expect(outside).not.toContain('<script>alert');
  expect(outside).not.toContain('<img');
}

describe('Chart.astro', () => {
  const data: ChartData = {
    type: 'bar',
    stacked: true,
    labels: ['German', BREAKOUT, CLOSE],
    datasets: [
      { label: 'Translated', data: [1200, 3, 4] },
      { label: SCRIPT, data: [5, 6, 7] },
    ],
    yLabel: 'Strings\u2028<!--',
  };

  test('escapes hostile strings everywhere and embeds the data as parseable JSON', async () => {
    const html = await astro.render('/src/components/Chart.astro', { title: SCRIPT, data });
    const tags = startTags(html);
    expectNoInjection(html, tags);

    // The title: escaped text in the caption. The drawing's name, in the attribute the element
    // reads, says what is drawn (series names intact), not the title again.
    expect(html).toContain('<figcaption');
    expect(html).toContain('&lt;script&gt;alert(1)&lt;/script&gt;</figcaption>');
    const chart = tags.find((t) => t.name === 'atlas-chart');
    expect(chart?.attrs.get('data-label')).toBe(`Stacked bar chart of 2 series, Translated and ${SCRIPT}, from German to ${CLOSE}; its figures are in the data table under it`);
    expect(chart?.attrs.has('data-title')).toBe(false);
    // Its height is the style sheet's: a Content-Security-Policy without 'unsafe-inline' blocks a
    // style attribute, and the chart was drawn 150 px high.
    expect(chart?.attrs.has('style')).toBe(false);

    // Exactly three scripts: the data, the bundled module that defines <atlas-chart>, and the
    // tables' one, which makes its data table's box a tab stop while it scrolls.
    const scripts = tags.filter((t) => t.name === 'script');
    expect(scripts).toHaveLength(3);
    const [json, module, tables] = scripts;
    expect(json?.attrs.get('type')).toBe('application/json');
    expect(json?.attrs.has('is:inline')).toBe(false);
    expect(json?.scriptText).not.toMatch(/[<>&\u2028\u2029]/);
    expect(JSON.parse(json?.scriptText ?? '')).toEqual(data);
    expect(module?.attrs.get('type')).toBe('module');
    expect(module?.scriptText).toBe('');
    expect([module?.attrs.get('src'), tables?.attrs.get('src')].map((src) => src?.replace(/^.*\/|\?.*$/g, ''))).toEqual(['ChartScript.astro', 'TableScript.astro']);
  });

  test('renders the data as a table: labels as rows, datasets as columns, and a stacked chart\'s totals last', async () => {
    const html = await astro.render('/src/components/Chart.astro', { title: 'Coverage', data });
    // Named with the chart's title for a screen reader's list of controls, where every chart's was "Data table".
    expect(html).toMatch(/<details[^>]*><summary[^>]*>Data table<span class="visually-hidden">: Coverage<\/span><\/summary>/);
    const tags = startTags(html);
    const cols = tags.filter((t) => t.name === 'th' && t.attrs.get('scope') === 'col');
    const rows = tags.filter((t) => t.name === 'th' && t.attrs.get('scope') === 'row');
    expect(cols).toHaveLength(4);
    expect(html).toContain('<th scope="col">Total</th>');
    // German: 1,200 and 5, its bar's parts.
    expect([...html.matchAll(/<td>([^<]*)<\/td>/g)].map((m) => m[1])).toEqual(['1,200', '5', '1,205', '3', '6', '9', '4', '7', '11']);
    expect(rows).toHaveLength(3);
    expect(html).toContain('&lt;script&gt;alert(1)&lt;/script&gt;</th>');
    expect(html).toContain('&lt;/script&gt;&lt;script&gt;alert(1)&lt;/script&gt;</th>');
    expect(html).toContain('<td>1,200</td>');
  });

  test('says "not read" in the table where a value is unknown (null), and 0 where it is 0', async () => {
    const gaps: ChartData = { type: 'bar', labels: ['2024-11', '2024-12'], datasets: [{ label: 'The year before', data: [null, 0] }] };
    const html = await astro.render('/src/components/Chart.astro', { title: 'Gaps', data: gaps });
    expect([...html.matchAll(/<td>([^<]*)<\/td>/g)].map((m) => m[1])).toEqual(['not read', '0']);
  });

  test("heads its label column with the x axis' title, says a stacked bucket of nothing read is not read in its total, and names its scrolling box", async () => {
    const byAction: ChartData = {
      type: 'bar', stacked: true, xLabel: 'Month', labels: ['2024-11', '2024-12'],
      datasets: [{ label: 'Translation added', data: [null, 2] }, { label: 'Other actions', data: [null, 0] }],
    };
    const html = await astro.render('/src/components/Chart.astro', { title: 'Changes by action', data: byAction });
    expect(html).toContain('<tr><th scope="col">Month</th><th scope="col">Translation added</th><th scope="col">Other actions</th><th scope="col">Total</th></tr>');
    // 2024-11 was before the change log begins: its total is not 0 changes.
    expect([...html.matchAll(/<td>([^<]*)<\/td>/g)].map((m) => m[1])).toEqual(['not read', 'not read', 'not read', '2', '0', '2']);
    const box = startTags(html).find((t) => t.attrs.get('role') === 'region');
    expect([box?.attrs.get('aria-label'), box?.attrs.get('tabindex')]).toEqual(['Changes by action: data table', '0']);
  });
});

describe('DataTable.astro', () => {
  const columns = [
    { key: 'name', label: SCRIPT },
    { key: 'link', label: 'Link' },
    { key: 'percent', label: 'Translated', numeric: true },
  ];
  const rows = [
    {
      name: { text: BREAKOUT, lang: 'x" onmouseover="alert(1)', dir: 'rtl' },
      link: { text: 'bad', href: 'javascript:alert(1)' },
      percent: { text: '98.5 %', sort: 98.5 },
    },
    {
      name: { text: 'Deutsch', lang: 'de' },
      link: { text: 'Weblate', href: 'https://hosted.weblate.org/languages/de/' },
      percent: { text: '7' },
    },
    {
      name: { text: CLOSE },
      link: { text: 'odd', href: '/"><img src=x onerror=alert(1)>' },
      percent: { text: '' },
    },
  ];

  test('escapes hostile strings and links only safe URLs', async () => {
    const html = await astro.render('/src/components/DataTable.astro', { caption: BREAKOUT, columns, rows, filter: true });
    const tags = startTags(html);
    expectNoInjection(html, tags);

    expect(html).toMatch(/<caption[^>]*>&quot;&gt;&lt;img src=x onerror=alert\(1\)&gt;<\/caption>/);
    expect(html).toContain('&lt;script&gt;alert(1)&lt;/script&gt;</th>');

    const links = tags.filter((t) => t.name === 'a').map((t) => [t.attrs.get('href'), t.attrs.get('rel')]);
    // A link off the site says so (rel, and the style sheet's marker); the site's own do not.
    expect(links).toEqual([['https://hosted.weblate.org/languages/de/', 'external'], ['/"><img src=x onerror=alert(1)>', undefined]]);
    expect(html).not.toContain('href="javascript:');
    expect(html).toMatch(/>bad<\/td>/);

    const rtl = tags.find((t) => t.attrs.get('dir') === 'rtl');
    expect(rtl?.name).toBe('th');
    expect(rtl?.attrs.get('lang')).toBe('x" onmouseover="alert(1)');
  });

  test("lets a row's name break at the dots, underscores and at signs inside it, and no other cell's", async () => {
    const html = await astro.render('/src/components/DataTable.astro', {
      caption: 'People',
      columns: [{ key: 'name', label: 'Contributor' }, { key: 'note', label: 'Note' }],
      rows: [
        { name: { text: 'Łukasz Nguyễn (\u2068lukasz.nguyen51\u2069)', href: '/contributors/lukasz.nguyen51/' }, note: { text: 'tomas_vanderberg' } },
        { name: { text: 'chloe@gnome_62 (no account)' }, note: { text: 'a.b' } },
        { name: { text: 'ends. with a dot.' }, note: { text: '' } },
        // A letter of any script after the dot is a place to break; a bracket after an underscore is
        // none ('(tom_' / ')' left the bracket alone on a line); a link in another column keeps its name whole.
        { name: { text: 'Jan Čapek (jan.čapek)' }, note: { text: 'org.example.app', href: '/projects/org.example.app/' } },
        { name: { text: 'Tom (tom_)' }, note: { text: '' } },
      ],
    });
    // At 320 px the whole '(lukasz.nguyen51)' was wider than the pinned column, and its ')' broke off alone.
    expect(html).toContain('<a href="/contributors/lukasz.nguyen51/">Łukasz Nguyễn (\u2068lukasz.<wbr>nguyen51\u2069)</a>');
    expect(html).toContain('<th scope="row">chloe@<wbr>gnome_<wbr>62 (no account)</th>');
    expect(html).toContain('<th scope="row">ends. with a dot.</th>');
    expect(html).toContain('<td>tomas_vanderberg</td>');
    expect(html).toContain('<td>a.b</td>');
    expect(html).toContain('<th scope="row">Jan Čapek (jan.<wbr>čapek)</th><td><a href="/projects/org.example.app/">org.example.app</a></td>');
    expect(html).toContain('<th scope="row">Tom (tom_)</th>');
  });

  test('renders an accessible, enhanceable table', async () => {
    const html = await astro.render('/src/components/DataTable.astro', { caption: 'Languages', columns, rows });
    const tags = startTags(html);
    const wrapper = tags[0];
    expect(wrapper?.name).toBe('atlas-sortable');
    expect(wrapper?.attrs.has('data-filter')).toBe(false);

    const heads = tags.filter((t) => t.name === 'th' && t.attrs.get('scope') === 'col');
    expect(heads).toHaveLength(3);
    expect(heads[2]?.attrs.has('data-numeric')).toBe(true);
    expect(heads[2]?.attrs.get('class')).toContain('num');
    expect(tags.filter((t) => t.name === 'th' && t.attrs.get('scope') === 'row')).toHaveLength(3);

    // A number whose sort key is its own text ('7') has none: the script sorts by the text.
    const numbers = tags.filter((t) => t.name === 'td' && t.attrs.get('class') === 'num');
    expect(numbers.map((t) => t.attrs.get('data-sort') ?? null)).toEqual(['98.5', null, null]);
    expect(html).toContain('<td class="num">7</td>');

    const scripts = tags.filter((t) => t.name === 'script');
    expect(scripts).toHaveLength(1);
    expect(scripts[0]?.attrs.get('type')).toBe('module');
  });

  test('writes cells of the site\'s numbers (NumberCell) byte for byte as the same cells given as text', async () => {
    // The cells made by the module the table checks them against: the test's own import is another class.
    const { countCell, percentCell, rankCell } = (await astro.load('/src/components/number-cell.ts')) as typeof NumberCells;
    const numberColumns = [
      { key: 'name', label: 'Name' },
      { key: 'count', label: 'Count', numeric: true },
      { key: 'percent', label: '%', numeric: true, nowrap: true },
      { key: 'code', label: 'Code', nowrap: 'codes' as const },
      { key: 'rank', label: 'Rank', numeric: true },
      { key: 'plain', label: 'Plain' },
      { key: 'who', label: 'Who' },
    ];
    const made = [
      { name: countCell(5), count: countCell(1234), percent: percentCell(null), code: { text: BREAKOUT, sort: BREAKOUT }, rank: rankCell(2, 3), plain: countCell(7), who: { text: BREAKOUT, dir: 'auto' as const } },
      { name: { text: 'de' }, count: countCell(7), percent: percentCell(50), code: { text: 'x' }, rank: rankCell(1000, 1001), plain: percentCell(0), who: { text: '', sort: null } },
    ];
    // The same texts and keys, as plain objects: rendered cell by cell by Astro.
    const plain = made.map((row) => Object.fromEntries(Object.entries(row).map(([key, cell]) => [key, { ...cell }])));
    const [fast, slow] = await Promise.all([made, plain].map((rows) => astro.render('/src/components/DataTable.astro', { caption: 'c', columns: numberColumns, rows, empty: 'None.' })));
    expect(fast).toBe(slow);
    // A plain cell's text (who) is escaped: were it written raw, it would be so in both renderings, which the comparison above cannot tell.
    expectNoInjection(fast!, startTags(fast!));
    expect(fast).toContain('<td dir="auto">&quot;&gt;&lt;img src=x onerror=alert(1)&gt;</td>');
    // The code cell's text has spaces: it wraps at them (wrapsAtSpaces), its column keeping only codes on one line.
    expect(fast).toContain('<td class="num" data-sort="1234">1,234</td><td class="num nowrap" data-sort>—</td><td data-sort="&quot;><img src=x onerror=alert(1)>">');
    expect(fast).toContain('<td class="num" data-sort="1001">1000</td><td data-sort="0">0.0 %</td>');
  });

  test('holds back the rows of a long table past its first 100 from the first paint, with a link under it to the first of them that shows them all without the script', async () => {
    const many = (n: number) => Array.from({ length: n }, (_, i) => ({ name: { text: `p${i}` }, link: { text: 'x' }, percent: { text: String(i) } }));
    const html = await astro.render('/src/components/DataTable.astro', { caption: '201 projects', columns, rows: many(201), empty: 'None.' });
    const tags = startTags(html);
    // The link names row 101, not the wrapper (which took a reader back to the table's top), and not the count.
    expect(tags[0]?.attrs.has('id')).toBe(false);
    const rows = tags.filter((t) => t.name === 'tr').slice(1);
    const rowClasses = rows.map((t) => t.attrs.get('class') ?? null);
    expect([rowClasses.length, rowClasses.indexOf('atlas-more'), rowClasses.filter((c) => c === 'atlas-more').length]).toEqual([201, 100, 101]);
    expect(rows.flatMap((t, i) => (t.attrs.has('id') ? [[i, t.attrs.get('id')]] : []))).toEqual([[100, 'all-rows-of-projects']]);
    expect(html).toContain('</table><div class="atlas-more-rows"><a href="#all-rows-of-projects">Show all 201 rows</a></div></atlas-sortable>');
    // A table of 200 rows shows them all: no mark, no id, no link.
    const short = await astro.render('/src/components/DataTable.astro', { caption: 'Projects', columns, rows: many(200), empty: 'None.' });
    expect([short.includes('atlas-more'), startTags(short)[0]?.attrs.has('id')]).toEqual([false, false]);
  });

  test('marks the cells of a column that must not wrap, beside the numeric class', async () => {
    const html = await astro.render('/src/components/DataTable.astro', {
      caption: 'Components',
      columns: [{ key: 'name', label: 'Name' }, { key: 'license', label: 'License', nowrap: true }, { key: 'n', label: 'N', numeric: true, nowrap: true }],
      rows: [{ name: { text: 'Core' }, license: { text: 'Apache-2.0' }, n: { text: '3' } }],
    });
    const cells = startTags(html).filter((t) => t.name === 'td' || (t.name === 'th' && t.attrs.get('scope') === 'row'));
    expect(cells.map((t) => t.attrs.get('class'))).toEqual([undefined, 'nowrap', 'num nowrap']);
  });

  test('lets a cell of words wrap at its spaces in a column that must not wrap, where one spelled-out license made the table 1,556 px wide', async () => {
    const long = 'GNU General Public License v3.0 or later WITH the additional permission under section 7 to link with the OpenSSL library';
    const html = await astro.render('/src/components/DataTable.astro', {
      caption: 'Components',
      columns: [{ key: 'name', label: 'Name' }, { key: 'license', label: 'License', nowrap: 'codes' }, { key: 'vcs', label: 'VCS', nowrap: 'codes' }, { key: 'code', label: 'Code (file)', nowrap: true }],
      rows: [
        { name: { text: 'Core' }, license: { text: long, href: 'https://spdx.org/licenses/GPL-3.0-or-later.html' }, vcs: { text: 'git' }, code: { text: 'zh_Hant (zh-Hant)' } },
        { name: { text: 'Docs' }, license: { text: 'Apache-2.0', href: 'https://spdx.org/licenses/Apache-2.0.html' }, vcs: { text: 'local git' }, code: { text: 'de' } },
      ],
    });
    const cells = startTags(html).filter((t) => t.name === 'td');
    // A code keeps its line ('Apache-' / '2.0' read wrongly); words, linked or not, break at their
    // spaces; a column kept on one line whatever its text keeps "zh_Hant (zh-Hant)" whole, which
    // wrapping at its space would let break at its hyphen too.
    expect(cells.map((t) => t.attrs.get('class'))).toEqual([undefined, 'nowrap', 'nowrap', 'nowrap', undefined, 'nowrap']);
  });

  test("puts a line in its own language under a cell's text, escaped, the cell itself unmarked", async () => {
    const html = await astro.render('/src/components/DataTable.astro', {
      caption: 'Languages',
      columns: [{ key: 'name', label: 'Language' }],
      rows: [
        { name: { text: 'Arabic', href: '/languages/ar/', extra: { text: 'العربية', lang: 'ar', dir: 'rtl' } } },
        { name: { text: 'Klingon', extra: { text: BREAKOUT, lang: 'x" onmouseover="alert(1)' } } },
      ],
    });
    const tags = startTags(html);
    expectNoInjection(html, tags);
    // Sorted by its text alone (data-sort), not with the line under it.
    expect(html).toContain('<th scope="row" data-sort="Arabic"><a href="/languages/ar/">Arabic</a> <span class="cell-extra" lang="ar" dir="rtl">العربية</span></th>');
    expect(html).toContain('Klingon <span class="cell-extra" lang="x&quot; onmouseover=&quot;alert(1)">&quot;&gt;&lt;img src=x onerror=alert(1)&gt;</span></th>');
  });

  test('names a link by its label where one is given, escaped, and by its text elsewhere', async () => {
    const html = await astro.render('/src/components/DataTable.astro', {
      caption: 'Components',
      columns: [{ key: 'name', label: 'Name' }, { key: 'translate', label: 'On the instance' }],
      rows: [
        { name: { text: 'Core' }, translate: { text: 'translate', href: 'https://weblate.example/translate/orbit/core/de/', label: 'translate Orbit / Core' } },
        { name: { text: 'Docs' }, translate: { text: 'translate', href: 'https://weblate.example/translate/orbit/docs/de/', label: `translate ${BREAKOUT}` } },
        { name: { text: 'Site' }, translate: { text: 'translate', href: 'https://weblate.example/translate/orbit/site/de/' } },
        { name: { text: 'Old' }, translate: { text: 'translate', href: 'javascript:alert(1)', label: 'translate Old' } },
      ],
    });
    const tags = startTags(html);
    expectNoInjection(html, tags);
    expect(tags.filter((t) => t.name === 'a').map((t) => t.attrs.get('aria-label') ?? null)).toEqual([
      'translate Orbit / Core', 'translate "><img src=x onerror=alert(1)>', null,
    ]);
    expect(html).not.toContain('translate Old');
  });

  test('says on its header which column the rows come sorted by', async () => {
    const html = await astro.render('/src/components/DataTable.astro', { caption: 'c', columns, rows, empty: 'None.', sortedBy: { key: 'link', direction: 'ascending' } });
    expect(startTags(html).filter((t) => t.name === 'th' && t.attrs.get('scope') === 'col').map((t) => t.attrs.get('aria-sort') ?? null)).toEqual([null, 'ascending', null]);
  });

  test('says on each header how its first click sorts: numbers largest first, and as a column asks otherwise', async () => {
    const html = await astro.render('/src/components/DataTable.astro', {
      caption: 'c',
      columns: [
        { key: 'name', label: 'Name' }, { key: 'rank', label: 'Rank', numeric: true, firstSort: 'ascending' }, { key: 'n', label: 'N', numeric: true },
        // A count shown as text (the languages of a leaderboard row) and a tier: the most, the best first.
        { key: 'languages', label: 'Languages', firstSort: 'descending' }, { key: 'tier', label: 'Tier', firstSort: 'descending' },
      ],
      rows: [{ name: { text: 'ana' }, rank: { text: '1', sort: 1 }, n: { text: '3' }, languages: { text: 'de, fr', sort: 2 }, tier: { text: 'complete', sort: 3 } }],
      empty: 'None.',
    });
    expect(startTags(html).filter((t) => t.name === 'th' && t.attrs.get('scope') === 'col').map((t) => t.attrs.get('data-sort-first') ?? null)).toEqual([
      null, 'ascending', 'descending', 'descending', 'descending',
    ]);
  });

  test('marks a column of the same link in every row as not sortable, so that the script gives it no sort button', async () => {
    const html = await astro.render('/src/components/DataTable.astro', {
      caption: 'c',
      columns: [{ key: 'name', label: 'Language' }, { key: 'n', label: 'Translated', numeric: true }, { key: 'translate', label: 'Translate', sortable: false }],
      rows: [
        { name: { text: 'Arabic' }, n: { text: '3' }, translate: { text: 'translate', href: 'https://hosted.weblate.org/translate/p/c/ar/' } },
        { name: { text: 'Czech' }, n: { text: '5' }, translate: { text: 'translate', href: 'https://hosted.weblate.org/translate/p/c/cs/' } },
      ],
      empty: 'None.',
    });
    expect(startTags(html).filter((t) => t.name === 'th' && t.attrs.get('scope') === 'col').map((t) => t.attrs.has('data-nosort'))).toEqual([false, false, true]);
  });

  test("gives a header the words its sort is said in where a column has its own, for the script's announcement", async () => {
    const html = await astro.render('/src/components/DataTable.astro', {
      caption: 'c',
      columns: [
        { key: 'name', label: 'Name' },
        { key: 'priority', label: 'Priority', numeric: true, firstSort: 'ascending', sortWords: { ascending: 'highest first', descending: 'lowest first' } },
      ],
      rows: [{ name: { text: 'Core' }, priority: { text: 'very high (60)', sort: 60 } }],
      empty: 'None.',
    });
    expect(startTags(html).filter((t) => t.name === 'th' && t.attrs.get('scope') === 'col').map((t) => [t.attrs.get('data-sort-ascending') ?? null, t.attrs.get('data-sort-descending') ?? null])).toEqual([
      [null, null], ['highest first', 'lowest first'],
    ]);
  });

  test('marks the wrapper for a filter box when asked, and writes the box in the HTML above the table', async () => {
    const html = await astro.render('/src/components/DataTable.astro', { caption: 'c', columns, rows, empty: 'None.', filter: true });
    expect(startTags(html)[0]?.attrs.has('data-filter')).toBe(true);
    // There from the start, so that the script does not push the table down as it starts (hidden without scripts: Base.astro).
    expect(html).toContain('<atlas-sortable data-filter=""><div class="atlas-filter"><label>Filter rows</label> <input type="search" autocomplete="off" aria-label="Filter rows"> <span role="status"></span></div><table class="atlas-table">');
    const plain = await astro.render('/src/components/DataTable.astro', { caption: 'c', columns, rows, empty: 'None.' });
    expect(plain).not.toContain('atlas-filter');
  });

  test('escapes the note said after the filter\'s count of rows, written in the wrapper\'s tag as a string', async () => {
    const html = await astro.render('/src/components/DataTable.astro', { caption: 'c', columns, rows, filter: true, filterNote: `${BREAKOUT} &amp; 'x'` });
    expect(html.slice(0, html.indexOf('>') + 1)).toBe(
      '<atlas-sortable data-filter="" data-filter-note="&quot;&gt;&lt;img src=x onerror=alert(1)&gt; &amp;amp; &#39;x&#39;">',
    );
    const tags = startTags(html);
    expectNoInjection(html, tags);
    expect(tags[0]?.attrs.get('data-filter-note')).toBe(`${BREAKOUT} &amp; 'x'`);
  });

  test('says in a sentence, escaped, that there is nothing to list, where a table would have no rows', async () => {
    const html = await astro.render('/src/components/DataTable.astro', { caption: 'c', columns, rows: [], empty: `Nobody <b>here</b>.`, filter: true });
    expect(html).toBe('<p class="muted">Nobody &lt;b&gt;here&lt;/b&gt;.</p>');
  });
});

describe('Heatmap', () => {
  test('draws the active days under the month and weekday names, with a hostile label kept as text', async () => {
    const cal = calendar([{ day: '2026-11-18', count: 2 }, { day: '2026-03-02', count: 1 }], '2026-11-20T10:00:00Z');
    const html = await astro.render('/src/components/Heatmap.astro', { calendar: cal, label: `Changes by ${BREAKOUT}` });
    const tags = startTags(html);
    expectNoInjection(html, tags);
    // The weekday names, 28 px wide at the default text size, are drawn apart: they stay where the weeks scroll sideways.
    const [weekdays, svg] = tags.filter((t) => t.name === 'svg');
    expect([weekdays?.attrs.get('class'), weekdays?.attrs.get('aria-hidden'), weekdays?.attrs.get('width'), weekdays?.attrs.get('viewbox')]).toEqual(['calendar-weekdays', 'true', '1.75rem', '0 0 28 106']);
    expect(svg?.attrs.get('aria-label')).toBe(`Changes by ${BREAKOUT}, from 2025-11-17 to 2026-11-20`);
    // Its scrolling frame is focusable (a keyboard scrolls it; scroll-focus.ts takes it out of the
    // tab order where it fits) but no region that says the name a third time.
    const frame = tags.find((t) => t.attrs.get('class') === 'calendar-scroll');
    expect([...frame!.attrs.entries()]).toEqual([['class', 'calendar-scroll'], ['tabindex', '0'], ['data-scroll-focus', '']]);
    // 53 weeks of 13 px; 7 rows under 15 px of month names: drawn so (viewBox), and sized in rem
    // (px at the default 16 px), so that the drawing and its names grow with the reader's text size.
    expect([svg?.attrs.get('width'), svg?.attrs.get('height'), svg?.attrs.get('viewbox')]).toEqual(['43.0625rem', '6.625rem', '0 0 689 106']);
    expect(html).toContain('<text x="26" y="11">Dec</text>');
    expect(html).toContain('<text x="0" y="25">Mon</text>');
    expect(tags.find((t) => t.name === 'g' && t.attrs.has('transform'))?.attrs.get('transform')).toBe('translate(0 15)');
    // 2026-03-02 is the Monday of week 15, 2026-11-18 the Wednesday of week 52: the lighter day the lightest shade, the busier the darkest.
    expect(tags.filter((t) => t.name === 'path').map((t) => [t.attrs.get('d'), t.attrs.get('class')])).toEqual([
      ['M195 0h11v11h-11z', 'cal-s0'],
      ['M676 26h11v11h-11z', 'cal-s3'],
    ]);
    // Each shade's squares say, under the pointer, what counts the shade stands for.
    expect(html).toContain('<path d="M195 0h11v11h-11z" class="cal-s0"><title>1 change in a day</title></path>');
    expect(html).toContain('<path d="M676 26h11v11h-11z" class="cal-s3"><title>2 changes in a day</title></path>');
    expect(html).toContain('3 changes on 2 days');
    // Its table of days: each day a row header (a <time>), so that a screen reader names the day with its count;
    // the <time> without a datetime repeating its text (a valid date string), 24 bytes a row.
    expect(html).toContain('<tbody><tr><th scope="row"><time>2026-03-02</time></th><td class="num">1</td></tr><tr><th scope="row"><time>2026-11-18</time></th><td class="num">2</td></tr></tbody>');
    // The key: each shade a day took, with its counts, as text beside a square.
    expect(html).toMatch(/<p class="calendar-key">\s*Changes in a day:\s*<span><svg aria-hidden="true" width="0.6875rem" height="0.6875rem" viewBox="0 0 11 11"><rect class="cal-s0" width="11" height="11"><\/rect><\/svg> 1<\/span><span><svg aria-hidden="true" width="0.6875rem" height="0.6875rem" viewBox="0 0 11 11"><rect class="cal-s3" width="11" height="11"><\/rect><\/svg> 2<\/span>\s*<\/p>/);
    // Every day of the year drawn as a square: 52 full weeks, then 5 days of the last.
    const rects = tags.filter((t) => t.name === 'rect' && t.attrs.get('fill') === 'url(#calendar-day)');
    expect(rects.map((t) => ['x', 'y', 'width', 'height'].map((a) => t.attrs.get(a)))).toEqual([['0', '0', '676', '91'], ['676', '0', '13', '65']]);
    expect(html).not.toContain('No squares before');
  });

  test("titles each shade's squares with the counts it stands for, a range of them in the plural", async () => {
    // Eight days of 1 to 8 changes: the lightest shade is 1 to 2 a day, the first quartile.
    const days = Array.from({ length: 8 }, (_, i) => ({ day: `2026-11-${String(10 + i).padStart(2, '0')}`, count: i + 1 }));
    const html = await astro.render('/src/components/Heatmap.astro', { calendar: calendar(days, '2026-11-20T10:00:00Z'), label: 'Changes by ana' });
    expect([...html.matchAll(/<path d="[^"]*" class="(cal-s\d)"><title>([^<]*)<\/title><\/path>/g)].map(([, shade, title]) => `${shade}: ${title}`)).toEqual([
      'cal-s0: 1–2 changes in a day', 'cal-s1: 3 changes in a day', 'cal-s2: 4–5 changes in a day', 'cal-s3: 6–8 changes in a day',
    ]);
  });

  test('leaves the days before a later change log\'s start blank, and says why', async () => {
    const cal = calendar([{ day: '2026-11-18', count: 2 }], '2026-11-20T10:00:00Z', '2026-03-14T00:00:00Z');
    const html = await astro.render('/src/components/Heatmap.astro', { calendar: cal, label: 'Changes by ana' });
    const rects = startTags(html).filter((t) => t.name === 'rect' && t.attrs.get('fill') === 'url(#calendar-day)');
    // 117 days unread: 16 weeks and 5 days; Saturday and Sunday of week 16 on, then weeks 17 to 51, then the last.
    expect(rects.map((t) => ['x', 'y', 'width', 'height'].map((a) => t.attrs.get(a)))).toEqual([
      ['208', '65', '13', '26'], ['221', '0', '455', '91'], ['676', '0', '13', '65'],
    ]);
    // Its days are <time>s in the caption, as every other date on the site; the drawing's name, an attribute, holds them as text.
    expect(html).toContain('Changes by ana, from <time datetime="2025-11-17">2025-11-17</time> to <time datetime="2026-11-20">2026-11-20</time>. 2 changes on 1 day. No squares');
    expect(html).toContain('<svg class="calendar" role="img" aria-label="Changes by ana, from 2025-11-17 to 2026-11-20"');
    expect(html).toContain('No squares before <time datetime="2026-03-14">2026-03-14</time>: the change log was read from then on.');
    expect(html).toContain('<caption>Changes by ana, from <time datetime="2025-11-17">2025-11-17</time> to <time datetime="2026-11-20">2026-11-20</time></caption>');
  });

  test('gives its figure its caption as its first child, where HTML allows one (first or last), with the key and the table of days after it', async () => {
    // A <figcaption> between the drawing and the key is no caption of the figure: the Nu checker
    // rejected the <p> and <details> after it on every contributor page with a change, and checked nothing inside them.
    const cal = calendar([{ day: '2026-11-18', count: 2 }], '2026-11-20T10:00:00Z');
    const html = await astro.render('/src/components/Heatmap.astro', { calendar: cal, label: 'Changes by ana' });
    const children = (/^\s*<figure>([\s\S]*)<\/figure>/.exec(html)?.[1] ?? '').match(/<(figcaption|div|p|details)[\s>]|<\/(figcaption|div|p|details)>/g) ?? [];
    // The figure's own children, in order: nesting tracked over the four kinds of element it holds.
    const top: string[] = [];
    let depth = 0;
    for (const tag of children) {
      if (tag.startsWith('</')) depth -= 1;
      else {
        if (depth === 0) top.push(tag.slice(1, -1));
        depth += 1;
      }
    }
    expect(top).toEqual(['figcaption', 'div', 'p', 'details']);
    const empty = await astro.render('/src/components/Heatmap.astro', { calendar: calendar([], '2026-11-20T10:00:00Z'), label: 'Changes by admin' });
    expect(empty).toMatch(/^\s*<figure>\s*<figcaption>/);
  });

  test('says a year without changes in words, and has no empty table of days', async () => {
    const html = await astro.render('/src/components/Heatmap.astro', { calendar: calendar([], '2026-11-20T10:00:00Z'), label: 'Changes by admin' });
    expect(html).toContain('Changes by admin, from <time datetime="2025-11-17">2025-11-17</time> to <time datetime="2026-11-20">2026-11-20</time>. No changes in that time.');
    expect(html).not.toContain('0 changes');
    expect(startTags(html).filter((t) => t.name === 'details' || t.name === 'table' || t.name === 'path')).toEqual([]);
    expect(html).not.toContain('calendar-key');
  });
});

describe('Matrix.astro', () => {
  test('spells out each language code, leaves a cell without a translation empty, and escapes names', async () => {
    const coverage = { translatedPercent: 87.5 } as Cell['coverage'];
    const html = await astro.render('/src/components/Matrix.astro', {
      caption: 'Strings translated',
      languages: [{ code: 'ga', name: 'Irish' }, { code: 'de', name: BREAKOUT }],
      rows: [{ label: 'Core', href: '/projects/orbit/core/', cells: [{ languageCode: 'ga', coverage } as Cell] }],
    });
    const tags = startTags(html);
    expectNoInjection(html, tags);
    expect(tags.filter((t) => t.name === 'abbr').map((t) => t.attrs.get('title'))).toEqual(['Irish', BREAKOUT]);
    expect(html).toContain('<abbr title="Irish">ga</abbr>');
    // Screen readers read no abbr's title: the column's link names the language, then its code shown.
    expect(tags.filter((t) => t.name === 'a' && t.attrs.get('href')!.startsWith('/languages/')).map((t) => t.attrs.get('aria-label'))).toEqual(['Irish, ga', `${BREAKOUT}, de`]);
    // Its shade as a step the style sheet matches (87.5 % of 30 steps), no style attribute, which a strict Content-Security-Policy blocks.
    expect(html).toMatch(/<td data-shade="26">87\.5[^<]*%<\/td><td><\/td><\/tr>/);
    // The empty cell's dash is drawn by the style sheet, and a screen reader says "blank": the line above the table says what it means.
    expect(html).toMatch(/<p class="muted">\s*2 languages, a column each\.\s*A blank cell, drawn as a dash, is a component not translated into that language at all: no percentage counts it, not even as 0\u00a0%\.\s*<\/p>/);
  });

  test("links each language column to the language's page, by its folder's name", async () => {
    const coverage = { translatedPercent: 50 } as Cell['coverage'];
    const html = await astro.render('/src/components/Matrix.astro', {
      caption: 'Strings translated',
      languages: [{ code: 'sr@latin', name: 'Serbian (Latin)' }, { code: 'x?y', name: 'Odd' }],
      rows: [{ label: 'Core', href: '/projects/orbit/core/', cells: [{ languageCode: 'sr@latin', coverage } as Cell] }],
    });
    // A '?' written as it is made the link '/languages/x' with a query: no such page.
    expect(startTags(html).filter((t) => t.name === 'a' && t.attrs.has('aria-label')).map((t) => t.attrs.get('href'))).toEqual(['/languages/sr%40latin/', '/languages/x~3Fy/']);
  });

  test('shades a cell with nothing translated at the first step, and leaves a cell with no strings unshaded', async () => {
    const cell = (languageCode: string, translatedPercent: number | null): Cell => ({ languageCode, coverage: { translatedPercent } as Cell['coverage'], webUrl: null, translateUrl: null });
    const html = await astro.render('/src/components/Matrix.astro', {
      caption: 'Strings translated',
      languages: [{ code: 'ga', name: 'Irish' }, { code: 'de', name: 'German' }, { code: 'fr', name: 'French' }],
      rows: [{ label: 'Core', href: '/projects/orbit/core/', cells: [cell('ga', 0), cell('de', null), cell('fr', 100)] }],
    });
    const tds = startTags(html).filter((t) => t.name === 'td');
    expect(tds.map((t) => t.attrs.get('data-shade') ?? null)).toEqual(['0', null, '30']);
    expect(tds.filter((t) => t.attrs.has('style'))).toEqual([]);
  });

  test("links a cell's number to the translation on the instance, only over http(s), and says so above the table", async () => {
    const coverage = { translatedPercent: 50 } as Cell['coverage'];
    const cell = (languageCode: string, webUrl: string | null, translateUrl: string | null): Cell => ({ languageCode, coverage, webUrl, translateUrl });
    const html = await astro.render('/src/components/Matrix.astro', {
      caption: 'Strings translated',
      languages: [{ code: 'ga', name: 'Irish' }, { code: 'de', name: 'German' }, { code: 'fr', name: 'French' }],
      rows: [{
        label: 'Core',
        href: '/projects/orbit/core/',
        cells: [
          cell('ga', 'https://weblate.example/projects/orbit/core/ga/', 'https://weblate.example/translate/orbit/core/ga/'),
          cell('de', null, 'https://weblate.example/translate/orbit/core/de/'),
          cell('fr', 'javascript:alert(1)', null),
        ],
      }],
    });
    expect(startTags(html).filter((t) => t.name === 'a' && t.attrs.get('href')!.startsWith('https:')).map((t) => t.attrs.get('href'))).toEqual([
      'https://weblate.example/projects/orbit/core/ga/',
      'https://weblate.example/translate/orbit/core/de/',
    ]);
    expect(html).not.toContain('javascript:');
    expect(html).toMatch(/<td data-shade="15">50\.0[^<]*%<\/td><\/tr>/);
    expect(html).toMatch(/<p class="muted">\s*3 languages, a column each\.\s*Each percentage links to that translation on the instance\.\s*<\/p>/);

    const unlinked = await astro.render('/src/components/Matrix.astro', {
      caption: 'Strings translated',
      languages: [{ code: 'fr', name: 'French' }],
      rows: [{ label: 'Core', href: '/projects/orbit/core/', cells: [cell('fr', 'ftp://weblate.example/', null)] }],
    });
    expect(unlinked).not.toContain('Each percentage links');
    expect(unlinked).toMatch(/<p class="muted">\s*1 language, a column each\.\s*<\/p>/);
    const codes = ['ar', 'ca', 'cs', 'da', 'de', 'el', 'es'];
    const wide = await astro.render('/src/components/Matrix.astro', {
      caption: 'Strings translated',
      languages: codes.map((code) => ({ code, name: code })),
      rows: [{ label: 'Core', href: '/projects/orbit/core/', cells: [cell('fr', null, null)] }],
    });
    expect(wide).toMatch(/<p class="muted">\s*7 languages, a column each<span class="screen-only">: where they do not fit, the table scrolls sideways<\/span>\.\s*A blank cell, drawn as a dash,/);
  });

  test('says in a sentence where it would have no rows or no columns, and shows a dash, unshaded, for a translation without strings', async () => {
    const noRows = await astro.render('/src/components/Matrix.astro', { caption: 'c', languages: [{ code: 'ga', name: 'Irish' }], rows: [], empty: 'No components.' });
    expect(noRows).toBe('<p class="muted">No components.</p>');
    const noColumns = await astro.render('/src/components/Matrix.astro', {
      caption: 'c', languages: [], rows: [{ label: 'Core', href: '/projects/orbit/core/', cells: [] }], empty: 'Not translated yet.',
    });
    expect(noColumns).toBe('<p class="muted">Not translated yet.</p>');
    const coverage = { total: 0, translatedPercent: null } as Cell['coverage'];
    const html = await astro.render('/src/components/Matrix.astro', {
      caption: 'c', languages: [{ code: 'ga', name: 'Irish' }], rows: [{ label: 'Core', href: '/projects/orbit/core/', cells: [{ languageCode: 'ga', coverage } as Cell] }], empty: '',
    });
    expect(html).toMatch(/<th scope="row"><a href="\/projects\/orbit\/core\/">Core<\/a><\/th><td>—<\/td><\/tr>/);
  });
});

describe('StatList.astro', () => {
  test('keeps a figure and its label apart by a space, as text without the styles reads them, and escapes both', async () => {
    const html = await astro.render('/src/components/StatList.astro', {
      items: [{ label: 'languages', value: '29' }, { label: SCRIPT, value: '100.0 %', note: 'of 8' }],
    });
    const items = [...html.matchAll(/<li>([\s\S]*?)<\/li>/g)].map((match) => match[1]!.replace(/<[^>]+>/g, '').replace(/\s+/g, ' ').trim());
    expect(items).toEqual(['29 languages', '100.0 % &lt;script&gt;alert(1)&lt;/script&gt; (of 8)']);
  });
});

describe('OnThisPage.astro', () => {
  test("links a page's sections by their headings' ids, and is left out for one section", async () => {
    const html = await astro.render('/src/components/OnThisPage.astro', { sections: [{ id: 'projects', label: 'Coverage per project' }, { id: 'latest', label: 'Latest <changes>' }] });
    expect(html).toBe(
      '<nav aria-label="On this page" class="on-this-page"><ul><li><a href="#projects">Coverage per project</a></li><li><a href="#latest">Latest &lt;changes&gt;</a></li></ul></nav>',
    );
    expect(await astro.render('/src/components/OnThisPage.astro', { sections: [{ id: 'only', label: 'Only' }] })).toBe('');
  });
});
