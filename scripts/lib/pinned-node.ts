// The Node.js a build runs on, against the one package-lock.json pins (the `node` devDependency,
// which `npm ci` puts in node_modules/.bin for `npm run`). The languages' names in themselves
// (Intl.DisplayNames), the A-to-Z order of names (Intl.Collator) and the compact figures come from
// the ICU data of the Node that runs the build: the same snapshot and checkout build the same bytes
// with the pinned Node, and may not with another (the machine's own Node 22 or 24, which macOS and
// musl images run, as npm has no build of the pinned one there; `node scripts/build.ts` run by it).
// Such a build said nothing of it, and an archive rebuilding a night got other bytes with no word why.
import { readFileSync } from 'node:fs';

/** The version of the `node` package a package-lock.json (its text) pins, or null where it pins none. */
export function pinnedNodeVersion(lockText: string): string | null {
  try {
    const lock = JSON.parse(lockText) as { packages?: Record<string, { version?: unknown } | undefined> };
    const version = lock.packages?.['node_modules/node']?.version;
    return typeof version === 'string' ? version : null;
  } catch {
    return null;
  }
}

/** The version the project's package-lock.json (at `lockFile`) pins, or null where it cannot be read or pins none. */
export function projectPinnedNode(lockFile: string): string | null {
  try {
    return pinnedNodeVersion(readFileSync(lockFile, 'utf8'));
  } catch {
    return null;
  }
}

/**
 * Whether a Node's build `variables` (process.config.variables) say it runs on the full ICU it comes
 * with, as nodejs.org's builds (and the pinned one) do: not the system's (Homebrew's and the Linux
 * distributions' Node are built with --with-intl=system-icu, their ICU the system's icu4c or
 * libicu), nor the English-only small ICU, nor none.
 */
export function withOwnFullIcu(variables: Record<string, unknown> = process.config.variables as unknown as Record<string, unknown>): boolean {
  return variables['icu_gyp_path'] === 'tools/icu/icu-generic.gyp' && variables['icu_small'] !== true;
}

/**
 * The warning for a build on Node `running` (as process.versions.node gives it, with its ICU
 * version `icu`) where package-lock.json pins another, `pinned`, or pins it but the running one
 * does not run on its own full ICU (`ownIcu`, withOwnFullIcu); null where they are the same or
 * nothing is pinned. `project` is the project's folder, whose ':' keeps npm run from the pinned Node.
 */
export function pinnedNodeWarning(running: string, icu: string | undefined, pinned: string | null, ownIcu = true, project = ''): string | null {
  if (pinned === null || (running === pinned && ownIcu)) return null;
  // The pinned version built on the system's ICU (Homebrew's node@24 on a Mac) said nothing, and
  // its names and order are the system ICU's, whose version need not be the one Node comes with.
  const runs = running === pinned
    ? `this build runs on Node ${running}, the version package-lock.json pins, but ${icu === undefined ? 'without ICU' : `on ICU ${icu} of the system's (or a small one), not the full ICU Node comes with`}: `
    : `this build runs on Node ${running}${icu === undefined ? '' : ` (ICU ${icu})`}, not the ${pinned} package-lock.json pins: `;
  return (
    runs +
    'the languages\' names in themselves, the A-to-Z order of names and the compact figures come from its ICU data, ' +
    `so the site may differ from one built from the same snapshot with Node ${pinned}${running === pinned ? ' as nodejs.org builds it' : ''}; ` +
    // In a folder whose path holds a ':' npm ci changes nothing: npm run's PATH entry for
    // node_modules/.bin is split there, and the machine's Node runs whatever npm ci put in it (node-check.mjs).
    (project.includes(':')
      ? `the project's folder ${project} holds a ':' in its path, which splits the PATH entry npm run gives its node_modules/.bin (and the Node npm ci puts there) in two: ` +
        'move or clone the project to a folder whose path holds no \':\', or run the script with the project\'s Node (node_modules/.bin/node scripts/build.ts)'
      : 'npm ci (without --ignore-scripts) puts that Node in node_modules/.bin for npm run to use, where npm has it for the machine (not on macOS or musl)')
  );
}
