/**
 * Server state of the access log (issue 31 §3; the administrator's access log page): its pages and its CSV.
 */
import { keepPreviousData } from '@tanstack/react-query';
import { exportAccessLog, fetchAccessLog } from '#src/api/access-log';
import type { AccessLogQuery } from '#src/domain/schemas/access-log';
import { useAppQuery } from '../shared/query-client';

/** The keys of access log queries. */
export const accessLogKeys = {
  /** Every page of the log. */
  all: ['access-log'] as const,
  /** One page: the filters and the page. */
  list: (query: AccessLogQuery) => ['access-log', query] as const,
};

/**
 * A page of the access log; the previous page stays shown while the next loads.
 * @param query - filters and page.
 */
export function useAccessLog(query: AccessLogQuery) {
  return useAppQuery({ queryKey: accessLogKeys.list(query), queryFn: () => fetchAccessLog(query), placeholderData: keepPreviousData });
}

/**
 * The entries the filters select, as a CSV file.
 * @param query - the filters.
 */
export function downloadAccessLog(query: AccessLogQuery): Promise<Blob> {
  return exportAccessLog(query);
}
