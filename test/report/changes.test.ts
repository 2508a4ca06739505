// Change rows: what a change is about and which page it links to, clipped targets, and the
// bounded newest-N buffers.
import { describe, expect, it } from 'vitest';
import { Catalog } from '../../src/report/catalog.ts';
import { clipTarget, TARGET_LIMIT } from '../../src/report/change-batch.ts';
import { changeRow, isNewer, LatestBuffer } from '../../src/report/changes.ts';
import { UsernameCache } from '../../src/report/users.ts';
import { BASE, change, changeFacts, component, componentUrl, language, translationUrl } from './fixtures.ts';

function catalog(): Catalog {
  const out = new Catalog();
  out.addComponent(component('orbit', 'app'));
  out.addTranslation(translationUrl('orbit', 'app', 'pt_BR'), {
    languageCode: 'pt_BR', isSource: false, projectSlug: 'orbit', componentSlug: 'app', webUrl: `${BASE}/projects/orbit/app/pt_BR/`,
  });
  out.addLanguage(language('pt_BR', 'Portuguese (Brazil)'));
  return out;
}

const rowOf = (spec: Parameters<typeof change>[0]) => changeRow(changeFacts(change(spec), catalog(), new UsernameCache())!);

describe('changeRow', () => {
  it('names the action from the built-in table and links the translation page', () => {
    expect(rowOf({ id: 41, timestamp: '2026-11-19T23:03:00.754734Z', action: 5, user: 'ana', translation: ['orbit', 'app', 'pt_BR'], target: 'Definições' })).toEqual({
      id: 41,
      timestamp: '2026-11-19T23:03:00.754Z',
      action: 5,
      actionName: 'Translation added',
      username: 'ana',
      authorUsername: 'ana',
      languageCode: 'pt_BR',
      projectSlug: 'orbit',
      componentSlug: 'app',
      target: 'Definições',
      webUrl: 'https://weblate.example.org/projects/orbit/app/pt_BR/',
    });
  });

  it('keeps its keys in one order, each optional one where it belongs, as the report and the pages write them', () => {
    const facts = {
      id: 7, ms: Date.parse('2026-11-19T10:00:00Z'), action: 5, user: 'ana', author: 'kat', languageCode: 'de', workLanguage: 'de',
      projectSlug: 'orbit', componentSlug: 'app', target: 't', webUrl: null,
    };
    const tail = ['languageCode', 'projectSlug', 'componentSlug', 'target', 'webUrl'];
    expect(Object.keys(changeRow(facts))).toEqual(['id', 'timestamp', 'action', 'actionName', 'username', 'authorUsername', ...tail]);
    expect(Object.keys(changeRow(facts, () => false))).toEqual(['id', 'timestamp', 'action', 'actionName', 'username', 'userHasPage', 'authorUsername', 'authorHasPage', ...tail]);
    expect(Object.keys(changeRow(facts, () => false, new Set(['ana', 'kat'])))).toEqual(['id', 'timestamp', 'action', 'actionName', 'username', 'userNotNamed', 'authorUsername', 'authorNotNamed', ...tail]);
    expect(JSON.stringify(changeRow(facts, (name) => name !== 'kat', new Set(['ana'])))).toBe(
      '{"id":7,"timestamp":"2026-11-19T10:00:00.000Z","action":5,"actionName":"Translation added","username":null,"userNotNamed":true,' +
        '"authorUsername":"kat","authorHasPage":false,"languageCode":"de","projectSlug":"orbit","componentSlug":"app","target":"t","webUrl":null}',
    );
  });

  it('links the component page for component-level changes, nothing for project-level ones', () => {
    const pushed = rowOf({ id: 42, timestamp: '2026-11-19T10:00:00Z', action: 18, user: 'admin', author: null, component: ['orbit', 'app'] });
    expect(pushed).toMatchObject({ languageCode: null, projectSlug: 'orbit', componentSlug: 'app', authorUsername: null, webUrl: `${BASE}/projects/orbit/app/` });
    const created = rowOf({ id: 43, timestamp: '2026-11-19T10:00:00Z', action: 50, user: 'admin' });
    expect(created).toMatchObject({ actionName: 'Project created', languageCode: null, projectSlug: null, componentSlug: null, webUrl: null });
  });

  it('reads what it can from the URLs of a translation or component the snapshot lacks', () => {
    const row = rowOf({ id: 44, timestamp: '2026-11-19T10:00:00Z', action: 105, user: null, translation: ['gone', 'old', 'de'] });
    expect(row).toMatchObject({
      actionName: 'Action 105', username: null, languageCode: 'de', projectSlug: 'gone', componentSlug: 'old', webUrl: null,
    });
  });

  it('normalizes offsets to UTC and leaves out records without a usable time', () => {
    expect(rowOf({ id: 45, timestamp: '2026-03-01T00:30:00+01:00', action: 2, user: 'ana' }).timestamp).toBe('2026-02-28T23:30:00.000Z');
    expect(changeFacts(change({ id: 46, timestamp: 'yesterday', action: 2 }), catalog(), new UsernameCache())).toBeNull();
    expect(changeFacts({ ...change({ id: 47, timestamp: '2026-01-01T00:00:00Z', action: 2 }), action: 'two' }, catalog(), new UsernameCache())).toBeNull();
  });

  it('keeps out of a target the characters HTML forbids in a page, but tabs and line breaks', () => {
    // Written as served into <td class="target"> on /changes/, its action's page, the language's and the person's,
    // they were a NUL byte and forbidden code points there (the Nu checker's errors; grep took /changes/ for binary).
    const target = 'Save\u0000 \u0007bell \u001B[1mbold\u001B[0m \u000Bvt \u0085nel \uFFFE\uFDD0\u{1FFFF} end\tof\r\nline';
    expect(rowOf({ id: 48, timestamp: '2026-01-01T00:00:00Z', action: 2, user: 'ana', translation: ['orbit', 'app', 'de'], target }).target)
      .toBe('Save bell [1mbold[0m vt nel  end\tof\r\nline');
    // Cut once they are gone: 10 of them and 495 characters are 495 characters, whole.
    expect(clipTarget(`${'\u0007'.repeat(10)}${'x'.repeat(TARGET_LIMIT - 5)}`)).toBe('x'.repeat(TARGET_LIMIT - 5));
    expect(clipTarget('\u0000\u0001')).toBe('');
  });

  it('marks, in a username from a user URL, the characters HTML forbids in a page, as U+FFFD', () => {
    // '…/api/users/eve%07%1Bx/' was written with its BEL and ESC into the <title>, og:title, <h1> of the person's page and 6 more pages.
    const row = rowOf({ id: 49, timestamp: '2026-01-01T00:00:00Z', action: 2, user: 'eve%07%1Bx', translation: ['orbit', 'app', 'de'] });
    expect([row.username, row.authorUsername]).toEqual(['eve\uFFFD\uFFFDx', 'eve\uFFFD\uFFFDx']);
    expect(new UsernameCache().username(`${BASE}/api/users/a%00%EF%BF%BEb%C2%85/`)).toBe('a\uFFFD\uFFFDb\uFFFD');
    // One of the characters Weblate allows, as it was.
    expect(new UsernameCache().username(`${BASE}/api/users/ana.lima+1@x_y-z/`)).toBe('ana.lima+1@x_y-z');
  });

  it("marks in the language code of a translation gone from the snapshot, read from its URL, each character HTML forbids as U+FFFD, as the catalog's codes", () => {
    expect(catalog().translationRef(`${BASE}/api/translations/orbit/app/qq%07/`)?.languageCode).toBe('qq\uFFFD');
    expect(catalog().translationRef(translationUrl('orbit', 'app', 'pt_BR'))?.languageCode).toBe('pt_BR');
  });

  it('clips long targets, never inside a surrogate pair', () => {
    expect(clipTarget('short')).toBe('short');
    const long = 'x'.repeat(TARGET_LIMIT + 1);
    expect(clipTarget(long)).toBe(`${'x'.repeat(TARGET_LIMIT - 1)}…`);
    // The cut would fall between the two halves of the first emoji: it goes whole.
    const emoji = `${'x'.repeat(TARGET_LIMIT - 2)}😀😀`;
    expect(clipTarget(emoji)).toBe(`${'x'.repeat(TARGET_LIMIT - 2)}…`);
    const whole = `${'x'.repeat(TARGET_LIMIT - 3)}😀😀😀`;
    expect(clipTarget(whole)).toBe(`${'x'.repeat(TARGET_LIMIT - 3)}😀…`);
    expect(componentUrl('a', 'b')).toBe(`${BASE}/api/components/a/b/`);
  });
});

describe('isNewer', () => {
  it('orders changes by time, then by id, as the latest lists and a translation\'s last author both go by', () => {
    expect([
      isNewer({ ms: 2, id: 1 }, { ms: 1, id: 9 }),
      isNewer({ ms: 1, id: 9 }, { ms: 2, id: 1 }),
      isNewer({ ms: 1, id: 2 }, { ms: 1, id: 1 }),
      isNewer({ ms: 1, id: 1 }, { ms: 1, id: 1 }),
    ]).toEqual([true, false, true, false]);
  });
});

describe('LatestBuffer', () => {
  type Item = { id: number; ms: number };
  const ids = (buffer: LatestBuffer<Item>) => buffer.newestFirst().map((item) => item.id);
  /** An item whose time follows its id, as on Weblate. */
  const at = (id: number): Item => ({ id, ms: id * 1000 });

  it('keeps the newest N of an ascending stream, newest first', () => {
    const buffer = new LatestBuffer<Item>(3);
    expect(ids(buffer)).toEqual([]);
    for (let id = 1; id <= 2; id += 1) buffer.add(at(id));
    expect(ids(buffer)).toEqual([2, 1]);
    for (let id = 3; id <= 10; id += 1) buffer.add(at(id));
    expect(ids(buffer)).toEqual([10, 9, 8]);
  });

  it('places items that arrive out of order, and ignores repeats and older ones', () => {
    const buffer = new LatestBuffer<Item>(3);
    for (const id of [5, 9, 7, 8, 1, 9, 10, 6]) buffer.add(at(id));
    expect(ids(buffer)).toEqual([10, 9, 8]);
    buffer.add(at(11));
    buffer.add(at(12));
    expect(ids(buffer)).toEqual([12, 11, 10]);
  });

  it('keeps the latest by time where ids do not follow it, the higher id first at the same time', () => {
    const buffer = new LatestBuffer<Item>(3);
    // Ascending ids, as the snapshot stores them, with times in another order.
    for (const [id, ms] of [[1, 500], [2, 100], [3, 900], [4, 200], [5, 900], [6, 300], [7, 800]]) buffer.add({ id: id!, ms: ms! });
    expect(ids(buffer)).toEqual([5, 3, 7]);
    buffer.add({ id: 8, ms: 50 });
    buffer.add({ id: 9, ms: 1000 });
    expect(ids(buffer)).toEqual([9, 5, 3]);
  });
});
