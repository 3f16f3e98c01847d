/** The registry's today as this device knows it (issue 33), without asking the API. */
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { forgetServerState, queryClient } from '../shared/query-client';
import { API_TIME_KEY, apiTimeQuery, KNOWN_API_TIME_MS, knownApiToday } from './time';

const HOUR_MS = 60 * 60 * 1000;

function keep(now: string, today: string, receivedAt: number): void {
  localStorage.setItem(API_TIME_KEY, JSON.stringify({ now, today, receivedAt }));
}

beforeEach(() => {
  vi.useFakeTimers({ toFake: ['Date'] });
  forgetServerState();
  localStorage.clear();
});

afterEach(() => {
  vi.useRealTimers();
  forgetServerState();
  localStorage.clear();
});

describe('knownApiToday', () => {
  it('is unknown until the API has answered once on this device', () => {
    expect(knownApiToday()).toBeNull();
  });

  it('keeps the API’s answer on the device and moves its instant on by the time since, in the registry’s time zone', async () => {
    // The device's clock says 2026-11-29 09:00 UTC; the API's (a moved mock clock) is 20 days ahead, 20:00 in Kampala.
    vi.setSystemTime(new Date('2026-11-29T09:00:00Z'));
    await queryClient.fetchQuery(apiTimeQuery);
    const kept = JSON.parse(localStorage.getItem(API_TIME_KEY) ?? 'null') as { today: string; receivedAt: number };
    expect(kept.receivedAt).toBe(Date.parse('2026-11-29T09:00:00Z'));

    forgetServerState();
    keep('2026-12-19T17:00:00.000Z', '2026-12-19', Date.parse('2026-11-29T09:00:00Z'));
    vi.setSystemTime(new Date('2026-11-29T11:59:00Z'));
    expect(knownApiToday()).toBe('2026-12-19');
    // Four hours later it is past midnight in Kampala (UTC+3) on the API's clock.
    vi.setSystemTime(new Date('2026-11-29T13:00:00Z'));
    expect(knownApiToday()).toBe('2026-12-20');
  });

  it('asks the API again when the answer is too old, the device’s clock went back, or the API keeps another zone’s day', () => {
    const at = Date.parse('2026-11-29T09:00:00Z');
    keep('2026-11-29T09:00:00.000Z', '2026-11-29', at);
    vi.setSystemTime(at + KNOWN_API_TIME_MS + 1);
    expect(knownApiToday()).toBeNull();
    vi.setSystemTime(at - HOUR_MS);
    expect(knownApiToday()).toBeNull();
    // 22:30 UTC is already the 30th in Kampala: an API answering the 29th keeps another day than Kampala's.
    keep('2026-11-29T22:30:00.000Z', '2026-11-29', at);
    vi.setSystemTime(at + HOUR_MS);
    expect(knownApiToday()).toBeNull();
  });

  it('takes the answer in the query cache while it is fresh', async () => {
    vi.setSystemTime(new Date('2026-11-29T09:00:00Z'));
    const answer = await queryClient.fetchQuery(apiTimeQuery);
    localStorage.clear();
    expect(knownApiToday()).toBe(answer.today);
  });
});
