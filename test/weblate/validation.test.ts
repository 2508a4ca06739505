// Problems with a record: the message that names where, and the order a manifest lists them in.
import { describe, expect, it } from 'vitest';
import { z } from 'zod';
import { changeSchema, languageSchema } from '../../src/weblate/schemas.ts';
import { checkRecord, cleanProblem, compareProblems, type RecordProblem } from '../../src/weblate/validation.ts';

const API = 'https://w.example/api';

describe('checkRecord', () => {
  it('quotes a text without the credentials of a URL in it, cleaned before it is cut', () => {
    // A change's details served as a text (--lenient stores it cleaned): its problem quoted the
    // token in the crawl's error, in manifest.json's problems and on /about/.
    const schema = z.looseObject({ details: z.record(z.string(), z.unknown()) });
    const problem = checkRecord(schema, { details: 'fatal: https://bot:SECRETTOKEN1@git.example.org/x.git' }, `${API}/changes/`, 3);
    expect([problem?.received, problem?.message]).toEqual([
      'string "fatal: https://git.example.org/x.git"',
      `${API}/changes/: record 3: field "details": expected record, got string "fatal: https://git.example.org/x.git"`,
    ]);
    const long = `${'x'.repeat(40)} https://bot:SECRETTOKEN1@git.example.org/a-long-path/x.git`;
    expect(checkRecord(schema, { details: long }, `${API}/changes/`, 3)?.received).toBe(`string "${'x'.repeat(40)} https://git.exam…"`);
  });

  it('quotes a text without the e-mail addresses in it, masked before it is cut', () => {
    // 'invited k.nowak@example.org to the project' was quoted with the address as served.
    const schema = z.looseObject({ details: z.record(z.string(), z.unknown()) });
    expect(checkRecord(schema, { details: 'invited k.nowak@example.org to the project' }, `${API}/changes/`, 3)?.message).toBe(
      `${API}/changes/: record 3: field "details": expected record, got string "invited <e-mail address> to the project"`,
    );
    // One the cut would have split: no part of it is quoted.
    const long = `${'x'.repeat(50)} katerina.nowak@example.org`;
    expect(checkRecord(schema, { details: long }, `${API}/changes/`, 3)?.received).toBe(`string "${'x'.repeat(50)} <e-mai…"`);
    expect(checkRecord(schema, { details: 'mailto:kat@example.org' }, `${API}/changes/`, 3)?.received).toBe('string "mailto:<e-mail address>"');
  });

  it('names the URL, the record and the field, with what was expected and what came', () => {
    const schema = z.looseObject({ id: z.int(), user: z.string().nullable() });
    expect(checkRecord(schema, { id: 1, user: null }, `${API}/changes/`, 0)).toBeNull();
    expect(checkRecord(schema, { id: 'x', user: null }, `${API}/changes/?page=2`, 7)).toEqual({
      url: `${API}/changes/?page=2`,
      index: 7,
      path: 'id',
      expected: 'number',
      received: 'string "x"',
      message: `${API}/changes/?page=2: record 7: field "id": expected number, got string "x"`,
    });
  });
});

describe('checkRecord of a language', () => {
  const record = (direction: unknown) => ({
    code: 'yi', name: 'Yiddish', plural: { id: 1, source: 0, number: 2, formula: 'n != 1', type: 1 }, direction,
    population: 0, web_url: 'https://w.example/languages/yi/', url: `${API}/languages/yi/`,
  });

  it("takes a blank direction, Weblate's 'detect it' (its OpenAPI schema: DirectionEnum | BlankEnum), and no other word", () => {
    // A language stored without a direction (an import) is served blank, and failed the whole crawl.
    expect([checkRecord(languageSchema, record(''), `${API}/languages/`, 0), checkRecord(languageSchema, record('rtl'), `${API}/languages/`, 0)]).toEqual([null, null]);
    expect(checkRecord(languageSchema, record('auto'), `${API}/languages/`, 4)?.message)
      .toBe(`${API}/languages/: record 4: field "direction": expected one of "ltr", "rtl", "", got string "auto"`);
  });
});

describe('checkRecord of a change\'s timestamp', () => {
  it('says that a date and time with Z or an offset was expected, where it came without its zone or with a second that does not exist', () => {
    const schema = changeSchema.pick({ timestamp: true });
    expect(checkRecord(schema, { timestamp: '2025-12-23T09:10:31.049665+01:00' }, `${API}/changes/`, 0)).toBeNull();
    for (const timestamp of ['2025-12-23T09:10:31.049665', '2025-12-31T23:59:60.049665Z']) {
      expect(checkRecord(schema, { timestamp }, `${API}/changes/?page_size=1000`, 200)?.message).toBe(
        `${API}/changes/?page_size=1000: record 200: field "timestamp": expected a date and time that exist with Z or an offset, ` +
          `such as 2026-11-21T02:00:00.123456Z or 2026-11-21T03:00:00+01:00, got string "${timestamp}"`,
      );
    }
  });
});

describe('compareProblems', () => {
  const problem = (url: string, index: number | null, path = ''): RecordProblem => ({
    url, index, path, expected: '', received: '', message: `${url} ${index} ${path}`,
  });

  it('orders by list, then page number (not as text), then record, then field', () => {
    const arrived = [
      problem(`${API}/changes/?page=10&page_size=50`, 3),
      problem(`${API}/translations/?page_size=50`, 1, 'component.slug'),
      problem(`${API}/changes/?page=2&page_size=50`, 40),
      problem(`${API}/changes/?page_size=50`, 9),
      problem(`${API}/changes/?page=2&page_size=50`, 4, 'user'),
      problem(`${API}/changes/?page=2&page_size=50`, 4, 'timestamp'),
      problem(`${API}/projects/demo/`, null),
    ];
    expect([...arrived].sort(compareProblems).map((p) => p.message)).toEqual([
      `${API}/changes/?page_size=50 9 `,
      `${API}/changes/?page=2&page_size=50 4 timestamp`,
      `${API}/changes/?page=2&page_size=50 4 user`,
      `${API}/changes/?page=2&page_size=50 40 `,
      `${API}/changes/?page=10&page_size=50 3 `,
      `${API}/projects/demo/ null `,
      `${API}/translations/?page_size=50 1 component.slug`,
    ]);
  });
});

describe('cleanProblem', () => {
  // As a crawler from before ff5c90a and b470a5c wrote a problem: its quotation cut to 57 characters and '…' before it was cleaned.
  const older = (value: string): RecordProblem => {
    const received = `string ${JSON.stringify(`${value.slice(0, 57)}…`)}`;
    return { url: `${API}/changes/`, index: 0, path: 'details', expected: 'record', received, message: `${API}/changes/: record 0: field "details": expected record, got ${received}` };
  };

  it("leaves out a URL's user and password, or an address's local part, that the cut took the '@' of", () => {
    // 'fatal: https://x:ghp_abcdefghijklmnopqrstuvwxyz0123456789…', 36 of the token's 40 characters, was shown on /about/ and kept by a scrub.
    const cleaned = [
      'fatal: https://x:ghp_abcdefghijklmnopqrstuvwxyz0123456789ABCD@github.com/o/r.git',
      'fatal: unable to access https://ghp_abcdefghijklmnopqrstuvwxyz0123456789ABCD@github.com/o/r.git',
      'Failed to send the invitation to the address k.nowak@example.org',
      // A Gitea (or GitHub classic) token of 40 hex characters as the URL's user: 25 of them were kept as a host cut short.
      'fatal: unable to access https://3f2a9c0b1d4e5f60718293a4b5c6d7e8f9012345@git.example.org/o/r.git',
      // A password of digits, more than a port's five: 'https://deploy:48151623424…' was kept as a host and its port.
      'fatal: unable to access mirror https://deploy:481516234242@git.example.org/o/r.git',
    ].map((value) => cleanProblem(older(value)));
    expect(cleaned.map(({ received }) => received)).toEqual([
      'string "fatal: https://…"',
      'string "fatal: unable to access https://…"',
      'string "Failed to send the invitation to the address <e-mail address>…"',
      'string "fatal: unable to access https://…"',
      'string "fatal: unable to access mirror https://…"',
    ]);
    expect(cleaned[0]!.message).toBe(`${API}/changes/: record 0: field "details": expected record, got string "fatal: https://…"`);
  });

  it("cleans the URL of the page it names too: a user's detail page named by an e-mail address, a next page's link with credentials", () => {
    const problem = (url: string): RecordProblem => ({ url, index: null, path: 'full_name', expected: 'string', received: 'null', message: 'field "full_name": expected string, got null' });
    expect(cleanProblem(problem(`${API}/users/ana.kowalska@example.org/`)).url).toBe(`${API}/users/<e-mail address>/`);
    expect(cleanProblem(problem('https://bot:s3cret@w.example/api/changes/?page=2')).url).toBe('https://w.example/api/changes/?page=2');
  });

  it('keeps a host or a version the cut left, which tell no one', () => {
    for (const value of [
      'fatal: unable to access remote https://git.example.org:8443/r.git',
      'fatal: could not read from the remote https://git.example.org.internal/r.git',
      // A host cut before its first dot, short and without a digit: 'https://loca…'.
      'fatal: unable to access the mirror remote at https://localhost:3000/r.git',
      'the add-on failed: npm could not resolve it all: lodash@4.17.21',
    ]) {
      const problem = older(value);
      expect(cleanProblem(problem)).toBe(problem);
    }
  });

  it('reads a run of 100,000 characters before the cut in one pass, as a hand-made manifest may hold', () => {
    // Each took 18 s or more: the scheme's regular expression, and TOKEN_AS_USER's, backtracked over the whole run from each of its characters.
    const quoted = (run: string) => `string "fatal: ${run}\u2026"`;
    const problem = (received: string): RecordProblem => ({ url: `${API}/changes/`, index: 0, path: 'details', expected: 'record', received, message: received });
    const host = problem(quoted(`https://${'a'.repeat(100_000)}.`));
    expect(cleanProblem(host)).toBe(host);
    expect(cleanProblem(problem(quoted(`https://${'a'.repeat(100_000)}`))).received).toBe(quoted('https://'));
    expect(cleanProblem(problem(quoted(`x${'+'.repeat(100_000)}://${'b1'.repeat(50_000)}`))).received).toBe(quoted(`x${'+'.repeat(100_000)}://`));
  });
});
