// Last activity of languages and projects: the newest change there made by a user. System
// records (repository updates, source strings read from files) say nothing about whether a
// language's translators are still at work, so they are not activity; nor, for a language, are
// edits of a component's source strings in its source translation (changes.ts: workLanguage).
import type { ChangeFacts } from './changes.ts';
import { isoTime } from './calendar.ts';

/** The newest credited change per language and per project: add() each change. */
export class ActivityTally {
  readonly #languages = new Map<string, number>();
  readonly #projects = new Map<string, number>();
  readonly #nowMs: number;

  /** `nowMs`: the snapshot's time; a change stamped later (made while the crawl read the log) counts at it. */
  constructor(nowMs: number) {
    this.#nowMs = nowMs;
  }

  /** Notes one change (ignored without a user). */
  add(change: ChangeFacts): void {
    if (change.user === null) return;
    const ms = Math.min(change.ms, this.#nowMs);
    if (change.workLanguage !== null) later(this.#languages, change.workLanguage, ms);
    if (change.projectSlug !== null) later(this.#projects, change.projectSlug, ms);
  }

  /** The last activity in a language, ISO, or null when none. */
  language(code: string): string | null {
    const ms = this.#languages.get(code);
    return ms === undefined ? null : isoTime(ms);
  }

  /** The last activity in a project, ISO, or null when none. */
  project(slug: string): string | null {
    const ms = this.#projects.get(slug);
    return ms === undefined ? null : isoTime(ms);
  }
}

function later(map: Map<string, number>, key: string, ms: number): void {
  const known = map.get(key);
  if (known === undefined || ms > known) map.set(key, ms);
}
