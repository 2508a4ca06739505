// What a 404 most often means at the start of a crawl, said with the error: a base URL that is not
// a Weblate server's (a project's homepage, a wrong path prefix), or a project slug the server does
// not have or does not show to this caller (anonymous callers see public projects only).
import { HttpError } from './http-errors.ts';
import { apiUrl } from '../weblate/urls.ts';

// Lists every Weblate server has; the instance-wide components and translations lists are left
// out, as their 404 only means an older server (the crawl then reads them list by list).
const ROOT_LISTS = ['languages/', 'projects/', 'users/', 'changes/'];

/** `error`, its message followed by a hint where a 404 points at a wrong base URL or project slug; any other error as it is. */
export function withNotFoundHint(error: unknown, base: string, projects: readonly string[], withToken: boolean): unknown {
  if (!(error instanceof HttpError) || error.status !== 404) return error;
  const path = error.url.split('?')[0];
  let hint: string | undefined;
  if (ROOT_LISTS.some((list) => path === apiUrl(base, list))) {
    hint = `no Weblate API answers at ${apiUrl(base, '')}: check the server's address (and its path prefix, as in https://example.org/weblate)`;
  } else {
    const slug = projects.find((name) => path === apiUrl(base, `projects/${encodeURIComponent(name)}/`));
    if (slug !== undefined) {
      hint = withToken
        ? `the server shows no project "${slug}" to this token: check the slug (the last part of the project's address)`
        : `the server shows no project "${slug}": check the slug (the last part of the project's address); a private project needs a token`;
    }
  }
  if (hint === undefined) return error;
  return new HttpError(`${error.message}; ${hint}`, {
    status: error.status, url: error.url, kind: error.kind, attempts: error.attempts, cause: error.cause,
  });
}
