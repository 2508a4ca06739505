// The modes of a new site (staged-output.ts). They come from the folder it replaces, not from the
// build's umask: a web server reading a `root:www-data 2750` site through its group was refused
// once a rebuild under umask 077 made its pages private. But an output folder writable by every
// user (1777: a fresh tmpfs mount point, `docker run --tmpfs`) gave pages of 0666 and folders of
// 0777 that any local user could change, without a word. So write for others is never given;
// the group gets what the folder gives it (write too, for a `2775` folder a group of deployers
// shares, whose members remove each other's sites).
import { shellWord } from '../../src/terminal-text.ts';

/** The modes a site built into a folder of mode `mode` takes: its own folder's (setgid and sticky bits kept), its folders' (setgid kept), its files' (no execute); none writable by others. */
export function siteModes(mode: number): { folder: number; folders: number; files: number } {
  const folder = mode & 0o7777 & ~0o002;
  return { folder, folders: folder & 0o2777, files: folder & 0o666 };
}

/**
 * The warning about a site's folder that stays writable by every user (a mount point's, or one on
 * a disk without modes, whose mode the build cannot change), or null where it is not: anyone on
 * the machine can add pages to the site there, and, without the sticky bit, delete its own. Where
 * its pages are writable by every user too (`pageMode`: exFAT and FAT give every file 0777),
 * anyone can change them as well.
 */
export function worldWritableWarning(folder: string, mode: number, pageMode?: number): string | null {
  if ((mode & 0o002) === 0) return null;
  const sticky = (mode & 0o1000) !== 0;
  const pagesWritable = pageMode !== undefined && (pageMode & 0o002) !== 0;
  const can = pagesWritable
    ? "change the site's pages, add files to it and delete them"
    : `add files to the site in it${sticky ? '' : " and delete the site's files"}`;
  return `${folder} is writable by every user (mode ${(mode & 0o7777).toString(8).padStart(4, '0')}${sticky ? ', as a fresh tmpfs mount point is' : ''}): ` +
    `anyone on this machine can ${can}; ` +
    `chmod o-w ${shellWord(folder)} stops it (on exFAT or FAT, which keep no modes, the mount's umask option)`;
}
