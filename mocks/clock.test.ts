/** The mock clock: frozen for tests that reason about expiry, following the real time otherwise. */
import { afterEach, describe, expect, it, vi } from 'vitest';
import { advance, freezeClock, isClockFrozen, now, nowSeconds, resetClock, todayIso, unfreezeClock } from './clock';

const FROZEN_MS = Date.UTC(2026, 0, 15, 9, 0, 0);

afterEach(() => {
  vi.useRealTimers();
});

describe('the mock clock', () => {
  it('frozen, moves only when advanced, whatever the real time does', () => {
    vi.useFakeTimers({ now: FROZEN_MS + 123_456 });
    freezeClock(FROZEN_MS);
    expect(now()).toBe(FROZEN_MS);
    vi.advanceTimersByTime(10 * 60_000); // ten real minutes pass on a loaded machine
    expect(now()).toBe(FROZEN_MS);
    advance(300);
    expect(nowSeconds()).toBe(FROZEN_MS / 1000 + 300);
  });

  it('follows the real time again when unfrozen or reset, keeping or clearing the offset', () => {
    vi.useFakeTimers({ now: FROZEN_MS });
    freezeClock(0);
    advance(60);
    unfreezeClock();
    expect(isClockFrozen()).toBe(false);
    expect(now()).toBe(FROZEN_MS + 60_000);
    freezeClock();
    resetClock();
    expect(isClockFrozen()).toBe(false);
    expect(now()).toBe(FROZEN_MS);
  });

  it('refuses a time that is not a number', () => {
    expect(() => freezeClock(Number.NaN)).toThrow(RangeError);
  });

  it("answers the registry's day (Kampala, UTC+3), not the machine's, late in a UTC evening", () => {
    // 22:30 UTC on 29 November is 01:30 on 30 November in Kampala: the standalone mock API's server keeps UTC.
    freezeClock(Date.UTC(2026, 10, 29, 22, 30));
    expect(todayIso()).toBe('2026-11-30');
    expect(todayIso(Date.UTC(2026, 10, 29, 20, 59))).toBe('2026-11-29');
    resetClock();
  });
});
