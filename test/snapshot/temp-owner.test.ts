// Which temp folders' writers are known to be gone.
import { describe, expect, it } from 'vitest';
import { ownerIsGone, processIsAlive } from '../../src/snapshot/temp-owner.ts';

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

describe('processIsAlive', () => {
  it('knows this process, and no process with a pid above Linux\'s limit', () => {
    expect([processIsAlive(process.pid), processIsAlive(4_194_305)]).toEqual([true, false]);
  });
});
