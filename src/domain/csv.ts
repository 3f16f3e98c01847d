/**
 * CSV files (RFC 4180) the portal gives: the registers' and billing's exports (made by the API) and the
 * report's tables (made in the browser).
 */

/**
 * One CSV cell: quoted when it holds a comma, quote or line break; a leading =, +, - or @ is neutralised
 * with an apostrophe, so a spreadsheet never runs it as a formula (CSV injection, OWASP).
 * @param value - the cell's text or number.
 */
export function csvCell(value: string | number): string {
  const text = String(value);
  const safe = /^[=+\-@]/.test(text) ? `'${text}` : text;
  return /[",\n\r]/.test(safe) ? `"${safe.replace(/"/g, '""')}"` : safe;
}

/**
 * A CSV file's text: the header row, then the rows; CRLF line ends and a final CRLF.
 * @param header - the column headings.
 * @param rows - the cells of each row, in the header's order.
 */
export function csvTable(header: readonly string[], rows: ReadonlyArray<ReadonlyArray<string | number>>): string {
  return [header, ...rows].map((r) => r.map(csvCell).join(',')).join('\r\n') + '\r\n';
}
