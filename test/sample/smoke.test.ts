import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startSampleServer, type SampleServer } from '../../src/sample/server.ts';

describe('sample server', () => {
  let server: SampleServer;
  beforeAll(async () => {
    server = await startSampleServer({ profile: 'tiny', seed: 1 });
  });
  afterAll(() => server.close());

  it('answers the language list', async () => {
    const response = await fetch(`${server.url}/api/languages/`);
    expect(response.status).toBe(200);
    const body = (await response.json()) as { count: number };
    expect(body.count).toBe(8);
  });
});
