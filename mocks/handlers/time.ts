/**
 * The registry's time (issue 30: "every date calculation uses the API's today"): the portal judges deadlines,
 * ages, late fees and a report's default period against the API's day, never the device's (a demo with the mock
 * clock moved, or a device whose clock is wrong, would otherwise read overdue returns as not due).
 *
 * GET /time (public, no sign-in) → `{ now, today }`: `now` the API's instant (ISO 8601), `today` the registry's
 * calendar day (yyyy-mm-dd), the day every rule of the API judges against (the mock's `todayIso`).
 */
import { http } from 'msw';
import { apiTimeSchema } from '#src/domain/schemas/api-time';
import { apiUrl } from '../base-url';
import { nowIso, todayIso } from '../clock';
import { handle, ok } from './shared';

/** Handlers of the registry's time. */
export const timeHandlers = [
  http.get(
    apiUrl('/time'),
    handle(() => ok(apiTimeSchema.parse({ now: nowIso(), today: todayIso() }))),
  ),
];
