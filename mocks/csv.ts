/**
 * CSV files the mock API answers (RFC 4180): the registers' exports (mocks/handlers/registers.ts,
 * mocks/handlers/backoffice-registers.ts).
 */

/**
 * One CSV cell: quoted when it holds a comma, quote or line break; a leading =, +, - or @ is
 * neutralised with an apostrophe, so a spreadsheet never runs it as a formula (CSV injection, OWASP).
 * @param value - the cell's text.
 */
export function csvCell(value: string): string {
  const safe = /^[=+\-@]/.test(value) ? `'${value}` : value;
  return /[",\n\r]/.test(safe) ? `"${safe.replace(/"/g, '""')}"` : safe;
}

/**
 * A CSV file: the header row, then the rows; CRLF line ends and a final CRLF.
 * @param header - the column headings.
 * @param rows - the cells of each row, in the header's order.
 */
export function csvTable(header: readonly string[], rows: ReadonlyArray<readonly string[]>): string {
  return [header, ...rows].map((r) => r.map(csvCell).join(',')).join('\r\n') + '\r\n';
}

/** The headers of a CSV download. */
export function csvHeaders(fileName: string): HeadersInit {
  return { 'Content-Type': 'text/csv; charset=utf-8', 'Content-Disposition': `attachment; filename="${fileName}"` };
}
