// What a crawl says where its snapshot's scope (the projects named, the change-log window) is not
// that of the snapshot `latest` pointed to before: `latest` moves to the new one whatever its
// scope, and the next plain `npm run build` published another set of projects without a word
// (one manual run without --project into a nightly job's --out publishes every project its token
// sees), or another server's (a run with another --url: staging, an old address). The earlier manifest is read defensively: one of an older or newer format, damaged or
// missing gives no scope, and nothing is said.
import { READABLE_VERSIONS, type Manifest } from '../snapshot/manifest.ts';

/** A snapshot's scope, with when its crawl started (a window given in days moves with it) and the server it read, where known. */
export interface ScopeOf {
  scope: Manifest['scope'];
  startedAt: string;
  baseUrl?: string;
}

/** The scope of the snapshot `latest` pointed to before a crawl's snapshot replaced it, and that snapshot's id. */
export interface ScopeBefore extends ScopeOf {
  id: string;
}

// As options.ts checks a --project slug: a manifest's projects outside it are no scope this tool wrote.
const SLUG = /^[\w.-]+$/;
const DAY_MS = 86_400_000;
// A manifest's baseUrl said in the line: an http(s) URL of printable ASCII (the crawl writes it so),
// of a length a line can hold; any other is passed over as unknown.
const BASE_URL = /^https?:\/\/[\x21-\x7e]{1,2000}$/;

/** A manifest's scope and start, from JSON of any shape; null where it is not a manifest this code reads. */
export function scopeOfManifest(manifest: unknown): ScopeOf | null {
  if (manifest === null || typeof manifest !== 'object' || Array.isArray(manifest)) return null;
  const { formatVersion, scope, startedAt, baseUrl } = manifest as { formatVersion?: unknown; scope?: unknown; startedAt?: unknown; baseUrl?: unknown };
  if (typeof formatVersion !== 'number' || !READABLE_VERSIONS.includes(formatVersion)) return null;
  if (typeof startedAt !== 'string' || Number.isNaN(Date.parse(startedAt))) return null;
  if (scope === null || typeof scope !== 'object' || Array.isArray(scope)) return null;
  const { projects, changesSince } = scope as { projects?: unknown; changesSince?: unknown };
  if (projects !== null && !(Array.isArray(projects) && projects.length > 0 && projects.every((slug) => typeof slug === 'string' && SLUG.test(slug)))) return null;
  // Format 1 has no window: its snapshots hold the whole log.
  const since = formatVersion === 1 && changesSince === undefined ? null : changesSince;
  if (since !== null && (typeof since !== 'string' || Number.isNaN(Date.parse(since)))) return null;
  const read = { scope: { projects: projects === null ? null : [...new Set(projects as string[])].sort(), changesSince: since }, startedAt };
  return typeof baseUrl === 'string' && BASE_URL.test(baseUrl) ? { ...read, baseUrl } : read;
}

/**
 * Days from a window's start to 00:00 UTC of its crawl's start, where it is a whole number of them
 * (a window given as `800d`); else null.
 */
function daysBack(changesSince: string, startedAt: string): number | null {
  const start = new Date(startedAt);
  const days = (Date.UTC(start.getUTCFullYear(), start.getUTCMonth(), start.getUTCDate()) - Date.parse(changesSince)) / DAY_MS;
  return Number.isInteger(days) ? days : null;
}

/** A baseUrl as two are compared: the scheme and host in lower case, no trailing slash (an older crawl's might differ so). */
function serverKey(baseUrl: string): string {
  try {
    const url = new URL(baseUrl);
    return `${url.origin}${url.pathname.replace(/\/+$/, '')}`;
  } catch {
    return baseUrl;
  }
}

/** Whether two snapshots are known to have read different servers (their manifests' baseUrl). */
function otherServer(a: ScopeOf, b: ScopeOf): boolean {
  return a.baseUrl !== undefined && b.baseUrl !== undefined && serverKey(a.baseUrl) !== serverKey(b.baseUrl);
}

/**
 * Whether two snapshots read the same part of the same server: the same server (where both are
 * known), the same projects, and the same window (the same start, or the same number of days back
 * from the day each started: a nightly job's `--changes-since 800d` starts a day later every night).
 */
export function sameScope(a: ScopeOf, b: ScopeOf): boolean {
  if (otherServer(a, b)) return false;
  const projects = (scope: Manifest['scope']) => (scope.projects === null ? null : [...new Set(scope.projects)].sort().join('\n'));
  if (projects(a.scope) !== projects(b.scope)) return false;
  const [since, other] = [a.scope.changesSince, b.scope.changesSince];
  if (since === null || other === null) return since === other;
  if (Date.parse(since) === Date.parse(other)) return true;
  const days = daysBack(since, a.startedAt);
  return days !== null && days === daysBack(other, b.startedAt);
}

/**
 * A scope as the summary says it: 'the projects fjord-photos and kestrel-mail with the whole change
 * log'; with `server`, which: 'the project kestrel-mail of https://a.example with …'.
 */
export function scopeText({ projects, changesSince }: Manifest['scope'], server?: string): string {
  const slugs = projects === null ? [] : [...projects].sort();
  const of = server === undefined ? '' : ` of ${server}`;
  const which = projects === null
    ? `every project ${server ?? 'the server'} showed its crawl`
    : slugs.length === 1 ? `the project ${slugs[0]!}${of}` : `the projects ${slugs.slice(0, -1).join(', ')} and ${slugs.at(-1)!}${of}`;
  const since = changesSince === null ? 'the whole change log' : `the changes from ${changesSince.replace(/T00:00:00(\.0+)?Z$/, '')} on`;
  return `${which} with ${since}`;
}

/**
 * The summary's line where the snapshot `latest` pointed to before (`before`) read another part of
 * the server than this one (`now`), which `latest` now points to; null where they read the same, or
 * nothing is known of the one before.
 */
export function scopeChangeLine(before: ScopeBefore | null, now: ScopeOf): string | null {
  if (before === null || sameScope(before, now)) return null;
  // The servers named where they differ: the same projects of another server said nothing.
  const servers = otherServer(before, now);
  return `  scope differs from the snapshot latest pointed to before (${before.id}): it was ${scopeText(before.scope, servers ? before.baseUrl : undefined)}; ` +
    `it is now ${scopeText(now.scope, servers ? now.baseUrl : undefined)}, which the next build publishes`;
}
