// Why a page that was here can be gone, as the 404 page says it: the site is built anew from each
// snapshot, and links to its pages live on in bookmarks, chats and other projects' documentation.
import { changeLogRead } from './scope.ts';
import type { Report } from './types.ts';

/**
 * The ways a page can be gone from one snapshot's site to the next, as the 404 page lists them.
 * Of a change log read from a day on (a nightly crawl's `--changes-since 800d`), a contributor
 * whose changes all lie before that day has no page, though their account is still there, and
 * a kind of change none of which is read has none either.
 */
export function goneReasons(report: Pick<Report, 'snapshot'>): string[] {
  return [
    'a contributor who renamed their account or was deleted (Weblate names a deleted account deleted- and a number, which has no page)',
    ...(report.snapshot.changesSince === null ? [] : [`a contributor, or a kind of change, with no change in ${changeLogRead(report)}`]),
    'a project or component renamed or removed, or a component moved to another category (its address holds the category, as on Weblate)',
    'a language no longer translated',
    'a page of the list of everyone credited past its last, the list being shorter',
  ];
}
