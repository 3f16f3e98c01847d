/**
 * The marriage report (issue 11 "Reports"; docs/decisions/023-reports.md).
 */
import type { MarriageReport, ReportQuery } from '../domain/schemas/reports';
import { call } from './client';

/**
 * GET /backoffice/reports/marriage (reviewers, finance, the administrator): the report for a period and district.
 * @param query - `from` and `to` (yyyy-mm-dd, inclusive), `district` (optional; a district office always gets its own).
 * @throws ApiError on failure (400 with field errors for a bad period; 403).
 */
export function fetchMarriageReport(query: ReportQuery): Promise<MarriageReport> {
  return call('getMarriageReport', { query });
}
