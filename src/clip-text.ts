// Text cut to a length, for a name on a page (the report) and for a server's words quoted in an
// error message (the crawler): one cut for both. A cut inside a character (between the two halves
// of a surrogate pair) leaves half of it, which a page or a terminal shows as U+FFFD; one inside a
// grapheme cluster changes what is shown: 193 'a's and the family emoji (man ZWJ woman ZWJ girl ZWJ
// boy) were cut to "man + woman" and a dangling ZWJ, a skin tone or an accent was dropped, a
// Devanagari conjunct left half.

const graphemes = new Intl.Segmenter(undefined, { granularity: 'grapheme' });

/**
 * Cuts a text to at most `limit` characters (UTF-16 units), the last of them '…', on a grapheme
 * cluster's boundary (a whole emoji, a letter with its marks); inside a cluster longer than the
 * whole cut (a letter with hundreds of marks) only where no surrogate pair is split.
 */
export function clip(value: string, limit: number): string {
  if (value.length <= limit) return value;
  const room = limit - 1;
  // Between two characters below U+0300 (Latin-1 and Latin Extended, no mark, joiner, Hangul jamo
  // or regional indicator among them) a cluster always ends, but between CR and LF: cut there
  // without segmenting, which took 35 µs a change target of over 500 units (TARGET_LIMIT), every
  // build, against a slice's tenth of a microsecond.
  const before = value.charCodeAt(room - 1);
  const after = value.charCodeAt(room);
  if (room > 0 && before < 0x300 && after < 0x300 && !(before === 13 && after === 10)) return `${value.slice(0, room)}…`;
  // A boundary depends only on the text before it and the character after it, so the clusters
  // of the first `limit` + 1 units (the character after `room` whole, a surrogate pair too: with
  // half of it, the family emoji was cut after its ZWJ) end where the whole text's do, up to
  // `room`: a name of megabytes is segmented no further than that.
  let end = 0;
  for (const { index, segment } of graphemes.segment(value.slice(0, limit + 1))) {
    if (index + segment.length > room) break;
    end = index + segment.length;
  }
  if (end === 0) {
    end = room;
    const last = value.charCodeAt(end - 1);
    if (last >= 0xd800 && last <= 0xdbff) end -= 1;
  }
  return `${value.slice(0, end)}…`;
}
