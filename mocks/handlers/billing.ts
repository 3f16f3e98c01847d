/**
 * The finance office's billing (issue 11 "Billing and payments"; docs/decisions/022-payments-and-receipts.md),
 * for accounts that may see billing (FINANCE, ADMIN):
 * - GET /backoffice/billing/transactions?q=&status=&method=&page=&pageSize= → every invoice, newest first, as
 *   a `TransactionsPage`, with the totals paid and outstanding of all the filters select; `q` matches the
 *   PRN, the application's reference, the applicant's name or the receipt number;
 * - GET /backoffice/billing/transactions/export (same filters) → CSV of them all;
 * - POST /backoffice/billing/payments/{prn}/confirm {bankReference} → the transaction: finance confirms a
 *   bank payment when the bank reports it; 409 when the invoice does not await a bank payment.
 */
import { SERVICE_LABELS } from '#src/domain/services/service-types';
import { http } from 'msw';
import { may } from '#src/domain/access';
import { formatDisplayDate } from '#src/domain/dates';
import { PAYMENT_METHOD_LABELS } from '#src/domain/schemas/payment-methods';
import { bankConfirmationSchema, TRANSACTION_STATUS_LABELS, transactionsQuerySchema, type Transaction } from '#src/domain/schemas/payments';
import { findApplicationByPrn, indexedApplications } from '../application-store';
import { apiUrl } from '../base-url';
import { now } from '../clock';
import { csvHeaders, csvTable } from '../csv';
import type { ApplicationFields } from '../db';
import { MOCK_ERROR_CODES, MOCK_MESSAGES } from '../messages';
import { confirmPayment } from '../payments';
import { fail, handle, ok, readPayload, requirePermission, requireUser, validateQuery } from './shared';
import type { z } from 'zod';

/** The message when finance confirms an invoice that does not await a bank payment. */
export const NOT_AWAITING_BANK = 'This invoice does not await a bank payment: nothing was confirmed.';

/** An application's invoice as finance sees it. */
function transactionOf(r: ApplicationFields): Transaction | null {
  const invoice = r.invoice;
  if (!invoice) return null;
  const status = invoice.paidAt
    ? 'PAID'
    : invoice.awaiting
      ? 'AWAITING_CONFIRMATION'
      : Date.parse(invoice.expiresAt) <= now() || r.status === 'Draft'
        ? 'EXPIRED'
        : 'UNPAID';
  return {
    prn: invoice.prn,
    applicationId: r.id,
    reference: r.reference,
    serviceType: r.serviceType,
    applicantName: r.applicantName,
    amountUgx: invoice.amountUgx,
    status,
    method: invoice.paidAt ? (invoice.method ?? 'CARD') : (invoice.awaiting?.method ?? null),
    issuedAt: invoice.issuedAt,
    paidAt: invoice.paidAt,
    receiptNumber: invoice.receiptNumber ?? null,
    bankReference: invoice.bankReference ?? null,
  };
}

/** The transactions a query selects, newest first. */
function selected(query: z.output<typeof transactionsQuerySchema>): Transaction[] {
  const text = query.q?.toLowerCase() ?? '';
  return indexedApplications()
    .flatMap((e) => {
      const t = transactionOf(e.record);
      return t ? [t] : [];
    })
    .filter((t) => (!query.status || t.status === query.status) && (!query.method || t.method === query.method))
    .filter((t) => !text || [t.prn, t.reference, t.applicantName, t.receiptNumber ?? ''].some((v) => v.toLowerCase().includes(text)))
    .sort((a, b) => b.issuedAt.localeCompare(a.issuedAt));
}

async function requireBilling(request: Request): Promise<void> {
  const user = await requireUser(request);
  requirePermission(may(user, 'billing'));
}

/** Handlers of billing. */
export const billingHandlers = [
  http.get(
    apiUrl('/backoffice/billing/transactions/export'),
    handle(async ({ request }) => {
      await requireBilling(request);
      const rows = selected(validateQuery(transactionsQuerySchema, request)).map((t) => [
        t.prn,
        t.reference,
        SERVICE_LABELS[t.serviceType],
        t.applicantName,
        String(t.amountUgx),
        TRANSACTION_STATUS_LABELS[t.status],
        t.method ? PAYMENT_METHOD_LABELS[t.method] : '',
        formatDisplayDate(t.issuedAt.slice(0, 10)),
        t.paidAt ? formatDisplayDate(t.paidAt.slice(0, 10)) : '',
        t.receiptNumber ?? '',
        t.bankReference ?? '',
      ]);
      const header = [
        'PRN',
        'Reference',
        'Service',
        'Applicant',
        'Amount (UGX)',
        'Status',
        'Method',
        'Issued on',
        'Paid on',
        'Receipt number',
        'Bank reference',
      ];
      return new Response(csvTable(header, rows), { headers: csvHeaders('transactions.csv') });
    }),
  ),
  http.get(
    apiUrl('/backoffice/billing/transactions'),
    handle(async ({ request }) => {
      await requireBilling(request);
      const query = validateQuery(transactionsQuerySchema, request);
      const all = selected(query);
      const start = (query.page - 1) * query.pageSize;
      const sum = (status: Transaction['status'][]) => all.filter((t) => status.includes(t.status)).reduce((n, t) => n + t.amountUgx, 0);
      return ok({
        items: all.slice(start, start + query.pageSize),
        total: all.length,
        page: query.page,
        pageSize: query.pageSize,
        totals: { paidUgx: sum(['PAID']), outstandingUgx: sum(['UNPAID', 'AWAITING_CONFIRMATION']) },
      });
    }),
  ),
  http.post(
    apiUrl('/backoffice/billing/payments/:prn/confirm'),
    handle(async ({ request, params }) => {
      await requireBilling(request);
      const { bankReference } = await readPayload(request, bankConfirmationSchema);
      const found = findApplicationByPrn(
        String(params?.prn ?? '')
          .trim()
          .toUpperCase(),
      );
      if (!found?.record.invoice) return fail(404, MOCK_MESSAGES.invoiceNotFound, { code: MOCK_ERROR_CODES.notFound });
      if (found.record.invoice.paidAt || found.record.invoice.awaiting?.method !== 'BANK')
        return fail(409, NOT_AWAITING_BANK, { code: MOCK_ERROR_CODES.illegalTransition });
      const { updated } = await confirmPayment(found, { method: 'BANK', paidWith: null, bankReference });
      return ok(transactionOf(updated));
    }),
  ),
];
