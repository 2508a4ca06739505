// Which components a language is translated in: the percentages are over those alone, so these
// figures say what they leave out (glossaries and a component's own source language aside).
import { describe, expect, expectTypeOf, it } from 'vitest';
import { componentReach, projectReach, type ProjectGap } from '../../src/report/reach.ts';
import type { ProjectSummary } from '../../src/report/types.ts';

type Spec = { slug: string; glossary?: boolean; languages: string[]; source?: string };
const project = (slug: string, name: string, components: Spec[]) => ({
  slug,
  name,
  components: components.map((c) => ({
    slug: c.slug,
    isGlossary: c.glossary === true,
    cells: c.languages.map((languageCode) => ({ languageCode })),
    translations: [{ languageCode: c.source ?? 'en', isSource: true }, ...c.languages.map((languageCode) => ({ languageCode, isSource: false }))],
  })),
}) as unknown as Pick<ProjectSummary, 'slug' | 'name' | 'components'>;

// As on the demo: German in Lumen Player's core and documentation, not its desktop app or website;
// French nowhere in Kestrel Mail but its glossary; Quill written in German.
const projects = [
  project('lumen', 'Lumen Player', [
    { slug: 'core', languages: ['de', 'fr'] },
    { slug: 'desktop', languages: ['fr'] },
    { slug: 'documentation', languages: ['de', 'fr'] },
    { slug: 'glossary', glossary: true, languages: ['fr'] },
    { slug: 'website', languages: [] },
  ]),
  project('kestrel', 'Kestrel Mail', [
    { slug: 'core', languages: ['de'] },
    { slug: 'glossary', glossary: true, languages: ['de', 'fr'] },
  ]),
  project('quill', 'Quill Editor', [{ slug: 'core', languages: ['fr'], source: 'de' }]),
  project('atlas', 'Atlas', [{ slug: 'app', languages: [] }, { slug: 'web', languages: [] }]),
];

describe('projectReach', () => {
  it("counts a project's components translated into a language and lists the others, glossaries and components written in it left out", () => {
    const reach = (i: number, code: string) => {
      const { translated, missing } = projectReach(projects[i]!, code);
      return [translated, missing.map((c) => c.slug)];
    };
    expect(reach(0, 'de')).toEqual([2, ['desktop', 'website']]);
    expect(reach(0, 'fr')).toEqual([3, ['website']]);
    // Its glossary is in French; its one component is not.
    expect(reach(1, 'fr')).toEqual([0, ['core']]);
    // Written in German: nothing to translate into it.
    expect(reach(2, 'de')).toEqual([0, []]);
  });
});

describe('componentReach', () => {
  it('gives each language its components translated of those that count for it, and the projects with the others, most of them first', () => {
    const reach = componentReach(projects, ['de', 'fr', 'ja']);
    expect(Object.fromEntries([...reach].map(([code, entry]) => [code, entry.reach]))).toEqual({
      // 8 components outside glossaries; Quill's is written in German.
      de: { translated: 3, total: 7 },
      fr: { translated: 4, total: 8 },
      ja: { translated: 0, total: 8 },
    });
    expect(reach.get('de')!.gaps).toEqual([
      // Two each: by name, Atlas before Lumen Player.
      { projectSlug: 'atlas', componentSlugs: ['app', 'web'], of: 2 },
      { projectSlug: 'lumen', componentSlugs: ['desktop', 'website'], of: 4 },
    ]);
    expect(reach.get('fr')!.gaps).toEqual([
      { projectSlug: 'atlas', componentSlugs: ['app', 'web'], of: 2 },
      { projectSlug: 'kestrel', componentSlugs: ['core'], of: 1 },
      { projectSlug: 'lumen', componentSlugs: ['website'], of: 4 },
    ]);
    expect(reach.get('ja')!.gaps.map((gap) => [gap.projectSlug, gap.componentSlugs.length])).toEqual([['lumen', 4], ['atlas', 2], ['kestrel', 1], ['quill', 1]]);
  });
});

describe('componentReach (memory)', () => {
  it('gives languages lacking the same components of a project one shared gap, and those lacking others their own', () => {
    const reach = componentReach(projects, ['de', 'fr', 'ja']);
    const gap = (code: string, slug: string) => reach.get(code)!.gaps.find((g) => g.projectSlug === slug)!;
    // Atlas lacks both its components in every language: one object for the three.
    expect(gap('de', 'atlas')).toBe(gap('fr', 'atlas'));
    expect(gap('fr', 'atlas')).toBe(gap('ja', 'atlas'));
    // Lumen Player lacks two components in German, one in French, four in Japanese.
    expect(gap('de', 'lumen')).not.toBe(gap('fr', 'lumen'));
    expect(gap('ja', 'lumen').componentSlugs).toEqual(['core', 'desktop', 'documentation', 'website']);
    // Shared, so read-only: a slug added for German would show for French and Japanese too
    // (a type's check, made by npm run check).
    expectTypeOf<ProjectGap>().toEqualTypeOf<Readonly<ProjectGap>>();
    expectTypeOf<ProjectGap['componentSlugs']>().toEqualTypeOf<readonly string[]>();
  });
});
