/**
 * The message catalogue (issue 32; docs/decisions/047-message-catalogue-library.md, 048-english-in-the-code.md): English is the
 * source, Luganda (`lg`) and Swahili (`sw`) are translations, drafts (`#, fuzzy`) until a sworn translator has reviewed
 * them (src/locales/README.md). Each language's catalogue is kept in parts ({@link CATALOGUE_PARTS}), so a page loads
 * the messages of its part of the portal and not the back office's. English renders from the code; its catalogue is the
 * translators' source and the pseudo-locale `en-XA`'s (src/ui/shared/pseudo-locale.ts). The catalogues are PO files, the
 * format translators' tools read; `npm run i18n:extract` writes them from the source and `npm run i18n:check` fails
 * when one is stale.
 */
import { defineConfig } from '@lingui/cli';
import { formatter } from '@lingui/format-po';
import { CATALOGUE_PARTS } from './src/ui/shared/catalogue-parts';

export default defineConfig({
  sourceLocale: 'en',
  locales: ['en', 'lg', 'sw'],
  fallbackLocales: false,
  catalogs: Object.entries(CATALOGUE_PARTS).map(([part, { include, exclude }]) => ({
    path: `<rootDir>/src/locales/{locale}/${part}`,
    include: include.map((dir) => `<rootDir>/${dir}`),
    // Globs: a folder leaves out every file under it.
    exclude: ['**/*.test.*', '**/node_modules/**', ...(exclude ?? []).map((dir) => `<rootDir>/${dir}/**`)],
  })),
  format: formatter({ lineNumbers: false }),
  orderBy: 'message',
});
