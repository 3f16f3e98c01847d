/**
 * The day a running form judges its answers by, for the parts of a form definition that are plain functions of
 * the answers (a field's hint, whether a field shows: `Dynamic`, `showWhen`) and so cannot be handed the day
 * (issue 30: every date calculation uses the API's today, never the device's). The wizard sets it from the day it
 * was given (the API's, GET /time) when it starts; until then, and outside a form, it is the device's day.
 */

import { deviceToday } from '#src/domain/dates';

let current: string | null = null;

/**
 * Set the day the running form judges by.
 * @param day - yyyy-mm-dd (the API's today), or null to forget it.
 */
export function setFormToday(day: string | null): void {
  current = day;
}

/** The day the running form judges by, yyyy-mm-dd: the wizard's (the API's), else the device's. */
export function formToday(): string {
  return current ?? deviceToday();
}
