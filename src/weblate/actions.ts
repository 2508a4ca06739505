// Weblate's change-log action codes, as data. A change's `action_name` is translated into the
// request's language and many names changed in 5.1 ("New translation" → "Translation added"), so
// the report keys everything on the numeric `action` and names it from this table.
//
// Names: Weblate's own English names (weblate/trans/actions.py, `ActionEvents`, up to 104 as of
// late 2026: 78–88 came in the 5.x series, 89–104 with workspaces, backups and remote updates).
// Codes 10–12, 16, 40 and 44 are unused there; newer releases add more, which show by number
// until they are added here.

/** English names of Weblate's change-log action codes, by code. */
export const ACTION_NAMES: ReadonlyMap<number, string> = new Map([
  [0, 'Resource updated'],
  [1, 'Translation completed'],
  [2, 'Translation changed'],
  [3, 'Comment added'],
  [4, 'Suggestion added'],
  [5, 'Translation added'],
  [6, 'Automatically translated'],
  [7, 'Suggestion accepted'],
  [8, 'Translation reverted'],
  [9, 'Translation uploaded'],
  [13, 'Source string added'],
  [14, 'Component locked'],
  [15, 'Component unlocked'],
  [17, 'Changes committed'],
  [18, 'Changes pushed'],
  [19, 'Repository reset'],
  [20, 'Repository merged'],
  [21, 'Repository rebased'],
  [22, 'Repository merge failed'],
  [23, 'Repository rebase failed'],
  [24, 'Parsing failed'],
  [25, 'Translation removed'],
  [26, 'Suggestion removed'],
  [27, 'Translation replaced'],
  [28, 'Repository push failed'],
  [29, 'Suggestion removed during cleanup'],
  [30, 'Source string changed'],
  [31, 'String added'],
  [32, 'Bulk status changed'],
  [33, 'Visibility changed'],
  [34, 'User added'],
  [35, 'User removed'],
  [36, 'Translation approved'],
  [37, 'Marked for edit'],
  [38, 'Component removed'],
  [39, 'Project removed'],
  [41, 'Project renamed'],
  [42, 'Component renamed'],
  [43, 'Moved component'],
  [45, 'Contributor joined'],
  [46, 'Announcement posted'],
  [47, 'Alert triggered'],
  [48, 'Language added'],
  [49, 'Language requested'],
  [50, 'Project created'],
  [51, 'Component created'],
  [52, 'User invited'],
  [53, 'Repository notification received'],
  [54, 'Translation replaced file by upload'],
  [55, 'License changed'],
  [56, 'Contributor license agreement changed'],
  [57, 'Screenshot added'],
  [58, 'Screenshot uploaded'],
  [59, 'String updated in the repository'],
  [60, 'Add-on installed'],
  [61, 'Add-on configuration changed'],
  [62, 'Add-on uninstalled'],
  [63, 'String removed'],
  [64, 'Comment removed'],
  [65, 'Comment resolved'],
  [66, 'Explanation updated'],
  [67, 'Category removed'],
  [68, 'Category renamed'],
  [69, 'Category moved'],
  [70, 'Saving string failed'],
  [71, 'String added in the repository'],
  [72, 'String updated in the upload'],
  [73, 'String added in the upload'],
  [74, 'Translation updated by source upload'],
  [75, 'Component translation completed'],
  [76, 'Applied enforced check'],
  [77, 'Propagated change'],
  [78, 'File uploaded'],
  [79, 'Extra flags updated'],
  [80, 'Font uploaded'],
  [81, 'Font changed'],
  [82, 'Font removed'],
  [83, 'Forced synchronization of translations'],
  [84, 'Forced rescan of translations'],
  [85, 'Screenshot removed'],
  [86, 'Label added'],
  [87, 'Label removed'],
  [88, 'Repository cleanup'],
  [89, 'Source string added in the upload'],
  [90, 'Source string added in the repository'],
  [91, 'Project backed up'],
  [92, 'Project restored'],
  [93, 'Component restored'],
  [94, 'User edit reverted'],
  [95, 'Project setting changed'],
  [96, 'Component setting changed'],
  [97, 'User access changed'],
  [98, 'Workspace created'],
  [99, 'Workspace setting changed'],
  [100, 'Project moved'],
  [101, 'Remote repository updated'],
  [102, 'Remote repository update failed'],
  [103, 'Alert dismissed'],
  [104, 'Alert reopened'],
]);

/** The English name of an action code; unknown codes read "Action <code>". */
export function actionName(code: number): string {
  return ACTION_NAMES.get(code) ?? `Action ${code}`;
}

// The actions that write a translation: a person typed, accepted, reverted, uploaded, approved or
// machine-translated text. Left out on purpose: 1 (a translation reached 100 %, a consequence
// rather than work), 3/4 (comments and suggestions: text not yet in the translation), 37 (only a
// state flag), 27/32/54 (bulk file replacements and bulk status edits, which would dwarf real
// work), and every source-string and repository action (mostly without a user).
/** Action codes counted as translations made: 2, 5, 6, 7, 8, 9 and 36. */
export const TRANSLATION_ACTIONS: readonly number[] = [2, 5, 6, 7, 8, 9, 36];

const TRANSLATION_SET: ReadonlySet<number> = new Set(TRANSLATION_ACTIONS);

/** Whether an action code is one of TRANSLATION_ACTIONS. */
export function isTranslationAction(code: number): boolean {
  return TRANSLATION_SET.has(code);
}

// A change's `target` is the translation's text for most actions, but not for these, though the
// change names a translation:
// - a comment (3, resolved 65, removed 64) or an announcement (46) is in whatever language its
//   writer chose;
// - 70 (saving a string failed) holds Weblate's own message, in English and untranslated
//   ("Could not find string in the translation file": Translation.update_units,
//   weblate/trans/models/translation.py, as of the 2026 source), on the string's change, and so on
//   its translation;
// - 79 (extra flags updated) holds the string's flags ("discard:check-glossary, max-length:10":
//   Unit.update_extra_flags, weblate/trans/models/unit.py), written on each translation's unit
//   when the source string's flags change.
const NOT_TRANSLATION_TEXT_ACTIONS: ReadonlySet<number> = new Set([3, 46, 64, 65, 70, 79]);

/** Whether a change's text is in its translation's language (not a comment or announcement, written in any, nor an error message or flags). */
export function isTextInTranslationLanguage(code: number): boolean {
  return !NOT_TRANSLATION_TEXT_ACTIONS.has(code);
}

/** The kinds of action the report tells apart, in the order activity charts give their colours. */
export const ACTION_KINDS = [
  'translations added',
  'translations edited',
  'suggestions',
  'comments and alerts',
  'source strings',
  'repository and administration',
] as const;

/** One of ACTION_KINDS. */
export type ActionKind = (typeof ACTION_KINDS)[number];

// What each code records, by its use in Weblate (weblate/trans/actions.py and where the codes are
// created). A code not listed (repository, project and user administration, and codes newer than
// this table) is of the last kind.
const KIND_CODES: readonly (readonly [ActionKind, readonly number[]])[] = [
  // By hand, by machine, by upload. 78 is the one record of an uploaded translation file
  // (Translation.handle_upload, whatever its method: translate, suggest, approve, replace), with
  // the counts of strings it accepted and skipped; Weblate lists it with repository actions, but to
  // a reader it is translations uploaded, beside 9 and 54.
  ['translations added', [5, 6, 9, 1, 27, 54, 75, 78]],
  // Edited, reverted, reviewed.
  ['translations edited', [2, 8, 32, 36, 37, 76, 77, 94]],
  ['suggestions', [4, 7, 26, 29]],
  // Comments, announcements, alerts and failures: what asks for someone's attention.
  ['comments and alerts', [3, 64, 65, 46, 47, 103, 104, 22, 23, 24, 28, 70, 102]],
  // Source strings and what goes with them.
  ['source strings', [0, 13, 30, 31, 57, 58, 59, 63, 66, 71, 72, 73, 74, 79, 85, 86, 87, 89, 90]],
  // Listed although the kind takes every code not listed: 25 is the removal of a whole translation
  // (a language of a component deleted, logged with project and component removals), not of a
  // string's text, which its name "Translation removed" could be taken for.
  ['repository and administration', [25]],
];

const KIND_OF: ReadonlyMap<number, ActionKind> = new Map(KIND_CODES.flatMap(([kind, codes]) => codes.map((code) => [code, kind] as const)));

/** The kind of an action code; codes not classified (administration, newer codes) are 'repository and administration'. */
export function actionKind(code: number): ActionKind {
  return KIND_OF.get(code) ?? 'repository and administration';
}

/**
 * Whether a change's author wrote text in it: every kind but the repository and administration,
 * where Weblate names the person who acted as author too (a project or component created: codes
 * 50 and 51 have user and author set, and an empty target).
 */
export function isWrittenTextAction(code: number): boolean {
  return actionKind(code) !== 'repository and administration';
}
