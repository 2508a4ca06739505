// What the snapshot names, reduced to the fields the report shows: languages by code, projects by
// slug, components and translations by API URL (the change log refers to them by URL). Records are
// reduced as they stream, so a 150,000-translation snapshot keeps a few short strings per
// translation instead of 8 KB records with nested components.
import type { ComponentSummary, LanguageInfo } from './types.ts';
import { clip } from '../clip-text.ts';
import { scriptDirection } from './language-tag.ts';
import { apiPathSegments, componentPathOf, count, displayText, flag, NAME_LIMIT, number, object, pageText, text, type JsonRecord } from './fields.ts';

/** A project as the report shows it. */
export interface ProjectInfo {
  slug: string;
  name: string;
  web: string;
  webUrl: string;
}

/** A component as the report shows it: its summary's fields but the computed ones, and its API URL. */
export type ComponentInfo = Omit<ComponentSummary, 'coverage' | 'cells' | 'translations'> & { url: string };

/** What a change needs to know about its translation. */
export interface TranslationRef {
  languageCode: string;
  /** Whether it is its component's source translation (its strings are the source, not translated). */
  isSource: boolean;
  projectSlug: string | null;
  componentSlug: string | null;
  webUrl: string | null;
}

/** A language record reduced, or null without a code. */
export function languageInfo(record: JsonRecord): LanguageInfo | null {
  const served = text(record, 'code');
  if (served === null || served === '') return null;
  // A character HTML forbids in a page is U+FFFD in it (pageText), as in a username: a translation
  // into 'qq\u0007' put its BEL into the <title>, <h1> and tables of 6 pages.
  const code = pageText(served, '\uFFFD');
  const plural = object(record, 'plural');
  return {
    code,
    name: displayText(record, 'name') ?? clip(code, NAME_LIMIT),
    // The instance's own word where it gives one (its editor lays the text out so); else its script's.
    direction: directionOf(text(record, 'direction')) ?? scriptDirection(code),
    pluralForms: plural === null ? 0 : count(plural, 'number'),
    population: count(record, 'population'),
    webUrl: text(record, 'web_url') ?? '',
  };
}

/** A record's `direction` where it is one Weblate gives ('ltr' or 'rtl'), else null. */
function directionOf(value: string | null): 'ltr' | 'rtl' | null {
  return value === 'ltr' || value === 'rtl' ? value : null;
}

/**
 * The name of a project or component that has none but its slug: the slug with U+FFFD for each
 * character HTML forbids in a page (pageText), as a language's code. Kept as it was, a project
 * slugged 'orb\u0007it' without a name wrote its BEL into the <title>, headings and tables.
 */
function slugName(slug: string): string {
  return clip(pageText(slug, '\uFFFD'), NAME_LIMIT);
}

/** A project record reduced, or null without a slug. */
export function projectInfo(record: JsonRecord): ProjectInfo | null {
  const slug = text(record, 'slug');
  if (slug === null || slug === '') return null;
  return { slug, name: displayText(record, 'name') ?? slugName(slug), web: text(record, 'web') ?? '', webUrl: text(record, 'web_url') ?? '' };
}

/**
 * The slug of the project that listed a component stored without its own (`_atlas.project`, its API
 * URL), or null; null too where the component's URL names another project: the crawler's names the
 * project whose list held the component, and so the one its URL names, while a crawler before 727d25c
 * stored a server's `_atlas` as sent (on the instance's list, where it writes none), which named any.
 */
function projectOfListed(record: JsonRecord): string | null {
  const atlas = object(record, '_atlas');
  const url = atlas === null ? null : text(atlas, 'project');
  const slug = url === null ? null : apiPathSegments(url, 'projects')?.[0] ?? null;
  const own = text(record, 'url');
  const ofUrl = own === null ? null : apiPathSegments(own, 'components');
  return ofUrl !== null && ofUrl.length === 2 && ofUrl[0] !== slug ? null : slug;
}

/** Why componentInfo refuses a record: the first of its URL, slug and project it lacks. */
export function componentFlaw(record: JsonRecord): 'component-without-url' | 'component-without-slug' | 'component-without-project' {
  if (text(record, 'url') === null) return 'component-without-url';
  return text(record, 'slug') === null ? 'component-without-slug' : 'component-without-project';
}

/** A component record reduced, or null without its URL, slug or project (componentFlaw says which). */
export function componentInfo(record: JsonRecord): ComponentInfo | null {
  const url = text(record, 'url');
  // A slash in a component's path parts categories (Weblate's slugs hold none): a slug sent with
  // one ('a/x') took the page of the component 'x' in a category 'a', and one was dropped. Its
  // slashes are written %2F, as the API's own URLs write them.
  const ownSlug = text(record, 'slug')?.replaceAll('/', '%2F') ?? null;
  const project = object(record, 'project');
  const projectSlug = project === null ? projectOfListed(record) : text(project, 'slug');
  if (url === null || ownSlug === null || projectSlug === null) return null;
  // In a category (Weblate 5.x) the slug is unique only within it: two components can both be
  // `app`. The API URL spells the whole path (`desktop-apps%252Fapp`), so the report keys
  // components within a project by that, falling back to the slug for a URL of another shape.
  const segments = apiPathSegments(url, 'components');
  const path = segments !== null && segments.length === 2 && segments[0] === projectSlug ? componentPathOf(segments[1]!) : ownSlug;
  const slug = path.endsWith(`/${ownSlug}`) ? path : ownSlug;
  const licenseUrl = text(record, 'license_url');
  return {
    url,
    projectSlug,
    slug,
    name: displayText(record, 'name') ?? slugName(ownSlug),
    category: slug === ownSlug ? null : slug.slice(0, -ownSlug.length - 1),
    // These as the pages show them (pageText): a file format 'po\u0000mono' was written with its NUL.
    fileFormat: pageText(text(record, 'file_format') ?? ''),
    // Null for a caller without "Access repository" (schemas.ts): shown as not known.
    vcs: pageText(text(record, 'vcs') ?? ''),
    repo: pageText(text(record, 'repo') ?? ''),
    // Weblate 2026 lets a component inherit its license from its category or project: `license`
    // is then its own setting ('' while it inherits), `effective_license` the one in force.
    license: pageText(text(record, 'effective_license') ?? text(record, 'license') ?? ''),
    // Weblate sends null where it knows no URL for the license (none set, proprietary); '' too.
    licenseUrl: licenseUrl === null || licenseUrl === '' ? null : licenseUrl,
    isGlossary: flag(record, 'is_glossary'),
    sourceLanguage: sourceLanguageOf(record),
    priority: number(record, 'priority', 100),
    webUrl: text(record, 'web_url') ?? '',
    listed: true,
  };
}

/** The code of a component record's source language, as a language's code is read (languageInfo), or null where it has none. */
function sourceLanguageOf(record: JsonRecord): string | null {
  const source = object(record, 'source_language');
  return source === null ? null : (languageInfo(source)?.code ?? null);
}

/** The slugs of a translation's project and component from its API URL (`/api/translations/<project>/<component>/<language>/`), or null. */
export function translationSlugs(url: string): { projectSlug: string; componentSlug: string } | null {
  const segments = apiPathSegments(url, 'translations');
  if (segments === null || segments.length < 3) return null;
  return { projectSlug: segments[0] ?? '', componentSlug: componentPathOf(segments[1] ?? '') };
}

/**
 * A component known only by its project and component slugs (a translation's URLs name it, the
 * components list does not hold it): named by its own slug, in the categories its path names, with
 * nothing known of its files, repository, license or priority (`listed: false`).
 */
export function unlistedComponent(url: string, projectSlug: string, slug: string): ComponentInfo {
  const at = slug.lastIndexOf('/');
  return {
    url,
    projectSlug,
    slug,
    name: clip(slug.slice(at + 1), NAME_LIMIT),
    category: at === -1 ? null : slug.slice(0, at),
    fileFormat: '',
    vcs: '',
    repo: '',
    license: '',
    licenseUrl: null,
    isGlossary: false,
    sourceLanguage: null,
    priority: 100,
    webUrl: '',
    listed: false,
  };
}

/** The languages, projects, components and translations of a snapshot, looked up by what refers to them. */
export class Catalog {
  /** By code, from the languages collection (first wins) or, failing that, a translation's nested language. */
  readonly languages = new Map<string, LanguageInfo>();
  /** By slug. */
  readonly projects = new Map<string, ProjectInfo>();
  /** By API URL. */
  readonly components = new Map<string, ComponentInfo>();
  /** By API URL. */
  readonly translations = new Map<string, TranslationRef>();
  /** Components by project slug and slug (`orbit/app`), made when componentOf() first needs it. */
  private bySlugs: Map<string, ComponentInfo> | null = null;

  /** Adds a language record (ignored without a code or when the code is known). */
  addLanguage(record: JsonRecord): LanguageInfo | null {
    const info = languageInfo(record);
    return info === null ? null : this.addLanguageInfo(info);
  }

  /** Adds a reduced language unless its code is known; returns the one kept. */
  addLanguageInfo(info: LanguageInfo): LanguageInfo {
    const known = this.languages.get(info.code);
    if (known !== undefined) return known;
    this.languages.set(info.code, info);
    return info;
  }

  /** Adds a project record (ignored without a slug or when the slug is known). */
  addProject(record: JsonRecord): ProjectInfo | null {
    const info = projectInfo(record);
    if (info === null) return null;
    const known = this.projects.get(info.slug);
    if (known !== undefined) return known;
    this.projects.set(info.slug, info);
    return info;
  }

  /** Adds a component record, and its nested project when the projects collection lacks it. */
  addComponent(record: JsonRecord): ComponentInfo | null {
    const info = componentInfo(record);
    if (info === null) return null;
    const known = this.components.get(info.url);
    if (known !== undefined) return known;
    this.keep(info);
    const project = object(record, 'project');
    if (project !== null) this.addProject(project);
    return info;
  }

  /**
   * The component a translation belongs to where the catalog does not know its component's URL: the
   * component its project and component slugs name (from that URL, else from the translation's own),
   * known under another URL or else made of the slugs and added (unlistedComponent); null where
   * neither URL names them.
   */
  componentOf(componentUrl: string | null, translationUrl: string): ComponentInfo | null {
    const known = componentUrl === null ? undefined : this.components.get(componentUrl);
    if (known !== undefined) return known;
    const slugs = (componentUrl === null ? null : this.componentSlugs(componentUrl)) ?? translationSlugs(translationUrl);
    if (slugs === null || slugs.projectSlug === '' || slugs.componentSlug === '') return null;
    if (this.bySlugs === null) {
      this.bySlugs = new Map();
      for (const info of this.components.values()) {
        const key = slugKey(info.projectSlug, info.slug);
        if (!this.bySlugs.has(key)) this.bySlugs.set(key, info);
      }
    }
    const bySlugs = this.bySlugs.get(slugKey(slugs.projectSlug, slugs.componentSlug));
    if (bySlugs !== undefined) return bySlugs;
    const url = componentUrl ?? componentUrlOf(translationUrl, slugs.projectSlug, slugs.componentSlug);
    const info = unlistedComponent(url, slugs.projectSlug, slugs.componentSlug);
    this.keep(info);
    return info;
  }

  private keep(info: ComponentInfo): void {
    this.components.set(info.url, info);
    const key = slugKey(info.projectSlug, info.slug);
    // The first component of a project and slug wins, as the first of a URL does.
    if (this.bySlugs !== null && !this.bySlugs.has(key)) this.bySlugs.set(key, info);
  }

  /** Adds what changes need to know about a translation. */
  addTranslation(url: string, ref: TranslationRef): void {
    if (!this.translations.has(url)) this.translations.set(url, ref);
  }

  /** The component of an API URL: known, or (for a change naming one the snapshot lacks) its slugs from the URL. */
  componentSlugs(url: string): { projectSlug: string; componentSlug: string } | null {
    const known = this.components.get(url);
    if (known !== undefined) return { projectSlug: known.projectSlug, componentSlug: known.slug };
    const segments = apiPathSegments(url, 'components');
    if (segments === null || segments.length < 2) return null;
    return { projectSlug: segments[0] ?? '', componentSlug: componentPathOf(segments[1] ?? '') };
  }

  /** The translation of an API URL: known, or (for a removed translation) its codes from the URL. */
  translationRef(url: string): TranslationRef | null {
    const known = this.translations.get(url);
    if (known !== undefined) return known;
    // /api/translations/<project>/<component>/<language>/ names the language by its Weblate code.
    const segments = apiPathSegments(url, 'translations');
    if (segments === null || segments.length < 3) return null;
    return {
      projectSlug: segments[0] ?? null,
      componentSlug: segments[1] === undefined ? null : componentPathOf(segments[1]),
      languageCode: pageText(segments[2] ?? '', '\uFFFD'),
      // Gone from the snapshot: taken for a translation, as nearly every one is.
      isSource: false,
      webUrl: null,
    };
  }
}

function slugKey(projectSlug: string, slug: string): string {
  // Slugs hold no newline (a component's path parts its categories with '/').
  return `${projectSlug}\n${slug}`;
}

/** The API URL of the component a translation's API URL names, spelled as Weblate spells it. */
function componentUrlOf(translationUrl: string, projectSlug: string, componentSlug: string): string {
  const base = translationUrl.slice(0, translationUrl.indexOf('/api/translations/'));
  // Weblate writes a component path's slashes %2F in a URL, itself escaped once more (%252F).
  return `${base}/api/components/${encodeURIComponent(projectSlug)}/${encodeURIComponent(encodeURIComponent(componentSlug))}/`;
}
