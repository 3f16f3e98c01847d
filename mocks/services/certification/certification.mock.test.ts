/**
 * Data rectification through the mock API (issue 10): Ruth Nambi, the second party of a registered church
 * marriage, asks for her name in the entry to be corrected; the API refuses an entry not in the register, an
 * entry of someone else's marriage and a current value the entry does not hold; on the registrar's approval
 * the entry changes and its history keeps the old value, the officer and the reason. No fee is asked.
 */
import { describe, expect, it } from 'vitest';
import type { MarriageEntryDetails } from '#src/domain/schemas/registers';
import { RECTIFICATION_REFUSALS } from '#src/domain/services/certification/certification.schema';
import { db } from '#mocks/db';
import { call, post, signIn, type ErrorAnswer } from '#mocks/test-helpers';

const RUTH_NIN = 'CF9006180243RN';

function rutheEntry() {
  return db.marriageRegister.findFirst((q) => q.where((e) => e.partyTwo.nin === RUTH_NIN))!;
}

function answers(entryNumber: string, currentValue: string) {
  return {
    kind: 'DATA_RECTIFICATION',
    entry: { entryNumber, district: 'Kampala' },
    change: {
      field: 'partyTwo.name',
      currentValue,
      correctedValue: 'Ruth Nambi Kisakye',
      reason: 'My second name was left out when the marriage was registered.',
    },
    documents: { evidence: { id: 'doc-evidence', name: 'National ID.pdf', type: 'application/pdf', size: 1000 } },
  };
}

async function apply(token: string, data: Record<string, unknown>) {
  const id = crypto.randomUUID();
  const made = await post('/applications', { id, serviceType: 'CERTIFICATION', data }, token);
  expect(made.status, JSON.stringify(made.body)).toBe(201);
  return {
    id,
    submitted: await post<{ data: { status: string; invoice: unknown; reference: string } } & ErrorAnswer>(
      `/applications/${id}/events`,
      { type: 'application.submit', declaration: true },
      token,
    ),
  };
}

describe('data rectification', () => {
  it('refuses an unknown entry, another couple’s entry and a current value the entry does not hold', async () => {
    const ruth = await signIn('ruth.nambi@example.ug');
    const entry = rutheEntry();
    expect((await apply(ruth.token, answers('RM-1999-000001', entry.partyTwo.name))).submitted.body.errors).toEqual({
      'entry.entryNumber': RECTIFICATION_REFUSALS.noEntry,
    });
    const wrong = await apply(ruth.token, answers(entry.entryNumber, 'Ruth Namubiru'));
    expect(wrong.submitted.status).toBe(400);
    expect(wrong.submitted.body.errors).toEqual({ 'change.currentValue': RECTIFICATION_REFUSALS.notCurrent("Second party's name") });
    const amina = await signIn('amina.nakato@example.ug');
    expect((await apply(amina.token, answers(entry.entryNumber, entry.partyTwo.name))).submitted.body.errors).toEqual({
      'entry.entryNumber': RECTIFICATION_REFUSALS.notAParty,
    });
  });

  it('corrects the entry on approval, and its history keeps the old value, who changed it and why', async () => {
    const ruth = await signIn('ruth.nambi@example.ug');
    const entry = rutheEntry();
    const { id, submitted } = await apply(ruth.token, answers(entry.entryNumber.toLowerCase(), ' ruth  nambi '));
    expect(submitted.status, JSON.stringify(submitted.body)).toBe(200);
    expect(submitted.body.data.status).toBe('Submitted');
    expect(submitted.body.data.invoice).toBeNull();

    const registrar = await signIn('registrar@registry.example.ug');
    expect((await post(`/applications/${id}/events`, { type: 'application.open' }, registrar.token)).status).toBe(200);
    const approved = await post(`/applications/${id}/events`, { type: 'application.approve' }, registrar.token);
    expect(approved.status, JSON.stringify(approved.body)).toBe(200);

    const details = await call<{ data: MarriageEntryDetails }>(`/backoffice/registers/marriage/${entry.entryNumber}`, {
      authorization: registrar.token,
    });
    expect(details.body.data.entry.partyTwo.name).toBe('Ruth Nambi Kisakye');
    expect(details.body.data.history).toEqual([
      expect.objectContaining({
        fieldLabel: "Second party's name",
        oldValue: 'Ruth Nambi',
        newValue: 'Ruth Nambi Kisakye',
        reason: 'My second name was left out when the marriage was registered.',
        changedByName: 'Grace Akello',
        applicationReference: submitted.body.data.reference,
      }),
    ]);
  });
});

describe('a certified copy', () => {
  it('is charged per copy, refused for an entry not in the district given, and issued as the entry stands, its corrections noted', async () => {
    const amina = await signIn('amina.nakato@example.ug');
    const entry = db.marriageRegister.findFirst((q) => q.where({ regime: 'CIVIL' }))!;
    const order = (district: string) => ({
      kind: 'CERTIFIED_COPY',
      entry: { entryNumber: entry.entryNumber, district },
      copy: { copies: '2', purpose: 'For a spouse visa.' },
    });
    const id = crypto.randomUUID();
    expect((await post('/applications', { id, serviceType: 'CERTIFICATION', data: order('Gulu') }, amina.token)).status).toBe(201);
    const refused = await post<ErrorAnswer>(`/applications/${id}/events`, { type: 'application.submit', declaration: true }, amina.token);
    expect(refused.body.errors).toEqual({ 'entry.district': RECTIFICATION_REFUSALS.otherDistrict });

    const { id: ordered, submitted } = await apply(amina.token, order('Kampala'));
    expect(submitted.status, JSON.stringify(submitted.body)).toBe(200);
    const invoice = submitted.body.data.invoice as { prn: string; amountUgx: number; items: Array<{ item: string }> };
    expect(invoice.amountUgx).toBe(50_000);
    expect(invoice.items[0]?.item).toBe('Certified copy of a register entry (2 × UGX 25,000)');
    const card = { prn: invoice.prn, cardholderName: 'Amina Nakato', cardNumber: '4242 4242 4242 4242', expiry: '08/29', cvc: '123' };
    expect((await post('/payments/card', card, amina.token)).status).toBe(200);

    const registrar = await signIn('registrar@registry.example.ug');
    expect((await post(`/applications/${ordered}/events`, { type: 'application.open' }, registrar.token)).status).toBe(200);
    expect((await post(`/applications/${ordered}/events`, { type: 'application.approve' }, registrar.token)).status).toBe(200);
    const documents = await call<{
      data: Array<{ kind: string; number: string; code: string; fields: Array<{ label: string; value: string }> }>;
    }>(`/applications/${ordered}/documents`, { authorization: amina.token });
    const copy = documents.body.data.find((d) => d.kind === 'CERTIFIED_COPY');
    expect(copy).toMatchObject({ kind: 'CERTIFIED_COPY', number: entry.entryNumber });
    expect(copy?.fields).toContainEqual({ label: 'First party', value: entry.partyOne.name });
    expect(copy?.fields).toContainEqual({ label: 'Copies issued', value: '2' });
    expect(JSON.stringify(copy?.fields)).not.toContain(entry.partyOne.nin ?? 'no NIN');
    expect((await call(`/verify/${copy?.code}`)).status).toBe(200);

    const details = await call<{ data: MarriageEntryDetails }>(`/backoffice/registers/marriage/${entry.entryNumber}`, {
      authorization: registrar.token,
    });
    expect(details.body.data.documents.map((d) => d.title)).toContain('Certified copy of an entry in the register of marriages');
  });
});
