// Weblate's change-log action codes, as data. A change's `action_name` is translated into the
// request's language and many names changed in 5.1 ("New translation" → "Translation added"), so
// the report keys everything on the numeric `action` and names it from this table.
//
// Names: Weblate's own English names (weblate/trans/actions.py, `ActionEvents`, as of the 5.x
// series). Codes 10–12, 16, 40 and 44 are unused there; newer releases add codes past 77, which
// show by number until they are added here.

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

// A change's `target` is the translation's text for most actions, but a comment (3, resolved 65,
// removed 64) or an announcement (46) is in whatever language its writer chose.
const FREE_TEXT_ACTIONS: ReadonlySet<number> = new Set([3, 46, 64, 65]);

/** Whether a change's text is in its translation's language (not a comment or announcement, written in any). */
export function isTextInTranslationLanguage(code: number): boolean {
  return !FREE_TEXT_ACTIONS.has(code);
}

/** A group of action codes drawn as one colour in charts. */
export interface ActionGroup {
  id: 'translation' | 'review' | 'source' | 'repository' | 'administration' | 'other';
  label: string;
  /** The codes in the group; 'other' lists none and takes every code no group names (1, 75–77 and unknown codes). */
  codes: readonly number[];
  /** Index into the Okabe–Ito palette (colour-blind safe): 0 orange, 1 sky blue, 2 bluish green, 3 yellow, 4 blue, 5 vermillion, 6 reddish purple, 7 grey. */
  palette: number;
}

/** Action groups for charts, in drawing order; every code falls in exactly one (see actionGroup). */
export const ACTION_GROUPS: readonly ActionGroup[] = [
  { id: 'translation', label: 'Translations', codes: TRANSLATION_ACTIONS, palette: 4 },
  { id: 'review', label: 'Suggestions and comments', codes: [3, 4, 26, 29, 37, 64, 65], palette: 0 },
  { id: 'source', label: 'Source strings', codes: [0, 13, 27, 30, 31, 32, 54, 59, 63, 66, 71, 72, 73, 74], palette: 2 },
  { id: 'repository', label: 'Repository', codes: [14, 15, 17, 18, 19, 20, 21, 22, 23, 24, 28, 53, 70], palette: 1 },
  {
    id: 'administration',
    label: 'Administration',
    codes: [25, 33, 34, 35, 38, 39, 41, 42, 43, 45, 46, 47, 48, 49, 50, 51, 52, 55, 56, 57, 58, 60, 61, 62, 67, 68, 69],
    palette: 6,
  },
  { id: 'other', label: 'Other', codes: [], palette: 7 },
];

const GROUP_OF: ReadonlyMap<number, ActionGroup> = new Map(ACTION_GROUPS.flatMap((group) => group.codes.map((code) => [code, group] as const)));

/** The chart group of an action code ('other' for codes no group names). */
export function actionGroup(code: number): ActionGroup {
  // The last group is 'other'; the table above always has it.
  return GROUP_OF.get(code) ?? (ACTION_GROUPS[ACTION_GROUPS.length - 1] as ActionGroup);
}
