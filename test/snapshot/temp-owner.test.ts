// Which temp folders' writers are known to be gone.
import { describe, expect, it } from 'vitest';
import { hostname } from 'node:os';
import { spawn } from 'node:child_process';
import { readFileSync } from 'node:fs';
import { ownerIsGone, ownSelf, pidNamespace, processIsAlive, processStart } from '../../src/snapshot/temp-owner.ts';

describe('ownerIsGone', () => {
  const alive = (pid: number) => pid === 100;
  it('is true only for an owner on this host whose process is gone', () => {
    expect([
      ownerIsGone({ host: 'ci-7', pid: 200 }, 'ci-7', alive),
      ownerIsGone({ host: 'ci-7', pid: 100 }, 'ci-7', alive),
      ownerIsGone({ host: 'ci-8', pid: 200 }, 'ci-7', alive),
      ownerIsGone({ host: 'ci-7', pid: '200' }, 'ci-7', alive),
      ownerIsGone({ host: 'ci-7', pid: 0 }, 'ci-7', alive),
      ownerIsGone({ host: 'ci-7' }, 'ci-7', alive),
      ownerIsGone(null, 'ci-7', alive),
      ownerIsGone([], 'ci-7', alive),
    ]).toEqual([true, false, false, false, false, false, false, false]);
  });
});

describe('ownerIsGone where the system tells when a process started', () => {
  const alive = () => true;
  const startOf = (pid: number) => (pid === 100 ? '3599607' : null);
  it('is true for an owner whose pid a process that started at another time has now (a container restarted under its host name)', () => {
    expect([
      ownerIsGone({ host: 'ci-7', pid: 100, start: '1200' }, 'ci-7', alive, startOf),
      ownerIsGone({ host: 'ci-7', pid: 100, start: '3599607' }, 'ci-7', alive, startOf),
      // An owner file of a crawler that wrote no start, or a system that tells none: the pid alone.
      ownerIsGone({ host: 'ci-7', pid: 100 }, 'ci-7', alive, startOf),
      ownerIsGone({ host: 'ci-7', pid: 200, start: '1200' }, 'ci-7', alive, startOf),
    ]).toEqual([true, false, false, false]);
  });
});

describe('ownerIsGone across pid namespaces', () => {
  it("is false for an owner of this host's name in another pid namespace (containers sharing a host name), whose pid means nothing here", () => {
    const dead = () => false;
    expect([
      ownerIsGone({ host: 'ci-7', pid: 1, ns: 'pid:[4026532500]' }, 'ci-7', dead, () => null, 'pid:[4026532600]'),
      ownerIsGone({ host: 'ci-7', pid: 1, ns: 'pid:[4026532600]' }, 'ci-7', dead, () => null, 'pid:[4026532600]'),
      // An owner file written before namespaces were, or a system without them: the host name alone.
      ownerIsGone({ host: 'ci-7', pid: 1 }, 'ci-7', dead, () => null, 'pid:[4026532600]'),
      ownerIsGone({ host: 'ci-7', pid: 1, ns: 'pid:[4026532500]' }, 'ci-7', dead, () => null, null),
    ]).toEqual([false, true, true, true]);
  });

  it('is written into the owner of a temp folder this process claims, where the system has one', async () => {
    expect(ownSelf()).toEqual({
      host: hostname(), pid: process.pid,
      ...(processStart(process.pid) === null ? {} : { start: processStart(process.pid) }),
      ...(pidNamespace() === null ? {} : { ns: pidNamespace() }),
    });
    if (process.platform === 'linux') expect(pidNamespace()).toMatch(/^pid:\[\d+\]$/);
  });
});

describe('processStart', () => {
  it("reads this process's start on Linux, the same every time, and none for a pid no process has", () => {
    const start = processStart(process.pid);
    expect(start).toMatch(/^\d+$/);
    expect(processStart(process.pid)).toBe(start);
    expect(processStart(4_194_305)).toBeNull();
  });
});

describe('processIsAlive', () => {
  it('knows this process, and no process with a pid above Linux\'s limit', () => {
    expect([processIsAlive(process.pid), processIsAlive(4_194_305)]).toEqual([true, false]);
  });

  it('takes a process that has ended but is not yet reaped by its parent (a zombie) for gone', async () => {
    // The shell's background child ends after 0.1 s; its parent, the shell turned `sleep 5`, never waits for it.
    const parent = spawn('sh', ['-c', 'sleep 0.1 & echo $!; exec sleep 5'], { stdio: ['ignore', 'pipe', 'ignore'] });
    try {
      const pid = Number(await new Promise<string>((resolve) => parent.stdout.once('data', (chunk: Buffer) => resolve(String(chunk).trim()))));
      let state = '';
      for (let tries = 0; tries < 100 && state !== 'Z'; tries++) {
        await new Promise((resolve) => setTimeout(resolve, 20));
        const stat = readFileSync(`/proc/${pid}/stat`, 'utf8');
        state = stat.slice(stat.lastIndexOf(')') + 2, stat.lastIndexOf(')') + 3);
      }
      expect(state).toBe('Z');
      // Its pid still answers a signal 0, which alone took it for alive.
      expect(() => process.kill(pid, 0)).not.toThrow();
      expect(processIsAlive(pid)).toBe(false);
    } finally {
      parent.kill();
    }
  });
});
