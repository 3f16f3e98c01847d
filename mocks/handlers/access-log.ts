/**
 * The access log for the administrator (issue 31 §3; docs/decisions/038-access-log.md), role ADMIN only
 * (`access.log`, docs/decisions/008-role-access.md; 403 for everybody else):
 * - GET /backoffice/access-log?reference=&nin=&staff=&from=&to=&page=&pageSize= → `{ items, total, page, pageSize }`,
 *   newest first: who at the registry opened which application, document, register entry or person's record;
 * - GET /backoffice/access-log/export with the same filters → every entry they select, as CSV (dates
 *   dd-mm-yyyy hh:mm), as the registers' and billing's exports are.
 * Reading only: no call changes or deletes an entry (mocks/access-log.ts writes them as staff open records).
 */
import { http } from 'msw';
import { may } from '#src/domain/access';
import { ACCESS_KIND_LABELS, ACCESS_LOG_CSV_HEADINGS, accessLogQuerySchema } from '#src/domain/schemas/access-log';
import { formatDisplayDateTime } from '#src/domain/dates';
import { selectAccessLog } from '../access-log';
import { apiUrl } from '../base-url';
import { csvHeaders, csvTable } from '../csv';
import { handle, ok, requirePermission, requireUser, validateQuery } from './shared';

/** The CSV's file name. */
export const ACCESS_LOG_FILE_NAME = 'access-log.csv';

async function requireAccessLogReader(request: Request): Promise<void> {
  const user = await requireUser(request);
  requirePermission(may(user, 'access.log'));
}

/** Handlers of the access log. */
export const accessLogHandlers = [
  http.get(
    apiUrl('/backoffice/access-log/export'),
    handle(async ({ request }) => {
      await requireAccessLogReader(request);
      const entries = selectAccessLog(validateQuery(accessLogQuerySchema, request));
      const rows = entries.map((e) => [
        formatDisplayDateTime(e.at),
        e.staffName,
        e.staffRole,
        e.office,
        ACCESS_KIND_LABELS[e.kind],
        e.what,
        e.applicationReference ?? '',
        e.nins.join(' '),
      ]);
      return new Response(csvTable([...ACCESS_LOG_CSV_HEADINGS], rows), { headers: csvHeaders(ACCESS_LOG_FILE_NAME) });
    }),
  ),
  http.get(
    apiUrl('/backoffice/access-log'),
    handle(async ({ request }) => {
      await requireAccessLogReader(request);
      const query = validateQuery(accessLogQuerySchema, request);
      const entries = selectAccessLog(query);
      const start = (query.page - 1) * query.pageSize;
      return ok({ items: entries.slice(start, start + query.pageSize), total: entries.length, page: query.page, pageSize: query.pageSize });
    }),
  ),
];
