/** Public reference data (GET /prices, GET /districts) and the mock control calls (`__mock/`). */
import { describe, expect, it } from 'vitest';
import { priceItemSchema } from '#src/domain/schemas/prices';
import { districtSchema } from '#src/domain/schemas/users';
import { advanceMockClock, readOutbox } from '../control';
import type { Application } from '#src/domain/schemas/applications';
import { demoAccount } from '../seed/demo';
import { todayIso } from '../clock';
import { exampleAnswersFor } from '../replay/api-replay';
import { call, post, put, registerUntil, NEW_PERSON } from '../test-helpers';

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

  it('acts as any account without its password: a new session and its access token', async () => {
    const acted = await post<{ data: { token: string; userId: string; name: string } }>('/__mock/act-as', { userId: 'usr-registrar' });
    expect(acted.status).toBe(200);
    expect(acted.body.data).toMatchObject({
      userId: 'usr-registrar',
      name: 'Grace Akello',
      token: expect.stringMatching(/^Bearer \S+\.\S+\.\S+$/),
    });
    const me = await call<{ data: { email: string } }>('/users/me', { authorization: acted.body.data.token });
    expect(me.status).toBe(200);
    expect(me.body.data.email).toBe('registrar@registry.example.ug');

    const unknown = await post<{ message: string }>('/__mock/act-as', { userId: 'usr-nobody' });
    expect(unknown.status).toBe(404);
    expect(unknown.body.message).toBe('No account usr-nobody in the mock registry.');
    expect((await post('/__mock/act-as', { user: 'usr-registrar' })).status).toBe(400);
    expect((await post('/__mock/act-as', 'not json')).status).toBe(400);
  });

  it('reads a stored application by id or by reference (any case), as its owner reads it', async () => {
    const id = '00000000-0000-4000-8000-000000000001';
    const byId = await call<{ data: Application }>(`/__mock/applications/${id}`);
    expect(byId.status).toBe(200);
    expect(byId.body.data).toMatchObject({ id, serviceType: 'MARRIAGE', status: 'Submitted', applicantId: 'usr-seed-denis-opio' });
    const byReference = await call<{ data: Application }>(`/__mock/applications/${byId.body.data.reference.toLowerCase()}`);
    expect(byReference.body.data).toEqual(byId.body.data);

    const missing = await call<{ message: string }>('/__mock/applications/MR-2026-0000-0000');
    expect(missing.status).toBe(404);
    expect(missing.body.message).toBe('No application MR-2026-0000-0000 in the mock registry.');
  });

  it('applies the due system events before answering: an unpaid invoice expired moves the application back to Draft', async () => {
    const amina = (await post<{ data: { token: string } }>('/__mock/act-as', { userId: 'usr-amina-nakato' })).body.data.token;
    const id = crypto.randomUUID();
    await post('/applications', { id, serviceType: 'PUBLIC_PLACE_LICENSING', data: {} }, amina);
    expect(
      (
        await put(
          `/applications/${id}`,
          { data: exampleAnswersFor('PUBLIC_PLACE_LICENSING', todayIso()), documents: [], baseVersion: 1 },
          amina,
        )
      ).status,
    ).toBe(200);
    const submitted = await post<{ data: Application }>(
      `/applications/${id}/events`,
      { type: 'application.submit', declaration: true },
      amina,
    );
    expect(submitted.body.data.status).toBe('Payment_Confirmation');
    await advanceMockClock(22 * 24 * 3600);
    const read = await call<{ data: Application }>(`/__mock/applications/${id}`);
    expect(read.body.data.status).toBe('Draft');
    expect(read.body.data.timeline.at(-1)).toMatchObject({ event: 'application.invoiceExpired', role: 'SYSTEM' });
  });
});
