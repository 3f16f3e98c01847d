/**
 * The portal's languages and how the one a person reads is chosen (issue 32 item 3; docs/decisions/047).
 *
 * English (`en`) is the source of every message; Luganda (`lg`) and Swahili (`sw`) are translations, drafts until a
 * sworn translator has reviewed them (src/locales/README.md). `en-XA` is the pseudo-locale of non-production builds:
 * every English message accented, about 30 % longer and wrapped in `⟦ ⟧`, so a message that is not in the
 * catalogue, or a layout that breaks on longer words, shows at a glance.
 */
import { LANGUAGES } from '#src/domain/languages';

/** The languages a person can choose, in the order the language menu lists them (src/domain/languages.ts). */
export const LOCALES = LANGUAGES;

/** A language of {@link LOCALES}: its BCP 47 tag. */
export type Locale = (typeof LOCALES)[number];

/** The pseudo-locale, accepted only by non-production builds. */
export const PSEUDO_LOCALE = 'en-XA';

/** True where the pseudo-locale may be chosen: every build but the production one. */
export const PSEUDO_ALLOWED = import.meta.env.MODE !== 'production';

/** What a catalogue can be loaded for: a language, or the pseudo-locale. */
export type CatalogueLocale = Locale | typeof PSEUDO_LOCALE;

/** The language every page is written in first, and the one the build pre-renders the public pages in. */
export const SOURCE_LOCALE: Locale = 'en';

/**
 * Each language's name in itself, as the language menu shows it (a person looking for their language reads its
 * own name, not the current page's word for it).
 */
export const LOCALE_NAMES: Readonly<Record<Locale, string>> = {
  en: 'English',
  lg: 'Luganda',
  sw: 'Kiswahili',
};

/**
 * The languages a build's language menu offers. Every build but the production one offers all three, so testers,
 * translators and product owners can read the drafts. The production build offers a language only once its whole
 * catalogue is translated and reviewed (src/locales/README.md): until the portal's words have all moved into the
 * catalogue, Luganda and Swahili would show a page half in English, so production offers English alone and shows
 * no menu. `?lang=` still opens a page in any language, for a reviewer.
 * @param mode - the build's mode (`import.meta.env.MODE`): `production`, `mock`, `development`, `test`.
 * @returns the languages, in menu order.
 */
export function offeredLocales(mode: string): readonly Locale[] {
  return mode === 'production' ? REVIEWED_LOCALES : LOCALES;
}

/** The languages whose catalogue a sworn translator has reviewed in full: English, the source, for now. */
export const REVIEWED_LOCALES: readonly Locale[] = ['en'];

/**
 * The `<html lang>` of a page in a locale: English as written in Uganda (index.html's `en-UG`), the others by
 * their own tags.
 * @param locale - the active locale.
 * @returns a BCP 47 tag, e.g. `en-UG`, `lg`, `sw`, `en-XA`.
 */
export function htmlLang(locale: CatalogueLocale): string {
  return locale === 'en' ? 'en-UG' : locale;
}

/** The `localStorage` key under which this device remembers the language chosen last. */
export const LANGUAGE_STORAGE_KEY = 'portal:language';

/**
 * The cookie that tells the server and the service worker the language this device chose, so a public page is answered
 * with its pre-rendering in it (scripts/page-languages.mjs `LANGUAGE_COOKIE`, deploy/nginx).
 */
export const LANGUAGE_COOKIE = 'portal_language';

/** How long the {@link LANGUAGE_COOKIE} is kept, in s: a year. */
export const LANGUAGE_COOKIE_MAX_AGE_S = 365 * 24 * 60 * 60;

/** The search parameter that chooses a language on any address, e.g. `/?lang=sw`. */
export const LANGUAGE_PARAM = 'lang';

/**
 * Whether a value names a language of {@link LOCALES}, or, when `allowPseudo`, the pseudo-locale.
 * @param value - e.g. a search parameter's value; anything.
 * @param allowPseudo - true in non-production builds.
 * @returns true for `en`, `lg`, `sw` (and `en-XA` when allowed); false for anything else, including `EN` or `sw-KE`.
 */
export function isCatalogueLocale(value: unknown, allowPseudo: boolean): value is CatalogueLocale {
  return (LOCALES as readonly unknown[]).includes(value) || (allowPseudo && value === PSEUDO_LOCALE);
}

/** What {@link chooseLocale} reads. */
export interface LocaleSources {
  /** The address's search part, e.g. `?lang=sw&returnTo=%2F`. */
  search: string;
  /** What this device remembered ({@link LANGUAGE_STORAGE_KEY}), if anything. */
  stored: string | null;
  /** True in non-production builds, where `en-XA` may be chosen. */
  allowPseudo: boolean;
}

/**
 * The language a page opens in: the address's `?lang=` when it names one, else the one this device remembered,
 * else English. A `?lang=` that names no language is ignored, as an unknown parameter would be.
 * @param sources - see {@link LocaleSources}.
 * @returns the locale, and whether it came from the address (then the caller remembers it).
 */
export function chooseLocale({ search, stored, allowPseudo }: LocaleSources): { locale: CatalogueLocale; fromAddress: boolean } {
  const asked = new URLSearchParams(search).get(LANGUAGE_PARAM);
  if (isCatalogueLocale(asked, allowPseudo)) return { locale: asked, fromAddress: true };
  if (isCatalogueLocale(stored, allowPseudo)) return { locale: stored, fromAddress: false };
  return { locale: SOURCE_LOCALE, fromAddress: false };
}

/**
 * The language this device remembered ({@link LANGUAGE_STORAGE_KEY}), unchecked; null when none, or when the browser
 * refuses storage (private mode).
 * @returns the stored value, or null.
 */
export function storedLanguage(): string | null {
  try {
    return localStorage.getItem(LANGUAGE_STORAGE_KEY);
  } catch {
    return null;
  }
}
