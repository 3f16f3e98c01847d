/**
 * The language menu in every page's header (issue 32 item 3): each language by its own name (English, Luganda,
 * Kiswahili), in its own language for a screen reader (`lang`), the current one marked. Each entry is a link to the
 * same address with `?lang=`, so it works on a pre-rendered page before the app has come; once the app runs, the
 * page changes language in place, keeping whatever the person has typed, and the choice is remembered on this device.
 */
import type { MouseEvent } from 'react';
import { useLocation } from 'react-router';
import { useLingui } from '@lingui/react/macro';
import { activateLocale, rememberLocale } from '../shared/i18n';
import { LANGUAGE_PARAM, LOCALE_NAMES, offeredLocales, type Locale } from '../shared/locale';
import classes from './layout.module.css';

/** The address of this page in another language: the same path and search, with `lang` set. */
function addressIn(locale: Locale, pathname: string, search: string): string {
  const params = new URLSearchParams(search);
  params.set(LANGUAGE_PARAM, locale);
  return `${pathname}?${params.toString()}`;
}

/** The language menu; nothing where the build offers one language only (src/ui/shared/locale.ts `offeredLocales`). */
export function LanguageMenu() {
  const { t, i18n } = useLingui();
  const { pathname, search } = useLocation();
  const offered = offeredLocales(import.meta.env.MODE);
  if (offered.length < 2) return null;
  const choose = (locale: Locale) => (event: MouseEvent<HTMLAnchorElement>) => {
    if (event.button !== 0 || event.metaKey || event.ctrlKey || event.shiftKey || event.altKey) return;
    event.preventDefault();
    const href = event.currentTarget.href;
    activateLocale(locale).then(
      () => rememberLocale(locale),
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
