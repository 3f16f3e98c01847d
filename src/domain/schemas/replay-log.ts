/**
 * Replay logs: the events an application went through, or a session's events, written down so that a tester
 * can download them, load them again and replay them step by step (issue 13 part 4;
 * docs/decisions/031-replay-logs.md).
 *
 * A log is JSON. It names its format and version, the machine it replays on, where it came from, and its
 * steps in order; each step may carry the state the recording saw after it, which a replay compares with its
 * own. A suite bundles the generated journeys of one service.
 *
 * Logs hold no secrets: session logs have their tokens, passwords and codes replaced by
 * {@link REDACTED} when recorded (src/machines/session/session.replay.ts).
 */
import { z } from 'zod';
import { msg } from '@lingui/core/macro';
import { says } from '../words';
import { APPLICATION_STATUSES } from '../statuses';
import { SERVICE_TYPES } from '../services/service-types';
import { ACTOR_ROLES, APPLICATION_EVENT_TYPES, NOTICE_EVENT_TYPES } from './applications';
import { CAVEAT_STATUSES } from './notice';

import { REPLAY_LOG_FORMAT, REPLAY_LOG_VERSION } from '../replay-format';

export { REDACTED, REPLAY_LOG_FORMAT, REPLAY_LOG_VERSION } from '../replay-format';

/** Every event type of the application lifecycle: the callers' review and notice events, and the system's and objectors'. */
export const LIFECYCLE_EVENT_TYPES = [
  ...APPLICATION_EVENT_TYPES,
  ...NOTICE_EVENT_TYPES,
  'application.paymentConfirmed',
  'application.invoiceExpired',
  'application.lodgeCaveat',
  'application.lapse',
  'application.confirmParty',
  'application.partyNotMe',
  'application.partyDisagrees',
  'application.partiesLapsed',
] as const;

/** Where an application log came from: an application's timeline, a generated journey, or a jump's path. */
export const APPLICATION_LOG_SOURCES = ['timeline', 'generated-journey'] as const;

/**
 * One step of an application log.
 * - `event`: the event's body as the API takes it (`applicationEventSchema`), or a system's or objector's bare event.
 * - `actorRole`, `isOwner`: who sent it (the owner as APPLICANT; APPLICANT and not the owner: an objector's caveat).
 * - `actorName`: the name the timeline recorded, for people reading the log; never used to replay.
 * - `caveatStatus`: for caveat actions, the status of the caveat it names (who may act depends on it).
 * - `at`: ISO 8601, when it was sent.
 * - `status`, `state`: what the recording saw after it: the display status (SPEC.md §4) and the machine's
 *   state value as JSON (the timeline's `toState`); absent when not known.
 */
export const applicationLogStepSchema = z.object({
  event: z.looseObject({ type: z.enum(LIFECYCLE_EVENT_TYPES, says(msg`An event of the application lifecycle`)) }),
  actorRole: z.enum(ACTOR_ROLES),
  isOwner: z.boolean(),
  actorName: z.string().optional(),
  caveatStatus: z.enum(CAVEAT_STATUSES).optional(),
  at: z.iso.datetime({ offset: true, error: 'An ISO 8601 time' }),
  status: z.enum(APPLICATION_STATUSES).optional(),
  state: z.string().optional(),
});
/** One step of an application log. */
export type ApplicationLogStep = z.infer<typeof applicationLogStepSchema>;

const header = {
  format: z.literal(REPLAY_LOG_FORMAT, says(msg`This is not a replay log of the Marriage Registry Portal`)),
  version: z.literal(REPLAY_LOG_VERSION, says(msg`This portal reads replay logs of version ${REPLAY_LOG_VERSION}`)),
  /** A line that says what the log is, e.g. "MR-2026-7KQ4-9XH3 (Civil marriage notice), from its timeline". */
  title: z.string().min(1),
  /** ISO 8601: when it was recorded or generated. */
  recordedAt: z.iso.datetime({ offset: true }),
};

/**
 * An application log: the service (which picks the review chain and the notice stage), the fee in whole UGX
 * (0 = free, no Payment_Confirmation), the district it is decided in, the reference it was recorded from
 * (null for a generated journey), its steps, and where it ended (`final`, when known).
 */
export const applicationLogSchema = z.object({
  ...header,
  machine: z.literal('application'),
  source: z.enum(APPLICATION_LOG_SOURCES),
  serviceType: z.enum(SERVICE_TYPES),
  feeUgx: z.number().int().nonnegative(),
  district: z.string().nullable(),
  reference: z.string().nullable(),
  steps: z.array(applicationLogStepSchema),
  final: z.object({ status: z.enum(APPLICATION_STATUSES), state: z.string() }).optional(),
});
/** An application log. */
export type ApplicationLog = z.infer<typeof applicationLogSchema>;

/**
 * One step of a session log: the event the session actor received (its secrets redacted), when (ISO 8601),
 * and the state value it was in after it, as JSON.
 */
export const sessionLogStepSchema = z.object({
  event: z.looseObject({ type: z.string().min(1) }),
  at: z.iso.datetime({ offset: true }),
  state: z.string().optional(),
});
/** One step of a session log. */
export type SessionLogStep = z.infer<typeof sessionLogStepSchema>;

/** A session log: the session machine's input when the tab started (secrets redacted) and its events since. */
export const sessionLogSchema = z.object({
  ...header,
  machine: z.literal('session'),
  source: z.literal('session-recording'),
  /** Whether the tab started with a stored session (the input's profile and tokens are never kept). */
  startedSignedIn: z.boolean(),
  steps: z.array(sessionLogStepSchema),
  final: z.object({ state: z.string() }).optional(),
});
/** A session log. */
export type SessionLog = z.infer<typeof sessionLogSchema>;

/** A replay log of either machine. */
export const replayLogSchema = z.discriminatedUnion('machine', [applicationLogSchema, sessionLogSchema]);
/** A replay log. */
export type ReplayLog = z.infer<typeof replayLogSchema>;

/** A suite: the generated journeys of one service's chain, each an application log (issue 13 part 4). */
export const replaySuiteSchema = z.object({
  ...header,
  machine: z.literal('suite'),
  logs: z.array(applicationLogSchema).min(1),
});
/** A suite of application logs. */
export type ReplaySuite = z.infer<typeof replaySuiteSchema>;

/** What a file may hold: one log, or a suite. */
export const replayFileSchema = z.discriminatedUnion('machine', [applicationLogSchema, sessionLogSchema, replaySuiteSchema]);
/** A log or a suite. */
export type ReplayFile = z.infer<typeof replayFileSchema>;

/**
 * Read a file's text as a log or a suite.
 * @param text - the file's content.
 * @returns the log or suite; or a message for people: not JSON, another format or version, or the first
 *   field that is wrong, with its path (e.g. "steps.2.at: An ISO 8601 time").
 */
export function parseReplayFile(text: string): { ok: true; file: ReplayFile } | { ok: false; message: string } {
  let json: unknown;
  try {
    json = JSON.parse(text);
  } catch {
    return { ok: false, message: 'This file is not JSON: choose a replay log downloaded from this page.' };
  }
  const head = z.object({ format: header.format, version: header.version }).safeParse(json);
  if (!head.success) return { ok: false, message: `${head.error.issues[0]?.message ?? 'Not a replay log'}.` };
  const parsed = replayFileSchema.safeParse(json);
  if (parsed.success) return { ok: true, file: parsed.data };
  const issue = parsed.error.issues[0];
  const where = issue?.path.length ? `${issue.path.join('.')}: ` : '';
  return { ok: false, message: `This replay log cannot be read. ${where}${issue?.message ?? 'Unknown error'}.` };
}

/**
 * The name a log or suite is downloaded under: "replay-" and a slug of its title, ".json".
 * @param file - the log or suite.
 */
export function replayFileName(file: ReplayFile): string {
  const slug = file.title
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, '-')
    .replace(/^-+|-+$/g, '')
    .slice(0, 80);
  return `replay-${slug || file.machine}.json`;
}
