// Whether a server answers TLS where --url says plain http://: a TLS-only port (a proxy or a Node
// server on 8443, say) closes a plain HTTP connection without a word, which the crawl retried for
// 20 s and then told as a server "down or out of reach; crawl again later". Asked only after such
// a failure, of the same host and port: a TLS handshake, no request sent, so no token either.
import { isIP } from 'node:net';
import { connect } from 'node:tls';

/**
 * Whether a TLS handshake with `url`'s host and port completes within `timeoutMs` (any certificate: only the protocol is asked).
 * False at once where `signal` is aborted, before or during it: a SIGTERM while a TLS-only-looking port
 * held the handshake unanswered ended the crawl only at the probe's timeout (8.5 s of --connect-timeout's 10).
 */
export function speaksTls(url: URL, timeoutMs: number, signal?: AbortSignal): Promise<boolean> {
  if (signal?.aborted) return Promise.resolve(false);
  const host = url.hostname.replace(/^\[(.*)\]$/, '$1');
  const port = Number(url.port || (url.protocol === 'https:' ? 443 : 80));
  return new Promise((resolve) => {
    const done = (answer: boolean) => {
      signal?.removeEventListener('abort', stop);
      socket.destroy();
      resolve(answer);
    };
    const stop = () => done(false);
    const socket = connect({ host, port, rejectUnauthorized: false, ...(isIP(host) === 0 ? { servername: host } : {}) }, () => done(true));
    socket.setTimeout(timeoutMs, () => done(false));
    socket.once('error', () => done(false));
    signal?.addEventListener('abort', stop, { once: true });
  });
}
