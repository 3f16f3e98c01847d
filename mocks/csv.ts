/**
 * CSV answers of the mock API: the registers' and billing's exports (mocks/handlers/registers.ts,
 * backoffice-registers.ts, billing.ts). The file's text is src/domain/csv.ts `csvTable`.
 */
export { csvTable } from '../src/domain/csv';

/** The headers of a CSV download. */
export function csvHeaders(fileName: string): HeadersInit {
  return { 'Content-Type': 'text/csv; charset=utf-8', 'Content-Disposition': `attachment; filename="${fileName}"` };
}
