/**
 * The back office's dashboard of work (issue 11 "Dashboard"): the deadlines the officer's role acts on.
 * The task queues' counts are read from the queues (`fetchBackofficeApplications`), so they always match.
 */
import type { Deadlines } from '../domain/schemas/dashboard';
import { call } from './client';

/**
 * GET /backoffice/deadlines (back-office reviewers): the items at or near a legal deadline that the
 * caller's role acts on, most overdue first, and the API's today (yyyy-mm-dd).
 * @throws ApiError on failure (403 for finance and administrators, who review nothing).
 */
export function fetchDeadlines(): Promise<Deadlines> {
  return call('getDeadlines');
}
