// The sample instance's change log: about two years of activity with ids increasing in time,
// weekly rhythm, translation sprints (bursts in one project and language), creation events, and
// per-language activity that follows the language's coverage. One sequential pass fills typed
// arrays (37 bytes a record), so two million records fit in some 74 MB; texts are derived
// from the id when a record is served.
import { HOSTILE_TEXTS, SOURCE_TEXTS, targetTextsFor } from './catalog/names.ts';
import { Random, hash32, searchCumulative, unitFloat } from './random.ts';
import { ADMIN_USER, ANONYMOUS_USER, type World } from './world.ts';

/** Action codes the sample emits; the document's table plus, outside strict mode, common real ones. */
export const ACTION = {
  resourceUpdate: 0,
  commentAdded: 3,
  suggestionAdded: 4,
  translationChanged: 2,
  newTranslation: 5,
  suggestionAccepted: 7,
  translationUploaded: 9,
  newSourceString: 13,
  committed: 17,
  pushed: 18,
  rebased: 21,
  contributorJoined: 45,
  projectCreated: 50,
  componentCreated: 51,
  repositoryNotification: 53,
  stringUpdatedInRepository: 59,
} as const;

/** The generated change log: parallel arrays indexed by id - 1. */
export interface ChangeLog {
  /** Records in the log when the server starts. */
  baseCount: number;
  /** Records generated in all, including those growth mode may add later. */
  capacity: number;
  action: Uint8Array;
  project: Int32Array;
  component: Int32Array;
  translation: Int32Array;
  unit: Float64Array;
  user: Int32Array;
  author: Int32Array;
  /** Microseconds since the Unix epoch; non-decreasing with the id. */
  time: Float64Array;
}

const DAY_MICROS = 86_400_000_000;

// Relative frequency of each kind of record in a day's activity.
const DOCUMENT_MIX: readonly (readonly [number, number])[] = [
  [ACTION.newTranslation, 33],
  [ACTION.translationChanged, 29],
  [ACTION.newSourceString, 6],
  [ACTION.stringUpdatedInRepository, 5],
  [ACTION.committed, 8],
  [ACTION.resourceUpdate, 4],
  [ACTION.pushed, 3],
  [ACTION.rebased, 1.5],
  [ACTION.repositoryNotification, 4.5],
];
const EXTENDED_MIX: readonly (readonly [number, number])[] = [
  ...DOCUMENT_MIX,
  [ACTION.suggestionAdded, 4],
  [ACTION.suggestionAccepted, 1.5],
  [ACTION.commentAdded, 1],
  [ACTION.contributorJoined, 0.4],
  [ACTION.translationUploaded, 0.3],
];

interface Sprint {
  firstDay: number;
  lastDay: number;
  translations: Int32Array;
}

/** Options of the change log generator. */
export interface ChangeLogOptions {
  /** End of the log: the instance's "now", in microseconds since the epoch. */
  anchorMicros: number;
  /** Records generated beyond the profile's count, for growth mode. */
  growthCapacity: number;
  /** Also emit real Weblate action codes that the read-API document does not list. */
  extendedActions: boolean;
}

/** Generates the change log of a world; deterministic for the world's seed and the options. */
export function buildChangeLog(world: World, options: ChangeLogOptions): ChangeLog {
  const { profile, seed } = world;
  const random = new Random(hash32(seed, 20, options.extendedActions ? 1 : 0));
  const baseCount = profile.changes;
  const capacity = baseCount + options.growthCapacity;
  const log: ChangeLog = {
    baseCount,
    capacity,
    action: new Uint8Array(capacity),
    project: new Int32Array(capacity),
    component: new Int32Array(capacity).fill(-1),
    translation: new Int32Array(capacity).fill(-1),
    unit: new Float64Array(capacity).fill(-1),
    user: new Int32Array(capacity).fill(-1),
    author: new Int32Array(capacity).fill(-1),
    time: new Float64Array(capacity),
  };
  const mix = options.extendedActions ? EXTENDED_MIX : DOCUMENT_MIX;
  const mixCumulative = cumulative(mix.map(([, weight]) => weight));
  const mixTotal = mixCumulative[mixCumulative.length - 1]!;

  // Translation weights: activity follows a language's coverage and a component's size.
  const trCount = world.trComponent.length;
  const trWeights = new Float64Array(trCount);
  for (let t = 0; t < trCount; t++) {
    const component = world.components[world.trComponent[t]!]!;
    if (t === component.trStart) continue;
    const language = world.languages[world.trLanguage[t]!]!;
    trWeights[t] = Math.pow(language.strength, 1.1) * Math.sqrt(component.strings) * component.factor;
  }
  const trCumulative = cumulative(trWeights);
  const trTotal = trCumulative[trCount - 1]!;

  // Day weights: slow growth over the two years, quieter weekends, noise, and sprints.
  const days = profile.days;
  const startMicros = options.anchorMicros - days * DAY_MICROS;
  const startWeekday = new Date(startMicros / 1000).getUTCDay();
  const dayWeights = new Float64Array(days);
  for (let d = 0; d < days; d++) {
    const weekday = (startWeekday + d) % 7;
    dayWeights[d] = (0.6 + (0.8 * d) / days) * (weekday === 0 || weekday === 6 ? 0.55 : 1) * (0.6 + 0.8 * random.next());
  }
  const meanWeight = dayWeights.reduce((a, b) => a + b, 0) / days;
  const sprintOfDay = new Int32Array(days).fill(-1);
  const sprints: Sprint[] = [];
  for (let s = 0; s < profile.sprints; s++) {
    const t = searchCumulative(trCumulative, random.next() * trTotal);
    const component = world.components[world.trComponent[t]!]!;
    const project = world.projects[component.project]!;
    const language = world.trLanguage[t]!;
    const opened = Math.max(component.createdDay + 1, 0);
    const firstDay = opened + random.int(Math.max(1, days - opened - 7));
    const members: number[] = [];
    for (const c of project.components) {
      const comp = world.components[c]!;
      // Only components that exist when the sprint starts.
      if (comp.createdDay >= firstDay) continue;
      for (let k = comp.trStart + 1; k < comp.trEnd; k++) if (world.trLanguage[k] === language) members.push(k);
    }
    const sprint = { firstDay, lastDay: firstDay + random.range(1, 5), translations: Int32Array.from(members) };
    sprints.push(sprint);
    for (let d = sprint.firstDay; d <= sprint.lastDay && d < days; d++) {
      dayWeights[d]! += meanWeight * (2 + 4 * random.next());
      sprintOfDay[d] = s;
    }
  }

  // Creation events happen on their day, before that day's other activity.
  const creations: number[][] = Array.from({ length: days }, () => []);
  for (const project of world.projects) {
    if (project.createdDay >= 0) creations[project.createdDay]!.push(-1 - project.index);
  }
  for (const component of world.components) {
    if (component.createdDay >= 0) creations[component.createdDay]!.push(component.index);
  }
  const creationCount = creations.reduce((sum, list) => sum + list.length, 0);
  const perDay = apportion(dayWeights, Math.max(0, baseCount - creationCount));
  creations.forEach((list, d) => {
    perDay[d]! += list.length;
  });

  const state = { world, log, random, trCumulative, trTotal, mix, mixCumulative, mixTotal };
  let id = 0;
  for (let d = 0; d < days && id < baseCount; d++) {
    const slots = Math.min(perDay[d]!, baseCount - id);
    const dayStart = startMicros + d * DAY_MICROS;
    const sprint = sprintOfDay[d]! >= 0 ? sprints[sprintOfDay[d]!]! : undefined;
    const firstOfDay = id;
    const queue = creations[d]!;
    while (id - firstOfDay < slots) {
      const slot = id - firstOfDay;
      log.time[id] = dayStart + Math.floor(((slot + random.next()) / slots) * DAY_MICROS);
      const creation = queue.shift();
      if (creation !== undefined) {
        writeCreation(state, id, creation);
        id++;
        continue;
      }
      id += writeActivity(state, id, d, slots - slot, sprint);
    }
  }
  // Growth: records that arrive after the anchor, about one every second and a half.
  for (; id < capacity; ) {
    log.time[id] = options.anchorMicros + (id - baseCount + 1) * 1_500_000;
    id += writeActivity(state, id, days, capacity - id, undefined);
  }
  return log;
}

interface GenerationState {
  world: World;
  log: ChangeLog;
  random: Random;
  trCumulative: Float64Array;
  trTotal: number;
  mix: readonly (readonly [number, number])[];
  mixCumulative: Float64Array;
  mixTotal: number;
}

function writeCreation(state: GenerationState, id: number, creation: number): void {
  const { world, log, random } = state;
  if (creation < 0) {
    const project = world.projects[-1 - creation]!;
    log.action[id] = ACTION.projectCreated;
    log.project[id] = project.index;
    log.user[id] = log.author[id] = random.chance(0.5) ? ADMIN_USER : project.maintainer;
  } else {
    const component = world.components[creation]!;
    log.action[id] = ACTION.componentCreated;
    log.project[id] = component.project;
    log.component[id] = component.index;
    log.user[id] = log.author[id] = world.projects[component.project]!.maintainer;
  }
}

/** Writes one activity record (or a batch sharing its timestamp) at `id`; returns how many. */
function writeActivity(state: GenerationState, id: number, day: number, room: number, sprint: Sprint | undefined): number {
  const { world, log, random } = state;
  const t = pickTranslation(state, day, sprint);
  const c = world.trComponent[t]!;
  const component = world.components[c]!;
  const action = state.mix[searchCumulative(state.mixCumulative, random.next() * state.mixTotal)]![0];
  const lateInLog = day > world.profile.days * 0.6;
  const set = (at: number, a: number, translation: number, unit: boolean, user: number, author: number) => {
    log.action[at] = a;
    log.project[at] = component.project;
    log.component[at] = c;
    log.translation[at] = translation;
    log.unit[at] = unit ? unitOf(world, translation, at) : -1;
    log.user[at] = user;
    log.author[at] = author;
    if (at !== id) log.time[at] = log.time[id]!;
  };
  switch (action) {
    case ACTION.newTranslation:
    case ACTION.translationChanged: {
      const user = random.chance(0.004) ? ANONYMOUS_USER : translator(state, t, lateInLog);
      const author = random.chance(0.06) ? translator(state, t, lateInLog) : user;
      set(id, action, t, true, user, author);
      return 1;
    }
    case ACTION.suggestionAdded: {
      const user = random.chance(0.15) ? ANONYMOUS_USER : translator(state, t, lateInLog);
      set(id, action, t, true, user, user);
      return 1;
    }
    case ACTION.suggestionAccepted:
      set(id, action, t, true, translator(state, t, lateInLog), translator(state, t, lateInLog));
      return 1;
    case ACTION.commentAdded: {
      const user = translator(state, t, lateInLog);
      set(id, action, t, true, user, user);
      return 1;
    }
    case ACTION.translationUploaded: {
      const user = translator(state, t, lateInLog);
      set(id, action, t, false, user, user);
      return 1;
    }
    case ACTION.contributorJoined:
      set(id, action, t, false, translator(state, t, lateInLog), -1);
      return 1;
    case ACTION.newSourceString: {
      // New strings arrive in batches from one repository update, all at one time.
      const batch = Math.min(room, random.range(1, 6));
      for (let k = 0; k < batch; k++) set(id + k, action, component.trStart, true, -1, -1);
      return batch;
    }
    case ACTION.stringUpdatedInRepository:
      set(id, action, component.trStart, true, -1, -1);
      return 1;
    case ACTION.committed: {
      // One commit covers the pending changes of several translations of a component.
      const batch = Math.min(room, random.range(1, 3), component.trEnd - component.trStart - 1);
      set(id, action, t, false, -1, -1);
      for (let k = 1; k < batch; k++) {
        const other = component.trStart + 1 + ((t - component.trStart + k - 1) % (component.trEnd - component.trStart - 1));
        set(id + k, action, other, false, -1, -1);
      }
      return Math.max(1, batch);
    }
    case ACTION.resourceUpdate:
      set(id, action, t, false, -1, -1);
      return 1;
    case ACTION.pushed: {
      const user = random.chance(0.5) ? world.projects[component.project]!.maintainer : -1;
      set(id, action, -1, false, user, -1);
      return 1;
    }
    default:
      // Rebased repository and repository notifications are component-level and anonymous.
      set(id, action, -1, false, -1, -1);
      return 1;
  }
}

function pickTranslation(state: GenerationState, day: number, sprint: Sprint | undefined): number {
  const { world, random } = state;
  if (sprint && sprint.translations.length > 0 && random.chance(0.7)) {
    return sprint.translations[random.int(sprint.translations.length)]!;
  }
  // Nothing happens in a component before it was created: draw again, and after a few misses
  // walk on to the next translation that exists (the first project's core component always does).
  const exists = (t: number) => {
    const component = world.components[world.trComponent[t]!]!;
    return component.createdDay < day && t !== component.trStart;
  };
  let t = 0;
  for (let attempt = 0; attempt < 20; attempt++) {
    t = searchCumulative(state.trCumulative, random.next() * state.trTotal);
    if (exists(t)) return t;
  }
  while (!exists(t)) t = (t + 1) % world.trComponent.length;
  return t;
}

function translator(state: GenerationState, t: number, lateInLog: boolean): number {
  const { world, random } = state;
  const team = world.teams[world.trLanguage[t]!]!;
  // A few people do most of the work in each language.
  let user = team[Math.floor(team.length * Math.pow(random.next(), 3))]!;
  if (lateInLog && world.deletedUser[user]) user = team[Math.floor(team.length * Math.pow(random.next(), 3))]!;
  return user;
}

function unitOf(world: World, t: number, id: number): number {
  const strings = world.components[world.trComponent[t]!]!.strings;
  return world.trUnitBase[t]! + 1 + (hash32(world.seed, 30, id) % strings);
}

function cumulative(weights: ArrayLike<number>): Float64Array {
  const out = new Float64Array(weights.length);
  let acc = 0;
  for (let i = 0; i < weights.length; i++) {
    acc += weights[i]!;
    out[i] = acc;
  }
  return out;
}

/** Splits `total` into integer shares proportional to `weights` (largest remainder). */
export function apportion(weights: ArrayLike<number>, total: number): Int32Array {
  let sum = 0;
  for (let i = 0; i < weights.length; i++) sum += weights[i]!;
  const shares = new Int32Array(weights.length);
  const remainders: [number, number][] = [];
  let given = 0;
  for (let i = 0; i < weights.length; i++) {
    const exact = (total * weights[i]!) / sum;
    shares[i] = Math.floor(exact);
    given += shares[i]!;
    remainders.push([exact - shares[i]!, i]);
  }
  remainders.sort((a, b) => b[0] - a[0] || a[1] - b[1]);
  for (let k = 0; given < total; k++, given++) shares[remainders[k % remainders.length]![1]]!++;
  return shares;
}

/** The target text of record `index`: the new text for text actions, empty otherwise. */
export function changeTarget(world: World, log: ChangeLog, index: number): string {
  const action = log.action[index]!;
  const h = hash32(world.seed, 40, index);
  switch (action) {
    case ACTION.newTranslation:
    case ACTION.translationChanged:
    case ACTION.suggestionAdded:
    case ACTION.suggestionAccepted: {
      if (h % 250 === 7) return HOSTILE_TEXTS[(h >>> 8) % HOSTILE_TEXTS.length]!;
      const language = world.languages[world.trLanguage[log.translation[index]!]!]!;
      const texts = targetTextsFor(language.code, language.script);
      return texts[(h >>> 8) % texts.length]!;
    }
    case ACTION.commentAdded:
      return `Is “${SOURCE_TEXTS[(h >>> 8) % SOURCE_TEXTS.length]}” a button label or a title?`;
    case ACTION.newSourceString:
    case ACTION.stringUpdatedInRepository:
      return unitFloat(h) < 0.6 ? SOURCE_TEXTS[(h >>> 8) % SOURCE_TEXTS.length]! : '';
    default:
      return '';
  }
}
