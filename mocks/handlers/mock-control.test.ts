/** Public reference data (GET /prices, GET /districts) and the mock control calls (`__mock/`). */
import { describe, expect, it } from 'vitest';
import { priceItemSchema } from '../../src/domain/schemas/prices';
import { districtSchema } from '../../src/domain/schemas/users';
import { readOutbox } from '../control';
import { demoAccount } from '../seed/demo';
import { call, post, registerUntil, NEW_PERSON } from '../test-helpers';

describe('GET /prices and GET /districts (public)', () => {
  it('lists the published fees of DOMAIN.md §4 and marks the others as demo figures', async () => {
    const answer = await call<{ data: unknown[] }>('/prices');
    expect(answer.status).toBe(200);
    const items = answer.body.data.map((item) => priceItemSchema.parse(item));
    const published = items.filter((i) => !i.demo).map((i) => [i.serviceType, i.amountUgx, i.foreignAmountUsd]);
    expect(published).toEqual([
      ['MARRIAGE', 260_000, null],
      ['CUSTOMARY_MARRIAGE', 20_000, null],
      ['CUSTOMARY_MARRIAGE', 40_000, null],
      ['MARRIAGE_RETURNS', 35_000, 35],
      ['SINGLE_STATUS_LETTER', 25_000, null],
    ]);
    expect(items.filter((i) => i.demo).length).toBeGreaterThanOrEqual(8);
  });

  it('lists real districts with their regions, sorted by name', async () => {
    const answer = await call<{ data: unknown[] }>('/districts');
    const districts = answer.body.data.map((d) => districtSchema.parse(d));
    expect(districts.length).toBeGreaterThanOrEqual(40);
    const names = districts.map((d) => d.name);
    expect(names).toEqual([...names].sort((a, b) => a.localeCompare(b)));
    expect(districts).toEqual(
      expect.arrayContaining([
        { id: 'kampala', name: 'Kampala', region: 'Central' },
        { id: 'gulu', name: 'Gulu', region: 'Northern' },
        { id: 'mbarara', name: 'Mbarara', region: 'Western' },
        { id: 'jinja', name: 'Jinja', region: 'Eastern' },
      ]),
    );
    expect(names).not.toContain('Fort Portal');
    expect(new Set(districts.map((d) => d.region))).toEqual(new Set(['Central', 'Eastern', 'Northern', 'Western']));
  });
});

describe('__mock control calls', () => {
  it('reads the outbox newest first, filters it by recipient and clears it', async () => {
    await registerUntil('code');
    const all = await call<{ data: Array<{ channel: string; to: string }> }>('/__mock/outbox');
    expect(all.body.data.map((m) => m.channel)).toEqual(['sms', 'email']);
    const mails = await call<{ data: unknown[] }>(`/__mock/outbox?to=${encodeURIComponent(NEW_PERSON.email.toUpperCase())}`);
    expect(mails.body.data).toHaveLength(1);
    const sms = await call<{ data: unknown[] }>('/__mock/outbox?to=0783111222');
    expect(sms.body.data).toHaveLength(1);
    const cleared = await call<{ data: { deleted: number } }>('/__mock/outbox', { method: 'DELETE' });
    expect(cleared.body.data).toEqual({ deleted: 2 });
    expect(readOutbox()).toEqual([]);
  });

  it('moves the clock and reports it', async () => {
    const before = await call<{ data: { offsetSeconds: number; nowMs: number } }>('/__mock/clock');
    expect(before.body.data.offsetSeconds).toBe(0);
    const moved = await post<{ data: { offsetSeconds: number; nowMs: number } }>('/__mock/clock', { advanceSeconds: 3600 });
    expect(moved.body.data.offsetSeconds).toBe(3600);
    expect(moved.body.data.nowMs - before.body.data.nowMs).toBeGreaterThanOrEqual(3600_000);
    expect((await post('/__mock/clock', { advanceSeconds: 'soon' })).status).toBe(400);
  });

  it('changes and reports the config, and resets everything', async () => {
    const config = await post<{ data: unknown }>('/__mock/config', { accessTokenTtlSeconds: 60, latencyMs: 0 });
    expect(config.body.data).toEqual({ accessTokenTtlSeconds: 60, refreshTokenTtlSeconds: 1800, latencyMs: 0 });
    expect((await post('/__mock/config', { accessTokenTtlSeconds: -1 })).status).toBe(400);
    await post('/__mock/clock', { advanceSeconds: 100 });
    await registerUntil('registered');

    const reset = await post<{ data: unknown }>('/__mock/reset', {});
    expect(reset.body.data).toEqual({ reset: true });
    expect(readOutbox()).toEqual([]);
    expect((await call<{ data: unknown }>('/__mock/config')).body.data).toEqual({
      accessTokenTtlSeconds: 300,
      refreshTokenTtlSeconds: 1800,
      latencyMs: null,
    });
    expect((await call<{ data: { offsetSeconds: number } }>('/__mock/clock')).body.data.offsetSeconds).toBe(0);
    // The registration is gone: the e-mail is free again.
    expect((await post('/users/auth/register', NEW_PERSON)).status).toBe(201);
    expect(demoAccount('amina.nakato@example.ug')).toBeDefined();
  });
});
