/**
 * The application lifecycle (DOMAIN.md §2; docs/decisions/005-application-lifecycle.md): one machine
 * definition, parameterised by the service's review chain, its fee and its district, that is the single
 * authority on which transitions are allowed and who may make them.
 *
 * - The portal shows exactly {@link availableActions} on the details page.
 * - The mock API answers with {@link applyApplicationEvent}: a new lifecycle state, its display status and a
 *   timeline entry, or 409 (not allowed in this state for anyone) / 403 (not for this actor).
 * - Each inner state carries exactly one display status as a state tag (SPEC.md §4 statuses);
 *   {@link statusOfLifecycle} reads it, so nobody switches over status strings.
 *
 * Everything here is pure: the helpers restore a snapshot from the persisted {@link LifecycleState}, compute
 * the next one with xstate's `transition` and return data. No timers, no side effects.
 */
import { and, assign, setup, transition, __unsafe_getAllOwnEventDescriptors, type ActorRefFrom, type SnapshotFrom } from 'xstate';
import type { AccountType } from '../../domain/accounts';
import { LEVEL_LABELS, type ReviewLevel } from '../../domain/review-chains';
import { REVIEW_CHAINS } from '../../domain/services/basics';
import {
  APPLICATION_EVENT_TYPES,
  type ActorRole,
  type ApplicationEventBody,
  type ApplicationEventType,
  type LifecycleState,
  type TimelineEntry,
} from '../../domain/schemas/applications';
import type { ServiceType } from '../../domain/services/service-types';
import { STATUS_TEXT, type ApplicationStatus } from '../../domain/statuses';
import { selectCurrentLevel, selectStatus } from './application.selectors';

/**
 * Who sends a lifecycle event (decision 005: "events carry the actor").
 * - `role`: 'APPLICANT' for the person or organisation that owns the application, 'SYSTEM' for payments and
 *   invoice expiry, else the back-office role (REGISTRAR, DIRECTOR, …).
 * - `userId`, `name`: recorded in the timeline (`actorId`, `actorName`); the system uses 'system'.
 * - `accountType`: the profile's account type; 'ADMIN_UNIT' staff act only on their own district's work
 *   (DOMAIN.md §3); null for the system.
 * - `district`: the actor's district (ADMIN_UNIT staff); null when none.
 * - `isOwner`: true when the actor owns this application.
 */
export interface LifecycleActor {
  role: ActorRole;
  userId: string;
  name: string;
  accountType: AccountType | null;
  district: string | null;
  isOwner: boolean;
}

/** The system as an actor: confirms payments and expires invoices (DOMAIN.md §2, §4). */
export const SYSTEM_ACTOR: LifecycleActor = {
  role: 'SYSTEM',
  userId: 'system',
  name: 'System',
  accountType: null,
  district: null,
  isOwner: false,
};

/**
 * A lifecycle event: a caller's body (POST /applications/{id}/events, `applicationEventSchema`) or one of the
 * system's own events.
 * - `application.paymentConfirmed`: the invoice is paid (card completes at once; others on confirmation).
 * - `application.invoiceExpired`: the PRN's 21 days passed unpaid (DOMAIN.md §4); the application goes back
 *   to Draft.
 */
export type LifecycleEvent =
  | ApplicationEventBody
  | { type: 'application.paymentConfirmed' }
  | { type: 'application.invoiceExpired' };

/** An event as the machine receives it: the lifecycle event with its actor (decision 005). */
export type ApplicationMachineEvent = LifecycleEvent & { actor: LifecycleActor };

/**
 * What the lifecycle helpers need to know of an application: its service (which picks the review chain,
 * `REVIEW_CHAINS`), the persisted lifecycle state, the district it is decided in (ADMIN_UNIT rule) and its
 * fee in whole UGX (0 = free: no Payment_Confirmation).
 */
export interface LifecycleSubject {
  serviceType: ServiceType;
  lifecycle: LifecycleState;
  district: string | null;
  feeUgx: number;
}

/**
 * The machine's input.
 * - `chain`: the review levels, first to last (non-empty; `REVIEW_CHAINS[serviceType]`).
 * - `feeUgx`: the fee in whole UGX; 0 skips Payment_Confirmation.
 * - `district`: the district the application is decided in; null when none.
 */
export interface ApplicationInput {
  chain: readonly ReviewLevel[];
  feeUgx: number;
  district: string | null;
}

/** The machine's context: its input and `level`, the index into `chain` of the level now reviewing. */
export interface ApplicationContext extends ApplicationInput {
  level: number;
}

/**
 * Tags that group states for views and helpers.
 * - A display status (SPEC.md §4): every atomic state carries exactly one; `selectStatus` reads it.
 * - `editable`: the applicant may change the answers (Draft, Corrections_Requested: PUT /applications/{id}).
 * - `withOfficer`: an officer of `chain[level]` acts now (waiting to be opened or under review).
 */
export type ApplicationTag = ApplicationStatus | 'editable' | 'withOfficer';

/** Whether `actor` is the application's owner acting as applicant (decision 005: the owner submits and resubmits). */
function actsAsOwner(actor: LifecycleActor): boolean {
  return actor.isOwner && actor.role === 'APPLICANT';
}

/** Whether `actor` is the system (decision 005: the system confirms payments and expires invoices). */
function actsAsSystem(actor: LifecycleActor): boolean {
  return actor.role === 'SYSTEM';
}

/**
 * Whether the application is in the actor's district when the actor is bound to one: ADMIN_UNIT staff
 * (DOMAIN.md §3) and the district kadhi (docs/decisions/014); national staff always are.
 */
function inActorsDistrict(context: ApplicationContext, actor: LifecycleActor): boolean {
  if (actor.accountType !== 'ADMIN_UNIT' && actor.role !== 'DISTRICT_KADHI') return true;
  return actor.district !== null && actor.district === context.district;
}

/** Whether `actor` is the officer of the current level (role = chain[level], and the district rule of ADMIN_UNIT staff and kadhis). */
function actsAsLevelOfficer(context: ApplicationContext, actor: LifecycleActor): boolean {
  return actor.role === context.chain[context.level] && inActorsDistrict(context, actor);
}

/** The reason or comment an event carries, trimmed; null when it carries none. */
function reasonOf(event: LifecycleEvent): string | null {
  const text = 'reason' in event ? event.reason : 'comment' in event ? event.comment : undefined;
  return typeof text === 'string' && text.trim() !== '' ? text.trim() : null;
}

/**
 * The application lifecycle machine (DOMAIN.md §2, decision 005). Input: {@link ApplicationInput}.
 *
 * States (display status in brackets):
 * - `Draft` [Draft] → `application.submit` (owner) → `AwaitingPayment` when a fee applies, else `Review`.
 * - `AwaitingPayment` [Payment_Confirmation] → `application.paymentConfirmed` (SYSTEM) → `Review`;
 *   `application.invoiceExpired` (SYSTEM) → `Draft`.
 * - `Review.Waiting.FirstLevel` [Submitted] / `Review.Waiting.LaterLevel` [Pending]: the officer of
 *   `chain[level]` has not opened it yet → `application.open` → `Review.InReview` [Pending].
 * - `Review.InReview` → `application.approve` → next level's `Waiting`, or `Approved` at the last level;
 *   `application.return` (comment; level > 0) → previous level's `Waiting`; `application.requestCorrections`
 *   (reason) → `CorrectionsRequested`; `application.decline` (reason) → `Declined`.
 * - `CorrectionsRequested` [Corrections_Requested] → `application.resubmit` (owner; no payment again) →
 *   `Review.Waiting.FirstLevel` at level 0.
 * - `Approved` [Approved] and `Declined` [Declined] are final.
 *
 * Guards (who): `isOwner`, `isSystem`, `isLevelOfficer`; (what the event carries): `hasDeclaration`,
 * `hasReason`; (where): `hasFee`, `isLastLevel`, `hasPreviousLevel`, `previousLevelIsFirst`.
 */
export const applicationMachine = setup({
  types: {
    context: {} as ApplicationContext,
    events: {} as ApplicationMachineEvent,
    input: {} as ApplicationInput,
    tags: {} as ApplicationTag,
  },
  guards: {
    /** The application's owner, as applicant (decision 005). */
    isOwner: ({ event }) => actsAsOwner(event.actor),
    /** The system (payments, invoice expiry). */
    isSystem: ({ event }) => actsAsSystem(event.actor),
    /** The officer of the current level: role = chain[level]; ADMIN_UNIT staff only in their district (DOMAIN.md §3). */
    isLevelOfficer: ({ context, event }) => actsAsLevelOfficer(context, event.actor),
    /** The event confirms the declaration ("I confirm the information is true", DOMAIN.md §5). */
    hasDeclaration: ({ event }) => 'declaration' in event && event.declaration === true,
    /** The event carries a non-blank reason (decline, corrections) or comment (return), DOMAIN.md §2. */
    hasReason: ({ event }) => reasonOf(event) !== null,
    /** A fee applies: submission waits for payment (DOMAIN.md §2). */
    hasFee: ({ context }) => context.feeUgx > 0,
    /** The current level is the chain's last: approval finishes the application. */
    isLastLevel: ({ context }) => context.level >= context.chain.length - 1,
    /** There is an earlier level to return to (level > 0). */
    hasPreviousLevel: ({ context }) => context.level > 0,
    /** Returning goes back to the first level (level = 1). */
    previousLevelIsFirst: ({ context }) => context.level === 1,
  },
  actions: {
    /** Forward to the next level of the chain. */
    forwardToNextLevel: assign({ level: ({ context }) => context.level + 1 }),
    /** Return to the previous level of the chain. */
    returnToPreviousLevel: assign({ level: ({ context }) => Math.max(0, context.level - 1) }),
    /** Start the review again at the first level (resubmission after corrections). */
    restartAtFirstLevel: assign({ level: 0 }),
  },
}).createMachine({
  id: 'application',
  description: 'One application from draft to decision (DOMAIN.md §2; docs/decisions/005).',
  context: ({ input }) => ({ chain: input.chain, feeUgx: input.feeUgx, district: input.district, level: 0 }),
  initial: 'Draft',
  states: {
    Draft: {
      description: 'The applicant is filling in the form; nothing is sent to review yet.',
      tags: ['Draft', 'editable'],
      on: {
        'application.submit': [
          { guard: and(['isOwner', 'hasDeclaration', 'hasFee']), target: 'AwaitingPayment' },
          { guard: and(['isOwner', 'hasDeclaration']), target: 'Review' },
        ],
      },
    },
    AwaitingPayment: {
      description: 'Submitted with an invoice (PRN valid 21 days) that is not paid yet.',
      tags: ['Payment_Confirmation'],
      on: {
        'application.paymentConfirmed': { guard: 'isSystem', target: 'Review' },
        'application.invoiceExpired': { guard: 'isSystem', target: 'Draft' },
      },
    },
    Review: {
      description: 'With the back office: the officer of chain[level] picks it up and decides.',
      tags: ['withOfficer'],
      initial: 'Waiting',
      states: {
        Waiting: {
          description: "In the queue of chain[level]'s officer, not opened yet.",
          initial: 'FirstLevel',
          states: {
            FirstLevel: {
              description: 'In the first level\'s queue (level 0): newly submitted, resubmitted, or returned to it.',
              tags: ['Submitted'],
            },
            LaterLevel: {
              description: 'In a later level\'s queue (level > 0): forwarded or returned to it.',
              tags: ['Pending'],
            },
          },
          on: {
            'application.open': { guard: 'isLevelOfficer', target: 'InReview' },
          },
        },
        InReview: {
          description: "Opened by chain[level]'s officer, who approves, returns, asks for corrections or declines.",
          tags: ['Pending'],
          on: {
            'application.approve': [
              { guard: and(['isLevelOfficer', 'isLastLevel']), target: '#application.Approved' },
              { guard: 'isLevelOfficer', target: 'Waiting.LaterLevel', actions: 'forwardToNextLevel' },
            ],
            'application.return': [
              {
                guard: and(['isLevelOfficer', 'hasPreviousLevel', 'hasReason', 'previousLevelIsFirst']),
                target: 'Waiting.FirstLevel',
                actions: 'returnToPreviousLevel',
              },
              {
                guard: and(['isLevelOfficer', 'hasPreviousLevel', 'hasReason']),
                target: 'Waiting.LaterLevel',
                actions: 'returnToPreviousLevel',
              },
            ],
            'application.requestCorrections': {
              guard: and(['isLevelOfficer', 'hasReason']),
              target: '#application.CorrectionsRequested',
            },
            'application.decline': { guard: and(['isLevelOfficer', 'hasReason']), target: '#application.Declined' },
          },
        },
      },
    },
    CorrectionsRequested: {
      description: 'Sent back to the applicant to correct; `level` keeps the level that asked.',
      tags: ['Corrections_Requested', 'editable'],
      on: {
        'application.resubmit': {
          guard: and(['isOwner', 'hasDeclaration']),
          target: 'Review',
          actions: 'restartAtFirstLevel',
        },
      },
    },
    Approved: {
      description: 'Approved at the last level of the chain (final).',
      tags: ['Approved'],
      type: 'final',
    },
    Declined: {
      description: 'Declined with a reason (final).',
      tags: ['Declined'],
      type: 'final',
    },
  },
});

/** A snapshot of the application lifecycle machine. */
export type ApplicationSnapshot = SnapshotFrom<typeof applicationMachine>;

/** An actor of the application lifecycle machine. */
export type ApplicationActorRef = ActorRefFrom<typeof applicationMachine>;

/** The same machine, every "who" guard passing: tells "nobody may, now" (409) from "not you" (403). */
const anyoneMachine = applicationMachine.provide({
  guards: { isOwner: () => true, isSystem: () => true, isLevelOfficer: () => true, hasDeclaration: () => true, hasReason: () => true },
});

/** The same machine, every "what the event carries" guard passing: tells "not you" (403) from "incomplete". */
const completeMachine = applicationMachine.provide({
  guards: { hasDeclaration: () => true, hasReason: () => true },
});

/** The machine's input for an application (its service's chain, fee and district). */
function inputOf(subject: Pick<LifecycleSubject, 'serviceType' | 'district' | 'feeUgx'>): ApplicationInput {
  return { chain: REVIEW_CHAINS[subject.serviceType], feeUgx: subject.feeUgx, district: subject.district };
}

/**
 * Restore a snapshot of `machine` from a persisted lifecycle state.
 * @throws Error when `lifecycle.value` is not a state of the machine (corrupt data).
 */
function restore(
  machine: typeof applicationMachine,
  input: ApplicationInput,
  lifecycle: LifecycleState,
): ApplicationSnapshot {
  return machine.resolveState({ value: lifecycle.value as ApplicationSnapshot['value'], context: { ...input, level: lifecycle.level } });
}

/**
 * The lifecycle state of a new application: Draft, level 0 (DOMAIN.md §2).
 * @param serviceType - the service; every service starts the same way.
 * @returns `{ value: 'Draft', level: 0 }`.
 */
export function initialLifecycle(serviceType: ServiceType): LifecycleState {
  const snapshot = applicationMachine.resolveState({ value: 'Draft', context: { ...inputOf({ serviceType, district: null, feeUgx: 0 }), level: 0 } });
  return { value: snapshot.value, level: snapshot.context.level };
}

/**
 * The display status of a lifecycle state (SPEC.md §4), read from the state's tag (DOMAIN.md §2: each inner
 * state maps to exactly one status). Review waiting at level 0 reads Submitted; at later levels, Pending.
 * @param serviceType - the service (picks the review chain).
 * @param lifecycle - the persisted lifecycle state.
 * @throws Error when `lifecycle.value` is not a state of the machine.
 */
export function statusOfLifecycle(serviceType: ServiceType, lifecycle: LifecycleState): ApplicationStatus {
  return selectStatus(restore(applicationMachine, inputOf({ serviceType, district: null, feeUgx: 0 }), lifecycle));
}

/**
 * The review level whose officer acts now: `chain[level]` while the application is with the back office
 * (waiting to be opened or under review), else null (Draft, payment, corrections, decided).
 * @param serviceType - the service (picks the review chain, `REVIEW_CHAINS`).
 * @param lifecycle - the persisted lifecycle state.
 * @throws Error when `lifecycle.value` is not a state of the machine.
 */
export function currentLevel(serviceType: ServiceType, lifecycle: LifecycleState): ReviewLevel | null {
  return selectCurrentLevel(restore(applicationMachine, inputOf({ serviceType, district: null, feeUgx: 0 }), lifecycle));
}

/**
 * Whether the applicant may change the answers now (Draft or Corrections_Requested; decision 005:
 * PUT /applications/{id} answers 409 otherwise). Read from the state's `editable` tag.
 * @throws Error when `lifecycle.value` is not a state of the machine.
 */
export function isEditableLifecycle(serviceType: ServiceType, lifecycle: LifecycleState): boolean {
  return restore(applicationMachine, inputOf({ serviceType, district: null, feeUgx: 0 }), lifecycle).hasTag('editable');
}

/**
 * The outcome of {@link applyApplicationEvent}.
 * - ok: the new lifecycle state to persist, its display status, and the timeline entry to append.
 * - 409: the event is not allowed in this state for anyone (or lacks its declaration, reason or comment);
 * - 403: it is allowed in this state, but not for this actor. `message` is for people.
 */
export type ApplyResult =
  | { ok: true; lifecycle: LifecycleState; status: ApplicationStatus; entry: TimelineEntry }
  | { ok: false; httpStatus: 403 | 409; message: string };

/** What each event does, as people read it after "it cannot be …". */
const EVENT_PHRASES: Readonly<Record<LifecycleEvent['type'], string>> = {
  'application.submit': 'submitted',
  'application.resubmit': 'resubmitted',
  'application.open': 'opened for review',
  'application.approve': 'approved',
  'application.return': 'returned to the previous level',
  'application.requestCorrections': 'sent back for corrections',
  'application.decline': 'declined',
  'application.paymentConfirmed': 'marked as paid',
  'application.invoiceExpired': 'sent back to Draft for an expired invoice',
};

/** Why nobody may send `event` in `snapshot` (409). */
function notNowMessage(snapshot: ApplicationSnapshot, event: LifecycleEvent): string {
  const status = STATUS_TEXT[selectStatus(snapshot)];
  const phrase = EVENT_PHRASES[event.type] ?? `handled (${String(event.type)})`;
  if (snapshot.status === 'done') return `This application is ${status}: it can no longer be ${phrase}.`;
  const handledHere = __unsafe_getAllOwnEventDescriptors(snapshot).includes(event.type);
  if (handledHere && event.type === 'application.return') {
    return `This application is at the first review level (${LEVEL_LABELS[snapshot.context.chain[0]!]}): there is no earlier level to return it to.`;
  }
  return `This application is ${status}: it cannot be ${phrase} now.`;
}

/** Why this actor may not send `event` in `snapshot`, where someone else may (403). */
function notYouMessage(snapshot: ApplicationSnapshot, event: LifecycleEvent, actor: LifecycleActor): string {
  switch (event.type) {
    case 'application.submit':
    case 'application.resubmit':
      return `Your role cannot do this at this stage: only the applicant can ${event.type === 'application.submit' ? 'submit' : 'resubmit'} this application.`;
    case 'application.paymentConfirmed':
    case 'application.invoiceExpired':
      return 'Your role cannot do this at this stage: only the payment system can confirm a payment or expire an invoice.';
    default: {
      const level = snapshot.context.chain[snapshot.context.level];
      if (level && actor.role === level && !inActorsDistrict(snapshot.context, actor)) {
        return `Your office acts only on applications of its own district${actor.district ? ` (${actor.district})` : ''}: this one is decided in ${snapshot.context.district ?? 'no district'}.`;
      }
      return `Your role cannot do this at this stage: this application is with the ${level ? LEVEL_LABELS[level] : 'back office'}.`;
    }
  }
}

/** What an event lacks when it passes every other rule (409). */
function incompleteMessage(event: LifecycleEvent): string {
  switch (event.type) {
    case 'application.submit':
    case 'application.resubmit':
      return 'Confirm the declaration: the information is true.';
    case 'application.return':
      return 'Give a comment for the level the application is returned to.';
    case 'application.requestCorrections':
      return 'Give the reason for the corrections.';
    case 'application.decline':
      return 'Give the reason for declining.';
    default:
      return `This event cannot be handled: ${String(event.type)}.`;
  }
}

/**
 * Apply one lifecycle event to an application, purely (DOMAIN.md §2; decision 005). Restores the snapshot
 * from `subject.lifecycle`, checks the rules in order, and computes the next snapshot with xstate's
 * `transition` (no side effects, no timers).
 *
 * Refusals:
 * - 409 when nobody may send the event in this state (e.g. "This application is Approved: it can no longer
 *   be declined.", or a return at the first level), or when it lacks its declaration, reason or comment
 *   (callers validate bodies with `applicationEventSchema` first, which answers 400 with field errors);
 * - 403 when someone may, but not this actor (wrong role, not the owner, not the system, or an ADMIN_UNIT
 *   officer of another district).
 *
 * @param subject - the application's service, lifecycle state, district and fee (UGX).
 * @param event - the caller's body or a system event.
 * @param actor - who sends it.
 * @param now - ISO 8601 timestamp recorded as the timeline entry's `at`.
 * @returns the new lifecycle state, its display status and the timeline entry `{ at, from, to, fromState,
 *   toState, event, actorId, actorName, role, comment }` (comment = the reason or comment, else null); or the
 *   refusal.
 * @throws Error when `subject.lifecycle.value` is not a state of the machine (corrupt data).
 */
export function applyApplicationEvent(
  subject: LifecycleSubject,
  event: LifecycleEvent,
  actor: LifecycleActor,
  now: string,
): ApplyResult {
  const input = inputOf(subject);
  const machineEvent = { ...event, actor } as ApplicationMachineEvent;
  const snapshot = restore(applicationMachine, input, subject.lifecycle);

  if (snapshot.status !== 'active' || !restore(anyoneMachine, input, subject.lifecycle).can(machineEvent)) {
    return { ok: false, httpStatus: 409, message: notNowMessage(snapshot, event) };
  }
  if (!restore(completeMachine, input, subject.lifecycle).can(machineEvent)) {
    return { ok: false, httpStatus: 403, message: notYouMessage(snapshot, event, actor) };
  }
  if (!snapshot.can(machineEvent)) {
    return { ok: false, httpStatus: 409, message: incompleteMessage(event) };
  }

  const [next] = transition(applicationMachine, snapshot, machineEvent);
  const from = selectStatus(snapshot);
  const to = selectStatus(next);
  return {
    ok: true,
    lifecycle: { value: next.value, level: next.context.level },
    status: to,
    entry: {
      at: now,
      from,
      to,
      fromState: JSON.stringify(snapshot.value),
      toState: JSON.stringify(next.value),
      event: event.type,
      actorId: actor.userId,
      actorName: actor.name,
      role: actor.role,
      comment: reasonOf(event),
    },
  };
}

/** A complete body of each caller-sendable event (reasons supplied), to ask the machine what it allows. */
const PROBE_EVENTS: Readonly<Record<ApplicationEventType, ApplicationEventBody>> = {
  'application.submit': { type: 'application.submit', declaration: true },
  'application.resubmit': { type: 'application.resubmit', declaration: true },
  'application.open': { type: 'application.open' },
  'application.approve': { type: 'application.approve' },
  'application.return': { type: 'application.return', comment: '-' },
  'application.requestCorrections': { type: 'application.requestCorrections', reason: '-', fields: [] },
  'application.decline': { type: 'application.decline', reason: '-' },
};

/**
 * The events this actor may send now (decision 005: the details page shows exactly these), in the order of
 * `APPLICATION_EVENT_TYPES`: submit, resubmit, open, approve, return, requestCorrections, decline. Reasons
 * and declarations are taken as supplied (the form asks for them). System events are never listed.
 * @param subject - the application's service, lifecycle state, district and fee (UGX).
 * @param actor - who would send them.
 * @throws Error when `subject.lifecycle.value` is not a state of the machine.
 */
export function availableActions(subject: LifecycleSubject, actor: LifecycleActor): ApplicationEventType[] {
  const snapshot = restore(applicationMachine, inputOf(subject), subject.lifecycle);
  if (snapshot.status !== 'active') return [];
  return APPLICATION_EVENT_TYPES.filter((type) => snapshot.can({ ...PROBE_EVENTS[type], actor } as ApplicationMachineEvent));
}
