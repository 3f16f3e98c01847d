/**
 * Numbers and names in the reader's language (issue 32 item 4): amounts are grouped as the active language groups
 * them, and names sort by its collation. Dates are not here: they are dd-mm-yyyy in every language (SPEC.md §9,
 * src/domain/dates.ts).
 */
import { i18n as activeCatalogue } from '@lingui/core';

/**
 * The BCP 47 tag whose conventions a language's numbers and sorting follow: Uganda's (`en-UG`, `lg-UG`, `sw-UG`); the
 * pseudo-locale `en-XA` and a language not set yet follow English's.
 * @param locale - a catalogue's locale (`en`, `lg`, `sw`, `en-XA`); default the active one.
 * @returns e.g. "sw-UG".
 */
export function formatLocale(locale: string = activeCatalogue.locale): string {
  return locale === 'lg' || locale === 'sw' ? `${locale}-UG` : 'en-UG';
}

const collators = new Map<string, Intl.Collator>();

/**
 * Compare two names as the active language sorts them (for `Array.prototype.sort`): case and accents second, numbers
 * by value ("Kampala 2" before "Kampala 10").
 * @param a - a name.
 * @param b - another.
 * @returns negative when `a` comes first, positive when `b` does, 0 when they sort alike.
 */
export function compareNames(a: string, b: string): number {
  const tag = formatLocale();
  let collator = collators.get(tag);
  if (!collator) {
    collator = new Intl.Collator(tag, { numeric: true, sensitivity: 'variant' });
    collators.set(tag, collator);
  }
  return collator.compare(a, b);
}
