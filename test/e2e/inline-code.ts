// What a Content-Security-Policy without 'unsafe-inline' blocks in a page's HTML: style attributes,
// <style> elements (inside <noscript> too), scripts written in the page and event-handler
// attributes. A <script type="application/json"> is data, which no policy governs.
import { startTags } from '../client/html-tokens.ts';

/** The inline styles and scripts in `html` that a strict policy blocks, each as the kind of thing and the element it is on ('style attribute on td'); none, an empty list. */
export function inlineCode(html: string): string[] {
  const found: string[] = [];
  for (const tag of startTags(html)) {
    if (tag.attrs.has('style')) found.push(`style attribute on ${tag.name}`);
    for (const name of tag.attrs.keys()) if (name.startsWith('on')) found.push(`${name} attribute on ${tag.name}`);
    if (/^\s*javascript:/i.test(tag.attrs.get('href') ?? '')) found.push(`javascript: link on ${tag.name}`);
    if (tag.name === 'style') found.push('style element');
    if (tag.name === 'script' && !tag.attrs.has('src') && tag.attrs.get('type') !== 'application/json') found.push(`script element of type ${tag.attrs.get('type') ?? 'none'}`);
  }
  return found;
}
