// Loaded into Astro's preview server by `npm run preview` (node --import): the base path without
// its slash (`/l10n`, `/l10n?lang=de`) is answered with a redirect to the base path (`/l10n/`), as
// GitHub Pages, nginx and Apache answer a folder's address without its slash. Astro's preview
// server answered it with its own bare 404 page ("404: Not Found"), not even the site's 404.html,
// as it serves nothing outside the base path (astro.config.mjs' previewWithoutSlash covers the
// pages under it only, and no Vite plugin of the configuration reaches the preview server). Every
// other request goes on to it as it came. ATLAS_PREVIEW_BASE is the base path (scripts/preview.ts).
import { Server, type IncomingMessage, type ServerResponse } from 'node:http';

/** Where a request for `url` is redirected under the base path `base` (`/l10n/`): the base path, with the query kept, for the base path without its slash; else null. */
export function baseRedirect(url: string, base: string): string | null {
  if (base === '/' || !base.endsWith('/')) return null;
  const end = url.search(/[?#]/);
  const path = end === -1 ? url : url.slice(0, end);
  return path === base.slice(0, -1) ? `${base}${end === -1 ? '' : url.slice(end)}` : null;
}

const base = process.env['ATLAS_PREVIEW_BASE'];
if (base !== undefined && base !== '/') {
  const emit = Server.prototype.emit;
  // Ahead of every listener of the server (Vite's and Astro's middleware): the one place a request
  // reaches before Astro's preview middleware answers it.
  Server.prototype.emit = function emitWithBaseRedirect(this: Server, event: string | symbol, ...args: unknown[]): boolean {
    if (event === 'request') {
      const [request, response] = args as [IncomingMessage, ServerResponse];
      const location = request.url === undefined || (request.method !== 'GET' && request.method !== 'HEAD') ? null : baseRedirect(request.url, base);
      if (location !== null) {
        response.writeHead(301, { Location: location, 'Content-Length': '0' });
        response.end();
        return true;
      }
    }
    return Reflect.apply(emit, this, [event, ...args]) as boolean;
  } as typeof emit;
}
