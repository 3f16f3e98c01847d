/**
 * The notice stage in the mock API (DOMAIN.md §2; issue 9; docs/decisions/016-notice-stage.md): the
 * application's `notice` block, kept in step with the lifecycle machine, and what each of the stage's
 * events writes besides the machine's state (caveats, the registrar's certificate, the booking, the
 * celebration). The machine decides whether an event is allowed; this file only records what it did.
 */
import { noticeClock } from '../src/domain/deadlines';
import type { ApplicationEventBody, LifecycleState, TimelineEntry } from '../src/domain/schemas/applications';
import type { Caveat, CaveatStatus, NoticeStage, PublicNotice } from '../src/domain/schemas/notice';
import { isLiveNoticeStage, isStanding } from '../src/domain/schemas/notice';
import { registeredParty } from '../src/domain/services/service-rule';
import { applyApplicationEvent, noticeStageOf, SYSTEM_ACTOR, type LifecycleActor } from '#src/lifecycle/application.machine';
import type { ServiceType } from '../src/domain/services/service-types';
import type { ApplicationStatus } from '../src/domain/statuses';
import { findApplication, indexedApplications, updateApplication, type IndexedApplication } from './application-store';
import { now, nowIso } from './clock';
import { db, type ApplicationFields, type UserRecord } from './db';
import { fail } from './handlers/shared';
import { MOCK_ERROR_CODES } from './messages';
import { newId } from './random';
import { issueDocument } from './documents';
import { formatDisplayDate } from '../src/domain/dates';
import { marriageCertificateFields } from '../src/domain/schemas/documents';

/** The first letters of every entry number of the Marriage Notice Book. */
export const NOTICE_NUMBER_PREFIX = 'NB';
/** The first letters of every registrar's certificate number. */
export const CERTIFICATE_NUMBER_PREFIX = 'RC';

/**
 * The next serial number of a book for a year, e.g. "NB-2026-000124": one more than the highest of that year
 * among `taken`. Entries of a public book are serial, not secret (as the register's, decision 014).
 * @param prefix - the book's letters.
 * @param year - the year of the entry.
 * @param taken - the numbers already given.
 */
export function nextSerial(prefix: string, year: number, taken: Iterable<string>): string {
  const head = `${prefix}-${year}-`;
  let last = 0;
  for (const number of taken) {
    if (number.startsWith(head)) last = Math.max(last, Number(number.slice(head.length)) || 0);
  }
  return `${head}${String(last + 1).padStart(6, '0')}`;
}

/** Every application that has a notice block. */
function withNotices(): IndexedApplication[] {
  return indexedApplications().filter((e) => e.record.notice);
}

/**
 * A new notice block at publication (the registrar's acceptance): its Marriage Notice Book number and clock.
 * @param publishedAt - ISO 8601 of the acceptance (the machine's `noticeAt`).
 * @param taken - notice numbers already given (defaults to every stored notice's).
 */
export function publishedNotice(
  publishedAt: string,
  taken: Iterable<string> = withNotices().map((e) => e.record.notice!.noticeNumber),
): NoticeStage {
  const clock = noticeClock(publishedAt);
  return {
    noticeNumber: nextSerial(NOTICE_NUMBER_PREFIX, new Date(publishedAt).getFullYear(), taken),
    publishedAt,
    certificateFrom: clock.certificateFrom,
    lapsesOn: clock.lapsesOn,
    asOf: publishedAt,
    stage: 'PUBLISHED',
    caveats: [],
    certificate: null,
    booking: null,
    celebration: null,
    lapsedAt: null,
  };
}

/**
 * The notice block a stored or seeded application should carry for its lifecycle: created at publication,
 * its `stage` following the machine (`noticeStageOf`), null outside the notice stage.
 * @param lifecycle - the application's lifecycle state.
 * @param current - its notice block so far, if any.
 * @param taken - notice numbers already given (for a new block).
 */
export function noticeFor(
  lifecycle: LifecycleState,
  current: NoticeStage | null | undefined,
  taken?: Iterable<string>,
): NoticeStage | null {
  const stage = noticeStageOf(lifecycle);
  if (!stage || !lifecycle.noticeAt) return current ?? null;
  const block = current ?? publishedNotice(lifecycle.noticeAt, taken);
  return { ...block, stage };
}

/**
 * Seeded and generated journeys are replayed on template times and stamped afterwards: give a journey that
 * ended in the notice stage the time of its acceptance (the timeline entry that entered `Notice`) as its
 * notice's time, and its notice block.
 * @param lifecycle - the journey's final lifecycle.
 * @param timeline - its stamped timeline.
 * @param taken - notice numbers already given (a generator passes its own set, and adds the new number).
 * @returns the lifecycle with `noticeAt` and the notice block (null when the journey never reached the stage).
 */
export function stampNotice(
  lifecycle: LifecycleState,
  timeline: readonly TimelineEntry[],
  taken?: Set<string>,
): { lifecycle: LifecycleState; notice: NoticeStage | null } {
  if (lifecycle.noticeAt === undefined || lifecycle.noticeAt === null) return { lifecycle, notice: null };
  const accepted = timeline.find((e) => e.toState.includes('"Notice"'));
  const noticeAt = accepted?.at ?? lifecycle.noticeAt;
  const stamped = { ...lifecycle, noticeAt };
  const notice = noticeFor(stamped, null, taken ?? undefined);
  if (notice && taken) taken.add(notice.noticeNumber);
  return { lifecycle: stamped, notice };
}

/** The ms of the first instant of a yyyy-mm-dd day in the runtime's time zone. */
function startOfDayMs(day: string): number {
  const [y, m, d] = day.split('-').map(Number) as [number, number, number];
  return new Date(y, m - 1, d).getTime();
}

/**
 * When a live notice lapses (ms since the epoch: the start of its lapse day), or null when the application is
 * not in a live notice stage (published, caveated, certified or booked).
 * @param record - the application.
 */
export function noticeLapsesAtMs(record: ApplicationFields): number | null {
  const stage = record.notice?.stage;
  if (!record.notice || !stage || !isLiveNoticeStage(stage)) return null;
  return startOfDayMs(record.notice.lapsesOn);
}

/** Whether an application's notice is due to lapse on the mock's clock. */
export function noticeLapseDue(entry: IndexedApplication): boolean {
  const at = noticeLapsesAtMs(entry.record);
  return at !== null && at <= now();
}

/**
 * The caveat an event names, and its status (which the machine needs: docs/decisions/016).
 * @throws Response 404 when the notice has no such caveat; 409 when it was already decided.
 */
export function namedCaveat(record: ApplicationFields, caveatId: string): { caveat: Caveat; status: CaveatStatus } {
  const caveat = record.notice?.caveats.find((c) => c.id === caveatId);
  if (!caveat) throw fail(404, 'This notice has no such caveat.', { code: MOCK_ERROR_CODES.notFound });
  if (!isStanding(caveat.status)) {
    throw fail(409, `This caveat was already ${caveat.status === 'REMOVED' ? 'removed' : 'upheld'}.`, {
      code: MOCK_ERROR_CODES.illegalTransition,
    });
  }
  return { caveat, status: caveat.status };
}

/**
 * What a notice-stage event writes into the application besides its lifecycle (called inside the same change
 * as the machine's transition, after the machine accepted the event).
 * @param event - the event body.
 * @param actor - who sent it (its name is recorded).
 * @param extra - the booking's room name (book/rebook, celebration).
 * @returns a change to apply to the stored application, or undefined for events that write nothing else.
 */
export function noticeChanges(
  event: ApplicationEventBody,
  actor: LifecycleActor,
  extra: { roomName?: string } = {},
): ((draft: ApplicationFields) => void) | undefined {
  const at = nowIso();
  const step = (draft: ApplicationFields, caveatId: string, action: Caveat['history'][number]['action'], comment: string) => {
    const caveat = draft.notice?.caveats.find((c) => c.id === caveatId);
    if (!caveat) return;
    caveat.status = action === 'REFERRED' ? 'REFERRED' : action === 'REMOVED' ? 'REMOVED' : 'UPHELD';
    caveat.history.push({ at, action, actorName: actor.name, comment });
  };
  switch (event.type) {
    case 'application.referCaveat':
      return (draft) => step(draft, event.caveatId, 'REFERRED', event.comment);
    case 'application.removeCaveat':
      return (draft) => step(draft, event.caveatId, 'REMOVED', event.reason);
    case 'application.upholdCaveat':
      return (draft) => {
        step(draft, event.caveatId, 'UPHELD', event.reason);
        draft.decisionReason = `A caveat against the notice was upheld: ${event.reason}`;
      };
    case 'application.issueCertificate':
      return (draft) => {
        if (!draft.notice) return;
        const taken = withNotices().flatMap((e) => (e.record.notice?.certificate ? [e.record.notice.certificate.number] : []));
        draft.notice.certificate = {
          number: nextSerial(CERTIFICATE_NUMBER_PREFIX, new Date(at).getFullYear(), taken),
          issuedAt: at,
          issuedBy: actor.name,
        };
      };
    case 'application.bookCeremony':
    case 'application.rebookCeremony':
      return (draft) => {
        if (!draft.notice) return;
        draft.notice.booking = {
          roomId: event.roomId,
          roomName: extra.roomName ?? event.roomId,
          date: event.date,
          time: event.time,
          bookedAt: at,
          bookedByName: actor.name,
        };
      };
    case 'application.recordCelebration':
      return (draft) => {
        if (!draft.notice) return;
        draft.notice.celebration = {
          celebratedOn: event.celebratedOn,
          roomName: extra.roomName ?? draft.notice.booking?.roomName ?? event.roomId,
          witnesses: event.witnesses.map((w) => ({ name: w.name, nin: w.nin ? w.nin.toUpperCase() : null })),
          officiant: event.officiant,
          recordedAt: at,
          entryNumber: '',
        };
      };
    default:
      return undefined;
  }
}

/**
 * A new caveat as lodged (POST /notices/{noticeNumber}/caveats).
 * @param user - who lodges it.
 * @param name - the name recorded for staff.
 * @param body - the grounds and evidence.
 */
export function newCaveat(user: UserRecord, name: string, body: { grounds: string; evidence: Caveat['evidence'] }): Caveat {
  const at = nowIso();
  return {
    id: newId('cv'),
    lodgedAt: at,
    lodgedBy: user.userId,
    lodgedByName: name,
    grounds: body.grounds,
    evidence: body.evidence,
    status: 'LODGED',
    history: [{ at, action: 'LODGED', actorName: name, comment: null }],
  };
}

/**
 * The notice block as one viewer may read it (docs/decisions/016): `asOf` set to the mock's now; for anyone but
 * registry staff (the couple), each caveat without who lodged it and without its evidence.
 * @param notice - the stored block (null passes through).
 * @param staff - whether the viewer is registry staff.
 */
export function noticeForViewer(notice: NoticeStage | null | undefined, staff: boolean): NoticeStage | null {
  if (!notice) return null;
  const asOf = nowIso();
  if (staff) return { ...notice, asOf };
  return {
    ...notice,
    asOf,
    caveats: notice.caveats.map((c) => ({
      ...c,
      lodgedBy: null,
      lodgedByName: null,
      evidence: [],
      history: c.history.map((h) => ({ ...h, actorName: h.action === 'LODGED' ? PUBLIC_OBJECTOR_NAME : h.actorName })),
    })),
  };
}

/** Who the couple reads lodged a caveat: never the person (docs/decisions/016; the notices page promises only staff see that). */
export const PUBLIC_OBJECTOR_NAME = 'A member of the public';

/**
 * An application's history as one viewer may read it (issue 30): for anyone but registry staff, a step sent by
 * someone who is neither the applicant nor the registry (a caveat's lodger: a signed-in citizen) names nobody:
 * its `actorId` reads "public" and its `actorName` {@link PUBLIC_OBJECTOR_NAME}. Staff read every name.
 * @param timeline - the stored timeline.
 * @param applicantId - the application's applicant.
 * @param staff - whether the viewer is registry staff.
 */
export function timelineForViewer(timeline: readonly TimelineEntry[], applicantId: string, staff: boolean): TimelineEntry[] {
  if (staff) return [...timeline];
  return timeline.map((entry) =>
    entry.role === 'APPLICANT' && entry.actorId !== applicantId ? { ...entry, actorId: 'public', actorName: PUBLIC_OBJECTOR_NAME } : entry,
  );
}

/**
 * The application whose notice has this Marriage Notice Book number.
 * @param noticeNumber - e.g. "NB-2026-000123" (any case).
 */
export function findByNoticeNumber(noticeNumber: string): IndexedApplication | undefined {
  const wanted = noticeNumber.trim().toUpperCase();
  return withNotices().find((e) => e.record.notice?.noticeNumber === wanted);
}

/**
 * A notice as the public sees it (issue 9: names, the intended district, the date of the notice; never
 * photos, addresses, NINs or phones).
 * @param record - an application with a notice block.
 */
export function publicNoticeOf(record: ApplicationFields): PublicNotice {
  const notice = record.notice!;
  return {
    noticeNumber: notice.noticeNumber,
    partyOneName: registeredParty(record.data, 'partyOne').name,
    partyTwoName: registeredParty(record.data, 'partyTwo').name,
    district: record.district ?? '',
    noticeDate: noticeClock(notice.publishedAt).noticeDay,
    certificateFrom: notice.certificateFrom,
  };
}

/**
 * After a celebration registered the marriage: record the register entry's number on the celebration (it is
 * the marriage certificate's number).
 * @param record - the application just approved.
 * @returns the application as stored now.
 */
export async function linkCelebrationEntry(record: ApplicationFields): Promise<ApplicationFields> {
  const celebration = record.notice?.celebration;
  if (!celebration || celebration.entryNumber) return record;
  const entry = db.marriageRegister.findFirst((q) => q.where({ applicationId: record.id }));
  const indexed = findApplication(record.id);
  if (!entry || !indexed) return record;
  return updateApplication(indexed, (draft) => {
    if (draft.notice?.celebration) draft.notice.celebration.entryNumber = entry.entryNumber;
  });
}

/** A generated application's journey after its last step: lifecycle, status, timeline and notice. */
export interface SettledJourney {
  lifecycle: LifecycleState;
  status: ApplicationStatus;
  timeline: TimelineEntry[];
  notice: NoticeStage | null;
}

/**
 * Generated data reflect the clock (docs/decisions/016): a generated notice whose lapse day has come by `nowMs`
 * lapses through the machine (`application.lapse` by the system, at the start of that day), as a read would make
 * it lapse, so lists and counts never change under a reader's feet.
 * @param subject - the application's service, district and fee (UGX).
 * @param journey - its journey so far.
 * @param nowMs - the generator's now, ms since the epoch.
 * @returns the journey, lapsed when due.
 */
export function settleNotice(
  subject: { serviceType: ServiceType; district: string | null; feeUgx: number },
  journey: SettledJourney,
  nowMs: number,
): SettledJourney {
  const notice = journey.notice;
  if (!notice || !isLiveNoticeStage(notice.stage)) return journey;
  const lapseMs = startOfDayMs(notice.lapsesOn);
  if (lapseMs > nowMs) return journey;
  const at = new Date(lapseMs).toISOString();
  const result = applyApplicationEvent({ ...subject, lifecycle: journey.lifecycle }, { type: 'application.lapse' }, SYSTEM_ACTOR, at);
  if (!result.ok) return journey;
  return {
    lifecycle: result.lifecycle,
    status: result.status,
    timeline: [...journey.timeline, result.entry],
    notice: { ...notice, stage: 'LAPSED', lapsedAt: at },
  };
}

/**
 * The documents a notice-stage step issues (issue 9 stage 6; docs/decisions/016): the registrar's certificate
 * when the registrar issues it, and the certificate of marriage when the celebration registers the marriage.
 * Each carries its verify code (mocks/documents.ts); the couple downloads them as PDFs from the application.
 * @param record - the application after the step.
 * @param eventType - the step's event.
 */
export async function issueNoticeDocuments(record: ApplicationFields, eventType: string): Promise<void> {
  const notice = record.notice;
  if (!notice) return;
  const partyName = (party: 'partyOne' | 'partyTwo') => registeredParty(record.data, party).name;
  if (eventType === 'application.issueCertificate' && notice.certificate) {
    await issueDocument({
      kind: 'REGISTRARS_CERTIFICATE',
      number: notice.certificate.number,
      applicationId: record.id,
      reference: record.reference,
      issuedBy: notice.certificate.issuedBy,
      issuedAt: notice.certificate.issuedAt,
      fields: [
        { label: 'First party', value: partyName('partyOne') },
        { label: 'Second party', value: partyName('partyTwo') },
        { label: 'Notice of marriage', value: `${notice.noticeNumber}, given on ${formatDisplayDate(notice.publishedAt)}` },
        { label: 'District', value: record.district ?? '' },
        { label: 'Valid until', value: `${formatDisplayDate(notice.lapsesOn)} (the marriage must be celebrated before this day)` },
      ],
    });
  }
  if (eventType === 'application.recordCelebration' && notice.celebration?.entryNumber) {
    const entry = db.marriageRegister.findFirst((q) => q.where({ entryNumber: notice.celebration!.entryNumber }));
    if (!entry) return;
    await issueDocument({
      kind: 'MARRIAGE_CERTIFICATE',
      number: entry.entryNumber,
      applicationId: record.id,
      reference: record.reference,
      issuedBy: notice.celebration.officiant,
      issuedAt: notice.celebration.recordedAt,
      fields: marriageCertificateFields(
        entry,
        notice.celebration.witnesses.map((w) => w.name),
      ),
    });
  }
}
