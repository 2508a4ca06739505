// A server's bytes that are not UTF-8 never reach a snapshot as they came: the crawler decodes a
// body with U+FFFD in their place and stores the records it parsed from that (not the body's own
// bytes, which it keeps only where they are UTF-8), so every snapshot it writes is UTF-8, which
// the reader requires (src/snapshot/utf8.ts).
import { isUtf8 } from 'node:buffer';
import { readFile } from 'node:fs/promises';
import { createServer, request } from 'node:http';
import type { AddressInfo } from 'node:net';
import { join } from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import { crawl } from '../../src/crawler/crawl.ts';
import { openSnapshot } from '../../src/snapshot/reader.ts';
import { cleanUp, crawlOptions, records, sample, tempOut } from './crawl-helpers.ts';

afterEach(cleanUp);

const closers: (() => Promise<void>)[] = [];
afterEach(async () => {
  await Promise.all(closers.splice(0).map((close) => close()));
});

/** A loopback server in front of `upstream` that puts the byte 0xFF at the start of every value of `fields` in the lists whose path starts with one of `lists`. */
async function invalidBytes(upstream: string, lists: readonly string[], fields: readonly string[]): Promise<string> {
  const target = new URL(upstream);
  const server = createServer((req, res) => {
    const forward = request({ host: target.hostname, port: target.port, method: req.method, path: req.url, headers: req.headers }, (answer) => {
      const chunks: Buffer[] = [];
      answer.on('data', (chunk: Buffer) => chunks.push(chunk));
      answer.on('end', () => {
        let body = Buffer.concat(chunks);
        if (lists.some((path) => (req.url ?? '').startsWith(path))) {
          for (const field of fields) {
            const marker = Buffer.from(`"${field}":"`);
            const parts: Buffer[] = [];
            let from = 0;
            for (let at = body.indexOf(marker); at !== -1; at = body.indexOf(marker, from)) {
              parts.push(body.subarray(from, at + marker.length), Buffer.from([0xff]));
              from = at + marker.length;
            }
            body = Buffer.concat([...parts, body.subarray(from)]);
          }
        }
        const headers = { ...answer.headers, 'content-length': String(body.length) };
        delete headers['transfer-encoding'];
        res.writeHead(answer.statusCode ?? 502, headers);
        res.end(body);
      });
    });
    forward.on('error', () => res.destroy());
    req.pipe(forward);
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', () => resolve()));
  closers.push(() => new Promise<void>((resolve) => {
    server.close(() => resolve());
    server.closeAllConnections();
  }));
  return `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
}

describe('a server that sends bytes that are not UTF-8', () => {
  it('has them stored as U+FFFD, every file UTF-8, which the reader reads', async () => {
    const server = await sample();
    const url = await invalidBytes(server.url, ['/api/users/', '/api/changes/'], ['full_name', 'target']);
    const { dir } = await crawl(crawlOptions(url, await tempOut()));
    const snapshot = await openSnapshot(dir);
    for (const entry of Object.values(snapshot.manifest.collections)) {
      for (const file of entry.files) expect(isUtf8(await readFile(join(dir, file))), file).toBe(true);
    }
    const users = await records(dir, 'users');
    expect(users.length).toBeGreaterThan(0);
    expect(users.every((user) => typeof user['full_name'] === 'string' && user['full_name'].startsWith('\uFFFD'))).toBe(true);
    const changes = await records(dir, 'changes');
    expect(changes.length).toBeGreaterThan(0);
    expect(changes.every((change) => typeof change['target'] === 'string' && change['target'].startsWith('\uFFFD'))).toBe(true);
  });
});
