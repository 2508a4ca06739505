// Why a write failed, in words, where the disk made it fail.
import { describe, expect, it } from 'vitest';
import { diskFailure } from '../src/disk-failure.ts';

const failure = (code: string) => Object.assign(new Error(`${code}: write`), { code });

describe('diskFailure', () => {
  it("says a full disk, a quota, a file-size limit, a disk's I/O error and a read-only file system in words", () => {
    expect(['ENOSPC', 'EDQUOT', 'EFBIG', 'EIO', 'EROFS'].map((code) => diskFailure(failure(code)))).toEqual([
      'no space left on the device (ENOSPC)',
      'the disk quota is used up (EDQUOT)',
      'a file grew past the size this process may write (ulimit -f) (EFBIG)',
      'an input/output error of the disk (EIO)',
      'the file system is read-only (EROFS)',
    ]);
  });

  it('is null for any other failure', () => {
    expect([diskFailure(failure('ECONNRESET')), diskFailure(new Error('x')), diskFailure('ENOSPC'), diskFailure(null), diskFailure(failure('toString'))]).toEqual([null, null, null, null, null]);
  });
});
