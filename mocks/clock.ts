/**
 * The mock API's clock: the real time plus an offset that tests and the mock control call
 * `POST __mock/clock` move forward, so tokens, codes and links expire on demand
 * (docs/decisions/002-api-contract.md "Mock-only"). Every expiry rule of the mock reads this clock,
 * never `Date.now()` directly.
 *
 * Unit tests that reason about expiry freeze it ({@link freezeClock}): a frozen clock moves only when
 * the test moves it, so real seconds spent on a loaded machine never count. The browser never
 * freezes it: there it keeps following the real time (or Playwright's page clock).
 */

import { registryDayOf } from '#src/domain/dates';

let offsetMs = 0;
/** The frozen base time in ms since the epoch, or null while the clock follows `Date.now()`. */
let frozenAtMs: number | null = null;

/**
 * The mock's current time in milliseconds since the epoch: `Date.now()` (or the frozen time, see
 * {@link freezeClock}) plus the offset.
 */
export function now(): number {
  return (frozenAtMs ?? Date.now()) + offsetMs;
}

/**
 * Freeze the clock for a test: from now on {@link now} answers `ms` plus the offset, and only
 * {@link advance} (or `POST __mock/clock`) moves it. The offset is kept. Undone by
 * {@link unfreezeClock} and by {@link resetClock} (which the test set-up calls before each test).
 * @param ms - the frozen time in ms since the epoch; defaults to the real time at the call.
 * @returns the frozen time, in ms since the epoch.
 * @throws RangeError when `ms` is not a finite number.
 */
export function freezeClock(ms: number = Date.now()): number {
  if (!Number.isFinite(ms)) throw new RangeError('freezeClock(ms): ms must be a finite number');
  frozenAtMs = ms;
  return ms;
}

/** Let the clock follow the real time again (the offset is kept). */
export function unfreezeClock(): void {
  frozenAtMs = null;
}

/** True while the clock is frozen ({@link freezeClock}). */
export function isClockFrozen(): boolean {
  return frozenAtMs !== null;
}

/** The mock's current time in whole seconds since the epoch (the unit of JWT `iat` / `exp`). */
export function nowSeconds(): number {
  return Math.floor(now() / 1000);
}

/** The mock's current time as an ISO 8601 timestamp, e.g. "2026-11-21T10:00:00.000Z". */
export function nowIso(): string {
  return new Date(now()).toISOString();
}

/**
 * The mock's calendar day, yyyy-mm-dd: the registry's day (Africa/Kampala, `registryDayOf`) of the mock's now,
 * whatever the time zone of the machine it runs on (the standalone mock API's server keeps UTC; a browser keeps its
 * person's). It is the "today" GET /time answers, the one the notice rules judge against
 * (src/domain/services/civil-marriage/civil-marriage.schema.ts `civilMarriageNoticeSchema(today)`), and the browser's
 * form judges against the same day.
 * @param ms - a time in ms since the epoch; defaults to the mock's now.
 */
export function todayIso(ms: number = now()): string {
  return registryDayOf(ms);
}

/**
 * Move the mock's clock.
 * @param seconds - how far to move it, in seconds (negative moves it back).
 * @returns the new offset from the real time, in milliseconds.
 * @throws RangeError when `seconds` is not a finite number.
 */
export function advance(seconds: number): number {
  if (!Number.isFinite(seconds)) throw new RangeError('advance(seconds): seconds must be a finite number');
  offsetMs += Math.round(seconds * 1000);
  return offsetMs;
}

/** The clock's offset from the real time, in milliseconds. */
export function clockOffsetMs(): number {
  return offsetMs;
}

/**
 * Set the clock's offset (used when persisted settings are hydrated in the browser).
 * @param ms - the offset from the real time, in milliseconds.
 */
export function setClockOffsetMs(ms: number): void {
  offsetMs = Number.isFinite(ms) ? ms : 0;
}

/** Put the clock back to the real time: offset 0, not frozen. */
export function resetClock(): void {
  offsetMs = 0;
  frozenAtMs = null;
}

/** What `GET __mock/clock` answers. */
export interface ClockState {
  /** The mock's time, ISO 8601. */
  now: string;
  /** The mock's time in milliseconds since the epoch. */
  nowMs: number;
  /** How far the mock's clock is ahead of the real time, in seconds. */
  offsetSeconds: number;
}

/** The clock's state as the mock control calls report it. */
export function clockState(): ClockState {
  const ms = now();
  return { now: new Date(ms).toISOString(), nowMs: ms, offsetSeconds: offsetMs / 1000 };
}
