// A build that cannot write where it must: beside or in its --out (refused at once with exit 2,
// naming --out, where it built every page and then failed on its swap lock), or in the project's
// checkout (said of the checkout and what to do, where it printed a bare EACCES). Folders are
// taken write from with chmod, which root ignores: run as root, the build runs as nobody.
import { spawn, type ChildProcess } from 'node:child_process';
import { chmod, mkdir, mkdtemp, readdir, readFile, rm, stat, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import { projectWriteFailure } from '../../scripts/lib/unwritable-folders.ts';
import { writeSnapshot } from '../client/snapshot-on-disk.ts';
import { component, language, project, translation } from '../report/fixtures.ts';

const NOBODY = 65534;
const asRoot = process.getuid?.() === 0;
// Who runs the builds: this user, or, for root, whom chmod binds.
const user = asRoot ? { uid: NOBODY, gid: NOBODY } : {};
const LAST_NIGHT = '<!DOCTYPE html><html><head><meta name="generator" content="weblate-atlas 0.1.0"></head><body>the site of last night</body></html>';

const made: string[] = [];
// Every build a test starts: one still running after it (an assertion or a timeout that ended the test
// first, a refusal that no longer comes at once) is killed, and would hold the project's build lock.
const children: ChildProcess[] = [];
afterEach(async () => {
  for (const child of children.splice(0)) if (child.exitCode === null && child.signalCode === null) child.kill('SIGKILL');
  for (const dir of made.splice(0)) {
    await openUp(dir);
    await rm(dir, { recursive: true, force: true });
  }
});

/** Gives every folder under `dir` (and it) back to everyone, so that it can be read and removed. */
async function openUp(dir: string): Promise<void> {
  if (!(await stat(dir).then((info) => info.isDirectory(), () => false))) return;
  await chmod(dir, 0o777);
  for (const entry of await readdir(dir, { withFileTypes: true })) if (entry.isDirectory()) await openUp(join(dir, entry.name));
}

/** A folder of this test that the build's user may read, holding `snaps/`, a snapshot of one translation. */
async function workFolder(): Promise<{ work: string; snaps: string }> {
  const work = await mkdtemp(join(tmpdir(), 'atlas-unwritable-'));
  made.push(work);
  const de = language('de', 'German');
  const snaps = join(work, 'snaps');
  await writeSnapshot(snaps, {
    languages: [de], projects: [project('orbit', 'Orbit Notes')], components: [component('orbit', 'core')],
    translations: [translation('orbit', 'core', de, { total: 10, translated: 4 })], users: [], changes: [],
  }, '2026-11-20T10:00:00.000Z');
  await openUp(work);
  return { work, snaps };
}

/** Runs `node args` as the build's user; resolves with its exit code, stdout and stderr. */
function runAsUser(args: string[]): Promise<{ code: number | null; stdout: string; stderr: string }> {
  const env: NodeJS.ProcessEnv = { ...process.env, ATLAS_SNAPSHOT: '', CI: 'true' };
  delete env['INIT_CWD'];
  const child = spawn(process.execPath, args, { env, stdio: ['ignore', 'pipe', 'pipe'], ...user });
  children.push(child);
  let [stdout, stderr] = ['', ''];
  child.stdout.on('data', (chunk: Buffer) => (stdout += chunk.toString()));
  child.stderr.on('data', (chunk: Buffer) => (stderr += chunk.toString()));
  return new Promise((done, fail) => {
    child.once('error', fail);
    child.once('exit', (code) => done({ code, stdout, stderr }));
  });
}

// Run as root, the builds run as nobody, who must reach this checkout's Node and scripts: a
// checkout in a folder closed to other users (a clone in `mktemp -d`, mode 700) is not theirs to
// run, and these tests are skipped there, saying so.
const cannotRun = asRoot ? await runAsUser(['-e', '0']).then(
  ({ code, stderr }) => (code === 0 ? null : `user ${NOBODY} cannot run ${process.execPath}: ${stderr.trim() || `exit ${code}`}`),
  (error: unknown) => `user ${NOBODY} cannot run ${process.execPath} (${(error as NodeJS.ErrnoException).code ?? String(error)}): the checkout lies in a folder closed to other users`,
) : null;
if (cannotRun !== null) console.warn(`test/scripts/unwritable-output.test.ts: builds as another user skipped: ${cannotRun}`);

describe.skipIf(cannotRun !== null)('npm run build -- --out a site in a folder it can write neither beside nor in', () => {
  it('refuses it at once with exit 2, naming --out and what to do, and leaves it as it was', async () => {
    const { work, snaps } = await workFolder();
    const pub = join(work, 'pub');
    await mkdir(join(pub, 'site'), { recursive: true });
    await writeFile(join(pub, 'site', 'index.html'), LAST_NIGHT);
    // A folder of another user's, as a read-only disk is: no staging folder beside, no swap lock inside.
    await chmod(join(pub, 'site'), 0o555);
    await chmod(pub, 0o555);
    const { code, stdout, stderr } = await runAsUser([resolve('scripts/build.ts'), '--quiet', '--snapshot', snaps, '--out', join(pub, 'site')]);
    // It rendered every page, then failed: `writing …/site/.atlas-swap.lock: the file system is read-only (EROFS)`.
    expect([code, stdout, stderr]).toEqual([
      2, '',
      `build failed: --out ${pub}/site: no permission to write there: a build puts its new site beside it (in ${pub}) and renames it into place, ` +
        `or, where it cannot write there, swaps the new site into the folder itself, and it can write in neither; let this user write in ${pub}, or give another --out\n`,
    ]);
    expect(await readdir(pub)).toEqual(['site']);
    expect(await readdir(join(pub, 'site'))).toEqual(['index.html']);
    expect(await readFile(join(pub, 'site', 'index.html'), 'utf8')).toBe(LAST_NIGHT);
  }, 60_000);

  it('refuses a new --out in a folder it cannot write in alike', async () => {
    const { work, snaps } = await workFolder();
    const pub = join(work, 'pub');
    await mkdir(pub, { mode: 0o555 });
    await chmod(pub, 0o555);
    const { code, stderr } = await runAsUser([resolve('scripts/build.ts'), '--quiet', '--snapshot', snaps, '--out', join(pub, 'site')]);
    expect([code, stderr]).toEqual([
      2, `build failed: --out ${pub}/site: no permission to write there: a build makes it in ${pub}, which cannot be written in; let this user write in ${pub}, or give another --out\n`,
    ]);
    expect(await readdir(pub)).toEqual([]);
  }, 60_000);
});

describe.skipIf(cannotRun !== null)('a build whose --out can be written in but not beside, in a checkout it cannot write', () => {
  it('says that the project\'s folder, where the site is built first, cannot be written, and what to do, before building', async () => {
    const { work } = await workFolder();
    const pub = join(work, 'pub');
    const checkout = join(work, 'checkout');
    await mkdir(join(pub, 'site'), { recursive: true });
    await mkdir(checkout);
    await chmod(join(pub, 'site'), 0o777);
    await chmod(pub, 0o555);
    await chmod(checkout, 0o555);
    const module = new URL('../../scripts/lib/staged-output.ts', import.meta.url).href;
    const script = `
      const { buildStaged } = await import(${JSON.stringify(module)});
      await buildStaged(${JSON.stringify(join(pub, 'site'))}, async () => { process.stdout.write('built\\n'); }, { buildRoot: ${JSON.stringify(checkout)} })
        .catch((failure) => process.stdout.write(failure.message + '\\n'));`;
    const { code, stdout, stderr } = await runAsUser(['--input-type=module', '-e', script]);
    // It said `EACCES: permission denied, mkdir '<checkout>/.site.building-…'`, naming neither --out nor what to do.
    expect([code, stdout, stderr]).toEqual([
      0,
      `cannot write in the project's folder ${checkout} (no permission to write there), where a build makes its site first when it cannot put it beside --out ` +
        `(in ${pub}, which this user may not write in); build in a checkout this user may write, or let it write in ${pub}\n`,
      '',
    ]);
    expect(await readdir(join(pub, 'site'))).toEqual([]);
    expect(await readdir(checkout)).toEqual([]);
  }, 60_000);
});

describe('a build in a checkout it may not write', () => {
  it('says which file of the checkout could not be written, and what to do', () => {
    expect(projectWriteFailure(Object.assign(new Error("EACCES: permission denied, open '.astro/build.lock'"), { code: 'EACCES', path: '.astro/build.lock' }), '/srv/atlas')).toBe(
      "cannot write /srv/atlas/.astro/build.lock (no permission to write there), in the project's .astro folder (/srv/atlas/.astro): a build writes in the checkout " +
        "(its lock and Astro's bundle in .astro/, Vite's cache in node_modules/.vite/); build in a checkout this user may write (as the user who installed it, say)",
    );
    expect(projectWriteFailure({ code: 'EROFS', path: '/srv/atlas/node_modules/.vite/deps' }, '/srv/atlas')).toBe(
      "cannot write /srv/atlas/node_modules/.vite/deps (on a read-only file system), in the project's checkout (/srv/atlas): a build writes in the checkout " +
        "(its lock and Astro's bundle in .astro/, Vite's cache in node_modules/.vite/); copy the checkout to a writable disk and build there",
    );
    // Outside the checkout, or another failure: said as before.
    expect(projectWriteFailure({ code: 'EACCES', path: '/srv/site/index.html' }, '/srv/atlas')).toBeNull();
    expect(projectWriteFailure({ code: 'ENOSPC', path: '/srv/atlas/.astro/build.lock' }, '/srv/atlas')).toBeNull();
    expect(projectWriteFailure(new Error('no code'), '/srv/atlas')).toBeNull();
  });

  it('says so of the project\'s .astro folder, where it cannot take the build lock', async (context) => {
    // Only root can run the build as a user the checkout shuts out: taking write from the checkout's
    // own user would stop the builds of the other tests.
    if (!asRoot) return context.skip('needs root, to run the build as a user who may not write this checkout');
    if (cannotRun !== null) return context.skip(cannotRun);
    // Made by every build, and by `astro check`: here before the lock is taken, as a checkout's.
    await mkdir(resolve('.astro'), { recursive: true });
    if ((await stat(resolve('.astro'))).mode & 0o002) return context.skip('the checkout\'s .astro folder is writable by everyone');
    const { work, snaps } = await workFolder();
    const { code, stderr } = await runAsUser([resolve('scripts/build.ts'), '--quiet', '--snapshot', snaps, '--out', join(work, 'site')]);
    // It said `build failed: EACCES: permission denied, open '.astro/build.lock'`. Where another test file's
    // build holds the lock, it first says it waits for that one (the suite runs files side by side).
    expect([code, stderr.replace(/^build: waiting for another build of this project to end[^\n]*\n/, '')]).toEqual([
      1,
      `build failed: cannot write ${resolve('.astro', 'build.lock')} (no permission to write there), in the project's .astro folder (${resolve('.astro')}): ` +
        "a build writes in the checkout (its lock and Astro's bundle in .astro/, Vite's cache in node_modules/.vite/); build in a checkout this user may write (as the user who installed it, say)\n",
    ]);
    expect((await readdir(work)).sort()).toEqual(['snaps']);
  }, 60_000);
});

describe('npm run build -- --out a place of a file system that takes no folders, as this user', () => {
  it('refuses --out /proc/… at once with exit 2, naming --out and what is wrong, as a read-only folder is', async () => {
    const { snaps } = await workFolder();
    const env: NodeJS.ProcessEnv = { ...process.env, ATLAS_SNAPSHOT: '', CI: 'true' };
    delete env['INIT_CWD'];
    const child = spawn(process.execPath, [resolve('scripts/build.ts'), '--quiet', '--snapshot', snaps, '--out', '/proc/atlas-site'], { env, stdio: ['ignore', 'pipe', 'pipe'] });
    children.push(child);
    let [stdout, stderr] = ['', ''];
    child.stdout.on('data', (chunk: Buffer) => (stdout += chunk.toString()));
    child.stderr.on('data', (chunk: Buffer) => (stderr += chunk.toString()));
    const code = await new Promise((done) => child.once('exit', done));
    // Root's access(2) passed /proc, and the build failed on its staging folder with exit 1 and
    // `build failed: ENOENT: no such file or directory, mkdir '/proc/.atlas-site.building-…'`.
    expect([code, stdout, stderr]).toEqual([
      2, '', asRoot
        ? 'build failed: --out /proc/atlas-site: no folder can be made there (its file system makes none: ENOENT): a build makes it in /proc, which cannot be written in; give another --out\n'
        : 'build failed: --out /proc/atlas-site: no permission to write there: a build makes it in /proc, which cannot be written in; let this user write in /proc, or give another --out\n',
    ]);
  }, 60_000);
});
