// The sample instance's read API: routes, lists, details and errors, as a function from a
// request to a response. Transport concerns (latency, faults, rate limits, tokens) are in
// server.ts; this file decides what a request's answer is.
import type { ChangeFilters, ChangeScope, ChangeView } from './change-index.ts';
import { lastChangeFields, type SampleInstance } from './instance.ts';
import { lastParam, pageLinks, pageSizeOf, pageWindow } from './pagination.ts';
import type { World } from './world.ts';
import {
  categoryRecord, changeRecord, componentRecord, formatTimestamp, languageRecord, projectRecord, translationRecord, userRecord,
  type ChangeVariant, type RecordContext,
} from './records.ts';

/**
 * Who is asking: no authentication configured, an anonymous caller, an administrator's token, or
 * the token of a signed-in user without the right to manage users (tokenUser).
 */
export type Viewer = 'public' | 'anonymous' | 'admin' | 'user';

/** Error body shapes: Django REST framework's `{detail}`, or Weblate 5.10's standardized errors. */
export type ErrorStyle = 'drf' | '5.10';

/** Behaviour switches of the API. */
export interface ApiOptions {
  variant: ChangeVariant;
  /** Only what the read-API document shows: no page_size, filters or extra endpoints. */
  strict: boolean;
  errorStyle: ErrorStyle;
  /** Time zone offset of timestamps, in minutes. */
  offsetMinutes: number;
  /** Change records added to the log on each change-list request (growth mode); 0 for none. */
  growthPerRequest: number;
  /** Serve components as to a caller without "Access repository" (vcs.view): repository fields null. */
  hideVcs?: boolean;
}

/** One request, as the server saw it. */
export interface ApiRequest {
  method: string;
  /** Absolute URL as the client asked for it (origin from the Host header). */
  url: URL;
  /** Path prefix of the instance, '' or like '/weblate'. */
  prefix: string;
  viewer: Viewer;
  /** Sequence number of this request on the server; varies the order of equal timestamps in 5.x. */
  requestNumber: number;
  /**
   * A change list is counted, then a record is added, then its page is read: Weblate counts and
   * reads in two queries, and on a busy server a change can land between them (the `shift` fault).
   */
  shift?: boolean;
}

/** A response: status, headers besides Content-Length, and the body text. */
export interface ApiResponse {
  status: number;
  headers: Record<string, string>;
  body: string;
}

const LIST_READ = 'GET, HEAD, OPTIONS';
const LIST_WRITE = 'GET, POST, HEAD, OPTIONS';
const DETAIL_WRITE = 'GET, PUT, PATCH, DELETE, HEAD, OPTIONS';
const TRANSLATION_DETAIL = 'GET, DELETE, HEAD, OPTIONS';

type Json = Record<string, unknown>;

interface Route {
  name: string;
  allow: string;
  get: () => ApiResponse;
}

/** Answers one API request. */
export function handleApi(instance: SampleInstance, options: ApiOptions, request: ApiRequest): ApiResponse {
  const { url } = request;
  const apiRoot = `${request.prefix}/api/`;
  if (!url.pathname.startsWith(apiRoot) && url.pathname !== apiRoot.slice(0, -1)) {
    return error(options, 404, 'Not found.', 'not_found');
  }
  if (!url.pathname.endsWith('/')) {
    // Django's APPEND_SLASH: a path without its trailing slash is redirected.
    return { status: 301, headers: { Location: `${url.pathname}/${url.search}` }, body: '' };
  }
  let segments: string[];
  try {
    segments = url.pathname.slice(apiRoot.length, -1).split('/').map(decodeURIComponent);
  } catch {
    return error(options, 404, 'Not found.', 'not_found');
  }
  if (segments.length === 1 && segments[0] === '') segments = [];
  const route = resolve(instance, options, request, segments);
  if (!route) return error(options, 404, 'Not found.', 'not_found');
  const method = request.method.toUpperCase();
  if (method === 'GET' || method === 'HEAD') {
    const response = route.get();
    response.headers['Allow'] ??= route.allow;
    return response;
  }
  if (method === 'OPTIONS') {
    return json(200, route.allow, {
      name: route.name,
      description: '',
      renders: ['application/json', 'text/html'],
      parses: ['application/json', 'application/x-www-form-urlencoded', 'multipart/form-data'],
    });
  }
  if (route.allow.split(', ').includes(method)) {
    // The method exists on this resource, but the sample is read-only, like a caller without rights.
    return error(options, 403, 'You do not have permission to perform this action.', 'permission_denied');
  }
  const refused = error(options, 405, `Method "${method}" not allowed.`, 'method_not_allowed');
  refused.headers['Allow'] = route.allow;
  return refused;
}

function resolve(instance: SampleInstance, options: ApiOptions, request: ApiRequest, segments: string[]): Route | null {
  const { world } = instance;
  const ctx: RecordContext = {
    base: `${request.url.origin}${request.prefix}`,
    apiSuffix: lastParam(request.url.searchParams, 'format') === 'api' ? '?format=api' : '',
    variant: options.variant,
    strict: options.strict,
    offsetMinutes: options.offsetMinutes,
    ...(options.hideVcs ? { hideVcs: true } : {}),
  };
  const list = (count: number, item: (position: number) => Json) => () => listResponse(options, request, count, item);
  const changes = (name: string, scope: ChangeScope): Route => ({
    name,
    allow: LIST_READ,
    get: () => changeList(instance, options, request, ctx, scope),
  });
  const [collection, a, b, c, d, e] = segments;
  const n = segments.length;

  if (n === 0) {
    if (options.strict) return null;
    const names = ['changes', 'components', 'languages', 'projects', 'translations', 'users'];
    if (world.categories !== null) names.unshift('categories');
    return {
      name: 'Api Root',
      allow: LIST_READ,
      get: () => json(200, LIST_READ, Object.fromEntries(names.map((k) => [k, `${ctx.base}/api/${k}/${ctx.apiSuffix}`]))),
    };
  }
  switch (collection) {
    case 'changes':
      if (n === 1) return changes('Change List', { kind: 'all' });
      if (n === 2 && /^\d+$/.test(a!)) {
        const id = Number(a);
        if (id < 1 || id > instance.visibleChanges) return null;
        return { name: 'Change Instance', allow: LIST_READ, get: () => json(200, LIST_READ, changeRecord(world, instance.log, ctx, id - 1)) };
      }
      return null;
    case 'languages': {
      const visible = visibleLanguages(instance, request.viewer);
      if (n === 1) return { name: 'Language List', allow: LIST_WRITE, get: list(visible.length, (p) => languageRecord(world, ctx, visible[p]!)) };
      const l = world.languageByCode.get(a!);
      if (n === 2 && l !== undefined && visible.includes(l)) {
        return { name: 'Language Instance', allow: DETAIL_WRITE, get: () => json(200, DETAIL_WRITE, languageRecord(world, ctx, l)) };
      }
      return null;
    }
    case 'projects': {
      if (n === 1) return { name: 'Project List', allow: LIST_WRITE, get: list(world.projects.length, (p) => projectRecord(world, ctx, p)) };
      const p = world.projectBySlug.get(a!);
      if (p === undefined) return null;
      if (n === 2) return { name: 'Project Instance', allow: DETAIL_WRITE, get: () => json(200, DETAIL_WRITE, projectRecord(world, ctx, p)) };
      if (n === 3 && b === 'components') {
        const members = world.projects[p]!.components;
        // Weblate leaves the project out of the components listed under it (ProjectViewSet's
        // components: remove_fields=("project",)), in every version; the document shows none.
        const listed = (k: number) => {
          const record = componentRecord(world, ctx, members[k]!);
          if (options.strict) return record;
          const { project: _project, ...rest } = record;
          return rest;
        };
        return { name: 'Components', allow: LIST_WRITE, get: list(members.length, listed) };
      }
      if (n === 3 && b === 'changes') return changes('Changes', { kind: 'project', index: p });
      return null;
    }
    case 'components': {
      if (n === 1 && !options.strict) {
        return { name: 'Component List', allow: LIST_READ, get: list(world.components.length, (k) => componentRecord(world, ctx, k)) };
      }
      const k = n >= 3 ? componentAt(world, a!, b!) : undefined;
      if (k === undefined) return null;
      const component = world.components[k]!;
      if (n === 3) return { name: 'Component Instance', allow: DETAIL_WRITE, get: () => json(200, DETAIL_WRITE, componentRecord(world, ctx, k)) };
      if (n === 4 && c === 'translations') {
        // Weblate 5.x leaves the component out of translations listed under it.
        const withComponent = options.variant !== '5x';
        const count = component.trEnd - component.trStart;
        return {
          name: 'Translations',
          allow: LIST_WRITE,
          get: list(count, (p) => translation(instance, ctx, component.trStart + p, withComponent)),
        };
      }
      if (n === 4 && c === 'changes') return changes('Changes', { kind: 'component', index: k });
      return null;
    }
    case 'translations': {
      if (n === 1 && !options.strict) {
        return {
          name: 'Translation List',
          allow: LIST_READ,
          get: list(world.trComponent.length, (t) => translation(instance, ctx, t, true)),
        };
      }
      const k = n >= 4 ? componentAt(world, a!, b!) : undefined;
      if (k === undefined) return null;
      const component = world.components[k]!;
      const l = world.languageByCode.get(c!);
      let t = -1;
      for (let i = component.trStart; i < component.trEnd; i++) if (world.trLanguage[i] === l) t = i;
      if (t < 0) return null;
      if (n === 4) {
        return { name: 'Translation Instance', allow: TRANSLATION_DETAIL, get: () => json(200, TRANSLATION_DETAIL, translation(instance, ctx, t, true)) };
      }
      if (n === 5 && d === 'changes') return changes('Changes', { kind: 'translation', index: t });
      void e;
      return null;
    }
    case 'categories': {
      const categories = world.categories;
      if (categories === null) return null;
      if (n === 1 && !options.strict) {
        return { name: 'Category List', allow: LIST_WRITE, get: list(categories.length, (i) => categoryRecord(world, ctx, i)) };
      }
      const id = n === 2 && /^\d+$/.test(a!) ? Number(a) : 0;
      if (id < 1 || id > categories.length) return null;
      return { name: 'Category Instance', allow: DETAIL_WRITE, get: () => json(200, DETAIL_WRITE, categoryRecord(world, ctx, id - 1)) };
    }
    case 'users': {
      // As Weblate's API documentation and the notes on real servers have it: an anonymous caller
      // gets an empty list, a signed-in user without the right to manage users a list of one, its
      // own record. (Weblate's code lists every account to every caller, with full_name and
      // username only to those; the sample serves that without --token, and the crawler handles
      // each.)
      const admin = request.viewer === 'admin';
      if (n === 1 && request.viewer === 'user') {
        return { name: 'User List', allow: LIST_WRITE, get: list(1, () => userRecord(world, ctx, tokenUser(world), false)) };
      }
      const count = request.viewer === 'anonymous' ? 0 : world.usernames.length;
      if (n === 1) return { name: 'User List', allow: LIST_WRITE, get: list(count, (u) => userRecord(world, ctx, u, admin)) };
      const u = world.userByName.get(a!);
      if (n === 2 && u !== undefined && request.viewer !== 'anonymous') {
        return { name: 'User Instance', allow: DETAIL_WRITE, get: () => json(200, DETAIL_WRITE, userRecord(world, ctx, u, admin)) };
      }
      return null;
    }
    default:
      return null;
  }
}

/**
 * The component a path's project and component segments name (each decoded once already). Weblate
 * decodes a component's segment a second time, so one in a category arrives as `guides%2Fuser%2Fwebsite`;
 * a segment decoded to slashes at once was encoded only once, and Weblate's router never sees it whole.
 */
function componentAt(world: World, project: string, component: string): number | undefined {
  if (component.includes('/')) return undefined;
  let path: string;
  try {
    path = decodeURIComponent(component);
  } catch {
    return undefined;
  }
  return world.componentByPath.get(`${project}/${path}`);
}

/** The user a user token signs in as: the instance's first that is not a placeholder or the admin. */
export function tokenUser(world: World): number {
  const u = world.usernames.findIndex((name) => name !== 'anonymous' && name !== 'admin' && !name.startsWith('deleted-'));
  return Math.max(0, u);
}

function translation(instance: SampleInstance, ctx: RecordContext, t: number, withComponent: boolean): Json {
  const last =
    ctx.strict ? { timestamp: null, author: null }
    : lastChangeFields(instance, t, (micros) => formatTimestamp(micros, ctx.offsetMinutes));
  return translationRecord(instance.world, ctx, t, withComponent, last);
}

const languagesWithTranslations = new WeakMap<SampleInstance, number[]>();

function visibleLanguages(instance: SampleInstance, viewer: Viewer): number[] {
  const { world } = instance;
  if (viewer !== 'anonymous') return world.languages.map((language) => language.index);
  // Anonymous callers on real Weblate only see languages that have translations.
  let cached = languagesWithTranslations.get(instance);
  if (!cached) {
    const used = new Set(world.trLanguage);
    cached = world.languages.filter((language) => used.has(language.index)).map((language) => language.index);
    languagesWithTranslations.set(instance, cached);
  }
  return cached;
}

function listResponse(
  options: ApiOptions, request: ApiRequest, count: number, item: (position: number) => Json,
): ApiResponse {
  const query = request.url.searchParams;
  const size = pageSizeOf(query, !options.strict);
  const window = pageWindow(count, size, lastParam(query, 'page'));
  if (!window) return error(options, 404, 'Invalid page.', 'not_found');
  const results: Json[] = [];
  for (let p = window.start; p < window.end; p++) results.push(item(p));
  const { next, previous } = pageLinks(request.url, window, options.strict);
  return json(200, '', { count, next, previous, results });
}

function changeList(
  instance: SampleInstance, options: ApiOptions, request: ApiRequest, ctx: RecordContext, scope: ChangeScope,
): ApiResponse {
  if (options.growthPerRequest > 0 && request.method.toUpperCase() === 'GET') instance.grow(options.growthPerRequest);
  const filters = options.strict ? {} : parseFilters(instance, request.url.searchParams);
  if ('invalid' in filters) return invalidFilter(options, filters.invalid);
  const counted = instance.index.view(scope, instance.visibleChanges, filters);
  if (request.shift && request.method.toUpperCase() === 'GET') instance.grow(1);
  const view = request.shift ? instance.index.view(scope, instance.visibleChanges, filters) : counted;
  const { log } = instance;
  const ordered: (position: number) => number =
    options.variant === 'A' ? (p) => view.at(p)
    : options.variant === 'B' ? (p) => view.at(view.count - 1 - p)
    : (p) => tieRotated(view, log.time, view.count - 1 - p, request.requestNumber);
  return listResponse(options, request, counted.count, (p) => changeRecord(instance.world, log, ctx, ordered(p)));
}

/**
 * Weblate 5.x orders changes by timestamp only, with no tie-breaker, so records that share a
 * timestamp come back in a different order from one query to the next. Rotating each group of
 * equal timestamps by the request number reproduces that.
 */
function tieRotated(view: ChangeView, time: Float64Array, position: number, rotation: number): number {
  const at = time[view.at(position)]!;
  let first = position;
  while (first > 0 && time[view.at(first - 1)] === at) first--;
  let last = position;
  while (last + 1 < view.count && time[view.at(last + 1)] === at) last++;
  const size = last - first + 1;
  return view.at(first + ((position - first + rotation) % size));
}

const ISO_TIME = /^(\d{4}-\d{2}-\d{2})(?:[T ](\d{2}:\d{2})(?::(\d{2})(?:\.(\d{1,6}))?)?)?(Z|[+-]\d{2}:?\d{2})?$/;

/**
 * The action codes a Weblate server accepts in the `action` filter: 0 to 104 but 10–12, 16, 40 and 44,
 * which are unused (real-weblate-notes.md); as strings, as Django compares the choices.
 */
const WEBLATE_ACTION_CODES: ReadonlySet<string> = new Set(
  Array.from({ length: 105 }, (_, code) => code).filter((code) => ![10, 11, 12, 16, 40, 44].includes(code)).map(String),
);

/** Parses an ISO 8601 time as Django's filter does, to microseconds since the epoch; null for a text it does not take. */
export function parseIsoMicros(text: string): number | null {
  const match = ISO_TIME.exec(text);
  if (!match) return null;
  const [, date, hm = '00:00', seconds = '00', fraction = '', zone = 'Z'] = match;
  const offset = zone === 'Z' ? 'Z' : `${zone.slice(0, 3)}:${zone.slice(-2)}`;
  const ms = Date.parse(`${date}T${hm}:${seconds}${offset}`);
  if (Number.isNaN(ms)) return null;
  return ms * 1000 + Number(fraction.padEnd(6, '0'));
}

function parseFilters(
  instance: SampleInstance, query: URLSearchParams,
): ChangeFilters | { invalid: Record<string, string[]> } {
  const filters: ChangeFilters = {};
  for (const [key, field] of [['timestamp_after', 'afterMicros'], ['timestamp_before', 'beforeMicros']] as const) {
    const raw = lastParam(query, key);
    if (raw === null || raw === '') continue;
    const micros = parseIsoMicros(raw);
    // Both parameters are the two halves of one form field, Weblate's `timestamp`
    // (IsoDateTimeFromToRangeFilter, a MultiValueField): its errors are listed under that name.
    if (micros === null) return { invalid: { timestamp: ['Enter a valid date/time.'] } };
    filters[field] = micros;
  }
  const actions = query.getAll('action').filter((raw) => raw !== '');
  if (actions.length > 0) {
    // Weblate's filter is a MultipleChoiceFilter over its action choices: a code it does not have
    // (999, 10) or spells otherwise ('05') is a 400, as a word is, not an empty list.
    const bad = actions.find((raw) => !WEBLATE_ACTION_CODES.has(raw));
    if (bad !== undefined) {
      return { invalid: { action: [`Select a valid choice. ${bad} is not one of the available choices.`] } };
    }
    filters.actions = actions.map(Number);
  }
  const user = lastParam(query, 'user');
  if (user) filters.user = instance.world.userByName.get(user) ?? -2;
  return filters;
}

function json(status: number, allow: string, body: unknown): ApiResponse {
  const headers: Record<string, string> = { 'Content-Type': 'application/json', Vary: 'Accept' };
  if (allow) headers['Allow'] = allow;
  return { status, headers, body: JSON.stringify(body) };
}

/** A 400 for a bad filter: `{field: [message]}`, or 5.10's validation_error shape. */
function invalidFilter(options: ApiOptions, invalid: Record<string, string[]>): ApiResponse {
  if (options.errorStyle === 'drf') return json(400, LIST_READ, invalid);
  // django-filter keeps the form field's error code: a choice field's is invalid_choice.
  const errors = Object.entries(invalid).flatMap(([attr, messages]) =>
    messages.map((detail) => ({ code: attr === 'action' ? 'invalid_choice' : 'invalid', detail, attr })),
  );
  return json(400, LIST_READ, { type: 'validation_error', errors });
}

/** An error response in the configured style. */
export function error(options: Pick<ApiOptions, 'errorStyle'>, status: number, detail: string, code: string): ApiResponse {
  const body =
    options.errorStyle === '5.10'
      ? { type: status >= 500 ? 'server_error' : 'client_error', errors: [{ code, detail, attr: null }] }
      : { detail };
  return json(status, '', body);
}
