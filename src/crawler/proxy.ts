// The outgoing proxy a crawl goes through, from the environment as curl, Python and Node read it:
// HTTPS_PROXY for an https:// server, HTTP_PROXY for an http:// one (and, as undici's
// EnvHttpProxyAgent and Node's NODE_USE_ENV_PROXY do, for an https:// one without HTTPS_PROXY);
// lower-case names first; NO_PROXY lists hosts reached directly, and so is this machine (as Go's
// ProxyFromEnvironment does: a proxy elsewhere reaches its own localhost, not this one's, and a
// token for a Weblate in a local container went unencrypted to it, then to whatever listened
// there). A crawl talks to one server, so
// the choice is made once, here, and the HTTP client is given the proxy's URL or none.
import { isLoopback } from './loopback.ts';

/** The longest user name, and the longest password, a SOCKS5 proxy can be sent (RFC 1929: a byte gives each one's length). */
const SOCKS5_CREDENTIAL_BYTES = 255;

/** The proxy chosen for a server, and the variable it came from. */
export interface ProxyChoice {
  url: string;
  variable: string;
}

/**
 * The proxy for requests to `baseUrl` under `env`, or null (none set, NO_PROXY names the host, or the host is this machine).
 * An unusable proxy URL is refused by the variable's name, never echoed (it may hold a password).
 */
export function proxyFromEnv(env: Record<string, string | undefined>, baseUrl: string): ProxyChoice | null {
  const base = new URL(baseUrl);
  if (isLoopback(base.hostname)) return null;
  const names = base.protocol === 'https:'
    ? ['https_proxy', 'HTTPS_PROXY', 'http_proxy', 'HTTP_PROXY']
    : ['http_proxy', 'HTTP_PROXY'];
  const variable = names.find((name) => (env[name] ?? '').trim() !== '');
  if (variable === undefined) return null;
  // A blank one is not set, as for the proxies above: a CI job's `no_proxy: ${{ vars.X }}` with X unset hid NO_PROXY.
  const noProxy = [env['no_proxy'], env['NO_PROXY']].find((value) => (value ?? '').trim() !== '') ?? '';
  if (bypassed(base, noProxy)) return null;
  const raw = env[variable]!.trim();
  let url: URL;
  try {
    // A bare host:port, as some set it, is an http:// proxy.
    url = new URL(/^[a-z][a-z0-9+.-]*:\/\//i.test(raw) ? raw : `http://${raw}`);
  } catch {
    throw new Error(`${variable}: not a proxy URL (expected e.g. http://proxy.example.org:3128)`);
  }
  if (!['http:', 'https:', 'socks5:', 'socks:'].includes(url.protocol)) {
    throw new Error(`${variable}: a proxy URL must be http://, https:// or socks5://, got ${url.protocol}//`);
  }
  // undici decodes them to send them (Basic, or SOCKS5's user name and password): a bare % (50%off)
  // threw from inside the HTTP client, and the crawl failed with only "URI malformed".
  let user: string;
  let password: string;
  try {
    user = decodeURIComponent(url.username);
    password = decodeURIComponent(url.password);
  } catch {
    throw new Error(`${variable}: the user name or password in the proxy URL is not valid percent-encoding: write % as %25 (and @ : / as %40 %3A %2F)`);
  }
  // SOCKS5 sends each in a byte of length (RFC 1929): a longer one (a token as the password) failed
  // the crawl once it had started, with only undici's "Username or password too long".
  if (/^socks5?:$/.test(url.protocol) && Math.max(Buffer.byteLength(user), Buffer.byteLength(password)) > SOCKS5_CREDENTIAL_BYTES) {
    throw new Error(
      `${variable}: the user name or password in the proxy URL is longer than SOCKS5 can send (${SOCKS5_CREDENTIAL_BYTES} bytes each, RFC 1929): ` +
        'use an http:// or https:// proxy URL for it, where the proxy has one',
    );
  }
  return { url: url.href, variable };
}

/** A proxy URL as it may be printed: without user name or password. */
export function proxyLabel(proxyUrl: string): string {
  const url = new URL(proxyUrl);
  return `${url.protocol}//${url.host}`;
}

/** What to do when the proxy refuses a request with `status` (407: it wants credentials). */
export function proxyRefusalHint(proxyUrl: string, status: number): string {
  const label = proxyLabel(proxyUrl);
  if (status === 407) {
    const url = new URL(proxyUrl);
    return url.username !== ''
      ? `the proxy ${label} did not take the user name and password in its URL`
      : `the proxy ${label} asks for credentials: give them in its URL (${url.protocol}//user:password@${url.host})`;
  }
  return `the proxy ${label} does not let this crawl through: ask its administrator, or name the server's host in NO_PROXY to go direct`;
}

/**
 * Whether NO_PROXY names the base URL's host: `*`, the host itself, or a domain it is in
 * (`example.org` and `.example.org` both cover `weblate.example.org`), each optionally with the port.
 */
function bypassed(base: URL, noProxy: string): boolean {
  const host = base.hostname.toLowerCase();
  const port = base.port || (base.protocol === 'https:' ? '443' : '80');
  return noProxy.split(/[\s,]+/).filter((entry) => entry !== '').some((entry) => {
    if (entry === '*') return true;
    // A bare IPv6 address (2001:db8::1, as curl and Go take it) has no port: its last :1 was read
    // as one, and the address went through the proxy. Bracketed, it may have one ([::1]:8080).
    const bare = !entry.startsWith('[') && entry.split(':').length > 2;
    const match = bare ? [entry, `[${entry}]`, undefined] : /^(.*?)(?::(\d+))?$/.exec(entry.toLowerCase())!;
    const name = ipv6Form(match[1]!.replace(/^\*?\./, ''));
    if (match[2] !== undefined && match[2] !== port) return false;
    return host === name || host.endsWith(`.${name}`);
  });
}

/** A bracketed IPv6 address as a URL's hostname writes it ([2001:0DB8:0:0::1] is [2001:db8::1]); anything else as it is. */
function ipv6Form(name: string): string {
  if (!name.startsWith('[')) return name;
  try {
    return new URL(`http://${name}/`).hostname;
  } catch {
    return name;
  }
}
