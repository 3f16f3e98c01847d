/**
 * The demo scenario's Islamic returns (issue 8; docs/decisions/014): a mosque's officer in Kampala
 * (imam.kibuli@example.ug, an individual account, in the demo national register) and the history of the
 * Kampala district kadhi (usr-kadhi-kampala): returns waiting in his queue, returns he forwarded that
 * wait for the registrar (one names a marriage the register does not hold, so the registrar sees the
 * warning), returns approved with their register entries (one marriage later dissolved by an approved
 * divorce return), and the quarterly return of the quarter before last (approved); last quarter's is
 * not filed, so the kadhi's "Quarterly returns" panel shows it due or overdue.
 *
 * Every state is reached through the lifecycle machine (`replayJourney`); the parties are invented
 * (none is a demo account); answers come from the services' own example generators.
 */
import { islamicReturnDueDate, previousQuarter, quarterOf } from '#src/domain/deadlines';
import { serviceRule } from '#src/domain/services/catalogue';
import { islamicEntryOf, exampleSingleReturn } from '#src/domain/services/islamic-marriage-returns/islamic-marriage-returns.rule';
import type { Answers, ExampleContext } from '#src/domain/services/service-rule';
import { SYSTEM_ACTOR, type LifecycleActor } from '#src/lifecycle/application.machine';
import { applyApprovalEffect, registerMarriage } from '../approval-effects';
import { now, todayIso } from '../clock';
import type { ApplicationFields, MockDb, NiraRecord } from '../db';
import { feeOf } from '../lifecycle';
import { hashPassword } from '../passwords';
import { seededReferenceDraw } from '../references';
import { applicant, officer, replayJourney, storeJourney, type JourneyStep } from './applications';
import { inventedPerson, random } from './people';
import { DEMO_PASSWORD } from './demo';

const DAY_MS = 24 * 60 * 60 * 1000;
const HOUR_MS = 60 * 60 * 1000;

/** The mosque officer's entry in the demo national register (invented; NIN as DOMAIN.md §4). */
export const IMAM_PERSON: NiraRecord = {
  nin: 'CM8104120336AK',
  givenName: 'Abdul',
  surname: 'Kiggundu',
  otherNames: 'Swaleh',
  dateOfBirth: '1981-04-12',
  sex: 'MALE',
  nationality: 'Ugandan',
  phone: '+256772908143',
};

/** The demo account of Kibuli Mosque's officer (an individual who files the mosque's returns). */
export const IMAM_ACCOUNT = {
  userId: 'usr-imam-kibuli',
  email: 'imam.kibuli@example.ug',
  phone: '+256772908143',
  givenName: IMAM_PERSON.givenName,
  surname: IMAM_PERSON.surname,
  district: 'Kampala',
} as const;

/** How many applications {@link seedIslamicReturns} adds (Islamic marriage and divorce returns, none a draft). */
export const ISLAMIC_RETURNS_SEEDED = 9;

/** The Kampala district kadhi's demo account id (mocks/seed/demo.ts). */
export const KAMPALA_KADHI_ID = 'usr-kadhi-kampala';
const KADHI_NAME = 'District Kadhi, Kampala';
const IMAM_NAME = `${IMAM_PERSON.givenName} ${IMAM_PERSON.surname}`;

type Stage = 'submitted' | 'opened' | 'forwarded' | 'approved';

/** One seeded return. */
interface ReturnSeed {
  serviceType: 'ISLAMIC_MARRIAGE_RETURNS' | 'DIVORCE_RETURNS';
  by: 'imam' | 'kadhi';
  daysAgo: number;
  stage: Stage;
  data: Answers;
}

function context(next: () => number, today: string, i: number): ExampleContext {
  const people = [inventedPerson(next, 'MALE', 7000 + i * 2), inventedPerson(next, 'FEMALE', 7001 + i * 2)];
  return {
    today,
    district: 'Kampala',
    random: next,
    person: (n) => people[n % 2] ?? people[0]!,
    document: (what) => ({
      id: `doc-seed-islamic-${i}-${what.toLowerCase().replace(/[^a-z0-9]+/g, '-')}`,
      name: `${what}.pdf`,
      type: 'application/pdf',
      size: 210_000,
    }),
  };
}

/** The journey of a seed to its stage, through the lifecycle machine. */
function steps(seed: ReturnSeed, feeUgx: number, submittedMs: number, by: LifecycleActor): JourneyStep[] {
  const kadhi = officer('DISTRICT_KADHI', KAMPALA_KADHI_ID, 'Kampala');
  const registrar = officer('REGISTRAR');
  const list: JourneyStep[] = [{ event: { type: 'application.submit', declaration: true }, actor: by, atMs: submittedMs }];
  if (feeUgx > 0) list.push({ event: { type: 'application.paymentConfirmed' }, actor: SYSTEM_ACTOR, atMs: submittedMs + 10 * 60_000 });
  if (seed.stage === 'submitted') return list;
  list.push({ event: { type: 'application.open' }, actor: kadhi, atMs: submittedMs + DAY_MS });
  if (seed.stage === 'opened') return list;
  list.push({
    event: { type: 'application.approve', comment: 'Checked against register books 1 and 2.' },
    actor: kadhi,
    atMs: submittedMs + DAY_MS + 2 * HOUR_MS,
  });
  if (seed.stage === 'forwarded') return list;
  list.push({ event: { type: 'application.open' }, actor: registrar, atMs: submittedMs + 3 * DAY_MS });
  list.push({ event: { type: 'application.approve' }, actor: registrar, atMs: submittedMs + 3 * DAY_MS + HOUR_MS });
  return list;
}

/** A divorce return's answers for a couple, naming the register entry or (when null) both NINs. */
function divorceAnswers(ctx: ExampleContext, entryNumber: string | null, daysBefore: number): Answers {
  const example = serviceRule('DIVORCE_RETURNS').exampleAnswers(ctx);
  const date = new Date(Date.parse(`${ctx.today}T00:00:00Z`) - daysBefore * DAY_MS).toISOString().slice(0, 10);
  return {
    ...example,
    marriage: { entryNumber: entryNumber ?? '' },
    divorce: { ...(example.divorce as Answers), date, kind: 'TALAQ', district: 'Kampala', kadhiName: 'Sheikh Idris Mukasa' },
  };
}

/** The quarterly return of a quarter, with its book counts. */
function quarterlyAnswers(ctx: ExampleContext, year: number, quarter: number): Answers {
  return {
    kind: 'QUARTERLY',
    period: { year: String(year), quarter: String(quarter) },
    marriages: { count: '14', first: '141', last: '154' },
    divorces: { count: '3', first: '22', last: '24' },
    documents: { signedReturn: ctx.document('Signed quarterly return') },
  };
}

/**
 * Seed the mosque officer's account and the Kampala kadhi's history (see the module comment).
 * @param db - the mock database, with the demo scenario seeded.
 */
export async function seedIslamicReturns(db: MockDb): Promise<void> {
  await db.niraPeople.create({ ...IMAM_PERSON });
  await db.users.create({
    userId: IMAM_ACCOUNT.userId,
    accountType: 'INDIVIDUAL',
    idNumber: IMAM_PERSON.nin,
    givenName: IMAM_ACCOUNT.givenName,
    surname: IMAM_ACCOUNT.surname,
    email: IMAM_ACCOUNT.email,
    phone: IMAM_ACCOUNT.phone,
    dateOfBirth: IMAM_PERSON.dateOfBirth,
    sex: IMAM_PERSON.sex,
    role: null,
    organisationKind: null,
    organisationName: null,
    district: IMAM_ACCOUNT.district,
    status: 'ACTIVE',
    passwordHash: await hashPassword(IMAM_ACCOUNT.userId, DEMO_PASSWORD),
    address: null,
    activationToken: null,
    otp: null,
    passwordToken: null,
    resetToken: null,
    createdAt: now(),
  });

  const next = random(5151);
  const referenceDraw = seededReferenceDraw(random(5152));
  const nowMs = now();
  const at = (daysAgo: number) => todayIso(nowMs - daysAgo * DAY_MS);
  let i = 0;

  const file = async (seed: ReturnSeed): Promise<ApplicationFields> => {
    i += 1;
    const createdMs = nowMs - seed.daysAgo * DAY_MS;
    const submittedMs = createdMs + HOUR_MS;
    const fee = feeOf(seed.serviceType, seed.data);
    const by =
      seed.by === 'imam'
        ? applicant(IMAM_ACCOUNT.userId, IMAM_NAME, 'Kampala')
        : { ...applicant(KAMPALA_KADHI_ID, KADHI_NAME, 'Kampala'), accountType: 'ORGANIZATION' as const };
    const outcome = replayJourney(seed.serviceType, fee?.amountUgx ?? 0, 'Kampala', steps(seed, fee?.amountUgx ?? 0, submittedMs, by));
    return storeJourney({
      id: `00000000-0000-4000-8009-${String(i).padStart(12, '0')}`,
      serviceType: seed.serviceType,
      applicantId: seed.by === 'imam' ? IMAM_ACCOUNT.userId : KAMPALA_KADHI_ID,
      applicantName: seed.by === 'imam' ? IMAM_NAME : KADHI_NAME,
      district: 'Kampala',
      data: seed.data,
      fee,
      outcome,
      createdMs,
      submittedMs,
      referenceDraw,
    });
  };
  const approvedAt = (record: ApplicationFields) => record.timeline.at(-1)?.at ?? record.updatedAt;

  // Approved marriages, with their register entries; the second is later dissolved.
  const first = await file({
    serviceType: 'ISLAMIC_MARRIAGE_RETURNS',
    by: 'imam',
    daysAgo: 150,
    stage: 'approved',
    data: exampleSingleReturn(context(next, at(150), i), 'MOSQUE'),
  });
  await registerMarriage(first, islamicEntryOf(first.data)!, approvedAt(first));
  const second = await file({
    serviceType: 'ISLAMIC_MARRIAGE_RETURNS',
    by: 'kadhi',
    daysAgo: 130,
    stage: 'approved',
    data: exampleSingleReturn(context(next, at(130), i), 'KADHI'),
  });
  const secondEntry = await registerMarriage(second, islamicEntryOf(second.data)!, approvedAt(second));
  const divorce = await file({
    serviceType: 'DIVORCE_RETURNS',
    by: 'imam',
    daysAgo: 40,
    stage: 'approved',
    data: divorceAnswers(context(next, at(40), i), secondEntry.entryNumber, 5),
  });
  await applyApprovalEffect(divorce);

  // The quarterly return of the quarter before last, filed on time and approved; last quarter's is not filed.
  const beforeLast = previousQuarter(previousQuarter(quarterOf(todayIso(nowMs))));
  const filedMs = Date.parse(`${islamicReturnDueDate(beforeLast)}T09:00:00Z`) - 3 * DAY_MS;
  await file({
    serviceType: 'ISLAMIC_MARRIAGE_RETURNS',
    by: 'kadhi',
    daysAgo: Math.max(1, Math.round((nowMs - filedMs) / DAY_MS)),
    stage: 'approved',
    data: quarterlyAnswers(context(next, at(0), i), beforeLast.year, beforeLast.quarter),
  });

  // Forwarded by the kadhi, waiting for the registrar: one names an entry the register does not hold.
  await file({
    serviceType: 'ISLAMIC_MARRIAGE_RETURNS',
    by: 'kadhi',
    daysAgo: 12,
    stage: 'forwarded',
    data: exampleSingleReturn(context(next, at(12), i), 'KADHI'),
  });
  await file({
    serviceType: 'DIVORCE_RETURNS',
    by: 'imam',
    daysAgo: 9,
    stage: 'forwarded',
    data: divorceAnswers(context(next, at(9), i), 'RM-2019-000417', 20),
  });

  // Waiting in the kadhi's queue: two marriage returns (one opened) and a divorce of the first couple (by NINs).
  await file({
    serviceType: 'ISLAMIC_MARRIAGE_RETURNS',
    by: 'imam',
    daysAgo: 6,
    stage: 'opened',
    data: exampleSingleReturn(context(next, at(6), i), 'MOSQUE'),
  });
  await file({
    serviceType: 'ISLAMIC_MARRIAGE_RETURNS',
    by: 'imam',
    daysAgo: 3,
    stage: 'submitted',
    data: exampleSingleReturn(context(next, at(3), i), 'MOSQUE'),
  });
  await file({
    serviceType: 'DIVORCE_RETURNS',
    by: 'imam',
    daysAgo: 2,
    stage: 'submitted',
    data: { ...divorceAnswers(context(next, at(2), i), null, 4), husband: first.data.husband, wife: first.data.wife },
  });
}
