// The record checker: nested objects checked on their own, an absent one named as such, and the
// component Weblate 5.x leaves out of translations listed under a component taken as absent; the
// `alert` of Weblate 2026.x's changes taken and kept, and a broken plural named by its path.
import { describe, expect, it } from 'vitest';
import { RecordChecker } from '../../src/crawler/record-check.ts';
import { handleApi, type ApiOptions } from '../../src/sample/api.ts';
import type { ChangeVariant } from '../../src/sample/records.ts';
import { createInstance } from '../../src/sample/instance.ts';
import { normalizeRecord } from '../../src/weblate/normalize.ts';

// Records as the sample instance serves them (its 5.x variant leaves the component out of
// translations listed under a component).
const instance = createInstance({ profile: 'tiny', seed: 1 });
const ORIGIN = 'https://weblate.example';
function served(path: string, variant: ChangeVariant = 'B', hideVcs = false): Record<string, unknown>[] {
  const options: ApiOptions = { variant, strict: false, errorStyle: 'drf', offsetMinutes: 0, growthPerRequest: 0, hideVcs };
  const response = handleApi(instance, options, { method: 'GET', url: new URL(path, ORIGIN), prefix: '', viewer: 'public', requestNumber: 1 });
  return (JSON.parse(response.body) as { results: Record<string, unknown>[] }).results;
}
const [component] = served('/api/components/');
const listed = `${ORIGIN}/api/components/${(component!['project'] as { slug: string }).slug}/${component!['slug'] as string}/translations/`;
const [withComponent] = served(`${listed}?page_size=5`);
const [withoutComponent] = served(`${listed}?page_size=5`, '5x');
const page = `${listed}?page=2`;

describe('RecordChecker', () => {
  it('takes a translation without its component (Weblate 5.x lists under a component leave it out)', () => {
    expect(withComponent!['component']).toBeTypeOf('object');
    expect(withoutComponent!['component']).toBeUndefined();
    expect(new RecordChecker().check('translations', withoutComponent, page, 3)).toBeNull();
    expect(new RecordChecker().check('translations', withComponent, page, 3)).toBeNull();
  });

  // Found by fuzzing: a later copy of a component already checked (same URL) was stored unchecked,
  // and the crawl wrote translations that broke their schema with exit 0 and no problem listed.
  it('checks again a nested component that differs from the copy checked under the same URL', () => {
    const checker = new RecordChecker();
    expect(checker.check('translations', withComponent, page, 3)).toBeNull();
    const same = structuredClone(withComponent!);
    expect(checker.check('translations', same, page, 4)).toBeNull();
    const broken = structuredClone(withComponent!);
    (broken['component'] as { restricted: unknown }).restricted = 'yes';
    expect(checker.check('translations', broken, page, 5)?.message).toBe(
      `${page}: record 5: field "component.restricted": expected boolean, got string "yes"`,
    );
    const withoutProjectId = structuredClone(withComponent!);
    delete (withoutProjectId['component'] as { project: { id?: unknown } }).project.id;
    expect(checker.check('translations', withoutProjectId, page, 6)?.message).toBe(
      `${page}: record 6: field "component.project.id": expected number, got nothing (field missing)`,
    );
    // The copy checked first still passes: a broken one did not take its place.
    expect(checker.check('translations', same, page, 7)).toBeNull();
  });

  it('names a missing language as a missing object, with the URL and the record', () => {
    const { language: _, ...withoutLanguage } = withComponent!;
    expect(new RecordChecker().check('translations', withoutLanguage, page, 3)?.message).toBe(
      `${page}: record 3: field "language": expected object, got nothing (field missing)`,
    );
  });

  it('names the field inside a nested object that breaks its schema', () => {
    const nested = withComponent!['component'] as Record<string, Record<string, unknown>>;
    const broken = { ...withComponent, component: { ...nested, project: { ...nested['project'], slug: 7 } } };
    expect(new RecordChecker().check('translations', broken, page, 0)?.message).toBe(
      `${page}: record 0: field "component.project.slug": expected string, got number 7`,
    );
  });

  it('takes a component without its project (a project lists its own so), and checks one that is there and the record\'s own fields', () => {
    const { project: _, ...withoutProject } = component!;
    expect(new RecordChecker().check('components', withoutProject, `${ORIGIN}/api/projects/orbit/components/`, 1)).toBeNull();
    expect(new RecordChecker().check('components', { ...withoutProject, project: 'orbit' }, `${ORIGIN}/api/components/`, 1)?.message).toBe(
      `${ORIGIN}/api/components/: record 1: field "project": expected object, got string "orbit"`,
    );
    expect(new RecordChecker().check('translations', { ...withComponent, total: 'ten' }, page, 2)?.message).toBe(
      `${page}: record 2: field "total": expected number, got string "ten"`,
    );
  });

  it("takes null repository fields (a caller without Access repository) and a null license_url (no license set), and still checks their type", () => {
    const hidden = served('/api/components/', 'B', true);
    const unlicensed = hidden.find((record) => record['license'] === '')!;
    expect(unlicensed['license_url']).toBeNull();
    expect(unlicensed['vcs']).toBeNull();
    const url = `${ORIGIN}/api/components/`;
    const checker = new RecordChecker();
    hidden.forEach((record, index) => expect(checker.check('components', record, url, index), String(index)).toBeNull());
    const translationsUrl = `${ORIGIN}/api/translations/`;
    served('/api/translations/', 'B', true).forEach((record, index) => expect(checker.check('translations', record, translationsUrl, index), String(index)).toBeNull());
    expect(new RecordChecker().check('components', { ...unlicensed, vcs: 7 }, url, 2)?.message).toBe(
      `${url}: record 2: field "vcs": expected string, got number 7`,
    );
    expect(new RecordChecker().check('components', { ...unlicensed, license_url: false }, url, 2)?.message).toBe(
      `${url}: record 2: field "license_url": expected string, got boolean false`,
    );
  });

  it('takes what Weblate 4.x before 4.13 sends: a language without population, a component without source_language (before 4.3), enforced_checks as text (before 4.5)', () => {
    const url = `${ORIGIN}/api/components/`;
    const { source_language: source, ...withoutSource } = component!;
    const { population: _, ...withoutPopulation } = source as Record<string, unknown>;
    const checker = new RecordChecker();
    expect(checker.check('components', { ...withoutSource, enforced_checks: '' }, url, 0)).toBeNull();
    expect(checker.check('components', { ...component, source_language: withoutPopulation, enforced_checks: "['same']" }, url, 1)).toBeNull();
    expect(checker.check('languages', withoutPopulation, `${ORIGIN}/api/languages/`, 0)).toBeNull();
    // Still checked where it is there.
    expect(new RecordChecker().check('components', { ...component, source_language: { ...withoutPopulation, population: -1 } }, url, 2)?.message).toBe(
      `${url}: record 2: field "source_language.population": expected number >= 0, got number -1`,
    );
    expect(new RecordChecker().check('components', { ...component, enforced_checks: 3 }, url, 2)?.path).toBe('enforced_checks');
  });

  it('takes a change with the alert Weblate 2026.x adds, null or an object, and stores it as served', () => {
    const url = `${ORIGIN}/api/changes/?page=2`;
    const [change] = served('/api/changes/?page_size=1');
    expect(change!['alert']).toBeUndefined();
    // Neither document gives the shape of an alert: an object of some fields stands for one.
    const alerts = [null, { name: 'example', details: { count: 2 } }];
    const checker = new RecordChecker();
    alerts.forEach((alert, index) => {
      const record = { ...change, alert };
      expect(checker.check('changes', record, url, index), String(index)).toBeNull();
      // The record is stored as it came: the same object, whose bytes are the server's own.
      expect(normalizeRecord('changes', record, ORIGIN, false)).toBe(record);
      // And where the body carried format=api, which rebuilds every record, the alert goes along.
      expect(normalizeRecord('changes', record, ORIGIN, true)['alert']).toEqual(alert);
    });
  });

  it('names a broken plural by the URL, the record and the path to the field, on its own and nested in a translation', () => {
    const url = `${ORIGIN}/api/languages/`;
    const [language] = served('/api/languages/');
    const plural = language!['plural'] as Record<string, unknown>;
    expect(plural).toEqual({ id: 6993, source: 0, number: 2, formula: 'n != 1', type: 1 });
    const checker = new RecordChecker();
    expect(checker.check('languages', language, url, 0)).toBeNull();
    expect(checker.check('languages', { ...language, plural: { ...plural, number: 0 } }, url, 4)?.message).toBe(
      `${url}: record 4: field "plural.number": expected number >= 1, got number 0`,
    );
    expect(checker.check('languages', { ...language, plural: { ...plural, formula: null } }, url, 5)?.message).toBe(
      `${url}: record 5: field "plural.formula": expected string, got null`,
    );
    expect(checker.check('languages', { ...language, plural: 2 }, url, 6)?.message).toBe(
      `${url}: record 6: field "plural": expected object, got number 2`,
    );
    const { plural: _, ...withoutPlural } = language!;
    expect(checker.check('languages', withoutPlural, url, 7)?.message).toBe(
      `${url}: record 7: field "plural": expected object, got nothing (field missing)`,
    );
    // Inside a translation's language, which the checker checks on its own.
    const nestedLanguage = withComponent!['language'] as Record<string, unknown>;
    const broken = { ...withComponent, language: { ...nestedLanguage, plural: { ...(nestedLanguage['plural'] as object), type: '1' } } };
    expect(new RecordChecker().check('translations', broken, page, 9)?.message).toBe(
      `${page}: record 9: field "language.plural.type": expected number, got string "1"`,
    );
  });
});
