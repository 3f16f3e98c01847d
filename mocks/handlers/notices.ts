/**
 * The Marriage Notice Book's reads (issue 9 stages 1 and 2; docs/decisions/016-notice-stage.md "The API"):
 *
 * - GET /notices?q=&district=&page=&pageSize= (public, no sign-in) → `Page<PublicNotice>`: the notices now
 *   published (the notice stage PUBLISHED or CAVEATED: caveats may still be lodged, and not due to lapse on
 *   the mock clock), newest first. Privacy-safe: the two parties' names, the intended district, the date of
 *   the notice, its number and the earliest certificate day (mocks/notice-stage.ts `publicNoticeOf`); never
 *   photos, addresses, NINs, phones, occupations, the application's reference or id. `q` matches part of
 *   either name (any case) or of the notice number; `district` the district exactly (any case). Not
 *   throttled, as the other public register (the licensed places): the book is public by law, and a list
 *   reveals nothing a look-up would not (tracking is throttled because its references are secrets).
 * - GET /backoffice/caveats?status=standing|all (registry staff who decide civil marriages: the registrars
 *   and the Registrar General; a district's office only its district) → `Escalation[]`: every caveat with
 *   its notice, application and the couple's names; `standing` (default) only those lodged or referred.
 *   Standing ones first, then oldest first. 403 for other staff and for applicants.
 *
 * Lodging (POST /notices/{noticeNumber}/caveats) and the decisions on a caveat (events of the application)
 * are the lifecycle's: mocks/handlers/applications.ts, mocks/notice-stage.ts.
 */
import { http } from 'msw';
import { may } from '#src/domain/access';
import type { Page } from '#src/domain/schemas/applications';
import { isStanding, type PublicNotice } from '#src/domain/schemas/notice';
import { caveatsQuerySchema, type Escalation, publicNoticesQuerySchema } from '#src/domain/schemas/notice-lists';
import { REVIEW_CHAINS } from '#src/domain/services/basics';
import { indexedApplications, type IndexedApplication } from '../application-store';
import { apiUrl } from '../base-url';
import { nowIso } from '../clock';
import type { UserRecord } from '../db';
import { isStaff } from '../lifecycle';
import { MOCK_ERROR_CODES, MOCK_MESSAGES } from '../messages';
import { noticeLapseDue, publicNoticeOf } from '../notice-stage';
import { fail, handle, ok, requireUser, validateQuery } from './shared';

/** The notice stages in which a notice is published and takes caveats. */
const PUBLISHED_STAGES: ReadonlySet<string> = new Set(['PUBLISHED', 'CAVEATED']);

/** Every application with a notice block. */
function withNotices(): IndexedApplication[] {
  return indexedApplications().filter((e) => e.record.notice);
}

/**
 * The notices now published, newest first: published or caveated, and not due to lapse on the mock clock.
 * @returns the applications whose notices the public sees.
 */
export function publishedNotices(): IndexedApplication[] {
  return withNotices()
    .filter((e) => PUBLISHED_STAGES.has(e.record.notice?.stage ?? '') && !noticeLapseDue(e))
    .sort((a, b) => {
      const x = a.record.notice?.publishedAt ?? '';
      const y = b.record.notice?.publishedAt ?? '';
      return x < y ? 1 : x > y ? -1 : (b.record.notice?.noticeNumber ?? '').localeCompare(a.record.notice?.noticeNumber ?? '');
    });
}

/**
 * One page of the public notices matching a search.
 * @param notices - the public entries, in the order shown.
 * @param query - `q` part of a name or the notice number, `district` exactly (any case), `page` 1-based, `pageSize`.
 */
export function searchNotices(
  notices: readonly PublicNotice[],
  query: { q?: string; district?: string; page: number; pageSize: number },
): Page<PublicNotice> {
  const q = query.q?.trim().toLowerCase() ?? '';
  const district = query.district?.trim().toLowerCase() ?? '';
  const found = notices.filter(
    (n) =>
      (!q ||
        n.partyOneName.toLowerCase().includes(q) ||
        n.partyTwoName.toLowerCase().includes(q) ||
        n.noticeNumber.toLowerCase().includes(q)) &&
      (!district || n.district.toLowerCase() === district),
  );
  const start = (query.page - 1) * query.pageSize;
  return { items: found.slice(start, start + query.pageSize), total: found.length, page: query.page, pageSize: query.pageSize };
}

/** The roles that see the escalations: the civil marriage's reviewers and the Registrar General (the sections' rule). */
const ESCALATION_ROLES: ReadonlySet<string> = new Set([...REVIEW_CHAINS.MARRIAGE, 'REGISTRAR_GENERAL']);

/**
 * Whether a caller may read the escalations: registry staff of a role that decides civil marriages or
 * their caveats, allowed to read applicants' data (docs/decisions/008).
 * @param user - the caller.
 */
export function mayReadEscalations(user: UserRecord): boolean {
  return isStaff(user) && may(user, 'applications.review') && user.role != null && ESCALATION_ROLES.has(user.role);
}

/**
 * The escalations a caller sees: each caveat with its notice and application; a district's office only
 * those of its district.
 * @param user - the caller (who may read escalations).
 * @param status - `standing` (lodged or referred) or `all`.
 * @returns standing caveats first, then oldest first.
 */
export function escalationsFor(user: UserRecord, status: 'standing' | 'all'): Escalation[] {
  const district = user.accountType === 'ADMIN_UNIT' ? (user.district ?? '').toLowerCase() : null;
  const asOf = nowIso();
  const rows: Escalation[] = [];
  for (const { record } of withNotices()) {
    const notice = record.notice;
    if (!notice) continue;
    if (district !== null && (record.district ?? '').toLowerCase() !== district) continue;
    const names = publicNoticeOf(record);
    for (const caveat of notice.caveats) {
      if (status === 'standing' && !isStanding(caveat.status)) continue;
      rows.push({
        noticeNumber: notice.noticeNumber,
        applicationId: record.id,
        reference: record.reference,
        serviceType: record.serviceType,
        lifecycle: record.lifecycle,
        district: record.district,
        partyOneName: names.partyOneName,
        partyTwoName: names.partyTwoName,
        asOf,
        caveat,
      });
    }
  }
  const rank = (row: Escalation) => (isStanding(row.caveat.status) ? 0 : 1);
  return rows.sort((a, b) => rank(a) - rank(b) || a.caveat.lodgedAt.localeCompare(b.caveat.lodgedAt));
}

/** Handlers of the Marriage Notice Book's reads. */
export const noticesHandlers = [
  http.get(
    apiUrl('/notices'),
    handle(({ request }) => {
      const query = validateQuery(publicNoticesQuerySchema, request);
      return ok(
        searchNotices(
          publishedNotices().map((e) => publicNoticeOf(e.record)),
          query,
        ),
      );
    }),
  ),

  http.get(
    apiUrl('/backoffice/caveats'),
    handle(async ({ request }) => {
      const user = await requireUser(request);
      if (!isStaff(user)) return fail(403, MOCK_MESSAGES.staffOnly, { code: MOCK_ERROR_CODES.forbidden });
      if (!mayReadEscalations(user) || (user.accountType === 'ADMIN_UNIT' && !user.district)) {
        return fail(403, MOCK_MESSAGES.roleHasNoAccess, { code: MOCK_ERROR_CODES.forbidden });
      }
      const query = validateQuery(caveatsQuerySchema, request);
      return ok(escalationsFor(user, query.status));
    }),
  ),
];
