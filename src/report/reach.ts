// Which components a language is translated in, and which it is not. Coverage percentages are
// Weblate's, over the translations there are: a language translated in 28 of 32 components reads
// 100 % and "complete" with four components never started, and these figures say so. A component
// counts for a language unless it is a glossary (coverage leaves glossaries out) or is written in
// that language (its source translation: nothing to translate into it).
import { compareNames, compareText } from './order.ts';
import type { ComponentSummary, ProjectSummary } from './types.ts';

/**
 * A project's components with no translation into a language. Read-only: the languages that lack
 * the same components of a project hold one object (componentReach), which a change for one would change for all.
 */
export interface ProjectGap {
  readonly projectSlug: string;
  /** Their slugs, in the project's order of components. */
  readonly componentSlugs: readonly string[];
  /** The project's components that count for the language (glossaries and those written in it left out). */
  readonly of: number;
}

/** Non-glossary components translated into a language, of those that count for it. */
export interface ComponentReach {
  translated: number;
  total: number;
}

type Counted = Pick<ComponentSummary, 'slug' | 'isGlossary' | 'cells' | 'translations'> & Partial<Pick<ComponentSummary, 'sourceLanguage'>>;

// Each component's languages, made once: a large site's coverage pages ask for every component's
// of every project in 249 languages, and two new sets each time were a second of its build.
const languagesOfComponent = new WeakMap<Counted, { translated: Set<string>; source: Set<string> } | null>();

/**
 * The language codes a component is translated into and those it is written in (its source
 * translation's, and its record's source language); null for a glossary.
 */
function languagesOf(component: Counted): { translated: Set<string>; source: Set<string> } | null {
  let languages = languagesOfComponent.get(component);
  if (languages === undefined) {
    // The record's source language too: a source translation left out of the report (counts that
    // are no whole numbers) made a component written in English one "not translated into English".
    const source = new Set(component.translations.filter((row) => row.isSource).map((row) => row.languageCode));
    if (component.sourceLanguage !== undefined && component.sourceLanguage !== null) source.add(component.sourceLanguage);
    languages = component.isGlossary ? null : {
      translated: new Set(component.cells.map((cell) => cell.languageCode)),
      source,
    };
    languagesOfComponent.set(component, languages);
  }
  return languages;
}

/** A project's components that count for a language: how many are translated into it, and those that are not. */
export function projectReach<C extends Counted>(project: { components: readonly C[] }, code: string): { translated: number; missing: C[] } {
  let translated = 0;
  const missing: C[] = [];
  for (const component of project.components) {
    const languages = languagesOf(component);
    if (languages === null) continue;
    if (languages.translated.has(code)) translated += 1;
    else if (!languages.source.has(code)) missing.push(component);
  }
  return { translated, missing };
}

/**
 * For each of `codes`, the components translated into it of those that count for it, and the
 * projects with components not translated into it: most such components first, then by name.
 */
export function componentReach(
  projects: readonly Pick<ProjectSummary, 'slug' | 'name' | 'components'>[], codes: readonly string[],
): Map<string, { reach: ComponentReach; gaps: ProjectGap[] }> {
  const out = new Map(codes.map((code) => [code, { reach: { translated: 0, total: 0 }, gaps: [] as ProjectGap[] }]));
  const names = new Map(projects.map((project) => [project.slug, project.name]));
  for (const project of projects) {
    // Read once per component, not once per component and language (8,000 × 250 on the large sample).
    const counted = project.components.map(languagesOf);
    // A project lacks the same components in many languages: each such gap is one object, shared
    // by those languages' lists (half a million gaps were a fifth of the large report's heap, which
    // every major GC of the rendering marks again). Nothing changes a gap once made.
    const shared = new Map<string, ProjectGap>();
    const missing: number[] = [];
    for (const code of codes) {
      const entry = out.get(code)!;
      let of = 0;
      missing.length = 0;
      for (let i = 0; i < counted.length; i++) {
        const languages = counted[i];
        if (languages === null || languages === undefined) continue;
        if (languages.translated.has(code)) entry.reach.translated += 1;
        else if (languages.source.has(code)) continue;
        else missing.push(i);
        of += 1;
      }
      entry.reach.total += of;
      if (missing.length === 0) continue;
      const key = `${of}:${missing.join(',')}`;
      let gap = shared.get(key);
      if (gap === undefined) {
        gap = { projectSlug: project.slug, componentSlugs: missing.map((i) => project.components[i]!.slug), of };
        shared.set(key, gap);
      }
      entry.gaps.push(gap);
    }
  }
  const name = (slug: string) => names.get(slug) ?? slug;
  // The projects ranked by name once, not compared by name again in each language's sort (a
  // collator's comparison, millions of them for 2,000 projects in 250 languages).
  const ranked = [...names.keys()].sort((a, b) => compareNames(name(a), name(b)) || compareText(a, b));
  const rank = new Map(ranked.map((slug, at) => [slug, at]));
  for (const { gaps } of out.values()) {
    gaps.sort((a, b) => b.componentSlugs.length - a.componentSlugs.length || rank.get(a.projectSlug)! - rank.get(b.projectSlug)!);
  }
  return out;
}
