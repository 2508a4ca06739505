// The sample instance's content: languages, projects, components, translations and users,
// all derived from a seed and a profile. Big collections are typed arrays and per-index
// functions, so the large profile (150,000 translations, 50,000 users) stays small in memory.
import { loadCatalogLanguages } from './catalog/languages.ts';
import {
  COMPONENT_NAMES, NAME_SCRIPTS, PROJECT_NAMES, PROJECT_WORDS_A, PROJECT_WORDS_B, USERNAME_DOMAINS,
} from './catalog/names.ts';
import type { PluralRule } from './catalog/plurals.ts';
import type { Profile } from './profiles.ts';
import { Random, hash32 } from './random.ts';

/** A language of the instance, with how strong its translator community is. */
export interface Language {
  index: number;
  code: string;
  name: string;
  plural: PluralRule & { id: number };
  aliases: string[];
  direction: 'ltr' | 'rtl';
  population: number;
  /** 0..1: how much of the instance the community translates; 1 for complete languages. */
  strength: number;
  complete: boolean;
  script: string;
}

/** A project of the instance. */
export interface Project {
  index: number;
  name: string;
  slug: string;
  web: string;
  /** Day (0-based in the log's span) the project was created on; -1 before the log starts. */
  createdDay: number;
  maintainer: number;
  translationReview: boolean;
  sourceReview: boolean;
  setLanguageTeam: boolean;
  instructions: string;
  enableHooks: boolean;
  languageAliases: string;
  components: number[];
}

/** A category of a project (Weblate 5.0 and later): it holds components and other categories. */
export interface Category {
  /** Its id is index + 1. */
  index: number;
  project: number;
  name: string;
  slug: string;
  /** The category it sits in, or -1 at the project's top level. */
  parent: number;
}

/** A component of a project. */
export interface Component {
  index: number;
  project: number;
  name: string;
  slug: string;
  /** The category it sits in, or -1 at the project's top level. */
  category: number;
  /** Its slug within the project: its categories' slugs in front (`guides/user/website`), as Weblate's URLs spell it. */
  path: string;
  isGlossary: boolean;
  fileFormat: string;
  vcs: string;
  repo: string;
  branch: string;
  pushBranch: string;
  push: string;
  filemask: string;
  template: string;
  newBase: string;
  license: string;
  /** Null where Weblate knows no URL for the license: none set, proprietary, or one of its own. */
  licenseUrl: string | null;
  agreement: string;
  priority: number;
  languageCodeStyle: string;
  checkFlags: string;
  restricted: boolean;
  newLang: string;
  repoweb: string;
  reportSourceBugs: string;
  strings: number;
  words: number;
  /** Translation quality factor for this component (documentation lags behind the UI). */
  factor: number;
  createdDay: number;
  /** Its translations are indexes [trStart, trEnd); the source translation is trStart. */
  trStart: number;
  trEnd: number;
  addons: number[];
}

/** Everything but the change log. */
export interface World {
  profile: Profile;
  seed: number;
  languages: Language[];
  languageByCode: Map<string, number>;
  projects: Project[];
  projectBySlug: Map<string, number>;
  components: Component[];
  /** The projects' categories; null when the instance has none (the read-API document shows none). */
  categories: Category[] | null;
  /** By `<project slug>/<component path>`. */
  componentByPath: Map<string, number>;
  /** Translation index → component index. */
  trComponent: Int32Array;
  /** Translation index → language index. */
  trLanguage: Uint16Array;
  /** Translation index → id of its first unit minus one. */
  trUnitBase: Float64Array;
  usernames: string[];
  fullNames: string[];
  userByName: Map<string, number>;
  /** Users whose account was deleted (username deleted-<n>). */
  deletedUser: Uint8Array;
  /** Translators per language: user indexes, most active first. */
  teams: Int32Array[];
}

export const ANONYMOUS_USER = 0;
export const ADMIN_USER = 1;

const LANGUAGE_ORDER = [
  'en', 'de', 'fr', 'pt_BR', 'ar', 'he', 'zh_Hans', 'ru', 'es', 'fa', 'ja', 'it', 'pl', 'uk', 'sl', 'ga', 'nl',
  'cs', 'tr', 'ko', 'zh_Hant', 'sv', 'hu', 'fi', 'ca', 'pt', 'id', 'da', 'nb_NO', 'el',
];

const SCRIPT_OF: Record<string, string> = {
  ru: 'cyrillic', uk: 'cyrillic', be: 'cyrillic', bg: 'cyrillic', sr: 'cyrillic', mk: 'cyrillic', kk: 'cyrillic',
  ky: 'cyrillic', tg: 'cyrillic', tt: 'cyrillic', ba: 'cyrillic', cv: 'cyrillic', sah: 'cyrillic', os: 'cyrillic',
  ce: 'cyrillic', mn: 'cyrillic', ar: 'arabic', fa: 'arabic', ur: 'arabic', ps: 'arabic', ckb: 'arabic',
  ug: 'arabic', sd: 'arabic', he: 'hebrew', yi: 'hebrew', zh: 'cjk', ja: 'cjk', ko: 'cjk', el: 'greek',
  hi: 'other', th: 'other', vi: 'other', ka: 'other', hy: 'other', bn: 'other', ta: 'other',
};

const LICENSES: readonly (readonly [string, string])[] = [
  ['GPL-3.0-or-later', 'https://spdx.org/licenses/GPL-3.0-or-later.html'],
  ['MIT', 'https://spdx.org/licenses/MIT.html'],
  ['Apache-2.0', 'https://spdx.org/licenses/Apache-2.0.html'],
  ['LGPL-2.1-or-later', 'https://spdx.org/licenses/LGPL-2.1-or-later.html'],
  ['MPL-2.0', 'https://spdx.org/licenses/MPL-2.0.html'],
  ['CC-BY-SA-4.0', 'https://spdx.org/licenses/CC-BY-SA-4.0.html'],
];

const NO_LICENSE: readonly [string, null] = ['', null];

/** What else shapes an instance's content besides its profile and seed. */
export interface WorldOptions {
  /** Put some components in categories, two of them under the same slug (Weblate 5.0 and later). */
  categories?: boolean;
  /** Leave the last project without a license ('' and no URL), as Weblate allows and the read-API document never shows. */
  unlicensedProject?: boolean;
  /**
   * Make the first project's second component an Android one (`aresource`, language_code_style
   * `android`, so its language_code differs from language.code), as real Weblate has them; the
   * read-API document says language_code is the same as language.code and shows only `po` and `tbx`.
   */
  androidComponent?: boolean;
}

/** Builds the instance's content for a profile and seed; deterministic. */
export function buildWorld(profile: Profile, seed: number, options: WorldOptions = {}): World {
  const languages = buildLanguages(profile, seed);
  const users = buildUsers(profile, seed);
  const projects = buildProjects(profile, seed, users.usernames.length);
  const components = buildComponents(profile, seed, projects, options.unlicensedProject ?? false, options.androidComponent ?? false);
  // Placed after the components are drawn, so that counts, translations and the change log stay
  // the same with categories as without: only names, slugs and URLs differ.
  const categories = options.categories ? placeInCategories(projects, components) : null;
  const translations = assignTranslations(profile, seed, languages, components);
  const teams = buildTeams(seed, languages, users.usernames.length, users.deletedUser);
  return {
    profile,
    seed,
    languages,
    languageByCode: new Map(languages.map((language) => [language.code, language.index])),
    projects,
    projectBySlug: new Map(projects.map((project) => [project.slug, project.index])),
    components,
    categories,
    componentByPath: new Map(
      components.map((component) => [`${projects[component.project]!.slug}/${component.path}`, component.index]),
    ),
    ...translations,
    ...users,
    teams,
  };
}

function buildLanguages(profile: Profile, seed: number): Language[] {
  const catalog = loadCatalogLanguages();
  const ordered = [
    ...LANGUAGE_ORDER.map((code) => catalog.find((language) => language.code === code)!),
    ...catalog.filter((language) => !LANGUAGE_ORDER.includes(language.code)),
  ].slice(0, profile.languages);
  const random = new Random(hash32(seed, 1));
  const others = ordered.length - 1;
  // A few complete languages, then a long tail.
  const completeCount = Math.min(5, Math.max(1, Math.round(others * 0.1)));
  return ordered.map((entry, index) => {
    const rank = index - 1;
    const complete = index > 0 && rank < completeCount;
    const tail = 0.95 * Math.exp(-(rank - completeCount) / Math.max(3, others * 0.3)) * (0.8 + 0.2 * random.next());
    const strength = index === 0 ? 1 : complete ? 1 : Math.max(0.02, Math.min(0.97, tail));
    return {
      index,
      code: entry.code,
      name: entry.name,
      plural: { id: 1000 + hash32(seed, 2, index) % 9000, ...entry.plural },
      aliases: entry.aliases,
      direction: entry.direction,
      population: entry.population,
      strength,
      complete,
      script: SCRIPT_OF[entry.code.split('_')[0]!] ?? 'latin',
    };
  });
}

function buildUsers(profile: Profile, seed: number) {
  const count = profile.users;
  const random = new Random(hash32(seed, 3));
  const usernames: string[] = ['anonymous', 'admin'];
  const fullNames: string[] = ['Anonymous', 'Weblate Admin'];
  const deletedUser = new Uint8Array(count);
  const taken = new Set(usernames);
  for (let index = 2; index < count; index++) {
    if (index % 37 === 5 || random.chance(0.025)) {
      // Weblate renames a deleted account to deleted-<id> and keeps its history.
      usernames.push(`deleted-${index + 1}`);
      fullNames.push('Deleted User');
      deletedUser[index] = 1;
      taken.add(usernames[index]!);
      continue;
    }
    const script = NAME_SCRIPTS[random.chance(0.6) ? 0 : random.int(NAME_SCRIPTS.length)]!;
    const given = random.pick(script.given);
    const family = random.pick(script.family);
    const style = random.int(6);
    let base =
      style === 0 ? `${given[1]}.${family[1]}`
      : style === 1 ? `${given[1]}_${family[1]}`
      : style === 2 ? `${given[1]}-${family[1]}`
      : style === 3 ? `${given[1]}${family[1]!.slice(0, 1)}`
      : style === 4 ? `${given[1]}@${random.pick(USERNAME_DOMAINS)}`
      : given[1];
    if (random.chance(0.2)) base += String(random.range(1, 99));
    let username = base;
    for (let n = 2; taken.has(username); n++) username = `${base}${n}`;
    taken.add(username);
    usernames.push(username);
    const written = script.familyFirst ? [family[0], given[0]] : [given[0], family[0]];
    // Some people leave the display name as their login.
    fullNames.push(random.chance(0.06) ? username : written.join(script.joiner));
  }
  // One spam account with markup in its name: real servers have them, reports must escape them.
  if (count > 40) fullNames[7] = '<img src=x onerror=alert(1)>';
  return { usernames, fullNames, deletedUser, userByName: new Map(usernames.map((name, index) => [name, index])) };
}

function slugify(name: string): string {
  return name.toLowerCase().replace(/[^a-z0-9]+/g, '-').replace(/^-|-$/g, '');
}

function buildProjects(profile: Profile, seed: number, userCount: number): Project[] {
  const random = new Random(hash32(seed, 4));
  const projects: Project[] = [];
  const slugs = new Set<string>();
  for (let index = 0; index < profile.projects; index++) {
    let name = PROJECT_NAMES[index] ?? `${random.pick(PROJECT_WORDS_A)} ${random.pick(PROJECT_WORDS_B)}`;
    let slug = slugify(name);
    for (let n = 2; slugs.has(slug); n++) {
      name = `${name.replace(/ \d+$/, '')} ${n}`;
      slug = slugify(name);
    }
    slugs.add(slug);
    // The first projects predate the log; later ones were created during it.
    const createdDay = index < Math.ceil(profile.projects * 0.6) ? -1 : random.int(Math.floor(profile.days * 0.9));
    projects.push({
      index,
      name,
      slug,
      web: `https://${slug}.example.org/`,
      createdDay,
      maintainer: userCount > 3 ? 2 + random.int(Math.min(userCount - 2, 60)) : ADMIN_USER,
      translationReview: random.chance(0.3),
      sourceReview: random.chance(0.15),
      setLanguageTeam: random.chance(0.8),
      instructions: random.chance(0.4) ? `Please read the ${name} style guide before translating.` : '',
      enableHooks: random.chance(0.9),
      languageAliases: random.chance(0.1) ? 'zh_CN:zh_Hans,zh_TW:zh_Hant' : '',
      components: [],
    });
  }
  return projects;
}

function buildComponents(
  profile: Profile, seed: number, projects: Project[], unlicensedProject: boolean, androidComponent: boolean,
): Component[] {
  const random = new Random(hash32(seed, 5));
  // Every project has a glossary; the other components are spread unevenly (a long tail).
  const regular = profile.components - projects.length;
  const weights = projects.map(() => Math.pow(random.next(), 2.5) + 0.05);
  const total = weights.reduce((sum, w) => sum + w, 0);
  const counts = weights.map((w) => Math.max(1, Math.floor((regular * w) / total)));
  // The first project holds the Android component beside its core one, so it needs two.
  counts[0] = Math.max(counts[0]!, Math.min(2, regular - (projects.length - 1)));
  for (let i = 0, sum = counts.reduce((a, b) => a + b, 0); sum < regular; i = (i + 1) % counts.length, sum++) {
    counts[i]!++;
  }
  for (let i = counts.length - 1, sum = counts.reduce((a, b) => a + b, 0); sum > regular; i = (i + counts.length - 1) % counts.length) {
    if (counts[i]! > (i === 0 ? 2 : 1)) {
      counts[i]!--;
      sum--;
    }
  }
  const components: Component[] = [];
  projects.forEach((project, p) => {
    const picked = random.pick(LICENSES);
    // The last project never chose a license, as Weblate lets a project be: '' and no URL.
    const [license, licenseUrl] = unlicensedProject && p === projects.length - 1 && p > 0 ? NO_LICENSE : picked;
    const local = random.chance(0.15);
    for (let k = 0; k <= counts[p]!; k++) {
      const isGlossary = k === counts[p]!;
      // Without it the component is an ordinary one (its name draws nothing, so nothing else changes).
      const android = androidComponent && p === 0 && k === 1 && !isGlossary;
      const name = isGlossary ? 'Glossary' : android ? 'Android app' : (COMPONENT_NAMES[k] ?? `Module ${k + 1}`);
      const slug = slugify(name);
      const docs = /Documentation|Help|Release/.test(name);
      const strings = isGlossary ? random.range(40, 400) : docs ? random.range(300, 2500) : random.range(80, 1200);
      const wordsPerString = isGlossary ? 1.4 : docs ? 14 + random.next() * 10 : 2.5 + random.next() * 3;
      const isLocal = isGlossary || local;
      const repo = isLocal ? 'local:' : `https://github.com/${project.slug}/${project.slug}.git`;
      const index = components.length;
      const createdDay =
        project.createdDay >= 0 ? project.createdDay
        : k > 0 && random.chance(0.15) ? random.int(Math.floor(profile.days * 0.9))
        : -1;
      components.push({
        index,
        project: p,
        name,
        slug,
        category: -1,
        path: slug,
        isGlossary,
        fileFormat: isGlossary ? 'tbx' : android ? 'aresource' : 'po',
        vcs: isLocal ? 'local' : 'github',
        repo,
        branch: isLocal ? '' : 'main',
        pushBranch: !isLocal && random.chance(0.3) ? 'weblate' : '',
        push: isLocal ? '' : `git@github.com:${project.slug}/${project.slug}.git`,
        filemask:
          isGlossary ? `${slug}/*.tbx`
          : android ? 'app/src/main/res/values-*/strings.xml'
          : `po/${slug}/*.po`,
        template: android ? 'app/src/main/res/values/strings.xml' : '',
        newBase: isGlossary ? '' : android ? 'app/src/main/res/values/strings.xml' : `po/${slug}/${slug}.pot`,
        license,
        licenseUrl,
        agreement: random.chance(0.1) ? 'I agree to license my contributions under the project license.' : '',
        priority: k === 0 && random.chance(0.5) ? 60 : 100,
        languageCodeStyle: android ? 'android' : '',
        checkFlags: random.chance(0.2) ? 'safe-html,strict-format' : '',
        restricted: false,
        newLang: random.chance(0.8) ? 'add' : 'none',
        repoweb: isLocal ? '' : `https://github.com/${project.slug}/${project.slug}/blob/{{branch}}/{{filename}}#L{{line}}`,
        reportSourceBugs: random.chance(0.3) ? `i18n@${project.slug}.example.org` : '',
        strings,
        words: Math.round(strings * wordsPerString),
        factor: isGlossary ? 0.75 : docs ? 0.45 + random.next() * 0.3 : 0.85 + random.next() * 0.3,
        createdDay,
        trStart: 0,
        trEnd: 0,
        addons: isGlossary ? [] : [1 + hash32(seed, 6, index) % 5000, 5001 + hash32(seed, 7, index) % 5000],
      });
      project.components.push(index);
    }
  });
  return components;
}

/**
 * Puts the first three regular components of every other project in categories: the first two in
 * `desktop-apps` and `mobile-apps`, both renamed App (`app`), as Weblate allows in different
 * categories; the third two levels down, in `guides/user`. Returns the categories.
 */
function placeInCategories(projects: Project[], components: Component[]): Category[] {
  const categories: Category[] = [];
  const add = (project: number, name: string, slug: string, parent: number) => {
    categories.push({ index: categories.length, project, name, slug, parent });
    return categories.length - 1;
  };
  const pathOf = (category: number): string => {
    const { slug, parent } = categories[category]!;
    return parent < 0 ? slug : `${pathOf(parent)}/${slug}`;
  };
  const place = (component: Component, category: number) => {
    component.category = category;
    component.path = `${pathOf(category)}/${component.slug}`;
  };
  for (const project of projects) {
    const regular = project.components.map((c) => components[c]!).filter((component) => !component.isGlossary);
    if (project.index % 2 !== 0 || regular.length < 2) continue;
    const p = project.index;
    for (const [k, name, slug] of [[0, 'Desktop apps', 'desktop-apps'], [1, 'Mobile apps', 'mobile-apps']] as const) {
      const component = regular[k]!;
      component.name = 'App';
      component.slug = 'app';
      place(component, add(p, name, slug, -1));
    }
    if (regular.length > 2) place(regular[2]!, add(p, 'User guides', 'user', add(p, 'Guides', 'guides', -1)));
  }
  return categories;
}

function assignTranslations(profile: Profile, seed: number, languages: Language[], components: Component[]) {
  const random = new Random(hash32(seed, 8));
  const others = languages.length - 1;
  // How many languages each component is translated into: busy components have many.
  const extra = Math.min(profile.translations - components.length, components.length * others);
  const weights = components.map((component) => (component.isGlossary ? 0.6 : 1) * (0.2 + random.next()));
  const weightSum = weights.reduce((a, b) => a + b, 0);
  const counts = weights.map((w) => Math.min(others, Math.max(1, Math.round((extra * w) / weightSum))));
  let sum = counts.reduce((a, b) => a + b, 0);
  for (let i = 0; sum !== extra && i < counts.length * others * 2; i++) {
    const c = i % counts.length;
    if (sum < extra && counts[c]! < others) {
      counts[c]!++;
      sum++;
    } else if (sum > extra && counts[c]! > 1) {
      counts[c]!--;
      sum--;
    }
  }
  const total = components.length + sum;
  const trComponent = new Int32Array(total);
  const trLanguage = new Uint16Array(total);
  const trUnitBase = new Float64Array(total);
  let next = 0;
  let unitBase = 0;
  const keys = new Float64Array(others);
  const order = Array.from({ length: others }, (_, i) => i + 1);
  components.forEach((component, c) => {
    component.trStart = next;
    trComponent[next] = c;
    trLanguage[next] = 0;
    trUnitBase[next] = unitBase;
    unitBase += component.strings;
    next++;
    // Weighted sampling without replacement (Efraimidis–Spirakis): strong languages appear more.
    for (let l = 1; l <= others; l++) keys[l - 1] = Math.pow(random.next(), 1 / (0.05 + languages[l]!.strength));
    const chosen = order
      .slice()
      .sort((a, b) => keys[b - 1]! - keys[a - 1]!)
      .slice(0, counts[c]!)
      .sort((a, b) => a - b);
    for (const l of chosen) {
      trComponent[next] = c;
      trLanguage[next] = l;
      trUnitBase[next] = unitBase;
      unitBase += component.strings;
      next++;
    }
    component.trEnd = next;
  });
  return { trComponent, trLanguage, trUnitBase };
}

function buildTeams(seed: number, languages: Language[], userCount: number, deletedUser: Uint8Array): Int32Array[] {
  const random = new Random(hash32(seed, 9));
  const cumulative = new Float64Array(languages.length);
  let acc = 0;
  languages.forEach((language, l) => {
    acc += l === 0 ? 0.15 : Math.pow(language.strength, 0.8);
    cumulative[l] = acc;
  });
  const members: number[][] = languages.map(() => []);
  const pickLanguage = () => {
    const x = random.next() * acc;
    let l = 0;
    while (cumulative[l]! <= x) l++;
    return l;
  };
  for (let user = 2; user < userCount; user++) {
    members[pickLanguage()]!.push(user);
    if (random.chance(0.15)) members[pickLanguage()]!.push(user);
  }
  return members.map((list, l) => {
    // Every language has at least one translator, so activity can always be credited.
    if (list.length === 0) list.push(2 + (hash32(seed, 10, l) % Math.max(1, userCount - 2)));
    // Deleted accounts are old contributors: keep them out of the busiest places.
    list.sort((a, b) => deletedUser[a]! - deletedUser[b]! || hash32(seed, 11, a) - hash32(seed, 11, b));
    return Int32Array.from(list);
  });
}
