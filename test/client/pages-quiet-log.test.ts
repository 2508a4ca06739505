// Pages rendered from a snapshot of many languages whose change log is nearly empty (a quiet
// night's crawl with --changes-since 1d): what the overview says of the languages without activity.
import { describe, expect, it } from 'vitest';
import { change, component, language, project, translation, user, type Collections } from '../report/fixtures.ts';
import { useRenderedSnapshot } from './snapshot-on-disk.ts';

const text = (html: string) => html.replace(/<[^>]+>/g, ' ').replace(/\s+/g, ' ');

const en = language('en', 'English');
// Twenty languages to translate into, Language 00 to Language 19; two of them worked on in the day read.
const others = Array.from({ length: 20 }, (_, i) => language(`l${String(i).padStart(2, '0')}`, `Language ${String(i).padStart(2, '0')}`));
const COLLECTIONS: Collections = {
  languages: [en, ...others],
  projects: [project('orbit', 'Orbit Notes')],
  components: [component('orbit', 'app')],
  translations: [
    translation('orbit', 'app', en, { total: 10, translated: 10 }, { is_source: true }),
    ...others.map((lang) => translation('orbit', 'app', lang, { total: 10, translated: 5 })),
  ],
  users: [user('ana', 'Ana')],
  changes: [
    change({ id: 1, timestamp: '2026-11-19T10:00:00Z', action: 5, user: 'ana', translation: ['orbit', 'app', 'l17'], target: 'Hallo' }),
    change({ id: 2, timestamp: '2026-11-19T11:00:00Z', action: 5, user: 'ana', translation: ['orbit', 'app', 'l03'], target: 'Welt' }),
  ],
};

const snapshot = useRenderedSnapshot(COLLECTIONS, '2026-11-20T02:00:00.000Z', { scope: { projects: null, changesSince: '2026-11-19T00:00:00.000Z' } });

/** The page's text between `from` and `to` (both included, each the first after the other). */
function between(page: string, from: string, to: string): string {
  const start = page.indexOf(from);
  return start === -1 ? '' : page.slice(start, page.indexOf(to, start) + to.length);
}

describe('the overview of a nearly empty change log', () => {
  it('names the few languages with activity, not the many without', async () => {
    const html = await snapshot.renderer.render('/src/pages/index.astro', {});
    expect(between(text(html), 'Needs attention', 'Most untranslated words')).toBe(
      'Needs attention No activity since 2026-11-19 18 of the 20 languages: all but Language 03 and Language 17 . Most untranslated words',
    );
    expect(html).toContain('all but <a href="/languages/l03/" dir="auto">Language 03</a> and <a href="/languages/l17/" dir="auto">Language 17</a>.');
  });

  it('says that every language is as well covered as the others, where a link to the least covered lands', async () => {
    const html = await snapshot.renderer.render('/src/pages/index.astro', {});
    // No list of the least covered, all being at one percentage: a link to it from a night of
    // untied languages lands on this sentence, not the page's top.
    expect(html).toContain('<h2 id="best-covered">Best and least covered languages</h2><p id="least-covered">All 20 languages have 50.0\u00a0% of their strings translated.</p>');
  });
});

describe('a language page of a nearly empty change log', () => {
  const languagePage = (code: string) => snapshot.renderer.render('/src/pages/languages/[code].astro', { language: snapshot.report.languages.find((l) => l.code === code) });

  it('says once that no translation work is recorded, from when the log was read, where no window has any', async () => {
    const quiet = text(await languagePage('l05'));
    // After the table of components, whose last cell is a link to translate.
    expect(between(quiet, 'translate Contributors', 'Latest changes')).toBe(
      'translate Contributors No translation work recorded in the change log read from 2026-11-19 on. Latest changes',
    );
  });

  it('keeps the five windows where one has someone', async () => {
    const worked = await languagePage('l03');
    expect([...worked.matchAll(/<h3 id="(contributors-[^"]+)"/g)].map((m) => m[1])).toEqual([
      'contributors-all', 'contributors-12m', 'contributors-6m', 'contributors-3m', 'contributors-1m',
    ]);
  });
});

describe('the overview of a change log with activity in a third of many languages', () => {
  // Forty languages to translate into, thirteen of them worked on in the day read: 27 without
  // activity, more than the overview names in full, and the 13 with it too many for "all but".
  const fortyCodes = Array.from({ length: 40 }, (_, i) => `m${String(i).padStart(2, '0')}`);
  const forty = fortyCodes.map((code) => language(code, `Language ${code.slice(1)}`));
  const halfQuiet = useRenderedSnapshot({
    ...COLLECTIONS,
    languages: [en, ...forty],
    translations: [
      translation('orbit', 'app', en, { total: 10, translated: 10 }, { is_source: true }),
      ...forty.map((lang) => translation('orbit', 'app', lang, { total: 10, translated: 5 })),
    ],
    changes: fortyCodes.slice(27).map((code, i) => change({ id: i + 1, timestamp: '2026-11-19T10:00:00Z', action: 5, user: 'ana', translation: ['orbit', 'app', code], target: 'Hallo' })),
  }, '2026-11-20T02:00:00.000Z', { scope: { projects: null, changesSince: '2026-11-19T00:00:00.000Z' } });

  it('names the first twelve languages without activity and says how many more, not all 27', async () => {
    const html = await halfQuiet.renderer.render('/src/pages/index.astro', {});
    expect(between(text(html), 'Needs attention', 'Most untranslated words')).toBe(
      'Needs attention No activity since 2026-11-19 27 of the 40 languages: Language 00 , Language 01 , Language 02 , Language 03 , Language 04 , Language 05 , ' +
      'Language 06 , Language 07 , Language 08 , Language 09 , Language 10 , Language 11 and 15 more ( the languages table gives each language\'s last activity). Most untranslated words',
    );
    expect(html).toContain('<a href="/languages/m11/" dir="auto">Language 11</a> and 15 more (<a href="/languages/">the languages table</a> gives each language\'s last activity).');
  });
});

describe('the 404 page of a change log read from a day on', () => {
  it('says that a contributor with no change since that day has no page, where a link to theirs from a night before leads', async () => {
    const html = await snapshot.renderer.render('/src/pages/404.astro', {});
    expect(html).toContain('<li>a contributor, or a kind of change, with no change in the change log read from <time datetime="2026-11-19">2026-11-19</time> on</li>');
    // Every reason, in order: a renamed or deleted account first, the most common.
    const reasons = html.slice(html.indexOf('can be gone:'), html.indexOf('From here:'));
    expect([...reasons.matchAll(/<li>(.*?)<\/li>/g)].map((m) => text(m[1]!).slice(0, 40))).toEqual([
      'a contributor who renamed their account ',
      'a contributor, or a kind of change, with',
      'a project or component renamed or remove',
      'a language no longer translated',
      'a page of the list of everyone credited ',
    ]);
  });
});
