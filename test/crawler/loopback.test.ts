// Which host names are this machine: where no proxy is taken and a token over http:// goes without a warning.
import { describe, expect, it } from 'vitest';
import { isLoopback } from '../../src/crawler/loopback.ts';

/** A URL's hostname, as the crawler reads it. */
const hostOf = (url: string) => new URL(url).hostname;

describe('isLoopback', () => {
  it('takes localhost and its subdomains, 127.0.0.0/8, [::1], 0.0.0.0, [::] and IPv4 loopback written as IPv6', () => {
    const local = [
      'http://localhost', 'http://LocalHost:8000', 'http://weblate.localhost', 'http://127.0.0.1', 'http://127.255.3.4', 'http://127.1',
      'http://[::1]', 'http://0.0.0.0:8080', 'http://[::]', 'http://[::ffff:127.0.0.1]',
      // Written whole, with the root's dot.
      'http://localhost.:8000', 'http://weblate.localhost.', 'http://127.0.0.1.',
    ];
    expect(local.map((url) => isLoopback(hostOf(url)))).toEqual(local.map(() => true));
  });

  it('does not take names that only end in localhost or start with 127', () => {
    const other = [
      'http://weblate-localhost', 'http://notlocalhost', 'http://localhost.example.org', 'http://127.example.org',
      'http://127.0.0.1.example.org', 'http://128.0.0.1', 'http://[::ffff:10.0.0.1]', 'http://localhost.example.org.', 'http://notlocalhost.',
    ];
    expect(other.map((url) => isLoopback(hostOf(url)))).toEqual(other.map(() => false));
  });
});
