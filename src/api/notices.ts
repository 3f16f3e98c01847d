/**
 * The Marriage Notice Book's calls (issue 9 stages 1 and 2; docs/decisions/016-notice-stage.md "The API"):
 * the public notices, lodging a caveat, and the escalations' list of caveats. The officers' decisions on a
 * caveat (refer, remove, uphold) are events of the application: `sendApplicationEvent`
 * (src/api/applications.ts).
 */
import type { Page } from '../domain/schemas/applications';
import type { LodgeCaveatPayload, LodgedCaveat, PublicNotice } from '../domain/schemas/notice';
import type { CaveatsQuery, Escalation, PublicNoticesQuery } from '../domain/schemas/notice-lists';
import { call } from './client';

/** What lodging a caveat answers, from the contract's schema (src/domain/schemas/notice.ts). */
export type { LodgedCaveat };

/**
 * GET /notices (public, no sign-in): the notices now published in the Marriage Notice Book, newest first,
 * privacy-safe (names, intended district, date of notice, notice number, earliest certificate day).
 * @param query - `q` part of a party's name or a notice number, `district`, `page` (1-based), `pageSize` (≤ 50).
 * @returns one page of notices.
 * @throws ApiError on failure (400 for a query out of bounds).
 */
export function fetchPublicNotices(query: PublicNoticesQuery): Promise<Page<PublicNotice>> {
  return call('listPublicNotices', { query });
}

/**
 * POST /notices/{noticeNumber}/caveats (signed in): lodge a caveat (objection) against a published notice.
 * @param noticeNumber - e.g. "NB-2026-000123".
 * @param payload - the grounds (20 to 2,000 characters) and up to 5 uploaded documents of evidence.
 * @returns the notice number and the new caveat's id.
 * @throws ApiError 400 with field errors, 403 for the couple (their own notice), 404 for an unknown notice,
 *   409 when the notice no longer takes caveats.
 */
export function lodgeCaveat(noticeNumber: string, payload: LodgeCaveatPayload): Promise<LodgedCaveat> {
  return call('lodgeCaveat', { path: { noticeNumber }, body: payload });
}

/**
 * GET /backoffice/caveats (registrars, the Registrar General; a district's office only its district): the
 * caveats with their notices, standing ones first, oldest first.
 * @param query - `status` standing (default) or all.
 * @returns the caveats.
 * @throws ApiError on failure (403 for staff who do not decide civil marriages).
 */
export function fetchCaveats(query: CaveatsQuery): Promise<Escalation[]> {
  return call('listCaveats', { query });
}
