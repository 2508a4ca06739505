// A manifest's validation problems in words, on one line: each names its field, what was
// expected there and what the file holds, where zod's own print took three lines and said
// "Invalid input → at formatVersion" of a formatVersion left out.
import type { core } from 'zod';

/** A field's path as the messages write it: `collections.users.files[0]`. */
export function fieldPath(path: readonly PropertyKey[]): string {
  return path.map((key, i) => (typeof key === 'number' ? `[${key}]` : `${i === 0 ? '' : '.'}${String(key)}`)).join('');
}

// The longest text of the file quoted in a message: a megabyte's baseUrl is not printed whole.
const QUOTED = 60;

/** What a JSON value is, as a message says it: `the string "4"`, `-1`, `null`, `an object`, `an empty list`. */
export function describeValue(value: unknown): string {
  if (value === null) return 'null';
  if (typeof value === 'string') {
    // JSON.stringify writes control characters as escapes: the file's text cannot colour a terminal.
    const quoted = JSON.stringify(value.length > QUOTED ? `${value.slice(0, QUOTED)}…` : value);
    return `the string ${quoted}`;
  }
  if (typeof value === 'number' || typeof value === 'boolean') return String(value);
  if (Array.isArray(value)) return value.length === 0 ? 'an empty list' : 'a list';
  return typeof value === 'object' ? 'an object' : String(value);
}

/** "a, b or c". */
function either(parts: readonly string[]): string {
  return parts.length <= 1 ? (parts[0] ?? '') : `${parts.slice(0, -1).join(', ')} or ${parts.at(-1)}`;
}

/** The value at `path` in what was parsed, or undefined where there is none. */
function valueAt(root: unknown, path: readonly PropertyKey[]): unknown {
  let value = root;
  for (const key of path) {
    if (typeof value !== 'object' || value === null) return undefined;
    value = (value as Record<PropertyKey, unknown>)[key];
  }
  return value;
}

const TYPES: Record<string, string> = {
  int: 'a whole number', number: 'a number', string: 'a string', boolean: 'true or false', object: 'an object', array: 'a list', null: 'null',
};

/** The literal values an issue (a union of them, as formatVersion is) allows, or null where it is not about such values. */
function allowedValues(issue: core.$ZodIssue): unknown[] | null {
  if (issue.code === 'invalid_value') return [...issue.values];
  if (issue.code !== 'invalid_union') return null;
  const values: unknown[] = [];
  for (const branch of issue.errors) {
    for (const inner of branch) {
      if (inner.code !== 'invalid_value' || inner.path.length > 0) return null;
      values.push(...inner.values);
    }
  }
  return values.length === 0 ? null : values;
}

/** What a format or pattern of the manifest expects, in words. */
function formatText(issue: core.$ZodIssue & { code: 'invalid_format' }): string {
  if (issue.format === 'datetime') return 'a UTC time ending in Z, such as 2026-11-21T02:00:00Z';
  const last = issue.path.at(-1);
  if (last === 'sha256') return '64 lowercase hexadecimal digits';
  if (issue.path.includes('files')) return "a path inside the snapshot folder: names of letters, digits, '.', '_' and '-' between '/', none starting with '.'";
  return `text of the form ${issue.pattern ?? issue.format}`;
}

/** What the issue expected, in words, or null where its own message says it (a refinement's, a key not known). */
function expectedText(issue: core.$ZodIssue): string | null {
  const values = allowedValues(issue);
  if (values !== null) return either(values.map((value) => JSON.stringify(value)));
  switch (issue.code) {
    case 'invalid_type':
      return TYPES[issue.expected] ?? issue.expected;
    case 'too_small': {
      const minimum = Number(issue.minimum);
      if (issue.origin === 'array') return `at least ${minimum} ${minimum === 1 ? 'entry' : 'entries'}`;
      if (issue.origin === 'string') return minimum === 1 ? 'a text that is not empty' : `at least ${minimum} characters`;
      return `a number ${issue.inclusive ? '≥' : '>'} ${minimum}`;
    }
    case 'too_big': {
      // A text or list too long is no number too big: a configuration's 41-letter tier name said so.
      const maximum = Number(issue.maximum);
      if (issue.origin === 'array') return `at most ${maximum} ${maximum === 1 ? 'entry' : 'entries'}`;
      if (issue.origin === 'string') return `at most ${maximum} characters`;
      return `a number ${issue.inclusive ? '≤' : '<'} ${maximum}`;
    }
    case 'invalid_format':
      return formatText(issue);
    default:
      return null;
  }
}

/**
 * What goes before a refinement's message to name its field: nothing where the message starts
 * with its path ("finishedAt is before startedAt"), the path of its object where it starts with
 * the field's own name ("files must not repeat" of collections.users.files), else the path.
 */
function refinedPath(path: readonly PropertyKey[], message: string): string {
  const whole = fieldPath(path);
  if (whole === '' || message.startsWith(whole)) return '';
  const last = String(path.at(-1));
  return message.startsWith(last) && path.length > 1 ? `${fieldPath(path.slice(0, -1))}.` : `${whole}: `;
}

/** What an issue expected and what `input` holds there (`expected a number ≥ 1, got 0`, `missing (expected …)`), or null where its own message says it. */
export function expectedAndGot(issue: core.$ZodIssue, input: unknown): string | null {
  const expected = expectedText(issue);
  if (expected === null) return null;
  const value = valueAt(input, issue.path);
  return value === undefined ? `missing (expected ${expected})` : `expected ${expected}, got ${describeValue(value)}`;
}

/** One validation issue of a manifest (`input`: what was parsed) in words: the field, what was expected and what it holds. */
export function issueText(issue: core.$ZodIssue, input: unknown): string {
  const path = fieldPath(issue.path);
  if (issue.code === 'unrecognized_keys') {
    const keys = issue.keys.map((key) => JSON.stringify(key)).join(', ');
    return `${path === '' ? '' : `${path}: `}${issue.keys.length === 1 ? 'a key' : 'keys'} this format does not have: ${keys}`;
  }
  const said = expectedAndGot(issue, input);
  // The whole file (a list, null): no field to name, where it said "invalid manifest: : expected an object".
  return said === null ? `${refinedPath(issue.path, issue.message)}${issue.message}` : `${path === '' ? '' : `${path}: `}${said}`;
}

/** Every issue of a manifest in words, on one line. */
export function issuesText(issues: readonly core.$ZodIssue[], input: unknown): string {
  return issues.map((issue) => issueText(issue, input)).join('; ');
}
