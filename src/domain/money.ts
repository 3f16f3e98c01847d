/**
 * Money (DOMAIN.md §4): Uganda shillings have no minor unit; some fees have a USD price for
 * foreign nationals.
 */

/** A currency the registry charges in. */
export type Currency = 'UGX' | 'USD';

/**
 * Format an amount for people.
 * @param amount - whole UGX, or USD (may carry cents).
 * @param currency - 'UGX' (default) or 'USD'.
 * @returns e.g. "UGX 260,000" or "USD 35.00".
 */
export function formatMoney(amount: number, currency: Currency = 'UGX'): string {
  const digits = currency === 'UGX' ? 0 : 2;
  const number = new Intl.NumberFormat('en-UG', {
    minimumFractionDigits: digits,
    maximumFractionDigits: digits,
  }).format(amount);
  return `${currency} ${number}`;
}
