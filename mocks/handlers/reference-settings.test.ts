/**
 * The settings that keep the registry's reference lists and rules (issue 11; mocks/handlers/settings.ts,
 * reference-lists.ts): each change takes effect where the list or rule is used — the countries of the
 * marital status letter, the denominations and dioceses of the public place licence, the billed services'
 * fees, and the marriage settings (the dashboard's warning, the search report's length, a PRN's life) —
 * while the law's settings cannot be changed.
 */
import { beforeEach, describe, expect, it } from 'vitest';
import type { ReferenceItem } from '#src/domain/schemas/reference-lists';
import type { SettingsItem } from '#src/domain/settings/settings-resources';
import { db } from '../db';
import { feeOf, issueInvoice } from '../lifecycle';
import { marriageSetting } from '../marriage-settings';
import { COUNTRY_NOT_LISTED, maritalStatusLetterEffect } from '#mocks/services/marital-status-letter/marital-status-letter.mock';
import {
  DENOMINATION_NOT_LICENSED,
  DIOCESE_NOT_LISTED,
  publicPlaceLicenceEffect,
} from '#mocks/services/public-place-licence/public-place-licence.mock';
import { call, post, put, tokenCache, type ErrorAnswer } from '../test-helpers';

const tokens = tokenCache();
const ADMIN = 'admin@registry.example.ug';

beforeEach(() => tokens.forget());

async function get<T>(path: string, email = ADMIN) {
  return call<{ data: T } & ErrorAnswer>(path, { authorization: await tokens.token(email) });
}
async function send<T = SettingsItem>(method: 'post' | 'put', path: string, body: unknown) {
  return (method === 'post' ? post : put)<{ data: T } & ErrorAnswer>(path, body, await tokens.token(ADMIN));
}
const listed = async (list: string) => (await call<{ data: ReferenceItem[] }>(`/reference/${list}`)).body.data;

/** A place of worship's answers, as the licence form gives them. */
const place = (denomination: string, diocese: string) => ({
  place: { name: 'St Luke, Ntinda', denomination, diocese, address: 'Ntinda', district: 'Kampala', capacity: '300' },
});
const refusalsOfPlace = (denomination: string, diocese: string) =>
  publicPlaceLicenceEffect.refusals?.({
    id: 'x',
    serviceType: 'PUBLIC_PLACE_LICENSING',
    applicantId: 'x',
    data: place(denomination, diocese),
  });

describe('countries', () => {
  it('lists every country by its English name, Uganda not offered, and refuses a country set aside', async () => {
    const countries = await listed('countries');
    expect(countries.length).toBeGreaterThan(200);
    expect(countries).toContainEqual({ value: 'Kenya', label: 'Kenya', group: 'KE' });
    expect(countries.some((c) => c.group === 'UG')).toBe(false);

    const kenya = (await get<SettingsItem[]>('/settings/countries?q=kenya')).body.data[0]!;
    expect((await send('post', `/settings/countries/${kenya.id}/deactivate`, {})).status).toBe(200);
    expect((await listed('countries')).some((c) => c.value === 'Kenya')).toBe(false);
    const amina = db.users.findFirst((q) => q.where({ email: 'amina.nakato@example.ug' }))!;
    const letter = { applicant: { nin: amina.idNumber }, intended: { country: 'Kenya' } };
    const refusals = maritalStatusLetterEffect.refusals?.({
      id: 'x',
      serviceType: 'SINGLE_STATUS_LETTER',
      applicantId: amina.userId,
      data: letter,
    });
    expect(refusals?.['intended.country']).toBe(COUNTRY_NOT_LISTED);
  });

  it('adds a country by its ISO code, once', async () => {
    const made = await send('post', '/settings/countries', { code: 'aq', name: 'Antarctica' });
    expect(made.status, JSON.stringify(made.body)).toBe(201);
    expect(made.body.data).toMatchObject({ code: 'AQ', name: 'Antarctica', active: true });
    expect((await send('post', '/settings/countries', { code: 'KE', name: 'Kenya again' })).body.errors).toEqual({
      code: 'A country has this code already',
    });
    expect((await send('post', '/settings/countries', { code: 'KEN', name: 'Kenya' })).body.errors?.code).toBe(
      'Enter the country’s two-letter ISO code, for example KE',
    );
  });
});

describe('church settings and dioceses', () => {
  it('offers only licensed denominations, and a diocese only of its own denomination', async () => {
    expect(refusalsOfPlace('ANGLICAN', 'Namirembe Diocese')).toEqual({});
    expect(refusalsOfPlace('PENTECOSTAL', '')).toEqual({});
    expect(refusalsOfPlace('CATHOLIC', 'Namirembe Diocese')).toEqual({ 'place.diocese': DIOCESE_NOT_LISTED });

    const made = await send('post', '/settings/diocese', {
      name: 'Diocese of Kasana-Luweero',
      denomination: 'CATHOLIC',
      district: 'luwero',
    });
    expect(made.status, JSON.stringify(made.body)).toBe(201);
    expect(made.body.data).toMatchObject({ district: 'Luwero', denominationName: 'Catholic' });
    expect(await listed('dioceses')).toContainEqual({
      value: 'Diocese of Kasana-Luweero',
      label: 'Diocese of Kasana-Luweero',
      group: 'CATHOLIC',
    });
    expect(refusalsOfPlace('CATHOLIC', 'Diocese of Kasana-Luweero')).toEqual({});
    expect(
      (await send('post', '/settings/diocese', { name: 'Pentecostal Diocese', denomination: 'PENTECOSTAL', district: 'Kampala' })).body
        .errors,
    ).toEqual({
      denomination: 'Choose a denomination organised in dioceses (Church settings)',
    });

    expect((await send('post', '/settings/church-configs/METHODIST/deactivate', {})).status).toBe(200);
    expect((await listed('denominations')).some((d) => d.value === 'METHODIST')).toBe(false);
    expect(refusalsOfPlace('METHODIST', '')).toEqual({ 'place.denomination': DENOMINATION_NOT_LICENSED });
    const changed = await send('put', '/settings/church-configs/BAPTIST', { dioceses: 'yes' });
    expect(changed.body.data).toMatchObject({ dioceses: true });
    expect(await listed('denominations')).toContainEqual({ value: 'BAPTIST', label: 'Baptist', group: 'dioceses' });
    const history = await get<Array<{ field: string; oldValue: string; newValue: string }>>(
      '/settings/church-configs/changes?itemId=BAPTIST',
    );
    expect(history.body.data[0]).toMatchObject({ field: 'Is it organised in dioceses?', oldValue: 'No', newValue: 'Yes' });
  });
});

describe('billables', () => {
  it('makes a service free for applications from then on, and bills it again by the item chosen', async () => {
    expect(feeOf('SEARCH_REQUESTS')?.amountUgx).toBe(20_000);
    expect((await send('post', '/settings/billables/SEARCH_REQUESTS/deactivate', {})).status).toBe(200);
    expect(feeOf('SEARCH_REQUESTS')).toBeNull();
    expect((await send('post', '/settings/billables/SEARCH_REQUESTS/reactivate', {})).status).toBe(200);
    expect(feeOf('SEARCH_REQUESTS')?.amountUgx).toBe(20_000);

    expect((await send('put', '/settings/billables/MARRIAGE_RETURNS', { priceItem: 'civil-marriage' })).body.errors).toEqual({
      priceItem: 'Choose one of this service’s price list items',
    });
    const changed = await send('put', '/settings/billables/MARRIAGE_RETURNS', { priceItem: 'hindu-marriage-registration' });
    expect(changed.body.data).toMatchObject({ priceItemName: 'Hindu marriage registration', amountUgx: 35_000 });
    expect(feeOf('MARRIAGE_RETURNS')?.items[0]?.item).toBe('Hindu marriage registration');
  });

  it('keeps a rule’s own variant: the customary late fee stands', async () => {
    expect((await send('put', '/settings/billables/CUSTOMARY_MARRIAGE', { priceItem: 'customary-return-on-time' })).status).toBe(200);
    const late = feeOf('CUSTOMARY_MARRIAGE', { ceremony: { date: '2025-01-10' } }, '2026-11-25');
    expect(feeOf('CUSTOMARY_MARRIAGE', { ceremony: { date: '2026-10-10' } }, '2026-11-25')?.amountUgx).toBe(20_000);
    expect(late?.amountUgx).toBe(40_000);
  });
});

describe('marriage settings', () => {
  it('changes a registry policy within its bounds, and never the law’s', async () => {
    const near = await send('put', '/settings/marriage-configs/notice-near-lapse-days', { value: '30' });
    expect(near.status, JSON.stringify(near.body)).toBe(200);
    expect(marriageSetting('notice-near-lapse-days')).toBe(30);
    expect((await send('put', '/settings/marriage-configs/notice-near-lapse-days', { value: '400' })).body.errors).toEqual({
      value: 'The value must be between 1 and 60',
    });
    const law = await send('put', '/settings/marriage-configs/notice-clear-days', { value: '14' });
    expect(law.status).toBe(405);
    expect(marriageSetting('notice-clear-days')).toBe(21);
  });

  it('gives invoices issued afterwards the new life of a PRN', async () => {
    expect((await send('put', '/settings/marriage-configs/prn-valid-days', { value: '30' })).status).toBe(200);
    const issued = issueInvoice(
      { amountUgx: 1000, items: [{ item: 'Test', amountUgx: 1000 }] },
      Date.parse('2026-11-25T08:00:00Z'),
      'PRN-TEST-1',
    );
    expect(issued.expiresAt).toBe('2026-12-25T08:00:00.000Z');
  });
});
