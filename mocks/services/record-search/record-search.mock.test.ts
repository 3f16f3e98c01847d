/**
 * The record search (issue 10): the search of the register by names, years and district, and the report
 * approval issues — what the register held that day, verifiable — through the mock API.
 */
import { describe, expect, it } from 'vitest';
import type { IssuedDocument } from '#src/domain/schemas/documents';
import { recordSearchSchema, searchRegisters, type SearchParticulars } from '#src/domain/services/record-search/record-search.schema';
import { db } from '#mocks/db';
import { call, post, signIn, type ErrorAnswer } from '#mocks/test-helpers';

const CIVIL: SearchParticulars = {
  register: 'CIVIL',
  firstName: 'Sarah Akello',
  secondName: 'patrick mugisha',
  fromYear: '2025',
  toYear: '2026',
  district: 'kampala',
};

describe('searchRegisters', () => {
  it('finds an entry by both names in either order, any case, in the years and district given', () => {
    const entries = db.marriageRegister.findMany();
    const { found, total } = searchRegisters(entries, CIVIL);
    expect(total).toBe(1);
    expect(found[0]?.partyOne.name).toBe('Patrick Mugisha');
    expect(searchRegisters(entries, { ...CIVIL, secondName: '' }).total).toBe(1);
    expect(searchRegisters(entries, { ...CIVIL, district: 'Gulu' }).total).toBe(0);
    expect(searchRegisters(entries, { ...CIVIL, fromYear: '2010', toYear: '2020' }).total).toBe(0);
    expect(searchRegisters(entries, { ...CIVIL, register: 'CHURCH' }).total).toBe(0);
    expect(searchRegisters(entries, { ...CIVIL, secondName: 'Someone Else' }).total).toBe(0);
  });

  it('searches the divorces by the year of the divorce', () => {
    const dissolved = db.marriageRegister.findFirst((q) => q.where({ status: 'DISSOLVED' }))!;
    const year = (dissolved.dissolvedAt ?? '').slice(0, 4);
    const particulars: SearchParticulars = {
      register: 'DIVORCE',
      firstName: dissolved.partyTwo.name,
      secondName: '',
      fromYear: year,
      toYear: year,
      district: dissolved.district,
    };
    expect(searchRegisters(db.marriageRegister.findMany(), particulars).found.map((e) => e.entryNumber)).toEqual([dissolved.entryNumber]);
  });

  it('refuses years the registers cannot hold, at the field', () => {
    const result = recordSearchSchema('2026-11-25').safeParse({
      search: { ...CIVIL, fromYear: '2027', toYear: '2026' },
      reason: { purpose: 'Visa' },
    });
    expect(result.success).toBe(false);
    expect(result.error?.issues.map((i) => [i.path.join('.'), i.message])).toContainEqual([
      'search.toYear',
      'The last year must be the same as the first year or after it',
    ]);
  });
});

describe('a record search through the API', () => {
  it('shows the registrar the report before approval, and issues it on approval', async () => {
    const amina = await signIn('amina.nakato@example.ug');
    const id = crypto.randomUUID();
    const data = { search: CIVIL, reason: { purpose: 'To prove my sister’s marriage to an embassy.' } };
    expect((await post('/applications', { id, serviceType: 'SEARCH_REQUESTS', data }, amina.token)).status).toBe(201);
    const submitted = await post<{ data: { invoice: { prn: string; amountUgx: number } | null; reference: string } } & ErrorAnswer>(
      `/applications/${id}/events`,
      { type: 'application.submit', declaration: true },
      amina.token,
    );
    expect(submitted.status, JSON.stringify(submitted.body)).toBe(200);
    expect(submitted.body.data.invoice?.amountUgx).toBe(20_000);
    const card = {
      prn: submitted.body.data.invoice?.prn,
      cardholderName: 'Amina Nakato',
      cardNumber: '4242 4242 4242 4242',
      expiry: '08/29',
      cvc: '123',
    };
    expect((await post('/payments/card', card, amina.token)).status).toBe(200);

    const registrar = await signIn('registrar@registry.example.ug');
    expect((await call(`/applications/${id}/search-report`, { authorization: amina.token })).status).toBe(403);
    const preview = await call<{ data: { fields: Array<{ label: string; value: string }> } }>(`/applications/${id}/search-report`, {
      authorization: registrar.token,
    });
    expect(preview.status).toBe(200);
    expect(preview.body.data.fields).toContainEqual({ label: 'Found', value: '1 entry' });
    expect(preview.body.data.fields.find((f) => f.label.startsWith('Entry RM-'))?.value).toMatch(
      /^Patrick Mugisha and Sarah Akello, married on \d{2}-\d{2}-2026 at Marriage Room 1, Georgian House, Kampala \(subsisting\)$/,
    );

    expect((await post(`/applications/${id}/events`, { type: 'application.open' }, registrar.token)).status).toBe(200);
    expect((await post(`/applications/${id}/events`, { type: 'application.approve' }, registrar.token)).status).toBe(200);
    const documents = await call<{ data: IssuedDocument[] }>(`/applications/${id}/documents`, { authorization: amina.token });
    const report = documents.body.data.find((d) => d.kind === 'SEARCH_REPORT');
    expect(report).toMatchObject({
      kind: 'SEARCH_REPORT',
      title: 'Report of a search of the registers',
      number: submitted.body.data.reference,
      issuedBy: 'Grace Akello, Registrar of Marriages',
    });
    expect(report?.fields).toContainEqual({ label: 'Register searched', value: 'Civil marriages' });
    expect((await call(`/verify/${report?.code}`)).status).toBe(200);
  });
});
