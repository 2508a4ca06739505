// A write that failed for the disk's sake says nothing of where (`ENOSPC: no space left on device,
// write`): the crawl and the build say what they were writing, and this says why in words.

const DISK_FAILURES: Readonly<Record<string, string>> = {
  ENOSPC: 'no space left on the device',
  EDQUOT: 'the disk quota is used up',
  EFBIG: 'a file grew past the size this process may write (ulimit -f)',
  EIO: 'an input/output error of the disk',
  EROFS: 'the file system is read-only',
};

/** Why a write failed, where the disk's state made it fail ('no space left on the device (ENOSPC)'); null for any other failure. */
export function diskFailure(failure: unknown): string | null {
  const code = typeof failure === 'object' && failure !== null && 'code' in failure ? String(failure.code) : '';
  return Object.hasOwn(DISK_FAILURES, code) ? `${DISK_FAILURES[code]} (${code})` : null;
}
