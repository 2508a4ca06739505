// One build at a time in a project (two at once deleted each other's bundle under .astro/).
import { writeFileSync } from 'node:fs';
import { mkdtemp, readFile, readlink, rm, stat, utimes, writeFile } from 'node:fs/promises';
import { hostname, tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { releaseOwnLockSync, withBuildLock } from '../../scripts/lib/build-lock.ts';

const made: string[] = [];
afterEach(async () => {
  for (const dir of made.splice(0)) await rm(dir, { recursive: true, force: true });
});

async function lockFile(): Promise<string> {
  const dir = await mkdtemp(join(tmpdir(), 'atlas-build-lock-'));
  made.push(dir);
  return join(dir, '.astro', 'build.lock');
}

const exists = (file: string) => readFile(file).then(() => true, () => false);

/** Resolves once `condition` holds, checked every millisecond: ordering by events, not by guessed sleeps. */
async function until(condition: () => boolean): Promise<void> {
  while (!condition()) await new Promise((done) => setTimeout(done, 1));
}

describe('withBuildLock', () => {
  it('makes a second build wait, saying so once, until the first has ended', async () => {
    const file = await lockFile();
    const events: string[] = [];
    let endFirst!: () => void;
    const first = withBuildLock(file, async () => {
      events.push('first starts');
      await new Promise<void>((done) => (endFirst = done));
      events.push('first ends');
    });
    await until(() => events.includes('first starts'));
    const second = withBuildLock(file, async () => {
      events.push('second starts');
    }, { pollMs: 5, onWait: (holder) => events.push(`waits for ${holder?.pid === process.pid ? 'this process' : String(holder?.pid)}`) });
    await until(() => events.length === 2);
    // Some polls later, still waiting.
    await new Promise((done) => setTimeout(done, 20));
    endFirst();
    await Promise.all([first, second]);
    expect(events).toEqual(['first starts', 'waits for this process', 'first ends', 'second starts']);
    expect(await exists(file)).toBe(false);
  });

  it('takes over the lock of a build killed outright on this host, and waits for one of another host', async () => {
    const file = await lockFile();
    await withBuildLock(file, async () => {}, {});
    await writeFile(file, JSON.stringify({ host: hostname(), pid: 999_999 }));
    const ran: string[] = [];
    await withBuildLock(file, async () => { ran.push('ran'); }, { isAlive: () => false, onWait: () => ran.push('waited') });
    expect(ran).toEqual(['ran']);

    await writeFile(file, JSON.stringify({ host: 'another-host', pid: 1 }));
    const waits: unknown[] = [];
    let polls = 0;
    const sleep = async () => {
      polls += 1;
      // The other host's build ends after two polls.
      if (polls === 2) await rm(file);
    };
    await withBuildLock(file, async () => {}, { isAlive: () => false, sleep, onWait: (holder) => waits.push(holder) });
    expect(waits).toEqual([{ host: 'another-host', pid: 1 }]);
    expect(polls).toBe(2);
  });

  it("takes over at once the lock of a pid that now belongs to a process started at another time (a container's pid 1, run again)", async () => {
    const file = await lockFile();
    await withBuildLock(file, async () => {}, {});
    await writeFile(file, JSON.stringify({ host: hostname(), pid: 1, start: '1000' }));
    const ran: string[] = [];
    await withBuildLock(file, async () => { ran.push('ran'); }, { isAlive: () => true, startOf: (pid) => (pid === 1 ? '2000' : '3000'), onWait: () => ran.push('waited') });
    expect(ran).toEqual(['ran']);
    // The same pid and start: the build holding it runs still, and is waited for.
    await writeFile(file, JSON.stringify({ host: hostname(), pid: 1, start: '2000' }));
    const waits: unknown[] = [];
    let polls = 0;
    const sleep = async () => {
      polls += 1;
      if (polls === 2) await rm(file);
    };
    await withBuildLock(file, async () => {}, { isAlive: () => true, startOf: (pid) => (pid === 1 ? '2000' : '3000'), sleep, onWait: (holder) => waits.push(holder) });
    expect(waits).toEqual([{ host: hostname(), pid: 1, start: '2000' }]);
  });

  it("waits for a lock of this host's name held in another pid namespace (containers sharing a host name), as for another host's", async () => {
    const file = await lockFile();
    await withBuildLock(file, async () => {}, {});
    // Its pid means nothing here: no such process, or another that started at another time.
    await writeFile(file, JSON.stringify({ host: hostname(), pid: 1, start: '1000', ns: 'pid:[1]' }));
    const waits: unknown[] = [];
    let polls = 0;
    const sleep = async () => {
      polls += 1;
      if (polls === 2) await rm(file);
    };
    await withBuildLock(file, async () => {}, { isAlive: () => false, startOf: () => '2000', sleep, onWait: (holder) => waits.push(holder) });
    expect(waits).toEqual([{ host: hostname(), pid: 1, start: '1000', ns: 'pid:[1]' }]);
    expect(polls).toBe(2);
    // The lock this process writes names its own namespace, where there is one to read.
    let written = '';
    await withBuildLock(file, async () => {
      written = await readFile(file, 'utf8');
    });
    const own = await readlink('/proc/self/ns/pid').catch(() => undefined);
    expect((JSON.parse(written) as { ns?: string }).ns).toBe(own);
  });

  it('takes over a stale lock only where it is still the one judged stale, putting back one a build made meanwhile', async () => {
    const file = await lockFile();
    await withBuildLock(file, async () => {}, {});
    await writeFile(file, JSON.stringify({ host: hostname(), pid: 999_999 }));
    const fresh = JSON.stringify({ host: hostname(), pid: process.ppid });
    let replaced = false;
    const ran: string[] = [];
    // Between reading the dead build's lock and removing it, another build takes it over and writes its own.
    const isAlive = (pid: number) => {
      if (pid === 999_999 && !replaced) {
        replaced = true;
        writeFileSync(file, fresh);
        return false;
      }
      return pid === process.ppid;
    };
    let polls = 0;
    const sleep = async () => {
      polls += 1;
      if (polls === 2) await rm(file);
    };
    await withBuildLock(file, async () => { ran.push(await readFile(file, 'utf8')); }, { isAlive, sleep });
    // The other build's lock was put back and waited for; then this one held its own.
    expect(polls).toBe(2);
    expect(ran).toHaveLength(1);
    expect(JSON.parse(ran[0]!)).toMatchObject({ host: hostname(), pid: process.pid });
  });

  it('takes over a lock of another host, or of a live pid, once nothing has touched it for a minute', async () => {
    const file = await lockFile();
    await withBuildLock(file, async () => {});
    await writeFile(file, JSON.stringify({ host: 'runner-abc123', pid: 7 }));
    let polls = 0;
    const sleep = async () => {
      polls += 1;
      if (polls === 2) await utimes(file, new Date(Date.now() - 61_000), new Date(Date.now() - 61_000));
    };
    const waits: unknown[] = [];
    await withBuildLock(file, async () => {}, { isAlive: () => true, sleep, onWait: (holder) => waits.push(holder) });
    expect(waits).toEqual([{ host: 'runner-abc123', pid: 7 }]);
    expect(polls).toBe(2);
  });

  it('keeps its own lock touched while the build runs, so that no waiter takes it over', async () => {
    vi.useFakeTimers({ toFake: ['setInterval', 'clearInterval'] });
    try {
      const file = await lockFile();
      await withBuildLock(file, async () => {
        await utimes(file, new Date(0), new Date(0));
        vi.advanceTimersByTime(5_000);
        // The touch is written asynchronously.
        for (let i = 0; i < 50 && (await stat(file)).mtimeMs < 1000; i++) await new Promise((done) => setImmediate(done));
        expect((await stat(file)).mtimeMs).toBeGreaterThan(Date.now() - 10_000);
      });
    } finally {
      vi.useRealTimers();
    }
  });

  it('takes over an empty lock file only once it is old (a build killed as it wrote it)', async () => {
    const file = await lockFile();
    await withBuildLock(file, async () => {});
    await writeFile(file, '');
    let polls = 0;
    const sleep = async () => {
      polls += 1;
      if (polls === 3) await utimes(file, new Date(Date.now() - 60_000), new Date(Date.now() - 60_000));
    };
    await withBuildLock(file, async () => {}, { sleep });
    expect(polls).toBe(3);
  });

  it('lets go of the lock when the build fails', async () => {
    const file = await lockFile();
    await expect(withBuildLock(file, async () => { throw new Error('render failed'); })).rejects.toThrow('render failed');
    expect(await exists(file)).toBe(false);
  });

  it("leaves the lock of a build that took it over meanwhile (this one judged dead, stalled for a minute) when it ends", async () => {
    // Another host's build; and one of this host's name and pid that started at another time (pid 1 of
    // another container sharing the host name and the volume).
    for (const owner of [{ host: 'another-host', pid: 4242 }, { host: hostname(), pid: process.pid, start: '1' }]) {
      const file = await lockFile();
      const taker = `${JSON.stringify(owner)}\n`;
      await withBuildLock(file, async () => {
        // As removeStale and the next build's open leave it: another build's lock in its place.
        await rm(file);
        await writeFile(file, taker);
      }, { startOf: () => '2' });
      expect(await readFile(file, 'utf8')).toBe(taker);
    }
  });
});

describe('releaseOwnLockSync', () => {
  it("removes this process's lock, as a build stopped by a signal does, and leaves another build's", async () => {
    const file = await lockFile();
    await withBuildLock(file, async () => {
      releaseOwnLockSync(file);
      expect(await exists(file)).toBe(false);
    });
    const other = `${JSON.stringify({ host: hostname(), pid: 4242 })}\n`;
    await writeFile(file, other);
    releaseOwnLockSync(file);
    expect(await readFile(file, 'utf8')).toBe(other);
  });
});
