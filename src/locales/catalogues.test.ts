/**
 * Each language's catalogue is complete and sound (issue 32, "a unit test per language"): every message of the
 * English source has a translation, every translation compiles as ICU, keeps the source's values and element
 * placeholders, and Luganda's and Swahili's are marked as drafts (`#, fuzzy`) until a sworn translator has reviewed
 * them (src/locales/README.md). `npm run i18n:check` proves the catalogues hold exactly the messages the code uses.
 */
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { formatter } from '@lingui/format-po';
import { compileMessageOrThrow } from '@lingui/message-utils/compileMessage';
import { LOCALES, SOURCE_LOCALE } from '#src/ui/shared/locale';

interface Entry {
  message: string;
  translation: string;
  flags: string[];
}

async function catalogue(locale: string): Promise<Map<string, Entry>> {
  const filename = join(import.meta.dirname, locale, 'portal.po');
  const parsed = await formatter().parse(readFileSync(filename, 'utf8'), { locale, sourceLocale: SOURCE_LOCALE, filename });
  return new Map(
    Object.values(parsed)
      .filter((m) => !m.obsolete)
      .map((m) => [
        m.message ?? '',
        {
          message: m.message ?? '',
          translation: m.translation ?? '',
          flags: ((m.extra as { flags?: string[] } | undefined)?.flags ?? []).map(String),
        },
      ]),
  );
}

/** The values (`{name}`, `{count, plural, …}`) and element placeholders (`<0>`, `<1/>`) of a message, sorted. */
function placeholders(message: string): string[] {
  const values = [...message.matchAll(/\{\s*([A-Za-z0-9_]+)\s*[,}]/g)].map((m) => `{${m[1]}}`);
  const elements = [...message.matchAll(/<\/?\d+\/?>/g)].map((m) => m[0]);
  return [...new Set([...values, ...elements])].sort();
}

const source = await catalogue(SOURCE_LOCALE);

describe.each(LOCALES)('the %s catalogue', (locale) => {
  it('has a translation of every English message, and nothing else', async () => {
    const entries = await catalogue(locale);
    expect([...entries.keys()].sort()).toEqual([...source.keys()].sort());
    const missing = [...entries.values()].filter((e) => e.translation.trim() === '').map((e) => e.message);
    expect(missing, 'messages without a translation').toEqual([]);
  });

  it('compiles every message as ICU, with the English values and placeholders', async () => {
    for (const entry of (await catalogue(locale)).values()) {
      expect(() => compileMessageOrThrow(entry.translation), entry.translation).not.toThrow();
      expect(placeholders(entry.translation), entry.message).toEqual(placeholders(entry.message));
    }
  });

  if (locale !== SOURCE_LOCALE)
    it('marks every translation as a draft awaiting a sworn translator’s review', async () => {
      const reviewed = [...(await catalogue(locale)).values()].filter((e) => !e.flags.includes('fuzzy')).map((e) => e.message);
      expect(reviewed, 'translations marked as reviewed: record the review in src/locales/README.md first').toEqual([]);
    });
});
