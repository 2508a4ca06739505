// JSON that is safe to put as the text of a <script> element: no character of it can close the
// element (`</script>`), open a comment (`<!--`) or end a JavaScript line (U+2028, U+2029).

const UNSAFE = /[<>&\u2028\u2029]/g;

/** JSON.stringify(value) with <, >, &, U+2028 and U+2029 written as \uXXXX escapes. */
export function jsonForScript(value: unknown): string {
  const json: string | undefined = JSON.stringify(value);
  if (json === undefined) throw new TypeError('jsonForScript: value has no JSON form');
  return json.replace(UNSAFE, (c) => `\\u${c.charCodeAt(0).toString(16).padStart(4, '0')}`);
}
