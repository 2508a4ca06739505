// The modes a new site takes from its folder: never write for others, whatever that folder's mode.
import { describe, expect, it } from 'vitest';
import { siteModes, worldWritableWarning } from '../../scripts/lib/site-modes.ts';

const octal = (modes: Record<string, number>) => Object.fromEntries(Object.entries(modes).map(([key, mode]) => [key, mode.toString(8)]));

describe('siteModes', () => {
  it.each([
    [0o755, { folder: '755', folders: '755', files: '644' }],
    [0o2750, { folder: '2750', folders: '2750', files: '640' }],
    [0o2775, { folder: '2775', folders: '2775', files: '664' }],
    [0o1777, { folder: '1775', folders: '775', files: '664' }],
    [0o777, { folder: '775', folders: '775', files: '664' }],
    [0o40757, { folder: '755', folders: '755', files: '644' }],
  ])('gives a folder of mode %o its modes less write for others', (mode, expected) => {
    expect(octal(siteModes(mode))).toEqual(expected);
  });
});

describe('worldWritableWarning', () => {
  it('says nothing of a folder others may not write', () => {
    expect(worldWritableWarning('/srv/site', 0o40775)).toBeNull();
  });

  it('says, in one line, what a folder writable by everyone lets others do, with and without the sticky bit', () => {
    expect(worldWritableWarning('/mnt/my site', 0o41777)).toBe(
      "/mnt/my site is writable by every user (mode 1777, as a fresh tmpfs mount point is): anyone on this machine can add files to the site in it; chmod o-w '/mnt/my site' stops it (on exFAT or FAT, which keep no modes, the mount's umask option)",
    );
    expect(worldWritableWarning('/media/usb', 0o40777)).toBe(
      "/media/usb is writable by every user (mode 0777): anyone on this machine can add files to the site in it and delete the site's files; chmod o-w /media/usb stops it (on exFAT or FAT, which keep no modes, the mount's umask option)",
    );
  });

  it('says that the pages can be changed too where they are writable by everyone, as on exFAT, where every file is 0777', () => {
    // It said only "add files": on an exFAT mount another user appended a script to index.html.
    expect(worldWritableWarning('/media/usb', 0o40777, 0o100777)).toBe(
      "/media/usb is writable by every user (mode 0777): anyone on this machine can change the site's pages, add files to it and delete them; chmod o-w /media/usb stops it (on exFAT or FAT, which keep no modes, the mount's umask option)",
    );
    expect(worldWritableWarning('/media/usb', 0o40777, 0o100664)).toBe(
      "/media/usb is writable by every user (mode 0777): anyone on this machine can add files to the site in it and delete the site's files; chmod o-w /media/usb stops it (on exFAT or FAT, which keep no modes, the mount's umask option)",
    );
  });
});
