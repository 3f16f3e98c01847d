/**
 * The access log for the administrator (issue 31 §3; docs/decisions/038-access-log.md): who at the registry
 * opened which application, document, register entry or person's record, and when.
 */
import type { AccessLogPage, AccessLogQuery } from '../domain/schemas/access-log';
import { call, download } from './client';

/**
 * GET /backoffice/access-log (ADMIN only): a page of the log, newest first.
 * @param query - `reference`, `nin`, `staff`, `from`/`to` (yyyy-mm-dd), `page`, `pageSize`.
 * @throws ApiError on failure (403 for every other role; 400 with field errors for a bad filter).
 */
export function fetchAccessLog(query: AccessLogQuery): Promise<AccessLogPage> {
  return call('listAccessLog', { query });
}

/**
 * GET /backoffice/access-log/export: every entry the filters select, as CSV.
 * @param query - the filters (page and pageSize are ignored).
 * @returns the CSV as a Blob.
 * @throws ApiError on failure.
 */
export function exportAccessLog(query: AccessLogQuery): Promise<Blob> {
  return download('exportAccessLog', 'text/csv', { query });
}
