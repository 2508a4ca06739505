// Weblate's language codes as HTML `lang` values, and each language's name in itself.
//
// Weblate spells codes its own way: `pt_BR`, `zh_Hant`, `sr@latin`, `ca@valencia`, `en_devel`.
// HTML wants BCP 47 (`pt-BR`, `sr-Latn`), and a screen reader picks its voice from `lang`: the
// English name "Arabic" marked `lang="ar"` is read with an Arabic voice. So names from the server
// (English on every Weblate the API is read from without Accept-Language) carry no `lang`; the
// language's own name (its autonym, from the ICU data of the Node.js that builds the site, so the
// same Node gives the same names) is shown beside it, marked with its `lang` and `dir`.

/** A language's name in itself, with the language and direction it is written in. */
export interface Autonym {
  text: string;
  /** The locale whose name it is: ICU may fall back (`be-Latn` is named in `be`, in Cyrillic). */
  lang: string;
  dir: 'ltr' | 'rtl';
}

/** A language's BCP 47 tag and its name in itself, where known. */
export interface LanguageNaming {
  /** For `lang` attributes; null when the code cannot be spelled as BCP 47. */
  tag: string | null;
  /** The language's name in itself (`العربية`), or null when unknown or the same as the English name. */
  autonym: Autonym | null;
}

// Weblate's `@` suffixes that BCP 47 spells as a script or a registered variant.
const AT_SUFFIXES: Record<string, string> = {
  latin: 'Latn',
  cyrillic: 'Cyrl',
  arabic: 'Arab',
  devanagari: 'Deva',
  valencia: 'valencia',
};

// A code's tag is asked for on every change row of every page: computed once per code. The codes
// are the snapshot's languages, hundreds at most.
const tags = new Map<string, string | null>();

/** The BCP 47 tag for a Weblate language code (`sr@latin` → `sr-Latn`), or null when there is none. */
export function languageTag(code: string): string | null {
  let tag = tags.get(code);
  if (tag === undefined) {
    tag = toTag(code);
    tags.set(code, tag);
  }
  return tag;
}

// Weblate's longest codes (`sr_Latn_ME@latin`, `zh_Hant_HK`) are well under this; ICU took 3 s
// to canonicalize a code of 100 KB of `a_` (a change's language, read from its translation URL).
const MAX_CODE_LENGTH = 64;

function toTag(code: string): string | null {
  // A longer code is no language tag: its first part may still name a language.
  if (code.length > MAX_CODE_LENGTH) return primaryTag(code);
  const at = code.indexOf('@');
  let base = (at === -1 ? code : code.slice(0, at)).replace(/_/g, '-');
  if (at !== -1) {
    const suffix = code.slice(at + 1).toLowerCase();
    const mapped = AT_SUFFIXES[suffix];
    // Another suffix (`de@formal`) is kept as private use, which BCP 47 allows for anything up to 8 letters.
    if (mapped !== undefined) base += `-${mapped}`;
    else if (/^[a-z0-9]{1,8}$/.test(suffix)) base += `-x-${suffix}`;
  }
  const canonical = canonicalTag(base);
  if (canonical !== null) return canonical;
  return primaryTag(code);
}

/** The tag of a code's first part, where it is a language's two or three letters: a code with an unknown tail (`xx_Unknown-Thing`) still names its language there. */
function primaryTag(code: string): string | null {
  const primary = /^[A-Za-z]{2,3}(?=[-_@]|$)/.exec(code)?.[0];
  return primary === undefined ? null : canonicalTag(primary);
}

function canonicalTag(tag: string): string | null {
  try {
    return Intl.getCanonicalLocales(tag)[0] ?? null;
  } catch {
    return null;
  }
}

/** The tag and the name in itself of a language whose English name is `name`. */
export function languageNaming(code: string, name: string): LanguageNaming {
  const tag = languageTag(code);
  return { tag, autonym: tag === null ? null : autonymOf(tag, name) };
}

const autonyms = new Map<string, Autonym | null>();

function autonymOf(tag: string, name: string): Autonym | null {
  let own = autonyms.get(tag);
  if (own === undefined) {
    own = lookUpAutonym(tag);
    autonyms.set(tag, own);
  }
  // English names itself "English": nothing to add.
  return own !== null && own.text.toLocaleLowerCase('en') !== name.toLocaleLowerCase('en') ? own : null;
}

function lookUpAutonym(tag: string): Autonym | null {
  try {
    const names = new Intl.DisplayNames([tag], { type: 'language', fallback: 'none' });
    const locale = new Intl.Locale(names.resolvedOptions().locale);
    // Without data for the language, ICU answers in the process's default locale (English, or the
    // machine's): that is no autonym, and would make the site depend on the machine.
    if (locale.language !== new Intl.Locale(tag).language) return null;
    const text = names.of(tag);
    return text === undefined ? null : { text, lang: locale.baseName, dir: textDirection(locale) };
  } catch {
    return null;
  }
}

const scriptDirections = new Map<string, 'ltr' | 'rtl'>();

/**
 * The direction a language's script is written in, from its code (`yi`, `pa_Arab`: right to left;
 * `sr@latin`, a code with no tag: left to right), by the ICU data of the Node.js that builds the
 * site, as its autonym is: for a language whose record gives no direction the report knows (a
 * lenient crawl's), where Yiddish had been said to be written left to right.
 */
export function scriptDirection(code: string): 'ltr' | 'rtl' {
  let direction = scriptDirections.get(code);
  if (direction === undefined) {
    const tag = languageTag(code);
    try {
      direction = tag === null ? 'ltr' : textDirection(new Intl.Locale(tag).maximize());
    } catch {
      direction = 'ltr';
    }
    scriptDirections.set(code, direction);
  }
  return direction;
}

// Intl.Locale's getTextInfo() (Node 24), from the locale's script; Node 22 has only the textInfo
// getter before it, and there Arabic and Hebrew names were laid out left to right.
/** The direction a locale's script is written in, from whichever of Intl.Locale's two text-info APIs the Node running has. */
export function textDirection(locale: Intl.Locale): 'ltr' | 'rtl' {
  const withInfo = locale as Intl.Locale & { getTextInfo?: () => { direction?: string }; textInfo?: { direction?: string } };
  const info = typeof withInfo.getTextInfo === 'function' ? withInfo.getTextInfo() : withInfo.textInfo;
  return info?.direction === 'rtl' ? 'rtl' : 'ltr';
}
