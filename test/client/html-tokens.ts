// A small HTML tokenizer for tests: the start tags of a document with their attributes, and the
// raw text of <script> elements, read the way a browser reads them (quoted attribute values,
// script text running to the first `</script`). Enough to tell markup apart from escaped text.

/** A start tag: element name (lower case), attributes (names lower case), and text if a script. */
export interface StartTag {
  name: string;
  attrs: Map<string, string>;
  scriptText?: string;
}

const ENTITY: Record<string, string> = { amp: '&', lt: '<', gt: '>', quot: '"', apos: "'" };

/** Decodes the character references Astro writes (named basics, decimal and hex). */
export function decodeEntities(text: string): string {
  return text.replace(/&(#x[0-9a-f]+|#[0-9]+|[a-z]+);/gi, (all, ref: string) => {
    if (ref[0] === '#') return String.fromCodePoint(ref[1] === 'x' || ref[1] === 'X' ? parseInt(ref.slice(2), 16) : Number(ref.slice(1)));
    return ENTITY[ref.toLowerCase()] ?? all;
  });
}

/** The start tags of `html`, in document order. */
export function startTags(html: string): StartTag[] {
  const tags: StartTag[] = [];
  let i = 0;
  while (i < html.length) {
    const lt = html.indexOf('<', i);
    if (lt < 0) break;
    const nameMatch = /^<([a-zA-Z][^\s/>]*)/.exec(html.slice(lt));
    if (!nameMatch?.[1]) {
      i = lt + 1; // an end tag, comment or stray '<'
      continue;
    }
    const tag: StartTag = { name: nameMatch[1].toLowerCase(), attrs: new Map() };
    i = lt + nameMatch[0].length;
    const attr = /\s*([^\s"'>/=]+)(?:\s*=\s*(?:"([^"]*)"|'([^']*)'|([^\s>]+)))?|\s*\/?\s*>|\s+|\//y;
    for (;;) {
      attr.lastIndex = i;
      const m = attr.exec(html);
      if (!m) throw new Error(`html-tokens: cannot read tag at ${i}`);
      i = attr.lastIndex;
      if (m[1] === undefined && m[0].includes('>')) break;
      if (m[1]) tag.attrs.set(m[1].toLowerCase(), decodeEntities(m[2] ?? m[3] ?? m[4] ?? ''));
    }
    if (tag.name === 'script') {
      const end = html.toLowerCase().indexOf('</script', i);
      tag.scriptText = html.slice(i, end < 0 ? html.length : end);
      i = end < 0 ? html.length : end;
    }
    tags.push(tag);
  }
  return tags;
}
