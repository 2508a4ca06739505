// Injected faults: throttling, HTML server and proxy errors, dropped connections, truncated bodies,
// slow answers, pages moved on between count and read, and a fixed latency; and the validation of fault options.
import { afterEach, describe, expect, it } from 'vitest';
import { startSampleServer, type SampleServer, type SampleServerOptions } from '../../src/sample/server.ts';
import { originOf } from './helpers.ts';

const servers: SampleServer[] = [];
afterEach(async () => {
  await Promise.all(servers.splice(0).map((server) => server.close()));
});

async function start(options: SampleServerOptions): Promise<SampleServer> {
  const server = await startSampleServer({ profile: 'tiny', seed: 1, ...options });
  servers.push(server);
  return server;
}

/** The body a fault-free server with the same seed gives, written with `origin` in its URLs. */
async function cleanBody(path: string, origin: string): Promise<string> {
  const clean = await start({});
  const text = await (await fetch(`${clean.url}${path}`)).text();
  return text.replaceAll(originOf(clean.url), origin);
}

describe('faults at rate 1', () => {
  it('429: throttles with Retry-After (1 s unless configured) and a JSON detail', async () => {
    const server = await start({ faults: { '429': 1 } });
    const response = await fetch(`${server.url}/api/changes/`);
    expect(response.status).toBe(429);
    expect(response.headers.get('retry-after')).toBe('1');
    expect(await response.text()).toBe('{"detail":"Request was throttled. Expected available in 1 seconds."}');

    const configured = await start({ faults: { '429': 1 }, retryAfterSeconds: 7 });
    const again = await fetch(`${configured.url}/api/languages/`);
    expect(again.status).toBe(429);
    expect(again.headers.get('retry-after')).toBe('7');
    expect(await again.text()).toBe('{"detail":"Request was throttled. Expected available in 7 seconds."}');
  });

  it.each([
    ['500', 500, '<title>Server Error (500)</title>'],
    ['502', 502, '<title>502 Bad Gateway</title>'],
    ['503', 503, '<title>503 Service Temporarily Unavailable</title>'],
    ['504', 504, '<title>504 Gateway Time-out</title>'],
  ] as const)('%s: answers %i with an HTML page, not JSON', async (kind, status, title) => {
    const server = await start({ faults: { [kind]: 1 } });
    const response = await fetch(`${server.url}/api/changes/`);
    expect(response.status).toBe(status);
    expect(response.headers.get('content-type')).toBe('text/html');
    const text = await response.text();
    expect(text).toContain(title);
    expect(text.trimStart().startsWith('<')).toBe(true);
    expect(() => JSON.parse(text) as unknown).toThrow(SyntaxError);
    expect(server.stats.byStatus.get(status)).toBe(1);
  });

  it('drop: closes the connection without an answer, so fetch rejects', async () => {
    const server = await start({ faults: { drop: 1 } });
    await expect(fetch(`${server.url}/api/changes/`)).rejects.toThrow(TypeError);
    expect(server.stats.byStatus.get(0)).toBe(1);
  });

  it('truncate: answers 200 with the first half of the body, which is not valid JSON', async () => {
    const server = await start({ faults: { truncate: 1 } });
    const response = await fetch(`${server.url}/api/projects/`);
    expect(response.status).toBe(200);
    expect(response.headers.get('content-type')).toBe('application/json');
    const text = await response.text();
    expect(() => JSON.parse(text) as unknown).toThrow(SyntaxError);
    const full = await cleanBody('/api/projects/', originOf(server.url));
    expect(full.length).toBeGreaterThan(100);
    expect(text).toBe(full.slice(0, Math.floor(full.length / 2)));
    expect(Number(response.headers.get('content-length'))).toBe(Buffer.byteLength(text));
  });

  it('shift: counts a change list, then adds a record, then reads the page: the page holds one record on, its count the one before', async () => {
    const server = await start({ variant: 'B', faults: { shift: 1 } });
    const first = await (await fetch(`${server.url}/api/changes/?page=2&page_size=10`)).json() as { count: number; results: { id: number }[] };
    expect(first.count).toBe(300);
    // Newest first at 301 records: page 2 holds 291..282 where 300 records would put 290..281.
    expect(first.results.map((record) => record.id)).toEqual([291, 290, 289, 288, 287, 286, 285, 284, 283, 282]);
    const second = await (await fetch(`${server.url}/api/changes/?page=2&page_size=10`)).json() as { count: number };
    expect(second.count).toBe(301);
    // Other lists are counted and read as ever.
    const projects = await (await fetch(`${server.url}/api/projects/`)).text();
    expect(projects).toBe(await cleanBody('/api/projects/', originOf(server.url)));
  });

  it('slow: answers correctly after the delay', async () => {
    const server = await start({ faults: { slow: 1 }, slowMs: 40 });
    const response = await fetch(`${server.url}/api/projects/`);
    expect(response.status).toBe(200);
    const text = await response.text();
    expect(text).toBe(await cleanBody('/api/projects/', originOf(server.url)));
  });

  it('a fixed latency still answers correctly', async () => {
    const server = await start({ latencyMs: 30 });
    const response = await fetch(`${server.url}/api/languages/`);
    expect(response.status).toBe(200);
    expect(await response.text()).toBe(await cleanBody('/api/languages/', originOf(server.url)));
  });

  it('a gateway limit: answers over it are a 504 HTML page every time, smaller pages of the same list pass', async () => {
    const server = await start({ gatewayLimitBytes: 4096 });
    for (let attempt = 0; attempt < 2; attempt++) {
      const heavy = await fetch(`${server.url}/api/changes/?page_size=100`);
      expect([heavy.status, heavy.headers.get('content-type')]).toEqual([504, 'text/html']);
      expect(await heavy.text()).toContain('<title>504 Gateway Time-out</title>');
    }
    const light = await fetch(`${server.url}/api/changes/?page_size=2`);
    expect(light.status).toBe(200);
    expect(((await light.json()) as { results: unknown[] }).results).toHaveLength(2);
  });

  it('leaves paths outside /api/ alone', async () => {
    const server = await start({ faults: { '500': 1 } });
    const response = await fetch(`${server.url}/projects/`);
    await response.arrayBuffer();
    expect(response.status).toBe(404);
  });
});

describe('partial fault rates', () => {
  it('draws per URL and attempt, so that retrying a failed URL can succeed, deterministically per seed', async () => {
    const run = async () => {
      const server = await start({ faults: { '503': 0.5 } });
      const statuses: number[] = [];
      for (let i = 0; i < 40; i++) {
        const response = await fetch(`${server.url}/api/changes/?page=2`);
        await response.arrayBuffer();
        statuses.push(response.status);
      }
      return statuses;
    };
    const first = await run();
    const second = await run();
    expect(first).toEqual(second);
    expect(first).toContain(200);
    expect(first).toContain(503);
    expect(first.every((status) => status === 200 || status === 503)).toBe(true);
  });
});

describe('invalid fault options', () => {
  it('rejects an unknown fault kind', async () => {
    await expect(
      startSampleServer({ profile: 'tiny', faults: { teapot: 1 } as unknown as NonNullable<SampleServerOptions['faults']> }),
    ).rejects.toThrow('sample: unknown fault teapot; expected one of 429, 500, 502, 503, 504, drop, truncate, slow');
  });

  it.each([1.5, -0.1, Number.NaN])('rejects a rate of %d', async (rate) => {
    await expect(startSampleServer({ profile: 'tiny', faults: { '500': rate } })).rejects.toThrow(
      `sample: fault rate of 500 must be between 0 and 1, got ${rate}`,
    );
  });

  it('rejects rates that add up to more than 1', async () => {
    await expect(startSampleServer({ profile: 'tiny', faults: { '500': 0.75, drop: 0.5 } })).rejects.toThrow(
      'sample: fault rates add up to 1.25, more than 1',
    );
  });

  it('rejects a prefix that is not a path', async () => {
    await expect(startSampleServer({ profile: 'tiny', prefix: 'weblate' })).rejects.toThrow(
      'sample: prefix must be a path like /weblate, got weblate',
    );
  });
});
