/**
 * Customary marriage returns over HTTP (issue 8; docs/decisions/014 "Fees from answers"): the invoice
 * is the late registration fee (UGX 40,000) from the day after the ceremony's 6-month anniversary and
 * the ordinary fee (UGX 20,000) on it, computed by the API from the answers on the mock clock's day;
 * approval enters the marriage in the register; the demo scenario's returns are in the registrar's list.
 */
import { beforeEach, describe, expect, it } from 'vitest';
import type { Application } from '#src/domain/schemas/applications';
import { serviceRule } from '#src/domain/services/catalogue';
import { freezeClock } from '../clock';
import { db } from '../db';
import { call, post, put, tokenCache } from '../test-helpers';

type Answer = { data: Application };

// A fixed noon: the mock's today is 2026-11-23 in any time zone within 11 hours of UTC.
beforeEach(() => {
  freezeClock(Date.parse('2026-11-23T12:00:00.000Z'));
});

/** A complete return of a ceremony on `date`, by invented people of the example generator. */
function customaryReturn(date: string): Record<string, unknown> {
  let n = 0;
  const data = serviceRule('CUSTOMARY_MARRIAGE').exampleAnswers({
    today: '2026-11-23',
    district: 'Wakiso',
    random: () => 0.5,
    person: (i) => ({
      nin: `${i % 2 ? 'CM' : 'CF'}9001010${String(i).padStart(3, '0')}XY`,
      givenName: ['Sarah', 'John', 'Peter', 'Ruth'][i] ?? 'Anne',
      surname: 'Nankya',
      dateOfBirth: '1990-01-01',
      sex: i % 2 ? 'MALE' : 'FEMALE',
      nationality: 'Ugandan',
    }),
    document: (what) => ({ id: `doc-test-${(n += 1)}`, name: `${what}.pdf`, type: 'application/pdf', size: 2048 }),
  });
  (data.ceremony as Record<string, unknown>).date = date;
  return data;
}

/** Amina files a return of a ceremony on `date`: created, saved and submitted. */
async function submitReturn(token: string, date: string): Promise<Application> {
  const id = crypto.randomUUID();
  expect((await post<Answer>('/applications', { id, serviceType: 'CUSTOMARY_MARRIAGE', data: {} }, token)).status).toBe(201);
  const saved = await put<Answer>(`/applications/${id}`, { data: customaryReturn(date), documents: [], baseVersion: 1 }, token);
  expect(saved.status, JSON.stringify(saved.body)).toBe(200);
  const submitted = await post<Answer>(`/applications/${id}/events`, { type: 'application.submit', declaration: true }, token);
  expect(submitted.status, JSON.stringify(submitted.body)).toBe(200);
  return submitted.body.data;
}

describe('a customary marriage return', () => {
  it('is charged the late registration fee from the day after the 6-month anniversary, the ordinary fee on it', async () => {
    const amina = await tokenCache().token('amina.nakato@example.ug');
    const late = await submitReturn(amina, '2026-05-22');
    expect(late.reference).toMatch(/^CR-2026-/);
    expect(late.status).toBe('Payment_Confirmation');
    expect(late.invoice).toMatchObject({
      amountUgx: 40_000,
      items: [{ item: 'Customary marriage return, late registration', amountUgx: 40_000 }],
    });

    const onTime = await submitReturn(amina, '2026-05-23');
    expect(onTime.invoice).toMatchObject({ amountUgx: 20_000, items: [{ item: 'Customary marriage return', amountUgx: 20_000 }] });
  });

  it('refuses a ceremony after the mock clock’s today', async () => {
    const amina = await tokenCache().token('amina.nakato@example.ug');
    const id = crypto.randomUUID();
    await post('/applications', { id, serviceType: 'CUSTOMARY_MARRIAGE', data: {} }, amina);
    await put(`/applications/${id}`, { data: customaryReturn('2026-11-24'), documents: [], baseVersion: 1 }, amina);
    const refused = await post<{ errors?: Record<string, string> }>(
      `/applications/${id}/events`,
      { type: 'application.submit', declaration: true },
      amina,
    );
    expect(refused.status).toBe(400);
    expect(refused.body.errors).toEqual({ 'ceremony.date': 'The date of the ceremony must be today or in the past' });
  });

  it('once paid and approved by the registrar, is entered in the register of marriages as customary', async () => {
    const tokens = tokenCache();
    const amina = await tokens.token('amina.nakato@example.ug');
    const filed = await submitReturn(amina, '2026-10-02');
    const paid = await post(
      '/payments/card',
      { prn: filed.invoice?.prn, cardholderName: 'Amina Nakato', cardNumber: '4242 4242 4242 4242', expiry: '08/30', cvc: '123' },
      amina,
    );
    expect(paid.status).toBe(200);
    const registrar = await tokens.token('registrar@registry.example.ug');
    expect((await post(`/applications/${filed.id}/events`, { type: 'application.open' }, registrar)).status).toBe(200);
    const approved = await post<Answer>(`/applications/${filed.id}/events`, { type: 'application.approve' }, registrar);
    expect(approved.body.data.status).toBe('Approved');
    const entry = db.marriageRegister.findFirst((q) => q.where({ applicationId: filed.id }));
    expect(entry).toMatchObject({
      regime: 'CUSTOMARY',
      dateOfMarriage: '2026-10-02',
      district: 'Wakiso',
      celebrant: 'Customary rites',
      placeLicence: null,
      status: 'SUBSISTING',
    });
    expect(entry?.entryNumber).toMatch(/^RM-2026-\d{6}$/);
  });

  it('the demo scenario puts a late return, paid at UGX 40,000, and three more in the registrar’s list', async () => {
    const registrar = await tokenCache().token('registrar@registry.example.ug');
    const list = await call<{ data: { items: Application[] } }>('/backoffice/applications?services=CUSTOMARY_MARRIAGE&pageSize=50', {
      authorization: registrar,
    });
    expect(list.status, JSON.stringify(list.body)).toBe(200);
    const items = list.body.data.items;
    expect(items.map((a) => a.status).sort()).toEqual(['Approved', 'Corrections_Requested', 'Pending', 'Submitted']);
    const late = items.find((a) => a.status === 'Submitted');
    const lateRecord = db.applications.findFirst((q) => q.where({ id: late?.id ?? '' }));
    expect(lateRecord?.invoice).toMatchObject({ amountUgx: 40_000, paidWith: '4242' });
    const approved = items.find((a) => a.status === 'Approved');
    expect(db.marriageRegister.findFirst((q) => q.where({ applicationId: approved?.id ?? '' }))).toMatchObject({ regime: 'CUSTOMARY' });
  });
});
