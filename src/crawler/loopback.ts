// This machine's own addresses, which no proxy or network lies on the way to.

/** Whether a URL's hostname is this machine: `localhost` (and `*.localhost`), 127.0.0.0/8 or `[::1]`. */
export function isLoopback(hostname: string): boolean {
  const host = hostname.toLowerCase();
  return host === 'localhost' || host.endsWith('.localhost') || host === '[::1]' || /^127\.\d+\.\d+\.\d+$/.test(host);
}
