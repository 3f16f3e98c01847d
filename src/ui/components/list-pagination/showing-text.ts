/** The words a paged list says about the rows it shows (the review lists, registers, transactions, institution registry). */

const COUNT = new Intl.NumberFormat('en-GB');

/**
 * The range shown, in words: "Showing 1–25 of 10,000" (en dash, thousands separated).
 * @param page - 1-based page number.
 * @param pageSize - rows per page.
 * @param total - rows in the whole result.
 * @param shown - rows on this page.
 */
export function showingText(page: number, pageSize: number, total: number, shown: number): string {
  if (total === 0 || shown === 0) return `Showing 0 of ${COUNT.format(total)}`;
  const from = (page - 1) * pageSize + 1;
  const to = from + shown - 1;
  return `Showing ${COUNT.format(from)}–${COUNT.format(to)} of ${COUNT.format(total)}`;
}
