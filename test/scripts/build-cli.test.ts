// `npm run build` told nothing, where there is no snapshot yet (a fresh clone): it says how to get one.
import { spawn, type ChildProcess } from 'node:child_process';
import { mkdir, mkdtemp, readdir, readFile, realpath, rm, symlink, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import { givenSnapshot, previewCommand, snapshotToBuild, tempFolderProblem } from '../../scripts/build.ts';
import { writeSnapshot } from '../client/snapshot-on-disk.ts';
import { change, component, language, project, translation, type Collections } from '../report/fixtures.ts';
import { signalAfterOutput } from './signals-after-output.ts';

const made: string[] = [];
// Every build a test starts: one still running after it (a signal it ignored, an assertion or a timeout that ended the
// test first) is killed, and would hold the project's build lock.
const children: ChildProcess[] = [];
afterEach(async () => {
  for (const child of children.splice(0)) if (child.exitCode === null && child.signalCode === null) child.kill('SIGKILL');
  for (const dir of made.splice(0)) await rm(dir, { recursive: true, force: true });
});

/** Runs scripts/build.ts in `cwd` without ATLAS_SNAPSHOT; resolves with its exit code, stdout and stderr. */
function runBuild(cwd: string, args: string[], extraEnv: Record<string, string> = {}): Promise<{ code: number | null; stdout: string; stderr: string }> {
  const env = { ...process.env };
  delete env['ATLAS_SNAPSHOT'];
  Object.assign(env, extraEnv);
  const child = spawn(process.execPath, [resolve('scripts/build.ts'), ...args], { cwd, env, stdio: ['ignore', 'pipe', 'pipe'] });
  children.push(child);
  let stdout = '';
  let stderr = '';
  child.stdout.on('data', (chunk: Buffer) => (stdout += chunk.toString()));
  child.stderr.on('data', (chunk: Buffer) => (stderr += chunk.toString()));
  return new Promise((done) => child.once('exit', (code) => done({ code, stdout, stderr })));
}

describe('npm run build without a snapshot', () => {
  it('says that there is none yet and how to get one', async () => {
    const cwd = await mkdtemp(join(tmpdir(), 'atlas-build-cli-'));
    made.push(cwd);
    const none = `no snapshot to build: ${join(cwd, 'data', 'snapshots')}/ does not exist yet. Crawl a server first ` +
      "(npm run crawl -- --url https://your.weblate.example); the demo's snapshots are in data/demo/ (npm run build -- --snapshot data/demo), " +
      'once npm run demo has crawled the built-in sample and built its site';
    await expect(snapshotToBuild(undefined, join(cwd, 'data', 'snapshots'))).rejects.toThrow(none);
    // Asked for by name (--snapshot latest), alike.
    await expect(snapshotToBuild('latest', join(cwd, 'data', 'snapshots'))).rejects.toThrow(none);
  });

  it('names a snapshot given that does not exist, where the command was typed', async () => {
    const cwd = await mkdtemp(join(tmpdir(), 'atlas-build-cli-'));
    made.push(cwd);
    const { code, stderr } = await runBuild(cwd, ['--quiet', '--snapshot', 'snaps/2026-11-20T010000Z']);
    expect(code).toBe(1);
    expect(stderr).toBe(`build failed: ${cwd}/snaps/2026-11-20T010000Z: no such folder\n`);
  });

  it('puts back first the site a build killed between its two renames had moved aside, so that failing here leaves it served', async () => {
    const cwd = await mkdtemp(join(tmpdir(), 'atlas-build-cli-'));
    made.push(cwd);
    // No process has a pid this high (Linux's pid_max is 2^22): a build killed by SIGKILL.
    await mkdir(join(cwd, '.site.old-99999999-abc123'));
    await writeFile(join(cwd, '.site.old-99999999-abc123', 'index.html'), 'last night');
    const { code, stderr } = await runBuild(cwd, ['--quiet', '--snapshot', 'snaps/2026-11-20T010000Z', '--out', 'site']);
    expect(code).toBe(1);
    expect(stderr).toBe(`build failed: ${cwd}/snaps/2026-11-20T010000Z: no such folder\n`);
    expect(await readdir(cwd)).toEqual(['site']);
    expect(await readFile(join(cwd, 'site', 'index.html'), 'utf8')).toBe('last night');
  });

  it('names ATLAS_SNAPSHOT where that named the snapshot', async () => {
    const cwd = await mkdtemp(join(tmpdir(), 'atlas-build-cli-'));
    made.push(cwd);
    const { code, stderr } = await runBuild(cwd, ['--quiet'], { ATLAS_SNAPSHOT: 'snaps/2026-11-20T010000Z' });
    expect(code).toBe(1);
    expect(stderr).toBe(`build failed: ATLAS_SNAPSHOT: ${cwd}/snaps/2026-11-20T010000Z: no such folder\n`);
  });
});

describe('npm run build -- --out a folder that is not a site', () => {
  it('refuses the snapshot archive, leaving it as it was, with the exit status of a mistake in the command (2)', async () => {
    const cwd = await mkdtemp(join(tmpdir(), 'atlas-build-cli-'));
    made.push(cwd);
    await mkdir(join(cwd, 'data', 'snapshots', '2026-11-20T010000Z'), { recursive: true });
    await writeFile(join(cwd, 'data', 'snapshots', '2026-11-20T010000Z', 'manifest.json'), '{}');
    await symlink('2026-11-20T010000Z', join(cwd, 'data', 'snapshots', 'latest'));
    const { code, stderr } = await runBuild(cwd, ['--quiet', '--snapshot', 'data/snapshots', '--out', 'data/snapshots']);
    expect(code).toBe(2);
    // Refused once it holds the project's build lock (the folder is checked once the build before it has
    // ended), which other files' builds (scrub-cli's) may hold first: it then says it waits.
    expect(stderr.replace(/^build: waiting for another build of this project to end[^\n]*\n/, '')).toBe(
      `build failed: refusing to build into ${join(cwd, 'data', 'snapshots')}: it holds the snapshot being built ` +
        `(${join(cwd, 'data', 'snapshots', '2026-11-20T010000Z')}), and a build replaces the whole folder; give a new or empty folder, ` +
        'or one an earlier build made (dist, say)\n',
    );
    expect((await readdir(join(cwd, 'data', 'snapshots'))).sort()).toEqual(['2026-11-20T010000Z', 'latest']);
  });

  it('refuses a folder of other things, and a file, as it refuses a bad flag (exit 2), leaving them as they were', async () => {
    const cwd = await mkdtemp(join(tmpdir(), 'atlas-build-cli-'));
    made.push(cwd);
    await writeSnapshot(join(cwd, 'snap'), { languages: [language('de', 'German')], projects: [], components: [], translations: [], users: [], changes: [] }, '2026-11-20T01:00:00Z');
    await mkdir(join(cwd, 'docs'));
    await writeFile(join(cwd, 'docs', 'guide.md'), '# Guide\n');
    await writeFile(join(cwd, 'notes.txt'), 'notes\n');
    const folder = await runBuild(cwd, ['--quiet', '--snapshot', 'snap', '--out', 'docs']);
    // As above: refused once it holds the project's build lock, which other files' builds may hold first.
    expect([folder.code, folder.stderr.replace(/^build: waiting for another build of this project to end[^\n]*\n/, '')]).toEqual([
      2,
      `build failed: refusing to build into ${join(cwd, 'docs')}: it holds other things than a site weblate-atlas built (guide.md), and a build replaces the whole folder; ` +
        'give a new or empty folder, or one an earlier build made (dist, say)\n',
    ]);
    const file = await runBuild(cwd, ['--quiet', '--snapshot', 'snap', '--out', 'notes.txt']);
    expect([file.code, file.stderr.replace(/^build: waiting for another build of this project to end[^\n]*\n/, '')]).toEqual([2, `build failed: cannot build into ${join(cwd, 'notes.txt')}: it is not a folder\n`]);
    expect([await readdir(join(cwd, 'docs')), await readFile(join(cwd, 'notes.txt'), 'utf8')]).toEqual([['guide.md'], 'notes\n']);
  });
});

describe('the snapshot a build renders', () => {
  /** A snapshots folder of two (their manifests empty), its latest the second. */
  async function snapshotsFolder(): Promise<string> {
    const snapshots = await mkdtemp(join(tmpdir(), 'atlas-build-snapshots-'));
    made.push(snapshots);
    for (const id of ['2026-11-20T010000Z', '2026-11-21T010000Z']) {
      await mkdir(join(snapshots, id));
      await writeFile(join(snapshots, id, 'manifest.json'), '{}');
    }
    await symlink('2026-11-21T010000Z', join(snapshots, 'latest'));
    return snapshots;
  }

  it('is the one named by its folder, by its id under the snapshots folder, or else the latest', async () => {
    const snapshots = await snapshotsFolder();
    expect(await snapshotToBuild(undefined, snapshots)).toBe(join(snapshots, '2026-11-21T010000Z'));
    expect(await snapshotToBuild('2026-11-20T010000Z', snapshots)).toBe(join(snapshots, '2026-11-20T010000Z'));
    expect(await snapshotToBuild(join(snapshots, '2026-11-20T010000Z'), snapshots)).toBe(join(snapshots, '2026-11-20T010000Z'));
    await expect(snapshotToBuild('2026-11-22T010000Z', snapshots)).rejects.toThrow(new Error(
      `2026-11-22T010000Z: no such folder, nor a snapshot of that id in ${snapshots}, which holds the snapshots 2026-11-20T010000Z, 2026-11-21T010000Z; ` +
        'give the path of a snapshot crawled elsewhere',
    ));
  });

  it('is the newest of a snapshots folder copied without its latest link, said in one line (it was refused)', async () => {
    const snapshots = await snapshotsFolder();
    await rm(join(snapshots, 'latest'));
    const said: string[] = [];
    expect(await snapshotToBuild(undefined, snapshots, (line) => said.push(line))).toBe(join(snapshots, '2026-11-21T010000Z'));
    expect(await snapshotToBuild('latest', snapshots, (line) => said.push(line))).toBe(join(snapshots, '2026-11-21T010000Z'));
    expect(said).toEqual([
      `${snapshots} has no \`latest\` link (a copy that left it out): taking its newest snapshot, 2026-11-21T010000Z, as \`latest\` would name it`,
      `${resolve(snapshots)} has no \`latest\` link (a copy that left it out): taking its newest snapshot, 2026-11-21T010000Z, as \`latest\` would name it`,
    ]);
  });

  it('is the latest for `latest`, as typed, and a name that is nearly an id gets the ids that are there', async () => {
    const snapshots = await snapshotsFolder();
    const elsewhere = await mkdtemp(join(tmpdir(), 'atlas-build-typed-'));
    made.push(elsewhere);
    // Typed in a folder with no `latest` of its own (it said "latest: no such folder").
    const env = { INIT_CWD: elsewhere, npm_package_json: resolve('package.json') };
    const typed = givenSnapshot('latest', env);
    expect(typed).toBe('latest');
    expect(await snapshotToBuild(typed, snapshots)).toBe(join(snapshots, '2026-11-21T010000Z'));
    // A checkout without links keeps `latest` as a file naming the snapshot.
    await rm(join(snapshots, 'latest'));
    await writeFile(join(snapshots, 'latest'), '2026-11-20T010000Z\n');
    expect(await snapshotToBuild(typed, snapshots)).toBe(join(snapshots, '2026-11-20T010000Z'));
    // The id with its Z left out.
    await expect(snapshotToBuild(givenSnapshot('2026-11-20T010000', env), snapshots)).rejects.toThrow(new Error(
      `2026-11-20T010000: no such folder, nor a snapshot id in ${snapshots}, which holds the snapshots 2026-11-20T010000Z, 2026-11-21T010000Z: give one`,
    ));
  });
});

describe('a night named by its day or start time', () => {
  it('is the one snapshot of that UTC day, or of that second as the site shows it; several or none are named', async () => {
    const snapshots = await mkdtemp(join(tmpdir(), 'atlas-build-days-'));
    made.push(snapshots);
    for (const id of ['2026-11-20T010000Z', '2026-11-21T010000Z', '2026-11-21T130000Z', '2026-11-21T130000Z-2']) {
      await mkdir(join(snapshots, id));
      await writeFile(join(snapshots, id, 'manifest.json'), '{}');
    }
    const elsewhere = await mkdtemp(join(tmpdir(), 'atlas-build-typed-'));
    made.push(elsewhere);
    const env = { INIT_CWD: elsewhere, npm_package_json: resolve('package.json') };
    const build = (value: string) => snapshotToBuild(givenSnapshot(value, env), snapshots);
    await expect(build('2026-11-20')).resolves.toBe(join(snapshots, '2026-11-20T010000Z'));
    // The time in the site's markup and on its about page, and the same time at an offset.
    await expect(build('2026-11-21T01:00:00Z')).resolves.toBe(join(snapshots, '2026-11-21T010000Z'));
    await expect(build('2026-11-21T02:00:00.000+01:00')).resolves.toBe(join(snapshots, '2026-11-21T010000Z'));
    // As the pages print it, to the minute.
    await expect(build('2026-11-21 01:00 UTC')).resolves.toBe(join(snapshots, '2026-11-21T010000Z'));
    await expect(build('2026-11-21')).rejects.toThrow(new Error(
      `2026-11-21: the snapshots 2026-11-21T010000Z, 2026-11-21T130000Z, 2026-11-21T130000Z-2 in ${snapshots}: give one`,
    ));
    await expect(build('2026-11-21T13:00:00Z')).rejects.toThrow(new Error(
      `2026-11-21T13:00:00Z: the snapshots 2026-11-21T130000Z, 2026-11-21T130000Z-2 in ${snapshots}: give one`,
    ));
    // The milliseconds of the markup's time pick one of that second by its manifest's start, whatever its suffix.
    await writeFile(join(snapshots, '2026-11-21T130000Z', 'manifest.json'), '{"startedAt":"2026-11-21T13:00:00.448Z"}');
    await writeFile(join(snapshots, '2026-11-21T130000Z-2', 'manifest.json'), '{"startedAt":"2026-11-21T13:00:00.384Z"}');
    await expect(build('2026-11-21T13:00:00.384Z')).resolves.toBe(join(snapshots, '2026-11-21T130000Z-2'));
    await expect(build('2026-11-21T14:00:00.448+01:00')).resolves.toBe(join(snapshots, '2026-11-21T130000Z'));
    await expect(build('2026-11-21T13:00:00.500Z')).rejects.toThrow(new Error(
      `2026-11-21T13:00:00.500Z: no snapshot in ${snapshots} started then; of that second, 2026-11-21T130000Z at 2026-11-21T13:00:00.448Z, ` +
        '2026-11-21T130000Z-2 at 2026-11-21T13:00:00.384Z: give one',
    ));
    await expect(build('2026-11-22')).rejects.toThrow(new Error(
      `2026-11-22: no snapshot of that day in ${snapshots}, which holds the snapshots 2026-11-20T010000Z, 2026-11-21T010000Z, 2026-11-21T130000Z, 2026-11-21T130000Z-2`,
    ));
    await expect(build('2026-11-21T01:00:01Z')).rejects.toThrow(new Error(
      `2026-11-21T01:00:01Z: no snapshot started then in ${snapshots}, which holds the snapshots 2026-11-20T010000Z, 2026-11-21T010000Z, 2026-11-21T130000Z, 2026-11-21T130000Z-2`,
    ));
  });
});

describe('a night named by its day or start time, packed beside the others', () => {
  it('is said to be there, packed, with the command that unpacks it, where no folder is of that day or time', async () => {
    const snapshots = await mkdtemp(join(tmpdir(), 'atlas-build-packed-'));
    made.push(snapshots);
    await mkdir(join(snapshots, '2026-11-21T010000Z'));
    await writeFile(join(snapshots, '2026-11-21T010000Z', 'manifest.json'), '{}');
    // Packed for keeping (`tar -czf <id>.tar.gz <id>`), their folders removed.
    await writeFile(join(snapshots, '2026-11-20T020000Z.tar.gz'), 'not really gzip');
    await writeFile(join(snapshots, '2026-11-19T020000Z.zip'), 'not really zip');
    await writeFile(join(snapshots, '2026-11-19T140000Z.tgz'), 'not really gzip');
    const build = (value: string) => snapshotToBuild(givenSnapshot(value, { INIT_CWD: snapshots, npm_package_json: resolve('package.json') }), snapshots);
    const elsewhere = 'or elsewhere, and the folder it holds given)';
    await expect(build('2026-11-20')).rejects.toThrow(new Error(
      `2026-11-20: no snapshot folder of that day in ${snapshots}, but 2026-11-20T020000Z.tar.gz is there: an archived snapshot must be extracted first ` +
        `(there, where it makes the folder 2026-11-20T020000Z: \`tar -xzf ${snapshots}/2026-11-20T020000Z.tar.gz -C ${snapshots}\`; ${elsewhere}`,
    ));
    await expect(build('2026-11-20T02:00:00Z')).rejects.toThrow(new Error(
      `2026-11-20T02:00:00Z: no snapshot folder started then in ${snapshots}, but 2026-11-20T020000Z.tar.gz is there: an archived snapshot must be extracted first ` +
        `(there, where it makes the folder 2026-11-20T020000Z: \`tar -xzf ${snapshots}/2026-11-20T020000Z.tar.gz -C ${snapshots}\`; ${elsewhere}`,
    ));
    await expect(build('2026-11-19')).rejects.toThrow(new Error(
      `2026-11-19: no snapshot folder of that day in ${snapshots}, but 2026-11-19T020000Z.zip and 2026-11-19T140000Z.tgz are there: an archived snapshot must be extracted first ` +
        `(there, where it makes the folder of its id: \`tar -xzf ${snapshots}/2026-11-19T140000Z.tgz -C ${snapshots}\` for 2026-11-19T140000Z.tgz; ${elsewhere}`,
    ));
    await expect(build('2026-11-19 02:00 UTC')).rejects.toThrow(new Error(
      `2026-11-19 02:00 UTC: no snapshot folder started then in ${snapshots}, but 2026-11-19T020000Z.zip is there: an archived snapshot must be extracted first ` +
        `(there, where it makes the folder 2026-11-19T020000Z: \`unzip ${snapshots}/2026-11-19T020000Z.zip -d ${snapshots}\`; ${elsewhere}`,
    ));
    // Its id with the Z left out, or written z, names the archive: only the folders' ids were listed.
    await expect(build('2026-11-20T020000')).rejects.toThrow(new Error(
      `2026-11-20T020000: no snapshot folder of the id 2026-11-20T020000Z in ${snapshots}, but 2026-11-20T020000Z.tar.gz is there: an archived snapshot must be extracted first ` +
        `(there, where it makes the folder 2026-11-20T020000Z: \`tar -xzf ${snapshots}/2026-11-20T020000Z.tar.gz -C ${snapshots}\`; ${elsewhere}`,
    ));
    await expect(build('2026-11-19T020000z')).rejects.toThrow(new Error(
      `2026-11-19T020000z: no snapshot folder of the id 2026-11-19T020000Z in ${snapshots}, but 2026-11-19T020000Z.zip is there: an archived snapshot must be extracted first ` +
        `(there, where it makes the folder 2026-11-19T020000Z: \`unzip ${snapshots}/2026-11-19T020000Z.zip -d ${snapshots}\`; ${elsewhere}`,
    ));
    // A day neither a folder nor an archive is of is none still.
    await expect(build('2026-11-22')).rejects.toThrow(new Error(`2026-11-22: no snapshot of that day in ${snapshots}, which holds the snapshot 2026-11-21T010000Z`));
  });
});

describe('npm run build started from another folder', () => {
  it('builds the project, reading the paths given from where it was started (Astro found no pages there and failed)', async () => {
    const cwd = await mkdtemp(join(tmpdir(), 'atlas-build-elsewhere-'));
    made.push(cwd);
    const de = language('de', 'German');
    const collections: Collections = {
      languages: [de], projects: [project('orbit', 'Orbit Notes')], components: [component('orbit', 'core')],
      translations: [translation('orbit', 'core', de, { total: 10, translated: 4 })], users: [], changes: [],
    };
    await writeSnapshot(join(cwd, 'snaps'), collections, '2026-11-20T10:00:00.000Z');
    // Not through npm: no INIT_CWD naming where it was typed.
    const env: Record<string, string> = {};
    for (const [key, value] of Object.entries(process.env)) if (value !== undefined && key !== 'INIT_CWD' && key !== 'npm_package_json') env[key] = value;
    const child = spawn(process.execPath, [resolve('scripts/build.ts'), '--quiet', '--snapshot', 'snaps', '--out', 'site'], { cwd, env: { ...env, ATLAS_SNAPSHOT: '' }, stdio: ['ignore', 'pipe', 'pipe'] });
    children.push(child);
    let stderr = '';
    child.stderr.on('data', (chunk: Buffer) => (stderr += chunk.toString()));
    const code = await new Promise<number | null>((done) => child.once('exit', done));
    // Nothing but, where another test's build held the project's lock, the line saying it waited.
    expect(stderr.replace(/^build: waiting for another build of this project to end[^\n]*\n/, '')).toBe('');
    expect(code).toBe(0);
    expect(await readFile(join(cwd, 'site', 'projects', 'orbit', 'index.html'), 'utf8')).toContain('<title>Orbit Notes · ');
    expect((await readdir(cwd)).sort()).toEqual(['site', 'snaps']);
  }, 300_000);
});

describe('npm run build with TMPDIR naming a folder that does not exist', () => {
  it('says that TMPDIR names a missing folder, and leaves the site as it was', async () => {
    const cwd = await mkdtemp(join(tmpdir(), 'atlas-build-cli-'));
    made.push(cwd);
    const de = language('de', 'German');
    await writeSnapshot(join(cwd, 'snaps'), {
      languages: [de], projects: [project('orbit', 'Orbit Notes')], components: [component('orbit', 'core')],
      translations: [translation('orbit', 'core', de, { total: 10, translated: 4 })], users: [], changes: [],
    }, '2026-11-20T10:00:00.000Z');
    const { code, stderr } = await runBuild(cwd, ['--quiet', '--snapshot', 'snaps', '--out', 'site'], { TMPDIR: join(cwd, 'no-tmp') });
    // It said `ENOENT: no such file or directory, mkdtemp '…/no-tmp/atlas-build-…'`, not naming TMPDIR.
    expect(stderr.replace(/^build: waiting for another build of this project to end[^\n]*\n/, '')).toBe(
      `build failed: the temp folder ${cwd}/no-tmp (TMPDIR) does not exist: make it, or set TMPDIR to a folder that does\n`,
    );
    expect(code).toBe(1);
    expect((await readdir(cwd)).sort()).toEqual(['snaps']);
    // As the builds above: it fails once it holds the project's build lock, which other files' builds may hold first.
  }, 300_000);
});

describe('npm run build with TMPDIR naming a folder it cannot write', () => {
  it('says that TMPDIR names a file, and leaves the site as it was', async () => {
    const cwd = await mkdtemp(join(tmpdir(), 'atlas-build-cli-'));
    made.push(cwd);
    const de = language('de', 'German');
    await writeSnapshot(join(cwd, 'snaps'), {
      languages: [de], projects: [project('orbit', 'Orbit Notes')], components: [component('orbit', 'core')],
      translations: [translation('orbit', 'core', de, { total: 10, translated: 4 })], users: [], changes: [],
    }, '2026-11-20T10:00:00.000Z');
    await writeFile(join(cwd, 'tmp'), '');
    const { code, stderr } = await runBuild(cwd, ['--quiet', '--snapshot', 'snaps', '--out', 'site'], { TMPDIR: join(cwd, 'tmp') });
    // It said `ENOTDIR: not a directory, mkdtemp '…/tmp/atlas-build-…'`, not naming TMPDIR.
    expect(stderr.replace(/^build: waiting for another build of this project to end[^\n]*\n/, '')).toBe(
      `build failed: the temp folder ${cwd}/tmp (TMPDIR) cannot be written (not a folder (a file of that name, or on its path, is in the way)): set TMPDIR to a folder this user may write\n`,
    );
    expect(code).toBe(1);
    expect((await readdir(cwd)).sort()).toEqual(['snaps', 'tmp']);
  }, 300_000);

  it('says so of one this user may not write in, or on a read-only disk, naming the variable that gave it', () => {
    // As a user not root builds with TMPDIR another user's folder: `EACCES: permission denied, mkdtemp '…'`.
    expect(tempFolderProblem(Object.assign(new Error("EACCES: permission denied, mkdtemp '/srv/tmp/atlas-build-1-XXXXXX'"), { code: 'EACCES' }), '/srv/tmp', { TMPDIR: '/srv/tmp' })).toBe(
      'the temp folder /srv/tmp (TMPDIR) cannot be written (no permission to write there): set TMPDIR to a folder this user may write',
    );
    expect(tempFolderProblem({ code: 'EROFS' }, '/ro/tmp', { TMP: '/ro/tmp' })).toBe(
      'the temp folder /ro/tmp (TMP) cannot be written (on a read-only file system): set TMP to a folder this user may write',
    );
    // No variable set: /tmp itself.
    expect(tempFolderProblem({ code: 'EROFS' }, '/tmp', {})).toBe('the temp folder /tmp cannot be written (on a read-only file system): set TMPDIR to a folder this user may write');
    expect(tempFolderProblem({ code: 'ENOENT' }, '/ci/tmp', { TMPDIR: '/ci/tmp' })).toBe('the temp folder /ci/tmp (TMPDIR) does not exist: make it, or set TMPDIR to a folder that does');
    // Another failure (a full disk) says nothing of the folder: it is said as it is.
    expect(tempFolderProblem({ code: 'ENOSPC' }, '/tmp', {})).toBeNull();
  });
});

describe('npm run build -- --out a folder beside the project whose name begins with its name', () => {
  it('builds it (Astro took it for inside the project, and the build failed to find the packages)', async () => {
    // The project's own path with a suffix: a folder beside it, as ~/atlas-sites is beside ~/atlas.
    const beside = await mkdtemp(`${process.cwd()}-out-`);
    made.push(beside);
    const de = language('de', 'German');
    await writeSnapshot(join(beside, 'snaps'), {
      languages: [de], projects: [project('orbit', 'Orbit Notes')], components: [component('orbit', 'core')],
      translations: [translation('orbit', 'core', de, { total: 10, translated: 4 })], users: [], changes: [],
    }, '2026-11-20T10:00:00.000Z');
    const { code, stderr } = await runBuild(beside, ['--quiet', '--snapshot', join(beside, 'snaps'), '--out', join(beside, 'site')]);
    expect(stderr.replace(/^build: waiting for another build of this project to end[^\n]*\n/, '')).toBe('');
    expect(code).toBe(0);
    expect(await readFile(join(beside, 'site', 'projects', 'orbit', 'index.html'), 'utf8')).toContain('<title>Orbit Notes · ');
    expect((await readdir(beside)).sort()).toEqual(['site', 'snaps']);
    expect((await readdir(join(beside, 'site'))).includes('.prerender')).toBe(false);
  }, 300_000);

  it('builds into a folder reached through a link inside the project to a folder outside it', async () => {
    const elsewhere = await mkdtemp(join(tmpdir(), 'atlas-build-linked-'));
    made.push(elsewhere);
    const link = await mkdtemp(join(process.cwd(), '.test-link-'));
    made.push(link);
    await rm(link, { recursive: true });
    await symlink(elsewhere, link);
    const de = language('de', 'German');
    await writeSnapshot(join(elsewhere, 'snaps'), {
      languages: [de], projects: [project('orbit', 'Orbit Notes')], components: [component('orbit', 'core')],
      translations: [translation('orbit', 'core', de, { total: 10, translated: 4 })], users: [], changes: [],
    }, '2026-11-20T10:00:00.000Z');
    const { code, stderr } = await runBuild(process.cwd(), ['--quiet', '--snapshot', join(elsewhere, 'snaps'), '--out', join(link, 'site')]);
    expect(stderr.replace(/^build: waiting for another build of this project to end[^\n]*\n/, '')).toBe('');
    expect(code).toBe(0);
    expect(await readFile(join(elsewhere, 'site', 'projects', 'orbit', 'index.html'), 'utf8')).toContain('<title>Orbit Notes · ');
    expect((await readdir(elsewhere)).sort()).toEqual(['site', 'snaps']);
  }, 300_000);
});

/** A folder to build in (cleaned up after the test) holding `snaps/`, a snapshot of 2026-11-20 10:00 UTC of one translation and one change by ana at `timestamp`. */
async function oneChangeSnapshot(prefix: string, timestamp: string): Promise<{ cwd: string; snaps: string }> {
  const cwd = await mkdtemp(join(tmpdir(), prefix));
  made.push(cwd);
  const de = language('de', 'German');
  const snaps = join(cwd, 'snaps');
  await writeSnapshot(snaps, {
    languages: [de], projects: [project('orbit', 'Orbit Notes')], components: [component('orbit', 'core')],
    translations: [translation('orbit', 'core', de, { total: 10, translated: 4 })], users: [],
    changes: [change({ id: 1, timestamp, action: 2, user: 'ana', translation: ['orbit', 'core', 'de'] })],
  }, '2026-11-20T10:00:00.000Z');
  return { cwd, snaps };
}

describe('npm run build -- of a snapshot holding records the report cannot use', () => {
  it('builds, and says what it left out in one line, even under --quiet: why, and the file and line of the record', async () => {
    // A time without its zone: read in the building machine's, before the report refused it.
    const { cwd, snaps } = await oneChangeSnapshot('atlas-build-left-out-', '2026-11-01T10:00:00');
    const { code, stderr } = await runBuild(cwd, ['--quiet', '--snapshot', 'snaps', '--out', 'site']);
    const dir = join(await realpath(snaps), '2026-11-20T100000Z');
    expect(stderr.replace(/^build: waiting for another build of this project to end[^\n]*\n/, '')).toBe(
      `warning: ${dir}: records the report could not use, left out of every figure (the about page lists them too): ` +
        `1 change record without a usable timestamp (a date and time that exist, with Z or an offset, in the years 0000 to 9999 in UTC): ${dir}/changes.ndjson:1 (id 1, whose timestamp is the string "2026-11-01T10:00:00")\n`,
    );
    expect(code).toBe(0);
    expect(await readFile(join(cwd, 'site', 'about', 'index.html'), 'utf8')).toContain(
      '<li>1 change record without a usable timestamp (a date and time that exist, with Z or an offset, in the years 0000 to 9999 in UTC): changes.ndjson:1 (id 1, whose timestamp is the string &quot;2026-11-01T10:00:00&quot;).</li>',
    );
  }, 300_000);
});

describe('npm run build -- of a snapshot with changes stamped after it, and an excludeUsers naming no one', () => {
  it('builds, and says both, even under --quiet', async () => {
    const { cwd, snaps } = await oneChangeSnapshot('atlas-build-warnings-', '2027-02-18T10:00:00Z');
    await writeFile(join(cwd, 'atlas.json'), JSON.stringify({ excludeUsers: ['Ana'] }));
    const { code, stderr } = await runBuild(cwd, ['--quiet', '--snapshot', 'snaps', '--out', 'site'], { ATLAS_CONFIG: 'atlas.json' });
    expect(stderr.replace(/^build: waiting for another build of this project to end[^\n]*\n/, '')).toBe(
      `warning: ${join(await realpath(snaps), '2026-11-20T100000Z')}: 1 change is stamped after the crawl ended (2026-11-20T10:00:00.000Z), ` +
        "the latest at 2027-02-18T10:00:00.000Z (the server's clock runs ahead?): counted on the snapshot's day\n" +
        `warning: ${join(cwd, 'atlas.json')}: excludeUsers: no user of this snapshot is called "Ana" (did you mean "ana"?): usernames are matched exactly (a snapshot holds only the users its change log names)\n`,
    );
    expect(code).toBe(0);
    expect(await readFile(join(cwd, 'site', 'about', 'index.html'), 'utf8')).toContain('1 change is stamped after the crawl ended, the latest at 2027-02-18 10:00 UTC');
  }, 300_000);
});

describe('npm run build -- of a snapshot of users and projects whose names differ in case only', () => {
  it('builds both pages of each, and says which file systems would keep only one, even under --quiet', async () => {
    const cwd = await mkdtemp(join(tmpdir(), 'atlas-build-case-'));
    made.push(cwd);
    const de = language('de', 'German');
    const snaps = join(cwd, 'snaps');
    await writeSnapshot(snaps, {
      // Projects whose slugs differ in case only were not warned of: only users were.
      languages: [de], projects: [project('orbit', 'Orbit Notes'), project('Orbit', 'Orbit Caps')], components: [component('orbit', 'core'), component('Orbit', 'core')],
      translations: [translation('orbit', 'core', de, { total: 10, translated: 4 })], users: [],
      changes: [
        change({ id: 1, timestamp: '2026-11-19T10:00:00Z', action: 2, user: 'kim', translation: ['orbit', 'core', 'de'] }),
        change({ id: 2, timestamp: '2026-11-19T11:00:00Z', action: 2, user: 'Kim', translation: ['orbit', 'core', 'de'] }),
      ],
    }, '2026-11-20T10:00:00.000Z');
    const { code, stderr } = await runBuild(cwd, ['--quiet', '--snapshot', 'snaps', '--out', 'site']);
    expect(stderr.replace(/^build: waiting for another build of this project to end[^\n]*\n/, '')).toBe(
      `warning: ${join(await realpath(snaps), '2026-11-20T100000Z')}: pages whose names differ in case only are ` +
        "in folders that a file system ignoring case (macOS's and Windows's, as they come) takes for one, where one page overwrites the other and both names lead to it: " +
        'users "Kim" and "kim" (contributors/<username>/); projects "Orbit" and "orbit" (projects/<slug>/). Build and serve the site on a file system that tells case apart (Linux\'s)\n',
    );
    expect(code).toBe(0);
    expect((await readdir(join(cwd, 'site', 'contributors'))).sort()).toEqual(['Kim', 'index.html', 'kim']);
    expect((await readdir(join(cwd, 'site', 'projects'))).sort()).toEqual(['Orbit', 'index.html', 'orbit']);
  }, 300_000);
});

describe('a build stopped by a signal', () => {
  it.each([['SIGTERM', 143, true], ['SIGINT', 130, true], ['SIGTERM', 143, false]] as const)('on %s says so, removes its unfinished site and leaves the old one (exit %i; a site there before: %s)', async (signal, status, siteBefore) => {
    const cwd = await mkdtemp(join(tmpdir(), 'atlas-build-signal-'));
    made.push(cwd);
    const de = language('de', 'German');
    await writeSnapshot(join(cwd, 'snaps'), {
      languages: [de], projects: [project('orbit', 'Orbit Notes')], components: [component('orbit', 'core')],
      translations: [translation('orbit', 'core', de, { total: 10, translated: 4 })], users: [], changes: [],
    }, '2026-11-20T10:00:00.000Z');
    await mkdir(join(cwd, 'pub', siteBefore ? 'site' : ''), { recursive: true });
    const lastNight = '<!DOCTYPE html><html><head><meta name="generator" content="weblate-atlas 0.1.0"></head><body>the site of last night</body></html>';
    if (siteBefore) await writeFile(join(cwd, 'pub', 'site', 'index.html'), lastNight);
    const env: NodeJS.ProcessEnv = { ...process.env, ATLAS_SNAPSHOT: '', CI: 'true' };
    delete env['INIT_CWD'];
    const child = spawn(process.execPath, [resolve('scripts/build.ts'), '--snapshot', join(cwd, 'snaps'), '--out', join(cwd, 'pub', 'site')], { env, stdio: ['ignore', 'pipe', 'pipe'] });
    children.push(child);
    let stderr = '';
    child.stderr.on('data', (chunk: Buffer) => (stderr += chunk.toString()));
    let ended = false;
    const exited = new Promise<number | null>((done) => child.once('exit', (code) => {
      ended = true;
      done(code);
    }));
    // Once the build runs in its folder beside the site (after any other build of the project's).
    const waitedFrom = Date.now();
    while (!(await readdir(join(cwd, 'pub'))).some((entry) => entry.startsWith('.site.building-'))) {
      expect(ended, stderr).toBe(false);
      // A run in CI once timed out here or below, after 300 s, and said nothing more: these say which, and what the build had said.
      expect(Date.now() - waitedFrom, `no building folder after 120 s; the build said: ${stderr}`).toBeLessThan(120_000);
      await new Promise((done) => setTimeout(done, 20));
    }
    child.kill(signal);
    const killedAt = Date.now();
    const code = await Promise.race([exited, new Promise<'running'>((done) => setTimeout(() => done('running'), 60_000))]);
    expect(code, `still running ${Date.now() - killedAt} ms after ${signal}; the build said: ${stderr}`).toBe(status);
    expect(stderr.split('\n').filter((line) => line.startsWith('build failed'))).toEqual([siteBefore
      ? `build failed: interrupted (${signal}); ${join(cwd, 'pub', 'site')}/ is as it was`
      // It said "is as it was" of a folder that was never there.
      : `build failed: interrupted (${signal}); no site is at ${join(cwd, 'pub', 'site')}/, as before`]);
    expect(await readdir(join(cwd, 'pub'))).toEqual(siteBefore ? ['site'] : []);
    if (siteBefore) expect(await readFile(join(cwd, 'pub', 'site', 'index.html'), 'utf8')).toBe(lastNight);
    // The lock is released: the next build does not wait for it.
    const lock = await readFile(resolve('.astro', 'build.lock'), 'utf8').catch(() => null);
    expect(lock === null || !lock.includes(`"pid":${child.pid}`)).toBe(true);
  }, 300_000);
});

describe('a build signalled once its site is in place (a CI job\'s time limit in its last moments)', () => {
  it('exits 0, the new site in place', async () => {
    const { cwd, snaps } = await oneChangeSnapshot('atlas-build-late-signal-', '2026-11-01T10:00:00Z');
    const env: NodeJS.ProcessEnv = { ...process.env, ATLAS_SNAPSHOT: '', CI: 'true' };
    delete env['INIT_CWD'];
    const child = spawn(process.execPath, [resolve('scripts/build.ts'), '--quiet', '--snapshot', snaps, '--out', join(cwd, 'site')], { env, stdio: ['ignore', 'pipe', 'pipe'] });
    children.push(child);
    let stderr = '';
    child.stderr.on('data', (chunk: Buffer) => (stderr += chunk.toString()));
    const ending = await signalAfterOutput(child, child.stdout, 'preview it with: ', 'SIGTERM');
    // Node ending on its own closed the listeners' handles first, and the signal killed it (143).
    expect([ending.code, ending.signal], stderr).toEqual([0, null]);
    expect(ending.output.split('\n')[1]).toBe(`preview it with: npm run preview -- --out ${join(cwd, 'site')}`);
    expect((await readdir(cwd)).sort()).toEqual(['site', 'snaps']);
    expect(await readFile(join(cwd, 'site', 'projects', 'orbit', 'index.html'), 'utf8')).toContain('<title>Orbit Notes · ');
  }, 300_000);
});

describe('a snapshot given by id', () => {
  it('is a path where one lies where the command was typed, else the id, looked up under the snapshots folder', async () => {
    const typedIn = await mkdtemp(join(tmpdir(), 'atlas-build-typed-'));
    made.push(typedIn);
    const env = { INIT_CWD: typedIn, npm_package_json: resolve('package.json') };
    expect(givenSnapshot('2026-11-20T010000Z', env)).toBe('2026-11-20T010000Z');
    expect(givenSnapshot('snaps', env)).toBe(join(typedIn, 'snaps'));
    await mkdir(join(typedIn, '2026-11-20T010000Z'));
    expect(givenSnapshot('2026-11-20T010000Z', env)).toBe(join(typedIn, '2026-11-20T010000Z'));
  });
});

describe('the preview command a build suggests', () => {
  it('serves the folder the site was built into', () => {
    expect(previewCommand('dist')).toBe('npm run preview');
    expect(previewCommand('./dist/')).toBe('npm run preview');
    expect(previewCommand('/tmp/site-a')).toBe('npm run preview -- --out /tmp/site-a');
    expect(previewCommand("/srv/my site's")).toBe("npm run preview -- --out '/srv/my site'\\''s'");
    // A site built with ATLAS_CONFIG has its base path from it: the preview needs it too.
    expect(previewCommand('dist', '/etc/atlas/l10n.json')).toBe('ATLAS_CONFIG=/etc/atlas/l10n.json npm run preview');
    expect(previewCommand('/tmp/site-good', '/tmp/cfg/my config.json')).toBe("ATLAS_CONFIG='/tmp/cfg/my config.json' npm run preview -- --out /tmp/site-good");
    // Typed outside the project (a build started from another folder): npm is told where it is.
    expect(previewCommand('/tmp/w/site', undefined, '/tmp/w', '/home/me/atlas')).toBe('npm --prefix /home/me/atlas run preview -- --out /tmp/w/site');
    expect(previewCommand('/tmp/w/site', undefined, '/home/me/atlas/docs', '/home/me/atlas')).toBe('npm run preview -- --out /tmp/w/site');
  });
});

describe('npm run build with a configuration that is wrong', () => {
  it('names the file, the key and what was expected, before anything else is done', async () => {
    const cwd = await mkdtemp(join(tmpdir(), 'atlas-build-cli-'));
    made.push(cwd);
    await writeFile(join(cwd, 'atlas.config.json'), '{"base": "/l10n docs", "recentDays": 0}');
    const { code, stderr } = await runBuild(cwd, ['--quiet'], { ATLAS_CONFIG: 'atlas.config.json' });
    expect(code).toBe(1);
    const file = join(cwd, 'atlas.config.json');
    expect(stderr).toBe(
      `build failed: ${file}: base: a path of ASCII letters (a to z, A to Z), digits, ".", "~", "-" and "_" between slashes, like "/" or "/l10n/"\n` +
        // One mistake a line, the later ones indented (printableLines).
        `  ${file}: recentDays: expected a number ≥ 1, got 0\n`,
    );
    expect(await readdir(cwd)).toEqual(['atlas.config.json']);
  });
});

describe('npm run build with flags it does not take', () => {
  it('prints its usage for --help, and exits 0 without building', async () => {
    const cwd = await mkdtemp(join(tmpdir(), 'atlas-build-cli-'));
    made.push(cwd);
    const { code, stdout, stderr } = await runBuild(cwd, ['--help']);
    expect(code).toBe(0);
    expect(stdout.split('\n')[0]).toBe('Usage: npm run build -- [options]');
    for (const flag of ['--snapshot PATH', '--out DIR', '--quiet']) expect(stdout).toContain(`  ${flag} `);
    expect(stderr).toBe('');
    expect(await readdir(cwd)).toEqual([]);
  });

  it('refuses an empty --out (an unset variable named the folder typed in, and the site replaced it) and an empty --snapshot, exiting 2', async () => {
    const cwd = await mkdtemp(join(tmpdir(), 'atlas-build-cli-'));
    made.push(cwd);
    await writeFile(join(cwd, 'keep.txt'), 'mine');
    for (const flag of ['--out', '--snapshot']) {
      const { code, stderr } = await runBuild(cwd, [flag, '']);
      expect(code).toBe(2);
      expect(stderr).toBe(`build: ${flag} is empty: give a folder (npm run build -- --help gives the usage)\n`);
    }
    expect(await readdir(cwd)).toEqual(['keep.txt']);
  });

  it('names an unknown flag in one line, saying where the usage is, exiting 2', async () => {
    const cwd = await mkdtemp(join(tmpdir(), 'atlas-build-cli-'));
    made.push(cwd);
    const { code, stderr } = await runBuild(cwd, ['--snapshots', 'x']);
    expect(code).toBe(2);
    expect(stderr).toBe("build: Unknown option '--snapshots' (npm run build -- --help gives the usage)\n");
  });
});

describe('npm run build with a heap smaller than the snapshot calls for', () => {
  it('warns before the report, naming both figures and what to do (V8 itself says nothing of it)', async () => {
    const cwd = await mkdtemp(join(tmpdir(), 'atlas-build-cli-'));
    made.push(cwd);
    const de = language('de', 'German');
    const dir = await writeSnapshot(join(cwd, 'snaps'), {
      languages: [de], projects: [project('orbit', 'Orbit Notes')], components: [component('orbit', 'core')],
      translations: [translation('orbit', 'core', de, { total: 10, translated: 4 })], users: [], changes: [],
    }, '2026-11-20T10:00:00.000Z');
    // A manifest that counts a long log: the estimate is made from it, and the report then finds the file holds none.
    const manifestFile = join(dir, 'manifest.json');
    const manifest = JSON.parse(await readFile(manifestFile, 'utf8')) as { collections: { changes: { count: number } } };
    manifest.collections.changes.count = 20_000_000;
    await writeFile(manifestFile, JSON.stringify(manifest));
    const { code, stderr } = await runBuild(cwd, ['--quiet', '--snapshot', 'snaps', '--out', 'site'], { NODE_OPTIONS: '--max-old-space-size=900' });
    const lines = stderr.replace(/^build: waiting for another build of this project to end[^\n]*\n/, '').split('\n');
    expect(lines[0]).toBe(
      'warning: this build may need about 1,161 MB of JavaScript heap (20,000,000 changes, 0 users, 1 translation) and Node allows it 1,092 MB: ' +
        'should it end in "JavaScript heap out of memory", run it with NODE_OPTIONS=--max-old-space-size=2048 (the machine needs that much memory free), ' +
        'or crawl less of the change log with a shorter --changes-since or --project',
    );
    expect(lines[1]).toMatch(/^build failed: .*changes.* 0 records, manifest says 20000000/);
    expect(code).toBe(1);
    // As the builds above: it fails once it holds the project's build lock, which other files' builds may hold first.
  }, 300_000);
});
