/**
 * The message catalogue (issue 32; docs/decisions/047-message-catalogue.md): English is the source, Luganda (`lg`)
 * and Swahili (`sw`) are translations, drafts (`#, fuzzy`) until a sworn translator has reviewed them
 * (src/locales/README.md). The pseudo-locale `en-XA` has no catalogue: non-production builds make it from the
 * English one as it loads (src/ui/shared/pseudo-locale.ts). The catalogues are PO files, the format translators'
 * tools read; `npm run i18n:extract` writes them from the source and `npm run i18n:check` fails when one is stale
 * or a translation is missing.
 */
import { defineConfig } from '@lingui/cli';
import { formatter } from '@lingui/format-po';

export default defineConfig({
  sourceLocale: 'en',
  locales: ['en', 'lg', 'sw'],
  fallbackLocales: false,
  catalogs: [{ path: '<rootDir>/src/locales/{locale}/portal', include: ['<rootDir>/src'], exclude: ['**/*.test.*', '**/node_modules/**'] }],
  format: formatter({ lineNumbers: false }),
  orderBy: 'message',
});
