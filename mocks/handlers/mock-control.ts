/**
 * Mock-only control calls under `${API_BASE}/__mock/` (docs/decisions/002-api-contract.md
 * "Mock-only"; never in a production build): read and clear the outbox, move the clock, reseed,
 * tune token lifetimes and latency. They add no latency.
 *
 * - GET outbox[?to=] → messages, newest first; DELETE outbox → `{ deleted }`
 * - GET clock → clock state; POST clock {advanceSeconds} → clock state (moving it runs the draft retention sweep:
 *   mocks/draft-retention.ts)
 * - POST reset → `{ reset: true }` (the demo scenario, clock and settings as new)
 * - GET config; POST config {accessTokenTtlSeconds?, refreshTokenTtlSeconds?, latencyMs?} → config
 * - POST seed-applications {count, append?, seed?} → `{ generated, total, tookMs }`: invented
 *   applications for benchmarks (memory only, never persisted; mocks/seed/applications.ts)
 * - POST mobile-money {prn, approve} → `{ status, paid }`: the payer's phone approves (or declines) the
 *   mobile money prompt sent for the invoice (mocks/payments.ts); 409 when no prompt waits
 * - POST party-answers {applicationId, answer?, first?} → `{ status, state }`: every party still asked to confirm the
 *   application (or, with `first`, the first of them) answers (CONFIRMED by default, with the declaration), as each
 *   would from their own account (issue 31 §2; set-up for tests whose subject is not the confirmation, and the replay
 *   of a party's step, like mobile-money for payments); 409 when none is asked
 * - POST seed-registers {count, seed?} → `{ generated, tookMs }`: `count` invented rows of each of the
 *   nine registers for benchmarks (memory only; mocks/registers/generated.ts)
 * - GET scenarios → `{ active, scenarios }`; POST scenario {name} → `{ active, scenario }`: switch to a
 *   named scenario (mocks/scenarios.ts), from the demo data afresh
 * - POST act-as {userId} → `{ token: "Bearer …", userId, name }`: a new session of that account and its
 *   access token, without its password, so a tester's tool (mocks/replay/api-replay.ts) can act as any
 *   account; 404 when no such account
 * - GET applications/{idOrReference} → the stored application as GET /applications/{id} answers its owner
 *   (due system events applied first: an expired invoice, a lapsed notice), found by id or by reference
 *   (any case); 404 when none
 */
import { http } from 'msw';
import { z } from 'zod';
import { SERVICE_TYPES } from '#src/domain/services/service-types';
import { MOCK_CONTROL_BASE } from '../base-url';
import { advance, clockState } from '../clock';
import { configureMock, mockConfig } from '../config';
import { reseed, saveSettings } from '../database';
import { clearOutbox, listOutbox } from '../outbox';
import { sweepDrafts } from '../draft-retention';
import { generateApplications } from '../seed/applications';
import { generateRegisters } from '../registers/generated';
import { fail, handle, ok, readPayload } from './shared';
import { applyScenario, SCENARIOS } from '../scenarios';
import { activeScenario, SCENARIO_NAMES } from '../scenario-state';
import { findApplication, findApplicationByPrn, findApplicationByReference, updateApplication } from '../application-store';
import { findUserById } from '../accounts';
import { applicantNameOf, expireIfDue } from '../lifecycle';
import { startSession } from '../sessions';
import { issueToken, withBearer } from '../tokens';
import { toApplication } from './applications';
import { confirmPayment } from '../payments';
import { MOCK_ERROR_CODES } from '../messages';
import { activeHolderOf } from '../party-confirmation';
import { answerAsParty } from './party-requests';

/** Payload of POST __mock/clock: seconds to move the mock clock (negative moves it back; at most a year). */
export const advanceClockSchema = z.object({
  advanceSeconds: z
    .number({ error: 'Give advanceSeconds as a number of seconds' })
    .finite()
    .min(-366 * 24 * 3600)
    .max(366 * 24 * 3600),
});

/** Payload of POST __mock/config. `latencyMs: null` restores the realistic random latency. */
export const mockConfigSchema = z.object({
  accessTokenTtlSeconds: z
    .number()
    .int()
    .min(1)
    .max(7 * 24 * 3600)
    .optional(),
  refreshTokenTtlSeconds: z
    .number()
    .int()
    .min(1)
    .max(30 * 24 * 3600)
    .optional(),
  latencyMs: z.number().int().min(0).max(60_000).nullable().optional(),
});

/**
 * Payload of POST __mock/seed-applications: how many applications to generate (replacing those
 * generated before unless `append`), and the random seed.
 */
export const seedApplicationsSchema = z.object({
  count: z.number({ error: 'Give count as a number' }).int().min(0).max(50_000),
  append: z.boolean().optional(),
  seed: z.number().int().optional(),
  serviceType: z.enum(SERVICE_TYPES).optional(),
});

/** Payload of POST __mock/mobile-money: the invoice's PRN and the payer's answer to the prompt. */
export const mobileMoneyAnswerSchema = z.object({ prn: z.string().min(1).max(40), approve: z.boolean() });

/** Payload of POST __mock/party-answers: the application and the answer every party still asked gives. */
export const partyAnswersSchema = z.object({
  applicationId: z.string().min(1).max(64),
  answer: z.enum(['CONFIRMED', 'NOT_ME', 'DO_NOT_AGREE']).default('CONFIRMED'),
  /** Only the first party still asked answers (a replayed step is one party's). */
  first: z.boolean().default(false),
});

/** Payload of POST __mock/seed-registers: rows per register (replacing those generated before), and the random seed. */
export const seedRegistersSchema = z.object({
  count: z.number({ error: 'Give count as a number' }).int().min(0).max(50_000),
  seed: z.number().int().optional(),
});

/** Payload of POST __mock/scenario: the scenario to switch to (mocks/scenarios.ts). */
export const scenarioChoiceSchema = z.object({ name: z.enum(SCENARIO_NAMES, { error: `Give name: one of ${SCENARIO_NAMES.join(', ')}` }) });

/** Payload of POST __mock/act-as: the account to act as (a demo account's `userId`, e.g. "usr-registrar"). */
export const actAsSchema = z.object({ userId: z.string({ error: 'Give userId: the account to act as' }).trim().min(1).max(80) });

const url = (path: string) => `${MOCK_CONTROL_BASE}${path}`;
const noLatency = { latency: false } as const;

/** Handlers of the mock control calls. */
export const mockControlHandlers = [
  http.get(
    url('/outbox'),
    handle(({ request }) => ok(listOutbox(new URL(request.url).searchParams.get('to'))), noLatency),
  ),
  http.delete(
    url('/outbox'),
    handle(() => ok({ deleted: clearOutbox() }), noLatency),
  ),
  http.get(
    url('/clock'),
    handle(() => ok(clockState()), noLatency),
  ),
  http.post(
    url('/clock'),
    handle(async ({ request }) => {
      const { advanceSeconds } = await readPayload(request, advanceClockSchema);
      advance(advanceSeconds);
      await saveSettings();
      // The registry's daily jobs run when the clock moves: drafts nobody changed are warned of, then deleted (issue 31 §5).
      await sweepDrafts();
      return ok(clockState());
    }, noLatency),
  ),
  http.get(
    url('/scenarios'),
    handle(() => ok({ active: activeScenario(), scenarios: SCENARIOS }), noLatency),
  ),
  http.post(
    url('/scenario'),
    handle(async ({ request }) => {
      const { name } = await readPayload(request, scenarioChoiceSchema);
      const scenario = await applyScenario(name);
      return ok({ active: scenario.name, scenario });
    }, noLatency),
  ),
  http.post(
    url('/reset'),
    handle(async () => {
      await reseed();
      return ok({ reset: true });
    }, noLatency),
  ),
  http.post(
    url('/seed-applications'),
    handle(async ({ request }) => {
      const { count, append, seed, serviceType } = await readPayload(request, seedApplicationsSchema);
      return ok(generateApplications(count, { append, seed, serviceType }));
    }, noLatency),
  ),
  http.post(
    url('/party-answers'),
    handle(async ({ request }) => {
      const { applicationId, answer, first } = await readPayload(request, partyAnswersSchema);
      const found = findApplication(applicationId) ?? findApplicationByReference(applicationId);
      const waiting =
        found?.record.partyConfirmation?.state === 'WAITING'
          ? found.record.partyConfirmation.parties.filter((p) => p.answer === 'WAITING')
          : [];
      if (!found || waiting.length === 0)
        return fail(409, 'No party is asked to confirm this application.', { code: MOCK_ERROR_CODES.illegalTransition });
      for (const party of first ? waiting.slice(0, 1) : waiting) {
        const current = findApplication(found.record.id);
        if (!current || current.record.partyConfirmation?.state !== 'WAITING') break;
        const holder = activeHolderOf(party.nin);
        const refused = await answerAsParty(current, party.nin, answer === 'CONFIRMED' ? { answer, declaration: true } : { answer }, {
          role: 'PARTY',
          userId: holder?.userId ?? `nin:${party.nin}`,
          name: holder ? applicantNameOf(holder) : party.name,
          accountType: 'INDIVIDUAL',
          district: holder?.district ?? null,
          isOwner: false,
        });
        if (refused) return refused;
      }
      const after = findApplication(found.record.id);
      return ok({ status: after?.record.status ?? null, state: after?.record.partyConfirmation?.state ?? null });
    }, noLatency),
  ),
  http.post(
    url('/mobile-money'),
    handle(async ({ request }) => {
      const { prn, approve } = await readPayload(request, mobileMoneyAnswerSchema);
      const found = findApplicationByPrn(prn.trim().toUpperCase());
      const awaiting = found?.record.invoice?.awaiting;
      if (!found || awaiting?.method !== 'MOBILE_MONEY')
        return fail(409, 'No mobile money prompt waits for this PRN.', { code: MOCK_ERROR_CODES.illegalTransition });
      if (approve) {
        const { updated } = await confirmPayment(found, { method: 'MOBILE_MONEY', paidWith: awaiting.phone });
        return ok({ status: updated.status, paid: true });
      }
      const updated = await updateApplication(found, (draft) => {
        if (draft.invoice) draft.invoice.awaiting = null;
      });
      return ok({ status: updated.status, paid: false });
    }, noLatency),
  ),
  http.post(
    url('/seed-registers'),
    handle(async ({ request }) => {
      const { count, seed } = await readPayload(request, seedRegistersSchema);
      return ok(generateRegisters(count, seed));
    }, noLatency),
  ),
  http.post(
    url('/act-as'),
    handle(async ({ request }) => {
      const { userId } = await readPayload(request, actAsSchema);
      const user = findUserById(userId);
      if (!user) return fail(404, `No account ${userId} in the mock registry.`, { code: MOCK_ERROR_CODES.notFound });
      const refresh = await startSession(user.userId);
      const access = await issueToken(user.userId, 'access', refresh.payload.sid);
      return ok({ token: withBearer(access.jwt), userId: user.userId, name: applicantNameOf(user) });
    }, noLatency),
  ),
  http.get(
    url('/applications/:idOrReference'),
    handle(async ({ params }) => {
      const key = typeof params?.idOrReference === 'string' ? params.idOrReference.trim() : '';
      const found = findApplication(key) ?? findApplicationByReference(key.toUpperCase());
      if (!found) return fail(404, `No application ${key} in the mock registry.`, { code: MOCK_ERROR_CODES.notFound });
      const { record } = await expireIfDue(found);
      return ok(toApplication(record, findUserById(record.applicantId)));
    }, noLatency),
  ),
  http.get(
    url('/config'),
    handle(() => ok({ ...mockConfig }), noLatency),
  ),
  http.post(
    url('/config'),
    handle(async ({ request }) => {
      const patch = await readPayload(request, mockConfigSchema);
      const config = configureMock(patch);
      await saveSettings();
      return ok(config);
    }, noLatency),
  ),
];
