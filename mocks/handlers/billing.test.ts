/**
 * Payments beyond cards and the finance office's billing (mocks/handlers/payments.ts, billing.ts;
 * docs/decisions/022): a mobile money prompt the payer approves; a bank PRN slip that finance confirms by the
 * bank's reference; a receipt issued for every payment; the transactions list with its filters, totals and CSV.
 */
import { beforeEach, describe, expect, it } from 'vitest';
import type { IssuedDocument } from '#src/domain/schemas/documents';
import type { Transaction, TransactionsPage } from '#src/domain/schemas/payments';
import { API_BASE } from '../base-url';
import { call, post, tokenCache, type ErrorAnswer } from '../test-helpers';
import { NOT_AWAITING_BANK } from './billing';

const tokens = tokenCache();
beforeEach(() => tokens.forget());

/** A search request of Amina's, submitted: its id and invoice. */
async function submittedRequest(): Promise<{ id: string; prn: string; reference: string }> {
  const amina = await tokens.token('amina.nakato@example.ug');
  const id = crypto.randomUUID();
  const data = {
    search: { register: 'CIVIL', firstName: 'Sarah Akello', secondName: '', fromYear: '2026', toYear: '2026', district: 'Kampala' },
    reason: { purpose: 'Embassy' },
  };
  expect((await post('/applications', { id, serviceType: 'SEARCH_REQUESTS', data }, amina)).status).toBe(201);
  const submitted = await post<{ data: { invoice: { prn: string }; reference: string } }>(
    `/applications/${id}/events`,
    { type: 'application.submit', declaration: true },
    amina,
  );
  expect(submitted.status).toBe(200);
  return { id, prn: submitted.body.data.invoice.prn, reference: submitted.body.data.reference };
}

async function receiptOf(id: string): Promise<IssuedDocument | undefined> {
  const documents = await call<{ data: IssuedDocument[] }>(`/applications/${id}/documents`, {
    authorization: await tokens.token('amina.nakato@example.ug'),
  });
  return documents.body.data.find((d) => d.kind === 'RECEIPT');
}

async function transactions(query: string, email = 'finance@registry.example.ug') {
  return call<{ data: TransactionsPage } & ErrorAnswer>(`/backoffice/billing/transactions${query}`, {
    authorization: await tokens.token(email),
  });
}

describe('mobile money', () => {
  it('sends a prompt to the phone; the payer approves it and the payment is confirmed, with a receipt', async () => {
    const { id, prn } = await submittedRequest();
    const amina = await tokens.token('amina.nakato@example.ug');
    const prompted = await post<{ data: { status: string; phone: string } }>(
      '/payments/mobile-money',
      { prn, phone: '0772 123456' },
      amina,
    );
    expect(prompted.status).toBe(202);
    expect(prompted.body.data).toEqual({ status: 'PROMPTED', phone: '+256772123456' });
    const outbox = await call<{ data: Array<{ subject: string; body: string }> }>('/__mock/outbox?to=%2B256772123456');
    expect(outbox.body.data[0]?.body).toMatch(/^Pay UGX 20,000 to the Marriage Registry for RS-/);
    expect((await transactions(`?q=${prn}`)).body.data.items[0]).toMatchObject({ status: 'AWAITING_CONFIRMATION', method: 'MOBILE_MONEY' });

    expect((await post('/__mock/mobile-money', { prn, approve: true })).status).toBe(200);
    const application = await call<{ data: { status: string; invoice: { method: string; receiptNumber: string } } }>(
      `/applications/${id}`,
      { authorization: amina },
    );
    expect(application.body.data.status).toBe('Submitted');
    expect(application.body.data.invoice.method).toBe('MOBILE_MONEY');
    const receipt = await receiptOf(id);
    expect(receipt?.number).toBe(application.body.data.invoice.receiptNumber);
    expect(receipt?.fields).toContainEqual({ label: 'Paid by', value: 'Mobile money, +256772123456' });
  });

  it('refuses a number that is not a phone number, at the field', async () => {
    const { prn } = await submittedRequest();
    const answer = await post<ErrorAnswer>('/payments/mobile-money', { prn, phone: '12' }, await tokens.token('amina.nakato@example.ug'));
    expect(answer.status).toBe(400);
    expect(Object.keys(answer.body.errors ?? {})).toEqual(['phone']);
  });
});

describe('bank payments and the transactions', () => {
  it('gives the PRN slip; finance sees it awaiting, confirms it by the bank reference, and the applicant gets a receipt', async () => {
    const { id, prn, reference } = await submittedRequest();
    const amina = await tokens.token('amina.nakato@example.ug');
    const slip = await post<{ data: { prn: string; amountUgx: number; reference: string } }>('/payments/bank', { prn }, amina);
    expect(slip.body.data).toMatchObject({ prn, amountUgx: 20_000, reference });

    expect((await transactions('', 'registrar@registry.example.ug')).status).toBe(403);
    const awaiting = await transactions('?status=AWAITING_CONFIRMATION&method=BANK');
    expect(awaiting.body.data.items.map((t) => t.prn)).toContain(prn);
    expect(awaiting.body.data.totals.outstandingUgx).toBeGreaterThanOrEqual(20_000);

    const finance = await tokens.token('finance@registry.example.ug');
    const bad = await post<ErrorAnswer>(`/backoffice/billing/payments/${prn}/confirm`, { bankReference: '<x>' }, finance);
    expect(bad.status).toBe(400);
    const confirmed = await post<{ data: Transaction }>(
      `/backoffice/billing/payments/${prn}/confirm`,
      { bankReference: 'STANBIC-88123' },
      finance,
    );
    expect(confirmed.status).toBe(200);
    expect(confirmed.body.data).toMatchObject({ status: 'PAID', method: 'BANK', bankReference: 'STANBIC-88123' });
    const again = await post<ErrorAnswer>(`/backoffice/billing/payments/${prn}/confirm`, { bankReference: 'STANBIC-88123' }, finance);
    expect(again.status).toBe(409);
    expect(again.body.message).toBe(NOT_AWAITING_BANK);
    expect((await call<{ data: { status: string } }>(`/applications/${id}`, { authorization: amina })).body.data.status).toBe('Submitted');
    expect((await receiptOf(id))?.fields).toContainEqual({ label: 'Paid by', value: 'Bank, reference STANBIC-88123' });

    const csv = await fetch(`${API_BASE}/backoffice/billing/transactions/export?q=${prn}`, {
      headers: { Authorization: finance, Accept: 'text/csv' },
    });
    const lines = (await csv.text()).trim().split('\r\n');
    expect(lines[0]).toBe('PRN,Reference,Service,Applicant,Amount (UGX),Status,Method,Issued on,Paid on,Receipt number,Bank reference');
    expect(lines[1]).toContain(`${prn},${reference},Record Search,Amina Nakato,20000,Paid,Bank,`);
  });
});
