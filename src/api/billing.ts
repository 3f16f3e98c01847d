/**
 * The finance office's billing (issue 11; docs/decisions/022-payments-and-receipts.md): every invoice and
 * payment, and the confirmation of bank payments.
 */
import type { Transaction, TransactionsPage, TransactionsQuery } from '../domain/schemas/payments';
import { call, download } from './client';

/**
 * GET /backoffice/billing/transactions (FINANCE, ADMIN): a page of invoices, newest first, with the totals
 * paid and outstanding of all the filters select.
 * @param query - `q` (PRN, reference, applicant, receipt), `status`, `method`, `page`, `pageSize`.
 * @throws ApiError on failure (403 for other roles).
 */
export function fetchTransactions(query: TransactionsQuery): Promise<TransactionsPage> {
  return call('listTransactions', { query });
}

/**
 * GET /backoffice/billing/transactions/export: every invoice the filters select, as CSV.
 * @param query - the filters (page and pageSize are ignored).
 * @returns the CSV as a Blob.
 * @throws ApiError on failure.
 */
export async function exportTransactions(query: TransactionsQuery): Promise<Blob> {
  return download('exportTransactions', 'text/csv', { query });
}

/**
 * POST /backoffice/billing/payments/{prn}/confirm: confirm a bank payment by the bank's reference; the
 * application moves on and the applicant's receipt is issued.
 * @param prn - the invoice's PRN.
 * @param bankReference - the bank's reference for the payment.
 * @returns the transaction, paid.
 * @throws ApiError: 400 (field errors), 409 not awaiting a bank payment.
 */
export function confirmBankPayment(prn: string, bankReference: string): Promise<Transaction> {
  return call('confirmBankPayment', { path: { prn }, body: { bankReference } });
}
