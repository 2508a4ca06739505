// The outgoing proxy a crawl takes from its environment, and what is said when the proxy refuses.
import { describe, expect, it } from 'vitest';
import { proxyFromEnv, proxyLabel, proxyRefusalHint } from '../../src/crawler/proxy.ts';

describe('proxyFromEnv', () => {
  it('takes HTTPS_PROXY for an https:// server and HTTP_PROXY for an http:// one, lower case first', () => {
    const env = { HTTPS_PROXY: 'http://secure.proxy:3128', HTTP_PROXY: 'http://plain.proxy:3128' };
    expect(proxyFromEnv(env, 'https://hosted.weblate.org')).toEqual({ url: 'http://secure.proxy:3128/', variable: 'HTTPS_PROXY' });
    expect(proxyFromEnv(env, 'http://weblate.internal')).toEqual({ url: 'http://plain.proxy:3128/', variable: 'HTTP_PROXY' });
    expect(proxyFromEnv({ ...env, https_proxy: 'http://lower.proxy:8080' }, 'https://hosted.weblate.org')).toEqual({
      url: 'http://lower.proxy:8080/', variable: 'https_proxy',
    });
  });

  it('takes HTTP_PROXY for an https:// server without HTTPS_PROXY, as undici and Node do, but not the other way round', () => {
    expect(proxyFromEnv({ HTTP_PROXY: 'http://plain.proxy:3128' }, 'https://hosted.weblate.org')).toEqual({
      url: 'http://plain.proxy:3128/', variable: 'HTTP_PROXY',
    });
    expect(proxyFromEnv({ HTTPS_PROXY: 'http://secure.proxy:3128' }, 'http://weblate.internal')).toBeNull();
    expect(proxyFromEnv({ HTTPS_PROXY: '  ' }, 'https://hosted.weblate.org')).toBeNull();
    expect(proxyFromEnv({}, 'https://hosted.weblate.org')).toBeNull();
  });

  it('takes neither https_proxy nor HTTPS_PROXY for an http:// server, in lower case or upper', () => {
    expect(proxyFromEnv({ https_proxy: 'http://secure.proxy:3128' }, 'http://weblate.internal')).toBeNull();
    expect(proxyFromEnv({ https_proxy: 'http://secure.proxy:3128', HTTPS_PROXY: 'http://secure.proxy:3128', HTTP_PROXY: 'http://plain.proxy:3128' }, 'http://weblate.internal')).toEqual({
      url: 'http://plain.proxy:3128/', variable: 'HTTP_PROXY',
    });
  });

  it('reads no_proxy in lower case too, before NO_PROXY', () => {
    const proxied = { HTTPS_PROXY: 'http://proxy.corp:3128' };
    expect(proxyFromEnv({ ...proxied, no_proxy: 'weblate.example.org' }, 'https://weblate.example.org')).toBeNull();
    expect(proxyFromEnv({ ...proxied, no_proxy: 'other.example.org', NO_PROXY: 'weblate.example.org' }, 'https://weblate.example.org')).toEqual({
      url: 'http://proxy.corp:3128/', variable: 'HTTPS_PROXY',
    });
    // A blank no_proxy is not set, as a blank https_proxy is not.
    expect(proxyFromEnv({ ...proxied, no_proxy: '', NO_PROXY: 'weblate.example.org' }, 'https://weblate.example.org')).toBeNull();
    expect(proxyFromEnv({ ...proxied, no_proxy: ' ', NO_PROXY: 'weblate.example.org' }, 'https://weblate.example.org')).toBeNull();
    expect(proxyFromEnv({ ...proxied, no_proxy: '', NO_PROXY: '' }, 'https://weblate.example.org')).toEqual({
      url: 'http://proxy.corp:3128/', variable: 'HTTPS_PROXY',
    });
  });

  it('reads a bare host:port as an http:// proxy, and keeps credentials in the URL it returns', () => {
    expect(proxyFromEnv({ HTTPS_PROXY: 'proxy.corp:3128' }, 'https://hosted.weblate.org')?.url).toBe('http://proxy.corp:3128/');
    expect(proxyFromEnv({ HTTPS_PROXY: 'http://ci:s3cret@proxy.corp:3128' }, 'https://hosted.weblate.org')?.url).toBe('http://ci:s3cret@proxy.corp:3128/');
  });

  it('goes direct to hosts NO_PROXY names: the host, a domain it is in, with or without a port, or *', () => {
    const proxied = { HTTPS_PROXY: 'http://proxy.corp:3128' };
    const direct = (noProxy: string) => proxyFromEnv({ ...proxied, NO_PROXY: noProxy }, 'https://weblate.example.org') === null;
    expect([
      direct('weblate.example.org'), direct('example.org'), direct('.example.org'), direct('*.example.org'), direct('*'),
      direct('localhost, weblate.example.org:443'), direct('WEBLATE.example.org'),
    ]).toEqual([true, true, true, true, true, true, true]);
    expect([
      direct('example.com'), direct('ample.org'), direct('weblate.example.org:8443'), direct(''), direct('other.example.org'),
    ]).toEqual([false, false, false, false, false]);
    expect(proxyFromEnv({ HTTP_PROXY: 'http://proxy.corp:3128', no_proxy: '127.0.0.1' }, 'http://127.0.0.1:8000')).toBeNull();
  });

  it('goes direct to an IPv6 address NO_PROXY names bare, as curl and Go take it, or in brackets, in any of its spellings', () => {
    const proxied = { HTTPS_PROXY: 'http://proxy.corp:3128' };
    const direct = (noProxy: string) => proxyFromEnv({ ...proxied, NO_PROXY: noProxy }, 'https://[2001:db8::1]/weblate') === null;
    expect([
      direct('2001:db8::1'), direct('2001:DB8::1'), direct('2001:0db8:0:0:0:0:0:1'), direct('[2001:db8::1]'), direct('[2001:db8::1]:443'),
      direct('example.org, 2001:db8::1'),
    ]).toEqual([true, true, true, true, true, true]);
    expect([direct('2001:db8::2'), direct('[2001:db8::1]:8443'), direct('2001:db8::')]).toEqual([false, false, false]);
  });

  it('goes direct to this machine whatever NO_PROXY says: a proxy elsewhere would reach its own localhost, with the token', () => {
    const env = { HTTP_PROXY: 'http://proxy.corp:3128', HTTPS_PROXY: 'http://proxy.corp:3128' };
    const direct = [
      'http://localhost:8000', 'http://LOCALHOST:8000/weblate', 'http://weblate.localhost', 'http://127.0.0.1:8000', 'http://127.1.2.3', 'http://127.1',
      'http://[::1]:8080', 'http://[0:0:0:0:0:0:0:1]', 'https://localhost', 'http://localhost.:8000',
      // What docker ps and Django's runserver print, and IPv4 loopback written as IPv6.
      'http://0.0.0.0:8080', 'http://[::]:8000', 'http://[::ffff:127.0.0.1]:8000', 'http://[::ffff:127.5.6.7]',
    ];
    expect(direct.map((url) => proxyFromEnv(env, url))).toEqual(direct.map(() => null));
    // Names that only look local go through it.
    expect(['http://localhost.example.org', 'http://128.0.0.1', 'http://10.0.0.5:8000', 'http://[::ffff:10.0.0.1]', 'http://[::2]']
      .map((url) => proxyFromEnv(env, url)?.variable)).toEqual(['HTTP_PROXY', 'HTTP_PROXY', 'HTTP_PROXY', 'HTTP_PROXY', 'HTTP_PROXY']);
  });

  it('refuses an unusable proxy URL by the variable\'s name, without echoing it', () => {
    expect(() => proxyFromEnv({ HTTPS_PROXY: 'http://ci:s3cret@' }, 'https://hosted.weblate.org')).toThrow(
      new Error('HTTPS_PROXY: not a proxy URL (expected e.g. http://proxy.example.org:3128)'),
    );
    expect(() => proxyFromEnv({ HTTPS_PROXY: 'ftp://proxy.corp' }, 'https://hosted.weblate.org')).toThrow(
      new Error('HTTPS_PROXY: a proxy URL must be http://, https:// or socks5://, got ftp://'),
    );
  });

  it('refuses a user name or password that is not percent-encoded (a bare %), saying how to write it, without echoing it', () => {
    const expected = new Error(
      'HTTP_PROXY: the user name or password in the proxy URL is not valid percent-encoding: write % as %25 (and @ : / as %40 %3A %2F)',
    );
    expect(() => proxyFromEnv({ HTTP_PROXY: 'http://ci:50%off@proxy.corp:3128' }, 'http://weblate.internal')).toThrow(expected);
    expect(() => proxyFromEnv({ HTTP_PROXY: 'socks5://ci%zz:s3cret@proxy.corp:1080' }, 'http://weblate.internal')).toThrow(expected);
    // Encoded as asked, it is taken as it is.
    expect(proxyFromEnv({ HTTP_PROXY: 'http://ci:50%25off@proxy.corp:3128' }, 'http://weblate.internal')?.url).toBe('http://ci:50%25off@proxy.corp:3128/');
  });

  it('refuses a socks5:// user name or password over 255 bytes, which SOCKS5 cannot send, by the variable\'s name, without echoing it', () => {
    const expected = new Error(
      'HTTPS_PROXY: the user name or password in the proxy URL is longer than SOCKS5 can send (255 bytes each, RFC 1929): ' +
        'use an http:// or https:// proxy URL for it, where the proxy has one',
    );
    const token = 'x'.repeat(256);
    expect(() => proxyFromEnv({ HTTPS_PROXY: `socks5://ci:${token}@proxy.corp:1080` }, 'https://hosted.weblate.org')).toThrow(expected);
    expect(() => proxyFromEnv({ HTTPS_PROXY: `socks://${token}:pw@proxy.corp:1080` }, 'https://hosted.weblate.org')).toThrow(expected);
    // Counted in bytes once decoded: 128 two-byte letters are 256 bytes, 255 %41 are 255.
    expect(() => proxyFromEnv({ HTTPS_PROXY: `socks5://ci:${'%C3%A9'.repeat(128)}@proxy.corp:1080` }, 'https://hosted.weblate.org')).toThrow(expected);
    expect(proxyFromEnv({ HTTPS_PROXY: `socks5://ci:${'%41'.repeat(255)}@proxy.corp:1080` }, 'https://hosted.weblate.org')?.variable).toBe('HTTPS_PROXY');
    // Basic has no such limit: an http:// proxy takes it.
    expect(proxyFromEnv({ HTTPS_PROXY: `http://ci:${token}@proxy.corp:3128` }, 'https://hosted.weblate.org')?.url).toBe(`http://ci:${token}@proxy.corp:3128/`);
  });
});

describe('proxyLabel and proxyRefusalHint', () => {
  it('print a proxy without its credentials, and say what a refusal asks for', () => {
    expect(proxyLabel('http://ci:s3cret@proxy.corp:3128/')).toBe('http://proxy.corp:3128');
    expect(proxyRefusalHint('http://proxy.corp:3128/', 407)).toBe(
      'the proxy http://proxy.corp:3128 asks for credentials: give them in its URL (http://user:password@proxy.corp:3128)',
    );
    expect(proxyRefusalHint('http://ci:wrong@proxy.corp:3128/', 407)).toBe(
      'the proxy http://proxy.corp:3128 did not take the user name and password in its URL',
    );
    expect(proxyRefusalHint('http://proxy.corp:3128/', 403)).toBe(
      'the proxy http://proxy.corp:3128 does not let this crawl through: ask its administrator, or name the server\'s host in NO_PROXY to go direct',
    );
  });
});
