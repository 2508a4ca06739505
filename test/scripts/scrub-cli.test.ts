// `npm run scrub`: an old snapshot holding an e-mail address, an IP address and a repository token
// is cleaned in its place, and builds the same site, byte for byte.
import { spawn, type ChildProcess } from 'node:child_process';
import { createHash } from 'node:crypto';
import { mkdtemp, readdir, readFile, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join, relative, resolve } from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import { writeSnapshot } from '../client/snapshot-on-disk.ts';
import { buildInto, stopBuilds } from '../e2e/demo-site.ts';
import { LEAKED, leakyCollections, oneOfEach, project } from '../report/fixtures.ts';
import { scrubSummary } from '../../scripts/scrub-snapshot.ts';

const made: string[] = [];
// Every scrub a test starts: one still running after it (an assertion or a timeout that ended the test first) is killed.
const children: ChildProcess[] = [];
afterEach(async () => {
  for (const child of children.splice(0)) if (child.exitCode === null && child.signalCode === null) child.kill('SIGKILL');
  await stopBuilds();
  for (const dir of made.splice(0)) await rm(dir, { recursive: true, force: true });
});

/** Runs scripts/scrub-snapshot.ts (under `ulimit -f` blocks where given); resolves with its exit code, stdout and stderr. */
function runScrub(args: string[], fileLimit?: number, env: Record<string, string> = {}): Promise<{ code: number | null; stdout: string; stderr: string }> {
  const command = [process.execPath, resolve('scripts/scrub-snapshot.ts'), ...args];
  const options = { stdio: ['ignore', 'pipe', 'pipe'] as ['ignore', 'pipe', 'pipe'], env: { ...process.env, WEBLATE_TOKEN: '', ...env } };
  const child = fileLimit === undefined
    ? spawn(command[0]!, command.slice(1), options)
    : spawn('sh', ['-c', `ulimit -f ${fileLimit} && exec "$@"`, 'sh', ...command], options);
  children.push(child);
  let stdout = '';
  let stderr = '';
  child.stdout.on('data', (chunk: Buffer) => (stdout += chunk.toString()));
  child.stderr.on('data', (chunk: Buffer) => (stderr += chunk.toString()));
  return new Promise((done) => child.once('exit', (code) => done({ code, stdout, stderr })));
}

/** Every file under `root` by relative path, with its sha256 (or, for `text`, its text). */
async function tree(root: string, text = false): Promise<Map<string, string>> {
  const out = new Map<string, string>();
  for (const entry of await readdir(root, { recursive: true, withFileTypes: true })) {
    if (!entry.isFile()) continue;
    const bytes = await readFile(join(entry.parentPath, entry.name));
    out.set(relative(root, join(entry.parentPath, entry.name)), text ? bytes.toString('utf8') : createHash('sha256').update(bytes).digest('hex'));
  }
  return out;
}

// Its two builds each wait their turn for the project's build lock behind builds of other test files:
// 91 s under load (two busy loops, four files at once).
describe('npm run scrub', { timeout: 300_000 }, () => {
  it('cleans a snapshot in its place, and the cleaned one builds the same site', async () => {
    const work = await mkdtemp(join(tmpdir(), 'atlas-scrub-cli-'));
    made.push(work);
    const dir = await writeSnapshot(join(work, 'snapshots'), leakyCollections(), '2026-11-20T00:00:00Z');
    const config = join(work, 'atlas.config.json');
    await writeFile(config, '{}');
    await buildInto(dir, join(work, 'before'), config);

    const { code, stdout, stderr } = await runScrub(['--snapshot', dir]);
    expect({ code, stderr }).toEqual({ code: 0, stderr: '' });
    expect(stdout).toBe(`scrub: 4 change records, 1 component and 1 translation cleaned; ${dir} is the cleaned snapshot now\n`);
    const held = [...await tree(join(work, 'snapshots'), true)].filter(([, text]) => Object.values(LEAKED).some((value) => text.includes(value)));
    expect(held).toEqual([]);

    await buildInto(dir, join(work, 'after'), config);
    const before = await tree(join(work, 'before'));
    const after = await tree(join(work, 'after'));
    expect(before.size).toBeGreaterThan(10);
    expect([...after]).toEqual([...before]);
    // Asked again, there is nothing left to clean.
    expect((await runScrub(['--snapshot', dir])).stdout).toBe(`scrub: ${dir}: nothing needed cleaning, and it was left as it was\n`);
  });

  // Exit 2, as the crawl's and the build's refused --out (README): it was 1, as for a failure.
  it('refuses an --out that is the snapshot itself, the folder holding it or a file, exit 2, leaving it as it was', async () => {
    const work = await mkdtemp(join(tmpdir(), 'atlas-scrub-cli-'));
    made.push(work);
    const dir = await writeSnapshot(join(work, 'snapshots'), leakyCollections(), '2026-11-20T00:00:00Z');
    await writeFile(join(work, 'notes.txt'), 'x');
    const was = await tree(work);
    expect(await runScrub(['--snapshot', dir, '--out', dir])).toEqual({
      code: 2, stdout: '', stderr: `scrub failed: --out ${dir} is the snapshot being cleaned: leave --out out to clean it in place, or give a folder outside it\n`,
    });
    expect(await runScrub(['--snapshot', dir, '--out', join(work, 'snapshots')])).toEqual({
      code: 2, stdout: '', stderr: `scrub failed: --out ${join(work, 'snapshots')} is the folder that holds the snapshot: leave --out out to clean it in place, or give another folder\n`,
    });
    // A file was refused with Node's own 'ENOTDIR: not a directory, stat …/notes.txt/2026-11-20T000000Z', exit 1.
    expect(await runScrub(['--snapshot', dir, '--out', join(work, 'notes.txt')])).toEqual({
      code: 2, stdout: '', stderr: `scrub failed: --out ${join(work, 'notes.txt')}: not a folder (a file of that name, or on its path, is in the way)\n`,
    });
    expect(await tree(work)).toEqual(was);
  });

  it('writes the token given in WEBLATE_TOKEN (or --token, warned of) \'***\' where an older crawler stored it, saying where, and writes it nowhere', async () => {
    const work = await mkdtemp(join(tmpdir(), 'atlas-scrub-cli-'));
    made.push(work);
    const token = 'wlu_Pr1vateT0kenF0rTheAtlasCrawl0000000000';
    const dir = await writeSnapshot(join(work, 'snapshots'), { ...oneOfEach(), projects: [project('orbit', `Orbit (echo: Token ${token})`)] }, '2026-11-20T00:00:00Z');
    // Without it, nothing tells the token.
    expect(await runScrub(['--snapshot', dir])).toEqual({ code: 0, stdout: `scrub: ${dir}: nothing needed cleaning, and it was left as it was\n`, stderr: '' });
    expect(await runScrub(['--snapshot', dir], undefined, { WEBLATE_TOKEN: `${token}\n` })).toEqual({
      code: 0, stdout: `scrub: 1 other record cleaned, and the token written '***' in 1 record; ${dir} is the cleaned snapshot now\n`, stderr: '',
    });
    expect([...await tree(join(work, 'snapshots'), true)].filter(([, text]) => text.includes(token.slice(0, 16)))).toEqual([]);
    expect(await runScrub(['--snapshot', dir, '--token', token])).toEqual({
      code: 0,
      stdout: `scrub: ${dir}: the token found nowhere, and it was left as it was\n`,
      stderr: 'warning: --token shows the token in the process list, and in the log where npm run echoes the command line: give it in WEBLATE_TOKEN instead\n',
    });
    expect(await runScrub(['--snapshot', dir], undefined, { WEBLATE_TOKEN: 'wlu_ab\u200bcd' })).toEqual({
      code: 2, stdout: '', stderr: 'scrub: WEBLATE_TOKEN: character 7 of the token is not ASCII (U+200B); a Weblate API key is letters, digits and _ only (npm run scrub -- --help gives the usage)\n',
    });
  });

  it('refuses a token too short to tell from ordinary values in place, and writes a copy with it where --out is given', async () => {
    const work = await mkdtemp(join(tmpdir(), 'atlas-scrub-cli-'));
    made.push(work);
    const dir = await writeSnapshot(join(work, 'snapshots'), oneOfEach(), '2026-11-20T00:00:00Z');
    const before = await tree(join(work, 'snapshots'));
    expect(await runScrub(['--snapshot', dir], undefined, { WEBLATE_TOKEN: 'de' })).toEqual({
      code: 2, stdout: '',
      stderr: "scrub: a token of 2 characters (WEBLATE_TOKEN) is written '***' wherever it stands alone, in ordinary values too (a language's code): give --out to write a copy and compare it, the snapshot left as it is (npm run scrub -- --help gives the usage)\n",
    });
    expect(await tree(join(work, 'snapshots'))).toEqual(before);
    const copy = join(work, 'copy');
    const copied = await runScrub(['--snapshot', dir, '--out', copy], undefined, { WEBLATE_TOKEN: 'de' });
    expect([copied.code, copied.stderr]).toEqual([0, '']);
    expect(await tree(join(work, 'snapshots'))).toEqual(before);
  });

  it('says how many accounts named by no change it left out, beside what it cleaned', () => {
    const none = { languages: 0, projects: 0, components: 0, translations: 0, users: 0, changes: 0 };
    expect(scrubSummary({ dir: '/s/x', cleaned: none, accountsLeftOut: 46, problems: 0, replaced: true }, undefined)).toBe(
      'scrub: 46 accounts named by no change left out; /s/x is the cleaned snapshot now',
    );
    expect(scrubSummary({ dir: '/p/x', cleaned: { ...none, changes: 3 }, accountsLeftOut: 1, problems: 0, replaced: false }, '/p')).toBe(
      'scrub: 3 change records cleaned, and 1 account named by no change left out; the copy is /p/x',
    );
    expect(scrubSummary({ dir: '/s/x', cleaned: { ...none, changes: 1 }, accountsLeftOut: 0, problems: 2, replaced: true }, undefined)).toBe(
      'scrub: 1 change record and 2 problems of the manifest cleaned; /s/x is the cleaned snapshot now',
    );
  });

  it('says where it was writing, and that the snapshot is as it was, where the disk refused the copy', async () => {
    const work = await mkdtemp(join(tmpdir(), 'atlas-scrub-cli-'));
    made.push(work);
    const dir = await writeSnapshot(join(work, 'snapshots'), leakyCollections(), '2026-11-20T00:00:00Z');
    const was = await tree(work);
    // No file may grow (ulimit -f 0): every write fails with EFBIG, as one on a full disk does with ENOSPC, naming no file.
    expect(await runScrub(['--snapshot', dir, '--out', join(work, 'public')], 0)).toEqual({
      code: 1, stdout: '',
      stderr: `scrub failed: writing the cleaned copy into ${join(work, 'public')}: a file grew past the size this process may write (ulimit -f) (EFBIG); ${dir} is as it was\n`,
    });
    expect(await runScrub(['--snapshot', dir], 0)).toEqual({
      code: 1, stdout: '',
      stderr: `scrub failed: writing the cleaned copy beside ${dir}: a file grew past the size this process may write (ulimit -f) (EFBIG); ${dir} is as it was\n`,
    });
    expect(await tree(work)).toEqual(was);
  });

  it('says what it needs', async () => {
    expect(await runScrub([])).toEqual({ code: 2, stdout: '', stderr: 'scrub: --snapshot is missing: give the snapshot to clean (npm run scrub -- --help gives the usage)\n' });
  });
});
