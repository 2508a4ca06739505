// A static file server on loopback for the built site, under a base path, for browser tests.
import { readFile, stat } from 'node:fs/promises';
import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { extname, join, normalize } from 'node:path';

const TYPES: Record<string, string> = {
  '.html': 'text/html; charset=utf-8', '.css': 'text/css', '.js': 'text/javascript', '.svg': 'image/svg+xml',
  '.json': 'application/json', '.png': 'image/png', '.ico': 'image/x-icon', '.txt': 'text/plain',
};

/**
 * Serves `root` at http://127.0.0.1:<port><base>, and for a path under it with no file the site's
 * 404.html with status 404, as GitHub Pages does, each response with `headers` added (a host's
 * Content-Security-Policy); resolves with the site URL and a close function.
 */
export async function serveStatic(root: string, base: string, headers: Record<string, string> = {}): Promise<{ url: string; close: () => Promise<void> }> {
  const server: Server = createServer(async (req, res) => {
    const path = decodeURIComponent(new URL(req.url ?? '/', 'http://x').pathname);
    if (!path.startsWith(base)) {
      res.writeHead(404).end('not found');
      return;
    }
    let file = normalize(join(root, path.slice(base.length)));
    if (!file.startsWith(normalize(root))) {
      res.writeHead(403).end();
      return;
    }
    try {
      if ((await stat(file)).isDirectory()) file = join(file, 'index.html');
      const body = await readFile(file);
      res.writeHead(200, { ...headers, 'Content-Type': TYPES[extname(file)] ?? 'application/octet-stream' }).end(body);
    } catch {
      const page = await readFile(join(root, '404.html')).catch(() => null);
      if (page === null) res.writeHead(404).end('not found');
      else res.writeHead(404, { ...headers, 'Content-Type': TYPES['.html'] }).end(page);
    }
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', () => resolve()));
  const { port } = server.address() as AddressInfo;
  return {
    url: `http://127.0.0.1:${port}${base}`,
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
}
