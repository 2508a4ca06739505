// The sample instance's records as the read API serializes them, field by field and in the
// order of ../shared/api/weblate-read-api.md. API URLs carry `?format=api` when the request did.
import { ACTION, changeTarget, type ChangeLog } from './changelog.ts';
import { hash32 } from './random.ts';
import { translationStatistics } from './statistics.ts';
import type { World } from './world.ts';

/** The change-log variants: the document's A and B, and a real Weblate 5.x server. */
export type ChangeVariant = 'A' | 'B' | '5x';

/** What a response's records depend on besides the data. */
export interface RecordContext {
  /** Origin plus path prefix, without a trailing slash: `http://127.0.0.1:8000/weblate`. */
  base: string;
  /** '' or '?format=api'. */
  apiSuffix: string;
  variant: ChangeVariant;
  strict: boolean;
  /** Offset of the server's time zone in minutes; 0 writes `Z`. */
  offsetMinutes: number;
  /** The caller lacks "Access repository" (vcs.view): components come with their repository fields null. */
  hideVcs?: boolean;
}

type Json = Record<string, unknown>;

// Action names as each variant sends them. Variant A and B use the names the document lists
// (they differ only for 13); 5.x renamed most of them in 5.1. Codes beyond the document keep
// their 5.x names everywhere.
const DOCUMENT_NAMES: Record<number, string> = {
  0: 'Resource update', 2: 'Translation changed', 5: 'New translation', 13: 'New source string',
  17: 'Committed changes', 18: 'Pushed changes', 21: 'Rebased repository', 50: 'Created project',
  51: 'Created component', 53: 'Received repository notification', 59: 'String updated in the repository',
  3: 'Comment added', 4: 'Suggestion added', 7: 'Suggestion accepted', 9: 'Translation uploaded',
  45: 'Contributor joined',
};
const WEBLATE_5_NAMES: Record<number, string> = {
  ...DOCUMENT_NAMES,
  0: 'Resource updated', 5: 'Translation added', 13: 'Source string added', 17: 'Changes committed',
  18: 'Changes pushed', 21: 'Repository rebased', 50: 'Project created', 51: 'Component created',
  53: 'Repository notification received',
};

/** The action name a variant's server sends for a code. */
export function actionName(variant: ChangeVariant, action: number): string {
  if (variant === '5x') return WEBLATE_5_NAMES[action] ?? `Action ${action}`;
  if (variant === 'B' && action === ACTION.newSourceString) return 'Source string added';
  return DOCUMENT_NAMES[action] ?? `Action ${action}`;
}

/** Formats microseconds since the epoch as ISO 8601 with microseconds and `Z` or an offset. */
export function formatTimestamp(micros: number, offsetMinutes: number): string {
  const local = micros + offsetMinutes * 60_000_000;
  const seconds = Math.floor(local / 1_000_000);
  const fraction = String(local - seconds * 1_000_000).padStart(6, '0');
  const iso = new Date(seconds * 1000).toISOString().slice(0, 19);
  if (offsetMinutes === 0) return `${iso}.${fraction}Z`;
  const sign = offsetMinutes < 0 ? '-' : '+';
  const abs = Math.abs(offsetMinutes);
  return `${iso}.${fraction}${sign}${String(Math.floor(abs / 60)).padStart(2, '0')}:${String(abs % 60).padStart(2, '0')}`;
}

/** A language code as a component's files spell it (Weblate's language_code_style). */
export function styledLanguageCode(code: string, style: string): string {
  if (style !== 'android') return code;
  const [language, region] = code.split('_');
  if (!region) return code;
  // Android writes regions as -rXX and scripts with the BCP 47 "b+" form.
  return region.length > 2 ? `b+${language}+${region}` : `${language}-r${region}`;
}

const api = (ctx: RecordContext, path: string) => `${ctx.base}/api/${path}${ctx.apiSuffix}`;
const web = (ctx: RecordContext, path: string) => `${ctx.base}/${path}`;

/**
 * A component's path in API URLs: `<project>/<component>`. Weblate 5.x puts a component in a
 * category as one segment with its slashes encoded twice (`guides%252Fuser%252Fwebsite`).
 */
export function componentApiPath(world: World, c: number): string {
  const component = world.components[c]!;
  const inCategory = encodeURIComponent(encodeURIComponent(component.path));
  return `${world.projects[component.project]!.slug}/${component.category < 0 ? component.slug : inCategory}`;
}

/** A component's path in web URLs: `<project>/<categories>/<component>`, slashes as they are. */
function componentWebPath(world: World, c: number): string {
  const component = world.components[c]!;
  return `${world.projects[component.project]!.slug}/${component.path}`;
}

/** A category record (Weblate 5.0 and later). */
export function categoryRecord(world: World, ctx: RecordContext, index: number): Json {
  const category = world.categories![index]!;
  return {
    name: category.name,
    slug: category.slug,
    project: api(ctx, `projects/${world.projects[category.project]!.slug}/`),
    category: category.parent < 0 ? null : api(ctx, `categories/${category.parent + 1}/`),
    url: api(ctx, `categories/${index + 1}/`),
  };
}

/** A language record. */
export function languageRecord(world: World, ctx: RecordContext, l: number): Json {
  const language = world.languages[l]!;
  const { id, number, formula, type } = language.plural;
  return {
    code: language.code,
    name: language.name,
    plural: { id, source: 0, number, formula, type },
    aliases: language.aliases,
    direction: language.direction,
    population: language.population,
    web_url: web(ctx, `languages/${language.code}/`),
    url: api(ctx, `languages/${language.code}/`),
    statistics_url: api(ctx, `languages/${language.code}/statistics/`),
  };
}

/** A project record. */
export function projectRecord(world: World, ctx: RecordContext, p: number): Json {
  const project = world.projects[p]!;
  const slug = project.slug;
  return {
    id: p + 1,
    name: project.name,
    slug,
    web: project.web,
    web_url: web(ctx, `projects/${slug}/`),
    url: api(ctx, `projects/${slug}/`),
    components_list_url: api(ctx, `projects/${slug}/components/`),
    repository_url: api(ctx, `projects/${slug}/repository/`),
    statistics_url: api(ctx, `projects/${slug}/statistics/`),
    changes_list_url: api(ctx, `projects/${slug}/changes/`),
    languages_url: api(ctx, `projects/${slug}/languages/`),
    translation_review: project.translationReview,
    source_review: project.sourceReview,
    set_language_team: project.setLanguageTeam,
    instructions: project.instructions,
    enable_hooks: project.enableHooks,
    language_aliases: project.languageAliases,
  };
}

const COMMIT_MESSAGE =
  'Translated using Weblate ({{ language_name }})\n\nCurrently translated at {{ stats.translated_percent }}% ' +
  '({{ stats.translated }} of {{ stats.all }} strings)\n\nTranslation: {{ project_name }}/{{ component_name }}\n' +
  'Translate-URL: {{ url }}';
const ADD_MESSAGE = 'Added translation using Weblate ({{ language_name }})\n\n';
const DELETE_MESSAGE = 'Deleted translation using Weblate ({{ language_name }})\n\n';
const MERGE_MESSAGE = "Merge branch '{{ component_remote_branch }}' into Weblate.\n\n";
const ADDON_MESSAGE =
  'Update translation files\n\nUpdated by "{{ addon_name }}" add-on in Weblate.\n\n' +
  'Translation: {{ project_name }}/{{ component_name }}\nTranslate-URL: {{ url }}';
const PULL_MESSAGE =
  'Translations update from {{ site_title }}\n\nTranslations update from [{{ site_title }}]({{ site_url }}) for ' +
  '[{{ project_name }}/{{ component_name }}]({{url}}).\n\n{% if component_linked_childs %}\nIt also includes ' +
  'following components:\n{% for linked in component_linked_childs %}\n* [{{ linked.project_name }}/' +
  '{{ linked.name }}]({{ linked.url }})\n{% endfor %}\n{% endif %}\n\nCurrent translation status:\n\n' +
  '![Weblate translation status]({{ widget_url }})\n';

/** A component record, with its project and source language in full. */
export function componentRecord(world: World, ctx: RecordContext, c: number): Json {
  const component = world.components[c]!;
  const path = componentApiPath(world, c);
  const webPath = componentWebPath(world, c);
  const record: Json = {
    id: c + 1,
    name: component.name,
    slug: component.slug,
    source_language: languageRecord(world, ctx, 0),
    project: projectRecord(world, ctx, component.project),
  };
  // Weblate 5.x sends `category` on every component; the read-API document has no categories.
  if (world.categories !== null) {
    record['category'] = component.category < 0 ? null : api(ctx, `categories/${component.category + 1}/`);
  }
  return Object.assign(record, {
    vcs: component.vcs,
    repo: component.repo,
    git_export: web(ctx, `git/${webPath}/`),
    branch: component.branch,
    push_branch: component.pushBranch,
    push: component.push,
    filemask: component.filemask,
    screenshot_filemask: '',
    template: component.template,
    edit_template: component.template !== '',
    intermediate: '',
    new_base: component.newBase,
    file_format: component.fileFormat,
    license: component.license,
    license_url: component.licenseUrl,
    agreement: component.agreement,
    web_url: web(ctx, `projects/${webPath}/`),
    url: api(ctx, `components/${path}/`),
    repository_url: api(ctx, `components/${path}/repository/`),
    translations_url: api(ctx, `components/${path}/translations/`),
    statistics_url: api(ctx, `components/${path}/statistics/`),
    lock_url: api(ctx, `components/${path}/lock/`),
    links_url: api(ctx, `components/${path}/links/`),
    changes_list_url: api(ctx, `components/${path}/changes/`),
    task_url: null,
    new_lang: component.newLang,
    language_code_style: component.languageCodeStyle,
    check_flags: component.checkFlags,
    priority: component.priority,
    enforced_checks: [],
    restricted: component.restricted,
    repoweb: component.repoweb,
    report_source_bugs: component.reportSourceBugs,
    merge_style: 'rebase',
    commit_message: COMMIT_MESSAGE,
    add_message: ADD_MESSAGE,
    delete_message: DELETE_MESSAGE,
    merge_message: MERGE_MESSAGE,
    addon_message: ADDON_MESSAGE,
    pull_message: PULL_MESSAGE,
    allow_translation_propagation: !component.isGlossary,
    manage_units: component.isGlossary,
    enable_suggestions: true,
    suggestion_voting: false,
    suggestion_autoaccept: 0,
    push_on_commit: !component.isGlossary,
    commit_pending_age: 24,
    auto_lock_error: true,
    language_regex: '^[^.]+$',
    variant_regex: '',
    addons: component.addons.map((addon) => api(ctx, `addons/${addon}/`)),
    is_glossary: component.isGlossary,
    glossary_color: 'silver',
  }, ctx.hideVcs ? HIDDEN_VCS : {});
}

// What Weblate's ComponentSerializer sends a caller without "Access repository" (5.x: older
// versions blank fewer of these); linked_component too, which the sample never sends.
const HIDDEN_VCS: Readonly<Json> = {
  vcs: null, repo: null, branch: null, filemask: null, screenshot_filemask: null, push: null, git_export: null, push_branch: null, repoweb: null,
};

/** The last change and last author of a translation, when the server reports them. */
export interface LastChange {
  timestamp: string | null;
  author: string | null;
}

/** A translation record; `withComponent` false drops the component as 5.x lists do. */
export function translationRecord(
  world: World, ctx: RecordContext, t: number, withComponent: boolean, last: LastChange,
): Json {
  const c = world.trComponent[t]!;
  const component = world.components[c]!;
  const project = world.projects[component.project]!;
  const language = world.languages[world.trLanguage[t]!]!;
  const isSource = t === component.trStart;
  const code = language.code;
  const fileCode = styledLanguageCode(code, component.languageCodeStyle);
  const glossarySource = component.isGlossary && isSource;
  const isTemplate = isSource && (component.isGlossary || component.template !== '');
  const filename =
    glossarySource ? ''
    : isSource ? component.template
    : component.filemask.replace('*', fileCode);
  const path = `${componentApiPath(world, c)}/${code}`;
  const webPath = `${componentWebPath(world, c)}/${code}`;
  const record: Json = {
    id: t + 1,
    language: languageRecord(world, ctx, world.trLanguage[t]!),
    language_code: fileCode,
  };
  if (withComponent) record['component'] = componentRecord(world, ctx, c);
  Object.assign(record, {
    filename,
    revision: glossarySource ? '' : hash32(world.seed, 50, c).toString(16).padStart(8, '0').repeat(5),
    is_template: isTemplate,
    is_source: isSource,
    ...translationStatistics(world, t),
    last_change: last.timestamp,
    last_author: last.author,
    web_url: web(ctx, `projects/${webPath}/`),
    share_url: web(ctx, `engage/${project.slug}/${code}/`),
    translate_url: web(ctx, `translate/${webPath}/`),
    url: api(ctx, `translations/${path}/`),
    repository_url: api(ctx, `translations/${path}/repository/`),
    file_url: api(ctx, `translations/${path}/file/`),
    statistics_url: api(ctx, `translations/${path}/statistics/`),
    changes_list_url: api(ctx, `translations/${path}/changes/`),
    units_list_url: api(ctx, `translations/${path}/units/`),
  });
  return record;
}

/** A user record: the list fields for everyone, and what an administrator's token also sees. */
export function userRecord(world: World, ctx: RecordContext, u: number, admin: boolean): Json {
  const username = world.usernames[u]!;
  if (!admin) return { full_name: world.fullNames[u]!, username };
  const joined = Date.UTC(2019, 0, 1) + (hash32(world.seed, 60, u) % 1_700) * 86_400_000;
  return {
    id: u + 1,
    email: `${username.replace('@', '.')}@users.sample-weblate.example`,
    full_name: world.fullNames[u]!,
    username,
    groups: [api(ctx, 'groups/2/')],
    notify: [],
    is_superuser: u === 1,
    is_active: world.deletedUser[u] === 0,
    is_bot: false,
    date_joined: formatTimestamp(joined * 1000, ctx.offsetMinutes),
    last_login: formatTimestamp((joined + 86_400_000 * 30) * 1000, ctx.offsetMinutes),
    url: api(ctx, `users/${username}/`),
    statistics_url: api(ctx, `users/${username}/statistics/`),
  };
}

/** A change record as the variant serializes it. */
export function changeRecord(world: World, log: ChangeLog, ctx: RecordContext, index: number): Json {
  const translation = log.translation[index]!;
  const componentIndex = log.component[index]!;
  const componentPath = () => componentApiPath(world, componentIndex);
  const user = log.user[index]!;
  const author = log.author[index]!;
  const action = log.action[index]!;
  const record: Json = {
    id: index + 1,
    url: api(ctx, `changes/${index + 1}/`),
    unit: log.unit[index]! >= 0 ? api(ctx, `units/${log.unit[index]}/`) : null,
    component: componentIndex >= 0 ? api(ctx, `components/${componentPath()}/`) : null,
    translation:
      translation >= 0
        ? api(ctx, `translations/${componentPath()}/${world.languages[world.trLanguage[translation]!]!.code}/`)
        : null,
    user: user >= 0 ? api(ctx, `users/${world.usernames[user]}/`) : null,
    author: author >= 0 ? api(ctx, `users/${world.usernames[author]}/`) : null,
    timestamp: formatTimestamp(log.time[index]!, ctx.offsetMinutes),
    action,
    action_name: actionName(ctx.variant, action),
    target: changeTarget(world, log, index),
  };
  if (ctx.variant === 'B') {
    record['old'] = '';
    record['details'] = {};
  }
  return record;
}
