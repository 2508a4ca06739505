// A built site copied onto the output's file system, where a rename cannot take it
// (staged-output.ts, contents-swap.ts).
import { cp, readdir } from 'node:fs/promises';
import { join } from 'node:path';

/**
 * Copies every entry of `from` into `to`, a fresh folder on another file system. Where that one
 * ignores case (an exFAT drive, an SMB share, a macOS folder bound into a container) two entries
 * that differ in case only (the contributor pages of `Kim` and `kim`) are one there, and the one
 * copied later replaces the other, as the page written later does on such a disk: the build warns
 * of them (caseClashWarning), and one page serves both names.
 */
export async function copyContents(from: string, to: string): Promise<void> {
  // Nothing else is in `to`: an entry found there is one of this copy's under another case, where
  // refusing it (errorOnExist) failed the build with `cp returned EEXIST` after that warning.
  for (const entry of await readdir(from)) await cp(join(from, entry), join(to, entry), { recursive: true, force: true });
}
