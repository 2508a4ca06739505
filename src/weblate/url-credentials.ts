// Credentials in URLs a server's text quotes (a repository URL in a component's fields, a git
// error in a change's details or alert), found and left out in time linear in the text's length.
//
// The shapes, each a pass over the text in this order, each on what the pass before left:
// 1. the user part of an http(s) URL: what lies between `//` and the last `@` before the host (a
//    token alone is written as the user): `https://u:t@host/x` gives `https://host/x`;
// 2. the password of a URL of any other scheme: `ssh://git:pw@host` gives `ssh://git@host`;
// 3. the password of an scp-like remote (`user:password@host:path`): git's own form takes none,
//    but a remote typed so is quoted as typed in its error; its user stays, as of an ssh:// URL.
//    Only where a host and its `:` follow the `@` (`git@host:path` and an e-mail address hold no
//    `user:` before theirs), at the start of a word or after one of ' " ` ( < [ = , ; > { |, not
//    inside a URL;
// 4. and 5. the same as 1 and 2 percent-encoded (a URL carried in another's query, as a
//    redirect's): `%3A%2F%2F` for `://`, `%40` for `@`, the authority ending at an encoded `/`,
//    `?` or `#` as at a raw one.
// Up to the last `@`, as URL parsers read it: a password may hold a raw one (cut at the first,
// `https://u:p@ss@host` kept `ss@`). None runs past a space, a double quote, a backtick, `<`, `>`
// or the path.
//
// Each pass finds what a regular expression would (the tests keep those expressions, and compare),
// but by scanning: the expressions backtracked over every start in a run without a space, and a
// change's details of 100 KB such as `a:@,a:,a:…` took 6 to 15 s a pass, the build of a snapshot
// holding one 29 s more than without.

/** An edit of the text: [start, end) replaced by nothing, or by `text`. */
interface Edit {
  start: number;
  end: number;
}

const SPACE = /\s/;

/** Whether the character at `i` is whitespace as a regular expression's `\s` reads it. */
function isSpace(text: string, i: number): boolean {
  const code = text.charCodeAt(i);
  if (code === 32 || (code >= 9 && code <= 13)) return true;
  return code >= 0xa0 && SPACE.test(text[i]!);
}

/** Whether the character code is an ASCII letter. */
function isLetter(code: number): boolean {
  return (code >= 65 && code <= 90) || (code >= 97 && code <= 122);
}

/** Whether the character code is an ASCII digit. */
function isDigit(code: number): boolean {
  return code >= 48 && code <= 57;
}

/** Whether the character code is a word character as `\b` reads it: [A-Za-z0-9_]. */
function isWord(code: number): boolean {
  return isLetter(code) || isDigit(code) || code === 95;
}

/** Whether a word boundary lies before `i`, the character at `i` being a word character. */
function boundaryBefore(text: string, i: number): boolean {
  return i === 0 || !isWord(text.charCodeAt(i - 1));
}

/** Whether the character code may stand in a URL's scheme after its first letter: [a-z0-9+.-]. */
function isSchemeChar(code: number): boolean {
  return isLetter(code) || isDigit(code) || code === 43 || code === 46 || code === 45;
}

/** Whether the character code is one no raw authority runs past: / ? # " ` < > (whitespace apart). */
function endsAuthority(code: number): boolean {
  return code === 47 || code === 63 || code === 35 || code === 34 || code === 96 || code === 60 || code === 62;
}

/** Whether the character at `i` may stand in a raw URL's authority: none of whitespace and endsAuthority's. */
function inAuthority(text: string, i: number): boolean {
  return !endsAuthority(text.charCodeAt(i)) && !isSpace(text, i);
}

/** Whether `text` holds `word` at `i`, letters in any case (`word` in upper case). */
function holdsAt(text: string, i: number, word: string): boolean {
  if (i < 0 || i + word.length > text.length) return false;
  for (let j = 0; j < word.length; j++) {
    const code = text.charCodeAt(i + j);
    const want = word.charCodeAt(j);
    if (code !== want && !(isLetter(want) && code === want + 32)) return false;
  }
  return true;
}

/** Where a scheme may begin before `end` (its `:` or `%3A`): the first letter after a word boundary in the run of scheme characters ending there, or -1. */
function schemeStart(text: string, end: number): number {
  let start = end;
  while (start > 0 && isSchemeChar(text.charCodeAt(start - 1))) start--;
  for (let k = start; k < end; k++) if (isLetter(text.charCodeAt(k)) && boundaryBefore(text, k)) return k;
  return -1;
}

/** Where `http` or `https` begins right before `end` (its `:` or `%3A`), after a word boundary, or -1. */
function httpStart(text: string, end: number): number {
  if (holdsAt(text, end - 5, 'HTTPS') && boundaryBefore(text, end - 5)) return end - 5;
  if (holdsAt(text, end - 4, 'HTTP') && boundaryBefore(text, end - 4)) return end - 4;
  return -1;
}

/** Pass 1: the user part of each http(s) URL (from after `//` to its last `@`, that `@` included). */
function httpUserEdits(text: string, stopAtFirst: boolean): Edit[] {
  const edits: Edit[] = [];
  for (let q = text.indexOf('://'); q !== -1; q = text.indexOf('://', q + 3)) {
    if (httpStart(text, q) === -1) continue;
    const from = q + 3;
    let lastAt = -1;
    let i = from;
    for (; i < text.length && inAuthority(text, i); i++) if (text.charCodeAt(i) === 64) lastAt = i;
    if (lastAt === -1) continue;
    edits.push({ start: from, end: lastAt + 1 });
    if (stopAtFirst) break;
  }
  return edits;
}

/** Pass 2: the password of each URL of any scheme (from the `:` after its user to its last `@`). */
function passwordEdits(text: string, stopAtFirst: boolean): Edit[] {
  const edits: Edit[] = [];
  for (let q = text.indexOf('://'); q !== -1; q = text.indexOf('://', q + 3)) {
    if (schemeStart(text, q) === -1) continue;
    let i = q + 3;
    // The user: no ':' or '@' in it, at least one character, and a ':' after it.
    while (i < text.length && inAuthority(text, i) && text.charCodeAt(i) !== 58 && text.charCodeAt(i) !== 64) i++;
    if (i === q + 3 || text.charCodeAt(i) !== 58) continue;
    const colon = i;
    let lastAt = -1;
    for (i = colon + 1; i < text.length && inAuthority(text, i); i++) if (text.charCodeAt(i) === 64) lastAt = i;
    if (lastAt === -1) continue;
    edits.push({ start: colon, end: lastAt });
    if (stopAtFirst) break;
  }
  return edits;
}

/** Whether the character code may stand in an scp-like remote's user: [a-z0-9._~-]. */
function isScpUserChar(code: number): boolean {
  return isLetter(code) || isDigit(code) || code === 46 || code === 95 || code === 126 || code === 45;
}

/**
 * Whether the character code may come before an scp-like remote's user: whitespace (tested apart)
 * or ' " ` ( < [ = , ; > { |. The last three: an error page's `<code>git:pw@host:x.git</code>`, a
 * JSON-like `{git:pw@…`, a table's `|git:pw@…` kept the password.
 */
function isScpLead(code: number): boolean {
  return code === 39 || code === 34 || code === 96 || code === 40 || code === 60 || code === 91 || code === 61 || code === 44 || code === 59 ||
    code === 62 || code === 123 || code === 124;
}

/** Whether the character at `i` may stand in an scp-like remote's password: anything but whitespace, / " ` < >. */
function inScpRun(text: string, i: number): boolean {
  const code = text.charCodeAt(i);
  return code !== 47 && code !== 34 && code !== 96 && code !== 60 && code !== 62 && !isSpace(text, i);
}

/**
 * Where the `:` after the host that follows an `@` at `at` stands, where a host (DNS labels, or an
 * IPv6 address in brackets) and a `:` followed by a path come after it; -1 where they do not.
 */
function scpHostColon(text: string, at: number): number {
  let i = at + 1;
  if (text.charCodeAt(i) === 91) {
    i++;
    while (i < text.length && (isHex(text.charCodeAt(i)) || text.charCodeAt(i) === 58 || text.charCodeAt(i) === 46)) i++;
    if (i === at + 2 || text.charCodeAt(i) !== 93) return -1;
    i++;
  } else {
    // Labels of [a-z0-9-], one '.' between each two.
    const start = i;
    while (i < text.length) {
      const code = text.charCodeAt(i);
      if (code === 46) {
        if (i === start || text.charCodeAt(i - 1) === 46) return -1;
      } else if (!isLetter(code) && !isDigit(code) && code !== 45) break;
      i++;
    }
    if (i === start || text.charCodeAt(i - 1) === 46) return -1;
  }
  if (text.charCodeAt(i) !== 58) return -1;
  // A path after the ':': not the end, whitespace, another ':' or '//'.
  const next = i + 1;
  if (next >= text.length || isSpace(text, next) || text.charCodeAt(next) === 58 || (text.charCodeAt(next) === 47 && text.charCodeAt(next + 1) === 47)) return -1;
  return i;
}

/** Pass 3: the password of each scp-like remote (from the `:` after its user to the last `@` a host and `:` follow). */
function scpPasswordEdits(text: string, stopAtFirst: boolean): Edit[] {
  const edits: Edit[] = [];
  let runStart = 0;
  while (runStart < text.length) {
    // A run of characters a password may hold; a match lies in one, but for the character before its user.
    if (!inScpRun(text, runStart)) {
      runStart++;
      continue;
    }
    let runEnd = runStart;
    while (runEnd < text.length && inScpRun(text, runEnd)) runEnd++;
    // The last '@' of the run that a host and ':' follow: every password in the run runs to it.
    // Looked for within the run only: lastIndexOf from its end went on back to the text's previous
    // '@' from every run without one, and a git error followed by 200 KB of words took 2.7 s.
    let lastAt = -1;
    for (let at = runEnd - 1; at >= runStart; at--) {
      if (text.charCodeAt(at) === 64 && scpHostColon(text, at) !== -1) {
        lastAt = at;
        break;
      }
    }
    if (lastAt !== -1) {
      // The first user (at the run's start after a space, a quote or the text's start, or after one
      // of ' ( [ = , ; inside it) followed by ':' and at least one character before that '@'.
      for (let user = runStart; user < lastAt; user++) {
        const lead = user === 0 || (user === runStart ? isSpace(text, user - 1) || isScpLead(text.charCodeAt(user - 1)) : isScpLead(text.charCodeAt(user - 1)));
        if (!lead) continue;
        let end = user;
        while (end < runEnd && isScpUserChar(text.charCodeAt(end))) end++;
        if (end > user && text.charCodeAt(end) === 58 && lastAt >= end + 2) {
          edits.push({ start: end, end: lastAt });
          break;
        }
        // The users of later starts begin past this one's: none of its characters leads one.
        if (end > user) user = end - 1;
      }
      if (stopAtFirst && edits.length > 0) break;
    }
    runStart = runEnd;
  }
  return edits;
}

/** The length of the percent-encoded unit at `i` an encoded authority may hold (1, or 3 for `%XX`), 0 where it ends there; `user` also ends it at `%3A` and `%40`. */
function encodedUnit(text: string, i: number, user: boolean): number {
  if (i >= text.length) return 0;
  const code = text.charCodeAt(i);
  if (code === 37) {
    if (!isHex(text.charCodeAt(i + 1)) || !isHex(text.charCodeAt(i + 2))) return 0;
    if (holdsAt(text, i, '%2F') || holdsAt(text, i, '%3F') || holdsAt(text, i, '%23')) return 0;
    if (user && (holdsAt(text, i, '%3A') || holdsAt(text, i, '%40'))) return 0;
    return 3;
  }
  return endsAuthority(code) || code === 38 || isSpace(text, i) ? 0 : 1;
}

/** Whether the character code is a hexadecimal digit. */
function isHex(code: number): boolean {
  return isDigit(code) || (code >= 65 && code <= 70) || (code >= 97 && code <= 102);
}

/** The last `%40` among the encoded units from `from` on, or -1. */
function lastEncodedAt(text: string, from: number): number {
  let lastAt = -1;
  for (let i = from, unit = encodedUnit(text, i, false); unit > 0; i += unit, unit = encodedUnit(text, i, false)) {
    if (unit === 3 && holdsAt(text, i, '%40')) lastAt = i;
  }
  return lastAt;
}

/** Pass 4: the user part of each percent-encoded http(s) URL. */
function encodedHttpUserEdits(text: string, stopAtFirst: boolean): Edit[] {
  const edits: Edit[] = [];
  for (let q = indexOfEncodedSeparator(text, 0); q !== -1; q = indexOfEncodedSeparator(text, q + 9)) {
    if (httpStart(text, q) === -1) continue;
    const lastAt = lastEncodedAt(text, q + 9);
    if (lastAt === -1) continue;
    edits.push({ start: q + 9, end: lastAt + 3 });
    if (stopAtFirst) break;
  }
  return edits;
}

/** Pass 5: the password of each percent-encoded URL of any scheme. */
function encodedPasswordEdits(text: string, stopAtFirst: boolean): Edit[] {
  const edits: Edit[] = [];
  for (let q = indexOfEncodedSeparator(text, 0); q !== -1; q = indexOfEncodedSeparator(text, q + 9)) {
    if (schemeStart(text, q) === -1) continue;
    let i = q + 9;
    for (let unit = encodedUnit(text, i, true); unit > 0; unit = encodedUnit(text, i, true)) i += unit;
    if (i === q + 9 || !holdsAt(text, i, '%3A')) continue;
    const lastAt = lastEncodedAt(text, i + 3);
    if (lastAt === -1) continue;
    edits.push({ start: i, end: lastAt });
    if (stopAtFirst) break;
  }
  return edits;
}

/** Where the next `%3A%2F%2F` (`://` percent-encoded, in any case) begins from `from` on, or -1. */
function indexOfEncodedSeparator(text: string, from: number): number {
  for (let i = text.indexOf('%', from); i !== -1; i = text.indexOf('%', i + 1)) if (holdsAt(text, i, '%3A%2F%2F')) return i;
  return -1;
}

/** `text` with the edits (in order, not overlapping) made: each span left out. */
function applyEdits(text: string, edits: readonly Edit[]): string {
  if (edits.length === 0) return text;
  let out = '';
  let at = 0;
  for (const edit of edits) {
    out += text.slice(at, edit.start);
    at = edit.end;
  }
  return out + text.slice(at);
}

type Pass = (text: string, stopAtFirst: boolean) => Edit[];
// Tests that most texts fail at once: every raw shape has a ':' (a scheme's, or an scp-like
// user's) before an '@', and an encoded one '%40'; an e-mail address or a name has neither, and
// the build tests every change's details.

/** Whether `text` has a ':' before an '@', which every raw shape of credentials needs. */
function mayHoldRawCredentials(text: string): boolean {
  const at = text.lastIndexOf('@');
  if (at === -1) return false;
  const colon = text.indexOf(':');
  return colon !== -1 && colon < at;
}

/** Whether `text` has a '%40', which every percent-encoded shape of credentials needs ('%' first: a one-character test is the cheaper). */
function mayHoldEncodedCredentials(text: string): boolean {
  return text.includes('%') && text.includes('%40');
}

/** Whether `text` has a ':' after an '@', which an scp-like remote needs (its host's). */
function mayHoldScpRemote(text: string): boolean {
  const at = text.indexOf('@');
  return at !== -1 && text.lastIndexOf(':') > at;
}

const ENCODED_PASSES: readonly Pass[] = [encodedHttpUserEdits, encodedPasswordEdits];

/**
 * `text` with the credentials of every URL in it left out: the user part of an http(s) URL
 * (`https://u:t@host/x` gives `https://host/x`), the password of any other (`ssh://git:pw@host`
 * gives `ssh://git@host`) and of an scp-like remote (`git:pw@host:x.git` gives `git@host:x.git`),
 * and the same of a URL percent-encoded (`https%3A%2F%2Fu%3At%40host` gives `https%3A%2F%2Fhost`).
 */
export function withoutUrlCredentials(text: string): string {
  let out = text;
  if (mayHoldRawCredentials(out)) {
    out = applyEdits(out, httpUserEdits(out, false));
    out = applyEdits(out, passwordEdits(out, false));
    if (mayHoldScpRemote(out)) out = applyEdits(out, scpPasswordEdits(out, false));
  }
  if (mayHoldEncodedCredentials(out)) for (const pass of ENCODED_PASSES) out = applyEdits(out, pass(out, false));
  return out;
}

/** Whether `text` holds a URL with credentials, as withoutUrlCredentials finds them, no copy made. */
export function holdsUrlCredentialsText(text: string): boolean {
  if (mayHoldRawCredentials(text)) {
    if (httpUserEdits(text, true).length > 0 || passwordEdits(text, true).length > 0) return true;
    if (mayHoldScpRemote(text) && scpPasswordEdits(text, true).length > 0) return true;
  }
  return mayHoldEncodedCredentials(text) && ENCODED_PASSES.some((pass) => pass(text, true).length > 0);
}
