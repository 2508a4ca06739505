// The folder a build may replace.
//
// A build replaces its output folder whole (staged-output.ts), and the build's `--out` is easily
// taken for the crawl's: `npm run build -- --out data/snapshots` replaced the snapshot archive
// with the site, and `--out .` the project. A build therefore goes only into a folder that is new,
// empty, or holds a site this tool built (its index.html names weblate-atlas as its generator) and
// nothing a build does not write: a gh-pages checkout used as the output keeps its `.git` and
// `CNAME` only if the build is refused.
import { readdir, realpath, stat } from 'node:fs/promises';
import { basename, dirname, extname, relative, resolve, isAbsolute } from 'node:path';
import { fileURLToPath } from 'node:url';
import { errorCode } from '../../src/snapshot/durable.ts';
import { isSwapEntry, LOST_AND_FOUND } from './contents-swap.ts';
import { holdsBuiltSite } from '../../src/site-marker.ts';
import { parseSnapshotIdParts } from '../../src/snapshot/id.ts';
import { LATEST, readLatest } from '../../src/snapshot/latest.ts';
import { THIRD_PARTY_LICENSES_FILE } from '../../src/third-party-licenses.ts';

/**
 * An --out a build refuses before it renders a page: a mistake in the command, as a bad flag is
 * (exit 2, as the crawl's --out that cannot hold snapshots), which no retry of the same command cures.
 */
export class OutputRefused extends Error {
  override readonly name: string = 'OutputRefused';
}

/** Whether `inner` is `outer` or lies inside it. */
function isWithin(inner: string, outer: string): boolean {
  const path = relative(outer, inner);
  return path === '' || (!path.startsWith('..') && !isAbsolute(path));
}

/** The path with its symbolic links resolved, or as it is where nothing is there yet. */
async function real(path: string): Promise<string> {
  try {
    return await realpath(path);
  } catch (error) {
    if (errorCode(error) === 'ENOENT') return resolve(path);
    throw error;
  }
}

/**
 * Throws, saying why, where a build into `outDir` would delete what is not a site of this tool:
 * a folder with other contents (beside an earlier site too: `siteEntries` are what a build writes
 * at its top), one that holds the snapshot being built, or the folder the command runs in or one
 * above it.
 */
export async function checkSiteOutDir(
  outDir: string, snapshotDir: string, cwd = process.cwd(), siteEntries?: Set<string>, deviceOf = async (path: string) => (await stat(path)).dev,
): Promise<void> {
  const target = await real(outDir).catch((error: unknown) => {
    if (errorCode(error) !== 'ENOTDIR') throw error;
    throw new OutputRefused(`cannot build into ${outDir}: not a folder (a file on its path is in the way)`, { cause: error });
  });
  // 'dist, say' is no advice where dist is the folder refused.
  const example = basename(target) === 'dist' ? '' : ' (dist, say)';
  const refuse = (why: string) =>
    new OutputRefused(`refusing to build into ${outDir}: ${why}, and a build replaces the whole folder; give a new or empty folder, or one an earlier build made${example}`);
  if (isWithin(await real(snapshotDir), target)) throw refuse(`it holds the snapshot being built (${snapshotDir})`);
  if (isWithin(await real(cwd), target)) throw refuse(`it holds the folder this runs in (${cwd})`);
  let entries: string[];
  try {
    if (!(await stat(target)).isDirectory()) return;
    entries = (await readdir(target)).sort();
  } catch (error) {
    if (errorCode(error) === 'ENOENT') return;
    throw error;
  }
  if (entries.length === 0) return;
  // A mount point's contents are swapped, not the folder (contents-swap.ts): an ext4 volume's
  // lost+found stays, where a folder renamed away would take it along.
  const mount = entries.includes(LOST_AND_FOUND) && (await deviceOf(target)) !== (await deviceOf(dirname(target)));
  const built = await holdsBuiltSite(target);
  const written = built ? (siteEntries ?? (await siteTopEntries())) : new Set<string>();
  // A swap's lock and folders (contents-swap.ts) are this tool's, a build's under way or one the next repairs.
  // A sitemap of over 50,000 pages is an index and numbered files (sitemap.ts): as many as the site needed.
  const foreign = entries.filter((entry) => !written.has(entry) && !isSwapEntry(entry) && !(mount && entry === LOST_AND_FOUND) && !(written.has('sitemap.xml') && /^sitemap-\d+\.xml$/.test(entry)));
  if (foreign.length === 0) return;
  const shown = foreign.slice(0, 3).join(', ') + (foreign.length > 3 ? `, and ${foreign.length - 3} more` : '');
  // Beside a site of this tool: a gh-pages checkout's .git, or a file public/ held when that site was
  // built and holds no more (the site's own, which "one an earlier build made" did not tell apart).
  if (built) {
    throw new OutputRefused(
      `refusing to build into ${outDir}: beside a site weblate-atlas built it holds what a build does not write (${shown}), and a build replaces the whole folder; ` +
        `move ${foreign.length === 1 ? 'it' : 'them'} elsewhere (a file the project's public/ held when that site was built, and holds no more, may simply be deleted), or give a new or empty folder${example}`,
    );
  }
  // The crawl's --out given here (hosting.md: "the snapshots … easily given here by mistake"): it was
  // said to hold "other things", naming ids a reader had to recognise as snapshots.
  // A crawl's `latest` is a link (or a file) naming a snapshot: a versioned docs site's is a folder
  // ('latest/', 'stable/') or a link to one ('latest -> 2.0', as mike's symlink aliases make), and
  // either was said to hold snapshots.
  const crawlLatest = foreign.includes(LATEST) && parseSnapshotIdParts((await readLatest(target).catch(() => null)) ?? '') !== null;
  if (crawlLatest || foreign.some((entry) => parseSnapshotIdParts(entry) !== null)) {
    throw refuse(`it holds snapshots (${shown}): it is a crawl's --out, not a site's`);
  }
  throw refuse(`it holds other things than a site weblate-atlas built (${shown})`);
}

/** What a build writes at the top of its output: Astro's assets, the pages' folders and index.html, public/'s files, the bundled code's licences, and sitemap.xml where siteUrl is set. */
export async function siteTopEntries(root = fileURLToPath(new URL('../..', import.meta.url))): Promise<Set<string>> {
  const names = new Set(['_astro', 'index.html', '404.html', 'sitemap.xml', THIRD_PARTY_LICENSES_FILE]);
  for (const page of await readdir(resolve(root, 'src/pages'))) {
    // A route parameter ([code].astro) is no fixed name; index.astro is index.html, 404.astro 404.html.
    if (!page.startsWith('[') && page !== 'index.astro' && page !== '404.astro') names.add(extname(page) === '.astro' ? page.slice(0, -'.astro'.length) : page);
  }
  for (const file of await readdir(resolve(root, 'public')).catch(() => [])) names.add(file);
  return names;
}
