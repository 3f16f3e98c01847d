import { http as mockHttp, HttpResponse } from 'msw';
import { server } from '#mocks/node';
import { apiUrl } from '#mocks/base-url';
import { ApiError } from './errors';
import { request } from './client';
import { onSlowCalls, REQUEST_TIMEOUT_MS, SLOW_CALL_MS } from './slow-calls';

/** GET /prices answered only when `release` is called, or never. */
function pricesHeldBack(): { release: () => void } {
  let release = () => {};
  server.use(
    mockHttp.get(
      apiUrl('/prices'),
      () =>
        new Promise<Response>((resolve) => {
          release = () => resolve(HttpResponse.json({ data: [] }));
        }),
    ),
  );
  return { release: () => release() };
}

describe('a call the API does not answer (issue 33 item 5)', () => {
  beforeEach(() => vi.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout'] }));
  afterEach(() => vi.useRealTimers());

  it('is said to be slow after SLOW_CALL_MS, and given up after REQUEST_TIMEOUT_MS on the page clock with code TIMEOUT', async () => {
    pricesHeldBack();
    const seen: number[] = [];
    const stop = onSlowCalls((n) => seen.push(n));
    const call = request({ method: 'GET', url: '/prices' }).catch((error: unknown) => error);
    await vi.advanceTimersByTimeAsync(SLOW_CALL_MS);
    expect(seen).toEqual([1]);
    await vi.advanceTimersByTimeAsync(REQUEST_TIMEOUT_MS - SLOW_CALL_MS);
    const error = await call;
    expect(error).toBeInstanceOf(ApiError);
    expect([(error as ApiError).status, (error as ApiError).code, (error as ApiError).message]).toEqual([
      0,
      'TIMEOUT',
      'The registry did not answer within 20 seconds. Check your connection and try again.',
    ]);
    expect(seen).toEqual([1, 0]);
    stop();
  });

  it('is not given up when it answers within its time', async () => {
    const held = pricesHeldBack();
    const call = request<unknown[]>({ method: 'GET', url: '/prices' });
    await vi.advanceTimersByTimeAsync(REQUEST_TIMEOUT_MS - 1);
    held.release();
    await expect(call).resolves.toEqual([]);
    await vi.advanceTimersByTimeAsync(REQUEST_TIMEOUT_MS);
  });

  it('is still cancelled by its caller, which is not a time-out', async () => {
    pricesHeldBack();
    const caller = new AbortController();
    const call = request({ method: 'GET', url: '/prices', signal: caller.signal }).catch((error: unknown) => error);
    caller.abort();
    const error = (await call) as ApiError;
    expect(error.code).not.toBe('TIMEOUT');
  });
});
