import { execFileSync } from 'node:child_process';
import { existsSync, readFileSync } from 'node:fs';
import { chmod, chown, mkdir, mkdtemp, readdir, readFile, readlink, rm, stat, symlink, writeFile } from 'node:fs/promises';
import { hostname, tmpdir } from 'node:os';
import { basename, join } from 'node:path';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { buildStaged, oldSitePrefix, putBackOutput, repairOutput, stagingPrefix, type SwapState } from '../../scripts/lib/staged-output.ts';
import { checkSiteOutDir } from '../../scripts/lib/site-out-dir.ts';
import { placeTag, removeDeadBuildFolders } from '../../scripts/lib/build-owner.ts';
import { onBuildWarning } from '../../src/build-warning.ts';

let work: string;
beforeEach(async () => {
  work = await mkdtemp(join(tmpdir(), 'atlas-staged-'));
});
afterEach(() => rm(work, { recursive: true, force: true }));

// A group other than this process's own that it may give a folder: root may give any; another
// user one it is a member of besides its primary one, where it has one.
const otherGroup = process.getuid?.() === 0 ? 4242 : process.getgroups?.().find((gid) => gid !== process.getgid?.());

/** The modes of `paths` in `root`, in octal ('755'). */
async function modes(root: string, paths: string[]): Promise<Record<string, string>> {
  return Object.fromEntries(await Promise.all(paths.map(async (path) => [path, ((await stat(join(root, path))).mode & 0o7777).toString(8)])));
}

/** A group as the build's warning names it: 'nogroup (65534)' where /etc/group lists it, else its number. */
function groupName(gid: number): string {
  const listed = readFileSync('/etc/group', 'utf8').split('\n').map((line) => line.split(':')).find((fields) => fields[2] === String(gid))?.[0];
  return listed ? `${listed} (${gid})` : String(gid);
}

/** A build that writes `index.html` with `text` and records the folder it was given. */
function writing(text: string, seen: string[] = []) {
  return async (dir: string) => {
    seen.push(dir);
    expect(await readdir(dir)).toEqual([]);
    await mkdir(join(dir, 'page'));
    await writeFile(join(dir, 'index.html'), text);
    await writeFile(join(dir, 'page', 'index.html'), `${text} page`);
  };
}

describe('buildStaged', () => {
  it('builds a missing output folder in a folder beside it and renames that into place', async () => {
    const out = join(work, 'dist');
    const seen: string[] = [];
    await buildStaged(out, writing('new', seen));
    expect(seen).toHaveLength(1);
    expect(seen[0]!.startsWith(join(work, `${stagingPrefix('dist')}${process.pid}-`))).toBe(true);
    expect(await readFile(join(out, 'index.html'), 'utf8')).toBe('new');
    expect(await readFile(join(out, 'page', 'index.html'), 'utf8')).toBe('new page');
    expect(await readdir(work)).toEqual(['dist']);
  });

  it('gives a new site the mode the umask allows, and a replaced one the mode it had', async () => {
    const out = join(work, 'dist');
    const umask = process.umask(0o022);
    try {
      await buildStaged(out, writing('new'));
      // Readable by a web server running as another user, as a folder made by mkdir is.
      expect((await stat(out)).mode & 0o7777).toBe(0o755);
      await chmod(out, 0o750);
      await buildStaged(out, writing('newer'));
      expect((await stat(out)).mode & 0o7777).toBe(0o750);
      expect(await readFile(join(out, 'index.html'), 'utf8')).toBe('newer');
    } finally {
      process.umask(umask);
    }
  });

  it("gives the site's folders the folder's mode and its files that mode less execute, whatever the build's umask gave them", async () => {
    const out = join(work, 'dist');
    await mkdir(out);
    // 0755 whatever umask the test runs under (077 gave a folder of 0700, and the test failed).
    await chmod(out, 0o755);
    await writeFile(join(out, 'index.html'), 'old');
    const umask = process.umask(0o077);
    try {
      // An existing 0755 site rebuilt under umask 077 (a hardened host's job): its pages were
      // private (0600, folders 0700) inside a folder that still read 0755.
      await buildStaged(out, writing('new'));
      expect(await modes(out, ['.', 'index.html', 'page', 'page/index.html'])).toEqual({ '.': '755', 'index.html': '644', page: '755', 'page/index.html': '644' });
      // A first build takes what the umask gives a new folder, all through.
      await rm(out, { recursive: true });
      await buildStaged(out, writing('new'));
      expect(await modes(out, ['.', 'index.html', 'page', 'page/index.html'])).toEqual({ '.': '700', 'index.html': '600', page: '700', 'page/index.html': '600' });
    } finally {
      process.umask(umask);
    }
  });

  it("never makes the site writable by others, whatever the folder's mode (a fresh tmpfs mount point's 1777) or the umask: its group keeps what the folder gives it", async () => {
    const out = join(work, 'dist');
    const said: string[] = [];
    const stop = onBuildWarning((text) => said.push(text));
    const umask = process.umask(0o022);
    try {
      await mkdir(out);
      await writeFile(join(out, 'index.html'), 'old');
      // Pages of 0666 and folders of 0777 that any local user could change.
      await chmod(out, 0o1777);
      await buildStaged(out, writing('new'));
      expect(await modes(out, ['.', 'index.html', 'page', 'page/index.html'])).toEqual({ '.': '1775', 'index.html': '664', page: '775', 'page/index.html': '664' });
      await chmod(out, 0o777);
      await buildStaged(out, writing('newer'));
      expect(await modes(out, ['.', 'index.html', 'page', 'page/index.html'])).toEqual({ '.': '775', 'index.html': '664', page: '775', 'page/index.html': '664' });
      // A group of deployers sharing the folder keeps its write; a first build under umask 000 gets none for others.
      await chmod(out, 0o2770);
      await buildStaged(out, writing('newest'));
      expect(await modes(out, ['.', 'index.html', 'page', 'page/index.html'])).toEqual({ '.': '2770', 'index.html': '660', page: '2770', 'page/index.html': '660' });
      await rm(out, { recursive: true });
      process.umask(0);
      await buildStaged(out, writing('new'));
      expect(await modes(out, ['.', 'index.html', 'page', 'page/index.html'])).toEqual({ '.': '775', 'index.html': '664', page: '775', 'page/index.html': '664' });
      expect(await readFile(join(out, 'index.html'), 'utf8')).toBe('new');
    } finally {
      process.umask(umask);
      stop();
    }
    // Each site's folder ended up writable by its owner and group alone: nothing to warn of.
    expect(said).toEqual([]);
  });

  it("gives a file copied with its checkout's mode (public/) the mode of the pages, and walks no further where the top of the site is as it should be", async () => {
    const out = join(work, 'dist');
    const umask = process.umask(0o022);
    try {
      await buildStaged(out, async (dir) => {
        await writing('new')(dir);
        // A checkout cloned under umask 077: its favicon answered 403 beside pages of 0644.
        await writeFile(join(dir, 'favicon.svg'), '<svg/>', { mode: 0o600 });
      });
      expect(await modes(out, ['.', 'index.html', 'favicon.svg', 'page', 'page/index.html'])).toEqual({ '.': '755', 'index.html': '644', 'favicon.svg': '644', page: '755', 'page/index.html': '644' });
      // The common case (umask 022, a 0755 folder) costs a look at the top entries alone: a 53,000-page
      // site is not walked. Only pages the build wrote lie deeper, with the umask's modes.
      await buildStaged(out, async (dir) => {
        await writing('newer')(dir);
        await writeFile(join(dir, 'page', 'odd.html'), 'odd', { mode: 0o600 });
      });
      expect(await modes(out, ['.', 'index.html', 'page', 'page/odd.html'])).toEqual({ '.': '755', 'index.html': '644', page: '755', 'page/odd.html': '600' });
    } finally {
      process.umask(umask);
    }
  });

  it("gives a file public/ holds in a folder the mode of the pages, where the build is told of it, though the top of the site is as it should be", async () => {
    const out = join(work, 'dist');
    const umask = process.umask(0o022);
    try {
      // A checkout's .well-known/security.txt of 0600: a web server running as another user answered 403.
      const build = async (dir: string) => {
        await writing('new')(dir);
        await mkdir(join(dir, '.well-known'));
        await writeFile(join(dir, '.well-known', 'security.txt'), 'Contact: x', { mode: 0o600 });
      };
      await buildStaged(out, build, { copiedDeeper: ['.well-known/security.txt', 'gone/file.txt'] });
      expect(await modes(out, ['.', 'index.html', '.well-known', '.well-known/security.txt'])).toEqual({ '.': '755', 'index.html': '644', '.well-known': '755', '.well-known/security.txt': '644' });
      // Not told of it, only the top entries are looked at: it stays as it was copied.
      await buildStaged(out, build);
      expect(await modes(out, ['.well-known/security.txt'])).toEqual({ '.well-known/security.txt': '600' });
    } finally {
      process.umask(umask);
    }
  });

  it.skipIf(otherGroup === undefined)("keeps the replaced folder's group, setgid bit and all, on the site's folders and files (only where this user may give a folder another group: as root, or as a member of a second group)", async () => {
    const out = join(work, 'dist');
    await mkdir(out);
    await writeFile(join(out, 'index.html'), 'old');
    // `root:www-data 2750`: a web server reads the site through its group, and others nothing.
    await chown(out, -1, otherGroup!);
    await chmod(out, 0o2750);
    const umask = process.umask(0o022);
    try {
      await buildStaged(out, writing('new'));
    } finally {
      process.umask(umask);
    }
    expect(await modes(out, ['.', 'index.html', 'page', 'page/index.html'])).toEqual({ '.': '2750', 'index.html': '640', page: '2750', 'page/index.html': '640' });
    for (const path of ['.', 'index.html', 'page', 'page/index.html']) expect((await stat(join(out, path))).gid).toBe(otherGroup);
    expect(await readFile(join(out, 'index.html'), 'utf8')).toBe('new');
  });

  it.skipIf(otherGroup === undefined)('builds all the same where this user may not give the folder its group, and says so naming both groups (only where this user may give a folder another group: as root, or as a member of a second group)', async () => {
    const out = join(work, 'dist');
    await mkdir(out);
    await chown(out, -1, otherGroup!);
    await chmod(out, 0o750);
    const said: string[] = [];
    const stop = onBuildWarning((text) => said.push(text));
    const asked: [string, number][] = [];
    try {
      await buildStaged(out, writing('new'), {
        changeGroup: async (path, gid) => {
          asked.push([path.replace(work, '<work>').replace(/-\d+-s\d+-n[0-9a-f]{8}-[0-9a-f]+$/, '-…'), gid]);
          throw Object.assign(new Error('EPERM: operation not permitted, chown'), { code: 'EPERM' });
        },
      });
    } finally {
      stop();
    }
    expect(asked).toEqual([['<work>/.dist.building-…', otherGroup]]);
    const name = (gid: number) => groupName(gid);
    expect(said).toEqual([
      `the site's folder ${out} belongs to group ${name(otherGroup!)}, which this user is not in: the new site has group ${name(process.getegid!())} with the folder's mode (0750), ` +
        `so what read it through group ${name(otherGroup!)} (a web server) may be refused; build as a member of ${name(otherGroup!)}, or give the folder its group again`,
    ]);
    expect((await stat(out)).gid).toBe(process.getegid!());
    expect(await modes(out, ['.', 'index.html'])).toEqual({ '.': '750', 'index.html': '640' });
  });

  it('replaces an existing site with the new one and removes the old', async () => {
    const out = join(work, 'dist');
    await mkdir(join(out, 'gone'), { recursive: true });
    await writeFile(join(out, 'index.html'), 'old');
    await writeFile(join(out, 'gone', 'index.html'), 'old page');
    await buildStaged(out, writing('new'));
    expect((await readdir(out)).sort()).toEqual(['index.html', 'page']);
    expect(await readFile(join(out, 'index.html'), 'utf8')).toBe('new');
    expect(await readdir(work)).toEqual(['dist']);
  });

  it('leaves the existing site as it was when the build fails, and removes its own folder', async () => {
    const out = join(work, 'dist');
    await mkdir(out);
    await writeFile(join(out, 'index.html'), 'old');
    const failing = async (dir: string) => {
      await writeFile(join(dir, 'index.html'), 'half');
      throw new Error('render failed on /languages/de/');
    };
    await expect(buildStaged(out, failing)).rejects.toThrow('render failed on /languages/de/');
    expect(await readdir(out)).toEqual(['index.html']);
    expect(await readFile(join(out, 'index.html'), 'utf8')).toBe('old');
    expect(await readdir(work)).toEqual(['dist']);
  });

  it("throws a failed build's own error, and removes its folder, where pages still being written when it failed land in it meanwhile", async () => {
    const out = join(work, 'dist');
    let writes = 0;
    let writer: Promise<void> = Promise.resolve();
    const failing = async (dir: string) => {
      // Pages written into the folder after the failure, as Astro's went on: each makes its
      // folder, and the folders above it, as Astro does; a fixed number, one per turn of the loop.
      writer = (async () => {
        for (let page = 0; page < 40; page += 1) {
          await mkdir(join(dir, `page-${++writes}`), { recursive: true });
          await new Promise((resolve) => setImmediate(resolve));
        }
      })();
      await writeFile(join(dir, 'index.html'), 'half');
      throw new Error('render failed on /contributors/a/b/');
    };
    // Removed at once, the folder was not empty: 'ENOTEMPTY: directory not empty, rmdir' was thrown instead.
    await expect(buildStaged(out, failing)).rejects.toThrow(new Error('render failed on /contributors/a/b/'));
    await writer;
    expect(writes).toBe(40);
    expect(await readdir(work)).toEqual([]);
  });

  it('leaves a site another build put at a new output while it built, saying so, and removes its own folder', async () => {
    const out = join(work, 'dist');
    // Another checkout's build (which holds its own build lock) finished first and renamed its site into place.
    const beaten = async (dir: string) => {
      await writing('new')(dir);
      await mkdir(out);
      await writeFile(join(out, 'index.html'), 'the other build');
    };
    // It said `ENOTEMPTY: directory not empty, rename '…/.dist.building-…' -> '…/dist'`.
    await expect(buildStaged(out, beaten)).rejects.toThrow(
      new Error(`${out} was made while this build ran (by another build into it, of another checkout, say), and is left as it is: build again once that one has ended, to replace it`),
    );
    expect(await readdir(work)).toEqual(['dist']);
    expect(await readFile(join(out, 'index.html'), 'utf8')).toBe('the other build');
  });

  it("says so after a failed build's own error where its folder cannot be removed", async () => {
    const out = join(work, 'dist');
    let writing = true;
    let writer: Promise<void> = Promise.resolve();
    const failing = async (dir: string) => {
      // Three pages made again and again, and the folder with them once it is gone: a page per
      // turn made the folder ever larger to remove, 7 s of the 10 allowed on a busy machine.
      writer = (async () => {
        for (let i = 0; writing; i += 1) await mkdir(join(dir, `page-${i % 3}`), { recursive: true }).catch(() => {});
      })();
      await writeFile(join(dir, 'index.html'), 'half');
      throw new Error('render failed on /languages/de/');
    };
    const failure = await buildStaged(out, failing).then(() => new Error('built'), (error: unknown) => error as Error);
    // Stopped and awaited: the page it was still making landed in the folder as the clean-up
    // removed it, which then failed with ENOTEMPTY.
    writing = false;
    await writer;
    expect(failure.message).toMatch(new RegExp(`^render failed on /languages/de/ \\(and the unfinished site in ${work}/\\.dist\\.building-\\d+-(?:s\\d+-)?n${placeTag()}-[0-9a-f]+ could not be removed: .+\\)$`));
    expect(failure.cause).toEqual(new Error('render failed on /languages/de/'));
  }, 10_000);

  it('replaces the folder a symbolic link points to and keeps the link', async () => {
    const real = join(work, 'sites', 'l10n');
    await mkdir(real, { recursive: true });
    await writeFile(join(real, 'index.html'), 'old');
    const out = join(work, 'dist');
    await symlink(real, out);
    await buildStaged(out, writing('new'));
    expect(await readlink(out)).toBe(real);
    expect(await readFile(join(real, 'index.html'), 'utf8')).toBe('new');
    expect((await readdir(join(work, 'sites'))).sort()).toEqual(['l10n']);
  });

  it('removes staging folders that builds no longer running left, and keeps those of running ones', async () => {
    const out = join(work, 'dist');
    // No process has a pid this high on Linux (pid_max is at most 2^22).
    const dead = join(work, `${stagingPrefix('dist')}99999999-abc123`);
    const live = join(work, `${stagingPrefix('dist')}${process.ppid}-def456`);
    await mkdir(dead);
    await mkdir(live);
    await writeFile(join(dead, 'index.html'), 'half');
    await buildStaged(out, writing('new'));
    expect((await readdir(work)).sort()).toEqual([`${stagingPrefix('dist')}${process.ppid}-def456`, 'dist']);
  });

  it('puts back the site a killed build had moved aside where the output is missing, and removes the other old sites of builds no longer running', async () => {
    const out = join(work, 'dist');
    // Killed between its two renames: no dist/, the old site moved aside.
    const aside = join(work, `${oldSitePrefix('dist')}99999999-abc123`);
    const older = join(work, `${oldSitePrefix('dist')}99999998-abc123`);
    const live = join(work, `${oldSitePrefix('dist')}${process.ppid}-def456`);
    for (const dir of [aside, older, live]) {
      await mkdir(dir);
      await writeFile(join(dir, 'index.html'), 'last night');
    }
    let during = '';
    await buildStaged(out, async (dir) => {
      // The old site is back while the new one is built.
      during = await readFile(join(out, 'index.html'), 'utf8');
      await writing('new')(dir);
    });
    expect(during).toBe('last night');
    expect(await readFile(join(out, 'index.html'), 'utf8')).toBe('new');
    expect((await readdir(work)).sort()).toEqual([`${oldSitePrefix('dist')}${process.ppid}-def456`, 'dist']);
  });

  it('replaces the site in place and removes the old one a killed build left beside it, where that build had placed its own', async () => {
    const out = join(work, 'dist');
    // Killed as it removed the site it had replaced: its own site is in place, the old one beside it.
    await mkdir(out);
    await writeFile(join(out, 'index.html'), 'tonight');
    const aside = join(work, `${oldSitePrefix('dist')}99999999-abc123`);
    await mkdir(aside);
    await writeFile(join(aside, 'index.html'), 'last night');
    await buildStaged(out, writing('new'));
    expect(await readFile(join(out, 'index.html'), 'utf8')).toBe('new');
    expect(await readdir(work)).toEqual(['dist']);
  });

  it('puts back the site a killed build had moved aside before anything else, so that a build failing before it renders leaves a site', async () => {
    const out = join(work, 'dist');
    const aside = join(work, `${oldSitePrefix('dist')}99999999-abc123`);
    const live = join(work, `${oldSitePrefix('dist')}${process.ppid}-def456`);
    for (const dir of [aside, live]) {
      await mkdir(dir);
      await writeFile(join(dir, 'index.html'), 'last night');
    }
    // The build's first step (build.ts), before its configuration and snapshot are read.
    await putBackOutput(out);
    expect(await readFile(join(out, 'index.html'), 'utf8')).toBe('last night');
    expect((await readdir(work)).sort()).toEqual([`${oldSitePrefix('dist')}${process.ppid}-def456`, 'dist']);
    // Where the output is there, nothing is moved.
    await mkdir(aside);
    await putBackOutput(out);
    expect((await readdir(work)).sort()).toEqual([`${oldSitePrefix('dist')}99999999-abc123`, `${oldSitePrefix('dist')}${process.ppid}-def456`, 'dist'].sort());
  });

  it("removes the folders of a killed build whose pid this build has again, told apart by when the process started (a container's pid 1)", async () => {
    const out = join(work, 'dist');
    // This pid, but a process start no process of it has now.
    const earlier = join(work, `${stagingPrefix('dist')}${process.pid}-s1-abc123`);
    await mkdir(earlier);
    const seen: string[] = [];
    await buildStaged(out, writing('new', seen));
    expect(await readdir(work)).toEqual(['dist']);
    expect(seen[0]).toMatch(new RegExp(`/\\${stagingPrefix('dist')}${process.pid}-s\\d+-n${placeTag()}-[0-9a-f]{8}$`));
  });

  it("leaves the folders of builds on another host or in another container alone, naming them, and removes a dead local build's", async () => {
    const out = join(work, 'dist');
    await buildStaged(out, writing('old'));
    // Dead pids, but recorded as another host's, and as this host's in another pid namespace (a
    // second container on the volume), where a build of that pid may be running.
    const host = join(work, `${stagingPrefix('dist')}99999999-s5-n${placeTag({ host: 'ci-runner-2', ns: 'pid:[4026531836]' })}-abc12345`);
    const container = join(work, `${oldSitePrefix('dist')}99999999-s5-n${placeTag({ host: hostname(), ns: 'pid:[1]' })}-abc12345`);
    const local = join(work, `${stagingPrefix('dist')}99999999-s5-n${placeTag()}-abc12345`);
    for (const dir of [host, container, local]) {
      await mkdir(dir);
      await writeFile(join(dir, 'index.html'), 'half');
    }
    const warnings: string[] = [];
    const stop = onBuildWarning((text) => warnings.push(text));
    try {
      await buildStaged(out, writing('new'));
    } finally {
      stop();
    }
    expect((await readdir(work)).sort()).toEqual([basename(host), basename(container), 'dist']);
    expect(await readFile(join(host, 'index.html'), 'utf8')).toBe('half');
    expect(warnings).toEqual([host, container].sort().map((folder) =>
      `left ${folder} alone: it is a build's on another host or in another container (pid namespace), which may still be running; if none is, remove it: rm -rf ${folder}`));
  });

  it('says where the swap is: renaming, the new site placed with the old one aside, done', async () => {
    const out = join(work, 'dist');
    await buildStaged(out, writing('old'));
    const states: SwapState[] = [];
    await buildStaged(out, writing('new'), { onSwap: (state) => states.push(state) });
    expect(states.map((state) => state.phase)).toEqual(['renaming', 'placed', 'done']);
    const placed = states[1] as { old: string };
    expect(placed.old.startsWith(join(work, `${oldSitePrefix('dist')}${process.pid}-`))).toBe(true);
    expect(await readdir(work)).toEqual(['dist']);
  });

  it('refuses an output path that is a file, naming it', async () => {
    const out = join(work, 'dist');
    await writeFile(out, 'not a folder');
    await expect(buildStaged(out, writing('new'))).rejects.toThrow(`cannot build into ${out}: it is not a folder`);
    expect(await readFile(out, 'utf8')).toBe('not a folder');
  });
});

describe('buildStaged with a link to a folder not made yet', () => {
  it('builds the site where the link points and keeps the link', async () => {
    const out = join(work, 'dist');
    await mkdir(join(work, 'sites'));
    await symlink(join(work, 'sites', 'l10n'), out);
    await buildStaged(out, writing('new'));
    expect(await readlink(out)).toBe(join(work, 'sites', 'l10n'));
    expect(await readFile(join(out, 'index.html'), 'utf8')).toBe('new');
    expect((await readdir(join(work, 'sites'))).sort()).toEqual(['l10n']);
  });
});

describe('removeDeadBuildFolders', () => {
  it("removes the temp folders killed builds left, named after their process, and keeps running builds' and others'", async () => {
    const names = ['atlas-build-99999999-s123-AbC123', `atlas-build-${process.ppid}-XyZ789`, 'atlas-build-Qw3rty', 'atlas-other-99999999-s1-x'];
    for (const name of names) await mkdir(join(work, name));
    await removeDeadBuildFolders(work, 'atlas-build-');
    expect((await readdir(work)).sort()).toEqual([`atlas-build-${process.ppid}-XyZ789`, 'atlas-build-Qw3rty', 'atlas-other-99999999-s1-x']);
  });

  it("keeps a dead pid's folder recorded as another host's or container's (a shared TMPDIR), naming it, and removes one recorded as this one's", async () => {
    const elsewhere = `atlas-build-99999999-s123-n${placeTag({ host: 'ci-runner-2' })}-AbC123`;
    const here = `atlas-build-99999999-s123-n${placeTag()}-AbC123`;
    for (const name of [elsewhere, here]) await mkdir(join(work, name));
    const warnings: string[] = [];
    const stop = onBuildWarning((text) => warnings.push(text));
    try {
      await removeDeadBuildFolders(work, 'atlas-build-');
    } finally {
      stop();
    }
    expect(await readdir(work)).toEqual([elsewhere]);
    expect(warnings).toEqual([
      `left ${join(work, elsewhere)} alone: it is a build's on another host or in another container (pid namespace), which may still be running; if none is, remove it: rm -rf ${join(work, elsewhere)}`,
    ]);
  });
});

/** A project folder and an output folder, `volume`, in the work folder (the tests tell the volume's device apart). */
async function projectAndVolume(): Promise<{ project: string; out: string }> {
  const project = join(work, 'project');
  const out = join(work, 'volume');
  await mkdir(project);
  await mkdir(out);
  return { project, out };
}

describe('buildStaged across file systems', () => {
  // Two file systems, told apart by path as stat's dev would: `volume` (a mounted disk) and the rest.
  const devices = (volume: string) => async (path: string) => (path === volume || path.startsWith(`${volume}/`) ? 2 : 1);

  it('builds an output on another file system than the project in the project, then copies it beside the output and swaps it in', async () => {
    const { project, out: volume } = await projectAndVolume();
    const out = join(volume, 'site');
    await mkdir(out);
    await writeFile(join(out, 'index.html'), 'old');
    const seen: string[] = [];
    const lists: (readonly string[])[] = [];
    await buildStaged(out, async (dir) => {
      // Until the new site is complete, the old one is served.
      expect(await readFile(join(out, 'index.html'), 'utf8')).toBe('old');
      await writing('new', seen)(dir);
    }, { buildRoot: project, deviceOf: devices(volume), onStaging: (folders) => lists.push(folders.map((folder) => `${folder}${existsSync(folder) ? '' : ' (not made yet)'}`)) });
    expect(seen).toHaveLength(1);
    expect(seen[0]!.startsWith(join(project, `${stagingPrefix('site')}${process.pid}-`))).toBe(true);
    expect(await readFile(join(out, 'index.html'), 'utf8')).toBe('new');
    expect(await readFile(join(out, 'page', 'index.html'), 'utf8')).toBe('new page');
    expect(await readdir(project)).toEqual([]);
    expect(await readdir(volume)).toEqual(['site']);
    // Each of its folders was the build's to remove on a stop from before it was made: the one
    // beside the output, then both while it was built.
    expect(lists).toHaveLength(3);
    expect(lists[0]).toHaveLength(1);
    expect(lists[0]![0]!.startsWith(join(volume, stagingPrefix('site')))).toBe(true);
    const besideOutput = lists[0]![0]!.replace(' (not made yet)', '');
    expect(lists[0]).toEqual([`${besideOutput} (not made yet)`]);
    expect(lists[1]).toEqual([besideOutput, `${seen[0]} (not made yet)`]);
    expect(lists[2]).toEqual([]);
  });

  it("names the project's folder it was building in where the project's disk is full and the write named no file", async () => {
    const { project, out: volume } = await projectAndVolume();
    const out = join(volume, 'site');
    await mkdir(out);
    await writeFile(join(out, 'index.html'), 'old');
    let into = '';
    const full = async (dir: string) => {
      into = dir;
      // As Astro's page writes fail: Node's error of a write(2), with no path.
      throw Object.assign(new Error('ENOSPC: no space left on device, write'), { code: 'ENOSPC', syscall: 'write' });
    };
    const failure = await buildStaged(out, full, { buildRoot: project, deviceOf: devices(volume) }).catch((error: unknown) => error);
    expect(into.startsWith(join(project, stagingPrefix('site')))).toBe(true);
    expect(failure).toMatchObject({ code: 'ENOSPC', path: into });
    expect(await readFile(join(out, 'index.html'), 'utf8')).toBe('old');
    expect(await readdir(project)).toEqual([]);
  });

  it('leaves the site on the other file system as it was when the build fails, and removes both its folders', async () => {
    const { project, out: volume } = await projectAndVolume();
    const out = join(volume, 'site');
    await mkdir(out);
    await writeFile(join(out, 'index.html'), 'old');
    const failing = async (dir: string) => {
      await writeFile(join(dir, 'index.html'), 'half');
      throw new Error('render failed on /languages/de/');
    };
    await expect(buildStaged(out, failing, { buildRoot: project, deviceOf: devices(volume) })).rejects.toThrow('render failed on /languages/de/');
    expect(await readdir(out)).toEqual(['index.html']);
    expect(await readFile(join(out, 'index.html'), 'utf8')).toBe('old');
    expect(await readdir(project)).toEqual([]);
    expect(await readdir(volume)).toEqual(['site']);
  });

  it('keeps the site a mount point holds until the new one is built, then puts the new one in its place', async () => {
    const project = join(work, 'project');
    await mkdir(project);
    // The output is the mount point itself: nothing can be renamed over it.
    const out = join(work, 'volume');
    await mkdir(join(out, 'old-only'), { recursive: true });
    await writeFile(join(out, 'index.html'), 'old');
    await buildStaged(out, async (dir) => {
      expect(dir.startsWith(join(project, stagingPrefix('volume')))).toBe(true);
      expect(await readFile(join(out, 'index.html'), 'utf8')).toBe('old');
      await writing('new')(dir);
    }, { buildRoot: project, deviceOf: devices(out) });
    expect((await readdir(out)).sort()).toEqual(['index.html', 'page']);
    expect(await readFile(join(out, 'index.html'), 'utf8')).toBe('new');
    expect(await readdir(project)).toEqual([]);

    // A failed build leaves it as it was.
    await expect(buildStaged(out, async () => {
      throw new Error('render failed');
    }, { buildRoot: project, deviceOf: devices(out) })).rejects.toThrow('render failed');
    expect(await readFile(join(out, 'index.html'), 'utf8')).toBe('new');
    expect(await readdir(project)).toEqual([]);
  });

  it("gives the site put in a mount point the mount point's mode and group, whatever the build's umask gave it", async () => {
    const project = join(work, 'project');
    await mkdir(project);
    const out = join(work, 'volume');
    await mkdir(out);
    await chmod(out, 0o750);
    if (otherGroup !== undefined) await chown(out, -1, otherGroup);
    const umask = process.umask(0o077);
    try {
      await buildStaged(out, writing('new'), { buildRoot: project, deviceOf: devices(out) });
    } finally {
      process.umask(umask);
    }
    expect(await modes(out, ['.', 'index.html', 'page', 'page/index.html'])).toEqual({ '.': '750', 'index.html': '640', page: '750', 'page/index.html': '640' });
    const group = otherGroup ?? process.getegid!();
    for (const path of ['index.html', 'page', 'page/index.html']) expect((await stat(join(out, path))).gid).toBe(group);
  });

  it('warns, in one line, where a mount point the site is put in is writable by every user (its mode stays), and gives the site in it no write for others', async () => {
    const { project, out } = await projectAndVolume();
    await chmod(out, 0o1777);
    const said: string[] = [];
    const stop = onBuildWarning((text) => said.push(text));
    const umask = process.umask(0o022);
    try {
      await buildStaged(out, writing('new'), { buildRoot: project, deviceOf: devices(out) });
      await chmod(out, 0o777);
      await buildStaged(out, writing('newer'), { buildRoot: project, deviceOf: devices(out) });
    } finally {
      process.umask(umask);
      stop();
    }
    expect(await modes(out, ['.', 'index.html', 'page', 'page/index.html'])).toEqual({ '.': '777', 'index.html': '664', page: '775', 'page/index.html': '664' });
    const fix = `chmod o-w ${out} stops it (on exFAT or FAT, which keep no modes, the mount's umask option)`;
    expect(said).toEqual([
      `${out} is writable by every user (mode 1777, as a fresh tmpfs mount point is): anyone on this machine can add files to the site in it; ${fix}`,
      `${out} is writable by every user (mode 0777): anyone on this machine can add files to the site in it and delete the site's files; ${fix}`,
    ]);
  });

  it('leaves the site a mount point holds as it was where the new one cannot be copied onto its disk, and removes both copies', async () => {
    const { project, out } = await projectAndVolume();
    await writeFile(join(out, 'index.html'), 'old');
    // A FIFO cannot be copied: the copy fails part-way, as on a disk too small for both sites.
    const failing = async (dir: string) => {
      await writing('new')(dir);
      execFileSync('mkfifo', [join(dir, 'zz-pipe')]);
    };
    const failure = await buildStaged(out, failing, { buildRoot: project, deviceOf: devices(out) }).then(() => null, (error: unknown) => error as Error);
    expect(failure?.message).toMatch(/^Cannot copy a FIFO pipe/);
    expect(await readdir(out)).toEqual(['index.html']);
    expect(await readFile(join(out, 'index.html'), 'utf8')).toBe('old');
    expect(await readdir(project)).toEqual([]);
  });

  it("says where the swap of a mount point's contents is, and which folders a stop must remove meanwhile", async () => {
    const { project, out } = await projectAndVolume();
    const states: string[] = [];
    const staging: number[] = [];
    await buildStaged(out, writing('new'), {
      buildRoot: project, deviceOf: devices(out),
      onSwap: (state) => states.push(state.phase), onStaging: (folders) => staging.push(folders.length),
    });
    expect(states).toEqual(['renaming', 'placed', 'done']);
    // The build's folder; it while the swap waits for its lock; it and its copy on the volume; none
    // from the swap on, whose folders a stop leaves for the next build's repair.
    expect(staging).toEqual([1, 1, 2, 0]);
  });

  it('puts back the old site where a build was killed while it moved it out, and removes its copy of the new one', async () => {
    const project = join(work, 'project');
    await mkdir(project);
    const out = join(work, 'volume');
    // Killed in the swap's first step: the old site's page moved out, its index.html not yet.
    const tag = '99999999-s1-abcd';
    await mkdir(join(out, `.atlas-swap.outgoing-${tag}`, 'page'), { recursive: true });
    await writeFile(join(out, `.atlas-swap.outgoing-${tag}`, 'page', 'index.html'), 'old page');
    await writeFile(join(out, 'index.html'), 'old');
    await mkdir(join(out, `.atlas-swap.incoming-${tag}`, 'page'), { recursive: true });
    await writeFile(join(out, `.atlas-swap.incoming-${tag}`, 'index.html'), 'killed');
    const seen: string[] = [];
    await buildStaged(out, async (dir) => {
      seen.push(await readFile(join(out, 'page', 'index.html'), 'utf8'), (await readdir(out)).sort().join(' '));
      await writing('new')(dir);
    }, { buildRoot: project, deviceOf: devices(out) });
    expect(seen).toEqual(['old page', 'index.html page']);
    expect((await readdir(out)).sort()).toEqual(['index.html', 'page']);
    expect(await readFile(join(out, 'page', 'index.html'), 'utf8')).toBe('new page');
  });

  it('completes the new site where a build was killed while it moved it in, and removes the old one', async () => {
    const project = join(work, 'project');
    await mkdir(project);
    const out = join(work, 'volume');
    // Killed in the swap's second step: the old site aside whole, the new one's index.html in, its page not yet.
    const tag = '99999999-s1-abcd';
    await mkdir(join(out, `.atlas-swap.replaced-${tag}`, 'page'), { recursive: true });
    await writeFile(join(out, `.atlas-swap.replaced-${tag}`, 'index.html'), 'old');
    await writeFile(join(out, 'index.html'), 'killed');
    await mkdir(join(out, `.atlas-swap.incoming-${tag}`, 'page'), { recursive: true });
    await writeFile(join(out, `.atlas-swap.incoming-${tag}`, 'page', 'index.html'), 'killed page');
    const seen: string[] = [];
    await buildStaged(out, async (dir) => {
      seen.push(await readFile(join(out, 'index.html'), 'utf8'), await readFile(join(out, 'page', 'index.html'), 'utf8'), (await readdir(out)).sort().join(' '));
      await writing('new')(dir);
    }, { buildRoot: project, deviceOf: devices(out) });
    expect(seen).toEqual(['killed', 'killed page', 'index.html page']);
    expect(await readFile(join(out, 'page', 'index.html'), 'utf8')).toBe('new page');
    expect((await readdir(out)).sort()).toEqual(['index.html', 'page']);
  });

  it('repairs a killed swap before the output is checked, so that the next build is not refused', async () => {
    const out = join(work, 'volume');
    const tag = '99999999-s1-abcd';
    const page = '<html><head><meta name="generator" content="weblate-atlas 0.1.0"></head></html>';
    // Killed in the first step with the old site's index.html moved out: no site of this tool in sight.
    await mkdir(join(out, `.atlas-swap.outgoing-${tag}`), { recursive: true });
    await writeFile(join(out, `.atlas-swap.outgoing-${tag}`, 'index.html'), page);
    await mkdir(join(out, '_astro'));
    const snapshot = join(work, 'snapshot');
    await mkdir(snapshot);
    await expect(checkSiteOutDir(out, snapshot, work)).rejects.toThrow('it holds other things than a site weblate-atlas built');
    await repairOutput(out);
    expect((await readdir(out)).sort()).toEqual(['_astro', 'index.html']);
    await expect(checkSiteOutDir(out, snapshot, work)).resolves.toBeUndefined();
  });

  it("waits for a build holding the folder's swap lock (another container on the volume), and says so", async () => {
    const { project, out } = await projectAndVolume();
    // Held by a live process of this host: the test runner's parent.
    const lock = join(out, '.atlas-swap.lock');
    await writeFile(lock, `${JSON.stringify({ host: hostname(), pid: process.ppid })}\n`);
    let waited = 0;
    let released: Promise<void> = Promise.resolve();
    // The other build ends once this one has said it waits, however long it took to get there.
    const onWait = () => {
      waited += 1;
      released = rm(lock);
    };
    await buildStaged(out, writing('new'), { buildRoot: project, deviceOf: devices(out), onWait });
    await released;
    expect(waited).toBe(1);
    expect((await readdir(out)).sort()).toEqual(['index.html', 'page']);
  });


  it('moves the new site into a mount point on the file system of the project, copying nothing', async () => {
    // The project is on the volume mounted at the output too (another mount of it, say).
    const project = join(work, 'project');
    const out = join(work, 'volume');
    await mkdir(project);
    await mkdir(out);
    await writeFile(join(out, 'index.html'), 'old');
    const onVolume = (path: string) => [out, project].some((root) => path === root || path.startsWith(`${root}/`));
    let built = -1;
    await buildStaged(out, async (dir) => {
      await writing('new')(dir);
      built = (await stat(join(dir, 'index.html'))).ino;
    }, { buildRoot: project, deviceOf: async (path) => (onVolume(path) ? 2 : 1) });
    expect((await readdir(out)).sort()).toEqual(['index.html', 'page']);
    expect(await readFile(join(out, 'index.html'), 'utf8')).toBe('new');
    // Moved, not copied: the same file.
    expect((await stat(join(out, 'index.html'))).ino).toBe(built);
    expect(await readdir(project)).toEqual([]);
  });

});
