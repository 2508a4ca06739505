// The Weblate read API as data: one zod schema per record the read-API document describes.
// Objects are loose (servers add fields release after release and a report must not break on
// them), and fields are nullable or optional where real servers differ from the document (see
// real-weblate-notes.md beside the read-API document): each such place says which server does
// what. A few fields the document lists are optional though neither document names a server
// without them; each of those says so.
import { z } from 'zod';

const integer = z.int();
const count = z.int().nonnegative();
const percent = z.number().min(0).max(100);
const url = z.string().min(1);
// The read-API document: UTC with microseconds and a trailing Z. Real servers may write an offset
// (+01:00) instead (real-weblate-notes.md, which names no version).
const timestamp = z.iso.datetime({ offset: true });

/** A language's plural definition. */
export const pluralSchema = z.looseObject({
  id: integer,
  source: integer,
  number: z.int().min(1),
  formula: z.string(),
  type: integer,
});

/** A language record (`/api/languages/`). */
export const languageSchema = z.looseObject({
  code: z.string().min(1),
  name: z.string(),
  plural: pluralSchema,
  // Listed by the read-API document; neither document names a server without it (nor
  // statistics_url below): optional so that one lacking it still crawls.
  aliases: z.array(z.string()).optional(),
  // Blank is Weblate's "detect the text's direction" (weblate/lang/models.py; its OpenAPI schema of
  // 2026.11: DirectionEnum | BlankEnum): saving a language fills it in, but one stored otherwise
  // (an import, a migration) is served blank, and failed the whole crawl. The report takes the
  // script's direction for it (src/report/catalog.ts).
  direction: z.enum(['ltr', 'rtl', '']),
  // Weblate before 4.13 has no population.
  population: count.optional(),
  web_url: url,
  url,
  statistics_url: url.optional(),
});

/** A project record (`/api/projects/`). */
export const projectSchema = z.looseObject({
  id: integer,
  name: z.string(),
  slug: z.string().min(1),
  web: z.string(),
  web_url: url,
  url,
  components_list_url: url,
  // This field and every optional one below are listed by the read-API document, and neither
  // document names a server without them: optional so that one lacking any still crawls. (The
  // notes say only that what languages_url points to is a plain array on real servers.)
  repository_url: url.optional(),
  statistics_url: url.optional(),
  changes_list_url: url,
  languages_url: url.optional(),
  translation_review: z.boolean().optional(),
  source_review: z.boolean().optional(),
  set_language_team: z.boolean().optional(),
  instructions: z.string().optional(),
  enable_hooks: z.boolean().optional(),
  language_aliases: z.string().optional(),
});

/** A component record (`/api/projects/<p>/components/`). */
export const componentSchema = z.looseObject({
  // Required: what identifies a component and what the report shows. The document's other fields
  // are optional, so that a server version without one of them still crawls.
  id: integer,
  name: z.string(),
  slug: z.string().min(1),
  // Weblate before 4.3 keeps the source language on the project, not on its components.
  source_language: languageSchema.optional(),
  // Left out of the components a project lists (Weblate's ProjectViewSet removes it, every
  // version): the crawler then stores the project's URL under `_atlas.project`.
  project: projectSchema.optional(),
  // Null for a caller without "Access repository" (vcs.view): Weblate's ComponentSerializer blanks
  // vcs, repo, branch, filemask and push (every version), screenshot_filemask (4.x on), git_export,
  // push_branch and repoweb (5.x) for them, in the components nested in translations too. Such
  // callers are a protected project's visitors, a translator's token on a private project, and
  // anyone on an instance whose guests lost that right.
  vcs: z.string().nullable(),
  repo: z.string().nullable(),
  git_export: z.string().nullable().optional(),
  branch: z.string().nullable().optional(),
  push_branch: z.string().nullable().optional(),
  push: z.string().nullable().optional(),
  filemask: z.string().nullable(),
  screenshot_filemask: z.string().nullable().optional(),
  template: z.string().optional(),
  edit_template: z.boolean().optional(),
  intermediate: z.string().optional(),
  new_base: z.string().optional(),
  file_format: z.string(),
  license: z.string(),
  // Null where Weblate knows no URL for the license: none set (''), proprietary, or one of its own.
  license_url: z.string().nullable().optional(),
  agreement: z.string().optional(),
  web_url: url,
  url,
  repository_url: url.optional(),
  translations_url: url,
  statistics_url: url.optional(),
  lock_url: url.optional(),
  links_url: url.optional(),
  changes_list_url: url,
  // The read-API document saw only null; neither document names a server without the field.
  task_url: z.string().nullable().optional(),
  new_lang: z.string(),
  language_code_style: z.string().optional(),
  check_flags: z.string().optional(),
  priority: integer,
  // A string on Weblate before 4.5 where its database held one ('' or a list written as text),
  // as its migrations 0096 and 0123 repair.
  enforced_checks: z.union([z.array(z.unknown()), z.string()]).optional(),
  restricted: z.boolean().optional(),
  repoweb: z.string().nullable().optional(),
  report_source_bugs: z.string().optional(),
  merge_style: z.string().optional(),
  commit_message: z.string().optional(),
  add_message: z.string().optional(),
  delete_message: z.string().optional(),
  merge_message: z.string().optional(),
  addon_message: z.string().optional(),
  pull_message: z.string().optional(),
  allow_translation_propagation: z.boolean().optional(),
  manage_units: z.boolean().optional(),
  enable_suggestions: z.boolean().optional(),
  suggestion_voting: z.boolean().optional(),
  suggestion_autoaccept: integer.optional(),
  push_on_commit: z.boolean().optional(),
  commit_pending_age: integer.optional(),
  auto_lock_error: z.boolean().optional(),
  language_regex: z.string().optional(),
  variant_regex: z.string().optional(),
  addons: z.array(url).optional(),
  // Weblate before 4.5 kept glossaries apart from components and has no such field: read as false.
  is_glossary: z.boolean().optional(),
  glossary_color: z.string().optional(),
});

/** A translation record (`/api/components/<p>/<c>/translations/`). */
export const translationSchema = z.looseObject({
  id: integer,
  language: languageSchema,
  // The code as the component's files spell it (`pt-rBR` in Android components); group by language.code.
  language_code: z.string(),
  // Weblate leaves the component out of translations listed under a component, in 3.x, 4.x and
  // 5.x alike (remove_fields=("component",)): the list they came from is their context.
  component: componentSchema.optional(),
  filename: z.string(),
  revision: z.string(),
  is_template: z.boolean(),
  is_source: z.boolean(),
  total: count,
  total_words: count,
  translated: count,
  translated_words: count,
  translated_percent: percent,
  fuzzy: count,
  fuzzy_words: count,
  fuzzy_percent: percent,
  failing_checks: count,
  failing_checks_words: count,
  failing_checks_percent: percent,
  have_suggestion: count,
  have_comment: count,
  // The document saw only null; real servers send an ISO time and an author's name.
  last_change: timestamp.nullable(),
  last_author: z.string().nullable(),
  web_url: url,
  share_url: url,
  translate_url: url,
  url,
  repository_url: url,
  file_url: url,
  statistics_url: url,
  changes_list_url: url,
  units_list_url: url,
});

/** A user record as the user list gives it to everyone; administrators see more (removed on storage). */
export const userSchema = z.looseObject({
  username: z.string().min(1),
  full_name: z.string(),
});

/**
 * A user the crawl took from the change log, where the user list was empty, refused or held only
 * the caller: the username from a change's `user` or `author` URL, and that URL. No server sends it.
 */
export const changeLogUserSchema = z.strictObject({
  username: z.string().min(1),
  url,
});

/**
 * A user record as the user list gave it, as a snapshot stores it: the public fields only
 * (normalize.ts PUBLIC_USER_FIELDS), since what administrators see (`email`, …) is removed.
 */
export const storedListedUserSchema = z.strictObject({
  id: integer.optional(),
  username: z.string().min(1),
  full_name: z.string(),
  url: url.optional(),
  statistics_url: url.optional(),
  is_bot: z.boolean().optional(),
});

/** A user record as a snapshot stores it: as the user list gave it, or taken from the change log. */
export const storedUserSchema = z.union([storedListedUserSchema, changeLogUserSchema]);

/** A translation as a snapshot stores it: with `_atlas.component`, the URL of its component (null only where nothing told it). */
export const storedTranslationSchema = translationSchema.extend({
  _atlas: z
    .strictObject({
      component: url.nullable().describe('URL of the translation\'s component: from its `component` field, else the list it came from, else its own URL; null only for a record stored under --lenient that told none of them.'),
    })
    .describe('Added by weblate-atlas: the translation\'s context, which Weblate (3.x, 4.x and 5.x alike) leaves out of translations listed under a component.'),
});

/** A component as a snapshot stores it: where it came without its project, with `_atlas.project`, the URL of the project that listed it. */
export const storedComponentSchema = componentSchema.extend({
  _atlas: z
    .strictObject({
      project: url.describe('URL of the project whose components list held the component.'),
    })
    .optional()
    .describe('Added by weblate-atlas to a component that came without its project: Weblate leaves `project` out of the components a project lists.'),
});

/** A change record (`/api/changes/`). */
export const changeSchema = z.looseObject({
  id: integer,
  url,
  unit: url.nullable(),
  component: url.nullable(),
  translation: url.nullable(),
  user: url.nullable(),
  author: url.nullable(),
  timestamp,
  // Codes beyond the document's table exist (0 to 104 in Weblate 5.x) and new releases add more.
  action: integer,
  // Translated into the request's language and renamed in 5.1: never used as a key.
  action_name: z.string(),
  target: z.string(),
  // Present from Weblate 5.6 (variant B); absent on older servers (variant A).
  old: z.string().optional(),
  details: z.record(z.string(), z.unknown()).optional(),
  // Weblate 2026.x adds `alert`, whose shape neither document gives: not declared, it is kept as
  // served, as every field of a loose object is, but for credentials in URLs, which the crawler
  // leaves out of it as of `details` (normalize.ts).
});

/** The envelope of every paginated list. */
export const listEnvelopeSchema = z.looseObject({
  count,
  next: url.nullable(),
  previous: url.nullable(),
  results: z.array(z.unknown()),
});

/** The schema of each collection's records as a server sends them, by collection name. */
export const RECORD_SCHEMAS = {
  languages: languageSchema,
  projects: projectSchema,
  components: componentSchema,
  translations: translationSchema,
  users: userSchema,
  changes: changeSchema,
} as const;

/** A change as a snapshot stores it: where it names no component nor translation and came from a project's log, with `_atlas.project`, that project's URL. */
export const storedChangeSchema = changeSchema.extend({
  _atlas: z
    .strictObject({
      project: url.describe('URL of the project whose change log held the change.'),
    })
    .optional()
    .describe('Added by weblate-atlas to a change read from a project\'s change log (--project) that names no component nor translation: a project created names no project, as Weblate\'s change records have no such field.'),
});

/** The schema of each collection's records as a snapshot stores them: components, translations and changes with `_atlas`, users public or from the change log. */
export const STORED_RECORD_SCHEMAS = {
  ...RECORD_SCHEMAS, components: storedComponentSchema, translations: storedTranslationSchema, users: storedUserSchema, changes: storedChangeSchema,
} as const;

export type Language = z.infer<typeof languageSchema>;
export type Project = z.infer<typeof projectSchema>;
export type Component = z.infer<typeof componentSchema>;
export type Translation = z.infer<typeof translationSchema>;
export type User = z.infer<typeof userSchema>;
export type Change = z.infer<typeof changeSchema>;
