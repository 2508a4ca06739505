// Renders this project's .astro components in vitest without changing vitest.config.ts: a Vite
// dev server in middleware mode, configured by Astro's getViteConfig, compiles the component and
// the container API renders it. The project's astro.config.mjs is not read (it loads the site's
// configuration), so these tests depend on the components alone. One server per test file.
import { getViteConfig } from 'astro/config';
import { experimental_AstroContainer } from 'astro/container';
import { fileURLToPath } from 'node:url';
import { createViteServer } from 'vitest/node';

/** A loaded component renderer: render(path, props) gives the component's HTML; `url`, the page's path ('/' unless given). */
export interface AstroRenderer {
  render(path: string, props: Record<string, unknown>, url?: string): Promise<string>;
  /** A module as the components see it ('/src/components/x.ts'): the same instance of its classes, where the test's own import is another. */
  load(path: string): Promise<Record<string, unknown>>;
  close(): Promise<void>;
}

/** Starts the Vite server and the Astro container; `path` arguments are like '/src/components/X.astro'. */
export async function startAstroRenderer(): Promise<AstroRenderer> {
  const inline = { server: { middlewareMode: true, hmr: false, ws: false as const, watch: null }, appType: 'custom' as const, logLevel: 'error' as const };
  // No dev toolbar, as the site has none (astro.config.mjs): with it, Astro's compiler (0.5 and
  // later) marks every element with data-astro-source-file and -loc in a dev server's rendering.
  const config = await getViteConfig(inline, { configFile: false, logLevel: 'error', devToolbar: { enabled: false } })({ mode: 'test', command: 'serve' });
  const server = await createViteServer({ ...config, configFile: false });
  const container = await experimental_AstroContainer.create();
  return {
    async render(path, props, url) {
      const mod: Record<string, unknown> = await server.ssrLoadModule(path);
      return container.renderToString(mod['default'] as Parameters<typeof container.renderToString>[0], {
        props,
        ...(url === undefined ? {} : { request: new Request(new URL(url, 'http://localhost')) }),
      });
    },
    load: (path) => server.ssrLoadModule(path),
    close: () => server.close(),
  };
}

/**
 * A renderer for pages, which read their report from the snapshot ATLAS_SNAPSHOT names: set to
 * `snapshotDir` while the renderer lives, as it was once it is closed. The site's configuration is
 * the defaults (ATLAS_CONFIG names an empty one), not an atlas.config.json of the project's.
 */
export async function startSnapshotRenderer(snapshotDir: string): Promise<AstroRenderer> {
  const previous = { ATLAS_SNAPSHOT: process.env['ATLAS_SNAPSHOT'], ATLAS_CONFIG: process.env['ATLAS_CONFIG'] };
  process.env['ATLAS_SNAPSHOT'] = snapshotDir;
  process.env['ATLAS_CONFIG'] ??= fileURLToPath(new URL('./default-config.json', import.meta.url));
  const renderer = await startAstroRenderer();
  return {
    render: (path, props, url) => renderer.render(path, props, url),
    load: (path) => renderer.load(path),
    async close() {
      await renderer.close();
      for (const [name, value] of Object.entries(previous)) {
        if (value === undefined) delete process.env[name];
        else process.env[name] = value;
      }
    },
  };
}
