// Pages rendered from a snapshot holding empty sets: a project without components, a language
// translated only in a glossary, a language whose translations have no strings. Where there is
// nothing to count, the pages say so, and show no figure, tier, empty table or empty matrix.
import { describe, expect, it } from 'vitest';
import { component, language, project, translation, user, type Collections } from '../report/fixtures.ts';
import { useRenderedSnapshot } from './snapshot-on-disk.ts';
import { TOOL } from '../../src/version.ts';

const text = (html: string) => html.replace(/<[^>]+>/g, ' ').replace(/\s+/g, ' ');

const en = language('en', 'English');
const de = language('de', 'German');
const eo = language('eo', 'Esperanto');
const zz = language('zz', 'Zero');
const COLLECTIONS: Collections = {
  languages: [de, en, eo, zz],
  projects: [project('orbit', 'Orbit Notes'), project('newly-created', 'Newly created'), project('terms', 'Terms')],
  components: [component('orbit', 'app'), component('orbit', 'glossary', { is_glossary: true }), component('terms', 'glossary', { is_glossary: true })],
  translations: [
    translation('orbit', 'app', en, { total: 10, translated: 10 }, { is_source: true }),
    translation('orbit', 'app', de, { total: 10, translated: 5 }, { last_change: '2026-11-18T09:00:00Z', last_author: 'Ana' }),
    // A translation without strings: Weblate calls it 100 % translated.
    translation('orbit', 'app', zz, { total: 0, translated: 0 }),
    translation('orbit', 'glossary', en, { total: 20, translated: 20 }, { is_source: true }),
    translation('orbit', 'glossary', eo, { total: 20, translated: 10 }),
    // A project whose only component is its glossary.
    translation('terms', 'glossary', en, { total: 4, translated: 4 }, { is_source: true }),
    translation('terms', 'glossary', eo, { total: 4, translated: 1 }),
  ],
  users: [user('ana', 'Ana')],
  changes: [],
};

const snapshot = useRenderedSnapshot(COLLECTIONS, '2026-11-20T10:00:00.000Z');

const languagePage = (code: string) => snapshot.renderer.render('/src/pages/languages/[code].astro', { language: snapshot.report.languages.find((l) => l.code === code) });

/** The page's text between `from` and `to` (both included, each the first after the other). */
function between(page: string, from: string, to: string): string {
  const start = page.indexOf(from);
  return start === -1 ? '' : page.slice(start, page.indexOf(to, start) + to.length);
}

/** A page without its list of sections (OnThisPage), whose names would stand before the sections themselves. */
function withoutSections(html: string): string {
  return html.replace(/<nav aria-label="On this page"[^]*?<\/nav>/, '');
}

describe('pages over empty sets', () => {
  it('show a project without components with no percentage, no matrix and no empty table', async () => {
    const html = await snapshot.renderer.render('/src/pages/projects/[slug]/index.astro', { project: snapshot.report.projects.find((p) => p.slug === 'newly-created') });
    // Its sections, linked at its top: no activity to chart.
    expect(between(text(html), 'Components × languages', 'Contributors')).toBe('Components × languages Components Contributors');
    expect(between(text(withoutSections(html)), '0 components', 'Contributors')).toBe(
      '0 components 0 languages — strings translated (no strings to translate) — words translated (no words to translate) ' +
      'Components × languages No components, so no languages to set them against. Components Newly created has no components yet. Contributors',
    );
    expect(html).not.toContain('<table');
    expect(html).not.toContain('0.0\u00a0%');
    // In the projects table too: a dash, not 0.0 %; no changes in either year; no last activity.
    const projects = text(await snapshot.renderer.render('/src/pages/projects/index.astro', {}));
    // Glossaries apart from components, as the languages' "of N" counts components outside them.
    expect(between(projects, 'Newly created', 'Orbit Notes 1 1 3')).toBe('Newly created 0 0 0 — — 0 0 — Orbit Notes 1 1 3');
  });

  it("show a component's translations with every statistic the snapshot holds, its file and the percentages too", async () => {
    const orbit = snapshot.report.projects.find((p) => p.slug === 'orbit')!;
    const html = await snapshot.renderer.render('/src/pages/projects/[slug]/[...component].astro', { project: orbit, component: orbit.components.find((c) => c.slug === 'app') });
    const headings = [...html.matchAll(/<th scope="col"[^>]*>([^<]*)<\/th>/g)].map((m) => m[1]);
    // What a reader comes for first, beside the language; Strings and Words stay, as the language of no strings has none.
    expect(headings).toEqual([
      'Language', '% strings', '% words', 'Last change', 'Last author', 'Needs editing', 'Strings failing checks', 'With suggestions', 'With comments', 'Translate',
      'Strings', 'Translated', 'Words', 'Translated words', 'Needs editing (words)', '% needs editing', 'Words failing checks', '% strings failing checks',
      'Code (file)', 'File', 'On the instance',
    ]);
    // German: 5 of 10 strings and 50 of 100 words translated, from po/de.po.
    const german = text(/<tr><th scope="row"[^>]*><a href="\/languages\/de\/">German<\/a>[\s\S]*?<\/tr>/.exec(html)![0]);
    expect(german).toBe(' German Deutsch 50.0 % 50.0 % 2026-11-18 Ana 0 0 0 0 translate 10 5 100 50 0 0.0 % 0 0.0 % de po/de.po page ');
    // Its figures at a glance above the table: German and the language of no strings, not the
    // source; then the table's filter box (in the HTML, hidden without scripts).
    expect(between(text(html), 'priority', 'Translations of')).toBe(
      'priority medium (100) · On the instance 2 languages translated into 50.0 % strings translated 50.0 % words translated 0 strings need editing 0 strings failing checks Filter rows Translations of',
    );
  });

  it("say a component's strings and words once above its table where every translation has as many, not in a column of the same number", async () => {
    const orbit = snapshot.report.projects.find((p) => p.slug === 'orbit')!;
    const html = await snapshot.renderer.render('/src/pages/projects/[slug]/[...component].astro', { project: orbit, component: orbit.components.find((c) => c.slug === 'glossary') });
    const headings = [...html.matchAll(/<th scope="col"[^>]*>([^<]*)<\/th>/g)].map((m) => m[1]);
    expect(headings.filter((label) => label === 'Strings' || label === 'Words')).toEqual([]);
    expect(between(text(html), 'strings failing checks', 'Filter rows')).toBe('strings failing checks 20 strings in each translation 200 words in each translation Filter rows');
  });

  it('say a project with only a glossary has no strings outside it, not none to translate', async () => {
    const html = await snapshot.renderer.render('/src/pages/projects/[slug]/index.astro', { project: snapshot.report.projects.find((p) => p.slug === 'terms') });
    expect(between(text(html), '0 components and 1 glossary', 'Components × languages')).toBe(
      '0 components and 1 glossary 1 language (1 of them in its glossary only, which the percentages leave out) — strings translated (no strings outside glossaries) — words translated (no words outside glossaries) Components × languages',
    );
  });

  it('show a language translated only in a glossary without figures or a tier, and count its glossary beside its components', async () => {
    const html = await languagePage('eo');
    expect(between(text(withoutSections(html)), 'written left to right.', 'Coverage per component')).toBe(
      // Its glossary has terms to translate: "no strings to translate" beside them read as nothing to do.
      'written left to right. This language on the instance — strings translated (no strings outside glossaries) — words translated (no words outside glossaries) ' +
      '0 of 1 component translated into it (1 not, listed below; the percentages leave it out; 2 glossaries besides) 0 need editing 0 strings failing checks 0 contributors ' +
      '45.8 % of glossary terms translated (11 of 24, in 2 glossaries; not in the figures above) ' +
      'Coverage per project No project has a component translated into Esperanto, only glossaries (below). Coverage per component',
    );
    expect(html).not.toContain('class="tier"');
  });

  it('give a language whose translations have no strings no percentage and no tier: it is not 100 % complete', async () => {
    const html = await languagePage('zz');
    expect(between(text(html), 'written left to right.', '1 component translated into it')).toBe(
      'written left to right. This language on the instance — strings translated (no strings to translate) — words translated (no words to translate) 1 of 1 component translated into it',
    );
    expect(html).not.toContain('class="tier"');
    expect(between(text(await snapshot.renderer.render('/src/pages/languages/index.astro', {})), 'Zero —', 'Languages by tier')).toBe('Zero — — — 1 of 1 0 — 0 0 zz 2 1K Languages by tier');
    // The overview counts both apart from the tiers, so that every language listed is counted once.
    const overview = text(await snapshot.renderer.render('/src/pages/index.astro', {}));
    expect(between(overview, 'Languages by tier', 'Activity')).toBe(
      'Languages by tier ● complete 0 languages ◕ ready 0 languages ◑ partial 1 language : German ○ below tiers 0 languages 2 languages with no strings to translate outside glossaries, in no tier: Esperanto , Zero Activity',
    );
  });

  it('say of the only language with strings to translate what it has, not rank it alone as the best covered', async () => {
    const html = await snapshot.renderer.render('/src/pages/index.astro', {});
    expect(html).not.toContain('Best covered languages');
    expect(between(text(html), 'Best and least covered languages', 'Needs attention')).toBe(
      'Best and least covered languages German , the only language with strings to translate, has 50.0 % of its strings translated. Needs attention',
    );
    expect(html).toContain('<a href="/languages/de/" dir="auto">German</a>, the only language');
    // A link to the least covered list, made on a night with more languages, lands on this sentence, not the page's top.
    expect(html).toContain('<p id="least-covered"><a href="/languages/de/" dir="auto">German</a>, the only language');
  });
});

describe('pages of a change log with no activity', () => {
  it("says once on a language's page that no translation work is recorded, not under each of its five windows", async () => {
    const html = withoutSections(await languagePage('de'));
    expect(between(text(html), 'translate Contributors', 'Latest changes')).toBe('translate Contributors No translation work recorded in the change log. Latest changes');
    expect(html).not.toContain('id="contributors-all"');
  });

  it('says once on the contributors page that nobody made or wrote a change, not under each of its five boards and its list by language', async () => {
    const html = await snapshot.renderer.render('/src/pages/contributors/index.astro', {}, '/contributors/');
    expect(between(text(html), 'Contributors Credited', 'Built by')).toBe(
      'Contributors Credited from the change log: actions counts changes a person made, authored changes whose text they wrote, translations written the ' +
      'translation actions saving text they wrote, whoever saved it (a suggestion a reviewer accepted counts for its author, as Weblate counts it). ' +
      'Nobody made or wrote a change in the change log, so there are no leaderboards, and the list of everyone credited is empty. Built by',
    );
    // No list of boards at its top, leading to none.
    expect(html).not.toContain('href="#window-');
    expect(html).not.toContain('<h2');
    // Nor does a search result's snippet promise the leaderboards it does not have.
    expect(html).toContain('<meta name="description" content="Translation status: nobody made or wrote a change in the change log, so there are no leaderboards; snapshot of 2026-11-20.">');
  });

  it('says every language is without activity in one sentence, with what the change log holds, not by naming each of them', async () => {
    const html = await snapshot.renderer.render('/src/pages/index.astro', {});
    expect(between(text(html), 'Needs attention', 'Most untranslated words')).toBe(
      'Needs attention No activity in 90 days (since 2026-08-23 ) All 3 languages: the change log holds no activity in any of them. Most untranslated words',
    );
  });
});

describe('the footer of a snapshot crawled by another version', () => {
  it('names the version that built the site, and the about page the one that crawled it', async () => {
    // The fixtures' manifest names weblate-atlas 0.0.0-test as the crawler.
    const overview = await snapshot.renderer.render('/src/pages/index.astro', {});
    expect(overview).toContain(`<meta name="generator" content="weblate-atlas ${TOOL.version}">`);
    expect(between(text(overview), 'Built by', 'from snapshot')).toBe(`Built by weblate-atlas ${TOOL.version} from snapshot`);
    expect(overview).not.toContain('0.0.0-test');
    const about = text(await snapshot.renderer.render('/src/pages/about/index.astro', {}));
    expect(about).toContain('by weblate-atlas 0.0.0-test; snapshot 2026-11-20T100000Z.');
  });
});

describe('the about page', () => {
  it('says that the figures of failing checks count strings, not checks', async () => {
    const about = text(await snapshot.renderer.render('/src/pages/about/index.astro', {}));
    expect(about).toContain("Strings failing checks Weblate's count of strings with at least one failing quality check (a placeholder left out, a trailing space), not of checks: a string failing three checks counts once.");
  });
});
