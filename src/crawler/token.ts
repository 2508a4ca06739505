// What an API token may hold: it goes into an Authorization header, checked before any request;
// and where it may go without a word: over https://, or over http:// to this machine.
import { isLoopback } from './loopback.ts';

/**
 * The token as given, without the whitespace around it (a secret read from a file or a CRLF .env
 * ends in a line break); one with a character no token has (a space, a control or non-ASCII
 * character, a pasted zero-width space) is refused by position, never echoed. Undefined where none was given.
 */
export function tokenFrom(source: string, given: string | undefined): string | undefined {
  if (given === undefined) return undefined;
  const token = given.trim();
  const bad = [...token].findIndex((char) => !isTokenChar(char));
  if (bad >= 0) {
    throw new Error(`${source}: character ${bad + 1} of the token is ${describeChar([...token][bad]!)}; a Weblate API key is letters, digits and _ only`);
  }
  return token;
}

/** Whether a character may stand in a token sent in a header: visible ASCII. */
export function isTokenChar(char: string): boolean {
  const code = char.codePointAt(0)!;
  return code >= 0x21 && code <= 0x7e;
}

function describeChar(char: string): string {
  const code = char.codePointAt(0)!;
  const hex = `U+${code.toString(16).toUpperCase().padStart(4, '0')}`;
  if (char === ' ') return 'a space';
  if (code < 0x20 || code === 0x7f) return `a control character (${hex})`;
  return `not ASCII (${hex})`;
}

/**
 * The warning a crawl prints before it sends a token over plain http:// to another machine
 * (anyone on the way reads it); null over https:// or to a loopback address.
 */
export function plainTextTokenWarning(base: string): string | null {
  const url = new URL(base);
  if (url.protocol !== 'http:' || isLoopback(url.hostname)) return null;
  return `the token goes to ${url.origin} unencrypted (http://), readable on the way: use https:// where the server has it`;
}

/**
 * Below this length a token is a part of ordinary words too ('e' of every 'code' and 'rejected', a
 * test server's 'right'), and writing each such part '***' made every message unreadable and every
 * record's keys and values another ('cod***': '***n'); a Weblate API key is far longer. A token
 * this short is written '***' only where it stands alone: no letter, digit or _ beside it.
 */
export const SHORT_TOKEN = 16;

let shortPattern: { token: string; pattern: RegExp } | null = null;

/** The occurrences of a short token that stand alone: not beside a letter, a digit or _. */
function standingAlone(token: string): RegExp {
  if (shortPattern?.token !== token) {
    const escaped = token.replace(/[\\^$.*+?()[\]{}|/-]/g, '\\$&');
    shortPattern = { token, pattern: new RegExp(`(?<![A-Za-z0-9_])${escaped}(?![A-Za-z0-9_])`, 'g') };
  }
  shortPattern.pattern.lastIndex = 0;
  return shortPattern.pattern;
}

/**
 * The fewest characters in a row of a token of SHORT_TOKEN characters or more that are written '***'
 * as the token is: a server that writes back the token it was sent into a field it cuts (a name of
 * at most 60 characters) or splits had 35 of a key's 40 characters stored, published by the site and
 * quoted by an error; 16 characters of a random key do not come up by chance.
 */
export const TOKEN_PIECE = 16;

// Any TOKEN_PIECE characters in a row of the token hold one of its blocks of half as many that
// start at a multiple of that half: looking for those few blocks tells a text with no piece.
const BLOCK = TOKEN_PIECE / 2;

let blocksOf: { token: string; blocks: string[] } | null = null;

function blocks(token: string): string[] {
  if (blocksOf?.token !== token) {
    const list: string[] = [];
    for (let start = 0; start + BLOCK <= token.length; start += BLOCK) list.push(token.slice(start, start + BLOCK));
    blocksOf = { token, blocks: list };
  }
  return blocksOf.blocks;
}

/**
 * What a text holding the token (holdsToken) holds one of, to look for in a server's bytes before
 * any string is read: the token itself under SHORT_TOKEN characters, else its blocks.
 */
export function tokenSearchTerms(token: string): string[] {
  return token.length < SHORT_TOKEN ? [token] : blocks(token);
}

/**
 * `text` with every run of TOKEN_PIECE or more characters of the token, in a row as in it, written
 * '***' (the longest at each place). A run that starts at a place holds one of the token's blocks
 * starting at most BLOCK characters after it, so the places far from every block are passed over
 * with indexOf: comparing the token at each of them took 2.7 s for a 10 MB field holding it (5.2 s
 * in withoutToken), 2 s for one holding a single block, where indexOf takes milliseconds.
 */
function withoutPieces(text: string, token: string): string {
  const list = blocks(token);
  // Where each block is next found, at or after the place looked at (-1: nowhere further on).
  const next = list.map((block) => text.indexOf(block));
  const nextBlock = (from: number): number => {
    let nearest = -1;
    for (let i = 0; i < list.length; i++) {
      if (next[i]! !== -1 && next[i]! < from) next[i] = text.indexOf(list[i]!, from);
      if (next[i]! !== -1 && (nearest === -1 || next[i]! < nearest)) nearest = next[i]!;
    }
    return nearest;
  };
  let out = '';
  let last = 0;
  let at = 0;
  while (at + TOKEN_PIECE <= text.length) {
    const block = nextBlock(at);
    if (block === -1) break;
    if (block > at + BLOCK) {
      at = block - BLOCK;
      continue;
    }
    let longest = 0;
    for (let from = 0; from + TOKEN_PIECE <= token.length; from++) {
      let length = 0;
      while (at + length < text.length && from + length < token.length && text.charCodeAt(at + length) === token.charCodeAt(from + length)) length++;
      if (length > longest) longest = length;
    }
    if (longest >= TOKEN_PIECE) {
      out += `${text.slice(last, at)}***`;
      at += longest;
      last = at;
    } else {
      at++;
    }
  }
  return last === 0 ? text : out + text.slice(last);
}

/** Whether `text` holds the token (one under SHORT_TOKEN characters standing alone; of a longer one, any TOKEN_PIECE characters of it in a row). */
export function holdsToken(text: string, token: string): boolean {
  if (token.length < SHORT_TOKEN) return text.includes(token) && standingAlone(token).test(text);
  if (text.length < TOKEN_PIECE || !blocks(token).some((block) => text.includes(block))) return false;
  return text.includes(token) || withoutPieces(text, token) !== text;
}

/** `text` with the token written '***' wherever it holds it (holdsToken). */
export function hideToken(text: string, token: string): string {
  // Of a long token, withoutPieces is the answer itself (the text where it holds none): asking
  // holdsToken first walked the text twice.
  if (token.length >= SHORT_TOKEN) return text.length < TOKEN_PIECE ? text : withoutPieces(text, token);
  return holdsToken(text, token) ? text.replace(standingAlone(token), '***') : text;
}

/**
 * The value with every occurrence of the token in its strings (values and keys, at any depth)
 * written '***': the value itself where none holds it, else a copy. A server that writes back the
 * token it was sent (a debugging proxy, a field quoting the request) would otherwise have it
 * stored in the snapshot, and published by the site built from it.
 */
export function withoutToken<T>(value: T, token: string): T {
  return holds(value, token) ? (hidden(value, token) as T) : value;
}

/** Whether a string of the value, a key or a value at any depth, holds the token (allocating nothing). */
function holds(value: unknown, token: string): boolean {
  if (typeof value === 'string') return holdsToken(value, token);
  if (value === null || typeof value !== 'object') return false;
  if (Array.isArray(value)) {
    for (const item of value) if (holds(item, token)) return true;
    return false;
  }
  for (const key in value) {
    if (!Object.hasOwn(value, key)) continue;
    if (holdsToken(key, token) || holds((value as Record<string, unknown>)[key], token)) return true;
  }
  return false;
}

function hidden(value: unknown, token: string): unknown {
  if (typeof value === 'string') return hideToken(value, token);
  if (value === null || typeof value !== 'object') return value;
  if (Array.isArray(value)) return value.map((item) => hidden(item, token));
  // Defined, not assigned: a key '__proto__' stays a key of the copy.
  const copy: Record<string, unknown> = {};
  for (const [key, item] of Object.entries(value)) {
    Object.defineProperty(copy, hideToken(key, token), { value: hidden(item, token), enumerable: true, writable: true, configurable: true });
  }
  return copy;
}
