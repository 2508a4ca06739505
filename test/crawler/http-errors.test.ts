// Readable one-line messages from every error body shape a Weblate server or its proxy gives.
import { describe, expect, it } from 'vitest';
import {
  afterRetries,
  BudgetExceededError, HttpError, OriginError, describeErrorBody, htmlTitle, invalidJsonReason, jsonErrorDetail, kindOfStatus,
  redact, reworded, statusMessage, timeoutMessage, tlsFailure,
} from '../../src/crawler/http-errors.ts';

const NGINX_502 =
  '<html>\r\n<head><title>502 Bad Gateway</title></head>\r\n<body>\r\n<center><h1>502 Bad Gateway</h1></center>\r\n<hr><center>nginx</center>\r\n</body>\r\n</html>\r\n';

describe('jsonErrorDetail', () => {
  it('reads DRF {"detail"}', () => {
    expect(jsonErrorDetail({ detail: 'Invalid token.' })).toBe('Invalid token.');
  });

  it('reads Weblate 5.10 errors, joining details and prefixing attr when set', () => {
    expect(jsonErrorDetail({ type: 'client_error', errors: [{ code: 'not_found', detail: 'Not found.', attr: null }] })).toBe('Not found.');
    expect(
      jsonErrorDetail({
        type: 'validation_error',
        errors: [
          { code: 'invalid', detail: 'Enter a valid date/time.', attr: 'timestamp_after' },
          { code: 'invalid', detail: 'A valid integer is required.', attr: 'page_size' },
          { code: 'invalid', detail: 'Something else.', attr: null },
        ],
      }),
    ).toBe('timestamp_after: Enter a valid date/time.; page_size: A valid integer is required.; Something else.');
  });

  it('reads field errors', () => {
    expect(jsonErrorDetail({ page_size: ['A valid integer is required.'] })).toBe('page_size: A valid integer is required.');
    expect(jsonErrorDetail({ non_field_errors: ['Bad.'], action: ['"999" is not a valid choice.', 'Second.'] })).toBe(
      'Bad.; action: "999" is not a valid choice. Second.',
    );
  });

  it('reads a bare string or list', () => {
    expect(jsonErrorDetail('Locked.')).toBe('Locked.');
    expect(jsonErrorDetail(['One.', 'Two.'])).toBe('One. Two.');
    expect(jsonErrorDetail({})).toBeNull();
  });
});

describe('htmlTitle', () => {
  it('takes the <title>, else the first <h1>, decoding entities and collapsing space', () => {
    expect(htmlTitle(NGINX_502)).toBe('502 Bad Gateway');
    expect(htmlTitle('<html><body><h1 class="x">Server\n  <em>Error</em> &amp; more</h1></body></html>')).toBe('Server Error & more');
    expect(htmlTitle('<TITLE>  </TITLE><h1>Fallback</h1>')).toBe('Fallback');
    expect(htmlTitle('<p>nothing</p>')).toBeNull();
    // Named characters as sign-in and localized error pages write them; case counts, an unknown name stays.
    expect(htmlTitle('<title>Sign in &middot; Corp SSO &raquo; &copy; 2026</title>')).toBe('Sign in · Corp SSO » © 2026');
    expect(htmlTitle('<title>Acc&egrave;s refus&eacute; &Eacute;TAPE &AMP; &COPY; &bull; &nosuch;</title>')).toBe('Accès refusé ÉTAPE & © • &nosuch;');
    // Names not in the table stay as written, never taken for another name spelt in lower case.
    expect(htmlTitle('<title>&Dagger; &rArr; &EACUTE; &Nbsp; &dagger;</title>')).toBe('&Dagger; &rArr; &EACUTE; &Nbsp; †');
  });
});

describe('htmlTitle, read by scanning', () => {
  // The regular expressions it replaced, kept as the reference it must agree with on short pages.
  const reference = (html: string): string | null => {
    for (const tag of ['title', 'h1']) {
      const match = new RegExp(`<${tag}\\b[^>]*>([\\s\\S]*?)</${tag}\\s*>`, 'i').exec(html);
      if (match?.[1] !== undefined) {
        const text = htmlTitle(`<title>${match[1].replace(/<[^>]*>/g, ' ')}</title>`);
        if (text !== null) return text;
      }
    }
    return null;
  };
  const PIECES = ['<title>', '<TITLE x="1">', '<title', '<titles>', '</title>', '</TITLE >', '</title', '<h1>', '<H1 class=a>', '</h1>', '</h1\n>', '<h10>',
    '<', '>', '</', 'Oops', ' ', '\n', '&amp;', '<em>', '</em>', '<\x11', 'İ', '<h\x11>'];

  it('finds what the regular expressions it replaced found, on 20,000 pages made of tags and text', () => {
    let state = 7;
    const next = () => (state = (Math.imul(state, 1_103_515_245) + 12_345) >>> 0) / 4_294_967_296;
    const differing: string[] = [];
    let titled = 0;
    for (let n = 0; n < 20_000; n++) {
      let html = '';
      for (let i = 1 + Math.floor(next() * 12); i > 0; i--) html += PIECES[Math.floor(next() * PIECES.length)]!;
      const want = reference(html);
      if (want !== null) titled++;
      if (htmlTitle(html) !== want) differing.push(html);
    }
    expect(differing.slice(0, 5)).toEqual([]);
    expect(titled).toBeGreaterThan(2_000);
  });

  it('reads pages of a megabyte in one pass: unclosed titles, lone angle brackets, a title after them', () => {
    // Each took the regular expressions seconds at 100 KB (6.3 s for the first) and minutes at 1 MB.
    expect(htmlTitle('<title'.repeat(170_000))).toBeNull();
    expect(htmlTitle('<title>'.repeat(150_000))).toBeNull();
    expect(htmlTitle(`<title>${'<'.repeat(1_000_000)}</title>`)).toBe('<'.repeat(1_000_000));
    expect(htmlTitle(`${'<h1>'.repeat(250_000)}<title>Bad Gateway</title>`)).toBe('Bad Gateway');
  });
});

describe('describeErrorBody', () => {
  it('names an HTML page by its title, never its markup', () => {
    expect(describeErrorBody(502, NGINX_502, 'text/html')).toBe('502 Bad Gateway (HTML page)');
    expect(describeErrorBody(404, '<!doctype html><p>gone</p>', undefined)).toBe('Not Found (HTML page)');
  });

  it('reads JSON bodies', () => {
    expect(describeErrorBody(401, '{"detail":"Invalid token."}', 'application/json')).toBe('Invalid token.');
    expect(describeErrorBody(404, '{"type":"client_error","errors":[{"code":"not_found","detail":"Not found.","attr":null}]}')).toBe(
      'Not found.',
    );
  });

  it('uses the status text for an empty body and the first 300 characters of plain text', () => {
    expect(describeErrorBody(503, '', undefined)).toBe('Service Unavailable');
    expect(describeErrorBody(500, 'sample server error:\n  boom', 'text/plain')).toBe('sample server error: boom');
    expect(describeErrorBody(500, 'x'.repeat(400), 'text/plain')).toBe(`${'x'.repeat(299)}…`);
  });

  it('quotes no e-mail address a server wrote into its error, in a JSON detail, an HTML title or plain text, masked before the cut', () => {
    expect(describeErrorBody(500, '{"detail":"Server Error: invite of k.nowak@example.org failed"}', 'application/json')).toBe(
      'Server Error: invite of <e-mail address> failed',
    );
    expect(describeErrorBody(403, '<title>No access for kat+weblate@example.org</title>', 'text/html')).toBe('No access for <e-mail address> (HTML page)');
    expect(describeErrorBody(500, `${'x '.repeat(145)}ana.lindqvist@example.org`, 'text/plain')).toBe(`${'x '.repeat(145)}<e-mail a…`);
  });

  it('quotes no URL\'s credentials a server wrote into its error, nor takes them for an e-mail address', () => {
    expect(describeErrorBody(500, '{"detail":"clone of https://bot:s3cr!t@git.example.org/app.git failed"}', 'application/json')).toBe(
      'clone of https://git.example.org/app.git failed',
    );
    expect(describeErrorBody(500, 'fatal: ssh://git:tok3n-x@git.example.org/app.git not found', 'text/plain')).toBe('fatal: ssh://git@git.example.org/app.git not found');
    expect(describeErrorBody(500, 'clone of https://bot:s3cr3t@git.example.org/app.git by k.nowak@example.org failed', 'text/plain')).toBe(
      'clone of https://git.example.org/app.git by <e-mail address> failed',
    );
  });

  it('writes the control characters and bidi overrides a server sent as escapes, whoever prints the message', () => {
    expect(describeErrorBody(403, '{"detail":"\\u001b[2JDenied \\u202etxt.exe\\u2066 \\u0085x"}', 'application/json')).toBe(
      '\\x1b[2JDenied \\u202etxt.exe\\u2066 \\x85x',
    );
    expect(describeErrorBody(502, '<title>Bad\u202eGateway</title>', 'text/html')).toBe('Bad\\u202eGateway (HTML page)');
  });
});

describe('messages', () => {
  it('statusMessage words each refusal', () => {
    const url = 'https://weblate.example.org/api/projects/';
    expect(statusMessage(401, url, 'Invalid token.', true)).toBe(`token rejected by ${url}: Invalid token.`);
    expect(statusMessage(401, url, 'Authentication credentials were not provided.', false)).toBe(
      `authentication required by ${url}: Authentication credentials were not provided.`,
    );
    expect(statusMessage(403, url, 'You do not have permission.', true)).toBe(`access denied by ${url}: You do not have permission.`);
    expect(statusMessage(404, url, 'Not found.', false)).toBe(`not found: ${url}: Not found.`);
    expect(statusMessage(423, url, 'Locked.', false)).toBe(`HTTP 423 from ${url}: Locked.`);
    expect(statusMessage(504, url, '504 Gateway Time-out (HTML page)', false)).toBe(`HTTP 504 from ${url}: 504 Gateway Time-out (HTML page)`);
  });

  it('kindOfStatus', () => {
    expect([401, 403, 404, 400, 423, 500, 503].map(kindOfStatus)).toEqual(['auth', 'forbidden', 'not-found', 'client', 'client', 'server', 'server']);
  });

  it('timeoutMessage names the URL and the timeout', () => {
    const url = 'http://127.0.0.1:8000/api/';
    expect(timeoutMessage(url, 'connect', 5000)).toBe(`timed out connecting to ${url} (--connect-timeout 5 s)`);
    expect(timeoutMessage(url, 'headers', 50)).toBe(`timed out waiting for the response headers of ${url} (--headers-timeout 0.05 s)`);
    expect(timeoutMessage(url, 'body', 70)).toBe(`timed out reading the body of ${url} (--body-timeout 0.07 s)`);
  });

  it('afterRetries says the retries and their waits, in seconds up to 2 min, then minutes and seconds', () => {
    expect(afterRetries(1, 750)).toBe('after 1 retry in 1 s');
    expect(afterRetries(5, 23_250)).toBe('after 5 retries in 23 s');
    expect(afterRetries(5, 119_400)).toBe('after 5 retries in 119 s');
    expect(afterRetries(5, 156_400)).toBe('after 5 retries in 2 min 36 s');
    expect(afterRetries(5, 3_000_000)).toBe('after 5 retries in 50 min');
  });

  it('invalidJsonReason tells truncation, HTML and emptiness apart', () => {
    const cut = '{"count": 3, "results": [{"name": "Orb';
    const parse = (text: string): unknown => {
      try {
        JSON.parse(text);
      } catch (error) {
        return error;
      }
      return null;
    };
    expect(invalidJsonReason(cut, 38, 'application/json', parse(cut))).toBe(`truncated body (38 bytes): Unterminated string in JSON at position 38`);
    expect(invalidJsonReason('', 0, 'application/json', parse(''))).toBe('empty body');
    expect(invalidJsonReason('<html><title>Projects – Weblate</title></html>', 48, 'text/html', null)).toBe(
      'got an HTML page instead of JSON (Projects – Weblate)',
    );
    expect(invalidJsonReason('{"a" 1}', 7, 'application/json', parse('{"a" 1}'))).toBe(
      `Expected ':' after property name in JSON at position 5 (7 bytes)`,
    );
  });

  it('invalidJsonReason names a body compressed unasked, and writes the control characters of a binary one as codes', () => {
    // The bytes received, not those of the text decoded from them (each byte not UTF-8 there a
    // replacement character of 3 bytes): 1f 8b 08 00 00 were said to be 7 bytes.
    expect(invalidJsonReason('\u001f\ufffd\b\u0000\u0000', 5, undefined, new SyntaxError('x'))).toBe(
      'a body compressed with gzip that no Content-Encoding names (5 bytes): a proxy between compresses answers without saying so, or twice',
    );
    expect(invalidJsonReason('(\ufffd/\ufffd', 4, 'application/json', new SyntaxError('x'), 'br')).toBe(
      'a body compressed with br, which was not asked for (4 bytes): the crawl accepts gzip only, and a proxy between compresses answers whatever the request accepts',
    );
    expect(invalidJsonReason('\u0007\u0001bin', 5, 'application/json', new SyntaxError('Unexpected token \'\u0007\', "\u0007\u0001bin" is not valid JSON'))).toBe(
      'Unexpected token \'\\x07\', "\\x07\\x01bin" is not valid JSON (5 bytes)',
    );
    expect(invalidJsonReason('{"name": "\ufffd\ufffd', 12, 'application/json', new SyntaxError('Unterminated string in JSON at position 12'))).toBe(
      'truncated body (12 bytes): Unterminated string in JSON at position 12',
    );
  });

  it('redact hides a secret everywhere and does nothing without one', () => {
    expect(redact('Token abc and abc', 'abc')).toBe('Token *** and ***');
    expect(redact('Token abc', undefined)).toBe('Token abc');
  });
});

describe('tlsFailure', () => {
  it('says what a TLS failure means by its code, and nothing for other codes', () => {
    expect(tlsFailure('CERT_HAS_EXPIRED')).toBe('the server\'s certificate has expired: its administrator has to renew it');
    expect(tlsFailure('ERR_TLS_CERT_ALTNAME_INVALID')).toBe('the server\'s certificate is for another host name: use the name it was issued for in --url');
    expect([tlsFailure('ECONNRESET'), tlsFailure(undefined)]).toEqual([undefined, undefined]);
  });
});

describe('error classes', () => {
  it('carry their fields', () => {
    const error = new HttpError('HTTP 502 from u: x', { status: 502, url: 'u', kind: 'server', attempts: 3 });
    expect([error.name, error.message, error.status, error.url, error.kind, error.attempts]).toEqual([
      'HttpError', 'HTTP 502 from u: x', 502, 'u', 'server', 3,
    ]);
    expect(error).toBeInstanceOf(Error);
    const origin = new OriginError('https://elsewhere/', 'not on https://example.org');
    expect([origin.name, origin.message, origin.url, origin.reason]).toEqual([
      'OriginError', 'refusing to request https://elsewhere/: not on https://example.org', 'https://elsewhere/', 'not on https://example.org',
    ]);
    const budget = new BudgetExceededError(40);
    expect([budget.name, budget.message, budget.requests]).toEqual(['BudgetExceededError', 'stopped after 40 requests (--max-requests 40)', 40]);
  });

  it('keep every field of a failure said in other words, and the failure as its cause', () => {
    const failure = new HttpError('timed out', { status: null, url: 'u', kind: 'timeout', attempts: 4, timeout: 'body', fewerRetries: true, detail: 'd' });
    failure.answeredBefore = 16;
    const said = reworded(failure, 'timed out; more');
    expect([said.message, said.status, said.url, said.kind, said.attempts, said.timeout, said.fewerRetries, said.detail, said.answeredBefore, said.cause]).toEqual([
      'timed out; more', null, 'u', 'timeout', 4, 'body', true, 'd', 16, failure,
    ]);
  });
});
