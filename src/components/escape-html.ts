// Escaping for the few bits of markup written as strings rather than by Astro (a tag Astro would
// buffer a whole table behind, SVG text made once per build): escaped as Astro escapes text and
// attribute values, so that a server's string cannot end up there unescaped should one ever be passed.

const ESCAPES: Record<string, string> = { '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' };

/** `text` safe as an element's content and as a quoted attribute's value. */
export function escapeHtml(text: string): string {
  return text.replace(/[&<>"']/g, (c) => ESCAPES[c]!);
}
