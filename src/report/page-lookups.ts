// Lookups every page makes many times over: which languages and components have a page of their
// own, and the names the instance gives a language and a project; each indexed once per report.
import type { TitlePart } from '../components/format.ts';
import type { Report } from './types.ts';

const pagedLanguages = new WeakMap<Report, Set<string>>();

/** Whether a language has a page of its own: a source language alone has none (nothing to translate). */
export function hasLanguagePage(report: Report, code: string): boolean {
  let codes = pagedLanguages.get(report);
  if (!codes) {
    codes = new Set(report.languages.map((language) => language.code));
    pagedLanguages.set(report, codes);
  }
  return codes.has(code);
}

const pagedComponents = new WeakMap<Report, Map<string, Set<string>>>();

/** Whether a component has a page of its own: those of the snapshot's projects; a change may name one the snapshot does not hold. */
export function hasComponentPage(report: Report, projectSlug: string, componentSlug: string): boolean {
  let byProject = pagedComponents.get(report);
  if (!byProject) {
    byProject = new Map(report.projects.map((project) => [project.slug, new Set(project.components.map((component) => component.slug))]));
    pagedComponents.set(report, byProject);
  }
  return byProject.get(projectSlug)?.has(componentSlug) ?? false;
}

const languageNameMaps = new WeakMap<Report, Map<string, string>>();

/** The name the instance gives a language code (the code itself where it lists none); the map is made once per report. */
export function languageName(report: Report, code: string): string {
  let names = languageNameMaps.get(report);
  if (names === undefined) {
    names = new Map(report.languages.map((language) => [language.code, language.name]));
    languageNameMaps.set(report, names);
  }
  return names.get(code) ?? code;
}

const sharedLanguageNames = new WeakMap<Pick<Report, 'languages'>, Set<string>>();

/**
 * How a language's pages are titled: by its name, with its code beside it where another language
 * of the report has the same name (custom languages may), so that tabs, bookmarks and search
 * results tell their pages apart, as a contributor's username does for people of one name.
 */
export function languageTitle(report: Pick<Report, 'languages'>, language: { code: string; name: string }): TitlePart[] {
  let shared = sharedLanguageNames.get(report);
  if (shared === undefined) {
    const seen = new Set<string>();
    shared = new Set();
    for (const { name } of report.languages) (seen.has(name) ? shared : seen).add(name);
    sharedLanguageNames.set(report, shared);
  }
  return shared.has(language.name) ? [{ name: language.name }, ' (', { name: language.code }, ')'] : [{ name: language.name }];
}

const projectNameMaps = new WeakMap<Pick<Report, 'projects'>, Map<string, string>>();

/** The name of a project by its slug (the slug itself where the snapshot holds no such project); the map is made once per report. */
export function projectName(report: Pick<Report, 'projects'>, slug: string): string {
  let names = projectNameMaps.get(report);
  if (names === undefined) {
    names = new Map(report.projects.map((project) => [project.slug, project.name]));
    projectNameMaps.set(report, names);
  }
  return names.get(slug) ?? slug;
}

const languageDirections = new WeakMap<Report, Map<string, 'ltr' | 'rtl'>>();

/** The direction the instance gives a language's text (its `direction`), or null for a language the report does not list. */
export function languageDirection(report: Report, code: string): 'ltr' | 'rtl' | null {
  let directions = languageDirections.get(report);
  if (directions === undefined) {
    directions = new Map(report.languages.map((language) => [language.code, language.direction]));
    languageDirections.set(report, directions);
  }
  return directions.get(code) ?? null;
}
