import type { AstroPrerenderer } from 'astro';
import { describe, expect, it } from 'vitest';
import { renderGuard } from '../../scripts/lib/render-guard.ts';

/** A prerenderer whose renders of each path settle when the test says: resolved with the path, or rejected. */
function controlledInner(calls: string[]) {
  const pending = new Map<string, { resolve: (response: Response) => void; reject: (error: Error) => void }>();
  const inner: AstroPrerenderer = {
    name: 'astro:default',
    getStaticPaths: async () => [],
    render: (request) => {
      const path = new URL(request.url).pathname;
      calls.push(path);
      return new Promise((resolve, reject) => pending.set(path, { resolve, reject }));
    },
  };
  const finish = (path: string) => pending.get(path)!.resolve(new Response(path));
  const fail = (path: string) => pending.get(path)!.reject(new Error(`cannot render ${path}`));
  return { inner, finish, fail };
}

const request = (path: string) => new Request(`http://localhost${path}`);
const options = { routeData: {} } as Parameters<AstroPrerenderer['render']>[1];
/** 'resolved', 'rejected' or 'pending' after the promise had a chance to settle. */
async function state(promise: Promise<unknown>): Promise<string> {
  const seen = promise.then(() => 'resolved', () => 'rejected');
  return Promise.race([seen, new Promise<string>((resolve) => setTimeout(() => resolve('pending'), 20))]);
}

describe('renderGuard', () => {
  it('renders as the prerenderer it wraps while no page has failed', async () => {
    const calls: string[] = [];
    const { inner, finish } = controlledInner(calls);
    const guarded = renderGuard().wrap(inner);
    const page = guarded.render(request('/'), options);
    finish('/');
    await expect((await page as Response).text()).resolves.toBe('/');
    expect(calls).toEqual(['/']);
  });

  it('once a page has failed, renders no page more and hands none rendered meanwhile to be written, and says when those under way have settled', async () => {
    const calls: string[] = [];
    const { inner, finish, fail } = controlledInner(calls);
    const guard = renderGuard();
    const guarded = guard.wrap(inner);
    const beside = guarded.render(request('/languages/de/'), options);
    const failing = guarded.render(request('/contributors/a/b/'), options);
    fail('/contributors/a/b/');
    await expect(failing).rejects.toThrow('cannot render /contributors/a/b/');
    // The page rendering beside the failed one is still under way.
    const settled = guard.settled();
    await expect(state(settled)).resolves.toBe('pending');
    finish('/languages/de/');
    await expect(state(settled)).resolves.toBe('resolved');
    // Astro is never given it to write, nor any page queued behind, which is not even rendered.
    await expect(state(beside)).resolves.toBe('pending');
    const queued = guarded.render(request('/projects/'), options);
    await expect(state(queued)).resolves.toBe('pending');
    expect(calls).toEqual(['/languages/de/', '/contributors/a/b/']);
    await expect(state(guard.settled())).resolves.toBe('resolved');
  });
});
