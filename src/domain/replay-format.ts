/**
 * The constants of the replay log format (src/domain/schemas/replay-log.ts; docs/decisions/031-replay-logs.md),
 * kept apart from its zod schema so that the session recorder, which the mock build starts with the app, does
 * not load zod at start-up.
 */

/** The `format` every log and suite names. */
export const REPLAY_LOG_FORMAT = 'marriage-registry-replay-log';

/** The version of the format this portal writes and reads. */
export const REPLAY_LOG_VERSION = 1;

/** What stands in a recorded session log for a token, password or code. */
export const REDACTED = '[redacted]';
