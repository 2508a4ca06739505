import { describe, expect, it } from 'vitest';
import type { ChangeFacts } from '../../src/report/changes.ts';
import { hiddenLastAuthors, LastAuthorTally, withLastAuthorsNotShown, type LastAuthorsNotShown } from '../../src/report/last-authors.ts';
import { translationRow } from '../../src/report/translations.ts';
import { language, translation } from './fixtures.ts';

/** A change on the German translation of orbit/app. */
function change(id: number, day: number, action: number, user: string | null, author: string | null = null): ChangeFacts {
  return {
    id, ms: Date.UTC(2026, 10, day), action, user, author, languageCode: 'de', workLanguage: 'de',
    projectSlug: 'orbit', componentSlug: 'app', target: '', webUrl: null,
  };
}

const FULL_NAMES: ReadonlyMap<string, string> = new Map([['kat', 'Katerina Nowak'], ['ana', 'Ana Müller'], ['ben', 'Ben Okafor']]);

/** The German row's last author as shown, `kat` not named; `known` the usernames whose full names the snapshot holds. */
function shown(lastAuthor: string, changes: readonly ChangeFacts[], known: readonly string[] = ['kat', 'ana', 'ben']): string | null {
  const tally = new LastAuthorTally();
  for (const c of changes) tally.add(c);
  const names = new Set(['kat', ...(known.includes('kat') ? ['Katerina Nowak'] : [])]);
  const notShown: LastAuthorsNotShown = {
    unnamed: new Set(['kat']), names, namesIncomplete: !known.includes('kat'),
    fullName: (username) => (known.includes(username) ? FULL_NAMES.get(username) ?? null : null), tally,
  };
  const row = translationRow(translation('orbit', 'app', language('de', 'German'), { total: 4, translated: 1 }, { last_author: lastAuthor }));
  return withLastAuthorsNotShown([row], 'orbit', 'app', notShown)[0]!.lastAuthor;
}

describe('withLastAuthorsNotShown', () => {
  // Ana translated last; then Katerina, who is not named, made a change of another kind, which
  // recent Weblate makes the translation's last author.
  const afterAna = (action: number) => [change(1, 10, 5, 'ana'), change(2, 11, action, 'kat')];

  it('names no unnamed person whose comment, suggestion or bulk edit is the newest change, by full name or without one known', () => {
    for (const action of [3, 4, 32]) {
      expect([action, shown('Katerina Nowak', afterAna(action))]).toEqual([action, 'someone not named']);
      // A crawl without an administrator's token: no full names, the log alone tells it.
      expect([action, shown('Katerina Nowak', afterAna(action), [])]).toEqual([action, 'someone not named']);
    }
  });

  it("keeps the name served where every unnamed person's full name is known and it is none of theirs, though theirs is the newest change", () => {
    // Weblate 4.x names Ana, whose translation was the last content change, after Katerina's comment.
    for (const action of [3, 4, 32]) expect([action, shown('Ana Müller', afterAna(action))]).toEqual([action, 'Ana Müller']);
    // Without her full name, the name served could be hers under recent Weblate's rule: the log says it is.
    expect(shown('Ana Müller', afterAna(3), ['ana'])).toBe('someone not named');
  });

  it('names no unnamed person as author of a suggestion someone else accepted last', () => {
    expect(shown('Katerina Nowak', [change(1, 10, 5, 'ana'), change(2, 11, 7, 'ben', 'kat')], [])).toBe('someone not named');
  });

  it('never shows the full name of an unnamed person, even where the log makes it a namesake\'s', () => {
    expect(shown('Katerina Nowak', [change(1, 10, 2, 'ana'), change(2, 11, 3, 'ben')])).toBe('someone not named');
    expect(shown('Katerina Nowak', [])).toBe('someone not named');
  });

  it('keeps a named last author the log confirms, whatever changes of other kinds came before', () => {
    // Weblate 4.x: a comment (not a content change there) after Ana's translation leaves her the last author.
    expect(shown('Ana Müller', [change(1, 10, 2, 'ana'), change(2, 11, 3, 'ben')], ['ana', 'ben'])).toBe('Ana Müller');
    expect(shown('Ben Okafor', [change(1, 10, 3, 'kat'), change(2, 11, 2, 'ana'), change(3, 12, 4, 'ben')], [])).toBe('Ben Okafor');
  });

  it('leaves the cell empty where an unnamed person may be the last author and their full name is not known', () => {
    // Weblate 4.x counts Katerina's bulk edit, recent Weblate Ben's comment: the name could be hers.
    expect(shown('Katerina Nowak', [change(1, 10, 2, 'ana'), change(2, 11, 32, 'kat'), change(3, 12, 3, 'ben')], ['ana'])).toBe(null);
    // The log holds no translation action there: who came before it does not tell.
    expect(shown('Katerina Nowak', [change(1, 10, 3, 'ben')], [])).toBe(null);
    expect(shown('Ben Okafor', [change(1, 10, 3, 'ben')], ['ben'])).toBe('Ben Okafor');
  });

  it('takes the changes in any order, newest first as Weblate 5.x lists them', () => {
    expect(shown('Katerina Nowak', afterAna(3).reverse(), [])).toBe('someone not named');
    expect(shown('Ben Okafor', [change(3, 12, 4, 'ben'), change(2, 11, 2, 'ana'), change(1, 10, 3, 'kat')], [])).toBe('Ben Okafor');
  });
});

describe('hiddenLastAuthors', () => {
  it('counts the cells left empty and those said to be someone not named that the other rows show as served, and no other', () => {
    const rows = (...authors: (string | null)[]) => authors.map((lastAuthor, at) => ({
      ...translationRow(translation('orbit', 'app', language(`l${at}`, `L${at}`), { total: 4, translated: 1 }, { last_author: 'x' })), lastAuthor,
    }));
    const otherwise = rows('Ana Müller', 'Ben Okafor', 'Ana Müller', null, 'someone not named', 'Ben Okafor');
    const shown = rows(null, 'someone not named', 'Ana Müller', null, null, null);
    expect(hiddenLastAuthors(shown, otherwise)).toEqual({ empty: 2, notNamed: 1 });
    expect(hiddenLastAuthors(otherwise, otherwise)).toEqual({ empty: 0, notNamed: 0 });
  });
});
