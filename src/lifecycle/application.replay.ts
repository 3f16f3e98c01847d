/**
 * Replaying application logs on the lifecycle machine (issue 13 part 4; docs/decisions/031-replay-logs.md):
 * writing an application's timeline down as a log, and replaying a log's steps with
 * {@link applyApplicationEvent}, the same pure function the API decides every event with. A replay has no
 * side effects: no call, no invoice, no message, no timer.
 */
import type { Application, LifecycleState, TimelineEntry } from '#src/domain/schemas/applications';
import type { Caveat, CaveatStatus } from '#src/domain/schemas/notice';
import { REPLAY_LOG_FORMAT, REPLAY_LOG_VERSION, type ApplicationLog, type ApplicationLogStep } from '#src/domain/schemas/replay-log';
import { SERVICE_LABELS } from '#src/domain/services/service-types';
import type { ApplicationStatus } from '#src/domain/statuses';
import { applyApplicationEvent, initialLifecycle, type LifecycleActor, type LifecycleEvent } from './application.machine';
import type { LifecyclePath } from './application.paths';

/**
 * Who a log's step is sent by, as the machine sees it: the owner (APPLICANT, owner), an objector (APPLICANT,
 * not the owner), the system, a national back-office officer of the step's role, or the district kadhi of
 * the log's district. Replays act as national officers, so a step an ADMIN_UNIT registrar took replays in
 * any district (DOMAIN.md §3 binds only ADMIN_UNIT staff and kadhis to theirs).
 * @param step - the step.
 * @param district - the log's district.
 */
export function replayActorOf(
  step: Pick<ApplicationLogStep, 'actorRole' | 'isOwner' | 'actorName'>,
  district: string | null,
): LifecycleActor {
  const role = step.actorRole;
  const name = step.actorName ?? (role === 'APPLICANT' ? (step.isOwner ? 'Applicant' : 'Objector') : role);
  if (role === 'SYSTEM') return { role, userId: 'system', name: 'System', accountType: null, district: null, isOwner: false };
  if (role === 'APPLICANT') {
    return {
      role,
      userId: step.isOwner ? 'replay-owner' : 'replay-objector',
      name,
      accountType: 'INDIVIDUAL',
      district,
      isOwner: step.isOwner,
    };
  }
  if (role === 'DISTRICT_KADHI') return { role, userId: 'replay-kadhi', name, accountType: 'ORGANIZATION', district, isOwner: false };
  return { role, userId: `replay-${role.toLowerCase()}`, name, accountType: 'BACKOFFICE', district: null, isOwner: false };
}

/** The outcome of one step of a replay on the machine. */
export type MachineStepOutcome =
  | {
      /** The step's index in the log, from 0. */
      index: number;
      ok: true;
      /** The display status after the step (SPEC.md §4). */
      status: ApplicationStatus;
      /** The machine's state value after the step, as JSON (as the timeline's `toState`). */
      state: string;
      /** The lifecycle state after the step. */
      lifecycle: LifecycleState;
      /** Whether the status and state equal those the log recorded; null when it recorded none. */
      matches: boolean | null;
    }
  | {
      index: number;
      ok: false;
      /** 409: nobody may send it now; 403: not this actor (applyApplicationEvent's refusals). */
      httpStatus: 403 | 409;
      /** The machine's message, as the API would answer it. */
      message: string;
    };

/** A whole replay of a log on the machine. */
export interface MachineReplay {
  /** Where the application starts: Draft, level 0. */
  start: { status: ApplicationStatus; state: string; lifecycle: LifecycleState };
  /** One outcome per step replayed, in order; it stops after the first refusal. */
  outcomes: MachineStepOutcome[];
  /** True when every step was taken (none refused). */
  complete: boolean;
}

/**
 * Replay an application log on the lifecycle machine, from a new Draft, purely: each step is decided by
 * {@link applyApplicationEvent} (DOMAIN.md §2; decision 005) at the step's own time, with the actor
 * {@link replayActorOf} gives it. Nothing is called or stored.
 * @param log - the log.
 * @returns the start and every step's outcome; a refused step ends the replay (its message is the API's).
 * @throws Error when a lifecycle state is not a state of the machine (cannot happen from Draft).
 */
export function replayOnMachine(log: ApplicationLog): MachineReplay {
  let lifecycle = initialLifecycle(log.serviceType);
  const start = { status: 'Draft' as ApplicationStatus, state: JSON.stringify(lifecycle.value), lifecycle };
  const outcomes: MachineStepOutcome[] = [];
  for (const [index, step] of log.steps.entries()) {
    const subject = { serviceType: log.serviceType, lifecycle, district: log.district, feeUgx: log.feeUgx };
    const event = { ...(step.event as LifecycleEvent), ...(step.caveatStatus ? { caveatStatus: step.caveatStatus } : {}) };
    const result = applyApplicationEvent(subject, event, replayActorOf(step, log.district), step.at);
    if (!result.ok) {
      outcomes.push({ index, ok: false, httpStatus: result.httpStatus, message: result.message });
      return { start, outcomes, complete: false };
    }
    lifecycle = result.lifecycle;
    const state = result.entry.toState;
    const recorded = step.status !== undefined || step.state !== undefined;
    const matches = recorded ? (step.status ?? result.status) === result.status && (step.state ?? state) === state : null;
    outcomes.push({ index, ok: true, status: result.status, state, lifecycle, matches });
  }
  return { start, outcomes, complete: true };
}

/** The caveat a timeline entry of a caveat action acted on: the one whose history has that action at that time. */
function caveatOf(caveats: readonly Caveat[], entry: TimelineEntry, action: Caveat['history'][number]['action']): Caveat | undefined {
  return (
    caveats.find((c) => c.history.some((h) => h.action === action && h.at === entry.at)) ??
    caveats.find((c) => c.history.some((h) => h.action === action))
  );
}

/** The status of the caveat a caveat action names, as the API would tell the machine (docs/decisions/016). */
function caveatStatusOf(entry: TimelineEntry): CaveatStatus | undefined {
  switch (entry.event) {
    case 'application.referCaveat':
      return 'LODGED';
    case 'application.removeCaveat':
      return entry.role === 'REGISTRAR_GENERAL' ? 'REFERRED' : 'LODGED';
    case 'application.upholdCaveat':
      return 'REFERRED';
    default:
      return undefined;
  }
}

/**
 * The body of a timeline entry's event, rebuilt from the entry and the application: the timeline keeps the
 * event's type, actor and reason or comment; a correction request's fields, a booking's slot, a celebration's
 * record and a caveat's id are read from the application (its latest ones: an earlier booking's slot is not
 * kept, so a rebooking replays with the booking in force).
 */
function bodyOf(entry: TimelineEntry, application: Application): LifecycleEvent {
  const comment = entry.comment ?? undefined;
  const notice = application.notice ?? null;
  const type = entry.event as LifecycleEvent['type'];
  switch (type) {
    case 'application.submit':
      // A submit that asked the parties (issue 31 §2) replays with one party to ask: the state after it says so.
      return entry.toState.includes('AwaitingParties')
        ? ({ type, declaration: true, partiesToConfirm: 1 } as LifecycleEvent)
        : { type, declaration: true };
    case 'application.resubmit':
      return { type, declaration: true };
    case 'application.confirmParty':
      return { type, declaration: true };
    case 'application.approve':
      return comment ? { type, comment } : { type };
    case 'application.return':
      return { type, comment: comment ?? '' };
    case 'application.requestCorrections':
      return { type, reason: comment ?? '', fields: entry === lastOf(application.timeline, type) ? [...application.correctionFields] : [] };
    case 'application.decline':
      return { type, reason: comment ?? '' };
    case 'application.bookCeremony':
    case 'application.rebookCeremony': {
      const booking = notice?.booking;
      return { type, roomId: booking?.roomId ?? '', date: booking?.date ?? '', time: booking?.time ?? '' };
    }
    case 'application.recordCelebration': {
      const celebration = notice?.celebration;
      return {
        type,
        celebratedOn: celebration?.celebratedOn ?? '',
        roomId: notice?.booking?.roomId ?? '',
        witnesses: celebration?.witnesses.map((w) => ({ name: w.name, nin: w.nin })) ?? [],
        officiant: celebration?.officiant ?? '',
      };
    }
    case 'application.referCaveat':
      return { type, caveatId: caveatOf(notice?.caveats ?? [], entry, 'REFERRED')?.id ?? 'caveat', comment: comment ?? '' };
    case 'application.removeCaveat':
      return { type, caveatId: caveatOf(notice?.caveats ?? [], entry, 'REMOVED')?.id ?? 'caveat', reason: comment ?? '' };
    case 'application.upholdCaveat':
      return { type, caveatId: caveatOf(notice?.caveats ?? [], entry, 'UPHELD')?.id ?? 'caveat', reason: comment ?? '' };
    default:
      return { type } as LifecycleEvent;
  }
}

function lastOf(timeline: readonly TimelineEntry[], type: string): TimelineEntry | undefined {
  return [...timeline].reverse().find((e) => e.event === type);
}

/** How a log names whoever lodged a caveat (never by name: registry staff alone may know it). */
export const OBJECTOR_NAME = 'A member of the public';

/**
 * An application's timeline written down as a log (issue 13 part 4): one step per entry, with the status and
 * state the API recorded after it, so a replay can be compared step by step. The fee is the invoice's (0 when
 * none was issued); the district is the application's.
 * @param application - the application as the API answers it (with its timeline and notice).
 * @param recordedAt - ISO 8601, when it is recorded.
 * @returns the log, `source: 'timeline'`, titled "<reference> (<service>), from its timeline".
 */
export function applicationLogFromTimeline(application: Application, recordedAt: string): ApplicationLog {
  const steps = application.timeline.map((entry): ApplicationLogStep => ({
    event: bodyOf(entry, application),
    actorRole: entry.role,
    isOwner: entry.role === 'APPLICANT' && entry.actorId === application.applicantId,
    // Who lodged a caveat is for registry staff only (docs/decisions/016; issue 30): a log, which anyone may
    // load and share, never names them.
    actorName: entry.role === 'APPLICANT' && entry.actorId !== application.applicantId ? OBJECTOR_NAME : entry.actorName,
    ...(caveatStatusOf(entry) ? { caveatStatus: caveatStatusOf(entry) } : {}),
    at: entry.at,
    status: entry.to,
    state: entry.toState,
  }));
  return {
    format: REPLAY_LOG_FORMAT,
    version: REPLAY_LOG_VERSION,
    title: `${application.reference} (${SERVICE_LABELS[application.serviceType]}), from its timeline`,
    recordedAt,
    machine: 'application',
    source: 'timeline',
    serviceType: application.serviceType,
    feeUgx: application.invoice?.amountUgx ?? 0,
    district: application.district,
    reference: application.reference,
    steps,
    final: { status: application.status, state: JSON.stringify(application.lifecycle.value) },
  };
}

/**
 * A generated journey (src/lifecycle/application.paths.ts) written down as a log: its steps with
 * the status after each, sent by the roles the journey names.
 * @param serviceType - the service whose chain the journey walks.
 * @param feeUgx - the fee it was generated with, whole UGX (0 = free).
 * @param journey - the journey.
 * @param recordedAt - ISO 8601, when it is generated.
 * @param number - its number in its suite, from 1 (for the title).
 * @returns the log, `source: 'generated-journey'`, with no reference.
 */
export function applicationLogOfJourney(
  serviceType: ApplicationLog['serviceType'],
  feeUgx: number,
  journey: LifecyclePath,
  recordedAt: string,
  number: number,
): ApplicationLog {
  return {
    format: REPLAY_LOG_FORMAT,
    version: REPLAY_LOG_VERSION,
    title: `${SERVICE_LABELS[serviceType]}, journey ${number}: ${journey.description}`,
    recordedAt,
    machine: 'application',
    source: 'generated-journey',
    serviceType,
    feeUgx,
    // The journeys' district (PATH_DISTRICT; not imported, which would load @xstate/graph with this module).
    district: 'Kampala',
    reference: null,
    steps: journey.steps.map((step) => ({
      event: step.event,
      actorRole: step.actorRole,
      isOwner: step.isOwner,
      ...(step.caveatStatus ? { caveatStatus: step.caveatStatus } : {}),
      at: step.at,
      status: step.status,
    })),
    final: { status: journey.status, state: JSON.stringify(journey.lifecycle.value) },
  };
}
