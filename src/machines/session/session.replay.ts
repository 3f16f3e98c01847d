/**
 * Replaying a recorded session log (./session-recorder.ts) on the session machine (issue 13 part 4;
 * docs/decisions/031-replay-logs.md). A replay runs the events through xstate's pure `transition`: the
 * machine's invoked calls, timers, storage and messages are not run, only its decisions.
 */
import { initialTransition, transition } from 'xstate';
import { ApiError } from '#src/api/errors';
import type { Profile } from '#src/domain/schemas/users';
import { REDACTED } from '#src/domain/replay-format';
import type { SessionLog } from '#src/domain/schemas/replay-log';
import { sessionMachine } from './session.machine';

/** A recorded value made live again for the machine: plain `ApiError` objects become ApiErrors. */
function reviveValue(value: unknown): unknown {
  if (Array.isArray(value)) return value.map(reviveValue);
  if (value && typeof value === 'object') {
    const record = value as Record<string, unknown>;
    if (record.name === 'ApiError' && typeof record.status === 'number') {
      return new ApiError(
        record.status,
        typeof record.code === 'string' ? record.code : '',
        typeof record.message === 'string' ? record.message : '',
        (record.fieldErrors as Record<string, string>) ?? {},
      );
    }
    return Object.fromEntries(Object.entries(record).map(([k, v]) => [k, reviveValue(v)]));
  }
  return value;
}

/** The outcome of one step of a session replay. */
export interface SessionStepOutcome {
  /** The step's index in the log, from 0. */
  index: number;
  /** The state value the machine reached, as JSON. */
  state: string;
  /** Whether it equals the state the recording saw; null when it recorded none. */
  matches: boolean | null;
  /** False when the machine took no transition on this event (it stayed where it was). */
  moved: boolean;
}

/** The profile a replay starts a restored session with: the recording keeps none (it is personal data). */
const REPLAY_PROFILE = { id: 'replay', accountType: 'INDIVIDUAL', role: null } as unknown as Profile;

/**
 * Replay a session log on the session machine, purely (xstate `transition`): nothing is called, stored,
 * broadcast or scheduled. Each step is decided at its recorded time (the guards that read the clock, such as
 * the refresh token's expiry, see `Date.now()` as the step's `at` while it is decided). The log's first event,
 * the actor's start (`xstate.init`), is the start state, not a step.
 * @param log - the session log.
 * @returns the start state (JSON) and each later step's outcome.
 */
export function replaySessionLog(log: SessionLog): { start: string; outcomes: SessionStepOutcome[] } {
  const input = log.startedSignedIn ? { profile: REPLAY_PROFILE, token: REDACTED, refreshToken: REDACTED } : {};
  let [snapshot] = initialTransition(sessionMachine, input);
  const start = JSON.stringify(snapshot.value);
  const outcomes: SessionStepOutcome[] = [];
  const realNow = Date.now;
  for (const [index, step] of log.steps.entries()) {
    if (step.event.type === 'xstate.init') continue;
    const before = JSON.stringify(snapshot.value);
    Date.now = () => Date.parse(step.at);
    try {
      [snapshot] = transition(sessionMachine, snapshot, reviveValue(step.event) as Parameters<typeof transition<typeof sessionMachine>>[2]);
    } finally {
      Date.now = realNow;
    }
    const state = JSON.stringify(snapshot.value);
    outcomes.push({ index, state, matches: step.state === undefined ? null : step.state === state, moved: state !== before });
  }
  return { start, outcomes };
}
