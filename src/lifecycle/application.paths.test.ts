/**
 * Model-based tests of the lifecycle: @xstate/graph walks the machine for the civil-marriage chain and the
 * four-level chain, with and without a fee; every path is replayed on a real actor of the machine AND step
 * by step through applyApplicationEvent (what the mock API does), and both must agree on every state and on
 * the display status.
 */
import { createActor, type AnyMachineSnapshot } from 'xstate';
import { getStateNodes, type StatePath } from '@xstate/graph';
import { describe, expect, it } from 'vitest';
import { FOUR_LEVEL_CHAIN, REGISTRAR_CHAIN, type ReviewLevel } from '#src/domain/review-chains';
import { REVIEW_CHAINS, SERVICE_BASICS } from '#src/domain/services/basics';
import { applicationEventSchema, type ActorRole, type LifecycleState, type TimelineEntry } from '#src/domain/schemas/applications';
import type { ServiceType } from '#src/domain/services/service-types';
import { createPromiseController, replayPath } from '#src/machines/machine-test-kit';
import {
  applicationMachine,
  applyApplicationEvent,
  initialLifecycle,
  statusOfLifecycle,
  SYSTEM_ACTOR,
  type ApplicationMachineEvent,
  type ApplicationSnapshot,
  type CaveatFacts,
  lifecycleOf,
  type LifecycleActor,
  type LifecycleEvent,
} from './application.machine';
import {
  describeSteps,
  lifecycleGraphPaths,
  lifecyclePaths,
  PATH_APPLICANT,
  PATH_DISTRICT,
  PATH_OBJECTOR,
  pathOfficer,
  PATH_START,
  type LifecyclePath,
  type LifecyclePathKind,
} from './application.paths';
import { selectStatus } from './application.selectors';

/** A service of each chain, so applyApplicationEvent picks the same chain as the walk. */
const SERVICE_OF: ReadonlyArray<[string, readonly ReviewLevel[], ServiceType, boolean]> = [
  ['civil marriage (registrar chain, notice stage)', REGISTRAR_CHAIN, 'MARRIAGE', true],
  ['special licence (four-level chain)', FOUR_LEVEL_CHAIN, 'SPECIAL_LICENSE', false],
];
const FEES: ReadonlyArray<[string, number]> = [
  ['with a fee', 260_000],
  ['free', 0],
];
const KINDS: readonly LifecyclePathKind[] = ['shortest', 'simple'];

const normalise = (s: AnyMachineSnapshot) => ({ value: s.value, level: s.context.level, status: selectStatus(s as ApplicationSnapshot) });
const describePath = (p: StatePath<ApplicationSnapshot, ApplicationMachineEvent>) =>
  describeSteps(p.steps.slice(1).map((s) => ({ event: s.event, actorRole: s.event.actor.role })));

/** The actor the mock API's tests would sign in as for a role (an APPLICANT who is not the owner objects). */
const actorOf = (role: ActorRole, isOwner = true): LifecycleActor =>
  role === 'APPLICANT' ? (isOwner ? PATH_APPLICANT : PATH_OBJECTOR) : role === 'SYSTEM' ? SYSTEM_ACTOR : pathOfficer(role as ReviewLevel);

/** Replay events through applyApplicationEvent as the mock API does; returns the lifecycle after each step and the timeline. */
function applyAll(
  serviceType: ServiceType,
  feeUgx: number,
  steps: Array<{ event: LifecycleEvent & CaveatFacts; actor: LifecycleActor; at: string }>,
) {
  let lifecycle: LifecycleState = initialLifecycle(serviceType);
  const timeline: TimelineEntry[] = [];
  const after: Array<{ lifecycle: LifecycleState; status: string }> = [];
  steps.forEach(({ event, actor, at }, i) => {
    const result = applyApplicationEvent({ serviceType, lifecycle, district: PATH_DISTRICT, feeUgx }, event, actor, at);
    if (!result.ok) throw new Error(`step ${i} ${event.type}: ${result.httpStatus} ${result.message}`);
    expect(result.status).toBe(statusOfLifecycle(serviceType, result.lifecycle));
    lifecycle = result.lifecycle;
    timeline.push(result.entry);
    after.push({ lifecycle, status: result.status });
  });
  return { lifecycle, timeline, after };
}

it.each(SERVICE_OF)('%s: the service uses the walked chain and notice stage', (_, chain, serviceType, noticeStage) => {
  expect(REVIEW_CHAINS[serviceType]).toBe(chain);
  expect(SERVICE_BASICS[serviceType].noticeStage === true).toBe(noticeStage);
});

for (const [chainLabel, chain, serviceType, noticeStage] of SERVICE_OF) {
  for (const [feeLabel, feeUgx] of FEES) {
    for (const kind of KINDS) {
      describe(`${chainLabel}, ${feeLabel}: ${kind} paths`, () => {
        // Issue 31 §2: the civil notice and the special licence ask the parties they name first.
        const partiesConfirm = SERVICE_BASICS[serviceType].partiesConfirm === true;
        const paths = lifecycleGraphPaths(chain, feeUgx, kind, noticeStage, partiesConfirm);

        it('reach every state node the fee allows', () => {
          const reached = new Set(paths.flatMap((p) => p.state._nodes.map((n) => n.id)));
          const every = getStateNodes(applicationMachine.root)
            .map((n) => n.id)
            .filter((id) => feeUgx > 0 || id !== 'application.AwaitingPayment')
            .filter((id) => chain.length > 1 || id !== 'application.Review.Waiting.LaterLevel')
            .filter((id) => noticeStage || !(id.startsWith('application.Notice') || id === 'application.Lapsed'))
            .filter((id) => partiesConfirm || (id !== 'application.AwaitingParties' && id !== 'application.Refused'));
          expect(every.filter((id) => !reached.has(id))).toEqual([]);
        });

        if (kind === 'shortest') {
          it('take every transition the chain and fee allow', () => {
            const taken = new Set(
              paths.flatMap((p) => p.steps.slice(1).flatMap((s, i) => applicationMachine.getTransitionData(p.steps[i]!.state, s.event))),
            );
            const all = getStateNodes(applicationMachine.root).flatMap((n) =>
              Object.values(n.on)
                .flat()
                .map((t) => ({ t, label: `${n.id} ${t.eventType} → ${t.target?.map((x) => x.id).join()}` })),
            );
            const impossible = (label: string) =>
              (feeUgx === 0 && label.includes('AwaitingPayment')) ||
              (feeUgx > 0 && label === 'application.Draft application.submit → application.Review') ||
              (feeUgx > 0 && label === 'application.AwaitingParties application.confirmParty → application.Review') ||
              // A service whose parties confirm is always submitted to them first; another never is.
              (partiesConfirm && /^application\.Draft application\.submit → application\.(AwaitingPayment|Review)$/.test(label)) ||
              (!partiesConfirm && (label.includes('AwaitingParties') || label.includes('Refused'))) ||
              (chain.length === 1 && (label.includes('LaterLevel') || label.includes('application.return'))) ||
              (!noticeStage && label.includes('Notice')) ||
              // With a notice stage the last approval always publishes the notice.
              (noticeStage && label === 'application.Review.InReview application.approve → application.Approved');
            expect(all.filter(({ t, label }) => !taken.has(t) && !impossible(label)).map(({ label }) => label)).toEqual([]);
          });
        }

        it.each(paths.map((p) => [describePath(p), p] as const))('%s', async (_, path) => {
          // 1. on a real actor of the machine
          const actor = createActor(applicationMachine, {
            input: { chain, feeUgx, district: PATH_DISTRICT, noticeStage, partiesConfirm },
          }).start();
          await replayPath(actor, path.steps, createPromiseController(), {}, normalise);
          const actorStatus = selectStatus(actor.getSnapshot());
          actor.stop();

          // 2. through applyApplicationEvent, as the mock API does
          const steps = path.steps
            .slice(1)
            .map(({ event: { actor: who, at, ...body } }) => ({ event: body as LifecycleEvent & CaveatFacts, actor: who, at }));
          const { lifecycle, timeline, after } = applyAll(serviceType, feeUgx, steps);
          after.forEach((a, i) => {
            const expected = path.steps[i + 1]!.state;
            expect(a, `step ${i}`).toEqual({ lifecycle: lifecycleOf(expected), status: selectStatus(expected) });
          });
          expect(statusOfLifecycle(serviceType, lifecycle)).toBe(actorStatus);

          // the timeline chains: each entry starts where the last ended
          timeline.forEach((entry, i) => {
            expect(entry.from).toBe(i === 0 ? 'Draft' : timeline[i - 1]!.to);
            expect(entry.fromState).toBe(i === 0 ? '"Draft"' : timeline[i - 1]!.toState);
          });
        });
      });
    }
  }
}

describe('lifecyclePaths: journeys as data for the mock API tests', () => {
  it('registrar chain without a notice stage (a return) with a fee: every transition from a new draft, in plain steps', () => {
    const journeys = lifecyclePaths(REGISTRAR_CHAIN, 260_000);
    expect(journeys.map((j) => [j.description, j.status])).toEqual([
      ['(new draft)', 'Draft'],
      ['submit by APPLICANT', 'Payment_Confirmation'],
      ['submit by APPLICANT → paymentConfirmed by SYSTEM', 'Submitted'],
      ['submit by APPLICANT → invoiceExpired by SYSTEM', 'Draft'],
      ['submit by APPLICANT → paymentConfirmed by SYSTEM → open by REGISTRAR', 'Pending'],
      ['submit by APPLICANT → paymentConfirmed by SYSTEM → open by REGISTRAR → approve by REGISTRAR', 'Approved'],
      ['submit by APPLICANT → paymentConfirmed by SYSTEM → open by REGISTRAR → requestCorrections by REGISTRAR', 'Corrections_Requested'],
      ['submit by APPLICANT → paymentConfirmed by SYSTEM → open by REGISTRAR → decline by REGISTRAR', 'Declined'],
      [
        'submit by APPLICANT → paymentConfirmed by SYSTEM → open by REGISTRAR → requestCorrections by REGISTRAR → resubmit by APPLICANT',
        'Submitted',
      ],
    ]);
    expect(journeys[5]!.steps.map((s) => s.status)).toEqual(['Payment_Confirmation', 'Submitted', 'Pending', 'Approved']);
    expect(journeys[5]!.lifecycle).toEqual({ value: 'Approved', level: 0 });
  });

  it('civil marriage: the notice stage runs from acceptance to registration, and caveats and the lapse end it', () => {
    const journeys = lifecyclePaths(REGISTRAR_CHAIN, 260_000, 'shortest', true);
    const events = (j: LifecyclePath) => j.steps.map((s) => s.event.type.replace('application.', ''));
    const approved = journeys.filter((j) => j.status === 'Approved');
    expect(approved.map(events)).toContainEqual([
      'submit',
      'paymentConfirmed',
      'open',
      'approve',
      'issueCertificate',
      'bookCeremony',
      'recordCelebration',
    ]);
    const accepted = journeys.find((j) => events(j).join() === 'submit,paymentConfirmed,open,approve')!;
    expect(accepted.status).toBe('Pending');
    expect(accepted.lifecycle).toEqual({ value: { Notice: 'Published' }, level: 0, noticeAt: PATH_START, caveats: 0, referred: 0 });
    // 21 clear days: the certificate is sent 21 days after the notice; the lapse 3 months after.
    const certified = approved[0]!.steps.find((s) => s.event.type === 'application.issueCertificate')!;
    expect(certified.at).toBe('2026-01-26T09:00:00.000Z');
    const lapsed = journeys.find((j) => j.steps.at(-1)?.event.type === 'application.lapse')!;
    expect(lapsed.status).toBe('Declined');
    expect(lapsed.steps.at(-1)).toMatchObject({ actorRole: 'SYSTEM', at: '2026-04-05T09:00:00.000Z' });
    const upheld = journeys.find((j) => j.steps.at(-1)?.event.type === 'application.upholdCaveat')!;
    expect(events(upheld).slice(-3)).toEqual(['lodgeCaveat', 'referCaveat', 'upholdCaveat']);
    expect(upheld.steps.at(-3)).toMatchObject({ actorRole: 'APPLICANT', isOwner: false });
    expect(upheld.steps.at(-1)).toMatchObject({ actorRole: 'REGISTRAR_GENERAL', caveatStatus: 'REFERRED', status: 'Declined' });
  });

  it('four-level chain: the approval journey passes all four levels', () => {
    const approved = lifecyclePaths(FOUR_LEVEL_CHAIN, 0).filter((j) => j.status === 'Approved');
    expect(approved).toHaveLength(1);
    expect(approved[0]!.steps.filter((s) => s.event.type === 'application.approve').map((s) => s.actorRole)).toEqual(FOUR_LEVEL_CHAIN);
    expect(lifecyclePaths(FOUR_LEVEL_CHAIN, 0).some((j) => j.steps.some((s) => s.event.type === 'application.return'))).toBe(true);
  });

  it.each(
    SERVICE_OF.flatMap(([label, chain, serviceType, noticeStage]) =>
      KINDS.map((kind) => [label, kind, chain, serviceType, noticeStage] as const),
    ),
  )(
    '%s (%s): caller events are valid API bodies, and replaying the data by role ends at the expected status',
    (_, kind, chain, serviceType, noticeStage) => {
      const ownCalls = ['application.paymentConfirmed', 'application.invoiceExpired', 'application.lodgeCaveat', 'application.lapse'];
      for (const journey of lifecyclePaths(chain, 260_000, kind, noticeStage)) {
        for (const { event } of journey.steps) {
          if (!ownCalls.includes(event.type)) {
            expect(applicationEventSchema.parse(event)).toEqual(event);
          }
        }
        const { lifecycle, after } = applyAll(
          serviceType,
          260_000,
          journey.steps.map((s) => ({
            event: { ...s.event, caveatStatus: s.caveatStatus },
            actor: actorOf(s.actorRole, s.isOwner),
            at: s.at,
          })),
        );
        expect(lifecycle, journey.description).toEqual(journey.lifecycle);
        expect(statusOfLifecycle(serviceType, lifecycle)).toBe(journey.status);
        expect(after.map((a) => a.status)).toEqual(journey.steps.map((s) => s.status));
      }
    },
  );
});
