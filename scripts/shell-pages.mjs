/**
 * The first pages of every journey, the landing page (`/`) and the sign-in page (`/sign-in`), and the source modules
 * each needs before a person can use it (issue 33 item 2): the public layout, the page and, for the landing page, its
 * lazily loaded tracking form, and the English message catalogue. Keys of the build's `.vite/manifest.json`, walked with their static imports.
 *
 * One list for the two scripts that need it: scripts/service-worker.mjs precaches these pages and their code (the app
 * shell), and scripts/bench/treemap.mjs shows what their JavaScript is made of.
 */

/**
 * The message catalogues (src/locales; issue 32): a page loads its language's as it starts, so each language's is part
 * of the shell, and a person who reads Swahili opens the portal offline in Swahili.
 */
export const CATALOGUES = ['src/locales/en/portal.po', 'src/locales/lg/portal.po', 'src/locales/sw/portal.po'];

/** @type {ReadonlyArray<{ name: string, address: string, prerendered: string, keys: string[] }>} */
export const SHELL_PAGES = [
  {
    name: 'landing (/)',
    address: '/',
    prerendered: '_pages/index.html',
    keys: [
      'src/ui/layouts/public-layout.tsx',
      'src/ui/pages/public/landing-page.tsx',
      'src/ui/pages/public/track-form.tsx',
      'src/locales/en/portal.po',
    ],
  },
  {
    name: 'sign-in (/sign-in)',
    address: '/sign-in',
    prerendered: '_pages/sign-in/index.html',
    keys: ['src/ui/layouts/public-layout.tsx', 'src/ui/pages/public/sign-in-page.tsx', 'src/locales/en/portal.po'],
  },
];
