/**
 * The portal's message catalogue at run time (issue 32; docs/decisions/047-message-catalogue-library.md): which language is
 * active, its messages loaded on demand (a language a person does not read is never downloaded), `<html lang>` kept
 * in step, and the choice remembered on this device.
 */
import { i18n, type Messages } from '@lingui/core';
import type { CataloguePart } from './catalogue-parts';
import {
  chooseLocale,
  htmlLang,
  LANGUAGE_COOKIE,
  LANGUAGE_COOKIE_MAX_AGE_S,
  LANGUAGE_STORAGE_KEY,
  PSEUDO_ALLOWED,
  PSEUDO_LOCALE,
  SOURCE_LOCALE,
  storedLanguage,
  type CatalogueLocale,
} from './locale';

type Loader = () => Promise<{ messages: Messages }>;

/**
 * The Luganda and Swahili catalogues' parts, by path ("../../locales/sw/public.po"), each fetched when first needed. The
 * mock's `messages` part is no page's (mocks/message-language.ts loads it), so it is not in the portal's build.
 */
const TRANSLATIONS = import.meta.glob<{ messages: Messages }>(['../../locales/lg/*.po', '../../locales/sw/*.po', '!**/messages.po']);

/** The English catalogue's parts: only the pseudo-locale reads them (English itself renders from the code). */
const ENGLISH: Record<string, Loader> = PSEUDO_ALLOWED
  ? import.meta.glob<{ messages: Messages }>(['../../locales/en/*.po', '!**/messages.po'])
  : {};

/** The parts of a locale's catalogue, or undefined where the locale needs none (English) or has none in this build. */
function loaders(locale: CatalogueLocale, parts: Iterable<CataloguePart>): Loader[] | undefined {
  if (locale === SOURCE_LOCALE) return [];
  const from = locale === PSEUDO_LOCALE ? ENGLISH : TRANSLATIONS;
  const code = locale === PSEUDO_LOCALE ? SOURCE_LOCALE : locale;
  const found = [...parts].map((part) => from[`../../locales/${code}/${part}.po`]);
  return found.every(Boolean) ? (found as Loader[]) : undefined;
}

/** The parts the pages shown so far need, in every language (a language chosen later loads them all). */
const partsInUse = new Set<CataloguePart>(['public']);

/** The messages of the parts of one locale, merged; `en-XA`'s made from English's. */
async function messagesOf(locale: CatalogueLocale, parts: Iterable<CataloguePart>): Promise<Messages> {
  const load = loaders(locale, parts);
  if (!load) throw new Error(`No catalogue for ${locale} in this build`);
  const loaded = await Promise.all(load.map((l) => l()));
  const merged: Messages = {};
  for (const { messages } of loaded) Object.assign(merged, messages);
  if (locale !== PSEUDO_LOCALE) return merged;
  const { pseudoCatalogue } = await import('./pseudo-locale');
  return pseudoCatalogue(merged);
}

export { i18n };

/**
 * Load a locale's messages and make it the active one: every `<Trans>` and `t` under the I18nProvider renders in
 * it from the next render, and `<html lang>` names it (WCAG 3.1.1), where there is a document. English loads nothing:
 * its words are compiled into the code (scripts/lingui-source-messages.ts); another language loads the parts of its
 * catalogue the pages shown so far need ({@link needCatalogueParts}), and a message a part lacks shows in English.
 * @param locale - the locale; `en-XA` only where {@link PSEUDO_ALLOWED}.
 * @returns once the messages are loaded and active.
 * @throws Error when the locale has no catalogue in this build (`en-XA` in production), or when its catalogue's
 * code cannot be fetched (offline): the active language is then unchanged.
 */
export async function activateLocale(locale: CatalogueLocale): Promise<void> {
  // A page may ask for a part while these load (needCatalogueParts sees the old language and only notes it): load
  // until every part in use is in, so no page's words are left in English.
  const loaded = new Set<CataloguePart>();
  const messages: Messages = {};
  for (let wanted = [...partsInUse]; wanted.length > 0; wanted = [...partsInUse].filter((p) => !loaded.has(p))) {
    Object.assign(messages, await messagesOf(locale, wanted));
    wanted.forEach((part) => loaded.add(part));
  }
  i18n.loadAndActivate({ locale, messages });
  if (typeof document !== 'undefined') document.documentElement.lang = htmlLang(locale);
}

/**
 * Make sure the active language has the messages of these parts of the catalogue, loading those it lacks: called
 * before a layout or page is shown (src/ui/app/router.tsx, by {@link partsFor}). Resolves at once in English.
 * @param parts - the parts the page needs.
 * @returns once they are loaded; a part that cannot be fetched (offline) leaves its words in English and does not
 * reject, so a page is never refused for want of its translation.
 */
export async function needCatalogueParts(parts: readonly CataloguePart[]): Promise<void> {
  const missing = parts.filter((part) => !partsInUse.has(part));
  missing.forEach((part) => partsInUse.add(part));
  const locale = i18n.locale as CatalogueLocale;
  if (missing.length === 0 || !locale || locale === SOURCE_LOCALE) return;
  try {
    const messages = await messagesOf(locale, missing);
    // The language may have changed while the parts loaded; activateLocale then loaded every part in use itself.
    if (i18n.locale === locale) i18n.load(locale, messages);
  } catch {
    // Offline or absent from this build: these words stay in English until the language is chosen again.
  }
}

/**
 * Remember the language chosen on this device for the next visit: in `localStorage`, which the app reads, and in the
 * {@link LANGUAGE_COOKIE} cookie, which tells the server and the service worker which language's pre-rendering of a
 * public page to answer with (docs/decisions/050-pre-rendered-pages-per-language.md). The cookie holds the language's
 * code and nothing else, for a year (`LANGUAGE_COOKIE_MAX_AGE_S`), on every path, never sent to another site, and only
 * over HTTPS where the page is. A browser that refuses storage (private mode, full) only loses the memory.
 * @param locale - the language chosen.
 */
export function rememberLocale(locale: CatalogueLocale): void {
  try {
    localStorage.setItem(LANGUAGE_STORAGE_KEY, locale);
  } catch {
    // Not remembered: the next visit opens in English, or in the language its address names.
  }
  if (typeof document === 'undefined') return;
  const secure = window.location.protocol === 'https:' ? '; Secure' : '';
  document.cookie = `${LANGUAGE_COOKIE}=${locale}; Path=/; Max-Age=${LANGUAGE_COOKIE_MAX_AGE_S}; SameSite=Lax${secure}`;
}

/**
 * The language this page opens in (`?lang=`, else the one this device remembered, else English: src/ui/shared/locale.ts
 * `chooseLocale`), remembered ({@link rememberLocale}) unless it is English by default.
 * @returns the locale to activate.
 */
export function openingLocale(): CatalogueLocale {
  const stored = storedLanguage();
  const { locale, fromAddress } = chooseLocale({ search: window.location.search, stored, allowPseudo: PSEUDO_ALLOWED });
  // Remembered again when it was already: the cookie, which came later than the storage, is then written too.
  if (fromAddress || stored !== null) rememberLocale(locale);
  return locale;
}
