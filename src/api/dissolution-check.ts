/**
 * GET /applications/{id}/dissolution-check (whoever may review the application: the registry's officers
 * and the district kadhi of its district): where the marriage a divorce return names stands in the
 * register of marriages (src/domain/services/divorce-returns/dissolution-check.ts; docs/decisions/014).
 */
import type { DissolutionCheck } from '../domain/services/divorce-returns/dissolution-check';
import { call } from './client';

/**
 * The register check of a divorce return.
 * @param id - the application's id (a DIVORCE_RETURNS application).
 * @returns the state (SUBSISTING, DISSOLVED, NOT_FOUND, PARTIES_DIFFER) and the entry found, if any.
 * @throws ApiError on failure (403 not a reviewer, 404 unknown, 409 not a divorce return).
 */
export function fetchDissolutionCheck(id: string): Promise<DissolutionCheck> {
  return call('getDissolutionCheck', { path: { id } });
}
