/**
 * The portal's message catalogue at run time (issue 32; docs/decisions/047-message-catalogue.md): which language is
 * active, its messages loaded on demand (a language a person does not read is never downloaded), `<html lang>` kept
 * in step, and the choice remembered on this device.
 */
import { i18n, type Messages } from '@lingui/core';
import {
  chooseLocale,
  htmlLang,
  LANGUAGE_STORAGE_KEY,
  PSEUDO_ALLOWED,
  SOURCE_LOCALE,
  storedLanguage,
  type CatalogueLocale,
} from './locale';

const english = () => import('../../locales/en/portal.po');

/**
 * Each locale's compiled catalogue, fetched when first activated. `en-XA` is made from the English one
 * (src/ui/shared/pseudo-locale.ts); the production build has none.
 */
const CATALOGUES: Record<CatalogueLocale, (() => Promise<{ messages: Messages }>) | undefined> = {
  en: english,
  lg: () => import('../../locales/lg/portal.po'),
  sw: () => import('../../locales/sw/portal.po'),
  'en-XA':
    import.meta.env.MODE !== 'production'
      ? async () => {
          const [{ messages }, { pseudoCatalogue }] = await Promise.all([english(), import('./pseudo-locale')]);
          return { messages: pseudoCatalogue(messages) };
        }
      : undefined,
};

export { i18n };

/**
 * Load a locale's messages and make it the active one: every `<Trans>` and `t` under the I18nProvider renders in
 * it from the next render, and `<html lang>` names it (WCAG 3.1.1), where there is a document.
 * @param locale - the locale; `en-XA` only where {@link PSEUDO_ALLOWED}.
 * @returns once the messages are loaded and active.
 * @throws Error when the locale has no catalogue in this build (`en-XA` in production), or when its catalogue's
 * code cannot be fetched (offline): the active language is then unchanged.
 */
export async function activateLocale(locale: CatalogueLocale): Promise<void> {
  const load = CATALOGUES[locale];
  if (!load) throw new Error(`No catalogue for ${locale} in this build`);
  const { messages } = await load();
  i18n.loadAndActivate({ locale, messages });
  if (typeof document !== 'undefined') document.documentElement.lang = htmlLang(locale);
}

/**
 * Remember the language chosen on this device for the next visit (`localStorage`); a browser that refuses storage
 * (private mode, full) only loses the memory.
 * @param locale - the language chosen.
 */
export function rememberLocale(locale: CatalogueLocale): void {
  try {
    localStorage.setItem(LANGUAGE_STORAGE_KEY, locale);
  } catch {
    // Not remembered: the next visit opens in English, or in the language its address names.
  }
}

/**
 * The language this page opens in (`?lang=`, else the one this device remembered, else English: src/ui/shared/locale.ts
 * `chooseLocale`), remembered when the address named it.
 * @returns the locale to activate.
 */
export function openingLocale(): CatalogueLocale {
  const { locale, fromAddress } = chooseLocale({ search: window.location.search, stored: storedLanguage(), allowPseudo: PSEUDO_ALLOWED });
  if (fromAddress) rememberLocale(locale);
  return locale;
}

/** Whether the active language is the one the build pre-renders the public pages in (then they may be hydrated). */
export function sourceLocaleActive(): boolean {
  return i18n.locale === SOURCE_LOCALE;
}
