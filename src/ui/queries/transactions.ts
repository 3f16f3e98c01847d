/**
 * Server state of the payment transactions (issue 11 "Billing"; finance's transactions page): the pages of the
 * list, its CSV export, and finance's confirmation of a bank payment, which refreshes every page of the list.
 */
import { keepPreviousData } from '@tanstack/react-query';
import { confirmBankPayment as postBankConfirmation, exportTransactions, fetchTransactions } from '#src/api/billing';
import type { Transaction, TransactionsQuery } from '#src/domain/schemas/payments';
import { queryClient, useAppQuery } from '../shared/query-client';

/** The keys of transaction queries (a prefix refreshes every key below it). */
export const transactionKeys = {
  /** Every page of the list. */
  all: ['transactions'] as const,
  /** One page: the filters and the page. */
  list: (query: TransactionsQuery) => ['transactions', query] as const,
};

/**
 * A page of the transactions; the previous page stays shown while the next loads.
 * @param query - filters and page.
 */
export function useTransactions(query: TransactionsQuery) {
  return useAppQuery({ queryKey: transactionKeys.list(query), queryFn: () => fetchTransactions(query), placeholderData: keepPreviousData });
}

/**
 * The transactions the filters select, as a CSV file.
 * @param query - the filters.
 */
export function downloadTransactions(query: TransactionsQuery): Promise<Blob> {
  return exportTransactions(query);
}

/**
 * Confirms a bank payment by the bank's reference (finance); then call {@link refreshTransactions}.
 * @param prn - the payment's registration number.
 * @param bankReference - the bank's reference.
 * @returns the transaction as it now stands.
 * @throws ApiError.
 */
export function confirmBankPayment(prn: string, bankReference: string): Promise<Transaction> {
  return postBankConfirmation(prn, bankReference);
}

/** Asks every page of the transactions again (after a confirmation). */
export function refreshTransactions(): Promise<void> {
  return queryClient.invalidateQueries({ queryKey: transactionKeys.all });
}
