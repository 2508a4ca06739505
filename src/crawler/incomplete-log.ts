// What a crawl says when its change log came back short: how many records it stored of how many
// were counted, which logs were short, and the reasons the reading saw.
import { shortTiesText, type ChangeLogSummary } from './change-log.ts';

/** A change log read, named by the URL of its first page. */
export interface LogRead {
  url: string;
  summary: ChangeLogSummary;
}

/** Whether a log read came back short: fewer records stored than it counted at the start (those before the window apart), or a moment's changes left out. */
function isShort(summary: ChangeLogSummary): boolean {
  return summary.stored < summary.countAtStart - summary.beforeSince || summary.shortTies.length > 0;
}

/**
 * Whether the change log is incomplete: the logs together stored fewer records than they counted,
 * or any one of them did. With --project there are several, and one log's extra record (one taken
 * for the start's by its time, a clock-skewed one added meanwhile) made up for another's missing
 * one in the sums.
 */
export function isLogIncomplete(changeLog: ChangeLogSummary, logs: readonly LogRead[]): boolean {
  return isShort(changeLog) || logs.some(({ summary }) => isShort(summary));
}

/**
 * The error of a crawl whose change log stored fewer records than were counted when it started, or
 * left changes of a moment out (shortTies) however many it stored:
 * `changeLog` is the logs' combined summary, `logs` each log read, `sinceIso` the --changes-since window's start.
 */
export function incompleteLogMessage(changeLog: ChangeLogSummary, logs: readonly LogRead[], sinceIso: string | null): string {
  // Records from before the window that a server sent anyway count as read, not as stored.
  const expected = changeLog.countAtStart - changeLog.beforeSince;
  // The log that came back short is named: with --project there are several.
  const short = logs.filter(({ summary }) => isShort(summary));
  const counter = logs.length === 1 ? logs[0]!.url : `the ${logs.length} logs`;
  const shortLogs = logs.length === 1 || short.length === 0 ? '' : `; short: ${short.slice(0, 3).map(({ url, summary }) =>
    `${url} (${summary.stored.toLocaleString('en')} of ${(summary.countAtStart - summary.beforeSince).toLocaleString('en')})`).join(', ')}` +
    (short.length > 3 ? ` and ${short.length - 3} more` : '');
  return (
    `change log incomplete: ${changeLog.stored.toLocaleString('en')} records stored of the ` +
    `${expected.toLocaleString('en')} ${counter} counted when the crawl started` +
    (sinceIso === null ? '' : ` (from ${sinceIso} on)`) +
    // As many as counted, with changes missing: page 1 held records added after the server counted it.
    (changeLog.stored >= expected ? ', records added after page 1 was counted in place of changes missed' : '') + shortLogs +
    // A page that held a change twice held one record fewer than it stood for.
    (changeLog.twiceOnPage === null ? '' : `; change ${changeLog.twiceOnPage.id} came twice on one page (${changeLog.twiceOnPage.url})`) +
    // Pages that counted fewer: records deleted meanwhile (a project or component removed
    // takes its changes with it), which no reading of the log brings back.
    (changeLog.countLowest < changeLog.countAtStart
      ? `; later pages counted as few as ${changeLog.countLowest.toLocaleString('en')}: records were deleted from the log while it was read, and a crawl started now reads it whole`
      : '') +
    // The same, where records added meanwhile kept every count at or above the start's: only a page
    // counting fewer than one answered before it was asked for shows it.
    (changeLog.countLowest >= changeLog.countAtStart && changeLog.fewerThanKnown > 0
      ? `; a page counted ${changeLog.fewerThanKnown.toLocaleString('en')} fewer records than one answered before it was asked for: ` +
        'records were deleted from the log while it was read (the records added meanwhile hid it in the counts), and a crawl started now reads it whole'
      : '') +
    // Weblate 5.x orders the log by timestamp alone: records sharing one swap places between
    // requests, and are read again with Weblate's timestamp filters, which this server lacks.
    (changeLog.tiesUnread > 0
      ? `; records sharing a timestamp at ${changeLog.tiesUnread.toLocaleString('en')} page boundaries swapped places between requests (a log ordered by timestamp alone, as Weblate 5.x orders it), ` +
        'and the server ignores timestamp_after and timestamp_before, with which they are read again; larger pages (--page-size) make fewer boundaries'
      : '') +
    // Read again with the filters, a moment of more changes than one page holds swapped again
    // between that list's pages: no page size reads it whole.
    (changeLog.shortTies.length > 0
      ? `; ${shortTiesText(changeLog.shortTies)} ${changeLog.shortTies.length === 1 ? 'are' : 'are each'} more than one page of the server's holds, ` +
        'and a log ordered by timestamp alone (as Weblate 5.x orders it) lists the changes of one moment in another order on every request, so reading them again missed some'
      : '')
  );
}
