/**
 * Which language's pre-rendering of a public page answers a request (issue 32 item 3;
 * docs/decisions/050-pre-rendered-pages-per-language.md). One rule for the three places that answer one: deploy/nginx
 * (written there in nginx's terms, checked by tests/deploy/nginx.spec.ts), vite preview (vite.config.ts) and the
 * production build's service worker (scripts/service-worker.mjs).
 *
 * scripts/prerender.mjs writes each page in every language: English at `_pages/<path>/index.html`, another language at
 * `_pages/<path>/index.<code>.html`. A request is answered in the language its address names (`?lang=`), else in the
 * one the browser remembered in the {@link LANGUAGE_COOKIE} cookie (src/ui/shared/i18n.ts `rememberLocale`), else in
 * English.
 */

/** The cookie in which the browser remembers the language chosen (src/ui/shared/locale.ts `LANGUAGE_COOKIE`). */
export const LANGUAGE_COOKIE = 'portal_language';

/** The languages pre-rendered beside English (src/ui/shared/locale.ts `LOCALES` but the source). */
export const PAGE_LANGUAGES = ['lg', 'sw'];

/**
 * The file name of a page's pre-rendering in a language.
 * @param {string} locale - `en`, `lg` or `sw`.
 * @returns {string} `index.html` for English, else `index.<locale>.html`.
 */
export function pageFileName(locale) {
  return locale === 'en' ? 'index.html' : `index.${locale}.html`;
}

/**
 * The language a request for a pre-rendered page is answered in.
 * @param {string} search - the address's search part, e.g. `?lang=sw`; '' when none.
 * @param {string | undefined} cookies - the request's Cookie header, if any.
 * @returns {string} `en`, `lg` or `sw`: the address's `?lang=` when it names one, else the cookie's, else `en`.
 */
export function requestLanguage(search, cookies) {
  const asked = new URLSearchParams(search).get('lang');
  if (asked === 'en' || PAGE_LANGUAGES.includes(asked ?? '')) return asked;
  const remembered = (cookies ?? '')
    .split(';')
    .map((pair) => pair.trim().split('='))
    .find(([name]) => name === LANGUAGE_COOKIE)?.[1];
  return PAGE_LANGUAGES.includes(remembered ?? '') ? remembered : 'en';
}
