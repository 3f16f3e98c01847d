/**
 * The language menu in every page's header (issue 32 item 3): each language by its own name (English, Luganda,
 * Kiswahili), in its own language for a screen reader (`lang`), the current one marked. Each entry is a link to the
 * same address with `?lang=`, so it works on a pre-rendered page before the app has come; once the app runs, the
 * page changes language in place, keeping whatever the person has typed, and the choice is remembered on this device
 * and, for a person signed in, saved to their account, so the registry's e-mails and text messages reach them in it
 * (src/ui/shared/account-language.ts).
 */
import { useEffect, useState, type MouseEvent } from 'react';
import { useLocation } from 'react-router';
import { useLingui } from '@lingui/react/macro';
import { activateLocale, rememberLocale } from '../shared/i18n';
import { LANGUAGE_PARAM, LOCALE_NAMES, offeredLocales, type Locale } from '../shared/locale';
import { saveLanguageToAccount } from '../shared/account-language';
import { useOptionalActors } from '../shared/session-context';
import type { LanguageOffer } from '#src/domain/settings/language-offers';
import classes from './layout.module.css';

/** The address of this page in another language: the same path and search, with `lang` set. */
function addressIn(locale: Locale, pathname: string, search: string): string {
  const params = new URLSearchParams(search);
  params.set(LANGUAGE_PARAM, locale);
  return `${pathname}?${params.toString()}`;
}

/**
 * The languages the registry offers (GET /languages), undefined until they answer. The query's module is loaded once
 * the page is shown, so a signed-out page does not wait for TanStack Query before a person can use it.
 * @param enabled - false where the build offers one language only: nothing is loaded or asked.
 */
function useRegistryOffers(enabled: boolean): LanguageOffer[] | undefined {
  const [offers, setOffers] = useState<LanguageOffer[]>();
  useEffect(() => {
    if (!enabled) return;
    let stop: (() => void) | undefined;
    let done = false;
    void import('../queries/languages')
      .then(({ watchLanguageOffers }) => {
        if (!done) stop = watchLanguageOffers(setOffers);
      })
      .catch(() => undefined); // Offline before the module came: the build's languages stay offered.
    return () => {
      done = true;
      stop?.();
    };
  }, [enabled]);
  return offers;
}

/**
 * The language menu; nothing where the build offers one language only (src/ui/shared/locale.ts `offeredLocales`), and
 * without the languages the registry switched off (GET /languages).
 */
export function LanguageMenu() {
  const { t, i18n } = useLingui();
  const { pathname, search } = useLocation();
  // Absent where the page has no session (the pre-rendered public pages' tests).
  const actors = useOptionalActors();
  const built = offeredLocales(import.meta.env.MODE);
  // The languages the registry switched off (/backoffice/settings/languages) are not offered; should the offers not
  // answer (offline), the build's are.
  const offers = useRegistryOffers(built.length > 1);
  const offered = built.filter((locale) => offers?.find((o) => o.code === locale)?.offered !== false);
  const switchedOff = !offered.includes(i18n.locale as Locale) && (built as readonly string[]).includes(i18n.locale);
  useEffect(() => {
    // A language switched off while a person reads it: the page turns to English, as the menu no longer offers it.
    if (switchedOff) void activateLocale('en').then(() => rememberLocale('en'));
  }, [switchedOff]);
  if (offered.length < 2) return null;
  const choose = (locale: Locale) => (event: MouseEvent<HTMLAnchorElement>) => {
    if (event.button !== 0 || event.metaKey || event.ctrlKey || event.shiftKey || event.altKey) return;
    event.preventDefault();
    const href = event.currentTarget.href;
    activateLocale(locale).then(
      () => {
        rememberLocale(locale);
        // Saved quietly: should it fail, the page stays in the language chosen, and the next choice saves it.
        if (actors) void saveLanguageToAccount(actors.session, locale);
      },
      // Its messages could not be fetched (offline): the address loads the page in it, or says it is offline.
      () => window.location.assign(href),
    );
  };
  return (
    <nav aria-label={t`Language`} className={classes.languageMenu}>
      <ul>
        {offered.map((locale) => (
          <li key={locale}>
            <a
              href={addressIn(locale, pathname, search)}
              hrefLang={locale}
              lang={locale}
              className={classes.languageLink}
              aria-current={i18n.locale === locale ? 'true' : undefined}
              onClick={choose(locale)}
            >
              {LOCALE_NAMES[locale]}
            </a>
          </li>
        ))}
      </ul>
    </nav>
  );
}
