// A sample Weblate instance: its content, its change log, and the log's growth while it runs.
import { buildChangeLog, type ChangeLog } from './changelog.ts';
import { ChangeIndex } from './change-index.ts';
import { PROFILES, type ProfileName } from './profiles.ts';
import { hashString } from './random.ts';
import { parseUtcTime } from '../utc-time.ts';
import type { LastChange } from './records.ts';
import { buildWorld, type World } from './world.ts';

/** What an instance is generated from. */
export interface InstanceOptions {
  profile: ProfileName;
  /** A number, or any text (hashed). */
  seed: number | string;
  /** The instance's "now": the change log ends here. ISO 8601. */
  anchor?: string;
  /** How many records growth mode may add. */
  growthCapacity?: number;
  /** Emit real Weblate action codes beyond the document's table (off in strict mode). */
  extendedActions?: boolean;
  /** Change-log length instead of the profile's (benchmarks scale the log alone). */
  changes?: number;
  /** Put some components in categories (world.ts). */
  categories?: boolean;
  /** Leave the last project without a license, as real Weblate allows (off in strict mode: the document shows none such). */
  unlicensedProject?: boolean;
  /** Have one Android component, whose language_code is spelled as Android does (off in strict mode: the document says it equals language.code). */
  androidComponent?: boolean;
}

/** A generated instance and the mutable part of its state (how much of the log exists). */
export interface SampleInstance {
  world: World;
  log: ChangeLog;
  index: ChangeIndex;
  anchorMicros: number;
  /** Records in the log now; grows in growth mode. */
  visibleChanges: number;
  /** Appends up to `count` records to the log; returns how many were added. */
  grow(count: number): number;
  /** The translation's latest change time and author, among the visible records. */
  lastChange(t: number): { micros: number; author: number } | null;
}

/** The default anchor: a fixed time, so that a seed alone fixes every byte served. */
export const DEFAULT_ANCHOR = '2026-11-20T00:00:00Z';

/** Turns a seed given as text or number into the generator's 32-bit seed. */
export function normalizeSeed(seed: number | string): number {
  if (typeof seed === 'number') return seed >>> 0;
  return /^\d+$/.test(seed) ? Number(seed) >>> 0 : hashString(seed);
}

/** Generates an instance; deterministic for its options. */
export function createInstance(options: InstanceOptions): SampleInstance {
  const anchorMs = parseUtcTime(options.anchor ?? DEFAULT_ANCHOR, 'sample: anchor');
  const profile = options.changes === undefined ? PROFILES[options.profile] : { ...PROFILES[options.profile], changes: options.changes };
  const world = buildWorld(profile, normalizeSeed(options.seed), {
    categories: options.categories ?? false,
    unlicensedProject: options.unlicensedProject ?? true,
    androidComponent: options.androidComponent ?? true,
  });
  const anchorMicros = anchorMs * 1000;
  const log = buildChangeLog(world, {
    anchorMicros,
    growthCapacity: options.growthCapacity ?? 0,
    extendedActions: options.extendedActions ?? true,
  });
  const index = new ChangeIndex(log);
  index.prepare();
  const instance: SampleInstance = {
    world,
    log,
    index,
    anchorMicros,
    visibleChanges: log.baseCount,
    grow(count) {
      const added = Math.max(0, Math.min(count, log.capacity - instance.visibleChanges));
      instance.visibleChanges += added;
      return added;
    },
    lastChange(t) {
      const view = index.view({ kind: 'translation', index: t }, instance.visibleChanges, {});
      if (view.count === 0) return null;
      const latest = view.at(view.count - 1);
      // The last author is the newest record that has one (system records have none).
      for (let p = view.count - 1; p >= Math.max(0, view.count - 200); p--) {
        const record = view.at(p);
        if (log.author[record]! >= 0) return { micros: log.time[latest]!, author: log.author[record]! };
      }
      return { micros: log.time[latest]!, author: -1 };
    },
  };
  return instance;
}

/** Formats lastChange() for a translation record. */
export function lastChangeFields(
  instance: SampleInstance, t: number, format: (micros: number) => string,
): LastChange {
  const last = instance.lastChange(t);
  if (!last) return { timestamp: null, author: null };
  return { timestamp: format(last.micros), author: last.author >= 0 ? instance.world.fullNames[last.author]! : null };
}
