// The overview's lists, with literal expectations over small hand-made reports.
import { describe, expect, it } from 'vitest';
import type { Coverage, Report } from '../../src/report/types.ts';
import {
  attentionNamed, inactiveView, noInactiveNote, noTiersNote, allTiedNote, coverageExtremes, languageTiesNote, notStartedCount, languagesByName, onlyLanguageNote, INACTIVE_NAMED, TIER_NAMED, tierLists,
} from '../../src/report/overview.ts';

/** A coverage of `total` strings, `translated` of them done (no percentages of none). */
function coverage(total: number, translated: number): Coverage {
  const percent = total === 0 ? null : Math.floor((translated / total) * 1000) / 10;
  return {
    translations: 1, total, totalWords: total, translated, translatedWords: translated, fuzzy: 0, fuzzyWords: 0,
    failingChecks: 0, translatedPercent: percent, translatedWordsPercent: percent, fuzzyPercent: total === 0 ? null : 0,
  };
}

describe('coverageExtremes', () => {
  const report = (...languages: [string, number, number][]) =>
    ({ languages: languages.map(([code, total, translated]) => ({ code, coverage: coverage(total, translated) })), componentGaps: {} }) as unknown as Report;
  const codes = ({ best, least }: ReturnType<typeof coverageExtremes>) => ({ best: best.map((l) => l.code), least: least.map((l) => l.code) });

  it('ranks languages with strings to translate, ties by code, leaving out empty ones', () => {
    const many = report(['fr', 10, 9], ['de', 10, 9], ['ar', 10, 2], ['eo', 0, 0], ['ja', 10, 10], ['he', 10, 1], ['ru', 10, 5], ['zh', 10, 2], ['it', 10, 8]);
    expect(codes(coverageExtremes(many, 3))).toEqual({ best: ['ja', 'de', 'fr'], least: ['he', 'ar', 'zh'] });
    // German and French show 90.0 %, Arabic and Chinese 20.0 %: each pair shares a place.
    const { bestRanks, leastRanks } = coverageExtremes(many, 3);
    expect([bestRanks, leastRanks]).toEqual([[1, 2, 2], [1, 2, 2]]);
  });

  it('never lists a language as both best and least: with fewer than twice as many, the better half is the best', () => {
    const few = report(['fr', 10, 9], ['de', 10, 9], ['ar', 10, 2], ['eo', 0, 0], ['ja', 10, 10], ['ru', 10, 5]);
    expect(codes(coverageExtremes(few, 5))).toEqual({ best: ['ja', 'de', 'fr'], least: ['ar', 'ru'] });
    expect(codes(coverageExtremes(report(['eo', 0, 0]), 5))).toEqual({ best: [], least: [] });
  });

  it('ranks no language that is the only one with strings to translate: it is given apart, not as the best covered', () => {
    const alone = coverageExtremes(report(['fr', 10, 0], ['eo', 0, 0]), 5);
    expect([codes(alone), alone.only?.code, alone.allTied]).toEqual([{ best: [], least: [] }, 'fr', null]);
    expect(onlyLanguageNote(report(['fr', 10, 0], ['eo', 0, 0]), alone.only!)).toBe(', the only language with strings to translate, has 0.0\u00a0% of its strings translated.');
    expect(onlyLanguageNote(report(['fr', 10, 0]), alone.only!)).toBe(', the only language, has 0.0\u00a0% of its strings translated.');
    const gaps = { ...report(['fr', 10, 9]), componentGaps: { fr: [{ projectSlug: 'p', componentSlugs: ['a', 'b'], of: 3 }] } } as unknown as Report;
    expect(onlyLanguageNote(gaps, coverageExtremes(gaps, 5).only!)).toBe(', the only language, has 90.0\u00a0% of its strings translated, in the components translated into it (2 components not started).');
    // One gap reads in the singular; another language's gaps (one without strings outside glossaries) are none of its percentage.
    const oneGap = { ...report(['fr', 10, 9], ['eo', 0, 0]), componentGaps: { fr: [{ projectSlug: 'p', componentSlugs: ['a'], of: 3 }], eo: [{ projectSlug: 'p', componentSlugs: ['a', 'b', 'c'], of: 3 }] } } as unknown as Report;
    expect(onlyLanguageNote(oneGap, coverageExtremes(oneGap, 5).only!)).toBe(', the only language with strings to translate, has 90.0\u00a0% of its strings translated, in the components translated into it (1 component not started).');
  });

  // The shapes of the review of unusual instances: seven languages, six complete and French one
  // string short; all complete; all at 0 %.
  const seven = (fr: number, others: number) =>
    report(['de', 3168, others], ['fr', 3168, fr], ['ar', 3168, others], ['he', 3168, others], ['pt_BR', 3168, others], ['ru', 3168, others], ['zh_Hans', 3168, others]);
  const shown = (extremes: ReturnType<typeof coverageExtremes>) => ({
    best: extremes.best.map((l) => `${l.code} ${l.coverage.translatedPercent}`),
    least: extremes.least.map((l) => `${l.code} ${l.coverage.translatedPercent}`),
    ranks: [extremes.bestRanks, extremes.leastRanks],
    tiesLeftOut: [extremes.bestTiesLeftOut, extremes.leastTiesLeftOut],
    allTied: extremes.allTied,
  });

  it('lists as least covered only languages below every best one: six of seven complete leave French alone there', () => {
    expect(shown(coverageExtremes(seven(3167, 3168), 5))).toEqual({
      best: ['ar 100', 'de 100', 'he 100', 'pt_BR 100'],
      least: ['fr 99.9'],
      ranks: [[1, 1, 1, 1], [1]],
      tiesLeftOut: [2, 0],
      allTied: null,
    });
    expect(languageTiesNote(2, 100)).toBe('2 more languages at 100.0\u00a0%.');
    expect(languageTiesNote(1, 0)).toBe('1 more language at 0.0\u00a0%.');
  });

  it('lists as best covered none at the lowest percentage: one language started of seven leaves the other six least', () => {
    expect(shown(coverageExtremes(seven(1584, 0), 5))).toEqual({
      best: ['fr 50'],
      least: ['ar 0', 'de 0', 'he 0', 'pt_BR 0', 'ru 0'],
      ranks: [[1], [1, 1, 1, 1, 1]],
      tiesLeftOut: [0, 1],
      allTied: null,
    });
  });

  it('lists neither where every language has the same percentage, complete or not started, and says so in one line', () => {
    const complete = coverageExtremes(seven(3168, 3168), 5);
    expect(shown(complete)).toEqual({ best: [], least: [], ranks: [[], []], tiesLeftOut: [0, 0], allTied: { languages: 7, percent: 100 } });
    expect(allTiedNote(seven(3168, 3168), complete.allTied!)).toBe('All 7 languages have 100.0\u00a0% of their strings translated.');
    const none = coverageExtremes(seven(0, 0), 5);
    expect(shown(none)).toEqual({ best: [], least: [], ranks: [[], []], tiesLeftOut: [0, 0], allTied: { languages: 7, percent: 0 } });
    const withEmpty = report(['de', 10, 5], ['fr', 10, 5], ['eo', 0, 0]);
    expect(allTiedNote(withEmpty, coverageExtremes(withEmpty, 5).allTied!)).toBe('Both languages with strings to translate have 50.0\u00a0% of their strings translated.');
    // The percentages are over the components translated into each: components never started are said beside them.
    const gaps = { ...seven(3168, 3168), componentGaps: { fr: [{ projectSlug: 'p', componentSlugs: ['a', 'b'], of: 3 }], de: [{ projectSlug: 'p', componentSlugs: ['a'], of: 3 }] } } as unknown as Report;
    expect(allTiedNote(gaps, complete.allTied!)).toBe(
      'All 7 languages have 100.0\u00a0% of their strings translated, in the components translated into each (3 translations of components not started).',
    );
    expect(notStartedCount(gaps)).toBe(3);
    // Esperanto, translated only in glossaries, is not among the two: its components not started are not theirs.
    const glossaryOnly = { ...report(['de', 10, 5], ['fr', 10, 5], ['eo', 0, 0]), componentGaps: { eo: [{ projectSlug: 'p', componentSlugs: ['a'], of: 1 }] } } as unknown as Report;
    expect(allTiedNote(glossaryOnly, coverageExtremes(glossaryOnly, 5).allTied!)).toBe('Both languages with strings to translate have 50.0\u00a0% of their strings translated.');
  });
});

describe('attentionNamed', () => {
  it('names the inactive languages and the components left to translate, codes and slugs standing in for unknown ones', () => {
    const report = {
      languages: [{ code: 'da', name: 'Danish' }, { code: 'de', name: 'German' }, { code: 'el', name: 'Greek' }, { code: 'es', name: 'Spanish' }, { code: 'fa', name: 'Persian' }, { code: 'nb_NO', name: 'Norwegian Bokmål' }],
      projects: [{
        slug: 'orbit', name: 'Orbit Notes',
        components: [{ slug: 'app', name: 'Android app', category: null, translations: [] }, { slug: 'guides/user/app', name: 'App', category: 'guides/user', translations: [] }],
      }],
      attention: {
        inactiveLanguages: ['da', 'el', 'es', 'fa', 'nb_NO', 'xx'],
        untranslated: [
          { projectSlug: 'orbit', componentSlug: 'app', words: 600 },
          { projectSlug: 'orbit', componentSlug: 'guides/user/app', words: 80 },
          { projectSlug: 'gone', componentSlug: 'core', words: 5 },
        ],
      },
    } as unknown as Report;
    expect(attentionNamed(report)).toEqual({
      // A to Z by the names shown, not by code (Spanish came before Persian and Norwegian).
      inactive: [
        { code: 'da', name: 'Danish' }, { code: 'el', name: 'Greek' }, { code: 'nb_NO', name: 'Norwegian Bokmål' }, { code: 'fa', name: 'Persian' },
        { code: 'es', name: 'Spanish' }, { code: 'xx', name: 'xx' },
      ],
      untranslated: [
        { projectSlug: 'orbit', componentSlug: 'app', words: 600, projectName: 'Orbit Notes', componentName: 'Android app' },
        { projectSlug: 'orbit', componentSlug: 'guides/user/app', words: 80, projectName: 'Orbit Notes', componentName: 'guides / user / App' },
        { projectSlug: 'gone', componentSlug: 'core', words: 5, projectName: 'gone', componentName: 'core' },
      ],
    });
  });

  it('says there is no language to watch where only the source language is, not that every language had activity', () => {
    expect(noInactiveNote({ languages: [] })).toBe('No languages to translate into, so none to watch.');
    expect(noInactiveNote({ languages: [{ code: 'de' }] } as unknown as Report)).toBe('Every language had activity.');
    expect([noTiersNote({ languages: [] }), noTiersNote({ languages: [{ code: 'de' }] } as unknown as Report)]).toEqual(['No languages to translate into, so none in any tier.', null]);
  });
});

describe('languagesByName', () => {
  it('lists languages A to Z by English name, accents and case aside, then by code for names alike', () => {
    const named = { languages: [
      { code: 'zh_Hant', name: 'Chinese (Traditional Han script)' },
      { code: 'nb_NO', name: 'Norwegian Bokmål' },
      { code: 'nl', name: 'Dutch' },
      { code: 'ar', name: 'Arabic' },
      { code: 'x-b', name: 'Ænglisc' },
      { code: 'x-a', name: 'Ænglisc' },
      { code: 'zh_Hans', name: 'Chinese (Simplified Han script)' },
    ] } as unknown as Report;
    expect(languagesByName(named).map((l) => l.code)).toEqual(['x-a', 'x-b', 'ar', 'zh_Hans', 'zh_Hant', 'nl', 'nb_NO']);
    // The report's own order (by code) is left as it was.
    expect(named.languages[0]!.code).toBe('zh_Hant');
  });
});

describe('tierLists', () => {
  const tiers = [{ name: 'complete', min: 100 }, { name: 'partial', min: 50 }];
  const languages = (prefix: string, count: number, tier: string) =>
    Array.from({ length: count }, (_, i) => ({ code: `${prefix}${i}`, name: `${prefix.toUpperCase()} ${String(i).padStart(2, '0')}`, tier }));
  const report = {
    config: { tiers },
    // Listed by code; the lists go by name.
    languages: [{ code: 'zz', name: 'Aragonese', tier: 'complete' }, { code: 'de', name: 'German', tier: 'complete' }, ...languages('p', 12, 'partial'), ...languages('b', 13, '')],
    tierCounts: [{ tier: 'complete', languages: 2 }, { tier: 'partial', languages: 12 }, { tier: '', languages: 13 }],
  } as unknown as Report;

  it("gives each tier its languages A to Z by name and its list's id, and has the overview name them up to TIER_NAMED", () => {
    expect(TIER_NAMED).toBe(12);
    expect(tierLists(report).map((entry) => [entry.tier, entry.anchor, entry.languages.length, entry.named, entry.languages[0]!.name])).toEqual([
      ['complete', 'tier-complete', 2, true, 'Aragonese'],
      ['partial', 'tier-partial', 12, true, 'P 00'],
      // Thirteen: linked, not named (200 names of 250 languages were a wall).
      ['', 'tier-below', 13, false, 'B 00'],
    ]);
  });
});

describe('inactiveView', () => {
  /** A report of `count` languages, l000 to l…, named Language 000 and on; `activeCodes` had activity (on `day`), the others none in the recent days. */
  const report = (count: number, activeCodes: string[], { changesSince = null as string | null, older = null as string | null } = {}) => {
    const languages = Array.from({ length: count }, (_, i) => {
      const code = `l${String(i).padStart(3, '0')}`;
      return { code, name: `Language ${String(i).padStart(3, '0')}`, lastActivity: activeCodes.includes(code) ? '2026-11-19T10:00:00Z' : older };
    });
    return {
      languages, projects: [], snapshot: { changesSince },
      attention: { inactiveLanguages: languages.filter((l) => !activeCodes.includes(l.code)).map((l) => l.code), untranslated: [] },
    } as unknown as Report;
  };

  /** The codes l<from> to l<to - 1>. */
  const codes = (from: number, to: number) => Array.from({ length: to - from }, (_, i) => `l${String(from + i).padStart(3, '0')}`);

  it('says in one sentence that every language of many is inactive, in place of every name: that the change log holds none, or when the last was', () => {
    expect(inactiveView(report(249, [], { changesSince: '2026-12-01T00:00:00Z' }))).toEqual({
      kind: 'all', note: 'All 249 languages: the change log read from 2026-12-01 on holds no activity in any of them.',
    });
    expect(inactiveView(report(3, []))).toEqual({ kind: 'all', note: 'All 3 languages: the change log holds no activity in any of them.' });
    expect(inactiveView(report(2, [], { older: '2026-03-04T23:30:00+02:00' }))).toEqual({ kind: 'all', note: 'Both languages: the last activity in either of them was on 2026-03-04.' });
    expect(inactiveView(report(2, []))).toEqual({ kind: 'all', note: 'Both languages: the change log holds no activity in either of them.' });
  });

  it('names the few languages with activity where nearly all are inactive, and lists them where fewer are', () => {
    expect(inactiveView(report(249, ['l007', 'l003']))).toEqual({
      kind: 'allBut', lead: '247 of the 249 languages: all but ', active: [{ code: 'l003', name: 'Language 003' }, { code: 'l007', name: 'Language 007' }],
    });
    // A crawl of the large sample's last hours: 228 languages without activity, 21 with.
    const hours = inactiveView(report(249, Array.from({ length: 21 }, (_, i) => `l${String(i * 10).padStart(3, '0')}`)));
    expect(hours.kind === 'allBut' ? [hours.lead, hours.active.length] : hours.kind).toEqual(['228 of the 249 languages: all but ', 21]);
    // Exactly four times as many without as with is nearly all: 52 and 13.
    const quarter = inactiveView(report(65, Array.from({ length: 13 }, (_, i) => `l${String(i).padStart(3, '0')}`)));
    expect(quarter.kind === 'allBut' ? [quarter.lead, quarter.active.length] : quarter.kind).toEqual(['52 of the 65 languages: all but ', 13]);
    // 12 inactive names are listed as they were, as the tiers name 12.
    const twelve = inactiveView(report(14, ['l012', 'l013']));
    expect([twelve.kind, 'languages' in twelve ? twelve.languages.length : 0]).toEqual(['listed', 12]);
    // 24 without and 7 with: the 24 are listed, as many as are named in full.
    const named = inactiveView(report(31, codes(0, 7)));
    expect([named.kind, 'languages' in named ? named.languages.length : 0, INACTIVE_NAMED]).toEqual(['listed', 24, 24]);
    // One language is named, not "All 1 languages".
    expect(inactiveView(report(1, []))).toEqual({ kind: 'listed', languages: [{ code: 'l000', name: 'Language 000' }] });
    expect(inactiveView(report(2, ['l000', 'l001']))).toEqual({ kind: 'none', note: 'Every language had activity.' });
  });

  it('names the first twelve A to Z and says how many more where neither those without activity nor the few with it are 24 or fewer', () => {
    /** The view in short: its lead, how many it names, the first and the last of them, and how many more. */
    const short = (view: ReturnType<typeof inactiveView>) => (view.kind === 'first'
      ? [view.lead, view.languages.length, view.languages[0]!.name, view.languages.at(-1)!.name, view.more]
      : view.kind);
    // 25 without and 8 with: one past the 24 named in full, so 12 and 13 more, never "and 1 more".
    const past = inactiveView(report(33, codes(25, 33)));
    expect(past.kind === 'first' ? `${past.lead}${past.languages.map((language) => language.name).join(', ')} ${past.more}` : past.kind).toBe(
      '25 of the 33 languages: Language 000, Language 001, Language 002, Language 003, Language 004, Language 005, Language 006, Language 007, Language 008, Language 009, Language 010, Language 011 and 13 more',
    );
    expect(past.kind === 'first' && past.languages[0]).toEqual({ code: 'l000', name: 'Language 000' });
    // 120 without and 129 with: all 120 were listed.
    expect(short(inactiveView(report(249, codes(120, 249))))).toEqual(['120 of the 249 languages: ', 12, 'Language 000', 'Language 011', 'and 108 more']);
    // One more with activity than "all but" reads as nearly all, 51 and 14: the 51 were listed.
    expect(short(inactiveView(report(65, codes(0, 14))))).toEqual(['51 of the 65 languages: ', 12, 'Language 014', 'Language 025', 'and 39 more']);
    // 28 without and 12 with is not nearly all: the 28 were listed.
    expect(short(inactiveView(report(40, codes(0, 12))))).toEqual(['28 of the 40 languages: ', 12, 'Language 012', 'Language 023', 'and 16 more']);
    // Nearly all without, but 25 with, more than are named in full: the 25 were named, "all but".
    expect(short(inactiveView(report(125, codes(0, 25))))).toEqual(['100 of the 125 languages: ', 12, 'Language 025', 'Language 036', 'and 88 more']);
    // 96 without and 24 with: the 24 are named, "all but".
    const allBut = inactiveView(report(120, codes(0, 24)));
    expect(allBut.kind === 'allBut' ? [allBut.lead, allBut.active.length, allBut.active[23]!.name] : allBut.kind).toEqual(['96 of the 120 languages: all but ', 24, 'Language 023']);
    expect(short(inactiveView(report(1_120, codes(0, 25))))).toEqual(['1,095 of the 1,120 languages: ', 12, 'Language 025', 'Language 036', 'and 1,083 more']);
  });
});
