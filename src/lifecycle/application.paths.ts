/**
 * Generated journeys through the application lifecycle: for the tests (this machine's path tests and the mock
 * API's, which replay them over HTTP) and for the testers' replay tool of the mock build (issue 13 part 4:
 * generated suites, and {@link journeyTo} to jump an application to a chosen status; mocks/replay/). It
 * imports @xstate/graph (a runtime dependency), so the app loads this file lazily, never at start-up
 * (docs/decisions/004-bundle-budget.md).
 *
 * The graph is walked with the one actor allowed to send each event (the owner, the system, or a national
 * BACKOFFICE officer of the current level) and complete bodies (declaration, reasons). Refusals are the unit
 * tests' business.
 */
import { __unsafe_getAllOwnEventDescriptors } from 'xstate';
import { addDays, addMonths } from 'date-fns';
import { dayOf } from '#src/domain/deadlines';
import { getShortestPaths, getSimplePaths, type StatePath } from '@xstate/graph';
import type { ReviewLevel } from '#src/domain/review-chains';
import type { ActorRole, LifecycleState } from '#src/domain/schemas/applications';
import { REVIEW_CHAINS, SERVICE_BASICS } from '#src/domain/services/basics';
import type { ServiceType } from '#src/domain/services/service-types';
import type { ApplicationStatus } from '#src/domain/statuses';
import {
  applicationMachine,
  SYSTEM_ACTOR,
  type ApplicationMachineEvent,
  type ApplicationSnapshot,
  type LifecycleActor,
  type LifecycleEvent,
  lifecycleOf,
} from './application.machine';
import type { CaveatStatus } from '#src/domain/schemas/notice';
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

/** Someone who objects to the notice: a signed-in individual who is not the couple (docs/decisions/016). */
export const PATH_OBJECTOR: LifecycleActor = {
  role: 'APPLICANT',
  userId: 'objector-1',
  name: 'Joseph Okello',
  accountType: 'INDIVIDUAL',
  district: PATH_DISTRICT,
  isOwner: false,
};

/** The second party of the journeys' notices and licences, who confirms or refuses them (issue 31 §2). */
export const PATH_PARTY: LifecycleActor = {
  role: 'PARTY',
  userId: 'party-1',
  name: 'Joseph Okello',
  accountType: 'INDIVIDUAL',
  district: PATH_DISTRICT,
  isOwner: false,
};

/** When the generated journeys start: Monday 5 January 2026, 09:00 UTC. Every step before the notice is sent at this time. */
export const PATH_START = '2026-01-05T09:00:00.000Z';

/** A national (BACKOFFICE) officer of a level, as the generated journeys use. */
export function pathOfficer(role: ReviewLevel): LifecycleActor {
  return {
    role,
    userId: `officer-${role.toLowerCase()}`,
    name: `Officer (${role})`,
    accountType: 'BACKOFFICE',
    district: null,
    isOwner: false,
  };
}

/** A complete body of each review and system event (declaration confirmed, reasons given). */
const BODIES: Readonly<Partial<Record<LifecycleEvent['type'], LifecycleEvent>>> = {
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
  'application.lodgeCaveat': { type: 'application.lodgeCaveat' },
  'application.lapse': { type: 'application.lapse' },
  'application.issueCertificate': { type: 'application.issueCertificate' },
  'application.referCaveat': { type: 'application.referCaveat', caveatId: 'caveat-1', comment: 'The grounds raise a question of law.' },
};

/** Days after the notice each notice-stage event is sent at in the journeys (the day booked is day 30). */
const NOTICE_DAY_OF: Readonly<Partial<Record<LifecycleEvent['type'], number>>> = {
  'application.lodgeCaveat': 2,
  'application.referCaveat': 3,
  'application.removeCaveat': 4,
  'application.upholdCaveat': 4,
  'application.issueCertificate': 21,
  'application.bookCeremony': 22,
  'application.rebookCeremony': 23,
  'application.recordCelebration': 31,
};

/** The day the journeys book their ceremony: 30 days after the notice. */
const BOOKED_DAY = 30;

/** When an event is sent in the journeys: at the start, or so many days after the notice (3 months for the lapse). */
function atOf(snapshot: ApplicationSnapshot, type: LifecycleEvent['type']): string {
  const noticeAt = snapshot.context.noticeAt;
  if (!noticeAt) return PATH_START;
  if (type === 'application.lapse') return addMonths(new Date(noticeAt), 3).toISOString();
  return addDays(new Date(noticeAt), NOTICE_DAY_OF[type] ?? 0).toISOString();
}

/** The candidate events of one type in `snapshot`: its body(ies) with the actor allowed to send each. */
function candidatesOf(snapshot: ApplicationSnapshot, type: LifecycleEvent['type']): ApplicationMachineEvent[] {
  const at = atOf(snapshot, type);
  const registrar = pathOfficer('REGISTRAR');
  const rg = pathOfficer('REGISTRAR_GENERAL');
  const noticeAt = snapshot.context.noticeAt;
  const bookedDay = noticeAt ? dayOf(addDays(new Date(noticeAt), BOOKED_DAY).toISOString()) : '';
  switch (type) {
    case 'application.submit':
      // A service whose parties confirm (issue 31 §2) is submitted with both parties to ask (someone else gave it); others as before.
      return [
        {
          type,
          declaration: true,
          actor: PATH_APPLICANT,
          at,
          ...(snapshot.context.partiesConfirm ? { partiesToConfirm: 2 } : {}),
        } as ApplicationMachineEvent,
      ];
    case 'application.confirmParty':
      return [{ type, declaration: true, actor: PATH_PARTY, at }];
    case 'application.partyNotMe':
    case 'application.partyDisagrees':
      return [{ type, actor: PATH_PARTY, at }];
    case 'application.withdraw':
      return [{ type, actor: PATH_APPLICANT, at }];
    case 'application.partiesLapsed':
      return [{ type, actor: SYSTEM_ACTOR, at }];
    case 'application.lodgeCaveat':
      // Caveats beyond two add nothing the journeys need (and would make the graph endless).
      return snapshot.context.caveats < 2 ? [{ type, actor: PATH_OBJECTOR, at }] : [];
    case 'application.referCaveat':
      return [{ ...(BODIES[type] as LifecycleEvent), actor: registrar, at, caveatStatus: 'LODGED' } as ApplicationMachineEvent];
    case 'application.removeCaveat': {
      const body = { type, caveatId: 'caveat-1', reason: 'The grounds are not a legal impediment.' } as const;
      return [
        { ...body, actor: registrar, at, caveatStatus: 'LODGED' },
        { ...body, actor: rg, at, caveatStatus: 'REFERRED' },
      ];
    }
    case 'application.upholdCaveat':
      return [{ type, caveatId: 'caveat-1', reason: 'A party is already married.', actor: rg, at, caveatStatus: 'REFERRED' }];
    case 'application.bookCeremony':
      return [{ type, roomId: 'room-kampala-1', date: bookedDay, time: '10:00', actor: PATH_APPLICANT, at }];
    case 'application.rebookCeremony':
      return [{ type, roomId: 'room-kampala-1', date: bookedDay, time: '14:00', actor: PATH_APPLICANT, at }];
    case 'application.recordCelebration':
      return [
        {
          type,
          celebratedOn: bookedDay,
          roomId: 'room-kampala-1',
          witnesses: [
            { name: 'Grace Namubiru', nin: null },
            { name: 'Peter Ochieng', nin: null },
          ],
          officiant: 'Registrar, Kampala',
          actor: registrar,
          at,
        },
      ];
    default: {
      const body = BODIES[type];
      if (!body) throw new Error(`No body for "${type}"`);
      return [{ ...body, actor: actorFor(snapshot, body.type), at } as ApplicationMachineEvent];
    }
  }
}

/** The one actor allowed to send a review or system event in `snapshot`. */
function actorFor(snapshot: ApplicationSnapshot, type: LifecycleEvent['type']): LifecycleActor {
  if (type === 'application.submit' || type === 'application.resubmit') return PATH_APPLICANT;
  if (type === 'application.paymentConfirmed' || type === 'application.invoiceExpired' || type === 'application.lapse') return SYSTEM_ACTOR;
  const role = snapshot.context.chain[snapshot.context.level];
  if (!role) throw new Error(`No review level ${snapshot.context.level} in the chain`);
  return pathOfficer(role);
}

/**
 * The events the walk takes in `snapshot`: each handled type with its complete body, time and allowed actor,
 * kept only when it moves the machine (a return at the first level is handled but refused).
 */
function eventsOf(snapshot: ApplicationSnapshot): ApplicationMachineEvent[] {
  return __unsafe_getAllOwnEventDescriptors(snapshot)
    .flatMap((type) => candidatesOf(snapshot, type as LifecycleEvent['type']))
    .filter((event) => snapshot.can(event));
}

/** A snapshot's identity in the walk: its state value, level and standing caveats. */
const identity = (s: ApplicationSnapshot) => ({
  value: s.value,
  level: s.context.level,
  caveats: s.context.caveats,
  referred: s.context.referred,
  partiesWaiting: s.context.partiesWaiting,
});

/**
 * Serialise a snapshot with the transition that reached it, so the shortest paths reach every transition
 * (returns, resubmission, invoice expiry), not only every state.
 */
function byTransition(s: ApplicationSnapshot, event: ApplicationMachineEvent | undefined, prev?: ApplicationSnapshot): string {
  return JSON.stringify({ ...identity(s), via: prev && event ? { ...identity(prev), event: event.type, role: event.actor.role } : null });
}

/** Which walk: `shortest` = the shortest path to every transition; `simple` = every path that repeats no state. */
export type LifecyclePathKind = 'shortest' | 'simple';

/**
 * The raw @xstate/graph paths of the lifecycle for a chain and fee (for replaying on an actor).
 * @param chain - the review chain (non-empty), e.g. `REGISTRAR_CHAIN`, `FOUR_LEVEL_CHAIN`.
 * @param feeUgx - the fee in whole UGX; 0 skips Payment_Confirmation.
 * @param kind - `shortest` (default): one shortest path per transition (state reached × event and state it came
 *   from); `simple`: every path from Draft that visits no state (value and level) twice.
 * @param noticeStage - whether the last approval starts the notice stage (civil marriage; docs/decisions/016).
 * @param partiesConfirm - whether the parties it names confirm first (`ServiceBasics.partiesConfirm`; issue 31 §2): the
 *   journeys' submits ask two.
 */
export function lifecycleGraphPaths(
  chain: readonly ReviewLevel[],
  feeUgx: number,
  kind: LifecyclePathKind = 'shortest',
  noticeStage = false,
  partiesConfirm = false,
): Array<StatePath<ApplicationSnapshot, ApplicationMachineEvent>> {
  const input = { chain, feeUgx, district: PATH_DISTRICT, noticeStage, partiesConfirm };
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
  /** ISO 8601: when the step is sent (the journeys start at {@link PATH_START}; notice-stage steps days after the notice). */
  at: string;
  /** False when an APPLICANT-role step is sent by someone other than the owner (a caveat's objector). */
  isOwner: boolean;
  /** For caveat actions: the status the API would give the caveat named. */
  caveatStatus?: CaveatStatus;
}

/** The steps of a graph path (its first step is the state it starts from, reached by no event). */
function stepsOf(path: StatePath<ApplicationSnapshot, ApplicationMachineEvent>): LifecyclePathStep[] {
  return path.steps.slice(1).map(({ event, state }): LifecyclePathStep => {
    const { actor, at, caveatStatus, ...body } = event;
    return {
      event: body as LifecycleEvent,
      actorRole: actor.role,
      status: selectStatus(state),
      at,
      isOwner: actor.isOwner,
      ...(caveatStatus ? { caveatStatus } : {}),
    };
  });
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
 * @param noticeStage - whether the last approval starts the notice stage (`ServiceBasics.noticeStage`).
 * @param partiesConfirm - whether the parties it names confirm first (`ServiceBasics.partiesConfirm`; issue 31 §2).
 * @returns one journey per generated path, starting from a new Draft (level 0).
 */
export function lifecyclePaths(
  chain: readonly ReviewLevel[],
  feeUgx: number,
  kind: LifecyclePathKind = 'shortest',
  noticeStage = false,
  partiesConfirm = false,
): LifecyclePath[] {
  return lifecycleGraphPaths(chain, feeUgx, kind, noticeStage, partiesConfirm).map((path) => {
    const steps = stepsOf(path);
    return {
      description: describeSteps(steps),
      steps,
      status: selectStatus(path.state),
      lifecycle: lifecycleOf(path.state),
    };
  });
}

/** "submit by APPLICANT → open by REGISTRAR", or "(new draft)". */
export function describeSteps(steps: ReadonlyArray<{ event: { type: string }; actorRole: ActorRole }>): string {
  return steps.map((s) => `${s.event.type.replace('application.', '')} by ${s.actorRole}`).join(' → ') || '(new draft)';
}

/** What {@link journeyTo} needs to know of an application: its service, fee, district and lifecycle state. */
export interface JourneySubject {
  serviceType: ServiceType;
  /** The fee in whole UGX (the invoice's when one was issued, else the price list's); 0 skips Payment_Confirmation. */
  feeUgx: number;
  /** The district it is decided in, or null. */
  district: string | null;
  /** Its persisted lifecycle state (`Application.lifecycle`). */
  lifecycle: LifecycleState;
}

/**
 * The shortest journey from where an application stands to a state whose display status is `target`
 * (issue 13 part 4: "jump any demo application to a chosen lifecycle state for testing"). The walk is the
 * generated journeys' ({@link lifecyclePaths}): the one actor allowed to send each event, complete bodies;
 * caveat actions name "caveat-1" with the status the caveat must have (`caveatStatus`), which a replay
 * replaces with the standing caveat's id. Steps before the notice are timed at {@link PATH_START}; once the
 * application has a notice, so many days after it (docs/decisions/016).
 * @param subject - the application: service (its review chain and notice stage, DOMAIN.md §2), fee, district
 *   and lifecycle state.
 * @param target - the display status wanted (SPEC.md §4).
 * @returns the steps, in order (fewest events first); [] when the application already has that status; null
 *   when no journey leads there (e.g. from a final state, or back to Draft once decided).
 * @throws Error when `subject.lifecycle.value` is not a state of the machine (corrupt data).
 */
export function journeyTo(subject: JourneySubject, target: ApplicationStatus): LifecyclePathStep[] | null {
  const input = {
    chain: REVIEW_CHAINS[subject.serviceType],
    feeUgx: subject.feeUgx,
    district: subject.district,
    noticeStage: SERVICE_BASICS[subject.serviceType].noticeStage === true,
    partiesConfirm: SERVICE_BASICS[subject.serviceType].partiesConfirm === true,
  };
  const { lifecycle } = subject;
  const from = applicationMachine.resolveState({
    value: lifecycle.value as ApplicationSnapshot['value'],
    context: {
      ...input,
      level: lifecycle.level,
      noticeAt: lifecycle.noticeAt ?? null,
      caveats: lifecycle.caveats ?? 0,
      referred: lifecycle.referred ?? 0,
      partiesWaiting: lifecycle.partiesWaiting ?? 0,
    },
  });
  if (selectStatus(from) === target) return [];
  const paths = getShortestPaths(applicationMachine, {
    input,
    fromState: from,
    events: eventsOf,
    serializeState: (s) => JSON.stringify(identity(s)),
    toState: (s) => selectStatus(s) === target,
  });
  const shortest = paths.reduce<(typeof paths)[number] | null>(
    (best, path) => (best === null || path.steps.length < best.steps.length ? path : best),
    null,
  );
  return shortest ? stepsOf(shortest) : null;
}
