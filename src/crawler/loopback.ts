// This machine's own addresses, which no proxy or network lies on the way to.

/**
 * Whether a URL's hostname (as URL gives it: lower case, IPv4 in dotted decimal, IPv6 in brackets
 * and shortest form) is this machine: `localhost` and `*.localhost`, 127.0.0.0/8, `[::1]`, and
 * the addresses that reach it on Linux though they name no host: `0.0.0.0` (which `docker ps` and
 * Django's runserver print) and `[::]`; IPv4 loopback written as IPv6 (`[::ffff:127.0.0.1]`, which
 * URL gives as `[::ffff:7f00:1]`) too.
 */
export function isLoopback(hostname: string): boolean {
  // A name's root dot (`localhost.`, the same name written whole) changes nothing: without this, a
  // crawl of http://localhost.:8000 went through HTTP_PROXY, its token in clear, to the proxy's own localhost.
  const host = hostname.toLowerCase().replace(/\.$/, '');
  return host === 'localhost' || host.endsWith('.localhost') || /^127\.\d+\.\d+\.\d+$/.test(host) || host === '0.0.0.0' ||
    host === '[::1]' || host === '[::]' || /^\[::ffff:7f[0-9a-f]{2}:[0-9a-f]{1,4}\]$/.test(host);
}
