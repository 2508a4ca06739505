import { describe, expect, it } from 'vitest';
import { holdsUrlCredentialsText, withoutUrlCredentials } from '../../src/weblate/url-credentials.ts';

// The regular expressions the scanner replaced (7c84f25), kept as the reference it must agree
// with: on text of a few dozen characters their backtracking costs nothing.
const URL_CREDENTIALS = /\b(https?:\/\/)[^\s/?#"`<>]*@/gi;
const URL_PASSWORD = /\b([a-z][a-z0-9+.-]*:\/\/[^\s/?#@:"`<>]+):[^\s/?#"`<>]*@/gi;
const SCP_PASSWORD = /(^|[\s'"`(<[=,;>{|])([a-z0-9._~-]+):[^\s/"`<>]+@((?:[a-z0-9-]+\.)*[a-z0-9-]+|\[[0-9a-f:.]+\]):(?!$|[\s:]|\/\/)/gi;
const ENCODED_URL_CREDENTIALS = /\b(https?%3A%2F%2F)(?:[^\s/?#%"`<>&]|%(?!2F|3F|23)[0-9A-F]{2})*%40/gi;
const ENCODED_URL_PASSWORD = /\b([a-z][a-z0-9+.-]*%3A%2F%2F(?:[^\s/?#%"`<>&]|%(?!2F|3F|23|3A|40)[0-9A-F]{2})+)%3A(?:[^\s/?#%"`<>&]|%(?!2F|3F|23)[0-9A-F]{2})*%40/gi;

const reference = (text: string) => text.replace(URL_CREDENTIALS, '$1').replace(URL_PASSWORD, '$1@').replace(SCP_PASSWORD, '$1$2@$3:')
  .replace(ENCODED_URL_CREDENTIALS, '$1').replace(ENCODED_URL_PASSWORD, '$1%40');
const referenceHolds = (text: string) => [URL_CREDENTIALS, URL_PASSWORD, SCP_PASSWORD, ENCODED_URL_CREDENTIALS, ENCODED_URL_PASSWORD].some((pattern) => text.search(pattern) !== -1);

// Pieces the shapes are made of, and the characters that end or bend them.
const PIECES = [
  'https://', 'http://', 'HTTPS://', 'ssh://', 'git+ssh://', '://', 'x', 'git', 'u', 'pw', 'host', 'a.b', 'h-1', '.', '..', '@', '@@', ':', '::', '/', '//',
  '?', '#', ' ', '\t', '"', "'", '`', '<', '>', '(', '[', ']', '[::1]', '=', ',', ';', '&', '~', '_', '+', '-', '%', '%3A', '%3a', '%2F', '%2f', '%2F%2F',
  '%40', '%3A%2F%2F', 'https%3A%2F%2F', 'ssh%3A%2F%2F', '%3F', '%23', '%25', '%4', 'A', 'f', '9', 'é', '\u00a0',
];

const LEADS = ['', ' ', ',', '(', 'x', '"', '=', '/', '>', ';', "'", '[', '<', '\t', '`', ':'];
const SCHEMES = ['https://', 'http://', 'ssh://', 'git+ssh://', 'https%3A%2F%2F', 'ssh%3a%2f%2f', '', '', 'x.y://'];
const USERS = ['u', 'git', '', 'a.b', 'a%3Ab', 'ü', '1a'];
const SEPARATORS = [':', '%3A', '', ':'];
const PASSWORDS = ['p', 'p@q', '', '%40x', ':', 'p%25', 'p q', 'p/q'];
const ATS = ['@', '%40', '@@', '@'];
const HOSTS = ['host', 'a.b', '[::1]', 'h..x', '.h', '', 'h.', '[]', 'x-1.y'];
const AFTER = [':repo', '/x', ':', '://x', ' ', '%2Fx', '?q', ':/x', '', ': x', '::x', ':@'];

/** A deterministic pseudo-random sequence (mulberry32). */
function random(seed: number): () => number {
  let state = seed;
  return () => {
    state = (state + 0x6d2b79f5) | 0;
    let t = Math.imul(state ^ (state >>> 15), 1 | state);
    t = (t + Math.imul(t ^ (t >>> 7), 61 | t)) ^ t;
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

describe('withoutUrlCredentials', () => {
  it('leaves out what the regular expressions it replaced left out, and nothing else, on 30,000 texts made of the shapes\' parts', () => {
    const next = random(20261130);
    const differing: string[] = [];
    let cleaned = 0;
    for (let n = 0; n < 30_000; n++) {
      const pick = <T,>(list: readonly T[]) => list[Math.floor(next() * list.length)]!;
      const noise = () => {
        let text = '';
        for (let i = Math.floor(next() * 6); i > 0; i--) text += pick(PIECES);
        return text;
      };
      // Half the texts are a shape with its parts varied, between random pieces; half random pieces alone.
      const text = next() < 0.5
        ? noise() + pick(LEADS) + pick(SCHEMES) + pick(USERS) + pick(SEPARATORS) + pick(PASSWORDS) + pick(ATS) + pick(HOSTS) + pick(AFTER) + noise()
        : noise() + noise() + noise();
      const want = reference(text);
      if (want !== text) cleaned++;
      if (withoutUrlCredentials(text) !== want || holdsUrlCredentialsText(text) !== referenceHolds(text)) differing.push(text);
    }
    expect(differing.slice(0, 5)).toEqual([]);
    // The texts reach the shapes: thousands of them hold credentials.
    expect(cleaned).toBeGreaterThan(4_000);
  });

  it('cleans each shape as before', () => {
    expect(withoutUrlCredentials('fatal: https://u:t@host/x and ssh://git:pw@host:22/r and git:pw@host:x.git')).toBe('fatal: https://host/x and ssh://git@host:22/r and git@host:x.git');
    expect(withoutUrlCredentials('https%3A%2F%2Fu%3At%40host%2Fx ssh%3A%2F%2Fgit%3Apw%40host')).toBe('https%3A%2F%2Fhost%2Fx ssh%3A%2F%2Fgit%40host');
    expect(withoutUrlCredentials('https://u:p@ss@host/x git@github.com:org/x.git mail me@x.org')).toBe('https://host/x git@github.com:org/x.git mail me@x.org');
    expect(withoutUrlCredentials('(deploy:s3cr@t@[::1]:repo)')).toBe('(deploy@[::1]:repo)');
    // After an HTML tag, a brace or a bar, as an error page, a JSON-like text or a table quotes one.
    expect(withoutUrlCredentials('fatal: <code>git:secret1@host.example:x.git</code>')).toBe('fatal: <code>git@host.example:x.git</code>');
    expect(withoutUrlCredentials('{git:pw@host:x.git} |bot:tok@git.example:org/x.git|')).toBe('{git@host:x.git} |bot@git.example:org/x.git|');
    expect(holdsUrlCredentialsText('<b>git:pw@host:x.git</b>')).toBe(true);
  });

  it('reads texts of a megabyte with no space in one pass each, the shapes that made the expressions backtrack over every start', () => {
    // Each of these took the regular expressions 6 to 15 s at 100 KB, and about twelve minutes at 1 MB.
    const scp = `a:@${',a:'.repeat(333_333)}`;
    expect(withoutUrlCredentials(scp)).toBe(scp);
    expect(holdsUrlCredentialsText(scp)).toBe(false);
    const password = `x://${'a:'.repeat(250_000)}@${'a.'.repeat(250_000)}`;
    expect(withoutUrlCredentials(password)).toBe(`x://a@${'a.'.repeat(250_000)}`);
    const encoded = `%40 x%3A%2F%2F${'a.'.repeat(500_000)}`;
    expect(withoutUrlCredentials(encoded)).toBe(encoded);
    const schemes = 'a.'.repeat(500_000);
    expect(holdsUrlCredentialsText(`${schemes}://u:p@h`)).toBe(true);
    // One '@' after a million characters a password may hold, and a host and ':' after it.
    const long = `${'user:'}${'p'.repeat(1_000_000)}@host:repo`;
    expect(withoutUrlCredentials(long)).toBe('user@host:repo');
  });

  it('reads a megabyte of words after a git error, and of URLs with an empty user, in one pass each', () => {
    // Each run of a password's characters (a word) looked for its '@' back to the text's last one:
    // 110 s for this megabyte, 2.7 s at 200 KB, where the expression it replaced took 17 ms.
    const words = `fatal: could not read from git@host:x.git ${'word '.repeat(200_000)}`;
    expect(withoutUrlCredentials(words)).toBe(words);
    expect(holdsUrlCredentialsText(words)).toBe(false);
    const withPassword = `fatal: could not read from git:pw@host:x.git ${'word '.repeat(200_000)}`;
    expect(withoutUrlCredentials(withPassword)).toBe(`fatal: could not read from git@host:x.git ${'word '.repeat(200_000)}`);
    expect(holdsUrlCredentialsText(withPassword)).toBe(true);
    // Pass 1 leaves 'https://' a hundred thousand times, with no '@' left for pass 3 to look for (19.7 s).
    const emptyUsers = 'https://a@'.repeat(104_858);
    expect(withoutUrlCredentials(emptyUsers)).toBe('https://'.repeat(104_858));
    expect(holdsUrlCredentialsText(emptyUsers)).toBe(true);
  });
});
