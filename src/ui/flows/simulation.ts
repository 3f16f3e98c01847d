/**
 * Simulation on a copy (issue 13 part 3): a machine's snapshot is moved only with xstate's pure
 * `initialTransition` and `transition`, which compute the next snapshot and return the actions
 * instead of running them, so no call is made, no timer starts and nothing is stored. The live actors
 * are never touched. Pure: no React.
 */
import type { I18n, MessageDescriptor } from '@lingui/core';
import { msg } from '@lingui/core/macro';
import {
  getNextTransitions,
  initialTransition,
  transition,
  type AnyMachineSnapshot,
  type AnyStateMachine,
  type EventObject,
  type StateValue,
} from 'xstate';

/** An example of an event the simulator may send, with what tells it apart from the others of its type. */
export interface SampleEvent {
  /** What sets this example apart, e.g. `401` for a failed login; null when it is the only one. */
  variant: string | null;
  /** The event sent. */
  event: EventObject;
}

/**
 * The words of the examples' variants (the variant itself is the example's key: `signed in`, `401`): a status code
 * reads as it is.
 */
const VARIANT_WORDS: Readonly<Record<string, MessageDescriptor>> = {
  'signed in': msg`signed in`,
  'no answer': msg`no answer`,
  'this session': msg`this session`,
  'with a refresh token': msg`with a refresh token`,
  'without one': msg`without one`,
  'second step': msg`second step`,
  'newer version': msg`newer version`,
  'lodged caveat': msg`lodged caveat`,
  'referred caveat': msg`referred caveat`,
};

/**
 * A variant as people read it, in the catalogue's language.
 * @param i18n - the catalogue.
 * @param variant - the example's variant (`signed in`, `401`).
 */
export function variantWords(i18n: I18n, variant: string): string {
  const words = VARIANT_WORDS[variant];
  return words ? i18n._(words) : variant;
}

/** What the simulator needs to run a machine on a copy. */
export interface SimulationSetup {
  /** The machine the copy runs: the drawn machine, or the same with guards that need a real person or day provided. */
  machine: AnyStateMachine;
  /** The machine's input for `initialTransition`. */
  input: unknown;
  /** Examples by event type; a type without examples is sent bare (`{ type }`). */
  samples: Readonly<Record<string, readonly SampleEvent[]>>;
}

/** A transition the copy may take now. */
export interface SimulationStep {
  /** A stable key: the event type and its variant. */
  key: string;
  /** The event type. */
  event: string;
  /** The example's variant, or null. */
  variant: string | null;
  /** The snapshot the copy moves to, computed in advance (so a button never does nothing). */
  next: AnyMachineSnapshot;
}

/**
 * The copy's first snapshot: the machine's initial state with its eventless transitions taken.
 * @param setup - the machine and its input.
 */
export function initialSnapshot(setup: SimulationSetup): AnyMachineSnapshot {
  const [snapshot] = initialTransition(setup.machine, setup.input);
  return snapshot;
}

/**
 * The steps the copy may take from a snapshot: every event its states handle (xstate's
 * `getNextTransitions`), sent as each of its examples, kept when the machine accepts it
 * (`snapshot.can`) and its next snapshot can be computed. Events that need data the examples lack are
 * left out, as are eventless transitions (they are taken at once).
 * @param setup - the machine, its input and its examples.
 * @param snapshot - the copy's current snapshot.
 * @returns the steps, in the order xstate lists the transitions (atomic states first, then ancestors).
 */
export function nextSteps(setup: SimulationSetup, snapshot: AnyMachineSnapshot): SimulationStep[] {
  return explore(setup, snapshot).steps;
}

/**
 * The events the copy's states handle that the simulator cannot send from a snapshot: each of their
 * examples made a guard or an assignment fail (it reads data the example lacks). The page names them,
 * rather than pretend they do not exist.
 * @param setup - the machine, its input and its examples.
 * @param snapshot - the copy's current snapshot.
 * @returns their event types, in xstate's order.
 */
export function unsimulatable(setup: SimulationSetup, snapshot: AnyMachineSnapshot): string[] {
  return explore(setup, snapshot).failed;
}

function explore(setup: SimulationSetup, snapshot: AnyMachineSnapshot): { steps: SimulationStep[]; failed: string[] } {
  if (snapshot.status !== 'active') return { steps: [], failed: [] };
  const types: string[] = [];
  for (const t of getNextTransitions(snapshot)) {
    const type: string = t.eventType as string;
    if (type !== '' && !types.includes(type)) types.push(type);
  }
  const steps: SimulationStep[] = [];
  const failed: string[] = [];
  for (const type of types) {
    const samples = setup.samples[type] ?? [{ variant: null, event: { type } }];
    let threw = 0;
    for (const sample of samples) {
      try {
        if (!snapshot.can(sample.event)) continue;
        const [next] = transition(setup.machine, snapshot, sample.event);
        steps.push({ key: `${type}|${sample.variant ?? ''}`, event: type, variant: sample.variant, next });
      } catch {
        // The example lacks what a guard or an assignment reads: not offered.
        threw += 1;
      }
    }
    if (threw === samples.length) failed.push(type);
  }
  return { steps, failed };
}

/**
 * A state value as one line, e.g. `SignedOut.SigningIn.LoggingIn`; parallel regions joined with `, `.
 * @param value - a snapshot's `value`.
 */
export function stateValueText(value: StateValue): string {
  if (typeof value === 'string') return value;
  return Object.entries(value)
    .map(([key, inner]) => {
      if (inner === undefined) return key;
      const rest = stateValueText(inner);
      return rest ? `${key}.${rest}` : key;
    })
    .join(', ');
}
