// Text cut to a length, for a name on a page (the report) and for a server's words quoted in an
// error message (the crawler): one cut for both, as a cut between the two halves of a surrogate
// pair leaves half a character, which a page or a terminal shows as U+FFFD.

/** Cuts a text to `limit` characters, the last of them '…', never inside a surrogate pair. */
export function clip(value: string, limit: number): string {
  if (value.length <= limit) return value;
  let end = limit - 1;
  const last = value.charCodeAt(end - 1);
  if (last >= 0xd800 && last <= 0xdbff) end -= 1;
  return `${value.slice(0, end)}…`;
}
