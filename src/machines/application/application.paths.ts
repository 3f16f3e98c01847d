/**
 * Generated journeys through the application lifecycle, for tests (this machine's path tests and the mock
 * API's, which replay them over HTTP). Test-only: it imports @xstate/graph, a dev dependency, so nothing in
 * the app imports this file.
 *
 * The graph is walked with the one actor allowed to send each event (the owner, the system, or a national
 * BACKOFFICE officer of the current level) and complete bodies (declaration, reasons). Refusals are the unit
 * tests' business.
 */
import { __unsafe_getAllOwnEventDescriptors } from 'xstate';
import { getShortestPaths, getSimplePaths, type StatePath } from '@xstate/graph';
import type { ReviewLevel } from '../../domain/review-chains';
import type { ActorRole, LifecycleState } from '../../domain/schemas/applications';
import type { ApplicationStatus } from '../../domain/statuses';
import {
  applicationMachine,
  SYSTEM_ACTOR,
  type ApplicationMachineEvent,
  type ApplicationSnapshot,
  type LifecycleActor,
  type LifecycleEvent,
} from './application.machine';
import { selectStatus } from './application.selectors';

/** The district the generated journeys' applications are decided in. */
export const PATH_DISTRICT = 'Kampala';

/** The owner of the generated journeys' applications. */
export const PATH_APPLICANT: LifecycleActor = {
  role: 'APPLICANT',
  userId: 'applicant-1',
  name: 'Amina Nakato',
  accountType: 'INDIVIDUAL',
  district: PATH_DISTRICT,
  isOwner: true,
};

/** A national (BACKOFFICE) officer of a level, as the generated journeys use. */
export function pathOfficer(role: ReviewLevel): LifecycleActor {
  return { role, userId: `officer-${role.toLowerCase()}`, name: `Officer (${role})`, accountType: 'BACKOFFICE', district: null, isOwner: false };
}

/** A complete body of each lifecycle event (declaration confirmed, reasons given). */
const BODIES: Readonly<Record<LifecycleEvent['type'], LifecycleEvent>> = {
  'application.submit': { type: 'application.submit', declaration: true },
  'application.resubmit': { type: 'application.resubmit', declaration: true },
  'application.open': { type: 'application.open' },
  'application.approve': { type: 'application.approve', comment: 'Everything is in order.' },
  'application.return': { type: 'application.return', comment: 'Please check the witnesses again.' },
  'application.requestCorrections': {
    type: 'application.requestCorrections',
    reason: 'The LC1 letter is not legible.',
    fields: ['documents.lc1Letter'],
  },
  'application.decline': { type: 'application.decline', reason: 'A subsisting marriage was found in the register.' },
  'application.paymentConfirmed': { type: 'application.paymentConfirmed' },
  'application.invoiceExpired': { type: 'application.invoiceExpired' },
};

/** The one actor allowed to send `type` in `snapshot`. */
function actorFor(snapshot: ApplicationSnapshot, type: LifecycleEvent['type']): LifecycleActor {
  if (type === 'application.submit' || type === 'application.resubmit') return PATH_APPLICANT;
  if (type === 'application.paymentConfirmed' || type === 'application.invoiceExpired') return SYSTEM_ACTOR;
  const role = snapshot.context.chain[snapshot.context.level];
  if (!role) throw new Error(`No review level ${snapshot.context.level} in the chain`);
  return pathOfficer(role);
}

/**
 * The events the walk takes in `snapshot`: each handled type with its complete body and allowed actor,
 * kept only when it moves the machine (a return at the first level is handled but refused).
 */
function eventsOf(snapshot: ApplicationSnapshot): ApplicationMachineEvent[] {
  return __unsafe_getAllOwnEventDescriptors(snapshot)
    .map((type) => {
      const body = BODIES[type as LifecycleEvent['type']];
      if (!body) throw new Error(`No body for "${type}"`);
      return { ...body, actor: actorFor(snapshot, body.type) } as ApplicationMachineEvent;
    })
    .filter((event) => snapshot.can(event));
}

/** A snapshot's identity in the walk: its state value and level. */
const identity = (s: ApplicationSnapshot) => ({ value: s.value, level: s.context.level });

/**
 * Serialise a snapshot with the transition that reached it, so the shortest paths reach every transition
 * (returns, resubmission, invoice expiry), not only every state.
 */
function byTransition(s: ApplicationSnapshot, event: ApplicationMachineEvent | undefined, prev?: ApplicationSnapshot): string {
  return JSON.stringify({ ...identity(s), via: prev && event ? { ...identity(prev), event: event.type } : null });
}

/** Which walk: `shortest` = the shortest path to every transition; `simple` = every path that repeats no state. */
export type LifecyclePathKind = 'shortest' | 'simple';

/**
 * The raw @xstate/graph paths of the lifecycle for a chain and fee (for replaying on an actor).
 * @param chain - the review chain (non-empty), e.g. `REGISTRAR_CHAIN`, `FOUR_LEVEL_CHAIN`.
 * @param feeUgx - the fee in whole UGX; 0 skips Payment_Confirmation.
 * @param kind - `shortest` (default): one shortest path per transition (state reached × event and state it came
 *   from); `simple`: every path from Draft that visits no state (value and level) twice.
 */
export function lifecycleGraphPaths(
  chain: readonly ReviewLevel[],
  feeUgx: number,
  kind: LifecyclePathKind = 'shortest',
): Array<StatePath<ApplicationSnapshot, ApplicationMachineEvent>> {
  const input = { chain, feeUgx, district: PATH_DISTRICT };
  if (kind === 'simple') {
    return getSimplePaths(applicationMachine, { input, events: eventsOf, serializeState: (s) => JSON.stringify(identity(s)) });
  }
  return getShortestPaths(applicationMachine, { input, events: eventsOf, serializeState: byTransition });
}

/** One step of a journey: the body to send, the role that sends it, and the display status after it. */
export interface LifecyclePathStep {
  /** The event body: caller events are valid `applicationEventSchema` bodies; system events are bare. */
  event: LifecycleEvent;
  /** Who sends it: 'APPLICANT' (the owner), 'SYSTEM' (payment / invoice expiry) or the level's back-office role. */
  actorRole: ActorRole;
  /** The display status after this step. */
  status: ApplicationStatus;
}

/** A journey from a new Draft: its steps and where it ends. */
export interface LifecyclePath {
  /** e.g. "submit by APPLICANT → paymentConfirmed by SYSTEM → open by REGISTRAR → decline by REGISTRAR". */
  description: string;
  /** The steps, in order; empty for the journey that stays in Draft. */
  steps: LifecyclePathStep[];
  /** The display status at the end (SPEC.md §4). */
  status: ApplicationStatus;
  /** The lifecycle state at the end. */
  lifecycle: LifecycleState;
}

/**
 * Journeys through the lifecycle for a chain and fee, as data any test can replay (the mock API's tests
 * replay them over HTTP, mapping `actorRole` to a signed-in user: APPLICANT = the owner, a review role = a
 * national BACKOFFICE officer, SYSTEM = paying the invoice / letting it expire).
 * @param chain - the review chain (non-empty), e.g. `REGISTRAR_CHAIN`, `FOUR_LEVEL_CHAIN`.
 * @param feeUgx - the fee in whole UGX; 0 skips Payment_Confirmation.
 * @param kind - see {@link lifecycleGraphPaths}; default `shortest` (every transition at least once).
 * @returns one journey per generated path, starting from a new Draft (level 0).
 */
export function lifecyclePaths(chain: readonly ReviewLevel[], feeUgx: number, kind: LifecyclePathKind = 'shortest'): LifecyclePath[] {
  return lifecycleGraphPaths(chain, feeUgx, kind).map((path) => {
    const steps = path.steps.slice(1).map(({ event, state }) => {
      const { actor, ...body } = event;
      return { event: body as LifecycleEvent, actorRole: actor.role, status: selectStatus(state) };
    });
    return {
      description: describeSteps(steps),
      steps,
      status: selectStatus(path.state),
      lifecycle: { value: path.state.value, level: path.state.context.level },
    };
  });
}

/** "submit by APPLICANT → open by REGISTRAR", or "(new draft)". */
export function describeSteps(steps: ReadonlyArray<{ event: { type: string }; actorRole: ActorRole }>): string {
  return steps.map((s) => `${s.event.type.replace('application.', '')} by ${s.actorRole}`).join(' → ') || '(new draft)';
}
