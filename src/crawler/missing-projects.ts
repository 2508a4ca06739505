// Named projects the server does not show: a crawl of named projects reads every one's record
// before it reads any further, so that one failure names every slug the server answered 404 for
// (it failed on the first, and a nightly job with two typos needed two failed nights to find both).
// Where a slug differs only in case from one the server lists (`Kestrel-Mail`, `kestrel-mail`),
// the failure says "did you mean": the projects list is read for that on failure only, two pages
// at most, as a budget a failing crawl can afford (HttpClient counts them against --max-requests),
// each asked once, not retried.
import { HttpError, reworded } from './http-errors.ts';
import type { HttpClient } from './http.ts';
import { apiUrl, withParam } from '../weblate/urls.ts';

/** A named project's record the server answered 404 for. */
export interface MissingProject {
  slug: string;
  error: HttpError;
}

/** A crawl of named projects of which the server does not show some (in the order they were named). */
export class MissingProjectsError extends Error {
  override readonly name = 'MissingProjectsError';
  readonly missing: readonly MissingProject[];

  constructor(missing: readonly MissingProject[]) {
    super(`the server shows none of the projects ${missing.map(({ slug }) => `"${slug}"`).join(', ')}`);
    this.missing = missing;
  }
}

// As options.ts checks a --project slug: a server's slug outside it is no suggestion to give.
const SLUG = /^[\w.-]+$/;

// Pages of the projects list read for suggestions: at 1000 a page, a server of up to 2,000 projects.
const SUGGESTION_PAGES = 2;

/** For each slug of `missing`, the slugs of `listed` that differ from it in case only, sorted; slugs with none are left out. */
export function caseVariants(missing: readonly string[], listed: readonly string[]): Map<string, string[]> {
  const byLower = new Map<string, Set<string>>();
  for (const slug of listed) {
    if (!SLUG.test(slug)) continue;
    const key = slug.toLowerCase();
    const same = byLower.get(key) ?? new Set<string>();
    same.add(slug);
    byLower.set(key, same);
  }
  const variants = new Map<string, string[]>();
  for (const slug of missing) {
    const found = [...(byLower.get(slug.toLowerCase()) ?? [])].filter((other) => other !== slug).sort();
    if (found.length > 0) variants.set(slug, found);
  }
  return variants;
}

/**
 * The project slugs the server lists, from the first SUGGESTION_PAGES pages of its projects list
 * at `pageSize`; whatever the pages hold that is no slug is passed over. Rejects as the client
 * does (a refusal, the --max-requests budget spent, a stop).
 */
export async function listedProjectSlugs(client: HttpClient, base: string, pageSize: number, signal?: AbortSignal): Promise<string[]> {
  const slugs: string[] = [];
  let url: string | null = withParam(apiUrl(base, 'projects/'), 'page_size', String(pageSize));
  for (let page = 0; page < SUGGESTION_PAGES && url !== null; page++) {
    // Not retried: a failure is passed over, and the crawl's retries held the failure back 18 s.
    const body = (await client.getJson(url, signal, undefined, true)).body as { results?: unknown; next?: unknown } | null;
    const results = Array.isArray(body?.results) ? (body.results as unknown[]) : [];
    for (const record of results) {
      const slug = (record as { slug?: unknown } | null)?.slug;
      if (typeof slug === 'string') slugs.push(slug);
    }
    url = typeof body?.next === 'string' && body.next !== '' ? body.next : null;
  }
  return slugs;
}

/** ` (did you mean "kestrel-mail"?)` for a slug with variants in case, else ''. */
function didYouMean(slug: string, variants: ReadonlyMap<string, readonly string[]>): string {
  const found = variants.get(slug);
  return found === undefined ? '' : ` (did you mean ${found.map((other) => `"${other}"`).join(' or ')}?)`;
}

/**
 * What a 404 on named projects' records means, said after the failure: the slugs the server does
 * not show (to this token), with the slugs it lists that differ from them in case only.
 */
export function missingProjectsHint(slugs: readonly string[], withToken: boolean, variants: ReadonlyMap<string, readonly string[]> = new Map()): string {
  const named = slugs.map((slug) => `"${slug}"${didYouMean(slug, variants)}`).join(', ');
  const which = slugs.length === 1 ? `no project ${named}` : `none of the projects ${named}`;
  const check = slugs.length === 1 ? "check the slug (the last part of the project's address)" : "check the slugs (the last part of a project's address)";
  return `the server shows ${which}${withToken ? ' to this token' : ''}: ${check}${withToken ? '' : '; a private project needs a token'}`;
}

/**
 * The one failure of a crawl whose named projects the server does not all show: for one, its
 * 404 with the hint; for several, every URL that answered 404 and the hint naming them all.
 */
export function missingProjectsFailure(missing: readonly MissingProject[], withToken: boolean, variants: ReadonlyMap<string, readonly string[]> = new Map()): HttpError {
  const first = missing[0];
  if (first === undefined) throw new RangeError('missingProjectsFailure: no project is missing');
  const hint = missingProjectsHint(missing.map(({ slug }) => slug), withToken, variants);
  if (missing.length === 1) return reworded(first.error, `${first.error.message}; ${hint}`);
  return reworded(first.error, `not found: ${missing.map(({ error }) => error.url).join(', ')}; ${hint}`);
}
