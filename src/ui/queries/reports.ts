/** Server state of the marriage report (issue 11 "Reports"; GET /reports/marriages): one answer per period and district. */
import { fetchMarriageReport } from '#src/api/reports';
import type { MarriageReport, ReportQuery } from '#src/domain/schemas/reports';
import { useAppQuery } from '../shared/query-client';
import type { QueryExtras } from './applications';

/** The keys of report queries. */
export const reportKeys = {
  /** The report of one period (and district). */
  marriages: (query: ReportQuery) => ['marriage-report', query] as const,
};

/**
 * The marriage report of a period.
 * @param query - from, to (yyyy-mm-dd) and the district, if any.
 * @param extras - `enabled: false` while the period is not known or not valid.
 */
export function useMarriageReport(query: ReportQuery, extras: QueryExtras<MarriageReport, ReturnType<typeof reportKeys.marriages>> = {}) {
  return useAppQuery({ queryKey: reportKeys.marriages(query), queryFn: () => fetchMarriageReport(query), ...extras });
}
