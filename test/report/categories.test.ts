import { describe, expect, test } from 'vitest';
import { categoryLabel, projectCategories } from '../../src/report/categories.ts';
import { sumCoverage } from '../../src/report/coverage.ts';
import { componentLabel } from '../../src/report/projects.ts';
import type { ComponentSummary, Coverage } from '../../src/report/types.ts';

/** A coverage of `translated` of `total` strings (and ten times as many words) over `translations` translations. */
function coverage(translations: number, total: number, translated: number): Coverage {
  return {
    translations, total, totalWords: total * 10, translated, translatedWords: translated * 10, fuzzy: 1, fuzzyWords: 10, failingChecks: 2,
    translatedPercent: null, translatedWordsPercent: null, fuzzyPercent: null,
  };
}

/** A component of the path `slug` (its categories in front), with the figures the category pages read. */
function component(slug: string, isGlossary = false, covered = coverage(2, 100, 50)): ComponentSummary {
  const at = slug.lastIndexOf('/');
  return { slug, name: slug.slice(at + 1), category: at === -1 ? null : slug.slice(0, at), isGlossary, coverage: covered } as ComponentSummary;
}

describe('projectCategories', () => {
  test('gives every level of a nested category its components, those of the categories inside it too, A to Z', () => {
    const components = [
      component('core'),
      component('guides/user/website', false, coverage(3, 200, 200)),
      component('guides/admin', false, coverage(1, 40, 10)),
      component('guides/user/glossary', true, coverage(4, 1000, 0)),
      component('apps/app'),
    ];
    const categories = projectCategories({ components });
    expect(categories.map(({ path, parent, subcategories, components: inside }) => [path, parent, subcategories, inside.map((c) => c.slug)])).toEqual([
      ['apps', null, [], ['apps/app']],
      ['guides', null, ['guides/user'], ['guides/user/website', 'guides/admin', 'guides/user/glossary']],
      ['guides/user', 'guides', [], ['guides/user/website', 'guides/user/glossary']],
    ]);
    // Glossaries are left out of the sums, as a project's are.
    expect(categories[1]!.coverage).toEqual({
      translations: 4, total: 240, totalWords: 2400, translated: 210, translatedWords: 2100, fuzzy: 2, fuzzyWords: 20, failingChecks: 4,
      translatedPercent: 87.5, translatedWordsPercent: 87.5, fuzzyPercent: 0.8,
    });
    expect(categories[2]!.coverage.translatedPercent).toBe(100);
  });

  test('lists under a category only the categories directly inside it, not those further down', () => {
    const categories = projectCategories({ components: [component('docs/guides/user/website'), component('docs/api')] });
    expect(categories.map(({ path, subcategories }) => [path, subcategories])).toEqual([
      ['docs', ['docs/guides']],
      ['docs/guides', ['docs/guides/user']],
      ['docs/guides/user', []],
    ]);
  });

  test('gives none to a project without categories, nor where a component has the category\'s path', () => {
    expect(projectCategories({ components: [component('core'), component('docs')] })).toEqual([]);
    // A server's records can hold a component 'guides' beside the category 'guides': the component keeps the page.
    expect(projectCategories({ components: [component('guides'), component('guides/user/website')] }).map((c) => c.path)).toEqual(['guides/user']);
  });

  test('names a category by its slugs', () => {
    expect([categoryLabel('guides'), categoryLabel('guides/user')]).toEqual(['guides', 'guides / user']);
  });

  test('names a category by its slugs as a page may hold them: a character HTML forbids as U+FFFD, each slug at most 200 characters', () => {
    // A server's URL can spell any slug: a BEL was written into the category's page, its project's
    // and every page naming its components; a slug of a megabyte as much into each.
    expect(categoryLabel('bel\u0007/nul\u0000')).toBe('bel\uFFFD / nul\uFFFD');
    expect(categoryLabel(`${'c'.repeat(250)}/user`)).toBe(`${'c'.repeat(199)}\u2026 / user`);
    expect(componentLabel({ name: 'App', category: 'bel\u0007/apps' })).toBe('bel\uFFFD / apps / App');
  });
});

describe('sumCoverage', () => {
  test('sums coverages, each counting its own translations, and computes the percentages from the sums', () => {
    expect(sumCoverage([coverage(2, 3, 3), coverage(5, 3000, 0)])).toEqual({
      translations: 7, total: 3003, totalWords: 30030, translated: 3, translatedWords: 30, fuzzy: 2, fuzzyWords: 20, failingChecks: 4,
      // 3 of 3003 is 0.1 %, never 0 where something is done (as Weblate shows it).
      translatedPercent: 0.1, translatedWordsPercent: 0.1, fuzzyPercent: 0.1,
    });
    expect(sumCoverage([]).translatedPercent).toBeNull();
  });
});
