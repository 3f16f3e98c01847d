/**
 * Church agents (SPEC.md §2 /user/church-agent-churches; docs/decisions/014): the churches an agent
 * acts for, with their licence status.
 */
import type { ChurchActedForRow } from '../domain/schemas/churches-acted-for';
import { call } from './client';

/**
 * GET /church-agent/churches (signed in): for an individual, the churches named in their church agent
 * registrations (each with the registration's reference and status); for a church agent's
 * organisation account, the churches it acts for. Each with its status in the public register of
 * licensed places of worship.
 * @returns the churches, in the order the registrations name them (newest registration first).
 * @throws ApiError on failure (403 for back-office staff and other organisations).
 */
export function fetchChurchesActedFor(): Promise<ChurchActedForRow[]> {
  return call('listChurchesActedFor');
}
