// A crawl: every list of a Weblate server's read API, validated, into one atomic snapshot.
//
// Languages, projects, components, translations, users and the change log are read at once.
// Components and translations come from Weblate's instance-wide lists (`/api/components/`,
// `/api/translations/`): real servers have them, and at 1000 a page they take a few requests
// where one list per project and per component takes thousands. A server without them (the
// read-API document shows only the per-parent lists) and a crawl of named projects read each
// project's components and each component's translations, following the URLs the API gives.
// Every request goes through the client's one concurrency limit.
import { followAbort } from './follow-abort.ts';
import { BudgetExceededError, HttpClient, HttpError, MIN_THROTTLE_WAIT_MS, WaitTooLongError, type HttpEvent, type JsonResponse } from './http.ts';
import { reworded, redact } from './http-errors.ts';
import { MissingProjectsError, caseVariants, listedProjectSlugs, missingProjectsFailure, missingProjectsHint, type MissingProject } from './missing-projects.ts';
import { crawlChangeLog, type ChangeLogSummary } from './change-log.ts';
import { incompleteLogMessage, isLogIncomplete } from './incomplete-log.ts';
import { changesSinceIso, longLogHint, resolveChangesSince, type ChangesSince } from './changes-since.ts';
import { readList, repeatedRecordsError, type ListPlan, type Page } from './paginate.ts';
import { emptyProgress, pagesDone, requestsStillNeeded, type ListName, type ProgressState } from './progress.ts';
import { withHint } from './error-hints.ts';
import { speaksTls } from './tls-probe.ts';
import { holdsToken, plainTextTokenWarning, tokenSearchTerms, withoutToken } from './token.ts';
import { proxyLabel, type ProxyChoice } from './proxy.ts';
import { PACE_MESSAGE_MS, holdMessage, paceMessage, rateLimitMessage, retryWaitMessage, unnamedWaitMessage, waitTooLongMessage } from './rate-limit.ts';
import { nothingSaid, sayRateLimit } from './rate-limit-said.ts';
import { RecordChecker } from './record-check.ts';
import { withMember } from './raw-results.ts';
import { TaskGroup } from './task-group.ts';
import { TimeSlice } from './time-slice.ts';
import { IdSet } from './id-set.ts';
import { prepareOutDir } from '../snapshot/out-dir.ts';
import { latestManifest } from '../snapshot/latest.ts';
import { scopeOfManifest, type ScopeBefore, type ScopeOf } from './scope-change.ts';
import { SnapshotWriter } from '../snapshot/writer.ts';
import { scrubRecoveryLines } from '../snapshot/scrub-leftovers.ts';
import { RESOLVED, RecordTooLongError, checkRecordLength, recordJson } from '../snapshot/collection-buffer.ts';
import type { Manifest, UsersSource } from '../snapshot/manifest.ts';
import { TOOL } from '../version.ts';
import { diskFailure } from '../disk-failure.ts';
import { normalizeRecord, stripFormatApi, withoutServerAtlas } from '../weblate/normalize.ts';
import { apiRootOf, apiUrl, componentUrlOfTranslation, listOfApiUrl, normalizeBaseUrl, usernameFromUrl, withParam } from '../weblate/urls.ts';
import { compareProblems, describeValue, type RecordProblem } from '../weblate/validation.ts';
import { withoutEmailAddresses } from '../weblate/email-addresses.ts';
import { withoutUrlCredentials } from '../weblate/url-credentials.ts';

/** What a crawl reads and how. */
export interface CrawlOptions {
  url: string;
  token?: string;
  out: string;
  concurrency: number;
  /** Only these projects (their components, translations and change logs); empty for all. */
  projects: string[];
  /** Only the changes from this time on (changes-since.ts); the whole log without. */
  changesSince?: ChangesSince;
  /** The page size asked for; the server decides what it serves. */
  pageSize: number;
  maxRequests?: number;
  /** The longest one wait for a rate limit may last (ms); longer fails the crawl at once. No limit without. */
  maxWaitMs?: number;
  /** Store records that break their schema (listed under `problems`) instead of failing. */
  lenient: boolean;
  connectTimeoutMs: number;
  headersTimeoutMs: number;
  bodyTimeoutMs: number;
  maxRetries: number;
  signal?: AbortSignal;
  /** The outgoing proxy every request goes through (proxy.ts); direct without. */
  proxy?: ProxyChoice;
  /** Messages worth a line of their own: waits for rate limits, for example. */
  onMessage?: (text: string) => void;
  /** What a user has to know even from a quiet run (a token about to go unencrypted); onMessage without. */
  onWarning?: (text: string) => void;
  /** Filled in as the crawl goes, for a progress display. */
  progress?: ProgressState;
  now?: () => Date;
  /** For tests: waits go through this instead of real timers. */
  sleep?: (ms: number, signal?: AbortSignal) => Promise<void>;
  /** For tests: the retries' jitter comes from this instead of Math.random. */
  random?: () => number;
  /** For tests: the clock (ms) a failure's retries are timed by (HttpClientOptions.now). */
  clock?: () => number;
}

/** A finished crawl. */
export interface CrawlOutcome {
  dir: string;
  manifest: Manifest;
  /** The snapshot id `<out>/latest` points to: this one's, or a later-started one's that overlapping crawls committed first. */
  latest: string;
  /** Snapshots in `<out>` started after this crawl ended (a clock ran ahead when they were made), which `latest` does not point to. */
  ahead: string[];
  /** Whether any stored user record says whether its account is a bot (is_bot: Weblate sends it only to callers who may manage users). */
  botFlagsRead: boolean;
  /** Of the manifest's retries, the refusals waited out (429s, and 503s held with others): asked again without spending --retries. */
  refusalWaits: number;
  /** Of the manifest's retries, requests sent again at once after a kept-alive connection was closed unanswered: spending no --retries either. */
  resent: number;
  /** The scope of the snapshot `latest` pointed to before this one was committed; null where there was none, or its manifest could not be read. */
  scopeBefore: ScopeBefore | null;
}

type JsonRecord = Record<string, unknown>;

const BACKSLASH = 0x5c;

/** Runs a crawl and writes its snapshot; rejects (leaving earlier snapshots as they were) on failure. */
export async function crawl(options: CrawlOptions): Promise<CrawlOutcome> {
  const token = options.token;
  if (!token) return crawlAsGiven(options);
  // Every message and the error of a failure have the token written '***', wherever they were
  // made: the HTTP client redacts its own, but a server that writes the token into a `next` link
  // or a record's field had it quoted in clear by the lists' messages ('a list shrank while it was
  // read (…&t=<token> is gone)') and by a record's validation error ('got string "<token>"'),
  // which a CI job's log keeps.
  const hide = (say: (text: string) => void) => (text: string) => say(redact(text, token));
  try {
    return await crawlAsGiven({
      ...options,
      ...(options.onMessage ? { onMessage: hide(options.onMessage) } : {}),
      ...(options.onWarning ? { onWarning: hide(options.onWarning) } : {}),
    });
  } catch (failure) {
    throw redactedFailure(failure, token);
  }
}

/** The failure with the token written '***' in its message and stack, and in those of its causes. */
function redactedFailure(failure: unknown, token: string): unknown {
  for (let error: unknown = failure, depth = 0; error instanceof Error && depth < 8; error = error.cause, depth++) {
    // holdsToken, not includes: a part of the token (a next link holding its first 24 characters) is masked too.
    if (holdsToken(error.message, token)) error.message = redact(error.message, token);
    if (typeof error.stack === 'string' && holdsToken(error.stack, token)) error.stack = redact(error.stack, token);
  }
  return failure;
}

async function crawlAsGiven(options: CrawlOptions): Promise<CrawlOutcome> {
  options.signal?.throwIfAborted();
  const now = options.now ?? (() => new Date());
  const startedAt = now();
  // Checked before any request: a window that starts after the crawl is a mistake.
  const sinceMs = options.changesSince ? resolveChangesSince(options.changesSince, startedAt) : null;
  const sinceIso = sinceMs === null ? null : changesSinceIso(sinceMs);
  const base = normalizeBaseUrl(options.url);
  const progress = options.progress ?? emptyProgress(startedAt.getTime());
  const origin = new URL(base).origin;
  // Checked before any request: a crawl whose snapshot cannot be written spends none.
  await prepareOutDir(options.out);
  const plainToken = options.token ? plainTextTokenWarning(base) : null;
  if (plainToken !== null) (options.onWarning ?? options.onMessage)?.(plainToken);
  if (options.proxy) options.onMessage?.(`through the proxy ${proxyLabel(options.proxy.url)} (${options.proxy.variable})`);
  // What was said of the 429s so far (sayRateLimit).
  let rateLimitSaid = nothingSaid();
  const client = new HttpClient({
    baseUrl: base,
    ...(options.proxy ? { proxy: options.proxy.url } : {}),
    ...(options.token ? { token: options.token } : {}),
    userAgent: `${TOOL.name}/${TOOL.version}`,
    concurrency: options.concurrency,
    connectTimeoutMs: options.connectTimeoutMs,
    headersTimeoutMs: options.headersTimeoutMs,
    bodyTimeoutMs: options.bodyTimeoutMs,
    maxRetries: options.maxRetries,
    ...(options.maxRequests !== undefined ? { maxRequests: options.maxRequests } : {}),
    ...(options.maxWaitMs !== undefined ? { maxWaitMs: options.maxWaitMs } : {}),
    ...(options.sleep ? { sleep: options.sleep } : {}),
    ...(options.random ? { random: options.random } : {}),
    ...(options.clock ? { now: options.clock } : {}),
    // Pages already asked for (in flight, or read but not yet stored) are still counted as needed
    // by the progress; they have had their request.
    requestsNeeded: (): number => Math.max(0, requestsStillNeeded(progress) - (client.stats.sent - pagesDone(progress))),
    onEvent: (event: HttpEvent) => {
      // A long wait shows on the progress lines, in place of an ETA that knows nothing of it.
      const waitMs = event.kind === 'retry' ? event.delayMs : event.kind === 'held' ? 0 : event.waitMs;
      if (waitMs >= PACE_MESSAGE_MS) progress.waitingUntil = Math.max(progress.waitingUntil ?? 0, Date.now() + waitMs);
      // Counted as the client counts them: retries, which spend --retries, apart from refusals
      // waited out, which spend none (a crawl behind a 429 on every request said "59 retries" of 5).
      if (event.kind === 'retry') {
        progress.retries++;
        const list = listOfApiUrl(event.url);
        if (list !== null) progress.lists[list].retries++;
      } else if (event.kind === 'rate-limited' || event.kind === 'held') {
        progress.refusalWaits++;
        const list = listOfApiUrl(event.url);
        if (list !== null) progress.lists[list].refusalWaits++;
      }
      if (event.kind === 'rate-limited') {
        const nowMs = now().getTime();
        const { line, said } = sayRateLimit(rateLimitSaid, { named: event.source !== null, holdsAll: event.holdsAll, waitMs: event.waitMs, nowMs });
        rateLimitSaid = said;
        if (line === 'unnamed') {
          // Every request in flight gets the same 429: one line says it for them all.
          options.onMessage?.(unnamedWaitMessage(origin, event.waitMs, event, nowMs));
        } else if (line !== null && event.source !== null) {
          // `Retry-After: 0` was said as "waits 1 s (Retry-After)", a wait the server did not ask for.
          const source = event.askedMs === undefined ? event.source : `${event.source}: ${(event.askedMs / 1000).toLocaleString('en')} s, and ${MIN_THROTTLE_WAIT_MS / 1000} s at least`;
          options.onMessage?.(rateLimitMessage(
            origin, event.waitMs, source, options.token !== undefined && options.token !== '', nowMs, line === 'alone' ? event.url : null, line === 'hold-after-alone',
          ));
        }
      }
      if (event.kind === 'retry' && event.source === 'Retry-After' && event.delayMs >= PACE_MESSAGE_MS) {
        options.onMessage?.(retryWaitMessage(event.url, event.reason, event.delayMs, event.attempt, event.of, now().getTime(), event.askedMs));
      } else if (event.kind === 'retry' && event.holdsAll === true && event.delayMs >= PACE_MESSAGE_MS) {
        options.onMessage?.(holdMessage(event.url, event.reason, event.delayMs, event.attempt, event.of, now().getTime()));
      }
      if (event.kind === 'paced' && event.waitMs >= PACE_MESSAGE_MS) {
        options.onMessage?.(paceMessage(origin, event, event.needed, options.token !== undefined && options.token !== '', now().getTime()));
      }
    },
  });
  const requestsTimer = setInterval(() => {
    progress.requests = client.stats.requests;
    progress.spacingMs = client.spacingMs;
  }, 100);
  requestsTimer.unref();
  // The snapshot's folders are made while the first requests are out, not before: a millisecond
  // or two at the start of every crawl. A failure to make them fails the first store.
  let writer: SnapshotWriter | undefined;
  const writerReady = SnapshotWriter.create({ outDir: options.out, startedAt, now: () => now().getTime() }).then((made) => {
    if (made.orphansRemoved.length > 0) {
      options.onMessage?.(`removed what crawls killed before they finished left in ${made.outDir}: ${made.orphansRemoved.join(', ')}`);
    }
    for (const line of scrubRecoveryLines(made.outDir, made.scrubsRecovered)) options.onMessage?.(line);
    if (made.foreignTemps.length > 0) {
      const which = made.foreignTemps.map((temp) => `${temp.name} (host ${temp.host}, process ${temp.pid})`).join(', ');
      // A warning, shown under --quiet too: unattended CI jobs are where these pile up.
      (options.onWarning ?? options.onMessage)?.(`left alone in ${made.outDir}, as crawls on other hosts may still be writing them: ${which}; remove those no crawl writes any more (a CI container's host name changes with every run)`);
    }
    return (writer = made);
  });
  writerReady.catch(() => {});
  const controller = new AbortController();
  const stop = () => controller.abort(options.signal?.reason);
  // A stop while --out was prepared (slow on a network file system) comes before this listener.
  const unfollow = followAbort(options.signal, stop);
  const signal = controller.signal;
  const tasks = new TaskGroup(controller);
  // Problems of the records stored, one per record: a list read again (lighter pages, or after
  // it shrank) meets the same broken record twice, and it was listed twice, stored once.
  const problems = new Map<string, RecordProblem>();
  let unkeyedProblems = 0;
  const problemKey = (list: ListName, record: unknown, what = '') => {
    const field = list === 'changes' ? 'id' : 'url';
    const key = record !== null && typeof record === 'object' ? (record as JsonRecord)[field] : undefined;
    return typeof key === 'string' || typeof key === 'number' ? `${list} ${String(key)}${what}` : `#${++unkeyedProblems}`;
  };
  const apiCounts: Record<ListName, number | null> = {
    languages: null, projects: null, components: null, translations: null, users: null, changes: null,
  };
  // Each username of the log with the URL the log gives it (the smallest, should two differ):
  // a user taken from the log is stored as the log links it, `changes.user` = `users.url`. Only
  // the users named here are stored, listed or not.
  const usernamesInLog = new Map<string, string>();
  // The user list's records, held aside until the change log is read whole, as their JSON (the
  // last listed of each username) and the key of their problem, if any: a list may hold every
  // account of the instance (Weblate's code lists them all to anyone, an administrator's with
  // their private fields too), and a token's own record names who runs the crawl, but
  // a snapshot may be published, and the site credits people from the change log only. Held in
  // memory, as the writer holds users until commit anyway (users are far fewer than changes).
  const listedUsers = new Map<string, { json: Buffer; problem: string | null }>();
  // Listed records without a username (--lenient), which no change can name: left out too.
  let listedUnkeyed: (string | null)[] = [];
  // User URLs repeat on every change: each is parsed once.
  const userUrls = new Map<string, string | null>();
  const checker = new RecordChecker();
  // One thread reads every response: scanning, validating and storing run in slices between them.
  const slice = new TimeSlice();
  // Each log read, with the URL of its first page, which a short log is named by.
  const changeLogs: { url: string; summary: ChangeLogSummary }[] = [];
  // Named projects' logs are disjoint on Weblate (a change belongs to one project); a server whose
  // logs share records had them counted in each, and the snapshot, which holds each once, read
  // as half stored. Each log is checked whole on its own; what they share is counted here.
  const acrossLogs = options.projects.length > 1 ? new IdSet() : null;
  let sharedAcrossLogs = 0;
  let usersSource: UsersSource = 'api';
  // Said once, however many projects' logs are long.
  let longLogTold = false;
  let pageSize = 0;

  // Whether the records were found to link outside the base URL (said once).
  let linksOutsideTold = false;
  /**
   * Warns where the first record of a page gives a `url` outside the base URL: a Weblate served
   * under a path without URL_PREFIX, or behind a proxy that does not pass on the Host header. Its
   * `next` links are refused for that (they would take the token elsewhere), but a server whose
   * lists all fit one page has none, and crawled without a word: the site's links to the instance
   * (the records' web_url) then lead to pages the host does not serve. A warning, not a failure:
   * nothing there is requested, the snapshot is whole, and the links may lead to the same server
   * (one that answers both with and without the prefix, or crawled through another name).
   */
  const checkRecordLinks = (list: ListName, items: readonly { record: unknown }[]) => {
    const url = (items.find(({ record }) => typeof (record as JsonRecord | null)?.['url'] === 'string')?.record as JsonRecord | undefined)?.['url'];
    if (typeof url !== 'string') return;
    const outside = client.outsideBase(url);
    if (outside === null) return;
    linksOutsideTold = true;
    (options.onWarning ?? options.onMessage)?.(
      `the server's records link ${outside.where}, as ${outside.url} (the "url" of a record of ${list})${outside.hint}; ` +
        "nothing there is requested, but the site's links to the instance are the records' web_url, and lead there as well",
    );
  };

  // Whether a change's user link to another server was found (said once).
  let userLinkElsewhereTold = false;
  /**
   * Whether a change's `user`/`author` URL lies outside the base URL and off the server the change
   * itself links to (a server crawled through another name links both to that name): its username
   * names no one of this server, and is neither stored as a user taken from the log nor picks a
   * listed user for the snapshot. Warned of once, as record links outside the base URL are.
   */
  const userLinkElsewhere = (change: JsonRecord, field: string, url: string): boolean => {
    const outside = client.outsideBase(url);
    if (outside === null) return false;
    const own = change['url'];
    if (typeof own === 'string' && apiRootOf(own) !== null && apiRootOf(own) === apiRootOf(url)) return false;
    if (!userLinkElsewhereTold) {
      userLinkElsewhereTold = true;
      (options.onWarning ?? options.onMessage)?.(
        `a change links its "${field}" ${outside.where}, as ${outside.url} (change ${String(change['id'] ?? change['url'] ?? '(without an id)')}), ` +
          "where neither the crawl nor the change's own url is: no user is stored for such links",
      );
    }
    return true;
  };

  /**
   * Validates, cleans and stores records; returns the stored ones (in lenient mode those that broke
   * their schema too) for following their links. A translation is stored with `_atlas.component`:
   * the URL of its component, from the record or, when the server left it out (as Weblate 3.x to 5.x do under a component), from the
   * list it came from (`parent`) or else its own URL; a change of a project's log that names no
   * component nor translation with `_atlas.project`, that project's URL (`parent`).
   */
  const token = options.token;
  // What a record's bytes hold if one of its strings holds the token or a part of it (holdsToken).
  const tokenBytes = token ? tokenSearchTerms(token).map((term) => Buffer.from(term)) : null;
  // Said once: the first record a server wrote the token it was sent into.
  let tokenEchoTold = false;
  const tokenEchoed = (list: ListName, url: string, index: number | null) => {
    if (tokenEchoTold) return;
    tokenEchoTold = true;
    (options.onWarning ?? options.onMessage)?.(
      `the server wrote the token it was sent into a record of ${list} (${url}${index === null ? '' : `, record ${index}`}): ` +
        "it is stored as '***' there and wherever else it comes",
    );
  };

  const store = async (list: ListName, page: Page, items: { record: unknown; index: number | null }[], parent?: string) => {
    if (!linksOutsideTold) checkRecordLinks(list, items);
    const stored: JsonRecord[] = [];
    for (const { record, index } of items) {
      if (slice.due) {
        await slice.pause();
        // A stop (Ctrl+C, a failed list) ends the page here: the crawl settles its tasks before it
        // exits, and a page of 1000 records stored to its end after a Ctrl+C cost 0.3 to 0.9 s of CPU.
        signal.throwIfAborted();
      }
      let problem = checker.check(list, record, page.url, index);
      // Quoted with the token already written '***': a problem cuts the value it quotes to 60
      // characters (describeValue), and a token past the cut, hidden only afterwards, kept its first
      // characters ('got string "debugging proxy echo: Authorization: Token wlu_Pr1vateT0…"').
      if (problem && token) {
        let hiddenRecord: unknown;
        try {
          hiddenRecord = withoutToken(record, token);
        } catch (error) {
          // A record nested too deeply for withoutToken's recursion: named as every step of
          // storing one names it, where the crawl said only "Maximum call stack size exceeded".
          throw recordFailure(error, page.url, index);
        }
        if (hiddenRecord !== record) problem = checker.check(list, hiddenRecord, page.url, index) ?? problem;
      }
      // Keyed once: a record without a URL gets a new key at each call, and a listed user left
      // out later must find its problem by the key it was stored under.
      const key = problem ? problemKey(list, record) : null;
      if (problem) {
        if (!options.lenient) throw new Error(problem.message);
        problems.set(key!, problem);
      }
      // Lenient mode stores what came, but a value that is not an object is no record at all.
      if (record === null || typeof record !== 'object' || Array.isArray(record)) continue;
      let cleaned: JsonRecord;
      try {
        cleaned = normalizeRecord(list, withoutServerAtlas(record as JsonRecord), base, page.bodyHasFormatApi);
      } catch (error) {
        throw recordFailure(error, page.url, index);
      }
      // The server's own bytes are stored where the record needed no cleaning: the same JSON,
      // without writing every record out again (raw-results.ts).
      let json = cleaned === record && index !== null ? page.raw?.[index] : undefined;
      // The server's bytes of a record are searched first, at memchr's pace: where neither the
      // token (a block of it: a part of it is hidden too) nor an escape (which could spell one of
      // its characters) is in them, no string is.
      if (token && (json === undefined || tokenBytes!.some((term) => json!.indexOf(term) !== -1) || json.indexOf(BACKSLASH) !== -1)) {
        let clean: JsonRecord;
        try {
          clean = withoutToken(cleaned, token);
        } catch (error) {
          throw recordFailure(error, page.url, index);
        }
        if (clean !== cleaned) {
          cleaned = clean;
          json = undefined;
          tokenEchoed(list, page.url, index);
        }
      }
      if (list === 'users') {
        const heldProblem = key;
        let bytes: Buffer;
        try {
          // A copy: `json` is a view into the whole page's body.
          bytes = json === undefined ? Buffer.from(recordJson(cleaned)) : Buffer.from(json);
          checkRecordLength(bytes.length);
        } catch (error) {
          throw recordFailure(error, page.url, index);
        }
        const username = cleaned['username'];
        if (typeof username === 'string') listedUsers.set(username, { json: bytes, problem: heldProblem });
        else listedUnkeyed.push(heldProblem);
        stored.push(cleaned);
        continue;
      }
      if (list === 'components' && parent !== undefined && (typeof cleaned['project'] !== 'object' || cleaned['project'] === null)) {
        // Weblate leaves the project out of the components a project lists: the project is the
        // one whose list this is.
        const atlas = { project: parent };
        if (json !== undefined) json = withMember(json, '_atlas', atlas);
        cleaned['_atlas'] = atlas;
      }
      if (list === 'changes' && parent !== undefined && cleaned['component'] == null && cleaned['translation'] == null) {
        // A project's own change (Project created) names no project: Weblate's change records have
        // no such field. Read from a project's log, the project is the one whose log this is.
        const atlas = { project: parent };
        if (json !== undefined) json = withMember(json, '_atlas', atlas);
        cleaned['_atlas'] = atlas;
      }
      if (list === 'translations') {
        const component = translationComponent(cleaned, parent);
        if (component === null) {
          // Neither the field, nor the list it came from, nor its URL says whose translation it is.
          const lost: RecordProblem = {
            url: page.url, index, path: 'component', expected: 'object (the component; or a translation URL that names it)',
            received: `nothing (field missing), and the url ${describeValue(cleaned['url'])}`, message: '',
          };
          lost.message = `${page.url}${index === null ? '' : `: record ${index}`}: field "component": expected ${lost.expected}, got ${lost.received}`;
          if (!options.lenient) throw new Error(lost.message);
          problems.set(problemKey(list, record, ' component'), lost);
        }
        const atlas = { component };
        if (json !== undefined) json = withMember(json, '_atlas', atlas);
        cleaned['_atlas'] = atlas;
      }
      const added = (writer ?? (await writerReady)).add(list, cleaned, json);
      // Most adds are done at once; awaiting their settled promise anyway cost a microtask turn per
      // record: 6 % of a demo crawl's CPU (312 to 293 ms, 40 rounds in turns).
      if (added !== RESOLVED) {
        await added.catch((error: unknown) => {
          throw recordFailure(error, page.url, index);
        });
      }
      stored.push(cleaned);
    }
    progress.lists[list].records += items.length;
    return stored;
  };

  // The largest page the server serves, as its lists show it (paginate.ts).
  const served = { cap: null as number | null };
  const listHooks = (list: ListName) => ({
    onPlan: (plan: ListPlan) => {
      progress.lists[list].listsPending--;
      progress.lists[list].pagesKnown += plan.pages;
      apiCounts[list] = (apiCounts[list] ?? 0) + plan.count;
      if (plan.pages > 1) pageSize = Math.max(pageSize, plan.pageSize);
    },
    onExtraPage: () => {
      progress.lists[list].pagesKnown++;
    },
    onShrink: (pass: number, what: string) => {
      // Said with what showed it: records deleted meanwhile are the usual cause, but a page 1 whose
      // count is not the list's (an old one from a cache) looks the same until it is read again.
      options.onMessage?.(`${list}: a list shrank while it was read (${what}): records deleted meanwhile, or an old page 1 from a cache; reading it whole again (pass ${pass})`);
    },
    onLighterPages: (from: number, to: number, failure: Error) => {
      options.onMessage?.(`${list}: the server gave up on pages of ${from} records (${failure.message}): reading the list again at ${to} a page`);
    },
    onUnread: (pages: number) => {
      // Pages left unread because --max-requests ran out are still pages the crawl needs.
      if (options.maxRequests !== undefined && client.stats.requests >= options.maxRequests) return;
      progress.lists[list].pagesKnown -= pages;
    },
    window: options.concurrency + 2,
    served,
    signal,
    slice,
  });

  /** The list URL in a record's field, checked as every URL the crawl requests; a refusal names the record. */
  const follow = (record: JsonRecord, kind: string, field: string) =>
    client.resolve(link(record, kind, field), `field "${field}" of ${kind} ${String(record['url'] ?? '(without a url)')}`);

  /** Reads every page of a list and stores its records; `each` sees each one stored, once. */
  const readAll = async (list: ListName, url: string, each?: (record: JsonRecord) => void, parent?: string) => {
    progress.lists[list].listsPending++;
    progress.lists[list].startedAt ??= Date.now();
    const first = withParam(client.resolve(url), 'page_size', String(options.pageSize));
    // A list that shrank is read again whole (paginate.ts), and records moved across a page
    // boundary come twice: their child lists are read, and counted, once.
    const seen = each ? new Set<string>() : null;
    // What this pass of the list served (a list that shrank is read again from page 1): distinct
    // records against the lowest count its pages gave. Fewer with counts that never fell means
    // some records came twice and others never (an order that changes between requests, a cache
    // serving pages of different times): the crawl had stored 757 of 760 with exit 0.
    // Each record's key with the reading (of a page) that brought it first, so that the first to come
    // twice, within a page or on two pages, can be named; a page read again brings its records again.
    let served = new Map<string, number>();
    let unkeyed = 0;
    let lowest = Infinity;
    let readings: { number: number; url: string }[] = [];
    let twice: string | null = null;
    // Records of this pass that came again, on another page or twice on one (repeatedRecordsError).
    let repeated = 0;
    let shortPages: string[] = [];
    // Records of this pass in the progress count: a pass given up is taken out of it, so that a
    // list read again shows 760 translations, not 960.
    let passRecords = 0;
    const hooks = {
      ...listHooks(list),
      onShortPage: (page: Page, pageSize: number) => {
        shortPages.push(`page ${page.number} (${page.url}) held ${page.results.length} of ${pageSize} records, read twice`);
      },
    };
    /** Reads the list whole, from page 1, with `pageHooks`; returns the distinct records its last pass served. */
    const readWhole = async (pageHooks: typeof hooks) => {
      for await (const page of readList(client, first, pageHooks)) {
        if (page.number === 1) {
          served = new Map();
          unkeyed = 0;
          lowest = Infinity;
          readings = [];
          twice = null;
          repeated = 0;
          shortPages = [];
          progress.lists[list].records -= passRecords;
          passRecords = 0;
        }
        lowest = Math.min(lowest, page.count);
        const valid = await store(list, page, page.results.map((record, index) => ({ record, index })), parent);
        passRecords += page.results.length;
        // Done once stored: a list shown done with 0 records was still storing them.
        progress.lists[list].pagesDone++;
        const reading = readings.push({ number: page.number, url: page.url }) - 1;
        for (const record of valid) {
          const key = record['url'];
          if (typeof key !== 'string') {
            unkeyed++;
            continue;
          }
          const before = served.get(key);
          if (before === undefined) served.set(key, reading);
          else if (before === reading || readings[before]!.number !== page.number) {
            repeated++;
            twice ??= before === reading
              ? `${key} came twice on page ${page.number} (${page.url})`
              : `${key} came on page ${readings[before]!.number} (${readings[before]!.url}) and on page ${page.number} (${page.url})`;
          }
        }
        // Stopped here, not once every page of the plan was asked for: a page 1 counting 10 million
        // records over pages that each serve the same one took 10 million requests.
        const overAndOver = repeatedRecordsError(first, repeated, served.size, page.count);
        if (overAndOver !== null) throw overAndOver;
        if (each && seen) {
          for (const record of valid) {
            const key = record['url'];
            if (typeof key === 'string') {
              if (seen.has(key)) continue;
              seen.add(key);
            }
            each(record);
          }
        }
      }
      return served.size + unkeyed;
    };
    let stored = await readWhole(hooks);
    // Weblate counts a list and reads its page in two queries: a record deleted between them leaves
    // the last page short of the count with nothing twice (a project list's one page counted 3 and
    // held 2), and a second reading agrees with itself. Read once more so, as extra pages: its count
    // is not the list's twice.
    const again = lowest !== Infinity && stored < lowest && twice === null && shortPages.length === 0;
    if (again) {
      const onePage = readings.length === 1;
      options.onMessage?.(
        `${list}: ${onePage ? 'its one page' : 'its last page'} held fewer records than ${first} counted (${stored.toLocaleString('en')} of ` +
          `${lowest.toLocaleString('en')} distinct, none twice): records deleted between the server's count and its query, say; reading it again`,
      );
      stored = await readWhole({ ...hooks, onPlan: (plan: ListPlan) => (progress.lists[list].pagesKnown += plan.pages) });
    }
    if (lowest !== Infinity && stored < lowest) {
      // Pages that stayed short with nothing twice: the server counts records its pages leave out
      // (one it fails to serialize, say), which no order or cache explains and crawling again soon may not cure.
      const onePage = shortPages.length === 1;
      const why = twice === null && shortPages.length > 0
        ? ': the server counts records that its pages do not list, and no record came twice; crawl again later, and if ' +
          `${onePage ? 'that page stays' : 'those pages stay'} short, the server holds records it cannot serialize: ` +
          `check its logs for errors on ${onePage ? 'that page' : 'those pages'}`
        : twice === null && again
          ? `: ${readings.length === 1 ? 'its one page' : 'its last page'} held fewer records than the list counted, in two readings, and no record came twice ` +
            "(records deleted between the server's count and its query each time, records the server counts but cannot serialize, which its logs tell, " +
            'or values that are no records); crawl again later'
          : ': some came twice and others not at all (an order that changes ' +
            'between requests, or a cache serving pages of different times), or were no records; crawl again';
      throw new Error(
        `${list} incomplete: ${stored.toLocaleString('en')} distinct records stored of the ${lowest.toLocaleString('en')} ` +
          `${first} counted, with no page counting fewer` +
          (shortPages.length > 0 ? `; ${shortPages.slice(0, 3).join('; ')}${shortPages.length > 3 ? `; and ${shortPages.length - 3} more pages` : ''}` : '') +
          (twice === null ? '' : `; the first record to come twice: ${twice}`) +
          why,
      );
    }
  };

  /** Reads a change log: the instance's, or the project's whose API URL is `project`. */
  const readChangeLog = async (url: string, project?: string) => {
    progress.lists.changes.listsPending++;
    progress.lists.changes.startedAt ??= Date.now();
    let first = withParam(client.resolve(url), 'page_size', String(options.pageSize));
    if (sinceIso !== null) first = withParam(first, 'timestamp_after', sinceIso);
    const hooks = listHooks('changes');
    const summary = await crawlChangeLog(client, first, {
      ...hooks,
      onPlan: (plan) => {
        hooks.onPlan(plan);
        const hint = sinceMs === null && !longLogTold ? longLogHint(plan.count, plan.pages) : null;
        if (hint !== null) {
          longLogTold = true;
          options.onMessage?.(hint);
        }
      },
      ...(sinceMs !== null ? { since: sinceMs } : {}),
      onRecords: async (page, items) => {
        progress.lists.changes.pagesDone++;
        // Collected whatever the user list held, as only the users named here are stored: two URL
        // lookups per change, 3 % of a large crawl's CPU time once spared where the list was whole.
        for (const { record } of items) {
          for (const field of ['user', 'author'] as const) {
            const value = (record as JsonRecord | null)?.[field];
            if (typeof value !== 'string' || userUrls.has(value)) continue;
            const name = usernameFromUrl(value);
            userUrls.set(value, name);
            if (name === null) continue;
            if (userLinkElsewhere(record as JsonRecord, field, value)) {
              userUrls.set(value, null);
              continue;
            }
            const url = stripFormatApi(value);
            const known = usernamesInLog.get(name);
            if (known === undefined || url < known) usernamesInLog.set(name, url);
          }
        }
        if (acrossLogs !== null) {
          for (const { record } of items) {
            const id = (record as JsonRecord | null)?.['id'];
            if (typeof id === 'number' && Number.isSafeInteger(id) && id >= 0 && !acrossLogs.add(id)) sharedAcrossLogs++;
          }
        }
        await store('changes', page, items, project);
      },
    });
    changeLogs.push({ url: first, summary });
  };

  const translationsOf = (component: JsonRecord) =>
    readAll('translations', follow(component, 'component', 'translations_url'), undefined, link(component, 'component', 'url'));
  const componentsOf = (project: JsonRecord) =>
    readAll('components', follow(project, 'project', 'components_list_url'), (component) => tasks.add(translationsOf(component)), link(project, 'project', 'url'));
  const isNotFound = (failure: unknown) => (failure as { status?: unknown }).status === 404;
  // Lists the server refused and the crawl went on without (no instance-wide list, users hidden):
  // requests a crawl needs all the same, which no list's pages count.
  let listsRefused = 0;
  /** Reads an instance-wide list or, where the server has none (404), the per-parent lists. */
  const instanceWide = async (list: 'components' | 'translations', each: (record: JsonRecord) => void, fallback: () => Promise<void>) => {
    try {
      await readAll(list, apiUrl(base, `${list}/`), each);
    } catch (failure) {
      // A stopped crawl throws its reason, which may be another list's 404, from this list's page being
      // stored (store's pause): that list failed, this one answered and is not to be read another way.
      if (signal.aborted || !isNotFound(failure) || progress.lists[list].pagesDone > 0) throw failure;
      listsRefused += 1;
      // The first page was refused: that list was never planned.
      progress.lists[list].listsPending--;
      await fallback();
    }
  };

  /**
   * A collection is complete once the reading of its lists is: its files are then written while
   * the rest of the crawl goes on (the change log is usually last by far).
   */
  const completes = async (list: ListName, reading: Promise<void>) => {
    await reading;
    (await writerReady).finish(list);
  };

  try {
    signal.throwIfAborted();
    tasks.add(completes('languages', readAll('languages', apiUrl(base, 'languages/'))));
    if (options.projects.length === 0) {
      const projects: JsonRecord[] = [];
      const components: JsonRecord[] = [];
      const projectsRead = readAll('projects', apiUrl(base, 'projects/'), (project) => projects.push(project));
      tasks.add(completes('projects', projectsRead));
      const collect = (component: JsonRecord) => components.push(component);
      const componentsRead = instanceWide('components', collect, async () => {
        await projectsRead;
        await Promise.all(projects.map((project) => readAll('components', follow(project, 'project', 'components_list_url'), collect, link(project, 'project', 'url'))));
      });
      tasks.add(completes('components', componentsRead));
      const translationsRead = instanceWide('translations', () => undefined, async () => {
        await componentsRead;
        await Promise.all(components.map((component) => translationsOf(component)));
      });
      tasks.add(completes('translations', translationsRead));
      tasks.add(readChangeLog(apiUrl(base, 'changes/')));
    } else {
      // Named projects fill every collection from several tasks: all are finalized at commit.
      tasks.add(readProjects(options.projects));
    }
    // Set once the user list came with more than one user: the users the log names are then taken
    // from it alone (Weblate's code lists every account to every caller). A list of one may be the
    // caller alone (Weblate's API documentation says a token without the right to manage users
    // sees only its own record), and is completed from the change log.
    let usersListed = false;
    tasks.add(
      readAll('users', apiUrl(base, 'users/')).then(
        () => {
          usersListed = (apiCounts.users ?? 0) > 1;
        },
        (failure: unknown) => {
          // Weblate's API documentation lists users to administrators only (its code lists them to
          // anyone), so others may get an empty list or a refusal. A proxy that hides the list
          // answers 404 (the other lists answered, so the API is there).
          const status = (failure as { status?: unknown }).status;
          if (status !== 401 && status !== 403 && status !== 404) throw failure;
          listsRefused += 1;
          usersSource = 'change-log';
          progress.lists.users.listsPending = 0;
        },
      ),
    );
    await tasks.done();

    // Of the listed users, those the stored change log names are stored; the others are counted.
    let usersLeftOut = listedUnkeyed.length;
    let usersFromList = 0;
    let botFlagsRead = false;
    for (const problem of listedUnkeyed) if (problem !== null) problems.delete(problem);
    for (const [username, held] of listedUsers) {
      if (!usernamesInLog.has(username)) {
        usersLeftOut++;
        if (held.problem !== null) problems.delete(held.problem);
        continue;
      }
      const record = JSON.parse(held.json.toString('utf8')) as JsonRecord;
      if (typeof record['is_bot'] === 'boolean') botFlagsRead = true;
      await (await writerReady).add('users', record, held.json);
      usersFromList++;
    }
    if (!usersListed) {
      // Users the list left out (all of them when it was empty or refused) are taken from the log.
      const missing = [...usernamesInLog.keys()].filter((username) => !listedUsers.has(username)).sort();
      if (usersFromList === 0) usersSource = 'change-log';
      else if (missing.length > 0) usersSource = 'api-and-change-log';
      for (const username of missing) {
        const user = { username, url: usernamesInLog.get(username)! };
        await (await writerReady).add('users', token ? withoutToken(user, token) : user);
      }
      progress.lists.users.records += missing.length;
    }
    listedUsers.clear();
    listedUnkeyed = [];

    // Complete, but empty: a server whose projects are all private, crawled without a token (a CI
    // secret gone missing) would publish an empty site without a word.
    if (options.projects.length === 0 && (apiCounts.projects ?? 0) === 0) {
      const withToken = options.token !== undefined && options.token !== '';
      (options.onWarning ?? options.onMessage)?.(
        `${origin} shows no projects to this crawl` +
          (withToken ? ': the token may belong to a user who sees none' : ': anonymous callers see public projects only; a private one needs a token (WEBLATE_TOKEN)'),
      );
    }
    const changeLog = combineChangeLogs(changeLogs.map(({ summary }) => summary));
    if (sharedAcrossLogs > 0) {
      (options.onWarning ?? options.onMessage)?.(
        `the change logs of the projects named share ${sharedAcrossLogs.toLocaleString('en')} records (on Weblate a change belongs to one project): each is stored and counted once`,
      );
      changeLog.stored -= sharedAcrossLogs;
      changeLog.countAtStart -= sharedAcrossLogs;
      changeLog.countAtEnd -= sharedAcrossLogs;
      changeLog.countLowest -= sharedAcrossLogs;
    }
    // Records from before the window that a server sent anyway count as read, not as stored.
    const expected = changeLog.countAtStart - changeLog.beforeSince;
    // A moment whose changes were not all served fails the crawl though the log stored as many as it
    // counted: page 1, counted before a record came and read after, held that record too.
    if (isLogIncomplete(changeLog, changeLogs)) {
      // --lenient keeps records that break their schema; it never makes a snapshot of part of the log.
      throw new Error(incompleteLogMessage(changeLog, changeLogs, sinceIso));
    }
    // Within the window: a server that ignored `timestamp_after` counted the older records too.
    apiCounts.changes = expected;
    const stats = client.stats;
    // Read as late as can be: what the snapshot replaces as `latest`, should its scope differ.
    const before = await latestManifest(options.out).catch(() => null);
    const scopeBefore = before === null ? null : withId(before.id, scopeOfManifest(before.manifest));
    const committed = await (await writerReady).commit({
      tool: { name: TOOL.name, version: TOOL.version },
      baseUrl: base,
      // In code-unit order, whatever order the flags came in: the same scope, the same manifest.
      scope: { projects: options.projects.length > 0 ? [...new Set(options.projects)].sort() : null, changesSince: sinceIso },
      startedAt: startedAt.toISOString(),
      finishedAt: now().toISOString(),
      requests: stats.requests,
      // Repeated requests of every kind: after failures and after 429s.
      retries: stats.retries + stats.refusalWaits + stats.resent,
      bytes: stats.bytes,
      // The size served by multi-page lists; when every list fit one page, the size asked for.
      pageSize: Math.max(changeLog.pageSize, pageSize) || options.pageSize,
      apiCounts,
      changeLog: {
        order: changeLog.order,
        countAtStart: changeLog.countAtStart,
        countAtEnd: changeLog.countAtEnd,
        growth: changeLog.countAtEnd - changeLog.countAtStart,
        beforeSince: changeLog.beforeSince,
      },
      users: { source: usersSource, leftOut: usersLeftOut },
      // In the order of the pages, not of their arrival: two crawls of the same server list them alike.
      // A problem quotes the server's value, which may be the token it was sent; and names the page
      // it came from, whose link the server wrote, '…?page=2&user=k.nowak%40example.org' as well.
      problems: [...problems.values()].sort(compareProblems).map((problem) => withoutAddressInPlace(token ? withoutToken(problem, token) : problem)),
    }, signal);
    return { ...committed, botFlagsRead, refusalWaits: stats.refusalWaits, resent: stats.resent, scopeBefore };
  } catch (failure) {
    controller.abort();
    await tasks.settled();
    // A writer that could not be made has nothing to remove.
    await (await writerReady.catch(() => undefined))?.abort();
    const cause = tasks.firstError ?? failure;
    if (cause instanceof BudgetExceededError || failure instanceof BudgetExceededError) {
      const budget = cause instanceof BudgetExceededError ? cause : (failure as BudgetExceededError);
      // Pages read plus pages still to read (requests abandoned in flight are in the second), plus
      // the refused lists; and more than the budget in any case, as the crawl is not done.
      const needed = Math.max(pagesDone(progress) + requestsStillNeeded(progress) + listsRefused, budget.requests + 1);
      throw new Error(`${budget.message}; the whole crawl needs at least ${needed.toLocaleString('en')} requests`);
    }
    if (cause instanceof WaitTooLongError) {
      throw new Error(waitTooLongMessage(origin, cause, options.token !== undefined && options.token !== '', now().getTime()));
    }
    if (cause instanceof MissingProjectsError) throw await missingProjectsSaid(cause);
    const disk = diskFailure(cause);
    if (disk !== null) throw new Error(`writing the snapshot into ${options.out}: ${disk}; earlier snapshots are as they were`, { cause });
    const answered = cause instanceof HttpError && cause.answeredBefore !== undefined ? cause.answeredBefore : client.stats.answered;
    // An http:// address whose connections were all closed unanswered may be a TLS-only port (tls-probe.ts).
    const tls = cause instanceof HttpError && cause.kind === 'network' && answered === 0 && options.proxy === undefined && new URL(base).protocol === 'http:'
      && await speaksTls(new URL(base), options.connectTimeoutMs, options.signal);
    throw withHint(cause, { base, projects: options.projects, withToken: options.token !== undefined && options.token !== '', answered, ...(tls ? { speaksTls: true } : {}), servedCap: served.cap, changesSince: sinceMs !== null, failing: cause instanceof HttpError && cause.failingStreak !== undefined ? cause.failingStreak : client.failingStreak, changeLogRead: progress.lists.changes.pagesDone > 0, ...(options.proxy ? { proxy: proxyLabel(options.proxy.url) } : {}) });
  } finally {
    clearInterval(requestsTimer);
    progress.requests = client.stats.requests;
    unfollow();
    await client.close();
  }

  /**
   * Named projects: every one's record first, then each one's components, translations and change
   * log. A slug the server answers 404 for fails the crawl once every record has answered, naming
   * all such slugs (MissingProjectsError), before anything more is read.
   */
  async function readProjects(slugs: readonly string[]): Promise<void> {
    const missing: MissingProject[] = [];
    // Every record answered before any failure is said: a 403 for one slug (a gateway's) failed at
    // once, and the slugs answered 404 beside it went unsaid until the next night.
    const settled = await Promise.allSettled(slugs.map((slug) => client.getJson(apiUrl(base, `projects/${encodeURIComponent(slug)}/`), signal)));
    const responses: (JsonResponse | null)[] = [];
    const others: unknown[] = [];
    for (const [i, result] of settled.entries()) {
      responses.push(result.status === 'fulfilled' ? result.value : null);
      if (result.status === 'fulfilled') continue;
      const failure: unknown = result.reason;
      if (failure instanceof HttpError && failure.status === 404) missing.push({ slug: slugs[i]!, error: failure });
      else others.push(failure);
    }
    if (others.length > 0) {
      const failure = others[0];
      // Said after the other failure, which the crawl fails on (its own hint, its exit status).
      if (failure instanceof HttpError && missing.length > 0) {
        const withToken = options.token !== undefined && options.token !== '';
        throw reworded(failure, `${failure.message}; besides, ${missingProjectsHint(missing.map(({ slug }) => slug), withToken)}`);
      }
      throw failure;
    }
    if (missing.length > 0) {
      // In the order they were named, not of the answers.
      throw new MissingProjectsError(missing.sort((a, b) => slugs.indexOf(a.slug) - slugs.indexOf(b.slug)));
    }
    for (const response of responses) if (response !== null) tasks.add(readProject(response));
  }

  /**
   * The failure naming every project the server does not show, with the slugs it lists that differ
   * from them in case only: read from its projects list (two pages at most, within --max-requests),
   * or none where that read fails in any way.
   */
  async function missingProjectsSaid(failure: MissingProjectsError): Promise<HttpError> {
    const withToken = options.token !== undefined && options.token !== '';
    let listed: string[] = [];
    try {
      listed = await listedProjectSlugs(client, base, options.pageSize, options.signal);
    } catch {
      // A crawl stopped meanwhile, a budget spent, a list refused: the failure is said without suggestions.
    }
    return missingProjectsFailure(failure.missing, withToken, caseVariants(failure.missing.map(({ slug }) => slug), listed));
  }

  /** One named project, from its record: its components, translations and change log. */
  async function readProject(response: JsonResponse): Promise<void> {
    progress.lists.projects.pagesDone++;
    progress.lists.projects.pagesKnown++;
    apiCounts.projects = (apiCounts.projects ?? 0) + 1;
    const bodyHasFormatApi = JSON.stringify(response.body).includes('format=api');
    const page: Page = { url: response.url, number: 1, count: 1, next: null, results: [response.body], bodyHasFormatApi, raw: null };
    // Checked like a record of a list: with --lenient one that breaks its schema is kept, and its
    // links followed where they are there.
    const [project] = await store('projects', page, [{ record: response.body, index: null }]);
    if (project === undefined) throw new Error(`${response.url}: expected the project's record (object), got ${describeValue(response.body)}`);
    tasks.add(componentsOf(project));
    await readChangeLog(follow(project, 'project', 'changes_list_url'), link(project, 'project', 'url'));
  }
}

/** A scope with the id of its snapshot; null without a scope. */
function withId(id: string, scope: ScopeOf | null): ScopeBefore | null {
  return scope === null ? null : { id, ...scope };
}

/**
 * The URL in a record's field that the crawl follows (its components, translations or change
 * log). Without it the crawl cannot be complete: that fails it, --lenient or not.
 */
function link(record: JsonRecord, kind: string, field: string): string {
  const value = record[field];
  if (typeof value === 'string' && value !== '') return value;
  // Its url named without a URL's credentials or an e-mail address: a --lenient crawl failed with
  // 'project https://bot:<password>@h.example/api/projects/k.nowak@example.org/: field …'.
  const which = typeof record['url'] === 'string' ? `${kind} ${withoutEmailAddresses(withoutUrlCredentials(record['url']))}` : `a ${kind} without a url`;
  throw new Error(`${which}: field "${field}": expected a URL to follow, got ${describeValue(value)}`);
}

/**
 * The URL of a translation's component: its own `component.url`; else (Weblate, 3.x to 5.x alike, leaves it
 * out of a component's translations list) the component whose list it came from; else the one its URL
 * names. Null when none of them does.
 */
function translationComponent(record: JsonRecord, parent: string | undefined): string | null {
  const own = (record['component'] as { url?: unknown } | null | undefined)?.url;
  if (typeof own === 'string') return own;
  if (parent !== undefined) return parent;
  return typeof record['url'] === 'string' ? componentUrlOfTranslation(record['url']) : null;
}

function combineChangeLogs(logs: ChangeLogSummary[]): ChangeLogSummary {
  // The server's order is the one its longest log shows (a project's log of one record shows
  // none), whichever log finished last; on a tie, newest first, which only a real order shows.
  const longest = [...logs].sort((a, b) => b.countAtStart - a.countAtStart || a.order.localeCompare(b.order))[0];
  const combined = logs.reduce<ChangeLogSummary>(
    (sum, log) => ({
      order: sum.order,
      countAtStart: sum.countAtStart + log.countAtStart,
      countAtEnd: sum.countAtEnd + log.countAtEnd,
      countLowest: sum.countLowest + log.countLowest,
      fewerThanKnown: sum.fewerThanKnown + log.fewerThanKnown,
      stored: sum.stored + log.stored,
      pageSize: Math.max(sum.pageSize, log.pageSize),
      tieRepairs: sum.tieRepairs + log.tieRepairs,
      seamRepairs: sum.seamRepairs + log.seamRepairs,
      tiesUnread: sum.tiesUnread + log.tiesUnread,
      beforeSince: sum.beforeSince + log.beforeSince,
      shortTies: [...sum.shortTies, ...log.shortTies],
      twiceOnPage: sum.twiceOnPage ?? log.twiceOnPage,
    }),
    { order: 'oldest-first', countAtStart: 0, countAtEnd: 0, countLowest: 0, fewerThanKnown: 0, stored: 0, pageSize: 0, tieRepairs: 0, seamRepairs: 0, tiesUnread: 0, beforeSince: 0, shortTies: [], twiceOnPage: null },
  );
  return { ...combined, order: longest?.order ?? 'oldest-first' };
}

/**
 * A problem with no e-mail address in the URL of the page it names (nor in its message and path): the
 * value it quotes is masked already (describeValue), but a page's URL is the server's link, which the
 * crawl requested as written.
 */
function withoutAddressInPlace(problem: RecordProblem): RecordProblem {
  const url = withoutEmailAddresses(problem.url);
  const message = withoutEmailAddresses(problem.message);
  const path = withoutEmailAddresses(problem.path);
  return url === problem.url && message === problem.message && path === problem.path ? problem : { ...problem, url, message, path };
}

/**
 * A record nested too deeply for the recursion of cleaning or writing it (a server's 100,000
 * levels ran the stack out, and the crawl said only "Maximum call stack size exceeded"), or too
 * long for a line of the snapshot, named by its page and position; any other error as it is.
 */
function recordFailure(error: unknown, url: string, index: number | null): unknown {
  const where = `${url}${index === null ? '' : `: record ${index}`}`;
  if (error instanceof RecordTooLongError) return new Error(`${where}: ${error.message}`, { cause: error });
  if (!(error instanceof RangeError) || !/call stack/i.test(error.message)) return error;
  return new Error(`${where}: nested too deeply to clean and store (${error.message})`, { cause: error });
}
