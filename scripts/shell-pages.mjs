/**
 * The first pages of every journey, the landing page (`/`) and the sign-in page (`/sign-in`), and the source modules
 * each needs before a person can use it (issue 33 item 2): the public layout, the page and, for the landing page, its
 * lazily loaded tracking form. Keys of the build's `.vite/manifest.json`, walked with their static imports.
 *
 * One list for the two scripts that need it: scripts/service-worker.mjs precaches these pages and their code (the app
 * shell), and scripts/bench/treemap.mjs shows what their JavaScript is made of.
 */

/**
 * The message catalogues' public parts, by language (src/locales; issue 32, src/ui/shared/catalogue-parts.ts): a page in
 * Luganda or Swahili loads its language's as it starts. The service worker keeps the one of the language the person
 * reads, beside that language's pages (scripts/service-worker.mjs `answerPagesInLanguage`;
 * docs/decisions/050-pre-rendered-pages-per-language.md), so a person who reads Swahili opens the portal offline in
 * Swahili and nobody downloads a language they do not read. English needs none: its words are in the code
 * (docs/decisions/048-english-in-the-code.md). The other parts are cached as they are first fetched.
 */
export const CATALOGUE_OF = { lg: 'src/locales/lg/public.po', sw: 'src/locales/sw/public.po' };

/**
 * Modules every page loads once it is shown, not before (so not in a page's `keys`): the notifications' host
 * (docs/decisions/049-notifications-after-first-paint.md), which must be there offline to say "No internet
 * connectivity" (SPEC.md §4).
 */
export const AFTER_FIRST_PAINT = ['src/ui/components/notifications/app-notifications.tsx'];

/** @type {ReadonlyArray<{ name: string, address: string, prerendered: string, keys: string[] }>} */
export const SHELL_PAGES = [
  {
    name: 'landing (/)',
    address: '/',
    prerendered: '_pages/index.html',
    keys: ['src/ui/layouts/public-layout.tsx', 'src/ui/pages/public/landing-page.tsx', 'src/ui/pages/public/track-form.tsx'],
  },
  {
    name: 'sign-in (/sign-in)',
    address: '/sign-in',
    prerendered: '_pages/sign-in/index.html',
    keys: ['src/ui/layouts/public-layout.tsx', 'src/ui/pages/public/sign-in-page.tsx'],
  },
];
