// Cleaning a snapshot that a crawler from before the cleaning wrote (e-mail and IP addresses and
// browsers in change details, credentials in URLs: src/weblate/normalize.ts) of what the crawler
// now leaves out. The records go through the crawler's own normalizeRecord and into the snapshot
// writer, so that the copy has the checksums, counts, order and atomic rename of any crawl; a
// record that needs no cleaning keeps its stored bytes. Of a snapshot from before formatVersion 4
// the accounts no stored change names are left out too, as the crawler now leaves them out, and
// counted in `users.leftOut`. Nothing else changes: the manifest's other fields are the
// original's (the copy is written in the current formatVersion, which reads the same), so the copy
// builds the same site (the site credits people from the change log only; the about page's row of
// users is the one difference). Its `tool` stays the crawler's, as the about page says
// "Crawl … by" it, and no key says the copy was cleaned: every reader so far refuses a manifest with
// a key it does not know, so one would make the cleaned copy, the one to publish, unreadable to them.
// Given the token the snapshot was crawled with, the scrub writes it '***' wherever the server
// wrote it back, as the crawler now does (e4e76ca): nothing else can tell a random key in a record.
import { mkdtemp, rename, rm, stat } from 'node:fs/promises';
import { basename, dirname, isAbsolute, join, relative, resolve } from 'node:path';
import { bytesHaveFormatApi, normalizeRecord, PUBLIC_USER_FIELDS } from '../weblate/normalize.ts';
import { cleanProblem } from '../weblate/validation.ts';
import { usernameFromUrl } from '../weblate/urls.ts';
import { SHORT_TOKEN, withoutToken } from '../crawler/token.ts';
import { errorCode } from './durable.ts';
import { lowerLayerRename } from '../lower-layer-rename.ts';
import { snapshotId } from './id.ts';
import { COLLECTIONS, MANIFEST_FILE, type CollectionName, type Manifest } from './manifest.ts';
import { checkOutDir, OutDirError, prepareOutDir, realPathTo, whyNotWritable } from './out-dir.ts';
import { openSnapshot, verifySnapshot, type Snapshot } from './reader.ts';
import { SnapshotWriter, type ManifestFields } from './writer.ts';
import { recoverKilledScrubs, SCRUB_ORIGINAL, SCRUB_STAGING_PREFIX, scrubRecoveryLines } from './scrub-leftovers.ts';
import { claimTemp } from './temp-owner.ts';

/** What scrubSnapshot did: the cleaned snapshot's folder, the records it changed per collection and the accounts it left out. */
export interface ScrubResult {
  dir: string;
  /** Records changed by the cleaning, per collection. */
  cleaned: Record<CollectionName, number>;
  /** Accounts of the users collection that no stored change names, left out (a snapshot from before formatVersion 4 only). */
  accountsLeftOut: number;
  /** Entries of the manifest's problems cleaned of a URL's credentials or an e-mail address (a crawler from before 2026-11-30 quoted them). */
  problems: number;
  /** Whether the snapshot replaced the original in its place (false: nothing to clean, left as it was; or written to another folder). */
  replaced: boolean;
  /** Where a token was given: the records that held it (counted in `cleaned` too), and whether the manifest's problems did. */
  token?: { records: number; manifest: boolean };
}

/** What a scrub is given besides the snapshot. */
export interface ScrubOptions {
  /** The API token the snapshot was crawled with: written '***' wherever the server wrote it back (never written anywhere). */
  token?: string;
  /** Stops the scrub before its next batch of records (Ctrl+C): its copy removed, the snapshot as it was; once the copy is complete, it no longer stops it. */
  signal?: AbortSignal;
  /** Told what scrubs killed outright had left beside the snapshot (or in --out), put back or removed first (scrub-leftovers.ts). */
  onMessage?: (line: string) => void;
}

/** A user record keeps its bytes where it holds public fields only (normalizeRecord always copies one). */
function unchanged(collection: CollectionName, record: Record<string, unknown>, cleaned: Record<string, unknown>): boolean {
  if (collection !== 'users') return cleaned === record;
  return Object.keys(record).every((key) => (PUBLIC_USER_FIELDS as readonly string[]).includes(key));
}

// The changes are read before the users, whose accounts are kept where a change names them.
const ORDER: readonly CollectionName[] = [...COLLECTIONS.filter((name) => name !== 'users'), 'users'];

/** What writeCleaned did: the records changed per collection, and the accounts no change names that it left out. */
interface Written {
  cleaned: Record<CollectionName, number>;
  accountsLeftOut: number;
  /** The records that held the token given. */
  tokenRecords: number;
}

/**
 * Writes the cleaned records of `snapshot` with `writer`. Of a snapshot from before formatVersion
 * 4, accounts no stored change names (as `user` or `author`) are left out, as the crawler now
 * leaves them out: their usernames matched as the crawler matches them (usernameFromUrl). The
 * records are read as a build reads them (storedBatches): a line a build refuses (not JSON, not
 * an object) is refused here too, with its file and line, not copied.
 */
async function writeCleaned(snapshot: Snapshot, writer: SnapshotWriter, token: string | undefined, signal?: AbortSignal): Promise<Written> {
  const { manifest } = snapshot;
  const cleaned = Object.fromEntries(COLLECTIONS.map((name) => [name, 0])) as Record<CollectionName, number>;
  // Format 4 crawls stored only the users the log names; one that names fewer (--changes-since) is the crawler's choice.
  const named = manifest.formatVersion < 4 ? new Set<string>() : null;
  let accountsLeftOut = 0;
  let tokenRecords = 0;
  for (const collection of ORDER) {
    for await (const { records, lines } of snapshot.storedBatches(collection)) {
      // A scrub stopped (Ctrl+C) was killed where it stood, its copy left behind without a word.
      signal?.throwIfAborted();
      for (const [at, record] of records.entries()) {
        const bytes = lines[at]!;
        if (named !== null && collection === 'changes') {
          for (const field of ['user', 'author'] as const) {
            const url = record[field];
            const name = typeof url === 'string' ? usernameFromUrl(url) : null;
            if (name !== null) named.add(name);
          }
        }
        if (named !== null && collection === 'users' && !(typeof record['username'] === 'string' && named.has(record['username']))) {
          accountsLeftOut += 1;
          continue;
        }
        const normalized = normalizeRecord(collection, record, manifest.baseUrl, bytesHaveFormatApi(bytes));
        const clean = token ? withoutToken(normalized, token) : normalized;
        if (clean !== normalized) tokenRecords += 1;
        if (clean === normalized && unchanged(collection, record, clean)) {
          await writer.add(collection, record, bytes);
        } else {
          cleaned[collection] += 1;
          await writer.add(collection, clean);
        }
      }
    }
  }
  return { cleaned, accountsLeftOut, tokenRecords };
}

// Where a value a problem quotes was cut (describeValue: its first 57 characters and '…', then the quote's end).
const CUT = '…"';
// The fewest of the token's first characters before a cut that are taken for it.
const CUT_PIECE = 4;

/**
 * The manifest's problems with the token written '***': wherever they hold it (withoutToken), and
 * where a value they quote was cut within it, its first characters before the cut (CUT_PIECE or
 * more, of a token of SHORT_TOKEN characters or more). A crawler before e4e76ca cut a value holding
 * the token so ('got string "… Authorization: Token wlu_Pr1vateT0k…"'), keeping fewer of its
 * characters than the 16 in a row withoutToken looks for, where the crawler now hides the token
 * before it cuts ('Token ***'). The problems themselves where none holds it.
 */
function problemsWithoutToken<T extends { received: string; message: string }>(problems: T[], token: string): T[] {
  const hidden = withoutToken(problems, token);
  if (token.length < SHORT_TOKEN) return hidden;
  let changed = hidden !== problems;
  const cut = hidden.map((problem) => {
    const received = withoutCutToken(problem.received, token);
    const message = withoutCutToken(problem.message, token);
    if (received === problem.received && message === problem.message) return problem;
    changed = true;
    return { ...problem, received, message };
  });
  return changed ? cut : problems;
}

/** `text` with the token's first characters (CUT_PIECE or more) written '***' where they end at a cut ('…"'). */
function withoutCutToken(text: string, token: string): string {
  let out = '';
  let last = 0;
  for (let at = text.indexOf(CUT); at !== -1; at = text.indexOf(CUT, at + CUT.length)) {
    for (let length = Math.min(token.length, at - last); length >= CUT_PIECE; length--) {
      if (text.startsWith(token.slice(0, length), at - length)) {
        out += `${text.slice(last, at - length)}***`;
        last = at;
        break;
      }
    }
  }
  return last === 0 ? text : out + text.slice(last);
}

/**
 * The copy's manifest fields: the original's, with the accounts left out added to those it counted,
 * and its problems as the crawl now writes them: the token given written '***' (a problem quotes
 * what a record held), then cleanProblem (a crawler from before ff5c90a and b470a5c quoted a text
 * with a URL's credentials and e-mail addresses in them, which a scrub kept).
 */
function copyFields(manifest: Manifest, accountsLeftOut: number, token: string | undefined): ManifestFields {
  const { collections: _, formatVersion: __, ...original } = manifest;
  // The problems only: the crawl's own fields (its --url, times, counts) never held the server's text.
  const problems = token ? problemsWithoutToken(original.problems, token) : original.problems;
  const fields = { ...original, problems: problems.map((problem) => cleanProblem(problem)) };
  if (accountsLeftOut === 0) return fields;
  // A list of one (a token's own record) whose account no change names was the only listed user
  // stored: the crawler now says `change-log` there.
  const source = fields.users.source === 'api-and-change-log' ? 'change-log' : fields.users.source;
  return { ...fields, users: { source, leftOut: fields.users.leftOut + accountsLeftOut } };
}

/**
 * Throws, saying why, where `outDir` cannot take the cleaned copy of the snapshot in `dir`: the
 * snapshot itself or a folder inside it (the copy would be written into the original, which stays
 * as it was: one that archived or published it would ship both), the folder that holds it (the
 * copy's id is the original's), or another snapshot (a folder holding a manifest.json). An
 * OutDirError, a mistake in the command (exit 2), as the crawl's and the build's refused --out are.
 */
async function refuseOutDir(outDir: string, dir: string): Promise<void> {
  const out = await realPathTo(outDir);
  const snapshot = await realPathTo(dir);
  const inside = relative(snapshot, out);
  if (inside === '') throw new OutDirError(`--out ${outDir} is the snapshot being cleaned: leave --out out to clean it in place, or give a folder outside it`);
  if (!inside.startsWith('..') && !isAbsolute(inside)) {
    throw new OutDirError(`--out ${outDir} is inside the snapshot being cleaned (${dir}), where the copy would sit in the uncleaned original: give a folder outside it, or leave --out out to clean it in place`);
  }
  if (out === dirname(snapshot)) throw new OutDirError(`--out ${outDir} is the folder that holds the snapshot: leave --out out to clean it in place, or give another folder`);
  if (await stat(join(out, MANIFEST_FILE)).then((info) => info.isFile(), () => false)) {
    throw new OutDirError(`--out ${outDir} is a snapshot (it holds a ${MANIFEST_FILE}): give a folder of snapshots, such as the one that holds it`);
  }
}

// What looking for the copy's folder answers where --out is a file, or a folder not this user's:
// as prepareOutDir, which answered first, words them (exit 2); a raw 'EACCES: permission denied,
// stat …' (exit 1) was the error for an --out in another user's folder.
const OUT_DIR_REFUSED = new Set(['ENOTDIR', 'EACCES', 'EPERM']);

/**
 * Throws an OutDirError where `outDir` holds a snapshot of `id` already, a file stands at it or
 * on its path (Node's 'ENOTDIR: not a directory, stat …' was the error), or it may not be looked
 * in. Makes nothing: it is asked before the snapshot is checked (minutes for millions of changes,
 * which these refusals came after), and a damaged snapshot leaves no folder of --out's behind.
 */
async function refuseTakenId(outDir: string, id: string, dir: string): Promise<void> {
  const target = join(resolve(outDir), id);
  const exists = await stat(target).then(() => true, (error: unknown) => {
    const code = errorCode(error);
    if (code === 'ENOENT') return false;
    if (code !== undefined && OUT_DIR_REFUSED.has(code)) throw new OutDirError(`--out ${outDir}: ${whyNotWritable(code, error)}`, { cause: error });
    throw error;
  });
  if (exists) throw new OutDirError(`${target} exists already: give another --out, or leave --out out to clean ${dir} in place`);
}

/**
 * Writes a copy of the snapshot in `source` without what the crawler now leaves out. Without
 * `outDir` the copy takes the original's place (written beside it, then swapped in by two renames;
 * the original is removed), unless nothing needed cleaning; with `outDir` it is written there as
 * a snapshot of the same id, and the original is left alone. The original's checksums are checked
 * first: a damaged snapshot is refused.
 */
export async function scrubSnapshot(source: string, outDir?: string, { token, signal, onMessage }: ScrubOptions = {}): Promise<ScrubResult> {
  const dir = resolve(source);
  // Before the snapshot is checked, which takes minutes for millions of changes.
  if (outDir !== undefined) {
    await refuseOutDir(outDir, dir);
    await checkOutDir(outDir);
  }
  const snapshot = await openSnapshot(dir);
  const startedAt = new Date(snapshot.manifest.startedAt);
  if (outDir !== undefined) await refuseTakenId(outDir, snapshotId(startedAt), dir);
  await verifySnapshot(snapshot, signal);
  const manifestHeld = token ? problemsWithoutToken(snapshot.manifest.problems, token) !== snapshot.manifest.problems : false;
  const held = (written: Written) => (token ? { token: { records: written.tokenRecords, manifest: manifestHeld } } : {});
  const problems = snapshot.manifest.problems.filter((problem) => cleanProblem(problem) !== problem).length;
  if (outDir !== undefined) {
    const writer = await SnapshotWriter.create({ outDir: await prepareOutDir(outDir), startedAt });
    // Said as a crawl into that folder says it: a snapshot put back there, or a folder removed, was done unannounced.
    for (const line of scrubRecoveryLines(writer.outDir, writer.scrubsRecovered)) onMessage?.(line);
    try {
      const written = await writeCleaned(snapshot, writer, token, signal);
      const { cleaned, accountsLeftOut } = written;
      return { dir: (await writer.commit(copyFields(snapshot.manifest, accountsLeftOut, token))).dir, cleaned, accountsLeftOut, problems, replaced: false, ...held(written) };
    } finally {
      await writer.abort();
    }
  }
  // In place: the copy is written in a folder beside the original (on its disk, so that a rename
  // moves it), and only a complete copy replaces it.
  // What scrubs killed outright left beside it: a snapshot moved aside is put back first.
  // Said as a crawl says it: a snapshot reappeared beside the one cleaned, unannounced.
  for (const line of scrubRecoveryLines(dirname(dir), await recoverKilledScrubs(dirname(dir)))) onMessage?.(line);
  const staging = await mkdtemp(join(dirname(dir), `${SCRUB_STAGING_PREFIX}${basename(dir)}-`));
  // Where the original could not be put back, the staging folder holds it: it is kept.
  let keepStaging = false;
  try {
    // Named as its scrub's, so that a later one can tell it a killed scrub's (scrub-leftovers.ts).
    await claimTemp(staging);
    const writer = await SnapshotWriter.create({ outDir: staging, startedAt });
    let written: Written;
    let copy: string;
    try {
      written = await writeCleaned(snapshot, writer, token, signal);
      if (written.accountsLeftOut === 0 && problems === 0 && !manifestHeld && COLLECTIONS.every((name) => written.cleaned[name] === 0)) return { dir, ...result(written), problems, replaced: false, ...held(written) };
      copy = (await writer.commit(copyFields(snapshot.manifest, written.accountsLeftOut, token))).dir;
    } finally {
      await writer.abort();
    }
    // The original moves aside and the copy into its place; should the second rename fail, the
    // original goes back, so the folder is always one whole snapshot or the other.
    const original = join(staging, SCRUB_ORIGINAL);
    await rename(dir, original).catch((error: unknown) => {
      const why = lowerLayerRename(error, dir);
      if (why === null) throw error;
      throw new Error(`cannot clean the snapshot in its place: ${why}; it is as it was: write the cleaned copy elsewhere with --out`, { cause: error });
    });
    try {
      await rename(copy, dir);
    } catch (error) {
      await rename(original, dir).catch((failure: unknown) => {
        // Removing the staging folder now would delete the only copy of the snapshot.
        keepStaging = true;
        throw new Error(
          `${(error as Error).message} (and putting the original back failed too: ${(failure as Error).message}; it is kept in ${original}, and the cleaned copy in ${copy}: move one of them to ${dir})`,
          { cause: error },
        );
      });
      throw error;
    }
    return { dir, ...result(written), problems, replaced: true, ...held(written) };
  } finally {
    if (!keepStaging) await rm(staging, { recursive: true, force: true, maxRetries: 3 });
  }
}

/** What of writeCleaned's answer a ScrubResult gives as it is. */
function result({ cleaned, accountsLeftOut }: Written): Pick<ScrubResult, 'cleaned' | 'accountsLeftOut'> {
  return { cleaned, accountsLeftOut };
}
