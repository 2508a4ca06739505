// Text made safe for HTML built as a string, where a page's markup is put together in TypeScript
// for speed (change-place.ts): escaped as Astro escapes text and attribute values.

const ESCAPES: Record<string, string> = { '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' };

/** `text` safe as an element's content and as a double-quoted attribute's value. */
export function escapeHtml(text: string): string {
  return text.replace(/[&<>"']/g, (c) => ESCAPES[c]!);
}
