/**
 * The catalogues' completeness and review state, counted at build time (issue 32 item 2: "a page the registry can read,
 * each language's completeness and review state"; /backoffice/settings/languages). A Vite plugin serving the virtual
 * module `virtual:catalogue-stats`: for each language, how many of the English messages it translates and how many of
 * its translations are still drafts (`#, fuzzy`, src/locales/README.md), over every part of the catalogue.
 */
import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { formatter } from '@lingui/format-po';
import type { Plugin } from 'vite';

/** One language's counts. */
export interface CatalogueCounts {
  /** Messages of the English source. */
  messages: number;
  /** Of them, those this language translates. */
  translated: number;
  /** Of its translations, those still marked as drafts awaiting a sworn translator's review. */
  drafts: number;
}

const MODULE_ID = 'virtual:catalogue-stats';
const RESOLVED_ID = `\0${MODULE_ID}`;

/**
 * Count every language's catalogue under a folder.
 * @param dir - src/locales.
 * @returns counts by language code ("en", "lg", "sw"), the English one counting its own messages as translated.
 */
export async function countCatalogues(dir: string): Promise<Record<string, CatalogueCounts>> {
  const po = formatter({ lineNumbers: false });
  const counts: Record<string, CatalogueCounts> = {};
  for (const locale of readdirSync(dir, { withFileTypes: true })
    .filter((d) => d.isDirectory())
    .map((d) => d.name)) {
    const total: CatalogueCounts = { messages: 0, translated: 0, drafts: 0 };
    for (const file of readdirSync(join(dir, locale)).filter((f) => f.endsWith('.po'))) {
      const filename = join(dir, locale, file);
      const catalogue = await po.parse(readFileSync(filename, 'utf8'), { locale, sourceLocale: 'en', filename });
      for (const message of Object.values(catalogue)) {
        if (message.obsolete) continue;
        total.messages += 1;
        if ((message.translation ?? '').trim() !== '') total.translated += 1;
        const flags = ((message.extra as { flags?: string[] } | undefined)?.flags ?? []).map(String);
        if (flags.includes('fuzzy')) total.drafts += 1;
      }
    }
    counts[locale] = total;
  }
  return counts;
}

/**
 * The plugin.
 * @param root - the project's root.
 * @returns a Vite plugin serving `virtual:catalogue-stats` (default export: {@link countCatalogues}' answer), rebuilt
 * when a catalogue changes.
 */
export function catalogueStats(root: string): Plugin {
  const dir = join(root, 'src/locales');
  return {
    name: 'catalogue-stats',
    resolveId: (id) => (id === MODULE_ID ? RESOLVED_ID : undefined),
    async load(id) {
      if (id !== RESOLVED_ID) return undefined;
      for (const locale of readdirSync(dir, { withFileTypes: true }).filter((d) => d.isDirectory())) {
        for (const file of readdirSync(join(dir, locale.name))) this.addWatchFile(join(dir, locale.name, file));
      }
      return `export default ${JSON.stringify(await countCatalogues(dir))};`;
    },
  };
}
