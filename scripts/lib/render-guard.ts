// A build stops rendering at its first failed page. Astro's build rejects as soon as a page fails,
// but renders 16 pages at a time, and the others, and every page queued behind them, went on
// after it: they wrote into the staging folder while it was being removed ('build failed:
// ENOTEMPTY, rmdir …', in place of the page's own error, and the folder left behind), and failed
// there one by one once it was gone, printing errors after 'build failed'. This wraps Astro's
// prerenderer (as build-progress.ts does) so that, once a page has failed, no page starts
// rendering and none rendering meanwhile is handed to Astro to write; and it tells when the pages
// under way have settled, after which nothing more is written.
import type { AstroPrerenderer } from 'astro';

/** Stops a build's rendering at its first failure; see the file's comment. */
export interface RenderGuard {
  /** `inner`, rendering nothing more once a page has failed. */
  wrap(inner: AstroPrerenderer): AstroPrerenderer;
  /** Resolves once no page is rendering (at once where none is). */
  settled(): Promise<void>;
}

/** A guard for one build. */
export function renderGuard(): RenderGuard {
  let failed = false;
  let rendering = 0;
  const waiting: (() => void)[] = [];
  // Never settles: Astro waits on it without writing anything. Astro's build has rejected by
  // then, so nothing waits for the page to finish.
  const withheld = new Promise<never>(() => {});
  return {
    wrap(inner) {
      const guarded: AstroPrerenderer = {
        name: inner.name,
        getStaticPaths: () => inner.getStaticPaths(),
        render: async (request, options) => {
          if (failed) return withheld;
          rendering += 1;
          try {
            const result = await inner.render(request, options);
            return failed ? withheld : result;
          } catch (error) {
            failed = true;
            throw error;
          } finally {
            rendering -= 1;
            if (rendering === 0) for (const resolve of waiting.splice(0)) resolve();
          }
        },
      };
      if (inner.setup) guarded.setup = () => inner.setup!();
      if (inner.collectStaticImages) guarded.collectStaticImages = () => inner.collectStaticImages!();
      if (inner.teardown) guarded.teardown = () => inner.teardown!();
      return guarded;
    },
    settled() {
      if (rendering === 0) return Promise.resolve();
      return new Promise((resolve) => waiting.push(resolve));
    },
  };
}
