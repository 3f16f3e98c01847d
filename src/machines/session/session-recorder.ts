/**
 * Recording a tab's session as a log (issue 13 part 4; docs/decisions/031-replay-logs.md). The mock build
 * records every event the session actor takes, through xstate's inspection API, with the state it reached
 * (./session.replay.ts replays it). A recorded event keeps its shape but not its secrets: passwords and codes
 * become {@link REDACTED}; a JWT keeps its header and claims (the machine reads `exp` and `sid`) and loses its
 * signature, so it can no longer be used.
 *
 * Small and without zod: the mock build loads it with the app, to record from the session's start.
 */
import type { InspectionEvent } from 'xstate';
import { REDACTED, REPLAY_LOG_FORMAT, REPLAY_LOG_VERSION } from '#src/domain/replay-format';
import type { SessionLog, SessionLogStep } from '#src/domain/schemas/replay-log';
import type { SessionSnapshot } from './session.machine';

/** How many events a recording keeps: the latest 500. */
export const SESSION_RECORDING_LIMIT = 500;

/** Keys whose values are secrets wherever they appear in an event. */
const SECRET_KEYS = /password|otp|code|secret|pin$/i;

/** A JWT: three base64url segments. */
const JWT = /^(Bearer\s+)?([A-Za-z0-9_-]+)\.([A-Za-z0-9_-]+)\.([A-Za-z0-9_-]+)$/;

/**
 * A value of an event made safe to keep: secrets replaced, JWTs defanged (header and claims kept, signature
 * replaced), errors written as plain `{ name: 'ApiError', status, code, message, fieldErrors }`.
 * @param value - any value an event carries.
 * @param key - the key it is under, if any.
 * @returns a JSON-safe copy.
 */
export function redactValue(value: unknown, key = ''): unknown {
  if (typeof value === 'string') {
    if (SECRET_KEYS.test(key) && value !== '') return REDACTED;
    const jwt = JWT.exec(value);
    return jwt ? `${jwt[1] ?? ''}${jwt[2]}.${jwt[3]}.${REDACTED}` : value;
  }
  if (value instanceof Error && value.name === 'ApiError' && 'status' in value) {
    const error = value as Error & { status: number; code?: string; fieldErrors?: Record<string, string> };
    return {
      name: 'ApiError',
      status: error.status,
      code: error.code ?? '',
      message: error.message,
      fieldErrors: { ...error.fieldErrors },
    };
  }
  if (value instanceof Error) return { name: value.name, message: value.message };
  if (Array.isArray(value)) return value.map((item) => redactValue(item));
  if (value && typeof value === 'object') {
    return Object.fromEntries(Object.entries(value).map(([k, v]) => [k, redactValue(v, k)]));
  }
  return value ?? null;
}

/** A recorder of one session actor's events. */
export interface SessionRecorder {
  /** The inspection observer to give `createActor(sessionMachine, { inspect })`. */
  observe: (event: InspectionEvent) => void;
  /**
   * The recording as a log.
   * @param recordedAt - ISO 8601, when it is taken.
   * @returns the session log (its latest {@link SESSION_RECORDING_LIMIT} events).
   */
  log: (recordedAt: string) => SessionLog;
  /** How many events it holds. */
  size: () => number;
}

/**
 * Start recording the root session actor's events (each with the state it reached), as inspection tells them.
 * @param options - `now`: the clock stamping each event (ms since the epoch; `Date.now` by default).
 */
export function createSessionRecorder(options: { now?: () => number } = {}): SessionRecorder {
  const now = options.now ?? (() => Date.now());
  const steps: SessionLogStep[] = [];
  let startedSignedIn = false;
  return {
    observe(inspection) {
      if (inspection.type !== '@xstate.snapshot' || inspection.actorRef.sessionId !== inspection.rootId) return;
      const snapshot = inspection.snapshot as SessionSnapshot;
      if (inspection.event.type === 'xstate.init') {
        steps.length = 0;
        startedSignedIn = snapshot.hasTag('signedIn');
      }
      steps.push({
        event: redactValue(inspection.event) as SessionLogStep['event'],
        at: new Date(now()).toISOString(),
        state: JSON.stringify(snapshot.value),
      });
      if (steps.length > SESSION_RECORDING_LIMIT) steps.splice(0, steps.length - SESSION_RECORDING_LIMIT);
    },
    log(recordedAt) {
      const last = steps.at(-1);
      return {
        format: REPLAY_LOG_FORMAT,
        version: REPLAY_LOG_VERSION,
        title: `Session of this tab, ${steps.length} event${steps.length === 1 ? '' : 's'}`,
        recordedAt,
        machine: 'session',
        source: 'session-recording',
        startedSignedIn,
        steps: steps.map((s) => ({ ...s })),
        ...(last?.state ? { final: { state: last.state } } : {}),
      };
    },
    size: () => steps.length,
  };
}

let appRecorder: SessionRecorder | null = null;

/**
 * The recorder of this tab's session actor, made on first use (the mock build's bootstrap gives its
 * `observe` to the app's session actor; the replay page reads its log).
 */
export function appSessionRecorder(): SessionRecorder {
  appRecorder ??= createSessionRecorder();
  return appRecorder;
}
