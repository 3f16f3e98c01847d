import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { onSlowCalls, SLOW_CALL_MS, watchCall } from './slow-calls';

describe('slow calls', () => {
  beforeEach(() => vi.useFakeTimers());
  afterEach(() => vi.useRealTimers());

  it('counts a call as slow after SLOW_CALL_MS, and no longer once it answers', () => {
    const seen: number[] = [];
    const stop = onSlowCalls((n) => seen.push(n));
    const quick = watchCall();
    vi.advanceTimersByTime(SLOW_CALL_MS - 1);
    quick();
    const slow = watchCall();
    vi.advanceTimersByTime(SLOW_CALL_MS);
    expect(seen).toEqual([1]);
    slow();
    slow();
    expect(seen).toEqual([1, 0]);
    stop();
  });
});

describe('the time-out', () => {
  it('is said in seconds in the message a timed-out call reads', async () => {
    const { REQUEST_TIMEOUT_MS } = await import('./slow-calls');
    const { SLOW_MESSAGES } = await import('#src/domain/notifications');
    expect(SLOW_MESSAGES.timeout).toContain(`within ${REQUEST_TIMEOUT_MS / 1000} seconds`);
  });
});

describe('a call given up after its time', () => {
  it('fails with code TIMEOUT and says so, and still counts as no answer (status 0)', async () => {
    const { toApiError } = await import('./errors');
    const error = toApiError({ isAxiosError: true, code: 'ECONNABORTED', message: 'timeout of 20000ms exceeded' });
    expect([error.status, error.code, error.isNetwork]).toEqual([0, 'TIMEOUT', true]);
    expect(error.message).toBe('The registry did not answer within 20 seconds. Check your connection and try again.');
    expect(toApiError({ isAxiosError: true, code: 'ERR_NETWORK', message: 'Network Error' }).code).toBe('NETWORK');
  });
});
