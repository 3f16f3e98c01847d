import { describe, expect, it } from 'vitest';

describe('reads after a time-out', () => {
  it('are not retried by themselves: the page says so with its Try again', async () => {
    const { retryRead } = await import('./query-client');
    const { ApiError } = await import('#src/api/errors');
    expect(retryRead(0, new ApiError(0, 'TIMEOUT', 'x'))).toBe(false);
    expect(retryRead(0, new ApiError(0, 'NETWORK', 'x'))).toBe(true);
    expect(retryRead(1, new ApiError(500, 'HTTP_500', 'x'))).toBe(false);
  });
});
