import { createServer, type Server, type Socket } from 'node:net';
import type { AddressInfo } from 'node:net';
import { afterEach, describe, expect, it } from 'vitest';
import { speaksTls } from '../../src/crawler/tls-probe.ts';

const servers: Server[] = [];
const sockets: Socket[] = [];
afterEach(async () => {
  for (const socket of sockets.splice(0)) socket.destroy();
  await Promise.all(servers.splice(0).map((server) => new Promise<void>((resolve) => server.close(() => resolve()))));
});

/** A port that takes connections and answers nothing, as one holding a TLS ClientHello unanswered; says when a first one brought data. */
async function silent(): Promise<{ url: URL; connections: Socket[]; hello: Promise<void> }> {
  const connections: Socket[] = [];
  let heard!: () => void;
  const hello = new Promise<void>((resolve) => (heard = resolve));
  const server = createServer((socket) => {
    connections.push(socket);
    sockets.push(socket);
    socket.on('error', () => {});
    socket.once('data', () => heard());
  });
  servers.push(server);
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', () => resolve()));
  return { url: new URL(`http://127.0.0.1:${(server.address() as AddressInfo).port}`), connections, hello };
}

describe('speaksTls', () => {
  it('gives up at once where the crawl is stopped during the handshake, not at the timeout', async () => {
    const { url, connections, hello } = await silent();
    const controller = new AbortController();
    let answer: boolean | null = null;
    const probe = speaksTls(url, 600_000, controller.signal).then((value) => (answer = value));
    await hello;
    controller.abort(new Error('interrupted'));
    await new Promise((resolve) => setImmediate(resolve));
    expect(answer).toBe(false);
    await probe;
    // Its connection closed too, not left to the timeout.
    await new Promise((resolve) => connections[0]!.once('close', resolve));
    expect(connections.map((socket) => socket.destroyed)).toEqual([true]);
  });

  it('connects nowhere where the crawl was stopped before it', async () => {
    const { url } = await silent();
    const controller = new AbortController();
    controller.abort(new Error('interrupted'));
    let answer: boolean | null = null;
    void speaksTls(url, 600_000, controller.signal).then((value) => (answer = value));
    await new Promise((resolve) => setImmediate(resolve));
    expect(answer).toBe(false);
  });
});
