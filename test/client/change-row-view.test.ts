import { describe, expect, it } from 'vitest';
import { changePlace, changePlaces, otherPerson, userNames, type PlaceLookups } from '../../src/components/change-row-view.ts';
import type { ChangeRow } from '../../src/report/types.ts';

// Lookups that count their calls, over a report of one project (orbit, with a component core) and one language (de).
function countingLookups() {
  const calls = { project: 0, component: 0, language: 0, pages: 0 };
  const lookups: PlaceLookups = {
    places: {
      project: (slug) => { calls.project++; return slug === 'orbit' ? 'Orbit' : slug; },
      component: (project, component) => { calls.component++; return project === 'orbit' && component === 'core' ? 'Core' : component; },
      language: (code) => { calls.language++; return code === 'de' ? 'German' : code; },
    },
    hasLanguagePage: (code) => { calls.pages++; return code === 'de'; },
    hasComponentPage: (project, component) => { calls.pages++; return project === 'orbit' && component === 'core'; },
    hasProjectPage: (slug) => { calls.pages++; return slug === 'orbit'; },
  };
  return { calls, lookups };
}
const row = (projectSlug: string | null, componentSlug: string | null, languageCode: string | null) => ({ projectSlug, componentSlug, languageCode }) as ChangeRow;

describe('a change list row’s place', () => {
  it('names and links the component and language the report holds, and says where a component is not held', () => {
    const { lookups } = countingLookups();
    expect(changePlace(row('orbit', 'core', 'de'), lookups)).toEqual({
      project: 'Orbit', component: 'Core', componentHref: '/projects/orbit/core/', projectHref: null, notHeld: false,
      language: 'German', languageHref: '/languages/de/', placed: true, long: false,
    });
    expect(changePlace(row('orbit', 'gone', null), lookups)).toEqual({
      project: 'Orbit', component: 'gone', componentHref: null, projectHref: null, notHeld: true,
      language: null, languageHref: null, placed: true, long: false,
    });
    expect(changePlace(row(null, null, null), lookups)).toMatchObject({ placed: false, notHeld: false, long: false });
    expect(changePlace(row('orbit', null, null), lookups)).toMatchObject({ projectHref: '/projects/orbit/', notHeld: false });
    expect(changePlace(row('x'.repeat(31), null, null), lookups).long).toBe(true);
  });

  it('is looked up once per place in a list, each row of it given the same place', () => {
    const { calls, lookups } = countingLookups();
    const placeOf = changePlaces(lookups);
    const first = placeOf(row('orbit', 'core', 'de'));
    expect(placeOf(row('orbit', 'core', 'de'))).toBe(first);
    expect(calls).toEqual({ project: 1, component: 1, language: 1, pages: 2 });
    // Slugs joined by a separator could name two places alike: 'a\u0000b' with 'c', and 'a' with 'b\u0000c'.
    expect(placeOf(row('a\u0000b', 'c', null))).not.toBe(placeOf(row('a', 'b\u0000c', null)));
  });
});

describe('a change list row’s user', () => {
  it('names, checks and links each username once per list', () => {
    let named = 0;
    const nameOf = userNames((username) => { named++; return `${username} (full)`; });
    expect(nameOf('eve')).toEqual({ name: 'eve (full)', long: false, href: '/contributors/eve/' });
    expect(nameOf('eve')).toBe(nameOf('eve'));
    expect(named).toBe(1);
    expect(nameOf('e'.repeat(31)).long).toBe(true);
  });
});

describe('the other person of a change on a person’s own list', () => {
  const change = (fields: Partial<ChangeRow>) => ({ username: 'ana', authorUsername: 'ana', ...fields }) as ChangeRow;
  it('is nobody where they made and wrote it, the author where they saved another’s text, the user where another saved theirs', () => {
    expect(otherPerson(change({}), 'ana')).toBeNull();
    expect(otherPerson(change({ authorUsername: null }), 'ana')).toBeNull();
    expect(otherPerson(change({ authorUsername: 'bo' }), 'ana')).toEqual({ role: 'written by', username: 'bo', hasPage: true });
    expect(otherPerson(change({ username: 'cy' }), 'ana')).toEqual({ role: 'saved by', username: 'cy', hasPage: true });
  });
  it('is someone not named, unnamed, and a deleted account unlinked', () => {
    expect(otherPerson(change({ authorUsername: null, authorNotNamed: true }), 'ana')).toEqual({ role: 'written by', username: null, hasPage: false });
    expect(otherPerson(change({ username: null, userNotNamed: true }), 'ana')).toEqual({ role: 'saved by', username: null, hasPage: false });
    expect(otherPerson(change({ username: 'deleted-4', userHasPage: false }), 'ana')).toEqual({ role: 'saved by', username: 'deleted-4', hasPage: false });
    expect(otherPerson(change({ authorUsername: 'deleted-4', authorHasPage: false }), 'ana')).toEqual({ role: 'written by', username: 'deleted-4', hasPage: false });
  });
});
