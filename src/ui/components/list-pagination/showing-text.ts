/** The words a paged list says about the rows it shows (the review lists, registers, transactions, institution registry). */
import { i18n as activeCatalogue, type I18n } from '@lingui/core';
import { msg } from '@lingui/core/macro';

const COUNT = new Intl.NumberFormat('en-GB');

/**
 * The range shown, in words: "Showing 1–25 of 10,000" (en dash, thousands separated).
 * @param page - 1-based page number.
 * @param pageSize - rows per page.
 * @param total - rows in the whole result.
 * @param shown - rows on this page.
 * @param i18n - the catalogue to draw in (a component's `useLingui().i18n`); the active one by default.
 */
export function showingText(page: number, pageSize: number, total: number, shown: number, i18n: I18n = activeCatalogue): string {
  const all = COUNT.format(total);
  if (total === 0 || shown === 0) return i18n._(msg`Showing 0 of ${all}`);
  const from = (page - 1) * pageSize + 1;
  const first = COUNT.format(from);
  const last = COUNT.format(from + shown - 1);
  return i18n._(msg`Showing ${first}–${last} of ${all}`);
}
