/** GET /time (issue 30): the API's instant and the registry's day, following the mock's clock, for anyone. */
import { describe, expect, it } from 'vitest';
import { advance, freezeClock } from '../clock';
import { call } from '../test-helpers';

describe('GET /time', () => {
  it('answers the API’s now and today without sign-in, and moves with the mock clock', async () => {
    freezeClock(new Date(2026, 10, 21, 10, 0).getTime());
    const first = await call<{ data: { now: string; today: string } }>('/time');
    expect(first.status).toBe(200);
    expect(first.body.data).toEqual({ now: new Date(2026, 10, 21, 10, 0).toISOString(), today: '2026-11-21' });
    advance(24 * 24 * 60 * 60);
    expect((await call<{ data: { today: string } }>('/time')).body.data.today).toBe('2026-12-15');
  });
});
