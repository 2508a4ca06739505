// Rate limiting as Weblate throttles: X-RateLimit-* headers on counted responses, then 429 with
// Retry-After (seconds) once the budget is spent.
import { afterEach, describe, expect, it } from 'vitest';
import { SlidingWindow, startSampleServer, type SampleServer } from '../../src/sample/server.ts';

const servers: SampleServer[] = [];
afterEach(async () => {
  await Promise.all(servers.splice(0).map((server) => server.close()));
});

async function start(limit: number, windowSeconds: number): Promise<SampleServer> {
  const server = await startSampleServer({ profile: 'tiny', seed: 1, rateLimit: { limit, windowSeconds } });
  servers.push(server);
  return server;
}

describe('rate limit over HTTP', () => {
  it('counts requests down in X-RateLimit-Remaining and answers 429 with Retry-After when spent', async () => {
    const server = await start(3, 3600);
    const seen: { status: number; limit: string | null; remaining: string | null; reset: string | null }[] = [];
    const bodies: string[] = [];
    const retryAfter: (string | null)[] = [];
    for (let i = 0; i < 5; i++) {
      const response = await fetch(`${server.url}/api/languages/`);
      bodies.push(await response.text());
      retryAfter.push(response.headers.get('retry-after'));
      seen.push({
        status: response.status,
        limit: response.headers.get('x-ratelimit-limit'),
        remaining: response.headers.get('x-ratelimit-remaining'),
        reset: response.headers.get('x-ratelimit-reset'),
      });
    }
    expect(seen.map((s) => s.status)).toEqual([200, 200, 200, 429, 429]);
    expect(seen.map((s) => s.limit)).toEqual(['3', '3', '3', '3', '3']);
    expect(seen.map((s) => s.remaining)).toEqual(['2', '1', '0', '0', '0']);
    // Seconds until a slot frees, not a timestamp: the first request waits out the whole window.
    expect(seen[0]!.reset).toBe('3600');
    for (const s of seen) {
      expect(Number(s.reset)).toBeGreaterThanOrEqual(3590);
      expect(Number(s.reset)).toBeLessThanOrEqual(3600);
    }
    expect(retryAfter.slice(0, 3)).toEqual([null, null, null]);
    expect(retryAfter[3]).toBe(seen[3]!.reset);
    expect(retryAfter[4]).toBe(seen[4]!.reset);
    expect(bodies[3]).toBe(`{"detail":"Request was throttled. Expected available in ${retryAfter[3]} seconds."}`);
    expect(JSON.parse(bodies[0]!)).toHaveProperty('count', 8);
    expect(server.stats.byStatus.get(429)).toBe(2);
    expect(server.stats.byStatus.get(200)).toBe(3);
  });

  it('shares one budget across endpoints and counts error responses', async () => {
    const server = await start(2, 3600);
    const a = await fetch(`${server.url}/api/no-such-thing/`);
    await a.arrayBuffer();
    expect(a.status).toBe(404);
    expect(a.headers.get('x-ratelimit-remaining')).toBe('1');
    const b = await fetch(`${server.url}/api/changes/`);
    await b.arrayBuffer();
    expect(b.headers.get('x-ratelimit-remaining')).toBe('0');
    const c = await fetch(`${server.url}/api/projects/`);
    await c.arrayBuffer();
    expect(c.status).toBe(429);
  });

  it('leaves pages outside /api/ out of the count', async () => {
    const server = await start(1, 3600);
    for (let i = 0; i < 3; i++) await (await fetch(`${server.url}/projects/`)).arrayBuffer();
    const response = await fetch(`${server.url}/api/languages/`);
    await response.arrayBuffer();
    expect(response.status).toBe(200);
    expect(response.headers.get('x-ratelimit-remaining')).toBe('0');
  });

  it('sends no rate-limit headers when no limit is configured', async () => {
    const server = await startSampleServer({ profile: 'tiny', seed: 1 });
    servers.push(server);
    const response = await fetch(`${server.url}/api/languages/`);
    await response.arrayBuffer();
    expect(response.headers.get('x-ratelimit-limit')).toBeNull();
    expect(response.headers.get('x-ratelimit-remaining')).toBeNull();
    expect(response.headers.get('x-ratelimit-reset')).toBeNull();
  });
});

describe('SlidingWindow', () => {
  it('frees a slot once the oldest request leaves the window, with Reset counting down', () => {
    const window = new SlidingWindow(2, 10);
    expect(window.take(0)).toEqual({ allowed: true, limit: 2, remaining: 1, resetSeconds: 10 });
    expect(window.take(4_000)).toEqual({ allowed: true, limit: 2, remaining: 0, resetSeconds: 6 });
    expect(window.take(5_500)).toEqual({ allowed: false, limit: 2, remaining: 0, resetSeconds: 5 });
    expect(window.take(9_999)).toEqual({ allowed: false, limit: 2, remaining: 0, resetSeconds: 1 });
    // At 10 s the first request has left the window.
    expect(window.take(10_000)).toEqual({ allowed: true, limit: 2, remaining: 0, resetSeconds: 4 });
    expect(window.take(14_000)).toEqual({ allowed: true, limit: 2, remaining: 0, resetSeconds: 6 });
  });
});
