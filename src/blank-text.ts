// Whether a text shows nothing. trim() keeps format characters and other default-ignorable ones:
// a project named ZWSP+ZWJ, or a full name of one RLM, counted as a name, and the site showed an
// empty, unclickable link, ' / : 5,200 words' and ' (zw)' where the slug or username belonged.

// Controls, format characters (U+200B–U+200F, U+2060–U+2064, U+FEFF, bidi marks, tags), every
// space and separator, and the characters Unicode says a renderer shows as nothing
// (Default_Ignorable_Code_Point: U+115F, U+1160, U+3164 and U+FFA0 Hangul fillers, U+180E,
// variation selectors, U+034F, U+00AD); and U+2800, the braille pattern of no dots (a braille
// space), which every font draws as nothing: a project of that name showed an empty link.
const SHOWS_NOTHING = /^[\p{Cc}\p{Cf}\p{Z}\s\p{Default_Ignorable_Code_Point}\u2800]*$/u;

/** Whether a text has no character that shows: empty, or only whitespace, controls, format and other default-ignorable characters. */
export function isBlank(text: string): boolean {
  return SHOWS_NOTHING.test(text);
}
