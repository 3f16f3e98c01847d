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
import { and, assign, not, or, setup, transition, __unsafe_getAllOwnEventDescriptors, type ActorRefFrom, type SnapshotFrom } from 'xstate';
import { dayOf, noticeClock } from '#src/domain/deadlines';
import type { AccountType } from '#src/domain/accounts';
import { LEVEL_LABELS, type ReviewLevel } from '#src/domain/review-chains';
import { REVIEW_CHAINS, SERVICE_BASICS } from '#src/domain/services/basics';
import {
  APPLICATION_EVENT_TYPES,
  NOTICE_EVENT_TYPES,
  type ActorRole,
  type ApplicationEventBody,
  type ApplicationEventType,
  type LifecycleState,
  type NoticeEventType,
  type TimelineEntry,
} from '#src/domain/schemas/applications';
import type { CaveatStatus, NoticeStageName } from '#src/domain/schemas/notice';
import type { ServiceType } from '#src/domain/services/service-types';
import {
  SUBSISTING_MARRIAGE_CODE,
  subsistingRefusal,
  type SubsistingCheck,
  type SubsistingMarriage,
  type SubsistingStep,
} from '#src/domain/registers/subsisting-marriage';
import { STATUS_TEXT, type ApplicationStatus } from '#src/domain/statuses';
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
  | { type: 'application.invoiceExpired' }
  | { type: 'application.lodgeCaveat' }
  | { type: 'application.lapse' }
  | { type: 'application.confirmParty'; declaration: boolean }
  | { type: 'application.partyNotMe' }
  | { type: 'application.partyDisagrees' }
  | { type: 'application.partiesLapsed' };

/**
 * What the API knows of the caveat an event names (docs/decisions/016): the caller names the caveat; the API
 * adds its status, so that the machine decides who may act on it (the registrar on a LODGED caveat, the
 * Registrar General on a REFERRED one).
 */
export interface CaveatFacts {
  caveatStatus?: CaveatStatus;
}

/**
 * What the API knows of the register of marriages when an event is sent (issue 30;
 * src/domain/registers/subsisting-marriage.ts): the subsisting marriage of a person the application names
 * (the oldest, leaving out the entry the application itself made), or null/absent when there is none. The
 * machine decides what it refuses: a notice accepted without the registrar's note, the registrar's
 * certificate, the celebration, a return's or a letter's approval, a letter's submission.
 */
export interface RegisterFacts {
  subsisting?: SubsistingMarriage | null;
}

/**
 * What the API knows of the parties an application names who are not its applicant (issue 31 §2;
 * docs/decisions/043-both-parties.md): on a submit, how many are to be asked to confirm (0 or absent: nobody, and the
 * application goes on to payment or review as before). The machine counts the confirmations itself
 * (`partiesWaiting`).
 */
export interface PartyFacts {
  partiesToConfirm?: number;
}

/**
 * An event as the machine receives it: the lifecycle event with its actor (decision 005), the time it is
 * sent (`at`, ISO 8601, the API's clock: the notice stage's guards judge days by it; docs/decisions/016),
 * for caveat actions the caveat's status, what the register shows of the people it names, and how many parties
 * are still to confirm.
 */
export type ApplicationMachineEvent = LifecycleEvent & CaveatFacts & RegisterFacts & PartyFacts & { actor: LifecycleActor; at: string };

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
  /** Whether the last approval starts the notice stage (`ServiceBasics.noticeStage`; docs/decisions/016). */
  noticeStage?: boolean;
  /** What a subsisting marriage of a party refuses (`ServiceBasics.subsistingCheck`; issue 30); absent: nothing. */
  subsistingCheck?: SubsistingCheck | null;
  /** Whether the parties the answers name who are not the applicant confirm first (`ServiceBasics.partiesConfirm`; issue 31 §2). */
  partiesConfirm?: boolean;
}

/**
 * The machine's context: its input; `level`, the index into `chain` of the level now reviewing; and the
 * notice stage's `noticeAt` (ISO 8601 of publication, null before), `caveats` (how many stand) and `referred`.
 */
export interface ApplicationContext extends ApplicationInput {
  level: number;
  noticeAt: string | null;
  caveats: number;
  /** Of the standing caveats, how many were referred to the Registrar General. */
  referred: number;
  /** How many parties are still to confirm while it waits for them (issue 31 §2); 0 otherwise. */
  partiesWaiting: number;
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

/** Whether `actor` is a party the application names who is not its applicant (issue 31 §2; the API decides who is). */
function actsAsParty(actor: LifecycleActor): boolean {
  return actor.role === 'PARTY' && !actor.isOwner;
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

/** The day (yyyy-mm-dd) an event is sent, in the registry's time zone. */
function dayOfEvent(event: { at: string }): string {
  return dayOf(event.at);
}

/** The notice's clock, or null before publication. */
function clockOf(context: ApplicationContext) {
  return context.noticeAt ? noticeClock(context.noticeAt) : null;
}

/** The day an event books or records, when it carries one. */
function eventDay(event: LifecycleEvent): string | null {
  if ('date' in event && typeof event.date === 'string') return event.date;
  if ('celebratedOn' in event && typeof event.celebratedOn === 'string') return event.celebratedOn;
  return null;
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
 * - `Draft` → `application.submit` with parties to ask (issue 31 §2) → `AwaitingParties` [Pending]: each named party
 *   sends `application.confirmParty` (declaration) and the last one takes it on to `AwaitingPayment` or `Review`;
 *   `application.partyNotMe`, `application.partiesLapsed` (SYSTEM) and `application.withdraw` (owner) → `Draft`;
 *   `application.partyDisagrees` → `Refused` [Declined], final.
 * - `Approved` [Approved] and `Declined` [Declined] are final.
 *
 * Guards (who): `isOwner`, `isSystem`, `isLevelOfficer`; (what the event carries): `hasDeclaration`,
 * `hasReason`; (where): `hasFee`, `isLastLevel`, `hasPreviousLevel`, `previousLevelIsFirst`; (what the
 * register of marriages shows, issue 30): `registerClear`, `registerAllowsApproval`, `registerAllowsSubmit`.
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
    /** A party the application names who is not its applicant (issue 31 §2). */
    isParty: ({ event }) => actsAsParty(event.actor),
    /** The service asks the parties it names and at least one is not the applicant (issue 31 §2; the API counts them). */
    needsParties: ({ context, event }) => context.partiesConfirm === true && (event.partiesToConfirm ?? 0) > 0,
    /** This confirmation is the last one awaited. */
    lastParty: ({ context }) => context.partiesWaiting <= 1,
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
    /** The service has a notice stage: the last approval accepts and publishes the notice (docs/decisions/016). */
    hasNoticeStage: ({ context }) => context.noticeStage === true,
    /** Anyone signed in but the couple (the owner) and the system may lodge a caveat (DOMAIN.md §2). */
    isObjector: ({ event }) => !event.actor.isOwner && event.actor.role !== 'SYSTEM',
    /** The Registrar General, who decides caveats referred to him (docs/decisions/016). */
    isRegistrarGeneral: ({ event }) => event.actor.role === 'REGISTRAR_GENERAL',
    /** The caveat named is with the registrar (lodged, not referred). */
    caveatWithRegistrar: ({ context, event }) => event.caveatStatus === 'LODGED' && context.caveats > context.referred,
    /** The caveat named was referred to the Registrar General. */
    caveatReferred: ({ context, event }) => event.caveatStatus === 'REFERRED' && context.referred > 0,
    /** The caveat removed is the last one standing: the notice is published again. */
    isLastCaveat: ({ context }) => context.caveats <= 1,
    /** 21 clear days have passed since the notice (the day of the event ≥ notice day + 21). */
    clearDaysPassed: ({ context, event }) => {
      const clock = clockOf(context);
      return clock !== null && dayOfEvent(event) >= clock.certificateFrom;
    },
    /** The notice is 3 months old (the day of the event ≥ its lapse day): it lapses. */
    noticeLapsed: ({ context, event }) => {
      const clock = clockOf(context);
      return clock !== null && dayOfEvent(event) >= clock.lapsesOn;
    },
    /** The day booked is today or later and before the notice lapses. */
    slotWithinNotice: ({ context, event }) => {
      const clock = clockOf(context);
      const day = eventDay(event);
      return clock !== null && day !== null && day >= dayOfEvent(event) && day < clock.lapsesOn;
    },
    /** The register shows no party in a subsisting marriage (issue 30): the registrar's certificate and the celebration need it. */
    registerClear: ({ event }) => !event.subsisting,
    /**
     * The register lets the last level approve (issue 30): a return or a letter only while no party is in a
     * subsisting marriage; a notice then only with the registrar's note (a comment).
     */
    registerAllowsApproval: ({ context, event }) => {
      if (!event.subsisting) return true;
      if (context.subsistingCheck === 'notice') return reasonOf(event) !== null;
      return context.subsistingCheck !== 'return' && context.subsistingCheck !== 'letter';
    },
    /** The register lets the applicant submit: a marital status letter only while they are in no subsisting marriage (issue 30). */
    registerAllowsSubmit: ({ context, event }) => context.subsistingCheck !== 'letter' || !event.subsisting,
    /** The celebration's day is not in the future, not before the certificate could issue, and before the lapse day. */
    celebrationWithinNotice: ({ context, event }) => {
      const clock = clockOf(context);
      const day = eventDay(event);
      return clock !== null && day !== null && day <= dayOfEvent(event) && day >= clock.certificateFrom && day < clock.lapsesOn;
    },
  },
  actions: {
    /** Forward to the next level of the chain. */
    forwardToNextLevel: assign({ level: ({ context }) => context.level + 1 }),
    /** Return to the previous level of the chain. */
    returnToPreviousLevel: assign({ level: ({ context }) => Math.max(0, context.level - 1) }),
    /** Ask the parties: as many wait as the submit names (issue 31 §2). */
    askParties: assign({ partiesWaiting: ({ event }) => event.partiesToConfirm ?? 0 }),
    /** One party fewer waits. */
    countConfirmation: assign({ partiesWaiting: ({ context }) => Math.max(0, context.partiesWaiting - 1) }),
    /** Nobody waits any more (the request ended). */
    closeRequest: assign({ partiesWaiting: 0 }),
    /** Start the review again at the first level (resubmission after corrections). */
    restartAtFirstLevel: assign({ level: 0 }),
    /** Accept and publish the notice: its clock starts now (docs/decisions/016). */
    publishNotice: assign({ noticeAt: ({ event }) => event.at, caveats: 0, referred: 0 }),
    /** One more caveat stands. */
    addCaveat: assign({ caveats: ({ context }) => context.caveats + 1 }),
    /** A standing caveat is referred to the Registrar General. */
    referCaveat: assign({ referred: ({ context }) => Math.min(context.caveats, context.referred + 1) }),
    /** One caveat fewer stands (removed); a referred one leaves the referred count too. */
    dropCaveat: assign({
      caveats: ({ context }) => Math.max(0, context.caveats - 1),
      referred: ({ context, event }) => (event.caveatStatus === 'REFERRED' ? Math.max(0, context.referred - 1) : context.referred),
    }),
  },
}).createMachine({
  id: 'application',
  description: 'One application from draft to decision (DOMAIN.md §2; docs/decisions/005).',
  context: ({ input }) => ({
    chain: input.chain,
    feeUgx: input.feeUgx,
    district: input.district,
    noticeStage: input.noticeStage ?? false,
    subsistingCheck: input.subsistingCheck ?? null,
    partiesConfirm: input.partiesConfirm ?? false,
    level: 0,
    noticeAt: null,
    caveats: 0,
    referred: 0,
    partiesWaiting: 0,
  }),
  initial: 'Draft',
  states: {
    Draft: {
      description: 'The applicant is filling in the form; nothing is sent to review yet.',
      tags: ['Draft', 'editable'],
      on: {
        'application.submit': [
          {
            guard: and(['isOwner', 'hasDeclaration', 'registerAllowsSubmit', 'needsParties']),
            target: 'AwaitingParties',
            actions: 'askParties',
          },
          { guard: and(['isOwner', 'hasDeclaration', 'registerAllowsSubmit', 'hasFee']), target: 'AwaitingPayment' },
          { guard: and(['isOwner', 'hasDeclaration', 'registerAllowsSubmit']), target: 'Review' },
        ],
      },
    },
    AwaitingParties: {
      description:
        'Declared by the applicant; the parties it names who are not the applicant are asked to confirm (issue 31 §2). Nothing is paid, queued or published until all have.',
      tags: ['Pending'],
      on: {
        'application.confirmParty': [
          { guard: and(['isParty', 'hasDeclaration', 'lastParty', 'hasFee']), target: 'AwaitingPayment', actions: 'closeRequest' },
          { guard: and(['isParty', 'hasDeclaration', 'lastParty']), target: 'Review', actions: 'closeRequest' },
          { guard: and(['isParty', 'hasDeclaration']), target: 'AwaitingParties', actions: 'countConfirmation' },
        ],
        'application.partyNotMe': { guard: 'isParty', target: 'Draft', actions: 'closeRequest' },
        'application.partyDisagrees': { guard: 'isParty', target: 'Refused', actions: 'closeRequest' },
        'application.partiesLapsed': { guard: 'isSystem', target: 'Draft', actions: 'closeRequest' },
        'application.withdraw': { guard: 'isOwner', target: 'Draft', actions: 'closeRequest' },
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
              description: "In the first level's queue (level 0): newly submitted, resubmitted, or returned to it.",
              tags: ['Submitted'],
            },
            LaterLevel: {
              description: "In a later level's queue (level > 0): forwarded or returned to it.",
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
              {
                guard: and(['isLevelOfficer', 'isLastLevel', 'registerAllowsApproval', 'hasNoticeStage']),
                target: '#application.Notice',
                actions: 'publishNotice',
              },
              { guard: and(['isLevelOfficer', 'isLastLevel', 'registerAllowsApproval']), target: '#application.Approved' },
              { guard: and(['isLevelOfficer', not('isLastLevel')]), target: 'Waiting.LaterLevel', actions: 'forwardToNextLevel' },
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
          guard: and(['isOwner', 'hasDeclaration', 'registerAllowsSubmit']),
          target: 'Review',
          actions: 'restartAtFirstLevel',
        },
      },
    },
    Notice: {
      description:
        'Civil marriage after the registrar accepted the notice (DOMAIN.md §2; docs/decisions/016): published in the Marriage Notice Book; the certificate, the ceremony and its registration follow within 3 months.',
      initial: 'Published',
      on: {
        'application.lapse': { guard: and(['isSystem', 'noticeLapsed']), target: '#application.Lapsed' },
      },
      states: {
        Published: {
          description:
            'In the Marriage Notice Book: anyone but the couple may lodge a caveat; after 21 clear days the registrar issues the certificate.',
          tags: ['Pending'],
          on: {
            'application.lodgeCaveat': { guard: 'isObjector', target: 'Caveated', actions: 'addCaveat' },
            'application.issueCertificate': { guard: and(['isLevelOfficer', 'clearDaysPassed', 'registerClear']), target: 'Certified' },
          },
        },
        Caveated: {
          description:
            'At least one caveat stands: the certificate is held until every caveat is removed; an upheld caveat ends the notice.',
          tags: ['Pending'],
          on: {
            'application.lodgeCaveat': { guard: 'isObjector', actions: 'addCaveat' },
            'application.referCaveat': {
              guard: and(['isLevelOfficer', 'caveatWithRegistrar', 'hasReason']),
              target: 'Caveated',
              actions: 'referCaveat',
            },
            'application.removeCaveat': [
              {
                guard: and([
                  or([and(['isLevelOfficer', 'caveatWithRegistrar']), and(['isRegistrarGeneral', 'caveatReferred'])]),
                  'hasReason',
                  'isLastCaveat',
                ]),
                target: 'Published',
                actions: 'dropCaveat',
              },
              {
                guard: and([
                  or([and(['isLevelOfficer', 'caveatWithRegistrar']), and(['isRegistrarGeneral', 'caveatReferred'])]),
                  'hasReason',
                ]),
                actions: 'dropCaveat',
              },
            ],
            'application.upholdCaveat': {
              guard: and(['isRegistrarGeneral', 'caveatReferred', 'hasReason']),
              target: '#application.Declined',
            },
          },
        },
        Certified: {
          description: "The registrar's certificate is issued: the couple books the ceremony in a marriage room before the notice lapses.",
          tags: ['Pending'],
          on: {
            'application.bookCeremony': { guard: and(['isOwner', 'slotWithinNotice']), target: 'Booked' },
          },
        },
        Booked: {
          description:
            'The ceremony is booked; the couple or the registrar may rebook; the registrar records the celebration, which registers the marriage.',
          tags: ['Pending'],
          on: {
            'application.rebookCeremony': { guard: and([or(['isOwner', 'isLevelOfficer']), 'slotWithinNotice']), target: 'Booked' },
            'application.recordCelebration': {
              guard: and(['isLevelOfficer', 'celebrationWithinNotice', 'registerClear']),
              target: '#application.Approved',
            },
          },
        },
      },
    },
    Refused: {
      description: 'A party it names did not agree to it (issue 31 §2; final: nothing was paid, queued or published).',
      tags: ['Declined'],
      type: 'final',
    },
    Lapsed: {
      description: 'No marriage within 3 months of the notice: the notice lapsed (final; the couple must give a new notice).',
      tags: ['Declined'],
      type: 'final',
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

/** The register's guards (issue 30), passing: the machine as if the register showed nobody married. */
const REGISTER_OPEN = {
  registerClear: () => true,
  registerAllowsApproval: () => true,
  registerAllowsSubmit: () => true,
} as const;

/** The same machine, every "who" guard passing: tells "nobody may, now" (409) from "not you" (403). */
const anyoneMachine = applicationMachine.provide({
  guards: {
    ...REGISTER_OPEN,
    isOwner: () => true,
    isSystem: () => true,
    isParty: () => true,
    isLevelOfficer: () => true,
    isObjector: () => true,
    isRegistrarGeneral: () => true,
    caveatWithRegistrar: () => true,
    caveatReferred: () => true,
    hasDeclaration: () => true,
    hasReason: () => true,
  },
});

/** The same machine, every "what the event carries" guard passing: tells "not you" (403) from "incomplete". */
const completeMachine = applicationMachine.provide({
  guards: { hasDeclaration: () => true, hasReason: () => true, ...REGISTER_OPEN },
});

/** The same machine, the register's guards passing: tells "incomplete" (409) from "the register refuses" (409 SUBSISTING_MARRIAGE). */
const registerOpenMachine = applicationMachine.provide({ guards: REGISTER_OPEN });

/** The machine's input for an application (its service's chain, fee and district). */
function inputOf(subject: Pick<LifecycleSubject, 'serviceType' | 'district' | 'feeUgx'>): ApplicationInput {
  return {
    chain: REVIEW_CHAINS[subject.serviceType],
    feeUgx: subject.feeUgx,
    district: subject.district,
    noticeStage: SERVICE_BASICS[subject.serviceType].noticeStage === true,
    subsistingCheck: SERVICE_BASICS[subject.serviceType].subsistingCheck ?? null,
    partiesConfirm: SERVICE_BASICS[subject.serviceType].partiesConfirm === true,
  };
}

/** The machine context of a persisted lifecycle state (absent notice fields read as none). */
function contextOf(input: ApplicationInput, lifecycle: LifecycleState): ApplicationContext {
  return {
    ...input,
    level: lifecycle.level,
    noticeAt: lifecycle.noticeAt ?? null,
    caveats: lifecycle.caveats ?? 0,
    referred: lifecycle.referred ?? 0,
    partiesWaiting: lifecycle.partiesWaiting ?? 0,
  };
}

/**
 * The persisted lifecycle state of a snapshot: its value and level and, once the notice is published, its
 * clock (`noticeAt`) and standing caveats (`caveats`, of which `referred`).
 * @param snapshot - a snapshot of the lifecycle machine.
 */
export function lifecycleOf(snapshot: ApplicationSnapshot): LifecycleState {
  const { level, noticeAt, caveats, referred, partiesWaiting } = snapshot.context;
  const state: LifecycleState =
    noticeAt === null ? { value: snapshot.value, level } : { value: snapshot.value, level, noticeAt, caveats, referred };
  // Only while parties are asked (issue 31 §2): every other persisted state stays as it was.
  return partiesWaiting > 0 ? { ...state, partiesWaiting } : state;
}

/**
 * Restore a snapshot of `machine` from a persisted lifecycle state.
 * @throws Error when `lifecycle.value` is not a state of the machine (corrupt data).
 */
function restore(machine: typeof applicationMachine, input: ApplicationInput, lifecycle: LifecycleState): ApplicationSnapshot {
  return machine.resolveState({ value: lifecycle.value as ApplicationSnapshot['value'], context: contextOf(input, lifecycle) });
}

/**
 * The lifecycle state of a new application: Draft, level 0 (DOMAIN.md §2).
 * @param serviceType - the service; every service starts the same way.
 * @returns `{ value: 'Draft', level: 0 }`.
 */
export function initialLifecycle(serviceType: ServiceType): LifecycleState {
  const snapshot = restore(applicationMachine, inputOf({ serviceType, district: null, feeUgx: 0 }), { value: 'Draft', level: 0 });
  return lifecycleOf(snapshot);
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
  | { ok: false; httpStatus: 403 | 409; message: string; code?: typeof SUBSISTING_MARRIAGE_CODE };

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
  'application.issueCertificate': "given the registrar's certificate",
  'application.bookCeremony': 'booked for a ceremony',
  'application.rebookCeremony': 'rebooked',
  'application.recordCelebration': 'recorded as celebrated',
  'application.referCaveat': 'have its caveat referred',
  'application.removeCaveat': 'have its caveat removed',
  'application.upholdCaveat': 'have its caveat upheld',
  'application.lodgeCaveat': 'objected to by a caveat',
  'application.lapse': 'let lapse',
  'application.confirmParty': 'confirmed by a party',
  'application.partyNotMe': 'refused by a party',
  'application.partyDisagrees': 'refused by a party',
  'application.partiesLapsed': 'let lapse for want of the parties’ answers',
  'application.withdraw': 'withdrawn',
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
  const clock = clockOf(snapshot.context);
  if (handledHere && clock) {
    const show = (day: string) => day.split('-').reverse().join('-');
    switch (event.type) {
      case 'application.issueCertificate':
        return `The registrar's certificate can be issued from ${show(clock.certificateFrom)}, 21 clear days after the notice.`;
      case 'application.bookCeremony':
      case 'application.rebookCeremony':
        return `Choose a day from today until ${show(clock.lapsesOn)}, when the notice lapses.`;
      case 'application.recordCelebration':
        return `The celebration's day must be between ${show(clock.certificateFrom)} and today, and before ${show(clock.lapsesOn)}, when the notice lapses.`;
      case 'application.lapse':
        return `The notice lapses on ${show(clock.lapsesOn)}, not before.`;
      default:
        break;
    }
  }
  if (clock && !handledHere && event.type === 'application.lodgeCaveat') {
    return "This notice no longer takes caveats: the registrar's certificate has been issued or the notice has ended.";
  }
  return `This application is ${status}: it cannot be ${phrase} now.`;
}

/** Why this actor may not send `event` in `snapshot`, where someone else may (403). */
function notYouMessage(snapshot: ApplicationSnapshot, event: LifecycleEvent & CaveatFacts, actor: LifecycleActor): string {
  switch (event.type) {
    case 'application.submit':
    case 'application.resubmit':
      return `Your role cannot do this at this stage: only the applicant can ${event.type === 'application.submit' ? 'submit' : 'resubmit'} this application.`;
    case 'application.paymentConfirmed':
    case 'application.invoiceExpired':
      return 'Your role cannot do this at this stage: only the payment system can confirm a payment or expire an invoice.';
    case 'application.lodgeCaveat':
      return 'You cannot lodge a caveat against your own notice.';
    case 'application.withdraw':
      return 'Only the applicant can withdraw this application.';
    case 'application.confirmParty':
    case 'application.partyNotMe':
    case 'application.partyDisagrees':
      return 'Only a party this application names, other than its applicant, answers its request.';
    case 'application.partiesLapsed':
      return 'Your role cannot do this: only the registry’s clock lets a request lapse.';
    case 'application.bookCeremony':
      return 'Only the couple who gave the notice can book its ceremony.';
    case 'application.removeCaveat':
    case 'application.referCaveat':
    case 'application.upholdCaveat':
      if (event.caveatStatus === 'REFERRED' && actor.role !== 'REGISTRAR_GENERAL') {
        return 'This caveat was referred to the Registrar General: only the Registrar General can decide it now.';
      }
      if (event.caveatStatus === 'LODGED' && actor.role === 'REGISTRAR_GENERAL') {
        return 'This caveat is with the registrar: the Registrar General decides only the caveats referred to him.';
      }
      break;
    default:
      break;
  }
  const level = snapshot.context.chain[snapshot.context.level];
  if (level && actor.role === level && !inActorsDistrict(snapshot.context, actor)) {
    return `Your office acts only on applications of its own district${actor.district ? ` (${actor.district})` : ''}: this one is decided in ${snapshot.context.district ?? 'no district'}.`;
  }
  if (snapshot.context.noticeAt !== null) {
    return `Your role cannot do this: after the notice, the ${level ? LEVEL_LABELS[level].toLowerCase() : 'registrar'} of the district acts on it.`;
  }
  return `Your role cannot do this at this stage: this application is with the ${level ? LEVEL_LABELS[level] : 'back office'}.`;
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
    case 'application.confirmParty':
      return 'Confirm the declaration: the particulars about you are true and you agree to this application.';
    default:
      return `This event cannot be handled: ${String(event.type)}.`;
  }
}

/**
 * Which step of the rule "one subsisting marriage per person" an event is, for its words (issue 30).
 * @param context - the machine's context (the service's `subsistingCheck`).
 * @param event - the refused event.
 */
function subsistingStepOf(context: ApplicationContext, event: LifecycleEvent): SubsistingStep {
  switch (event.type) {
    case 'application.issueCertificate':
      return 'issueCertificate';
    case 'application.recordCelebration':
      return 'recordCelebration';
    case 'application.submit':
    case 'application.resubmit':
      return 'applyForLetter';
    default:
      return context.subsistingCheck === 'notice'
        ? 'acceptNotice'
        : context.subsistingCheck === 'letter'
          ? 'approveLetter'
          : 'approveReturn';
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
 *   officer of another district);
 * - 409 with code `SUBSISTING_MARRIAGE` when the register refuses it (issue 30): the event's `subsisting`
 *   names a party's subsisting marriage, and the step needs none (the certificate, the celebration, a
 *   return's or a letter's approval, a letter's submission) or, for a notice's acceptance, the note.
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
  event: LifecycleEvent & CaveatFacts & RegisterFacts & PartyFacts,
  actor: LifecycleActor,
  now: string,
): ApplyResult {
  const input = inputOf(subject);
  const machineEvent = { ...event, actor, at: now } as ApplicationMachineEvent;
  const snapshot = restore(applicationMachine, input, subject.lifecycle);

  if (snapshot.status !== 'active' || !restore(anyoneMachine, input, subject.lifecycle).can(machineEvent)) {
    return { ok: false, httpStatus: 409, message: notNowMessage(snapshot, event) };
  }
  if (!restore(completeMachine, input, subject.lifecycle).can(machineEvent)) {
    return { ok: false, httpStatus: 403, message: notYouMessage(snapshot, event, actor) };
  }
  if (!restore(registerOpenMachine, input, subject.lifecycle).can(machineEvent)) {
    return { ok: false, httpStatus: 409, message: incompleteMessage(event) };
  }
  if (!snapshot.can(machineEvent)) {
    const fact = event.subsisting;
    return fact
      ? {
          ok: false,
          httpStatus: 409,
          code: SUBSISTING_MARRIAGE_CODE,
          message: subsistingRefusal(subsistingStepOf(snapshot.context, event), fact),
        }
      : { ok: false, httpStatus: 409, message: incompleteMessage(event) };
  }

  const [next] = transition(applicationMachine, snapshot, machineEvent);
  const from = selectStatus(snapshot);
  const to = selectStatus(next);
  return {
    ok: true,
    lifecycle: lifecycleOf(next),
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
  'application.approve': { type: 'application.approve', comment: '-' },
  'application.return': { type: 'application.return', comment: '-' },
  'application.requestCorrections': { type: 'application.requestCorrections', reason: '-', fields: [] },
  'application.decline': { type: 'application.decline', reason: '-' },
  'application.withdraw': { type: 'application.withdraw' },
};

/**
 * The events this actor may send now (decision 005: the details page shows exactly these), in the order of
 * `APPLICATION_EVENT_TYPES`: submit, resubmit, open, approve, return, requestCorrections, decline. Reasons
 * and declarations are taken as supplied (the form asks for them). System events are never listed.
 * A notice's acceptance is asked about "with a note" (the dialog asks for it when the register shows a party
 * married: issue 30).
 * @param subject - the application's service, lifecycle state, district and fee (UGX).
 * @param actor - who would send them.
 * @param now - ISO 8601, the time the events would be sent.
 * @param facts - what the register shows of the people the application names (`Application.subsistingMarriage`);
 *   absent: nobody married.
 * @throws Error when `subject.lifecycle.value` is not a state of the machine.
 */
export function availableActions(
  subject: LifecycleSubject,
  actor: LifecycleActor,
  now: string = new Date().toISOString(),
  facts: RegisterFacts = {},
): ApplicationEventType[] {
  const snapshot = restore(applicationMachine, inputOf(subject), subject.lifecycle);
  if (snapshot.status !== 'active') return [];
  return APPLICATION_EVENT_TYPES.filter((type) =>
    snapshot.can({ ...PROBE_EVENTS[type], ...facts, actor, at: now } as ApplicationMachineEvent),
  );
}

/**
 * The notice stage's events this actor may send now (docs/decisions/016), in the order of
 * `NOTICE_EVENT_TYPES`. Bookings are asked about "a day within the notice" (the slot itself is the form's
 * business); a caveat action is asked about the caveat whose status is given, else about none (caveat actions
 * are then never listed).
 * @param subject - the application's service, lifecycle state, district and fee (UGX).
 * @param actor - who would send them.
 * @param now - ISO 8601: the API's time (`application.notice.asOf`), never the device's clock.
 * @param caveatStatus - the status of the caveat the actions would name.
 * @param facts - what the register shows of the people the application names (`Application.subsistingMarriage`;
 *   issue 30: the certificate and the celebration are not offered while a party's marriage subsists).
 * @throws Error when `subject.lifecycle.value` is not a state of the machine.
 */
export function availableNoticeActions(
  subject: LifecycleSubject,
  actor: LifecycleActor,
  now: string,
  caveatStatus?: CaveatStatus,
  facts: RegisterFacts = {},
): NoticeEventType[] {
  const snapshot = restore(applicationMachine, inputOf(subject), subject.lifecycle);
  if (snapshot.status !== 'active') return [];
  const today = dayOf(now);
  const bookable = { roomId: '-', date: today, time: '10:00' };
  const probes: Record<NoticeEventType, ApplicationEventBody> = {
    'application.issueCertificate': { type: 'application.issueCertificate' },
    'application.bookCeremony': { type: 'application.bookCeremony', ...bookable },
    'application.rebookCeremony': { type: 'application.rebookCeremony', ...bookable },
    'application.recordCelebration': {
      type: 'application.recordCelebration',
      celebratedOn: today,
      roomId: '-',
      witnesses: [
        { name: '-', nin: null },
        { name: '-', nin: null },
      ],
      officiant: '-',
    },
    'application.referCaveat': { type: 'application.referCaveat', caveatId: '-', comment: '-' },
    'application.removeCaveat': { type: 'application.removeCaveat', caveatId: '-', reason: '-' },
    'application.upholdCaveat': { type: 'application.upholdCaveat', caveatId: '-', reason: '-' },
  };
  return NOTICE_EVENT_TYPES.filter((type) =>
    snapshot.can({ ...probes[type], ...facts, actor, at: now, caveatStatus } as ApplicationMachineEvent),
  );
}

/**
 * Which inner stage of the notice a lifecycle state is in (docs/decisions/016), or null outside the notice
 * stage (before acceptance; services without one). Approved after a notice reads CELEBRATED, Declined after one
 * reads CAVEAT_UPHELD, the lapse LAPSED.
 * @param lifecycle - the persisted lifecycle state.
 */
export function noticeStageOf(lifecycle: LifecycleState): NoticeStageName | null {
  if (lifecycle.noticeAt === undefined || lifecycle.noticeAt === null) return null;
  return stageOfValue(lifecycle.value);
}

/** The notice's stage of a state value of an application that reached the notice stage. */
function stageOfValue(value: unknown): NoticeStageName | null {
  if (value === 'Approved') return 'CELEBRATED';
  if (value === 'Declined') return 'CAVEAT_UPHELD';
  if (value === 'Lapsed') return 'LAPSED';
  if (value && typeof value === 'object' && 'Notice' in value) {
    const inner = (value as { Notice: string }).Notice;
    const stages: Record<string, NoticeStageName> = {
      Published: 'PUBLISHED',
      Caveated: 'CAVEATED',
      Certified: 'CERTIFIED',
      Booked: 'BOOKED',
    };
    return stages[inner] ?? null;
  }
  return null;
}

/**
 * Whether an application waited for the parties it names to confirm it after a timeline entry (issue 31 §2): its
 * lifecycle state after the event was `AwaitingParties` (shown "Waiting for the other party to confirm", not the
 * Pending status's "Under review").
 * @param entry - a timeline entry's `toState` (`JSON.stringify` of the machine's state value).
 */
export function awaitsPartiesAfter(entry: { toState: string }): boolean {
  return entry.toState === JSON.stringify('AwaitingParties');
}

/**
 * Which stage of the notice a timeline entry left the application in (issue 30: the history's tags read the
 * stage, not "Under review"), or null for an entry outside the notice stage. An entry is in the stage when it
 * enters or leaves a `Notice` state: the acceptance (PUBLISHED), each step inside it, and the step that ends it
 * (the celebration: CELEBRATED; the lapse: LAPSED; an upheld caveat: CAVEAT_UPHELD).
 * @param entry - a timeline entry's states, as `JSON.stringify(snapshot.value)` (TimelineEntry `fromState`, `toState`).
 */
export function noticeStageOfEntry(entry: { fromState: string; toState: string }): NoticeStageName | null {
  if (!entry.toState.includes('"Notice"') && !entry.fromState.includes('"Notice"')) return null;
  try {
    return stageOfValue(JSON.parse(entry.toState));
  } catch {
    return null;
  }
}
