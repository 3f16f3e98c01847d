/**
 * Every journey the lifecycle machine generates (src/lifecycle/application.paths.ts),
 * replayed over HTTP against the mock API: the registrar chain of civil marriage and the four-level
 * chain of the licences, with and without a fee. After each step the application's status is the
 * machine's, and the journey ends in the machine's state: the API applies the machine, nothing else.
 */
import { beforeEach, describe, expect, it } from 'vitest';
import { freezeClock } from '../clock';
import { REVIEW_CHAINS, SERVICE_BASICS } from '#src/domain/services/basics';
import type { Application } from '#src/domain/schemas/applications';
import { REPLAY_LOG_FORMAT, REPLAY_LOG_VERSION, type ApplicationLog } from '#src/domain/schemas/replay-log';
import type { ServiceType } from '#src/domain/services/service-types';
import { lifecyclePaths, PATH_DISTRICT, PATH_START, type LifecyclePath } from '#src/lifecycle/application.paths';
import { db } from '../db';
import { reproduceOverApi } from '../replay/api-replay';
import { PRICES } from '../seed/prices';
import { call, tokenCache } from '../test-helpers';

/** The owner of the applications the runner creates (mocks/replay/api-replay.ts). */
const AMINA = 'amina.nakato@example.ug';

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

/** A generated journey as an application log (the shape the testers' replay tool loads). */
function logOf(testCase: Case, path: LifecyclePath): ApplicationLog {
  return {
    format: REPLAY_LOG_FORMAT,
    version: REPLAY_LOG_VERSION,
    title: path.description,
    recordedAt: PATH_START,
    machine: 'application',
    source: 'generated-journey',
    serviceType: testCase.serviceType,
    feeUgx: testCase.free ? 0 : feeOf(testCase.serviceType),
    district: PATH_DISTRICT,
    reference: null,
    steps: path.steps.map((step) => ({ ...step, event: { ...step.event } })),
  };
}

async function replay(testCase: Case, path: LifecyclePath): Promise<void> {
  if (testCase.free) db.prices.deleteMany((q) => q.where({ serviceType: testCase.serviceType }));
  const result = await reproduceOverApi(logOf(testCase, path), { moveClock: true });

  // After each step the application's status is the machine's.
  expect(result.outcomes).toHaveLength(path.steps.length);
  for (const [index, outcome] of result.outcomes.entries()) {
    const step = path.steps[index];
    const where = `step ${index + 1} (${step?.event.type} by ${step?.actorRole})`;
    expect(outcome.ok ? null : outcome.message, where).toBeNull();
    expect(outcome.ok && outcome.status, where).toBe(step?.status);
    expect(outcome.ok && outcome.matches, where).toBe(true);
  }
  expect(result.complete).toBe(true);

  const id = result.applicationId;
  const read = await call<{ data: Application }>(`/__mock/applications/${id}`);
  expect(read.status, JSON.stringify(read.body)).toBe(200);
  const final = read.body.data;
  expect(final.status).toBe(path.status);
  expect(result.status).toBe(path.status);
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
  const documents = await call<{ data: Array<{ kind: string; code: string; number: string }> }>(`/applications/${id}/documents`, {
    authorization: await tokenCache().token(AMINA),
  });
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
    SERVICE_BASICS[testCase.serviceType].partiesConfirm === true,
  );

  it('has journeys to replay, ending in every decision', () => {
    expect(paths.length).toBeGreaterThan(5);
    expect(new Set(paths.map((p) => p.status))).toEqual(
      new Set([
        ...(testCase.free ? [] : ['Payment_Confirmation']),
        'Draft',
        'Submitted',
        'Pending',
        'Corrections_Requested',
        'Approved',
        'Declined',
      ]),
    );
  });

  it.each(paths.map((path) => [path.description, path] as const))('%s', async (_description, path) => {
    await replay(testCase, path);
  });
});
