/**
 * Staff tracking (issue 10 "/backoffice/tracking"): find any application by reference, NIN or name across
 * every service, and see where it is and who holds it.
 * - GET /backoffice/tracking?q= (back-office staff who may list applications) → at most
 *   STAFF_TRACKING_LIMIT results, newest first; a district office finds its district's only. Drafts are
 *   the applicant's own business and are not found.
 */
import { http } from 'msw';
import { may } from '#src/domain/access';
import { formatDisplayDate } from '#src/domain/dates';
import type { ReviewLevel } from '#src/domain/review-chains';
import { NOTICE_STAGE_TEXT } from '#src/domain/schemas/notice';
import { STAFF_TRACKING_LIMIT, staffTrackingQuerySchema, type StaffTrackingResult } from '#src/domain/schemas/tracking';
import { serviceRule } from '#src/domain/services/catalogue';
import { answerText } from '#src/domain/services/service-rule';
import { findUserById } from '../accounts';
import { indexedApplications, withRegistry, type IndexedApplication } from '../application-store';
import { apiUrl } from '../base-url';
import { isStaff } from '../lifecycle';
import { MOCK_ERROR_CODES, MOCK_MESSAGES } from '../messages';
import { fail, handle, ok, requireUser, validate } from './shared';

const LEVEL_WORDS: Readonly<Record<ReviewLevel, string>> = {
  REGISTRAR: 'the registrar',
  DIRECTOR: 'the director',
  REGISTRAR_GENERAL: 'the Registrar General',
  MINISTER: 'the Minister',
  DISTRICT_KADHI: 'the district kadhi',
};

/** Where an application is, in words. */
function whereOf(entry: IndexedApplication): string {
  const { record, level } = entry;
  const at = level ? LEVEL_WORDS[level] : 'the registry';
  switch (record.status) {
    case 'Payment_Confirmation':
      return 'Waiting for the applicant’s payment';
    case 'Submitted':
      return `Waiting for ${at} to open it`;
    case 'Pending':
      return record.notice ? `Notice ${record.notice.noticeNumber}: ${NOTICE_STAGE_TEXT[record.notice.stage]}` : `Under review by ${at}`;
    case 'Corrections_Requested':
      return 'With the applicant, to correct';
    case 'Approved':
      return `Approved on ${formatDisplayDate(record.updatedAt)}`;
    case 'Declined':
      return `Declined on ${formatDisplayDate(record.updatedAt)}`;
    default:
      return 'Not submitted yet';
  }
}

/** The officer who last acted on it (the timeline's last staff entry), or null. */
function holderOf(entry: IndexedApplication): string | null {
  const last = [...entry.record.timeline].reverse().find((t) => t.role !== 'APPLICANT' && t.role !== 'SYSTEM');
  if (!last) return null;
  const user = findUserById(last.actorId);
  return user ? `${user.givenName} ${user.surname} (${last.actorName})` : last.actorName;
}

/** The people an application names: the applicant and each party with a name. */
function namesOf(entry: IndexedApplication): string {
  const data = entry.record.data;
  const people = ['partyOne', 'partyTwo', 'applicant', 'husband', 'wife'].map(
    (key) => `${answerText(data, `${key}.givenName`)} ${answerText(data, `${key}.surname`)}`,
  );
  return [entry.record.applicantName, ...people].join(' ').toLowerCase();
}

/**
 * What of an application matches a search, in words, or null.
 * @param entry - the application.
 * @param q - the search as typed.
 */
export function trackingMatch(entry: IndexedApplication, q: string): string | null {
  const compact = q.toUpperCase().replace(/[\s-]/g, '');
  if (compact.length >= 3 && entry.record.reference.replace(/-/g, '').includes(compact)) return 'Reference';
  if (/^[A-Z0-9]{14}$/.test(compact)) {
    const rule = serviceRule(entry.record.serviceType);
    if ((rule.partyNinsOf?.(entry.record.data) ?? []).includes(compact)) return 'NIN of a party';
    if (findUserById(entry.record.applicantId)?.idNumber?.toUpperCase() === compact) return 'NIN of the applicant';
  }
  const words = q.toLowerCase().split(/\s+/).filter(Boolean);
  const names = namesOf(entry);
  return words.length > 0 && words.every((w) => names.includes(w)) ? 'Name' : null;
}

/** Handlers of staff tracking. */
export const staffTrackingHandlers = [
  http.get(
    apiUrl('/backoffice/tracking'),
    handle(async ({ request }) => {
      const user = await requireUser(request);
      if (!isStaff(user) || !may(user, 'applications.list'))
        return fail(403, MOCK_MESSAGES.roleHasNoAccess, { code: MOCK_ERROR_CODES.forbidden });
      const { q } = validate(staffTrackingQuerySchema, Object.fromEntries(new URL(request.url).searchParams));
      const district = user.accountType === 'ADMIN_UNIT' ? (user.district ?? '').toLowerCase() : null;
      const results: StaffTrackingResult[] = [];
      const found = indexedApplications()
        .filter((e) => withRegistry(e.record) && (district === null || (e.record.district ?? '').toLowerCase() === district))
        .map((entry) => ({ entry, matched: trackingMatch(entry, q) }))
        .filter((m) => m.matched !== null)
        .sort(
          (a, b) =>
            (b.entry.record.submittedAt ?? '').localeCompare(a.entry.record.submittedAt ?? '') ||
            a.entry.record.reference.localeCompare(b.entry.record.reference),
        );
      for (const { entry, matched } of found.slice(0, STAFF_TRACKING_LIMIT)) {
        const { record } = entry;
        results.push({
          id: record.id,
          reference: record.reference,
          serviceType: record.serviceType,
          variant: serviceRule(record.serviceType).variantOf?.(record.data) ?? null,
          applicantName: record.applicantName,
          district: record.district,
          status: record.status,
          noticeStage: entry.summary.noticeStage,
          where: whereOf(entry),
          holder: holderOf(entry),
          submittedAt: record.submittedAt,
          matched: matched ?? '',
        });
      }
      return ok({ total: found.length, items: results });
    }),
  ),
];
