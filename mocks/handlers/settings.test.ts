/**
 * The generic settings handler (mocks/handlers/settings.ts) over its two resources: only the administrator
 * calls it; a new marriage room is offered to couples at once; a deactivated one is not, and is kept; a fee
 * change applies to applications submitted after it and never to an issued invoice; every change is
 * audited with who, when and old → new.
 */
import { beforeEach, describe, expect, it } from 'vitest';
import type { MarriageRoom } from '#src/domain/schemas/marriage-rooms';
import type { SettingsChange, SettingsItem } from '#src/domain/settings/settings-resources';
import { civilMarriageNotice } from '../seed/civil-marriage-fixture';
import { confirmParties, call, post, put, tokenCache, type ErrorAnswer } from '../test-helpers';

const tokens = tokenCache();
const ADMIN = 'admin@registry.example.ug';
const AMINA = 'amina.nakato@example.ug';

const ROOM = {
  name: 'Marriage Room 4, City Hall',
  district: 'Kampala',
  address: 'City Hall, Kampala Road',
  capacity: '40',
  openingTime: '10:00',
  closingTime: '15:00',
  slotMinutes: '60',
  weekdays: ['2', '4'],
};

async function get<T>(path: string, email: string) {
  return call<{ data: T } & ErrorAnswer>(path, { authorization: await tokens.token(email) });
}

beforeEach(() => tokens.forget());

describe('the settings calls', () => {
  it('answer the administrator only', async () => {
    for (const email of ['registrar@registry.example.ug', 'finance@registry.example.ug', AMINA]) {
      expect((await get('/settings/marriage-rooms', email)).status).toBe(403);
      expect((await post('/settings/marriage-rooms', ROOM, await tokens.token(email))).status).toBe(403);
    }
    expect((await get('/settings/no-such-page', ADMIN)).status).toBe(404);
  });

  it('let the finance office keep the price list (the service costs) as well', async () => {
    expect((await get('/settings/service-costs', 'finance@registry.example.ug')).status).toBe(200);
    expect((await get('/settings/service-costs', 'registrar@registry.example.ug')).status).toBe(403);
  });

  it('validate an item by its resource’s rules, at the fields', async () => {
    const admin = await tokens.token(ADMIN);
    const bad = await post<ErrorAnswer>(
      '/settings/marriage-rooms',
      { ...ROOM, closingTime: '09:30', capacity: 'forty', weekdays: [], district: 'Kampala' },
      admin,
    );
    expect(bad.status).toBe(400);
    expect(bad.body.errors).toEqual({
      capacity: 'The number of seats must be a whole number, like 1',
      weekdays: 'Choose the days the room holds ceremonies',
    });
    const shut = await post<ErrorAnswer>('/settings/marriage-rooms', { ...ROOM, closingTime: '09:30' }, admin);
    expect(shut.body.errors).toEqual({ closingTime: 'The closing time must be after the opening time' });
    const nowhere = await post<ErrorAnswer>('/settings/marriage-rooms', { ...ROOM, district: 'Atlantis' }, admin);
    expect(nowhere.body.errors).toEqual({ district: expect.any(String) });
  });
});

describe('marriage rooms', () => {
  it('offers a new room to couples at once; a deactivated room is kept but no longer offered', async () => {
    const admin = await tokens.token(ADMIN);
    const made = await post<{ data: SettingsItem }>('/settings/marriage-rooms', ROOM, admin);
    expect(made.status).toBe(201);
    expect(made.body.data).toMatchObject({ name: ROOM.name, capacity: 40, slotMinutes: 60, weekdays: [2, 4], active: true });
    const id = made.body.data.id;
    const offered = await get<MarriageRoom[]>('/marriage-rooms?district=Kampala', AMINA);
    expect(offered.body.data.map((r) => r.name)).toContain(ROOM.name);

    expect((await post(`/settings/marriage-rooms/${id}/deactivate`, {}, admin)).status).toBe(200);
    expect((await get<MarriageRoom[]>('/marriage-rooms?district=Kampala', AMINA)).body.data.map((r) => r.name)).not.toContain(ROOM.name);
    expect((await get<SettingsItem[]>('/settings/marriage-rooms', ADMIN)).body.data.map((r) => r.id)).not.toContain(id);
    const all = await get<SettingsItem[]>('/settings/marriage-rooms?includeInactive=true', ADMIN);
    expect(all.body.data.find((r) => r.id === id)).toMatchObject({ active: false });

    const history = await get<SettingsChange[]>(`/settings/marriage-rooms/changes?itemId=${id}`, ADMIN);
    expect(history.body.data.map((c) => [c.field, c.oldValue, c.newValue, c.changedByName])).toEqual([
      ['Active', 'Yes', 'No', 'Sarah Atim'],
      ['Made', '(none)', ROOM.name, 'Sarah Atim'],
    ]);
  });
});

describe('service costs', () => {
  it('applies a new fee to applications submitted after it, never to an issued invoice, and audits it', async () => {
    const amina = await tokens.token(AMINA);
    const admin = await tokens.token(ADMIN);
    const today = new Date().toLocaleDateString('en-CA', { timeZone: 'Africa/Kampala' });
    const submit = async () => {
      const id = crypto.randomUUID();
      expect((await post('/applications', { id, serviceType: 'MARRIAGE', data: civilMarriageNotice({ today }) }, amina)).status).toBe(201);
      const answer = await post<{ data: { invoice: { amountUgx: number } | null } }>(
        `/applications/${id}/events`,
        { type: 'application.submit', declaration: true },
        amina,
      );
      expect(answer.status).toBe(200);
      // The parties it names confirm it (issue 31 §2): the invoice is issued then.
      return { id, amount: (await confirmParties(id, amina)).invoice?.amountUgx };
    };
    const before = await submit();
    expect(before.amount).toBe(260_000);

    const changed = await put<{ data: SettingsItem }>(
      '/settings/service-costs/civil-marriage',
      { item: 'Civil marriage: notice, certificate and registration', amountUgx: '280,000', note: null },
      admin,
    );
    expect(changed.status).toBe(200);
    expect(changed.body.data).toMatchObject({ amountUgx: 280_000, note: null, demo: false });

    expect((await submit()).amount).toBe(280_000);
    const kept = await call<{ data: { invoice: { amountUgx: number } } }>(`/applications/${before.id}`, { authorization: amina });
    expect(kept.body.data.invoice.amountUgx).toBe(260_000);
    const prices = await call<{ data: Array<{ id: string; amountUgx: number }> }>('/prices');
    expect(prices.body.data.find((p) => p.id === 'civil-marriage')?.amountUgx).toBe(280_000);

    const history = await get<SettingsChange[]>('/settings/service-costs/changes?itemId=civil-marriage', ADMIN);
    expect(history.body.data.map((c) => [c.field, c.oldValue, c.newValue])).toEqual([['Fee in UGX', '260000', '280000']]);
    expect((await post('/settings/service-costs', { item: 'x', amountUgx: '1', note: '' }, admin)).status).toBe(405);
    expect((await post('/settings/service-costs/civil-marriage/deactivate', {}, admin)).status).toBe(405);
  });
});

describe('tax heads and service tax heads', () => {
  it('a new tax head given to a price list item takes the item’s revenue in the marriage report; an inactive one cannot be chosen', async () => {
    const admin = await tokens.token(ADMIN);
    const made = await post<{ data: SettingsItem } & ErrorAnswer>(
      '/settings/tax-heads',
      { code: '142299', name: 'Civil marriage fees' },
      admin,
    );
    expect(made.status).toBe(201);
    const twice = await post<ErrorAnswer>('/settings/tax-heads', { code: '142299', name: 'Again' }, admin);
    expect(twice.body.errors).toEqual({ code: 'A tax head has this code already' });

    const moved = await put<{ data: SettingsItem }>('/settings/service-tax-heads/civil-marriage', { taxHead: '142299' }, admin);
    expect(moved.status).toBe(200);
    expect(moved.body.data.taxHeadName).toBe('142299 Civil marriage fees');
    const report = await get<{ revenueByTaxHead: Array<{ taxHead: string; amountUgx: number }> }>(
      '/backoffice/reports/marriage?from=2000-01-01&to=2099-12-31',
      ADMIN,
    );
    expect(report.body.data.revenueByTaxHead.find((r) => r.taxHead === '142299 Civil marriage fees')?.amountUgx).toBeGreaterThan(0);

    expect((await post(`/settings/tax-heads/${made.body.data.id}/deactivate`, {}, admin)).status).toBe(200);
    const inactive = await put<ErrorAnswer>('/settings/service-tax-heads/record-search', { taxHead: '142299' }, admin);
    expect(inactive.status).toBe(400);
    expect(inactive.body.errors).toEqual({ taxHead: 'Choose an active tax head' });
  });
});
