/**
 * The application lifecycle drawn for one review chain (issue 13 part 3; docs/decisions/029): the machine
 * keeps the level it is at in its context (`level`, an index into the chain), so its definition has one
 * `Review` state for every chain. To be read without explanation, the drawing unfolds `Review` into one box
 * per level of the chain ("1. Registrar", "2. Director", …), each with its own Waiting and InReview states,
 * and finds where each transition goes at each level by running the machine itself (pure `transition`),
 * so the arrows are the machine's answers, not a second copy of its rules. States a chain never reaches
 * (the notice stage of services without one; payment for free services) are left out.
 */
import type { I18n } from '@lingui/core';
import { msg } from '@lingui/core/macro';
import { getNextTransitions, type AnyMachineSnapshot, type StateValue } from 'xstate';
import {
  applicationMachine,
  SYSTEM_ACTOR,
  type ApplicationInput,
  type ApplicationMachineEvent,
  type ApplicationSnapshot,
} from '#src/lifecycle/application.machine';
import { LEVEL_LABELS, type ReviewLevel } from '#src/domain/review-chains';
import { activeStateIds, statechartOf, type ChartState, type ChartTransition, type Statechart } from './statechart';
import { nextSteps, type SampleEvent, type SimulationSetup } from './simulation';

const REVIEW = 'application.Review';
const WAITING = `${REVIEW}.Waiting`;
const IN_REVIEW = `${REVIEW}.InReview`;

/** The id of the unfolded box of level `i` (0-based) of the chain. */
function levelId(i: number): string {
  return `${REVIEW}.Level${i + 1}`;
}

/**
 * The lifecycle machine as the simulator runs it: the guards that ask who sends an event ("the level's
 * officer", "the owner", "the system", "an objector") or what day it is (21 clear days, the notice's
 * 3 months) pass, so a product owner can walk every path; the guards on the chain and the context
 * (last level, previous level, notice stage, fee, caveats standing) are the machine's own.
 */
export const SIMULATED_LIFECYCLE = applicationMachine.provide({
  guards: {
    isOwner: () => true,
    isSystem: () => true,
    isLevelOfficer: () => true,
    isObjector: () => true,
    isRegistrarGeneral: () => true,
    hasDeclaration: () => true,
    hasReason: () => true,
    clearDaysPassed: () => true,
    noticeLapsed: () => true,
    slotWithinNotice: () => true,
    celebrationWithinNotice: () => true,
  },
});

/** The day the simulated events are sent (ISO 8601); the day guards are provided, so it only dates the notice. */
const SIMULATED_AT = '2026-01-05T09:00:00.000Z';

/** One lifecycle event as the simulator sends it: the system as actor, a fixed day, and a reason in case one is read. */
function lifecycleEvent(type: string, extra: Record<string, unknown> = {}): ApplicationMachineEvent {
  return {
    type,
    actor: SYSTEM_ACTOR,
    at: SIMULATED_AT,
    reason: 'Simulated',
    comment: 'Simulated',
    declaration: true,
    ...extra,
  } as unknown as ApplicationMachineEvent;
}

/** The examples of the lifecycle's events whose variants lead to different places (the caveat's status). */
export const LIFECYCLE_SAMPLES: Readonly<Record<string, readonly SampleEvent[]>> = {
  'application.referCaveat': [{ variant: 'lodged caveat', event: lifecycleEvent('application.referCaveat', { caveatStatus: 'LODGED' }) }],
  'application.removeCaveat': [
    { variant: 'lodged caveat', event: lifecycleEvent('application.removeCaveat', { caveatStatus: 'LODGED' }) },
    { variant: 'referred caveat', event: lifecycleEvent('application.removeCaveat', { caveatStatus: 'REFERRED' }) },
  ],
  'application.upholdCaveat': [
    { variant: 'referred caveat', event: lifecycleEvent('application.upholdCaveat', { caveatStatus: 'REFERRED' }) },
  ],
  'application.bookCeremony': [{ variant: null, event: lifecycleEvent('application.bookCeremony', { date: '2026-02-10' }) }],
  'application.rebookCeremony': [{ variant: null, event: lifecycleEvent('application.rebookCeremony', { date: '2026-02-12' }) }],
  'application.recordCelebration': [
    { variant: null, event: lifecycleEvent('application.recordCelebration', { celebratedOn: '2026-02-12' }) },
  ],
};

/** Every event type of the lifecycle, sent as the simulator's example (the caveat ones in their variants). */
function samplesFor(types: readonly string[]): Record<string, readonly SampleEvent[]> {
  const samples: Record<string, readonly SampleEvent[]> = {};
  for (const type of types) samples[type] = LIFECYCLE_SAMPLES[type] ?? [{ variant: null, event: lifecycleEvent(type) }];
  return samples;
}

/** Every event type named in the machine's transitions. */
function lifecycleEventTypes(chart: Statechart): string[] {
  const types = new Set<string>();
  for (const t of chart.transitions) if (t.event) types.add(t.event);
  for (const s of chart.states) for (const t of s.internal) if (t.event) types.add(t.event);
  return [...types];
}

/**
 * The ids of the drawn states a lifecycle snapshot is in: as {@link activeStateIds}, with the Review states
 * moved into the box of the snapshot's level.
 * @param snapshot - a snapshot of the lifecycle machine (any chain).
 */
export function lifecycleActiveIds(snapshot: AnyMachineSnapshot): string[] {
  return lifecycleActiveIdsOf(snapshot.value as StateValue, (snapshot.context as { level: number }).level);
}

/**
 * The drawn ids of a persisted lifecycle state (the mock API's `lifecycle`): its value at its level.
 * @param value - the lifecycle machine's state value.
 * @param level - the 0-based index into the chain.
 */
export function lifecycleActiveIdsOf(value: StateValue, level: number): string[] {
  const ids = activeStateIds('application', value);
  if (!ids.includes(REVIEW)) return ids;
  const out = ids.filter((id) => !id.startsWith(`${REVIEW}.`));
  out.push(levelId(level));
  if (ids.includes(IN_REVIEW)) out.push(`${levelId(level)}.InReview`);
  else out.push(`${levelId(level)}.Waiting`);
  return out;
}

/** What the lifecycle needs for one chain. */
export interface LifecycleChartInput {
  /** The review chain, first level first. */
  chain: readonly ReviewLevel[];
  /** Whether the service charges a fee (a Payment_Confirmation state). */
  hasFee: boolean;
  /** Whether the last approval starts the notice stage (civil marriage). */
  noticeStage: boolean;
}

/**
 * The simulator's setup for a chain: the provided machine, an input for the chain and the examples.
 * @param input - the chain, fee and notice stage.
 */
export function lifecycleSimulation(input: LifecycleChartInput): SimulationSetup {
  const chart = statechartOf(applicationMachine);
  const machineInput: ApplicationInput = {
    chain: input.chain,
    feeUgx: input.hasFee ? 1 : 0,
    district: null,
    noticeStage: input.noticeStage,
  };
  return { machine: SIMULATED_LIFECYCLE, input: machineInput, samples: samplesFor(lifecycleEventTypes(chart)) };
}

/**
 * The lifecycle's statechart for one chain, its Review state unfolded into one box per level.
 * @param i18n - the catalogue, in the language to draw its words in.
 * @param input - the chain, fee and notice stage.
 * @returns a statechart whose Review children are `application.Review.Level<n>` boxes titled
 *   "<n>. <level>", each holding `Waiting` and `InReview`.
 */
export function lifecycleChart(i18n: I18n, input: LifecycleChartInput): Statechart {
  const base = statechartOf(applicationMachine);
  const setup = lifecycleSimulation(input);
  const machineInput = setup.input as ApplicationInput;
  const byId = new Map(base.states.map((s) => [s.id, s]));
  const unreachable = (id: string) =>
    (!input.noticeStage && (id === 'application.Notice' || id.startsWith('application.Notice.') || id === 'application.Lapsed')) ||
    (!input.hasFee && id === 'application.AwaitingPayment');
  const states: ChartState[] = [];
  for (const state of base.states) {
    if (unreachable(state.id)) continue;
    if (state.id.startsWith(`${REVIEW}.`)) continue;
    states.push(state);
    if (state.id !== REVIEW) continue;
    input.chain.forEach((level, i) => {
      const box = levelId(i);
      const number = i + 1;
      const levels = input.chain.length;
      const label = LEVEL_LABELS[level];
      const waiting = byId.get(i === 0 ? `${WAITING}.FirstLevel` : `${WAITING}.LaterLevel`);
      const inReview = byId.get(IN_REVIEW);
      states.push({
        id: box,
        key: `${number}. ${label}`,
        parentId: REVIEW,
        type: 'compound',
        description: i18n._(msg`Level ${number} of ${levels}: the ${label}'s queue and review.`),
        initial: i === 0,
        tags: [],
        internal: [],
      });
      states.push({
        id: `${box}.Waiting`,
        key: 'Waiting',
        parentId: box,
        type: 'atomic',
        description: waiting?.description ?? null,
        initial: true,
        tags: waiting?.tags ?? [],
        internal: [],
      });
      states.push({
        id: `${box}.InReview`,
        key: 'InReview',
        parentId: box,
        type: 'atomic',
        description: inReview?.description ?? null,
        initial: false,
        tags: inReview?.tags ?? [],
        internal: [],
      });
    });
  }
  const kept = new Set(states.map((s) => s.id));
  const transitions: ChartTransition[] = base.transitions.filter(
    (t) => !t.source.startsWith(`${REVIEW}.`) && kept.has(t.source) && kept.has(t.target),
  );
  // Within Review: where each event leads from each level, as the machine answers it.
  input.chain.forEach((_, i) => {
    for (const [leaf, drawn] of [
      [{ Waiting: i === 0 ? 'FirstLevel' : 'LaterLevel' }, `${levelId(i)}.Waiting`],
      ['InReview', `${levelId(i)}.InReview`],
    ] as const) {
      const snapshot = SIMULATED_LIFECYCLE.resolveState({
        value: { Review: leaf } as ApplicationSnapshot['value'],
        context: { ...machineInput, noticeStage: input.noticeStage, level: i, noticeAt: null, caveats: 0, referred: 0, partiesWaiting: 0 },
      });
      const definitions = getNextTransitions(snapshot);
      const counts = new Map<string, number>();
      for (const step of nextSteps(setup, snapshot)) {
        const targetIds = lifecycleActiveIds(step.next);
        // The transition definition taken: the first of this event whose target the next snapshot is in.
        const taken = definitions.find(
          (d) => d.eventType === step.event && (d.target ?? []).some((t) => step.next.matches(t.path.join('.'))),
        );
        const original = base.transitions.find(
          (t) => t.event === step.event && t.source === taken?.source.id && t.target === taken.target?.[0]?.id,
        );
        const insideReview = targetIds.includes(REVIEW);
        const target = insideReview
          ? (targetIds[targetIds.length - 1] ?? REVIEW)
          : (original?.target ?? targetIds[targetIds.length - 1] ?? REVIEW);
        if (!kept.has(target)) continue;
        const n = counts.get(step.event) ?? 0;
        counts.set(step.event, n + 1);
        transitions.push({
          id: `${drawn}:${step.event}:${n}`,
          source: drawn,
          target,
          event: step.event,
          eventLabel: original?.eventLabel ?? step.event,
          guard: original?.guard ?? null,
          description: original?.description ?? null,
        });
      }
    }
  });
  return { id: base.id, states, transitions: collapseEveryLevel(i18n, transitions, input.chain.length), invokes: base.invokes };
}

/**
 * One arrow instead of one per level: a transition that leaves Review from the same state of every level,
 * to the same target with the same guard (asking for corrections, declining), is drawn once from the
 * Review box, its label naming the state it leaves ("from InReview at any level").
 */
function collapseEveryLevel(i18n: I18n, transitions: ChartTransition[], levels: number): ChartTransition[] {
  if (levels < 2) return transitions;
  const groups = new Map<string, ChartTransition[]>();
  for (const t of transitions) {
    if (!t.source.startsWith(`${REVIEW}.`) || t.target.startsWith(`${REVIEW}.`)) continue;
    const leaf = t.source.split('.').pop() ?? '';
    const key = `${t.event}|${t.target}|${t.guard ?? ''}|${leaf}`;
    groups.set(key, [...(groups.get(key) ?? []), t]);
  }
  const collapsed = new Set<ChartTransition>();
  const out: ChartTransition[] = [];
  for (const group of groups.values()) {
    const first = group[0];
    if (!first || group.length < levels) continue;
    for (const t of group) collapsed.add(t);
    const leaf = first.source.split('.').pop() ?? '';
    const event = first.eventLabel;
    out.push({
      ...first,
      id: `${REVIEW}:${first.event}:${leaf}`,
      source: REVIEW,
      eventLabel: i18n._(msg`${event}, from ${leaf} at any level`),
    });
  }
  return [...transitions.filter((t) => !collapsed.has(t)), ...out];
}
