/**
 * Every journey the lifecycle machine generates (src/machines/application/application.paths.ts),
 * replayed over HTTP against the mock API: the registrar chain of civil marriage and the four-level
 * chain of the licences, with and without a fee. After each step the application's status is the
 * machine's, and the journey ends in the machine's state: the API applies the machine, nothing else.
 */
import { beforeEach, describe, expect, it } from 'vitest';
import { freezeClock, now } from '../clock';
import type { BackofficeLevel } from '../../src/domain/review-chains';
import { REVIEW_CHAINS, SERVICE_BASICS } from '../../src/domain/services/basics';
import type { Application } from '../../src/domain/schemas/applications';
import type { ServiceType } from '../../src/domain/services/service-types';
import { lifecyclePaths, PATH_START, type LifecyclePath } from '../../src/machines/application/application.paths';
import { serviceRule } from '../../src/domain/services/catalogue';
import { todayIso } from '../clock';
import { advanceMockClock } from '../control';
import { db } from '../db';
import { civilMarriageNotice } from '../seed/civil-marriage-fixture';
import { PRICES } from '../seed/prices';
import { call, post, put, tokenCache } from '../test-helpers';

/** PUT answers on top of the version the API holds now, as a client that has just loaded it would. */
async function putLatest<T = unknown>(path: string, body: Record<string, unknown>, token: string) {
  const current = await call<{ data?: { version?: number } }>(path, { authorization: token });
  return put<T>(path, { ...body, baseVersion: current.body?.data?.version ?? 1 }, token);
}

const OFFICERS: Readonly<Record<BackofficeLevel, string>> = {
  REGISTRAR: 'registrar@registry.example.ug',
  DIRECTOR: 'director@registry.example.ug',
  REGISTRAR_GENERAL: 'rg@registry.example.ug',
  MINISTER: 'minister@registry.example.ug',
};
const AMINA = 'amina.nakato@example.ug';
/** Someone who is not the couple: he lodges the caveats of the notice-stage journeys. */
const OBJECTOR = 'pastor.kiwanuka@example.ug';
const CARD = { cardholderName: 'Amina Nakato', cardNumber: '4242424242424242', expiry: '12/35', cvc: '123' };

interface Case {
  label: string;
  serviceType: ServiceType;
  /** No fee: the service's price items are removed before the journey. */
  free: boolean;
}

const CASES: readonly Case[] = [
  { label: 'civil marriage (registrar), UGX 260,000', serviceType: 'MARRIAGE', free: false },
  { label: 'civil marriage (registrar), free', serviceType: 'MARRIAGE', free: true },
  { label: 'public place licence (four levels), with its fee', serviceType: 'PUBLIC_PLACE_LICENSING', free: false },
  { label: 'special licence (four levels), free', serviceType: 'SPECIAL_LICENSE', free: true },
];

function feeOf(serviceType: ServiceType): number {
  return PRICES.find((p) => p.serviceType === serviceType)?.amountUgx ?? 0;
}

const PEOPLE = [
  { nin: 'CM9302270914IS', givenName: 'Ibrahim', surname: 'Ssali', dateOfBirth: '1993-02-27', sex: 'MALE', nationality: 'Ugandan' },
  { nin: 'CF9905140371HK', givenName: 'Harriet', surname: 'Kyomuhendo', dateOfBirth: '1999-05-14', sex: 'FEMALE', nationality: 'Ugandan' },
] as const;

/**
 * The answers each service is submitted with: the notice fixture for civil marriage; for the other
 * services their rule's own example answers (src/domain/services), valid on the mock clock's today.
 */
function answersFor(serviceType: ServiceType): Record<string, unknown> {
  if (serviceType === 'MARRIAGE') return civilMarriageNotice();
  return serviceRule(serviceType).exampleAnswers({
    today: todayIso(),
    district: 'Kampala',
    random: () => 0.25,
    person: (n) => PEOPLE[n % 2] ?? PEOPLE[0],
    document: (what) => ({ id: `doc-path-${what.length}`, name: `${what}.pdf`, type: 'application/pdf', size: 2048 }),
  });
}

/**
 * A journey's event with its days (a booking's or a celebration's) moved from the journey's notice day to this
 * notice's: the same number of days after the notice.
 */
function onMockDays<E extends object>(event: E, noticeAtMs: number | null): E {
  if (noticeAtMs === null) return event;
  const shift = (day: string) => todayIso(noticeAtMs + (Date.parse(`${day}T12:00:00`) - Date.parse(`${todayIso(Date.parse(PATH_START))}T12:00:00`)));
  const moved = { ...event } as Record<string, unknown>;
  if (typeof moved.date === 'string') moved.date = shift(moved.date);
  if (typeof moved.celebratedOn === 'string') moved.celebratedOn = shift(moved.celebratedOn);
  return moved as unknown as E;
}

async function replay(testCase: Case, path: LifecyclePath): Promise<void> {
  if (testCase.free) db.prices.deleteMany((q) => q.where({ serviceType: testCase.serviceType }));
  const tokens = tokenCache();
  const amina = () => tokens.token(AMINA);
  const read = async () => {
    const answer = await call<{ data: Application }>(`/applications/${id}`, { authorization: await amina() });
    expect(answer.status, JSON.stringify(answer.body)).toBe(200);
    return answer.body.data;
  };

  const id = crypto.randomUUID();
  const created = await post<{ data: Application }>('/applications', { id, serviceType: testCase.serviceType, data: {} }, await amina());
  expect(created.status).toBe(201);

  let noticeAtMs: number | null = null;
  for (const [index, step] of path.steps.entries()) {
    const where = `step ${index + 1} (${step.event.type} by ${step.actorRole})`;
    // Notice-stage steps happen days after the notice (docs/decisions/016): move the mock clock as far
    // past this notice's acceptance as the journey's step is past the journey's.
    if (noticeAtMs !== null) {
      const lapsesOn = (await read()).notice?.lapsesOn;
      const target =
        step.event.type === 'application.lapse' && lapsesOn
          ? Date.parse(`${lapsesOn}T00:00:00`) + 3_600_000
          : noticeAtMs + (Date.parse(step.at) - Date.parse(PATH_START));
      if (target > now()) {
        await advanceMockClock((target - now()) / 1000);
        tokens.forget();
      }
    }
    const standing = async (status: 'LODGED' | 'REFERRED') => (await read()).notice?.caveats.find((c) => c.status === status)?.id;
    if (step.event.type === 'application.lodgeCaveat') {
      const notice = (await read()).notice;
      const lodged = await post(`/notices/${notice?.noticeNumber}/caveats`, { grounds: 'One of the parties is already married to me under customary law.' }, await tokens.token(OBJECTOR));
      expect(lodged.status, `${where}: ${JSON.stringify(lodged.body)}`).toBe(201);
    } else if (step.event.type === 'application.lapse') {
      // The system lets the notice lapse when the application is next read on the moved clock.
    } else if (step.actorRole === 'SYSTEM' && step.event.type === 'application.paymentConfirmed') {
      const prn = (await read()).invoice?.prn;
      const paid = await post('/payments/card', { ...CARD, prn }, await amina());
      expect(paid.status, `${where}: ${JSON.stringify(paid.body)}`).toBe(200);
    } else if (step.actorRole === 'SYSTEM' && step.event.type === 'application.invoiceExpired') {
      await advanceMockClock(22 * 24 * 3600);
      tokens.forget();
    } else if (step.actorRole === 'APPLICANT') {
      if (step.event.type === 'application.submit') {
        // Saved again just before: the notice's dates follow the (possibly moved) mock clock.
        const saved = await putLatest(`/applications/${id}`, { data: answersFor(testCase.serviceType), documents: [] }, await amina());
        expect(saved.status, `${where}: ${JSON.stringify(saved.body)}`).toBe(200);
      }
      const sent = await post(`/applications/${id}/events`, onMockDays(step.event, noticeAtMs), await amina());
      expect(sent.status, `${where}: ${JSON.stringify(sent.body)}`).toBe(200);
    } else {
      const officer = OFFICERS[step.actorRole as BackofficeLevel];
      expect(officer, where).toBeDefined();
      const status = step.caveatStatus === 'REFERRED' ? 'REFERRED' : 'LODGED';
      const body = 'caveatId' in step.event ? { ...step.event, caveatId: await standing(status) } : onMockDays(step.event, noticeAtMs);
      const sent = await post(`/applications/${id}/events`, body, await tokens.token(officer));
      expect(sent.status, `${where}: ${JSON.stringify(sent.body)}`).toBe(200);
    }
    const after = await read();
    expect(after.status, where).toBe(step.status);
    if (noticeAtMs === null && after.lifecycle.noticeAt) noticeAtMs = Date.parse(after.lifecycle.noticeAt);
  }

  const final = await read();
  expect(final.status).toBe(path.status);
  // The notice's time is the mock's, not the journey's.
  expect(final.lifecycle).toEqual(path.lifecycle.noticeAt ? { ...path.lifecycle, noticeAt: final.lifecycle.noticeAt } : path.lifecycle);
  expect(final.timeline.map((e) => e.event)).toEqual(path.steps.map((s) => s.event.type));

  // A confirmed payment issues a receipt (decision 022); the notice stage issues documents anyone can verify (issue 9 stage 6).
  const kinds = path.steps.flatMap((s) =>
    s.event.type === 'application.paymentConfirmed'
      ? ['RECEIPT']
      : s.event.type === 'application.issueCertificate'
        ? ['REGISTRARS_CERTIFICATE']
        : s.event.type === 'application.recordCelebration'
          ? ['MARRIAGE_CERTIFICATE']
          : [],
  );
  const documents = await call<{ data: Array<{ kind: string; code: string; number: string }> }>(`/applications/${id}/documents`, { authorization: await amina() });
  expect(documents.body.data.map((d) => d.kind)).toEqual(kinds);
  for (const document of documents.body.data) {
    const verified = await call<{ data: { status: string; number: string } }>(`/verify/${document.code}`);
    expect(verified.body.data).toMatchObject({ status: 'VALID', number: document.number });
  }
  expect(final.timeline.map((e) => e.role)).toEqual(path.steps.map((s) => s.actorRole));
}

// Expiry is judged on the mock clock, frozen so real seconds on a loaded machine never count; at the journeys'
// start (a Monday), so the day booked (30 days after the notice) is a day the marriage rooms are open.
beforeEach(() => {
  freezeClock(Date.parse(PATH_START));
});

describe.each(CASES)('every lifecycle journey over HTTP: $label', (testCase) => {
  const paths = lifecyclePaths(
    REVIEW_CHAINS[testCase.serviceType],
    testCase.free ? 0 : feeOf(testCase.serviceType),
    'shortest',
    SERVICE_BASICS[testCase.serviceType].noticeStage === true,
  );

  it('has journeys to replay, ending in every decision', () => {
    expect(paths.length).toBeGreaterThan(5);
    expect(new Set(paths.map((p) => p.status))).toEqual(
      new Set([...(testCase.free ? [] : ['Payment_Confirmation']), 'Draft', 'Submitted', 'Pending', 'Corrections_Requested', 'Approved', 'Declined']),
    );
  });

  it.each(paths.map((path) => [path.description, path] as const))('%s', async (_description, path) => {
    await replay(testCase, path);
  });
});
