// @ts-check
// Loaded with `node --import` before every npm script's TypeScript entry point. Plain JavaScript,
// as it has to run on the Node.js it turns away: Node 20, and 22 before 22.18 (where type stripping
// became the default), fail on a script's `.ts` extension (ERR_UNKNOWN_FILE_EXTENSION) before any
// of it runs, and 22.18 runs part of it and fails inside undici, which needs 22.19; Node 23 ran build, demo and scrub to an exit code of 0 having
// done nothing (no import.meta.main). The project's own Node 24 (the `node` devDependency) is what
// `npm run` uses; the machine's Node runs the scripts only where `npm ci` skipped that package's
// install script (`--ignore-scripts`, or a Mac, for which npm has no build of its version).

import { fileURLToPath } from 'node:url';

/** The Node.js versions that run every script, as said to the user. */
export const NEEDED = '22.19 or later on 22, or 24.2 or later';

/**
 * Whether Node.js `version` (as `process.versions.node` gives it) runs every script: type stripping
 * on by default and undici 8 (22.19), and import.meta.main, which build, demo and scrub run by
 * (22.18 and 24.2; Node 23 has none, and there they exited 0 having done nothing).
 * @param {string} version
 * @returns {boolean}
 */
export function isRecentEnough(version) {
  const [major = 0, minor = 0] = version.split('.').map(Number);
  if (major === 22) return minor >= 19;
  if (major === 24) return minor >= 2;
  return major >= 25;
}

/**
 * What to say when Node.js `version`, at `execPath`, is too old, `project` being the project's
 * folder. npm run puts `<project>/node_modules/.bin` first on the PATH, whose entries ':' separates:
 * in a folder whose path holds one (`/ci/atlas:nightly`) that entry was split in two, the machine's
 * Node 20 ran, and the message sent the user to run `npm ci` again, which changed nothing.
 * @param {string} version
 * @param {string} execPath
 * @param {string} [project]
 * @returns {string}
 */
export function tooOldMessage(version, execPath, project = '') {
  const needs = `weblate-atlas needs Node.js ${NEEDED}; this is ${version} (${execPath}). `;
  if (project.includes(':')) {
    return (
      needs +
      `The project's folder ${project} holds a ':' in its path, which splits the PATH entry npm run gives its node_modules/.bin (and the Node 24 there) in two: ` +
      'move or clone the project to a folder whose path holds no \':\', or run the script with the project\'s Node (node_modules/.bin/node scripts/<script>.ts)'
    );
  }
  return (
    needs +
    'npm ci puts Node 24 in node_modules/.bin for npm run to use: run npm ci again, without --ignore-scripts, ' +
    'or, where npm has no Node 24 build for this machine (macOS), install Node 24 and use it'
  );
}

if (!isRecentEnough(process.versions.node)) {
  process.stderr.write(`${tooOldMessage(`v${process.versions.node}`, process.execPath, fileURLToPath(new URL('../..', import.meta.url)).replace(/\/$/, ''))}\n`);
  process.exit(1);
}
