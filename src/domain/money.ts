/**
 * Money (DOMAIN.md §4): Uganda shillings have no minor unit; some fees have a USD price for
 * foreign nationals.
 */

import { formatLocale } from './language-formats';

/** A currency the registry charges in. */
export type Currency = 'UGX' | 'USD';

/**
 * Format an amount for people.
 * @param amount - whole UGX, or USD (may carry cents).
 * @param currency - 'UGX' (default) or 'USD'.
 * @param locale - whose grouping and decimal mark: default the active language's (issue 32 item 4;
 * src/domain/language-formats.ts). The currency's code stays before the amount in every language, as the registry's
 * receipts print it.
 * @returns e.g. "UGX 260,000" or "USD 35.00".
 */
export function formatMoney(amount: number, currency: Currency = 'UGX', locale: string = formatLocale()): string {
  const digits = currency === 'UGX' ? 0 : 2;
  const number = new Intl.NumberFormat(locale, {
    minimumFractionDigits: digits,
    maximumFractionDigits: digits,
  }).format(amount);
  return `${currency} ${number}`;
}
