// E-mail addresses in a server's text that a message quotes (a record's `details` served as a text,
// a field a broken server fills with one): written '<e-mail address>' in the quotation, as no
// e-mail address is written anywhere. The records stored keep their texts; only quotations change.
//
// Found by scanning out from each '@': its local part to the left, its domain to the right. Neither
// runs past another '@' (but a quoted local part, looked for no more than 64 characters back), so
// every character is looked at a bounded number of times and a text of megabytes is cleaned in one
// pass, where a regular expression backtracked over every start in a run without a space
// (url-credentials.ts says what that cost).

/** What an e-mail address is written as in a quotation. */
export const EMAIL_MASK = '<e-mail address>';

const DOT = 46;
const HYPHEN = 45;
const COLON = 58;
const SLASH = 47;
const QUOTE = 34;
// The longest local part (RFC 5321): a quoted one is looked for no further back.
const MAX_QUOTED = 64;
const SPACE = /\s/;
// Unicode's format characters: a zero-width space, a soft hyphen, a word joiner, a bidi mark. Shown as
// nothing, they hid no address from the reader, but ended the scan: 'k.no\u200bwak@example.org' was
// quoted 'k.no\u200b<e-mail address>' and 'k.nowak@exam\u00adple.org' whole. They are read through.
const FORMAT = /\p{Cf}/u;

/**
 * The character at `i`, the whole of it where `i` is either half of a surrogate pair: a half alone is
 * no letter nor format character, and a tag character (U+E0020, shown as nothing as U+200B is) in
 * 'k.nowak\u{E0020}@example.org' ended the scan, which quoted it whole.
 */
function characterAt(text: string, i: number): string {
  const code = text.charCodeAt(i);
  if (code >= 0xd800 && code <= 0xdbff) {
    const low = text.charCodeAt(i + 1);
    if (low >= 0xdc00 && low <= 0xdfff) return text.slice(i, i + 2);
  } else if (code >= 0xdc00 && code <= 0xdfff) {
    const high = text.charCodeAt(i - 1);
    if (high >= 0xd800 && high <= 0xdbff) return text.slice(i - 1, i + 1);
  }
  return text[i]!;
}

/** Whether the character at `i` is a format character (FORMAT), which an address is read through. */
function isFormat(text: string, i: number): boolean {
  return text.charCodeAt(i) >= 0x80 && FORMAT.test(characterAt(text, i));
}

// A letter, digit or mark of any script, or a format character: one test where two took twice as long.
const NON_ASCII_IN_ADDRESS = /[\p{L}\p{N}\p{M}\p{Cf}]/u;

/** Whether the character at `i` is a letter, a digit or a mark (any script), or a format character. */
function inAddress(text: string, i: number): boolean {
  const code = text.charCodeAt(i);
  if ((code >= 48 && code <= 57) || (code >= 65 && code <= 90) || (code >= 97 && code <= 122)) return true;
  // The fullwidth and small '@' (AT_SIGNS) are neither, and are told so without the class: 5 MB of '\uff20' took 1.2 s.
  return code >= 0x80 && code !== 0xff20 && code !== 0xfe6b && NON_ASCII_IN_ADDRESS.test(characterAt(text, i));
}

/**
 * Whether the character at `i` is one of RFC 5322's ! # $ * ^ ` { | } ~, which an address's local part may
 * hold ('kat!x@example.org' was quoted 'kat!<e-mail address>') but neither starts nor ends with here, as
 * a dot: Markdown's '**kat@example.org**', a code span's '`kat@example.org`' keep their marks, and a
 * template's '{username}@users.noreply.example.org' or a glob's '*@example.org' is no address. Its
 * / = ? & are left out: a URL's path and query ('/api/users/kat@example.org', '?a=1&email=kat@example.org')
 * would be masked back to their scheme.
 */
function isLocalSymbol(text: string, i: number): boolean {
  const code = text.charCodeAt(i);
  return code === 33 || code === 35 || code === 36 || code === 42 || code === 94 || code === 96 || (code >= 123 && code <= 126);
}

/** Whether `code` is a fullwidth, ideographic or halfwidth ideographic full stop (U+FF0E, U+3002, U+FF61). */
function isWideStop(code: number): boolean {
  return code === 0xff0e || code === 0x3002 || code === 0xff61;
}

/** Whether `code` is an ASCII letter or digit. */
function isAsciiAlnum(code: number): boolean {
  return (code >= 48 && code <= 57) || (code >= 65 && code <= 90) || (code >= 97 && code <= 122);
}

/**
 * Whether the character at `i` is a wide full stop (isWideStop's) standing for a dot: a reader takes
 * 'kat＠example．org', as East Asian text writes it, for an address, which was quoted whole. Only
 * between two ASCII letters or digits: after a domain one ends a sentence ('kat@example.org。次の文'),
 * which the mask must not run over, and before a local part too ('…です。kat@example.org').
 */
function isWideDot(text: string, i: number): boolean {
  return isWideStop(text.charCodeAt(i)) && isAsciiAlnum(text.charCodeAt(i - 1)) && isAsciiAlnum(text.charCodeAt(i + 1));
}

/** Whether the character at `i` may stand in an address's local part: a letter or digit, a format character, one of . _ % + - ' or isLocalSymbol's, or a wide dot (isWideDot). */
function inLocalPart(text: string, i: number): boolean {
  const code = text.charCodeAt(i);
  return inAddress(text, i) || code === DOT || code === 95 || code === 37 || code === 43 || code === HYPHEN || code === 39 || isLocalSymbol(text, i) || isWideDot(text, i);
}

/** Whether the character at `i` may stand in a domain: a letter or digit, a format character, a dot (isWideDot's too) or a hyphen. */
function inDomain(text: string, i: number): boolean {
  const code = text.charCodeAt(i);
  return inAddress(text, i) || code === DOT || code === HYPHEN || isWideDot(text, i);
}

// File extensions that no top-level domain is (`zip` and `mov` are ones), after a version in a file's name.
const FILE_EXTENSIONS = new Set(['js', 'mjs', 'cjs', 'css', 'map', 'jar', 'war', 'tgz', 'gz', 'bz2', 'xz', 'whl', 'json', 'yml', 'yaml', 'xml', 'txt', 'htm', 'html', 'exe', 'dll', 'deb', 'rpm', 'tar', 'wasm']);

/**
 * Whether text[start, end) reads as a host name of two labels or more, none empty, the last at
 * least two characters long and not starting with a digit (`example.org`): no top-level domain
 * does, and a package's version (`lodash@4.17.21`, `react@18.2.0`) was masked where its last number
 * had two digits, and a pre-release's (`bootstrap@5.3.0-alpha1`, `react@18.3.0-canary-2a0f3b1`,
 * `bar@1.2.0b1`) where its last part began with one. Nor one whose first part is a number (`v` before
 * it allowed) and whose second starts with one, as a version's (`foo@1.0.0-alpha.beta`,
 * `x@v1.2.3-pre.release`) whatever its last part: a host name's first part may be a number
 * (`163.com`), not both, but where it holds an IPv4 address, four numbers of up to 3 digits and a
 * name (`192.168.1.20.nip.io`, as nip.io and sslip.io serve), which a version's four numbers and
 * a pre-release (`1.2.3.4-rc.next`) are not; or where the first part after its numbers starts with a
 * letter and another part follows it (`1.2.example.org`, left as a version where it was a host name),
 * as a version's does not: a pre-release's starts with the number the '-' follows (`0-alpha`), and
 * Maven's `5.4.0.Final` is its last. But a version's file does, named after it (`jquery@3.6.0.min.js`,
 * `react-dom@18.2.0.production.min.js`, `x@5.4.0.Final.jar`): where the last part is one of
 * FILE_EXTENSIONS, which no top-level domain is, it stays a version.
 */
function isMailDomain(text: string, start: number, end: number): boolean {
  // Looked for within the domain only: lastIndexOf ran back over the whole text from each '@'.
  // Labels measured without the format characters in them (FORMAT), which show as nothing.
  let dots = 0;
  let label = 0;
  let lastStartsWithDigit = false;
  // Whether the first label is a number ('1', 'v1') so far, and the second starts with a digit.
  let firstIsNumber = true;
  let secondStartsWithDigit = false;
  // How many labels from the first are numbers of 1 to 3 digits, and whether the current one is so far.
  let leadingNumbers = 0;
  let labelIsNumber = true;
  // Whether the current label is all digits so far; and whether the first label after the first that is
  // not all digits, and is followed by another, starts with no digit (1.2.example.org), null before one.
  let labelIsDigits = true;
  let nameAfterNumbers: boolean | null = null;
  let lastDot = start - 1;
  for (let i = start; i < end; i++) {
    const code = text.charCodeAt(i);
    // A wide full stop within a domain is one inDomain read as a dot (isWideDot).
    if (code !== DOT && !isWideStop(code)) {
      if (isFormat(text, i)) continue;
      const digit = code >= 48 && code <= 57;
      if (label === 0) lastStartsWithDigit = digit;
      if (dots === 0 && !digit && !(label === 0 && (code === 118 || code === 86))) firstIsNumber = false;
      if (dots === 1 && label === 0) secondStartsWithDigit = digit;
      if (!digit || label >= 3) labelIsNumber = false;
      if (!digit) labelIsDigits = false;
      label++;
      continue;
    }
    if (label === 0) return false;
    // 'v' alone is no number.
    if (dots === 0 && label === 1 && !(text.charCodeAt(i - 1) >= 48 && text.charCodeAt(i - 1) <= 57)) firstIsNumber = false;
    if (labelIsNumber && leadingNumbers === dots) leadingNumbers++;
    // Ending at a dot, a label is followed by another.
    if (dots > 0 && !labelIsDigits && nameAfterNumbers === null) nameAfterNumbers = !lastStartsWithDigit;
    dots++;
    lastDot = i;
    label = 0;
    labelIsNumber = true;
    labelIsDigits = true;
  }
  // Four numbers and a name after them: an IPv4 address in a host name (192.168.1.20.nip.io), no version.
  const ipv4Host = leadingNumbers >= 4;
  if (!(dots > 0 && label >= 2 && !lastStartsWithDigit)) return false;
  if (!(firstIsNumber && secondStartsWithDigit && !ipv4Host)) return true;
  return nameAfterNumbers === true && !FILE_EXTENSIONS.has(text.slice(lastDot + 1, end).toLowerCase());
}

// The longest address literal read: 'IPv6:', an IPv6 address of up to 45 characters (an IPv4 one at its end), brackets.
const MAX_LITERAL = 52;

/**
 * Where the address literal (RFC 5321's) that starts at `i` ends, after its ']', or -1 where none does:
 * an IPv4 address in brackets (`[192.0.2.1]`) or an IPv6 one tagged (`[IPv6:2001:db8::1]`). A domain's
 * scan stopped at the '[', and 'kat@[192.0.2.1]' was quoted whole. No more than MAX_LITERAL characters
 * are read, and none past an '@': one pass still.
 */
function addressLiteralEnd(text: string, i: number): number {
  if (text.charCodeAt(i) !== 91) return -1;
  if (text.slice(i + 1, i + 6).toLowerCase() === 'ipv6:') {
    let colons = 0;
    let j = i + 6;
    for (; j < i + MAX_LITERAL && j < text.length; j++) {
      const code = text.charCodeAt(j);
      if (code === COLON) colons++;
      else if (!((code >= 48 && code <= 57) || ((code | 0x20) >= 97 && (code | 0x20) <= 102) || code === DOT)) break;
    }
    return text.charCodeAt(j) === 93 && colons >= 2 ? j + 1 : -1;
  }
  // Four numbers of 1 to 3 digits, three dots between them.
  let dots = 0;
  let digits = 0;
  for (let j = i + 1; j < i + 17 && j < text.length; j++) {
    const code = text.charCodeAt(j);
    if (code >= 48 && code <= 57 && digits < 3) digits++;
    else if (code === DOT && digits > 0 && dots < 3) {
      dots++;
      digits = 0;
    } else return code === 93 && dots === 3 && digits > 0 ? j + 1 : -1;
  }
  return -1;
}

/**
 * Whether the text from `start` reads as the path of git's scp-like remote (`org/app.git`,
 * `app.git`, `~/repo`): a run of characters other than spaces, quotes and brackets that holds a
 * '/' or ends '.git' (a space of any script ends it: 'k@example.org:\u00a0docs/x' kept its
 * address where only ASCII's did). Any character but a space after the ':' was taken for one, and
 * 'k.nowak@example.org:[Errno 111]', 'k.nowak@example.org:admin' kept their address. Read no
 * further than the next '@' (atWidth's), which the next address's local part is scanned back to anyway.
 */
function isRemotePath(text: string, start: number): boolean {
  let end = start;
  let slash = false;
  for (; end < text.length; end++) {
    const code = text.charCodeAt(end);
    if (code <= 32 || (code >= 0x80 && SPACE.test(text[end]!)) || atWidth(text, end) > 0 || code === 34 || code === 39 || code === 60 || code === 62 || code === 40 || code === 41 || code === 91 || code === 93 || code === 44 || code === 59) break;
    if (code === SLASH) slash = true;
  }
  return end > start && (slash || text.slice(Math.max(start, end - 4), end).toLowerCase() === '.git');
}

/**
 * Where a quoted local part ending right before the '@' at `at` starts (its opening '"'), or `at`
 * where there is none: `"kat.nowak"@example.org` or `"kat nowak"@example.org` (RFC 5321's quoted
 * local part, the first of which Django's EmailValidator takes) was quoted whole, its domain too, as
 * the scan back stopped at the '"'. At most MAX_QUOTED characters
 * back, as no local part is longer, and not past `floor` or a line's end: still one pass. An '@'
 * within is the local part's own: `"kat@home"@example.org` is an address Django's EmailValidator
 * takes (it splits at the last '@'), and was kept whole where the scan stopped at its first '@';
 * so are addresses within (`"kat@home.org"@example.org`, `"a@b.org c@d.org"@example.org`), masked
 * with the one that holds them.
 */
function quotedLocalPart(text: string, at: number, floor: number): number {
  if (at - 1 <= floor || text.charCodeAt(at - 1) !== QUOTE) return at;
  for (let i = at - 2; i >= floor && i >= at - 2 - MAX_QUOTED; i--) {
    const code = text.charCodeAt(i);
    if (code === QUOTE) return i < at - 2 ? i : at;
    if (code === 10 || code === 13) return at;
  }
  return at;
}

// What is read as an address's '@': itself and the fullwidth and small commercial at (U+FF20, U+FE6B),
// which a reader reads as one ('kat\uff20example.org' was quoted whole); and, found by encodedAt, an
// '@' percent-encoded, '%40', or encoded again, '%2540', as a link in a link's query is, and so on
// ('%252540'): 'kat%2540example.org' was quoted whole.
const AT_SIGNS = ['@', '\uff20', '\ufe6b'];

/** Where the run of '25's from `i` ends: a '%' encoded again is written '%25'. */
function afterTwentyFives(text: string, i: number): number {
  while (text.charCodeAt(i) === 50 && text.charCodeAt(i + 1) === 53) i += 2;
  return i;
}

/**
 * Where the first '@' percent-encoded once or more ('%40', '%2540', '%252540') at or after `from` is, or -1.
 * The '25's after each '%' are read once: the next '%' is looked for after them, as they hold none.
 */
function encodedAt(text: string, from: number): number {
  let i = text.indexOf('%', from);
  while (i !== -1) {
    const j = afterTwentyFives(text, i + 1);
    if (text.charCodeAt(j) === 52 && text.charCodeAt(j + 1) === 48) return i;
    i = text.indexOf('%', j);
  }
  return -1;
}

/** How long the '@' (one of AT_SIGNS or encodedAt's) at `i` in `text` is written, or 0 where there is none. */
function atWidth(text: string, i: number): number {
  const code = text.charCodeAt(i);
  if (code === 64 || code === 0xff20 || code === 0xfe6b) return 1;
  if (code !== 37) return 0;
  const j = afterTwentyFives(text, i + 1);
  return text.charCodeAt(j) === 52 && text.charCodeAt(j + 1) === 48 ? j + 2 - i : 0;
}

/**
 * Whether `text` holds an '@' of any of AT_SIGNS or one percent-encoded (encodedAt's): withoutEmailAddresses
 * returns any other text as it is, so a caller that only asks whether it would change one (the build's
 * warning, over every record of a change log) tests this first, no copy made.
 */
export function mayHoldEmailAddress(text: string): boolean {
  return text.includes('@') || text.includes('\uff20') || text.includes('\ufe6b') || encodedAt(text, 0) !== -1;
}

/**
 * The text with every e-mail address in it (`k.nowak@example.org`, `mailto:kat@example.org`'s)
 * written EMAIL_MASK, in time linear in its length. Not an address: a URL's user (`ssh://git@host`,
 * its `//` before it) and git's scp-like remote (`git@github.com:org/app.git`, a path after its `:`,
 * isRemotePath). An address percent-encoded, its '@' written '%40' (or '%2540', encodedAt), is one too: a link's query is
 * written so (Django's urlencode, a Weblate's next link), and a link elsewhere
 * 'https://elsewhere.example/api/changes/?user=k.nowak%40example.org' was quoted whole; so is one
 * whose '@' is written fullwidth or small (AT_SIGNS).
 */
export function withoutEmailAddresses(text: string): string {
  if (!mayHoldEmailAddress(text)) return text;
  // Where the next of each of AT_SIGNS is, and the next encodedAt, -1 where there is none left.
  const nextSigns = AT_SIGNS.map((sign) => text.indexOf(sign));
  let nextEncoded = encodedAt(text, 0);
  // The text cleaned, in pieces: the last address masked may be taken back into a quoted local part.
  const out: string[] = [];
  // Where the text not yet copied to `out` starts, and where the last '@' (atWidth's) ended: no
  // unquoted local part runs back past it, as none runs past a raw '@'.
  let copied = 0;
  let after = 0;
  // The addresses masked that a quoted local part may yet hold, oldest first ('"kat@home.org"@example.org',
  // '"a@b.org c@d.org"@example.org'): where each started and ended, and `copied` and out's count of
  // pieces before it. Those ending over MAX_QUOTED characters before an '@' are dropped: a few at most.
  const masks: { start: number; end: number; copied: number; pieces: number }[] = [];
  // Each search goes on from where it stopped, never back: the text is read once for each.
  const next = (from: number): number => {
    if (nextEncoded !== -1 && nextEncoded < from) nextEncoded = encodedAt(text, from);
    let nearest = nextEncoded;
    for (let k = 0; k < AT_SIGNS.length; k++) {
      if (nextSigns[k] !== -1 && nextSigns[k]! < from) nextSigns[k] = text.indexOf(AT_SIGNS[k]!, from);
      if (nextSigns[k] !== -1 && (nearest === -1 || nextSigns[k]! < nearest)) nearest = nextSigns[k]!;
    }
    return nearest;
  };
  let at = next(0);
  while (at !== -1) {
    const width = atWidth(text, at);
    const floor = Math.max(copied, after);
    while (masks.length > 0 && masks[0]!.end < at - 1 - MAX_QUOTED) masks.shift();
    // A quoted local part is the whole of it, an '@' within included, and addresses within too;
    // an unquoted one runs back over what may stand in one, past no '@'.
    let start = quotedLocalPart(text, at, masks[0]?.copied ?? copied);
    // The first address masked that it holds, once masked alone, whose domain was then left as it
    // was: '"kat@home.org"@example.org' was '"<e-mail address>"@example.org'.
    const held = start < copied ? masks.findIndex((mask) => mask.end > start) : -1;
    const quoted = start < at;
    if (!quoted) while (start > floor && inLocalPart(text, start - 1)) start--;
    // A local part neither starts nor ends with a dot ('see.k@x.org' stays 'see.k') or isLocalSymbol's, nor starts with a format character.
    while (start < at && (text.charCodeAt(start) === DOT || isLocalSymbol(text, start) || isFormat(text, start))) start++;
    // After a URL's '//' a '#' ends its authority, and an address after it is in the fragment
    // ('https://example.org#kat@example.org'): read back to the '//' as a local part that may hold a
    // '#' (isLocalSymbol), it was taken for the URL's user and shown. The local part starts after it.
    if (!quoted && start >= 2 && text.charCodeAt(start - 1) === SLASH && text.charCodeAt(start - 2) === SLASH) {
      let hash = at - 1;
      while (hash >= start && text.charCodeAt(hash) !== 35) hash--;
      if (hash >= start) {
        start = hash + 1;
        while (start < at && (text.charCodeAt(start) === DOT || isLocalSymbol(text, start) || isFormat(text, start))) start++;
      }
    }
    const literal = addressLiteralEnd(text, at + width);
    let end = literal === -1 ? at + width : literal;
    while (literal === -1 && end < text.length && inDomain(text, end)) end++;
    // A sentence's full stop or a hyphen after the domain is not part of it, nor a format character.
    while (literal === -1 && end > at + width && (text.charCodeAt(end - 1) === DOT || text.charCodeAt(end - 1) === HYPHEN || isFormat(text, end - 1))) end--;
    const url = start >= 2 && text.charCodeAt(start - 1) === SLASH && text.charCodeAt(start - 2) === SLASH;
    const scpLike = text.charCodeAt(end) === COLON && isRemotePath(text, end + 1);
    const address = start < at && text.charCodeAt(at - 1) !== DOT && !isLocalSymbol(text, at - 1) && (literal !== -1 || isMailDomain(text, at + width, end)) && !url && !scpLike;
    if (address) {
      // Holding addresses masked, the text is cleaned again from before the first: their pieces
      // taken back (a string cut back was copied whole each time, quadratic in a megabyte of them).
      let mask = { start, end, copied, pieces: out.length };
      if (held !== -1) {
        const first = masks[held]!;
        mask = { start: Math.min(start, first.start), end, copied: first.copied, pieces: first.pieces };
        out.length = first.pieces;
        masks.length = held;
      }
      masks.push(mask);
      out.push(text.slice(mask.copied, mask.start), EMAIL_MASK);
      copied = end;
    }
    after = at + width;
    // The next '@' past this one's domain: a domain holds none.
    at = next(Math.max(end, at + width));
  }
  out.push(text.slice(copied));
  return out.join('');
}
