// Lookups every page makes many times over: which languages and components have a page of their
// own, and the names the instance gives a language, a project and a component; each indexed once
// per report.
import type { TitlePart } from '../components/format.ts';
import { componentLabel } from './projects.ts';
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

const pagedProjects = new WeakMap<Report, Set<string>>();

/** Whether a project has a page of its own: those of the snapshot; a change may name one it does not hold (a scoped crawl, a deleted project). */
export function hasProjectPage(report: Report, slug: string): boolean {
  let slugs = pagedProjects.get(report);
  if (!slugs) {
    slugs = new Set(report.projects.map((project) => project.slug));
    pagedProjects.set(report, slugs);
  }
  return slugs.has(slug);
}

const languageNameMaps = new WeakMap<Pick<Report, 'languages'>, Map<string, string>>();
const sourceLanguageNameMaps = new WeakMap<Pick<Report, 'projects'>, Map<string, string>>();

/** The name the instance gives a language code (the code itself where it lists none); the maps are made once per report. */
export function languageName(report: Pick<Report, 'languages' | 'projects'>, code: string): string {
  let names = languageNameMaps.get(report);
  if (names === undefined) {
    names = new Map(report.languages.map((language) => [language.code, language.name]));
    languageNameMaps.set(report, names);
  }
  const name = names.get(code);
  if (name !== undefined) return name;
  // A source language alone has no summary (nothing is translated into it), but its translations
  // name it: a change list's source strings read "English", not "en".
  let sources = sourceLanguageNameMaps.get(report);
  if (sources === undefined) {
    sources = new Map();
    for (const project of report.projects) {
      for (const component of project.components) {
        for (const translation of component.translations) if (!sources.has(translation.languageCode)) sources.set(translation.languageCode, translation.languageName);
      }
    }
    sourceLanguageNameMaps.set(report, sources);
  }
  return sources.get(code) ?? code;
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

const componentNameMaps = new WeakMap<Pick<Report, 'projects'>, Map<string, Map<string, string>>>();

/** How the site names a component by its project's slug and its own (componentLabel: `desktop-apps / App`), its slug where the snapshot holds no such component; the map is made once per report. */
export function componentName(report: Pick<Report, 'projects'>, projectSlug: string, componentSlug: string): string {
  let byProject = componentNameMaps.get(report);
  if (byProject === undefined) {
    byProject = new Map(report.projects.map((project) => [project.slug, new Map(project.components.map((component) => [component.slug, componentLabel(component)]))]));
    componentNameMaps.set(report, byProject);
  }
  return byProject.get(projectSlug)?.get(componentSlug) ?? componentSlug;
}

/** The names a change list gives where a change was made: a project, a component, a language (each the slug or code where the report has no name). */
export interface PlaceNames {
  project: (slug: string) => string;
  component: (projectSlug: string, componentSlug: string) => string;
  language: (code: string) => string;
}

/** The report's PlaceNames, for the pages' change lists. */
export function placeNames(report: Report): PlaceNames {
  return {
    project: (slug) => projectName(report, slug),
    component: (projectSlug, componentSlug) => componentName(report, projectSlug, componentSlug),
    language: (code) => languageName(report, code),
  };
}
