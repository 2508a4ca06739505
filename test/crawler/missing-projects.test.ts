// Named projects the server does not show: the slugs it lists that differ from them in case
// only, and the one line that names them all.
import { describe, expect, it } from 'vitest';
import { HttpError } from '../../src/crawler/http-errors.ts';
import { caseVariants, missingProjectsFailure, missingProjectsHint } from '../../src/crawler/missing-projects.ts';

const base = 'https://example.org/weblate';
const notFound = (slug: string) =>
  new HttpError(`not found: ${base}/api/projects/${slug}/: Not found.`, { status: 404, url: `${base}/api/projects/${slug}/`, kind: 'not-found', attempts: 1 });

describe('caseVariants', () => {
  it('finds the listed slugs that differ in case only, sorted, and none for a slug listed as it is', () => {
    const variants = caseVariants(['Kestrel-Mail', 'ORBIT', 'fjord', 'lumen'], ['kestrel-mail', 'orbit', 'Orbit', 'lumen', 'fjord-photos']);
    expect([...variants]).toEqual([['Kestrel-Mail', ['kestrel-mail']], ['ORBIT', ['Orbit', 'orbit']]]);
  });

  it('passes over listed slugs that are no slug a crawl could be given', () => {
    // U+212A KELVIN SIGN lower-cases to "k".
    expect([...caseVariants(['Kestrel'], ['\u212Aestrel', 'kestrel/x'])]).toEqual([]);
  });
});

describe('missingProjectsHint and missingProjectsFailure', () => {
  it('keeps a single slug\'s 404 and hint, asking "did you mean" where the server lists it in another case', () => {
    const failure = missingProjectsFailure([{ slug: 'Orbit', error: notFound('Orbit') }], true, new Map([['Orbit', ['orbit']]]));
    expect([failure.message, failure.status, failure.url]).toEqual([
      `not found: ${base}/api/projects/Orbit/: Not found.; the server shows no project "Orbit" (did you mean "orbit"?) to this token: ` +
        'check the slug (the last part of the project\'s address)',
      404, `${base}/api/projects/Orbit/`,
    ]);
  });

  it('names every slug and URL on one line where several are missing', () => {
    const failure = missingProjectsFailure([{ slug: 'a', error: notFound('a') }, { slug: 'Ab', error: notFound('Ab') }], false, new Map([['Ab', ['AB', 'ab']]]));
    expect(failure.message).toBe(
      `not found: ${base}/api/projects/a/, ${base}/api/projects/Ab/; the server shows none of the projects "a", "Ab" (did you mean "AB" or "ab"?): ` +
        'check the slugs (the last part of a project\'s address); a private project needs a token',
    );
    expect(missingProjectsHint(['x', 'y'], true)).toBe('the server shows none of the projects "x", "y" to this token: check the slugs (the last part of a project\'s address)');
  });
});
