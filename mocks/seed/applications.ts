/**
 * Applications of the demo scenario and benchmark data. Every person, NIN, phone number and
 * e-mail address here is invented (none is in the demo national register or belongs to a demo
 * account); the applicants have no account and cannot sign in.
 *
 * - {@link seedDemoApplications}: three civil marriage notices, so the back office is not empty:
 *   Submitted in Gulu (the Gulu district registrar's only one), Pending in Kampala (opened by the
 *   registrar), accepted in Wakiso (its notice published 37 days ago, so the registrar can issue the
 *   certificate: docs/decisions/016). Amina Nakato (amina.nakato@example.ug) has none: the journeys
 *   make hers.
 * - {@link generateApplications}: any number of applications of every service, in states reached by
 *   random walks of the lifecycle machine (never hand-made states), for benchmarks
 *   (`POST __mock/seed-applications`). They live in memory only (mocks/generated-applications.ts).
 *
 * Every state is reached through the lifecycle machine's helpers (`applyApplicationEvent`,
 * `availableActions`), with the event bodies and actors a real journey would send.
 */
import { documentsIn } from '#src/domain/schemas/uploads';
import { type ReviewLevel } from '#src/domain/review-chains';
import { REVIEW_CHAINS } from '#src/domain/services/basics';
import { ROLE_LABELS } from '#src/domain/accounts';
import type { ApplicationEventType, Invoice, LifecycleState, TimelineEntry } from '#src/domain/schemas/applications';
import type { NiraPerson } from '#src/domain/schemas/identity';
import { SERVICE_TYPES, type ServiceType } from '#src/domain/services/service-types';
import { APPLICATION_STATUSES, type ApplicationStatus } from '#src/domain/statuses';
import {
  applyApplicationEvent,
  availableActions,
  initialLifecycle,
  statusOfLifecycle,
  SYSTEM_ACTOR,
  type LifecycleActor,
  type LifecycleEvent,
} from '#src/lifecycle/application.machine';
import {
  addGenerated,
  createApplication,
  findApplication,
  indexedApplications,
  updateApplication,
  warmListOrders,
} from '../application-store';
import { now, todayIso } from '../clock';
import type { ApplicationFields, ApplicationRecord } from '../db';
import { clearGeneratedApplications, generatedApplications } from '../generated-applications';
import { feeOf, issueInvoice, type Fee } from '../lifecycle';
import { CERTIFICATE_NUMBER_PREFIX, nextSerial, settleNotice, stampNotice } from '../notice-stage';
import { registerMarriage } from '../approval-effects';
import type { NoticeStage } from '#src/domain/schemas/notice';
import { MARRIAGE_ROOMS } from './marriage-rooms';
import { nextReference, seededReferenceDraw } from '../references';
import { civilMarriageNotice, type NoticePartyDetails, type NoticePeople } from './civil-marriage-fixture';
import { NIRA_PEOPLE } from './demo';
import { marriageSetting } from '../marriage-settings';
import { DISTRICTS } from './districts';
import { inventedPerson, pick, random } from './people';
import { serviceRule } from '#src/domain/services/catalogue';

const DAY_MS = 24 * 60 * 60 * 1000;
const HOUR_MS = 60 * 60 * 1000;

/**
 * The officer of a review level: a national (BACKOFFICE) officer of the role, named by the role as the
 * timeline names staff; at the district kadhi's level, the kadhi of `district` (an organisation account).
 * @param role - the level.
 * @param userId - the officer's account id.
 * @param district - the application's district (the kadhi acts only in his own).
 */
export function officer(role: ReviewLevel, userId = `usr-seed-${role.toLowerCase()}`, district: string | null = null): LifecycleActor {
  if (role === 'DISTRICT_KADHI') {
    return {
      role,
      userId,
      name: district ? `District kadhi, ${district}` : 'District kadhi',
      accountType: 'ORGANIZATION',
      district,
      isOwner: false,
    };
  }
  return { role, userId, name: ROLE_LABELS[role], accountType: 'BACKOFFICE', district: null, isOwner: false };
}

/** The applicant of an invented application. */
export function applicant(userId: string, name: string, district: string | null): LifecycleActor {
  return { role: 'APPLICANT', userId, name, accountType: 'INDIVIDUAL', district, isOwner: true };
}

/** One step of a journey: the event, who sends it, and when (ms since the epoch). */
export interface JourneyStep {
  event: LifecycleEvent;
  actor: LifecycleActor;
  atMs: number;
}

/** Where a journey ends: what the application stores. */
export interface JourneyOutcome {
  lifecycle: LifecycleState;
  status: ApplicationStatus;
  timeline: TimelineEntry[];
  decisionReason: string | null;
  correctionFields: string[];
  /** When it was last submitted (ms), or null. */
  submittedAtMs: number | null;
  /** When the last invoice was paid (ms), or null. */
  paidAtMs: number | null;
}

/**
 * Replay a journey with the lifecycle machine.
 * @throws Error when the machine refuses a step (a defect of the seed).
 */
export function replayJourney(
  serviceType: ServiceType,
  feeUgx: number,
  district: string | null,
  steps: readonly JourneyStep[],
): JourneyOutcome {
  const outcome: JourneyOutcome = {
    lifecycle: initialLifecycle(serviceType),
    status: 'Draft',
    timeline: [],
    decisionReason: null,
    correctionFields: [],
    submittedAtMs: null,
    paidAtMs: null,
  };
  outcome.status = statusOfLifecycle(serviceType, outcome.lifecycle);
  for (const step of steps) {
    const result = applyApplicationEvent(
      { serviceType, lifecycle: outcome.lifecycle, district, feeUgx },
      step.event,
      step.actor,
      new Date(step.atMs).toISOString(),
    );
    if (!result.ok) throw new Error(`seed journey refused at ${step.event.type}: ${result.message}`);
    outcome.lifecycle = result.lifecycle;
    outcome.status = result.status;
    outcome.timeline.push(result.entry);
    const event = step.event;
    if (event.type === 'application.submit') {
      outcome.submittedAtMs = step.atMs;
      outcome.paidAtMs = null;
    }
    if (event.type === 'application.paymentConfirmed') outcome.paidAtMs = step.atMs;
    if (event.type === 'application.submit' || event.type === 'application.resubmit') {
      outcome.decisionReason = null;
      outcome.correctionFields = [];
    }
    if (event.type === 'application.requestCorrections') {
      outcome.decisionReason = event.reason;
      outcome.correctionFields = [...event.fields];
    }
    if (event.type === 'application.decline') {
      outcome.decisionReason = event.reason;
      outcome.correctionFields = [];
    }
  }
  return outcome;
}

/** The invoice of a journey's last submission: issued then, paid when the journey paid it. */
export function invoiceOf(fee: Fee | null, outcome: JourneyOutcome, prn?: () => string): Invoice | null {
  if (!fee || outcome.submittedAtMs === null) return null;
  const invoice = prn ? issueInvoice(fee, outcome.submittedAtMs, prn()) : issueInvoice(fee, outcome.submittedAtMs);
  if (outcome.paidAtMs !== null) {
    invoice.paidAt = new Date(outcome.paidAtMs).toISOString();
    invoice.paidWith = '4242';
  }
  return invoice;
}

/** One replayed journey as a seed stores it (see {@link storeJourney}). */
export interface SeededJourney {
  id: string;
  serviceType: ServiceType;
  applicantId: string;
  applicantName: string;
  district: string | null;
  data: Record<string, unknown>;
  fee: Fee | null;
  outcome: JourneyOutcome;
  /** When the draft was created, ms since the epoch. */
  createdMs: number;
  /** When it was submitted, ms since the epoch; by default the journey's last submission (null: never). */
  submittedMs?: number;
  /** The seeded generator of reference parts (the same seed gives the same references). */
  referenceDraw: NonNullable<Parameters<typeof nextReference>[2]>['draw'];
  /**
   * What the notice-stage calls wrote into the notice block besides its stage (the certificate, booking,
   * celebration), given the block stamped from the journey; absent: the stamped block.
   */
  notice?: (stamped: NoticeStage) => NoticeStage;
}

/**
 * Store a seeded application from its replayed journey: its lifecycle, timeline, decision, invoice
 * (paid when the journey paid it) and the documents its answers name. Every service's seed stores
 * its applications this way.
 * @param seed - the application and its journey.
 * @returns the stored application.
 */
export function storeJourney(seed: SeededJourney): Promise<ApplicationRecord> {
  const { outcome } = seed;
  const created = new Date(seed.createdMs).toISOString();
  const submittedMs = seed.submittedMs ?? outcome.submittedAtMs;
  const stamped = stampNotice(outcome.lifecycle, outcome.timeline);
  return createApplication({
    id: seed.id,
    reference: nextReference(seed.serviceType, seed.createdMs, { draw: seed.referenceDraw }),
    serviceType: seed.serviceType,
    status: outcome.status,
    lifecycle: stamped.lifecycle,
    notice: stamped.notice && seed.notice ? seed.notice(stamped.notice) : stamped.notice,
    applicantId: seed.applicantId,
    applicantName: seed.applicantName,
    district: seed.district,
    data: seed.data,
    documents: documentsIn(seed.data),
    invoice: invoiceOf(seed.fee, outcome),
    decisionReason: outcome.decisionReason,
    correctionFields: outcome.correctionFields,
    timeline: outcome.timeline,
    createdAt: created,
    updatedAt: outcome.timeline.at(-1)?.at ?? created,
    submittedAt: submittedMs === null ? null : new Date(submittedMs).toISOString(),
    version: 1,
  });
}

function invented(nin: string, givenName: string, surname: string, dateOfBirth: string): NiraPerson {
  return { nin, givenName, surname, otherNames: null, dateOfBirth, sex: nin.startsWith('CF') ? 'FEMALE' : 'MALE', nationality: 'Ugandan' };
}

function party(person: NiraPerson, occupation: string, phone: string, residenceDistrict: string): NoticePartyDetails {
  return {
    person,
    nationality: 'Ugandan',
    occupation,
    phone,
    email: `${person.givenName}.${person.surname}@example.ug`.toLowerCase(),
    residenceDistrict,
  };
}

function witness(person: NiraPerson, phone: string) {
  return { person, name: `${person.givenName} ${person.surname}`, phone };
}

/** The invented people of the seeded notices (none is in the demo register). */
const SEEDED_NOTICES = [
  {
    applicantId: 'usr-seed-denis-opio',
    applicant: 'partyOne' as const,
    district: 'Gulu',
    daysAgo: 6,
    journey: 'submitted' as const,
    people: {
      partyOne: party(invented('CM9104150233DO', 'Denis', 'Opio', '1991-04-15'), 'Teacher', '+256772551201', 'Gulu'),
      partyTwo: party(invented('CF9309220871CL', 'Christine', 'Lamwaka', '1993-09-22'), 'Accountant', '+256782551202', 'Gulu'),
      witnesses: [
        witness(invented('CM8805110642GO', 'Geoffrey', 'Okema', '1988-05-11'), '+256701551203'),
        witness(invented('CF9001030519LA', 'Lucy', 'Aber', '1990-01-03'), '+256752551204'),
      ],
      intendedDistrict: 'Gulu',
    },
  },
  {
    applicantId: 'usr-seed-juliet-nalwoga',
    applicant: 'partyTwo' as const,
    district: 'Kampala',
    daysAgo: 12,
    journey: 'pending' as const,
    people: {
      partyOne: party(invented('CM9207300418BS', 'Brian', 'Ssekandi', '1992-07-30'), 'Software developer', '+256776551205', 'Kampala'),
      partyTwo: party(invented('CF9411180266JN', 'Juliet', 'Nalwoga', '1994-11-18'), 'Pharmacist', '+256704551206', 'Kampala'),
      witnesses: [
        witness(invented('CM8612020937RK', 'Ronald', 'Kizito', '1986-12-02'), '+256772551207'),
        witness(invented('CF8903270154PN', 'Prossy', 'Namutebi', '1989-03-27'), '+256783551208'),
      ],
      intendedDistrict: 'Kampala',
    },
  },
  {
    applicantId: 'usr-seed-emmanuel-tumusiime',
    applicant: 'partyOne' as const,
    district: 'Wakiso',
    daysAgo: 40,
    journey: 'approved' as const,
    people: {
      partyOne: party(invented('CM8910060721ET', 'Emmanuel', 'Tumusiime', '1989-10-06'), 'Agronomist', '+256702551209', 'Wakiso'),
      partyTwo: party(invented('CF9102140385AK', 'Agnes', 'Kirabo', '1991-02-14'), 'Banker', '+256757551210', 'Wakiso'),
      witnesses: [
        witness(invented('CM8508190862IM', 'Isaac', 'Mwesigwa', '1985-08-19'), '+256774551211'),
        witness(invented('CF8711250473RN', 'Ruth', 'Nakimuli', '1987-11-25'), '+256785551212'),
      ],
      intendedDistrict: 'Wakiso',
    },
  },
] satisfies ReadonlyArray<{
  applicantId: string;
  /** Which party gives notice. */
  applicant: 'partyOne' | 'partyTwo';
  district: string;
  daysAgo: number;
  journey: 'submitted' | 'pending' | 'approved';
  people: NoticePeople;
}>;

/**
 * Civil marriages celebrated before the demo's day, so the civil marriages register, the Marriage Notice
 * Book and the record search have entries: each couple's notice was accepted, certified after 21 clear
 * days, booked and celebrated in a Kampala marriage room, all through the lifecycle machine, and the
 * celebration entered the marriage in the register (as `application.recordCelebration` does).
 */
const REGISTERED_NOTICES = [
  {
    applicantId: 'usr-seed-patrick-mugisha',
    applicant: 'partyOne' as const,
    district: 'Kampala',
    daysAgo: 150,
    journey: 'registered' as const,
    people: {
      partyOne: party(invented('CM8803140552PM', 'Patrick', 'Mugisha', '1988-03-14'), 'Civil engineer', '+256772551213', 'Kampala'),
      partyTwo: party(invented('CF9007210644SA', 'Sarah', 'Akello', '1990-07-21'), 'Nurse', '+256782551214', 'Kampala'),
      witnesses: [
        witness(invented('CM8402090311JK', 'Joseph', 'Kintu', '1984-02-09'), '+256701551215'),
        witness(invented('CF8609160727MN', 'Miriam', 'Nansubuga', '1986-09-16'), '+256752551216'),
      ],
      intendedDistrict: 'Kampala',
    },
  },
  {
    applicantId: 'usr-seed-florence-adong',
    applicant: 'partyTwo' as const,
    district: 'Kampala',
    daysAgo: 100,
    journey: 'registered' as const,
    people: {
      partyOne: party(invented('CM9112050863DW', 'David', 'Wasswa', '1991-12-05'), 'Accountant', '+256776551217', 'Kampala'),
      partyTwo: party(invented('CF9305300478FA', 'Florence', 'Adong', '1993-05-30'), 'Lawyer', '+256704551218', 'Kampala'),
      witnesses: [
        witness(invented('CM8710230195HO', 'Henry', 'Okot', '1987-10-23'), '+256772551219'),
        witness(invented('CF8912120862EN', 'Esther', 'Nakku', '1989-12-12'), '+256783551220'),
      ],
      intendedDistrict: 'Kampala',
    },
  },
] satisfies ReadonlyArray<{
  applicantId: string;
  applicant: 'partyOne' | 'partyTwo';
  district: string;
  daysAgo: number;
  journey: 'registered';
  people: NoticePeople;
}>;

/**
 * Seed the civil marriages celebrated before the demo's day ({@link REGISTERED_NOTICES}): each journey runs
 * through the machine (submitted, paid, accepted, certified, booked, celebrated), its notice block carries
 * the certificate, booking and celebration the live calls would have written, and the celebration enters
 * the marriage in the register with the celebration's time.
 */
/** What a civil marriage's celebration enters in the register (its rule's `onApproval`). */
function civilMarriageEntryOf(data: Record<string, unknown>, notice: NoticeStage) {
  const effect = serviceRule('MARRIAGE').onApproval;
  return effect?.kind === 'registerMarriage' ? effect.entryOf(data, notice) : null;
}

async function seedRegisteredCivilMarriages(): Promise<void> {
  const fee = feeOf('MARRIAGE');
  const registrar = officer('REGISTRAR', 'usr-registrar');
  const referenceDraw = seededReferenceDraw(random(2602));
  const day = (ms: number) => new Date(ms).toISOString().slice(0, 10);
  for (const [index, notice] of REGISTERED_NOTICES.entries()) {
    const createdMs = now() - notice.daysAgo * DAY_MS;
    const applicantPerson = notice.people[notice.applicant].person;
    const name = `${applicantPerson.givenName} ${applicantPerson.surname}`;
    const by = applicant(notice.applicantId, name, notice.district);
    const acceptedMs = createdMs + 3 * DAY_MS;
    const certifiedMs = acceptedMs + 22 * DAY_MS;
    const bookedMs = certifiedMs + DAY_MS;
    const ceremonyMs = acceptedMs + 35 * DAY_MS;
    const room = MARRIAGE_ROOMS[index % 3]!;
    const slot = { roomId: room.id, date: day(ceremonyMs), time: '10:00' };
    const witnesses = notice.people.witnesses.map((w) => ({ name: w.name, nin: w.person.nin }));
    const officiant = 'Grace Akello, Registrar of Marriages';
    const steps: JourneyStep[] = [
      { event: { type: 'application.submit', declaration: true }, actor: by, atMs: createdMs + 2 * HOUR_MS },
      { event: { type: 'application.paymentConfirmed' }, actor: SYSTEM_ACTOR, atMs: createdMs + 2 * HOUR_MS + 6 * 60_000 },
      { event: { type: 'application.open' }, actor: registrar, atMs: createdMs + 2 * DAY_MS },
      {
        event: { type: 'application.approve', comment: 'Notice in order; entered in the Marriage Notice Book.' },
        actor: registrar,
        atMs: acceptedMs,
      },
      { event: { type: 'application.issueCertificate' }, actor: registrar, atMs: certifiedMs },
      { event: { type: 'application.bookCeremony', ...slot }, actor: { ...by, isOwner: true }, atMs: bookedMs },
      {
        event: { type: 'application.recordCelebration', celebratedOn: slot.date, roomId: room.id, witnesses, officiant },
        actor: registrar,
        atMs: ceremonyMs + 3 * HOUR_MS,
      },
    ];
    const outcome = replayJourney('MARRIAGE', fee?.amountUgx ?? 0, notice.district, steps);
    const at = (ms: number) => new Date(ms).toISOString();
    const taken = indexedApplications().flatMap((e) => (e.record.notice?.certificate ? [e.record.notice.certificate.number] : []));
    const data = civilMarriageNotice({ today: todayIso(createdMs + 2 * HOUR_MS), people: notice.people });
    const record = await storeJourney({
      id: `00000000-0000-4000-8000-${String(SEEDED_NOTICES.length + index + 1).padStart(12, '0')}`,
      serviceType: 'MARRIAGE',
      applicantId: notice.applicantId,
      applicantName: name,
      district: notice.district,
      data,
      fee,
      outcome,
      createdMs,
      referenceDraw,
      notice: (stamped) => ({
        ...stamped,
        stage: 'CELEBRATED',
        certificate: {
          number: nextSerial(CERTIFICATE_NUMBER_PREFIX, new Date(certifiedMs).getFullYear(), taken),
          issuedAt: at(certifiedMs),
          issuedBy: registrar.name,
        },
        booking: { ...slot, roomName: room.name, bookedAt: at(bookedMs), bookedByName: name },
        celebration: {
          celebratedOn: slot.date,
          roomName: room.name,
          witnesses,
          officiant,
          recordedAt: at(ceremonyMs + 3 * HOUR_MS),
          entryNumber: '',
        },
      }),
    });
    const draft = record.notice ? civilMarriageEntryOf(data, record.notice) : null;
    if (!draft || !record.notice?.celebration) throw new Error('seed: a celebration that enters nothing in the register');
    const entry = await registerMarriage(record, draft, record.notice.celebration.recordedAt);
    // The celebration names its entry, as the live call's change does.
    const stored = findApplication(record.id);
    if (stored) {
      await updateApplication(stored, (d) => {
        if (d.notice?.celebration) d.notice.celebration.entryNumber = entry.entryNumber;
      });
    }
  }
}

/**
 * Seed the demo scenario's applications: three civil marriage notices of invented couples, each
 * taken through the lifecycle machine (submitted, paid by card; then opened, or opened and approved,
 * by the registrar), with a valid notice as of the day it was given.
 */
export async function seedDemoApplications(): Promise<void> {
  // The celebrated ones first: their notices, certificates and register entries are the older ones.
  await seedRegisteredCivilMarriages();
  const fee = feeOf('MARRIAGE');
  const registrar = officer('REGISTRAR', 'usr-registrar');
  // Seeded, so the references are the same on every reseed (in the same year).
  const referenceDraw = seededReferenceDraw(random(2601));
  for (const notice of SEEDED_NOTICES) {
    const createdMs = now() - notice.daysAgo * DAY_MS;
    const applicantPerson = notice.people[notice.applicant].person;
    const name = `${applicantPerson.givenName} ${applicantPerson.surname}`;
    const by = applicant(notice.applicantId, name, notice.district);
    const steps: JourneyStep[] = [
      { event: { type: 'application.submit', declaration: true }, actor: by, atMs: createdMs + 2 * HOUR_MS },
      { event: { type: 'application.paymentConfirmed' }, actor: SYSTEM_ACTOR, atMs: createdMs + 2 * HOUR_MS + 6 * 60_000 },
    ];
    if (notice.journey !== 'submitted') {
      steps.push({ event: { type: 'application.open' }, actor: registrar, atMs: createdMs + 2 * DAY_MS });
    }
    if (notice.journey === 'approved') {
      steps.push({
        event: { type: 'application.approve', comment: 'Notice in order; entered in the Marriage Notice Book.' },
        actor: registrar,
        atMs: createdMs + 3 * DAY_MS,
      });
    }
    const outcome = replayJourney('MARRIAGE', fee?.amountUgx ?? 0, notice.district, steps);
    const stamped = stampNotice(outcome.lifecycle, outcome.timeline);
    const created = new Date(createdMs).toISOString();
    const data = civilMarriageNotice({ today: todayIso(createdMs + 2 * HOUR_MS), people: notice.people });
    const fields: ApplicationFields = {
      id: `00000000-0000-4000-8000-${String(SEEDED_NOTICES.indexOf(notice) + 1).padStart(12, '0')}`,
      reference: nextReference('MARRIAGE', createdMs, { draw: referenceDraw }),
      serviceType: 'MARRIAGE',
      status: outcome.status,
      lifecycle: stamped.lifecycle,
      notice: stamped.notice,
      version: 1,
      applicantId: notice.applicantId,
      applicantName: name,
      district: notice.district,
      data,
      documents: documentsIn(data),
      invoice: invoiceOf(fee, outcome),
      decisionReason: outcome.decisionReason,
      correctionFields: outcome.correctionFields,
      timeline: outcome.timeline,
      createdAt: created,
      updatedAt: outcome.timeline.at(-1)?.at ?? created,
      submittedAt: outcome.submittedAtMs === null ? null : new Date(outcome.submittedAtMs).toISOString(),
    };
    await createApplication(fields);
  }
  await seedNoticeWaitingForRobert(referenceDraw);
}

/** Robert Kato's entry in the demo register: a demo account holds it (robert.kato@example.ug). */
const ROBERT = NIRA_PEOPLE.find((p) => p.nin === 'CM9006120845RK');

/**
 * A civil notice waiting for its second party's confirmation (issue 31 §2): Grace Nalwoga (invented, no account)
 * gave it two days ago naming Robert Kato, whose demo account reads it in Waiting for you. Nothing is paid and the
 * registry does not see it until he confirms.
 * @param referenceDraw - the seeded reference draw the other notices use.
 */
async function seedNoticeWaitingForRobert(referenceDraw: () => number): Promise<void> {
  if (!ROBERT) return;
  const { phone: _phone, ...robert } = ROBERT;
  const createdMs = now() - 2 * DAY_MS;
  const askedMs = createdMs + 2 * HOUR_MS;
  const by = applicant('usr-seed-grace-nalwoga', 'Grace Nalwoga', 'Kampala');
  const fee = feeOf('MARRIAGE');
  const outcome = replayJourney('MARRIAGE', fee?.amountUgx ?? 0, 'Kampala', [
    { event: { type: 'application.submit', declaration: true, partiesToConfirm: 1 } as LifecycleEvent, actor: by, atMs: askedMs },
  ]);
  const people: NoticePeople = {
    partyOne: party(invented('CF9402180764GN', 'Grace', 'Nalwoga', '1994-02-18'), 'Nurse', '+256772551301', 'Kampala'),
    partyTwo: party(robert, 'Engineer', ROBERT.phone ?? '+256775112233', 'Kampala'),
    witnesses: [
      witness(invented('CM8703250418JS', 'James', 'Ssekandi', '1987-03-25'), '+256701551302'),
      witness(invented('CF8911070935PA', 'Prossy', 'Akello', '1989-11-07'), '+256752551303'),
    ],
    intendedDistrict: 'Kampala',
  };
  const data = civilMarriageNotice({ today: todayIso(askedMs), people });
  const created = new Date(createdMs).toISOString();
  await createApplication({
    id: '00000000-0000-4000-8000-000000000031',
    reference: nextReference('MARRIAGE', createdMs, { draw: referenceDraw }),
    serviceType: 'MARRIAGE',
    status: outcome.status,
    lifecycle: outcome.lifecycle,
    notice: null,
    version: 1,
    applicantId: 'usr-seed-grace-nalwoga',
    applicantName: 'Grace Nalwoga',
    district: 'Kampala',
    data,
    documents: documentsIn(data),
    invoice: null,
    decisionReason: null,
    correctionFields: [],
    timeline: outcome.timeline,
    createdAt: created,
    updatedAt: outcome.timeline.at(-1)?.at ?? created,
    submittedAt: null,
    partyConfirmation: {
      requestedAt: new Date(askedMs).toISOString(),
      dueAt: new Date(askedMs + marriageSetting('party-confirmation-days') * DAY_MS).toISOString(),
      state: 'WAITING',
      closedAt: null,
      parties: [{ part: 'partyTwo', nin: ROBERT.nin, name: 'Robert Kato', answer: 'WAITING', answeredAt: null, invited: false }],
    },
  });
}

// ---------------------------------------------------------------------------------------------
// Benchmark data
// ---------------------------------------------------------------------------------------------

const REASONS = [
  'The LC1 letter is not legible. Upload a clearer copy.',
  'The date of birth of the second party does not match the national register.',
  'Attach the decree absolute of the previous marriage.',
  'The witnesses must be adults with a national ID or passport.',
] as const;

const DECLINE_REASONS = [
  'A subsisting marriage of one party was found in the register.',
  'The notice was given in a district where neither party resides.',
] as const;

/** How much each caller event is favoured in the random walks (progress more likely than setbacks). */
const EVENT_WEIGHTS: Readonly<Record<ApplicationEventType | 'application.paymentConfirmed' | 'application.invoiceExpired', number>> &
  Partial<Record<LifecycleEvent['type'], number>> = {
  'application.submit': 6,
  'application.withdraw': 0,
  'application.paymentConfirmed': 6,
  'application.invoiceExpired': 0.3,
  'application.resubmit': 5,
  'application.open': 6,
  'application.approve': 4,
  'application.return': 0.6,
  'application.requestCorrections': 0.8,
  'application.decline': 0.6,
};

/** A complete body of an event, with a varied reason. */
function bodyOf(type: LifecycleEvent['type'], next: () => number): LifecycleEvent {
  switch (type) {
    case 'application.submit':
    case 'application.resubmit':
      return { type, declaration: true };
    case 'application.return':
      return { type, comment: 'Returned for a second look at the documents.' };
    case 'application.requestCorrections':
      return { type, reason: pick(next, REASONS), fields: ['documents.lc1Letter'] };
    case 'application.decline':
      return { type, reason: pick(next, DECLINE_REASONS) };
    case 'application.approve':
      return { type };
    default:
      return { type } as LifecycleEvent;
  }
}

/** One random walk of the machine for a chain and fee: its steps with their actors. */
interface Walk {
  steps: Array<{ event: LifecycleEvent; actor: LifecycleActor }>;
}

/** A walk replayed once with a placeholder applicant and times, to be re-stamped per application. */
interface Template {
  outcome: JourneyOutcome;
  /** Index of the last submission step, or -1. */
  lastSubmit: number;
  /** Index of the last payment step, or -1. */
  lastPayment: number;
}

const TEMPLATE_APPLICANT = applicant('template-applicant', 'Applicant', null);
/** The district of the template walks (re-stamped per application with its real district). */
const TEMPLATE_DISTRICT = 'Template';

/**
 * Random walks of the lifecycle machine from Draft: at each step one of the events the machine
 * allows now (caller events from `availableActions` for the applicant and the level's officer;
 * system events when `applyApplicationEvent` accepts them), weighted towards progress. Walk `w`
 * aims at each display status (and, in review, each level) in turn and mostly stops on reaching
 * it, so every status and every queue comes up, some after detours (returns, corrections, expired
 * invoices).
 */
function walks(serviceType: ServiceType, feeUgx: number, count: number, next: () => number): Walk[] {
  const result: Walk[] = [];
  for (let w = 0; w < count; w += 1) {
    const walk: Walk = { steps: [] };
    let lifecycle = initialLifecycle(serviceType);
    // Every status at every level in turn, so each queue gets its share.
    const chain = REVIEW_CHAINS[serviceType];
    const target = APPLICATION_STATUSES[w % APPLICATION_STATUSES.length] as ApplicationStatus;
    const targetLevel = Math.floor(w / APPLICATION_STATUSES.length) % chain.length;
    for (let s = 0; s < 30; s += 1) {
      const status = statusOfLifecycle(serviceType, lifecycle);
      const deepEnough = (status !== 'Submitted' && status !== 'Pending') || lifecycle.level >= targetLevel;
      if (status === target && deepEnough && next() < 0.9) break;
      // A placeholder district, the same for the walk's officers: the district kadhi acts only in his own.
      const subject = { serviceType, lifecycle, district: TEMPLATE_DISTRICT, feeUgx };
      const level = chain[lifecycle.level];
      const candidates: Array<{ event: LifecycleEvent; actor: LifecycleActor }> = [];
      for (const type of availableActions(subject, TEMPLATE_APPLICANT))
        candidates.push({ event: bodyOf(type, next), actor: TEMPLATE_APPLICANT });
      if (level) {
        const officerActor = officer(level, undefined, TEMPLATE_DISTRICT);
        for (const type of availableActions(subject, officerActor)) candidates.push({ event: bodyOf(type, next), actor: officerActor });
      }
      for (const type of ['application.paymentConfirmed', 'application.invoiceExpired'] as const) {
        if (applyApplicationEvent(subject, { type }, SYSTEM_ACTOR, '').ok) candidates.push({ event: { type }, actor: SYSTEM_ACTOR });
      }
      if (candidates.length === 0) break;
      const total = candidates.reduce((sum, c) => sum + (EVENT_WEIGHTS[c.event.type] ?? 0), 0);
      let roll = next() * total;
      const chosen =
        candidates.find((c) => (roll -= EVENT_WEIGHTS[c.event.type] ?? 0) <= 0) ?? (candidates.at(-1) as (typeof candidates)[number]);
      const applied = applyApplicationEvent(subject, chosen.event, chosen.actor, '');
      if (!applied.ok) break;
      lifecycle = applied.lifecycle;
      walk.steps.push(chosen);
    }
    result.push(walk);
  }
  return result;
}

/** Busier districts come up more often, so the district filters have something to show. */
const WEIGHTED_DISTRICTS: readonly string[] = [
  ...Array<string>(12).fill('Kampala'),
  ...Array<string>(6).fill('Wakiso'),
  ...Array<string>(4).fill('Gulu'),
  ...Array<string>(3).fill('Mbarara'),
  ...Array<string>(3).fill('Jinja'),
  ...DISTRICTS.map((d) => d.name),
];

/** Civil marriage is the busiest service; licences come up often enough to fill the four queues. */
const WEIGHTED_SERVICES: readonly ServiceType[] = [
  ...Array<ServiceType>(8).fill('MARRIAGE'),
  ...SERVICE_TYPES,
  // The licences pass four review levels: enough of them for every queue.
  ...Array<ServiceType>(2).fill('PUBLIC_PLACE_LICENSING'),
  ...Array<ServiceType>(2).fill('SPECIAL_LICENSE'),
];

/** Options of {@link generateApplications}. */
export interface GenerateOptions {
  /** Keep the applications generated before (default false: they are replaced). */
  append?: boolean;
  /** Seed of the pseudo-random data (default 2026): the same seed and count give the same data. */
  seed?: number;
  /** Generate only this service (benchmarks of one back-office list); default: every service, civil marriage most. */
  serviceType?: ServiceType;
}

/** What {@link generateApplications} did. */
export interface GenerateResult {
  /** Applications generated by this call. */
  generated: number;
  /** Applications of both collections now. */
  total: number;
  /** How long it took, ms. */
  tookMs: number;
}

/**
 * Generate invented applications for benchmarks: every service (civil marriage most), states from
 * random walks of the lifecycle machine (so every status and review level appears), districts,
 * names and dates over the past year. Unpaid invoices are recent, so none expires on the next read.
 * Kept in mocks/generated-applications.ts: memory only, never persisted. 10,000 take well under 2 s.
 * @param count - how many, 0 to 50,000.
 * @param options - append or replace; the random seed.
 */
export function generateApplications(count: number, options: GenerateOptions = {}): GenerateResult {
  const started = performance.now();
  if (!options.append) clearGeneratedApplications();
  const next = random(options.seed ?? 2026);
  const nowMs = now();
  const fees = new Map<ServiceType, Fee | null>(SERVICE_TYPES.map((s) => [s, feeOf(s)]));
  const existing = indexedApplications();
  const prns = new Set(existing.flatMap((e) => (e.record.invoice ? [e.record.invoice.prn] : [])));
  const newGeneratedPrn = () => {
    let prn: string;
    do prn = `PRN${String(Math.floor(next() * 1e10)).padStart(10, '0')}`;
    while (prns.has(prn));
    prns.add(prn);
    return prn;
  };
  const firstIndex = generatedApplications().length;
  // References: random parts from their own seeded generator (the same seed gives the same references,
  // and no other draw shifts), drawn again when an application already holds one (decision 011).
  const references = new Set(existing.map((e) => e.record.reference));
  const referenceDraw = seededReferenceDraw(random(((options.seed ?? 2026) ^ 0x5eed_7e57) >>> 0));
  const referenceTaken = (reference: string) => references.has(reference);

  const noticeNumbers = new Set(existing.flatMap((e) => (e.record.notice ? [e.record.notice.noticeNumber] : [])));
  const records: ApplicationFields[] = [];
  for (let i = 0; i < count; i += 1) {
    const serviceType = options.serviceType ?? pick(next, WEIGHTED_SERVICES);
    const fee = fees.get(serviceType) ?? null;
    const template = pick(next, templatesFor(serviceType, fee?.amountUgx ?? 0, options.seed ?? 2026));
    const district = pick(next, WEIGHTED_DISTRICTS);
    const index = firstIndex + i;
    const partyOne = inventedPerson(next, 'MALE', index);
    const partyTwo = inventedPerson(next, 'FEMALE', index);
    const witnessOne = inventedPerson(next, 'MALE', index + 1);
    const witnessTwo = inventedPerson(next, 'FEMALE', index + 2);
    const owner = next() < 0.5 ? partyOne : partyTwo;
    const name = `${owner.givenName} ${owner.surname}`;
    const userId = `usr-generated-${index}`;
    const by = applicant(userId, name, district);

    // Any time in the past year; drafts in the past month.
    const stepCount = template.outcome.timeline.length;
    let createdMs = nowMs - (stepCount > 0 ? 1 + next() * 364 : 1 + next() * 29) * DAY_MS;
    if (template.outcome.status === 'Payment_Confirmation') {
      // An unpaid invoice must still be payable: the journey falls in the last two weeks.
      createdMs = Math.max(createdMs, nowMs - 14 * DAY_MS);
    }
    const gapMs = (nowMs - createdMs) / (stepCount + 2);
    const times = template.outcome.timeline.map((_, s) => createdMs + (s + 1) * gapMs);
    const outcome = restamp(template, times, by);
    const createdAtMs = Math.min(createdMs, (times[0] ?? createdMs) - HOUR_MS);
    const created = new Date(createdAtMs).toISOString();
    const people = [partyOne, partyTwo, witnessOne, witnessTwo];
    const data = serviceRule(serviceType).exampleAnswers({
      today: todayIso(outcome.submittedAtMs ?? createdAtMs),
      district,
      // Its own generator, so the answers never shift the draws of the journeys and districts.
      random: random((options.seed ?? 2026) * 100_003 + index),
      person: (n) => people[n % people.length] ?? partyOne,
      document: (what) => ({
        id: `doc-generated-${index}-${what.toLowerCase().replace(/[^a-z0-9]+/g, '-')}`,
        name: `${what}.pdf`,
        type: 'application/pdf',
        size: 180_000,
      }),
    });
    const reference = nextReference(serviceType, createdAtMs, { draw: referenceDraw, taken: referenceTaken });
    references.add(reference);
    // A journey that ended in the notice stage: its notice dated by the acceptance's stamped time (016).
    const stamped = stampNotice(outcome.lifecycle, outcome.timeline, noticeNumbers);
    const settled = settleNotice(
      { serviceType, district, feeUgx: fee?.amountUgx ?? 0 },
      { lifecycle: stamped.lifecycle, status: outcome.status, timeline: outcome.timeline, notice: stamped.notice },
      nowMs,
    );
    records.push({
      id: crypto.randomUUID(),
      reference,
      serviceType,
      version: 1,
      status: settled.status,
      lifecycle: settled.lifecycle,
      notice: settled.notice,
      applicantId: userId,
      applicantName: name,
      district,
      data,
      documents: documentsIn(data),
      invoice: invoiceOf(fee, outcome, newGeneratedPrn),
      decisionReason: outcome.decisionReason,
      correctionFields: outcome.correctionFields,
      timeline: settled.timeline,
      createdAt: created,
      updatedAt: settled.timeline.at(-1)?.at ?? created,
      submittedAt: outcome.submittedAtMs === null ? null : new Date(outcome.submittedAtMs).toISOString(),
    });
  }

  addGenerated(records);
  warmListOrders();
  return { generated: count, total: indexedApplications().length, tookMs: Math.round(performance.now() - started) };
}

const templateCache = new Map<string, Template[]>();

/**
 * The journeys benchmark applications of a service follow: random walks of the machine for its
 * chain and whether a fee applies, each replayed once. Cached per chain, fee and seed (the walks
 * draw from their own generator, so the same seed gives the same journeys).
 */
function templatesFor(serviceType: ServiceType, feeUgx: number, seed: number): Template[] {
  const key = `${REVIEW_CHAINS[serviceType].join('>')}|${feeUgx > 0}|${seed}`;
  const cached = templateCache.get(key);
  if (cached) return cached;
  let hash = seed;
  for (let i = 0; i < key.length; i += 1) hash = Math.imul(hash ^ key.charCodeAt(i), 2654435761);
  const templates = walks(serviceType, feeUgx, 60, random(hash)).map((walk) => {
    const outcome = replayJourney(
      serviceType,
      feeUgx,
      TEMPLATE_DISTRICT,
      walk.steps.map((step, i) => ({ ...step, atMs: i })),
    );
    const types = walk.steps.map((step) => step.event.type);
    return {
      outcome,
      lastSubmit: types.lastIndexOf('application.submit'),
      lastPayment: types.lastIndexOf('application.paymentConfirmed'),
    };
  });
  templateCache.set(key, templates);
  return templates;
}

/**
 * A template's outcome for one application: its own times and applicant.
 * @param template - the journey.
 * @param times - when each step happened, ms since the epoch.
 * @param owner - the applicant.
 */
function restamp(template: Template, times: readonly number[], owner: LifecycleActor): JourneyOutcome {
  const timeline = template.outcome.timeline.map((entry, i) => {
    const at = new Date(times[i] ?? 0).toISOString();
    if (entry.role === 'APPLICANT') return { ...entry, at, actorId: owner.userId, actorName: owner.name };
    if (entry.role === 'DISTRICT_KADHI') return { ...entry, at, actorName: officer('DISTRICT_KADHI', entry.actorId, owner.district).name };
    return { ...entry, at };
  });
  const { lastSubmit, lastPayment } = template;
  return {
    ...template.outcome,
    timeline,
    submittedAtMs: lastSubmit >= 0 ? (times[lastSubmit] ?? null) : null,
    paidAtMs: lastPayment > lastSubmit ? (times[lastPayment] ?? null) : null,
  };
}
