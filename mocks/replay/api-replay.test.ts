/**
 * The replay runner over HTTP (issue 13 part 4): a generated journey's log reproduced as a new application,
 * a seeded demo application jumped to a chosen status, and the message when no journey leads there.
 */
import { beforeEach, describe, expect, it } from 'vitest';
import { freezeClock } from '../clock';
import type { Application } from '#src/domain/schemas/applications';
import type { ApplicationLog } from '#src/domain/schemas/replay-log';
import { REVIEW_CHAINS, SERVICE_BASICS } from '#src/domain/services/basics';
import type { ServiceType } from '#src/domain/services/service-types';
import { lifecyclePaths, PATH_START, type LifecyclePath } from '#src/lifecycle/application.paths';
import { applicationLogFromTimeline, applicationLogOfJourney } from '#src/lifecycle/application.replay';
import { PRICES } from '../seed/prices';
import { call } from '../test-helpers';
import {
  clockDaysOf,
  continueOverApi,
  jumpOverApi,
  readMockApplication,
  reproduceOverApi,
  reproductionEffects,
  type ApiStepOutcome,
} from './api-replay';

/** Seeded demo applications (mocks/seed/applications.ts, licence-applications.ts). */
const SUBMITTED_NOTICE = '00000000-0000-4000-8000-000000000001';
const SUBMITTED_LICENCE = '00000000-0000-4000-8001-000000000004';

const feeOf = (serviceType: ServiceType) => PRICES.find((p) => p.serviceType === serviceType)?.amountUgx ?? 0;

/** The longest generated journey of a service, as a log (the one the testers' tool downloads). */
function longestJourneyLog(serviceType: ServiceType): { log: ApplicationLog; path: LifecyclePath } {
  const paths = lifecyclePaths(
    REVIEW_CHAINS[serviceType],
    feeOf(serviceType),
    'shortest',
    SERVICE_BASICS[serviceType].noticeStage === true,
    SERVICE_BASICS[serviceType].partiesConfirm === true,
  );
  const path = paths.reduce((a, b) => (b.steps.length > a.steps.length ? b : a));
  return { log: applicationLogOfJourney(serviceType, feeOf(serviceType), path, PATH_START, 1), path };
}

async function read(idOrReference: string): Promise<Application> {
  const answer = await call<{ data: Application }>(`/__mock/applications/${idOrReference}`);
  expect(answer.status, JSON.stringify(answer.body)).toBe(200);
  return answer.body.data;
}

beforeEach(() => {
  freezeClock(Date.parse(PATH_START));
});

describe('reproduceOverApi', () => {
  it.each(['MARRIAGE', 'PUBLIC_PLACE_LICENSING'] as const)(
    'reproduces the longest generated journey of %s as a new application',
    async (serviceType) => {
      const { log, path } = longestJourneyLog(serviceType);
      const seen: ApiStepOutcome[] = [];
      const result = await reproduceOverApi(log, { onStep: (o) => seen.push(o), moveClock: true });
      expect(result.outcomes.filter((o) => !o.ok)).toEqual([]);
      expect(result).toMatchObject({ complete: true, status: path.status });
      expect(result.outcomes.map((o) => o.ok && o.matches)).toEqual(path.steps.map(() => true));
      expect(seen).toEqual(result.outcomes);
      const stored = await read(result.reference.toLowerCase());
      expect(stored).toMatchObject({ id: result.applicationId, serviceType, status: path.status, applicantId: 'usr-amina-nakato' });
      expect(result.state).toBe(JSON.stringify(stored.lifecycle.value));
    },
  );

  it("reproduces a log recorded from a reproduced application's timeline, matching every status and state", async () => {
    const { log } = longestJourneyLog('MARRIAGE');
    const first = await reproduceOverApi(log, { moveClock: true });
    const recorded = applicationLogFromTimeline(await read(first.applicationId), new Date().toISOString());
    expect(recorded.steps.every((s) => s.state !== undefined)).toBe(true);
    const second = await reproduceOverApi(recorded, { moveClock: true });
    expect(second.outcomes.filter((o) => !o.ok)).toEqual([]);
    expect(second.outcomes.map((o) => o.ok && o.matches)).toEqual(recorded.steps.map(() => true));
    expect(second).toMatchObject({ complete: true, status: first.status, state: first.state });
    expect(second.applicationId).not.toBe(first.applicationId);
  });

  it('leaves the mock clock alone unless asked: a notice’s later step stops the run, saying how far the clock would move (issue 30)', async () => {
    const { log } = longestJourneyLog('MARRIAGE');
    const days = clockDaysOf(log.steps);
    expect(days).toBeGreaterThanOrEqual(21);
    expect(reproductionEffects(log)).toMatchObject({ owner: 'Amina Nakato', clockDays: days });
    const before = await call<{ data: { nowMs: number } }>('/__mock/clock');
    const result = await reproduceOverApi(log);
    const refused = result.outcomes.find((o) => !o.ok);
    expect(refused).toMatchObject({
      ok: false,
      message: expect.stringMatching(
        /^This step happens \d+ days? later than the mock clock's now, and moving the clock was not allowed\./,
      ),
    });
    expect(result.complete).toBe(false);
    expect((await call<{ data: { nowMs: number } }>('/__mock/clock')).body.data.nowMs).toBe(before.body.data.nowMs);
  });

  it('reports a step whose recorded status differs, and stops at the first refusal', async () => {
    const { log } = longestJourneyLog('PUBLIC_PLACE_LICENSING');
    // Recorded as free: the mock charges the price list's fee, so the submit leads to payment, not review.
    const free: ApplicationLog = {
      ...log,
      feeUgx: 0,
      steps: log.steps
        .filter((s) => s.event.type !== 'application.paymentConfirmed')
        .map((s) => ({ ...s, status: s.status === 'Payment_Confirmation' ? 'Submitted' : s.status })),
    };
    const result = await reproduceOverApi(free);
    expect(result.outcomes[0]).toMatchObject({ ok: true, status: 'Payment_Confirmation', matches: false });
    expect(result.outcomes[1]).toMatchObject({ ok: false, message: expect.stringMatching(/\w/) });
    expect(result.outcomes).toHaveLength(2);
    expect(result).toMatchObject({ complete: false, status: 'Payment_Confirmation' });
  });
});

describe('jumpOverApi', () => {
  it('jumps a seeded submitted civil marriage notice to Pending (the registrar opens it)', async () => {
    expect((await read(SUBMITTED_NOTICE)).status).toBe('Submitted');
    const result = await jumpOverApi(SUBMITTED_NOTICE, 'Pending');
    expect(result).toMatchObject({ complete: true, status: 'Pending', outcomes: [{ ok: true, status: 'Pending', matches: true }] });
    const stored = await read(SUBMITTED_NOTICE);
    expect(stored.status).toBe('Pending');
    expect(stored.timeline.at(-1)).toMatchObject({ event: 'application.open', role: 'REGISTRAR' });
  });

  it('jumps a seeded submitted licence to Approved through the four levels, found by its reference', async () => {
    const { reference } = await read(SUBMITTED_LICENCE);
    const result = await jumpOverApi(reference.toLowerCase(), 'Approved');
    expect(result.outcomes.filter((o) => !o.ok)).toEqual([]);
    expect(result).toMatchObject({ complete: true, status: 'Approved', applicationId: SUBMITTED_LICENCE });
    expect(result.outcomes).toHaveLength(8);
    const stored = await read(SUBMITTED_LICENCE);
    expect(stored.status).toBe('Approved');
    expect(stored.timeline.slice(-8).map((e) => e.role)).toEqual([
      'REGISTRAR',
      'REGISTRAR',
      'DIRECTOR',
      'DIRECTOR',
      'REGISTRAR_GENERAL',
      'REGISTRAR_GENERAL',
      'MINISTER',
      'MINISTER',
    ]);

    // Nothing leads back from a decision.
    await expect(jumpOverApi(SUBMITTED_LICENCE, 'Draft')).rejects.toThrow('No way leads from Approved to Draft: Approved is final.');
    // Already there: nothing to send.
    expect(await jumpOverApi(SUBMITTED_LICENCE, 'Approved')).toMatchObject({ complete: true, outcomes: [], status: 'Approved' });
  });

  it('stops at a step whose owner is no account of the mock (a seeded applicant)', async () => {
    const result = await jumpOverApi(SUBMITTED_NOTICE, 'Approved', { moveClock: true });
    const refused = result.outcomes.find((o) => !o.ok);
    expect(refused).toMatchObject({
      ok: false,
      message: expect.stringContaining("'s applicant (usr-seed-denis-opio) is seeded data with no account in the mock registry"),
    });
    expect(result.complete).toBe(false);
  });

  it('answers a clear message for an unknown application', async () => {
    await expect(jumpOverApi('MR-2026-XXXX-XXXX', 'Pending')).rejects.toThrow('No application MR-2026-XXXX-XXXX in the mock registry.');
    await expect(continueOverApi('no-such-id', [])).rejects.toThrow('No application no-such-id in the mock registry.');
    await expect(readMockApplication('no-such-id')).rejects.toThrow('No application no-such-id in the mock registry.');
    expect(await readMockApplication(SUBMITTED_NOTICE.toUpperCase())).toMatchObject({ id: SUBMITTED_NOTICE, status: 'Submitted' });
  });
});
