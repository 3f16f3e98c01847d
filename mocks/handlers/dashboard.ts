/**
 * The dashboard's deadlines (issue 11 "Dashboard"; src/domain/schemas/dashboard.ts):
 * - GET /backoffice/deadlines (back-office reviewers) → `{ today, items }`: the items at or near a legal
 *   deadline that the caller's role acts on, soonest first; a district office (ADMIN_UNIT) sees its
 *   district only. The counts of the task queues are not here: the dashboard reads the queues themselves.
 */
import { differenceInCalendarDays, parseISO } from 'date-fns';
import { http } from 'msw';
import { may } from '#src/domain/access';
import { dayOf, deadlineState, quarterLabel } from '#src/domain/deadlines';
import type { DeadlineItem } from '#src/domain/schemas/dashboard';
import { marriageSetting } from '../marriage-settings';
import { isStanding } from '#src/domain/schemas/notice';
import { quarterlyReturnStatus } from '#src/domain/services/islamic-marriage-returns/quarterly-status';
import { indexedApplications } from '../application-store';
import { apiUrl } from '../base-url';
import { todayIso } from '../clock';
import { db, type UserRecord } from '../db';
import { expireDue, isStaff } from '../lifecycle';
import { MOCK_ERROR_CODES, MOCK_MESSAGES } from '../messages';
import { uncelebratedBookings } from '../rooms';
import { fail, handle, ok, requireUser } from './shared';

/** "NB-2026-000123: Ibrahim Ssali and Harriet Kyomuhendo". */
function noticeSubject(noticeNumber: string, data: Record<string, unknown>, fallback: string): string {
  const name = (key: string) => {
    const party = data[key] as { givenName?: unknown; surname?: unknown } | undefined;
    return [party?.givenName, party?.surname].filter((p): p is string => typeof p === 'string' && p.trim() !== '').join(' ');
  };
  const names = [name('partyOne'), name('partyTwo')].filter(Boolean).join(' and ');
  return `${noticeNumber}: ${names || fallback}`;
}

/**
 * The deadlines a staff member acts on, on a day.
 * @param user - a back-office reviewer.
 * @param today - the API's today, yyyy-mm-dd.
 * @returns the items, soonest (most overdue) first.
 */
export function deadlinesFor(user: UserRecord, today: string): DeadlineItem[] {
  const registrar = user.role === 'REGISTRAR';
  const generalOnly = user.role === 'REGISTRAR_GENERAL';
  const district = user.accountType === 'ADMIN_UNIT' ? (user.district ?? '').toLowerCase() : null;
  const inScope = (d: string | null | undefined) => district === null || (d ?? '').toLowerCase() === district;
  const items: DeadlineItem[] = [];

  for (const { record } of indexedApplications()) {
    const notice = record.notice;
    if (!notice || !inScope(record.district)) continue;
    const subject = noticeSubject(notice.noticeNumber, record.data, record.applicantName);
    const base = { applicationId: record.id, reference: record.reference, subject, district: record.district ?? '' };
    for (const caveat of notice.caveats) {
      if (!isStanding(caveat.status)) continue;
      if ((caveat.status === 'LODGED' && registrar) || (caveat.status === 'REFERRED' && generalOnly)) {
        const lodgedOn = dayOf(caveat.lodgedAt);
        items.push({
          kind: 'CAVEAT_WAITING',
          ...base,
          dueOn: lodgedOn,
          daysLeft: differenceInCalendarDays(parseISO(lodgedOn), parseISO(today)),
        });
      }
    }
    if (!registrar) continue;
    const live = notice.stage === 'PUBLISHED' || notice.stage === 'CAVEATED' || notice.stage === 'CERTIFIED' || notice.stage === 'BOOKED';
    if (!live) continue;
    const lapse = deadlineState(notice.lapsesOn, today);
    if (lapse.daysLeft <= marriageSetting('notice-near-lapse-days'))
      items.push({ kind: 'NOTICE_LAPSING', ...base, dueOn: notice.lapsesOn, daysLeft: lapse.daysLeft });
    if (notice.stage === 'PUBLISHED' && notice.certificateFrom <= today) {
      items.push({
        kind: 'CERTIFICATE_DUE',
        ...base,
        dueOn: notice.certificateFrom,
        daysLeft: deadlineState(notice.certificateFrom, today).daysLeft,
      });
    }
  }

  if (registrar) {
    for (const booking of uncelebratedBookings(today)) {
      if (!inScope(booking.district)) continue;
      items.push({
        kind: 'CEREMONY_UNCELEBRATED',
        applicationId: booking.applicationId,
        reference: booking.reference,
        subject: `${booking.partyNames}, ${booking.roomName} at ${booking.time}`,
        district: booking.district,
        dueOn: booking.date,
        daysLeft: -booking.daysOverdue,
      });
    }
    const kadhis = db.users.findMany((q) =>
      q.where((u) => u.accountType === 'ORGANIZATION' && u.organisationKind === 'DISTRICT_KADHI' && u.status === 'ACTIVE'),
    );
    for (const kadhi of kadhis) {
      if (!inScope(kadhi.district)) continue;
      const own = indexedApplications()
        .filter((entry) => entry.record.applicantId === kadhi.userId)
        .map(({ record }) => ({
          serviceType: record.serviceType,
          status: record.status,
          reference: record.reference,
          submittedAt: record.submittedAt,
          data: record.data,
        }));
      const { last } = quarterlyReturnStatus(own, today);
      if (last.filed || !last.deadline.overdue) continue;
      items.push({
        kind: 'ISLAMIC_RETURN_OVERDUE',
        applicationId: null,
        reference: null,
        subject: `${kadhi.organisationName ?? 'District kadhi'}: quarterly return for ${quarterLabel(last.quarter)}`,
        district: kadhi.district ?? '',
        dueOn: last.deadline.due,
        daysLeft: last.deadline.daysLeft,
      });
    }
  }
  return items.sort((a, b) => a.daysLeft - b.daysLeft || a.subject.localeCompare(b.subject));
}

/** Handlers of the dashboard's calls. */
export const dashboardHandlers = [
  http.get(
    apiUrl('/backoffice/deadlines'),
    handle(async ({ request }) => {
      const user = await requireUser(request);
      if (!isStaff(user) || !may(user, 'applications.review'))
        return fail(403, MOCK_MESSAGES.roleHasNoAccess, { code: MOCK_ERROR_CODES.forbidden });
      await expireDue(indexedApplications());
      const today = todayIso();
      return ok({ today, items: deadlinesFor(user, today) });
    }),
  ),
];
