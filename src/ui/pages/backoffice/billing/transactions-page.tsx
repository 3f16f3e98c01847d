/**
 * Transactions (SPEC.md §2 /backoffice/billing/transactions; issue 11 "Billing and payments";
 * docs/decisions/022-payments-and-receipts.md): every invoice and payment — PRN, application, service,
 * applicant, amount, method, status, dates, receipt — newest first, searched and filtered on the server,
 * with the totals paid and outstanding of the filtered view and its CSV. A bank payment awaiting
 * confirmation is confirmed here by the bank's reference, which issues the applicant's receipt.
 */
import { SearchForm } from '#src/ui/components/search-form/search-form';
import { useState } from 'react';
import { Button, Group, Loader, NativeSelect, Paper, SimpleGrid, Stack, Table, Text, Title, VisuallyHidden } from '@mantine/core';
import { toApiError } from '#src/ui/shared/api-error';
import { formatDisplayDate } from '#src/domain/dates';
import { formatMoney } from '#src/domain/money';
import { PAYMENT_METHOD_LABELS, PAYMENT_METHODS, type PaymentMethod } from '#src/domain/schemas/payment-methods';
import {
  bankConfirmationSchema,
  TRANSACTION_STATUS_LABELS,
  TRANSACTION_STATUSES,
  type Transaction,
  type TransactionsQuery,
  type TransactionStatus,
} from '#src/domain/schemas/payments';
import { serviceLabel } from '#src/domain/services/service-types';
import { useAppMutation } from '#src/ui/shared/query-client';
import { confirmBankPayment, downloadTransactions, refreshTransactions, useTransactions } from '#src/ui/queries/transactions';
import { AppModal } from '#src/ui/components/app-modal/app-modal';
import { AppForm } from '#src/ui/components/form/app-form';
import { TextField } from '#src/ui/components/form/text-field';
import { useZodForm } from '#src/ui/components/form/use-zod-form';
import { ListPagination } from '#src/ui/components/list-pagination/list-pagination';
import { useFilterParams } from '#src/ui/components/list-pagination/use-filter-params';
import { LoadError } from '#src/ui/components/load-error/load-error';
import { notify } from '#src/ui/components/notifications/notify';
import { DownloadCsv } from '#src/ui/components/save-file/download-csv';
import { ScrollRegion } from '#src/ui/components/scroll-region/scroll-region';
import { showingText } from '#src/ui/components/list-pagination/showing-text';
import { Unbroken } from '#src/ui/components/unbroken/unbroken';

/** Rows per page. */
export const TRANSACTIONS_PAGE_SIZE = 25;

const STATUS_COLOURS: Readonly<Record<TransactionStatus, string>> = {
  PAID: 'green.9',
  AWAITING_CONFIRMATION: 'orange.9',
  UNPAID: 'gray.8',
  EXPIRED: 'red.9',
};

function isStatus(value: string | null): value is TransactionStatus {
  return (TRANSACTION_STATUSES as readonly string[]).includes(value ?? '');
}
function isMethod(value: string | null): value is PaymentMethod {
  return (PAYMENT_METHODS as readonly string[]).includes(value ?? '');
}

/** The dialog in which finance confirms a bank payment by the bank's reference. */
function ConfirmBankPayment({ transaction, onClose }: { transaction: Transaction; onClose: () => void }) {
  const form = useZodForm(bankConfirmationSchema, { defaultValues: { bankReference: '' } });
  const confirm = useAppMutation({
    mutationFn: (bankReference: string) => confirmBankPayment(transaction.prn, bankReference),
    onSuccess: async () => {
      notify({ type: 'success', message: `The payment of ${transaction.reference} is confirmed; its receipt is issued.` });
      await refreshTransactions();
      onClose();
    },
  });
  return (
    <Stack gap="md">
      <Text>
        {transaction.applicantName} paid <strong>{formatMoney(transaction.amountUgx)}</strong> for {transaction.reference} (PRN{' '}
        {transaction.prn}) at a bank. Confirm it only once the bank has reported the payment.
      </Text>
      <AppForm
        form={form}
        busy={confirm.isPending}
        serverError={confirm.error ? toApiError(confirm.error) : null}
        submitLabel="Confirm the payment"
        aria-label="Confirm a bank payment"
        onSubmit={(values) => {
          if (!confirm.isPending) confirm.mutate(values.bankReference);
        }}
        secondary={
          <Button type="button" variant="default" onClick={onClose} disabled={confirm.isPending}>
            Cancel
          </Button>
        }
      >
        <TextField
          name="bankReference"
          label="The bank's reference"
          hint="As on the bank's report of the payment, for example STANBIC-88123"
          maxLength={40}
          data-autofocus
        />
      </AppForm>
    </Stack>
  );
}

/** The transactions page. */
export default function TransactionsPage() {
  const { params, setFilter, setFilters } = useFilterParams();
  const q = (params.get('q') ?? '').slice(0, 100);
  const status = params.get('status');
  const method = params.get('method');
  const pageParam = Number.parseInt(params.get('page') ?? '', 10);
  const page = Number.isFinite(pageParam) && pageParam >= 1 ? pageParam : 1;
  const [text, setText] = useState(q);
  const [seenQ, setSeenQ] = useState(q);
  if (seenQ !== q) {
    setSeenQ(q);
    setText(q);
  }
  const [confirming, setConfirming] = useState<Transaction | null>(null);
  const filters: TransactionsQuery = {
    ...(q ? { q } : {}),
    ...(isStatus(status) ? { status } : {}),
    ...(isMethod(method) ? { method } : {}),
  };
  const query = { ...filters, page, pageSize: TRANSACTIONS_PAGE_SIZE };
  const result = useTransactions(query);
  const data = result.data;
  const rows = data?.items ?? [];
  const filtered = Boolean(q || filters.status || filters.method);

  const onSearch = () => {
    setFilter('q', text.trim() || null);
  };

  return (
    <Stack gap="lg">
      <div>
        <Title order={1}>Transactions</Title>
        <Text mt="xs">
          Every invoice the registry issued and how it was paid. Bank payments wait here until you confirm them from the bank's report.
        </Text>
      </div>

      <SearchForm
        name="Transactions"
        inputId="transactions-search"
        label="Search"
        description="PRN, application reference, applicant or receipt number"
        value={text}
        onChange={setText}
        onSearch={onSearch}
      >
        <NativeSelect
          id="transactions-status"
          label="Status"
          data={[
            { value: '', label: 'Any status' },
            ...TRANSACTION_STATUSES.map((s) => ({ value: s, label: TRANSACTION_STATUS_LABELS[s] })),
          ]}
          value={filters.status ?? ''}
          onChange={(event) => setFilter('status', event.currentTarget.value || null)}
          w={{ base: '100%', sm: 220 }}
        />
        <NativeSelect
          id="transactions-method"
          label="Method"
          data={[{ value: '', label: 'Any method' }, ...PAYMENT_METHODS.map((m) => ({ value: m, label: PAYMENT_METHOD_LABELS[m] }))]}
          value={filters.method ?? ''}
          onChange={(event) => setFilter('method', event.currentTarget.value || null)}
          w={{ base: '100%', sm: 180 }}
        />
        {filtered ? (
          <Button
            type="button"
            variant="subtle"
            onClick={() => {
              setText('');
              setFilters({ q: null, status: null, method: null });
            }}
          >
            Clear search and filters
          </Button>
        ) : null}
      </SearchForm>

      {result.isError ? (
        <LoadError title="The transactions could not be loaded" message={result.error.message} onRetry={() => void result.refetch()} />
      ) : null}

      {data ? (
        <SimpleGrid cols={{ base: 1, sm: 3 }} spacing="md">
          <Paper withBorder p="md">
            <Text size="sm">Invoices{filtered ? ' (filtered)' : ''}</Text>
            <Text fw={700} size="xl">
              {data.total.toLocaleString('en-GB')}
            </Text>
          </Paper>
          <Paper withBorder p="md">
            <Text size="sm">Paid</Text>
            <Text fw={700} size="xl" data-testid="total-paid">
              {formatMoney(data.totals.paidUgx)}
            </Text>
          </Paper>
          <Paper withBorder p="md">
            <Text size="sm">Outstanding</Text>
            <Text fw={700} size="xl">
              {formatMoney(data.totals.outstandingUgx)}
            </Text>
          </Paper>
        </SimpleGrid>
      ) : null}

      <Group justify="space-between" align="center" wrap="wrap">
        <div role="status" aria-live="polite" aria-atomic="true">
          {result.isPending || result.isPlaceholderData ? (
            <Group gap="xs">
              <Loader size="sm" aria-hidden="true" />
              <Text>Loading the transactions…</Text>
            </Group>
          ) : data ? (
            <Text fw={700}>
              {data.total === 0
                ? filtered
                  ? 'No transactions match your search and filters.'
                  : 'No invoice has been issued yet.'
                : showingText(page, TRANSACTIONS_PAGE_SIZE, data.total, rows.length)}
            </Text>
          ) : null}
        </div>
        {data && data.total > 0 ? <DownloadCsv fetchFile={() => downloadTransactions(filters)} fileName="transactions.csv" /> : null}
      </Group>

      {rows.length > 0 ? (
        <ScrollRegion label="Transactions" minWidth={900}>
          <Table striped withTableBorder verticalSpacing="sm" aria-busy={result.isFetching ? true : undefined}>
            <caption>
              <VisuallyHidden>Transactions, newest first</VisuallyHidden>
            </caption>
            <Table.Thead>
              <Table.Tr>
                {['PRN', 'Application', 'Applicant', 'Amount', 'Status', 'Method', 'Issued', 'Paid', 'Receipt'].map((h) => (
                  <Table.Th key={h} scope="col">
                    {h}
                  </Table.Th>
                ))}
              </Table.Tr>
            </Table.Thead>
            <Table.Tbody>
              {rows.map((t) => (
                <Table.Tr key={t.prn}>
                  <Table.Th scope="row" fw={400} ff="monospace">
                    {t.prn}
                  </Table.Th>
                  <Table.Td>
                    <Unbroken>{t.reference}</Unbroken>
                    <Text size="sm">{serviceLabel(t.serviceType)}</Text>
                  </Table.Td>
                  <Table.Td>{t.applicantName}</Table.Td>
                  <Table.Td style={{ whiteSpace: 'nowrap' }}>{formatMoney(t.amountUgx)}</Table.Td>
                  <Table.Td>
                    <Text fw={700} size="sm" c={STATUS_COLOURS[t.status]}>
                      {TRANSACTION_STATUS_LABELS[t.status]}
                    </Text>
                    {/* Beside the status it changes, not in a last column that scrolls out of view on a laptop (issue 30). */}
                    {t.status === 'AWAITING_CONFIRMATION' && t.method === 'BANK' ? (
                      <Button size="xs" mt={6} onClick={() => setConfirming(t)}>
                        {/* The name starts with the words shown (WCAG 2.5.3). */}
                        Confirm payment<VisuallyHidden> of {t.reference} at the bank</VisuallyHidden>
                      </Button>
                    ) : null}
                  </Table.Td>
                  <Table.Td>{t.method ? PAYMENT_METHOD_LABELS[t.method] : '—'}</Table.Td>
                  <Table.Td style={{ whiteSpace: 'nowrap' }}>{formatDisplayDate(t.issuedAt)}</Table.Td>
                  <Table.Td style={{ whiteSpace: 'nowrap' }}>{t.paidAt ? formatDisplayDate(t.paidAt) : '—'}</Table.Td>
                  <Table.Td>{t.receiptNumber ?? '—'}</Table.Td>
                </Table.Tr>
              ))}
            </Table.Tbody>
          </Table>
        </ScrollRegion>
      ) : null}
      {data ? (
        <ListPagination
          total={Math.max(1, Math.ceil(data.total / TRANSACTIONS_PAGE_SIZE))}
          value={page}
          onChange={(value) => setFilter('page', value > 1 ? String(value) : null)}
        />
      ) : null}

      <AppModal opened={confirming !== null} onClose={() => setConfirming(null)} title="Confirm a bank payment" size="md">
        {confirming ? <ConfirmBankPayment transaction={confirming} onClose={() => setConfirming(null)} /> : null}
      </AppModal>
    </Stack>
  );
}
