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
import { PART_NAMES, type CataloguePart } from '#src/ui/shared/catalogue-parts';
import awaiting from './awaiting-translation.json';

/**
 * The messages written before their Luganda and Swahili drafts (src/locales/README.md "Awaiting translation"): they
 * show in English in those languages until translated, and the languages page counts them as not translated.
 */
const AWAITING: Readonly<Record<string, Partial<Record<CataloguePart, readonly string[]>>>> = awaiting;

interface Entry {
  message: string;
  translation: string;
  flags: string[];
}

/** One part of one language's catalogue (src/ui/shared/catalogue-parts.ts), by its English message. */
async function catalogue(locale: string, part: CataloguePart): Promise<Map<string, Entry>> {
  const filename = join(import.meta.dirname, locale, `${part}.po`);
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
  const values = new Set<string>();
  // The compiled message: text, `[name]` for a value, `[name, 'plural' | 'select', { branch: compiled }]`.
  // A list of tokens: text (a string), or a value `[name, kind?, branches?]` whose branches are lists of tokens again.
  const walk = (tokens: unknown): void => {
    if (!Array.isArray(tokens)) return;
    for (const token of tokens) {
      if (!Array.isArray(token)) continue;
      const [name, , branches] = token as [unknown, unknown, unknown];
      if (typeof name === 'string') values.add(`{${name}}`);
      if (branches && typeof branches === 'object') Object.values(branches as Record<string, unknown>).forEach(walk);
    }
  };
  const compiled = compileMessageOrThrow(message);
  walk(compiled);
  const elements = [...message.matchAll(/<\/?\d+\/?>/g)].map((m) => m[0]);
  return [...values, ...new Set(elements)].sort();
}

const cases = LOCALES.flatMap((locale) => PART_NAMES.map((part) => [locale, part] as const));

describe.each(cases)('the %s catalogue, part %s', (locale, part) => {
  let source: Map<string, Entry>;
  beforeAll(async () => {
    source = await catalogue(SOURCE_LOCALE, part);
  });

  it('holds the English messages, and nothing else', async () => {
    const entries = await catalogue(locale, part);
    expect([...entries.keys()].sort()).toEqual([...source.keys()].sort());
  });

  it('translates every message but those recorded as awaiting translation, and no more', async () => {
    const missing = [...(await catalogue(locale, part)).values()].filter((e) => e.translation.trim() === '').map((e) => e.message);
    const recorded = locale === SOURCE_LOCALE ? [] : (AWAITING[locale]?.[part] ?? []);
    // A new message must be translated with the code that adds it; the backlog (src/locales/README.md) only shrinks.
    expect(
      missing.filter((m) => !recorded.includes(m)),
      'messages without a translation',
    ).toEqual([]);
    expect(
      recorded.filter((m) => !missing.includes(m)),
      'translated now: take them out of awaiting-translation.json',
    ).toEqual([]);
  });

  it('compiles every message as ICU, with the English values and placeholders', async () => {
    for (const entry of (await catalogue(locale, part)).values()) {
      if (entry.translation.trim() === '') continue;
      expect(() => compileMessageOrThrow(entry.translation), entry.translation).not.toThrow();
      expect(placeholders(entry.translation), entry.message).toEqual(placeholders(entry.message));
    }
  });

  if (locale !== SOURCE_LOCALE)
    it('marks every translation as a draft awaiting a sworn translator’s review', async () => {
      const reviewed = [...(await catalogue(locale, part)).values()]
        .filter((e) => e.translation.trim() !== '' && !e.flags.includes('fuzzy'))
        .map((e) => e.message);
      expect(reviewed, 'translations marked as reviewed: record the review in src/locales/README.md first').toEqual([]);
    });
});
