// The report, computed once per build from a snapshot's records. Each collection is streamed once,
// small ones first so that the big ones can be reduced as they pass: languages, projects and
// components become lookups; translations become coverage sums and a URL → language/page index;
// changes go through every change-log aggregate at once and are never held.
import type { CollectionName, Manifest } from '../snapshot/manifest.ts';
import { ActivityTally } from './activity.ts';
import { Breather } from './breather.ts';
import { inactiveLanguages, untranslatedComponents } from './attention.ts';
import { Catalog, componentFlaw, type ComponentInfo } from './catalog.ts';
import { changeBatches, changesFromProjectLogs, changesSinceMs, PRIVATE_IDS_NAMED, type ChangeBatch } from './change-batch.ts';
import { ChangeResolver, ChangeRows, ACTION_LATEST, INSTANCE_LATEST, LANGUAGE_LATEST, LatestBuffer, LatestByKey, type ChangeFacts } from './changes.ts';
import { ContributorTally } from './contributors.ts';
import { CoverageMatrix } from './coverage-matrix.ts';
import type { JsonRecord } from './fields.ts';
import { HistoryTally } from './history.ts';
import { languageSummaries } from './languages.ts';
import { compareText, recordOf } from './order.ts';
import { projectSummaries } from './projects.ts';
import { componentReach } from './reach.ts';
import { snapshotInfo, totals } from './snapshot-info.ts';
import { tierCounts } from './tiers.ts';
import { translationFacts, translationFlaw, translationRow, type TranslationFacts } from './translations.ts';
import { hiddenLastAuthors, LastAuthorTally, withLastAuthorsNotShown, type HiddenLastAuthors } from './last-authors.ts';
import type { PrivateData, Report, SiteConfig, TranslationRow } from './types.ts';
import { LeftOutTally } from './left-out.ts';
import { PRIVATE_DETAIL_KINDS, recordHoldsUrlCredentials, withoutServerAtlas } from '../weblate/normalize.ts';
import { cleanProblem } from '../weblate/validation.ts';
import { excludedUsernames, hasOwnPage, holdsOneOf, nameKey, namesNotShown, namesOneOf, resolveUnnamed, UserDirectory, UsernameCache, unmatchedExcludeUsers } from './users.ts';

/** A snapshot as buildReport reads it: its manifest, id and records (streamed, each collection once). */
export interface ReportInput {
  manifest: Manifest;
  snapshotId: string;
  records: (collection: CollectionName) => AsyncIterable<JsonRecord>;
  /** The change log as batches, when it is read elsewhere (change-reader.ts); else from `records`. */
  changes?: AsyncIterable<ChangeBatch>;
}

async function* oneByOne(records: AsyncIterable<JsonRecord>): AsyncGenerator<JsonRecord[]> {
  for await (const record of records) yield [record];
}

/**
 * Reads languages, projects and components into lookups; counts in `leftOut` the records without
 * their key or repeating one, and in `privateData` the components with credentials in a URL.
 */
async function readCatalog(records: ReportInput['records'], leftOut: LeftOutTally, privateData: PrivateData): Promise<Catalog> {
  const catalog = new Catalog();
  // Each collection is read before the next adds its nested records to the same lookup: a key
  // known already is one its own collection repeats. A record's place in its collection (from 1)
  // names the first left out of each reason.
  let ordinal = 0;
  for await (const record of records('languages')) {
    ordinal += 1;
    const known = catalog.languages.size;
    if (catalog.addLanguage(record) === null) leftOut.add('language-without-code', ordinal, record);
    else if (catalog.languages.size === known) leftOut.add('language-repeated', ordinal, record);
  }
  ordinal = 0;
  for await (const record of records('projects')) {
    ordinal += 1;
    const known = catalog.projects.size;
    if (catalog.addProject(record) === null) leftOut.add('project-without-slug', ordinal, record);
    else if (catalog.projects.size === known) leftOut.add('project-repeated', ordinal, record);
  }
  ordinal = 0;
  for await (const record of records('components')) {
    ordinal += 1;
    if (recordHoldsUrlCredentials('components', record)) privateData.components += 1;
    const known = catalog.components.size;
    if (catalog.addComponent(record) === null) leftOut.add(componentFlaw(record), ordinal, record);
    else if (catalog.components.size === known) leftOut.add('component-repeated', ordinal, record);
  }
  return catalog;
}

/**
 * Streams translations into coverage sums and rows per component, and indexes them by API URL for
 * the change log. A translation is counted in its language only where it is in its component and
 * project too; one whose component cannot be told is counted in `leftOut`.
 */
async function readTranslations(
  records: ReportInput['records'], catalog: Catalog, leftOut: LeftOutTally, privateData: PrivateData,
): Promise<{ matrix: CoverageMatrix; rows: Map<string, TranslationRow[]> }> {
  const matrix = new CoverageMatrix();
  const rows = new Map<string, TranslationRow[]>();
  const place = (translation: TranslationFacts, row: TranslationRow, component: ComponentInfo | null): void => {
    catalog.addTranslation(translation.url, {
      languageCode: translation.languageCode,
      isSource: translation.isSource,
      projectSlug: component?.projectSlug ?? null,
      componentSlug: component?.slug ?? null,
      webUrl: translation.webUrl || null,
    });
    if (component === null) return;
    matrix.add(translation, component);
    const list = rows.get(component.url) ?? [];
    list.push(row);
    rows.set(component.url, list);
  };
  // Translations of a component missing from the components list (a lenient crawl, an edited
  // snapshot) wait until every translation is read: a later one of the same component may carry it
  // nested, and the order of the records must not decide where they count. They are few.
  const waiting = new Map<string, { translation: TranslationFacts; row: TranslationRow; ordinal: number }>();
  let ordinal = 0;
  for await (const record of records('translations')) {
    ordinal += 1;
    if (recordHoldsUrlCredentials('translations', record)) privateData.translations += 1;
    const translation = translationFacts(record);
    if (translation === null) {
      leftOut.add(translationFlaw(record), ordinal, record);
      continue;
    }
    // A repeated translation was summed twice into its language's coverage, and listed twice.
    if (catalog.translations.has(translation.url) || waiting.has(translation.url)) {
      leftOut.add('translation-repeated', ordinal, record);
      continue;
    }
    if (translation.language !== null) catalog.addLanguageInfo(translation.language);
    const { componentUrl } = translation;
    let component: ComponentInfo | null = componentUrl === null ? null : (catalog.components.get(componentUrl) ?? null);
    // A component missing from the components list is still described by the nested record, when sent.
    // Without an `_atlas` there: the crawl writes one on the top-level record alone, so one in a nested
    // record is a server's, and its `project` placed the component in a project the server named.
    if (component === null && translation.component !== null) component = catalog.addComponent(withoutServerAtlas(translation.component));
    if (component === null) waiting.set(translation.url, { translation, row: translationRow(record), ordinal });
    else place(translation, translationRow(record), component);
  }
  for (const { translation, row, ordinal: at } of waiting.values()) {
    const component = catalog.componentOf(translation.componentUrl, translation.url);
    // Counted in no language either, or its language's figures would exceed its projects'; its
    // changes still name its language. Named by its URL, the one key it has.
    if (component === null) leftOut.add('translation-without-component', at, { url: translation.url });
    place(translation, row, component);
  }
  return { matrix, rows };
}

/**
 * Computes the whole report from a snapshot's manifest and records; deterministic, no I/O of its
 * own. Its long loops pause as `breather` says, so that timers (the build's progress) still run.
 */
export async function buildReport(input: ReportInput, config: SiteConfig, breather = new Breather()): Promise<Report> {
  const { manifest, records } = input;
  const nowMs = Date.parse(manifest.startedAt);

  const leftOut = new LeftOutTally();
  // What a crawler from before it was left out stored: counted as the records pass, for a warning.
  const changeDetails = Object.fromEntries(PRIVATE_DETAIL_KINDS.map((kind) => [kind, 0])) as PrivateData['changeDetails'];
  // The manifest's problems an older crawler wrote with a token or an address in them: the site shows them cleaned.
  const problems = manifest.problems.filter((problem) => cleanProblem(problem) !== problem).length;
  const privateData: PrivateData = { changes: 0, changeDetails, changeFields: [], changeEmailFields: [], changeIds: [], components: 0, translations: 0, users: 0, problems };
  const credentialFields = new Map<string, number>();
  const emailFields = new Map<string, number>();
  const catalog = await readCatalog(records, leftOut, privateData);
  // The languages list's codes, before translations add the languages they carry nested.
  const listedLanguages = [...catalog.languages.keys()];
  const { matrix, rows: translationRows } = await readTranslations(records, catalog, leftOut, privateData);
  // The usernames the change log names, where the snapshot may hold accounts it does not: crawls
  // before formatVersion 4 stored every account the user list held; later ones only those named.
  const named = manifest.formatVersion < 4 ? new Set<string>() : null;
  const directory = new UserDirectory();
  let userOrdinal = 0;
  for await (const record of records('users')) {
    userOrdinal += 1;
    // Without a username (a number, or none) the record named no one, and a repeated one was
    // counted among the users stored: both left out, and said, as other collections' are.
    const flaw = directory.add(record);
    if (flaw !== null) leftOut.add(flaw, userOrdinal, record);
    // A record without a username (a lenient crawl's) no change names.
    if (named !== null && typeof record['username'] !== 'string') privateData.users += 1;
  }

  const history = new HistoryTally(nowMs);
  const contributorTally = new ContributorTally(nowMs);
  const activity = new ActivityTally(nowMs);
  const latest = new LatestBuffer<ChangeFacts>(INSTANCE_LATEST);
  const latestByLanguage = new LatestByKey<ChangeFacts>(LANGUAGE_LATEST);
  const latestByAction = new LatestByKey<ChangeFacts, number>(ACTION_LATEST);
  const resolver = new ChangeResolver(catalog);
  // Only where someone asked not to be named: what the log tells of each translation's last author.
  const lastAuthors = config.unnamedUsers.length > 0 ? new LastAuthorTally() : null;
  // Changes stamped after the crawl ended: no server writes those but one whose clock runs ahead,
  // or a snapshot edited by hand. Counted on the snapshot's day, and said.
  const finishedMs = Date.parse(manifest.finishedAt);
  const afterSnapshot = { changes: 0, latest: null as string | null, latestMs: -Infinity };
  for await (const batch of input.changes ?? changeBatches(oneByOne(records('changes')), new UsernameCache(), changesSinceMs(manifest), changesFromProjectLogs(manifest))) {
    // Batches the worker has queued come through microtasks alone, which let no timer run.
    if (breather.due()) await breather.pause();
    for (const count of batch.leftOut) leftOut.addCount(count);
    privateData.changes += batch.privateRecords;
    for (const [i, kind] of PRIVATE_DETAIL_KINDS.entries()) privateData.changeDetails[kind] += batch.privateDetails[i] ?? 0;
    for (const [field, changes] of batch.urlCredentialFields) credentialFields.set(field, (credentialFields.get(field) ?? 0) + changes);
    for (const [field, changes] of batch.emailAddressFields) emailFields.set(field, (emailFields.get(field) ?? 0) + changes);
    for (const id of batch.privateIds) if (privateData.changeIds.length < PRIVATE_IDS_NAMED) privateData.changeIds.push(id);
    for (const change of resolver.facts(batch)) {
      if (change.ms > finishedMs) {
        afterSnapshot.changes += 1;
        if (change.ms > afterSnapshot.latestMs) [afterSnapshot.latestMs, afterSnapshot.latest] = [change.ms, new Date(change.ms).toISOString()];
      }
      history.add(change.ms, change.action, change.workLanguage, change.projectSlug);
      contributorTally.add(change);
      activity.add(change);
      latest.add(change);
      if (change.workLanguage !== null) latestByLanguage.add(change.workLanguage, change);
      latestByAction.add(change.action, change);
      lastAuthors?.add(change);
      if (named !== null) {
        if (change.user !== null) named.add(change.user);
        if (change.author !== null) named.add(change.author);
      }
    }
  }
  if (named !== null) for (const username of directory.usernames()) if (!named.has(username)) privateData.users += 1;
  // In code-unit order: the same snapshot, the same warning.
  privateData.changeFields = [...credentialFields].map(([field, changes]) => ({ field, changes })).sort((a, b) => compareText(a.field, b.field));
  privateData.changeEmailFields = [...emailFields].map(([field, changes]) => ({ field, changes })).sort((a, b) => compareText(a.field, b.field));

  // People who asked not to be named (unnamedUsers) are taken out here, at build time, so that a
  // snapshot archived before they asked builds a site without them; the snapshot keeps them.
  const knownUsernames = [...directory.usernames(), ...contributorTally.usernames()];
  const resolved = resolveUnnamed(config.unnamedUsers, knownUsernames, directory.fullNames());
  const unnamed = resolved.people;
  const rows = new ChangeRows((username) => contributorTally.credits(username) && hasOwnPage(username), unnamed);
  const finished = await contributorTally.finish(directory, excludedUsernames(config.excludeUsers, knownUsernames), rows, unnamed, breather);
  const { contributors, byLanguage, languageContributors, leftOutByLanguage } = finished;
  // An excludeUsers entry is not said to name no one, nor given a username in another case, where
  // that is someone not named: the about page would name them.
  // Their full names too: excludeUsers ['Ana Lindqvist'] (no username) with unnamedUsers
  // ['ana.lindqvist'] was listed on the about page as 'Ana Lindqvist (no user of that name)'.
  const unnamedNames = [...unnamed].flatMap((username) => [username, ...(directory.hasFullName(username) ? [directory.displayName(username)] : [])]);
  const unnamedKeys = new Set(unnamedNames.map(nameKey));
  // An entry that names no user is said as written: not where it holds such a name in any shape,
  // which the about page published ('Helene Lindqvist (no user of that name)' for 'Hélène Lindqvist').
  const unmatchedExclude = unmatchedExcludeUsers(config.excludeUsers, knownUsernames);
  const unmatchedNames = new Set(unmatchedExclude.map(({ name }) => name));
  const notSaid = (name: string) => namesOneOf(name, unnamedKeys) || (unmatchedNames.has(name) && holdsOneOf(name, unnamedNames));
  const excludeUsersSaid = config.excludeUsers.filter((name) => !notSaid(name));
  const excludeUsersUnmatched = unmatchedExclude
    .filter(({ name }) => !notSaid(name))
    .map(({ name, suggestion }) => ({ name, suggestion: suggestion !== null && unnamed.has(suggestion) ? null : suggestion }));
  // Those not quoted still match no one: a misspelt bot ('kat-bot' for kat-b0t, with kat not named)
  // stayed on every leaderboard without a word. Warned of by their place in the list alone.
  const excludeUsersUnmatchedUnquoted = config.excludeUsers.flatMap((name, i) => (unmatchedNames.has(name) && notSaid(name) ? [i + 1] : []));
  const unnamedUsersUnmatched = resolved.unmatched.map((name) => ({ name, suggestion: null }));
  const unnamedWork = { ...finished.unnamed, people: unnamed.size };
  let unnamedUsersUnmatchedCells: HiddenLastAuthors | null = null;
  let lastAuthorsWithoutFullNames: Report['lastAuthorsWithoutFullNames'] = null;
  if (lastAuthors !== null) {
    // An entry that matches no one may still be a translation's last author by full name (a
    // snapshot without the users list, a log read from a later time on): names are not all known.
    const { names, withoutFullName } = namesNotShown(unnamed, directory);
    const complete = withoutFullName === 0;
    // Where some have no full name (an anonymous crawl's snapshot), every cell the log cannot settle
    // is left empty, named people's too: hundreds on the demo's, counted for a warning as the rows pass.
    const withoutFullNames = complete ? null : { people: withoutFullName, unnamed: unnamed.size, emptyCells: 0 };
    const fullName = (username: string) => (directory.hasFullName(username) ? directory.displayName(username) : null);
    const notShown = { unnamed, names, namesIncomplete: !complete || resolved.unmatched.length > 0, fullName, tally: lastAuthors };
    // Where every full name is known but for such entries, the cells they hide are theirs alone:
    // counted for their warning, as one stale entry hid named people's credit silently.
    const withoutUnmatched = complete && resolved.unmatched.length > 0 ? { ...notShown, namesIncomplete: false } : null;
    const cells = withoutUnmatched === null ? null : { empty: 0, notNamed: 0 };
    for (const [url, list] of translationRows) {
      // A component the catalog does not place has no log to tell by: its rows go by name.
      const component = catalog.components.get(url);
      const [projectSlug, componentSlug] = [component?.projectSlug ?? '', component?.slug ?? ''];
      const shown = withLastAuthorsNotShown(list, projectSlug, componentSlug, notShown);
      if (withoutFullNames !== null) withoutFullNames.emptyCells += hiddenLastAuthors(shown, list).empty;
      if (cells !== null && withoutUnmatched !== null) {
        const hidden = hiddenLastAuthors(shown, withLastAuthorsNotShown(list, projectSlug, componentSlug, withoutUnmatched));
        cells.empty += hidden.empty;
        cells.notNamed += hidden.notNamed;
      }
      translationRows.set(url, shown);
    }
    unnamedUsersUnmatchedCells = cells;
    lastAuthorsWithoutFullNames = withoutFullNames;
  }
  const projects = projectSummaries({ projects: catalog.projects, components: catalog.components, matrix, translationRows, activity });
  const translatedInto = matrix.languageCodes();
  const reach = componentReach(projects, [...translatedInto].sort(compareText));
  const languages = languageSummaries({
    languages: catalog.languages, matrix, activity, contributors: languageContributors, reach, tiers: config.tiers,
  });
  return {
    config,
    snapshot: snapshotInfo(manifest, input.snapshotId),
    now: manifest.startedAt,
    totals: totals(manifest, leftOut.counts, catalog.components.size),
    languagesNotTranslated: listedLanguages.filter((code) => !translatedInto.has(code)).length,
    coverage: matrix.instance.coverage(),
    tierCounts: tierCounts(languages, config.tiers),
    languages,
    componentGaps: recordOf([...reach].map(([code, { gaps }]) => [code, gaps] as const)),
    projects,
    contributors,
    contributorsByLanguage: byLanguage,
    translationsLeftOutByLanguage: leftOutByLanguage,
    history: history.finish(nowMs, manifest.scope.changesSince === null ? null : Date.parse(manifest.scope.changesSince)),
    latestChanges: rows.rows(latest.newestFirst()),
    latestByLanguage: recordOf(
      [...latestByLanguage.keys()].sort(compareText).map((code) => [code, rows.rows(latestByLanguage.newestFirst(code))] as const),
    ),
    latestByAction: recordOf(
      [...latestByAction.keys()].sort((a, b) => a - b).map((code) => [String(code), rows.rows(latestByAction.newestFirst(code))] as const),
    ),
    leftOut: leftOut.counts,
    leftOutRecords: leftOut.groups(),
    privateData,
    changesAfterSnapshot: { changes: afterSnapshot.changes, latest: afterSnapshot.latest },
    botFlagsRead: directory.botFlagsRead(),
    excludeUsersSaid,
    excludeUsersUnmatched,
    excludeUsersUnmatchedUnquoted,
    unnamed: unnamedWork,
    unnamedUsersUnmatched,
    unnamedUsersUnmatchedCells,
    unnamedUsersPlaceholders: resolved.placeholders,
    unnamedUsersByFullName: resolved.byFullName,
    unnamedUsersByAddress: resolved.byAddress,
    lastAuthorsWithoutFullNames,
    attention: {
      inactiveLanguages: inactiveLanguages(languages, nowMs, config.recentDays),
      untranslated: untranslatedComponents(catalog.components.values(), matrix),
    },
  };
}
