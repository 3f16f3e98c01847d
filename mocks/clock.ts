/**
 * The mock API's clock: the real time plus an offset that tests and the mock control call
 * `POST __mock/clock` move forward, so tokens, codes and links expire on demand
 * (docs/decisions/002-api-contract.md "Mock-only"). Every expiry rule of the mock reads this clock,
 * never `Date.now()` directly.
 */

let offsetMs = 0;

/** The mock's current time in milliseconds since the epoch: `Date.now()` plus the offset. */
export function now(): number {
  return Date.now() + offsetMs;
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
 * The mock's calendar day in local time, yyyy-mm-dd: the "today" the notice rules judge against
 * (src/domain/schemas/civil-marriage.ts `civilMarriageNoticeSchema(today)`), the same day the
 * browser's form judges against.
 * @param ms - a time in ms since the epoch; defaults to the mock's now.
 */
export function todayIso(ms: number = now()): string {
  const date = new Date(ms);
  const pad = (n: number) => String(n).padStart(2, '0');
  return `${date.getFullYear()}-${pad(date.getMonth() + 1)}-${pad(date.getDate())}`;
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

/** Put the clock back to the real time (offset 0). */
export function resetClock(): void {
  offsetMs = 0;
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
