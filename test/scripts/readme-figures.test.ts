// The README quotes the benchmarks' headline figures, and `npm run bench:* -- --write` rewrites
// only docs/benchmarks.md: without this check the README's copy went stale with every run.
import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';

/** The text of a Markdown section, from its `## heading` to the next heading of that level. */
function section(markdown: string, heading: string): string {
  const start = markdown.indexOf(`\n## ${heading}\n`);
  if (start < 0) throw new Error(`no section "## ${heading}"`);
  const end = markdown.indexOf('\n## ', start + 1);
  return markdown.slice(start, end < 0 ? undefined : end);
}

/** The measured figures a text quotes: a number with its unit (×, MB, GB, s, ms), or with a decimal or thousands separator. */
function figures(text: string): string[] {
  return [...text.matchAll(/(?<![\w.,-])\d[\d,]*(?:\.\d+)?(?:×| (?:MB|GB|ms|s)\b)?/g)]
    .map((match) => match[0])
    .filter((figure) => /[×sB,.]/.test(figure));
}

/** A figure's number, without its unit. */
function number(figure: string): string {
  return figure.replace(/×| \w+$/, '');
}

describe("the README's benchmark figures", () => {
  it('finds the figures a text quotes', () => {
    expect(figures('17.7× faster, in 435 MB; 0.47 GB; 5.1 s; within 5.8 ms; 53,401 pages; 2 cores; 99 %; on 2026-11-30; 1,204 MB')).toEqual([
      '17.7×', '435 MB', '0.47 GB', '5.1 s', '5.8 ms', '53,401', '1,204 MB',
    ]);
  });

  it("takes a figure's number for its unit", () => {
    expect(['17.7×', '435 MB', '209.1 s', '56,638'].map(number)).toEqual(['17.7', '435', '209.1', '56,638']);
  });

  it('are the figures docs/benchmarks.md holds', () => {
    const quoted = figures(section(readFileSync('README.md', 'utf8'), 'Benchmarks'));
    const measured = readFileSync('docs/benchmarks.md', 'utf8');
    expect(quoted.length).toBeGreaterThan(8);
    // Its number, that is: the tables give the unit in their heading (`build s`, `peak RSS`).
    const missing = quoted.filter((figure) => !new RegExp(`(?<![\\d.,])${number(figure).replaceAll('.', '\\.')}(?![\\d,]|\\.\\d)`).test(measured));
    expect(missing).toEqual([]);
  });
});
