// The lines a finished crawl prints.
import type { Manifest } from '../snapshot/manifest.ts';
import { scopeChangeLine, type ScopeBefore } from './scope-change.ts';

const n = (value: number) => value.toLocaleString('en');
const USERS_FROM: Record<Manifest['users']['source'], string> = {
  'api': '',
  'change-log': ' (from the change log)',
  'api-and-change-log': ' (the list\'s, and the rest from the change log)',
};
/** `1 project`, `2 projects`: a count and its noun, plural unless the count is one. */
const count = (value: number, noun: string, plural = `${noun}s`) => `${n(value)} ${value === 1 ? noun : plural}`;

/**
 * The requests repeated, as --retries counts them: "3 retries", and apart, where the manifest's
 * count holds some, the refusals waited out and the requests sent again on a new connection after
 * a kept-alive one was closed unanswered (both spend none): "3 retries, 56 refusals waited out, 2
 * resent on a new connection".
 */
export function repeatedText(repeated: number, refusalWaits: number, resent = 0): string {
  const waits = Math.min(Math.max(0, refusalWaits), repeated);
  const again = Math.min(Math.max(0, resent), repeated - waits);
  const retries = count(repeated - waits - again, 'retry', 'retries');
  return [
    retries,
    ...(waits === 0 ? [] : [count(waits, 'refusal waited out', 'refusals waited out')]),
    ...(again === 0 ? [] : [`${n(again)} resent on a new connection`]),
  ].join(', ');
}

/** What a summary says beside the manifest (see crawlSummary). */
export interface SummaryExtras {
  /** The snapshot `latest` kept pointing to, where one started later finished first. */
  laterLatest?: string | null;
  /** The snapshots dated after the crawl ended. */
  ahead?: readonly string[];
  /** Whether any stored user record says whether its account is a bot (is_bot); true if unknown. */
  botFlagsRead?: boolean;
  /** Of the manifest's retries, the refusals waited out (429s, 503s held with others), which spend no --retries; 0 if unknown. */
  refusalWaits?: number;
  /** Of the manifest's retries, the requests resent on a new connection after a kept-alive one was closed unanswered, which spend no --retries; 0 if unknown. */
  resent?: number;
  /** The scope of the snapshot `latest` pointed to before this one; null if none or unknown. */
  scopeBefore?: ScopeBefore | null;
}

/** A short, human summary of a snapshot's manifest and what the crawl knew beside it. */
export function crawlSummary(dir: string, manifest: Manifest, { laterLatest = null, ahead = [], botFlagsRead = true, refusalWaits = 0, resent = 0, scopeBefore = null }: SummaryExtras = {}): string[] {
  const c = manifest.collections;
  const seconds = (Date.parse(manifest.finishedAt) - Date.parse(manifest.startedAt)) / 1000;
  // A log of fewer than two records shows no order: none is said (the manifest says oldest-first).
  const logDetail = `${manifest.changeLog.countAtStart < 2 ? '' : ` ${manifest.changeLog.order}`}` +
    `${manifest.scope.changesSince === null ? '' : ` from ${manifest.scope.changesSince} on`}`;
  const lines = [
    `snapshot written: ${dir}`,
    `  ${count(c.languages.count, 'language')}, ${count(c.projects.count, 'project')}, ${count(c.components.count, 'component')}, ` +
      `${count(c.translations.count, 'translation')}, ${count(c.users.count, 'user')}` +
      `${USERS_FROM[manifest.users.source]}, ${count(c.changes.count, 'change')}`,
    `  ${count(manifest.requests, 'request')} (${repeatedText(manifest.retries, refusalWaits, resent)}), ${(manifest.bytes / 1e6).toFixed(1)} MB in ` +
      `${seconds.toFixed(1)} s; page size ${manifest.pageSize}; change log${logDetail === '' ? '' : `${logDetail},`} ` +
      `grew by ${n(manifest.changeLog.growth)} during the crawl`,
  ];
  if (laterLatest !== null) {
    lines.push(`  latest still points to ${laterLatest}: that crawl started later, and finished first`);
  } else {
    // Only where `latest` moved to this snapshot: otherwise the next build publishes what it did.
    const scopeChange = scopeChangeLine(scopeBefore, manifest);
    if (scopeChange !== null) lines.push(scopeChange);
  }
  if (ahead.length > 0) {
    const many = ahead.length > 1;
    lines.push(
      `  latest does not point to ${ahead.join(', ')}: ${many ? 'they are' : 'it is'} dated after this crawl ended, so a clock was ahead when ` +
        `${many ? 'they were' : 'it was'} made; remove ${many ? 'them' : 'it'} if wrong, or ${many ? 'they' : 'it'} will be taken for the newest once that time has come`,
    );
  }
  if (manifest.changeLog.beforeSince > 0) {
    lines.push(
      `  the server ignored timestamp_after: ${count(manifest.changeLog.beforeSince, 'older change')} read and left out ` +
        '(it reads the whole log every time)',
    );
  }
  if (manifest.users.leftOut > 0) {
    // Said, as the users stored fall short of the API's count: the rest were not lost, but left out.
    const leftOut = manifest.users.leftOut;
    lines.push(
      `  users: ${n(c.users.count)} stored, ${count(leftOut, 'listed account')} named by no stored change left out ` +
        `(the site credits people from the change log only)`,
    );
  }
  if (!botFlagsRead && c.users.count > 0) {
    // Said here too, as a nightly job's log is where its maintainer looks: the site says it on the
    // contributors and about pages.
    lines.push(
      '  no user record says who is a bot (Weblate says so only to a token that may manage users): ' +
        'the site counts bots as people unless excludeUsers names them',
    );
  }
  if (manifest.problems.length > 0) {
    const problems = manifest.problems.length;
    lines.push(`  ${count(problems, 'record')} broke ${problems === 1 ? 'its' : 'their'} schema (see problems in manifest.json)`);
  }
  return lines;
}
