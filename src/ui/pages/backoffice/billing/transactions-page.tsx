/**
 * Transactions (SPEC.md §2 /backoffice/billing/transactions; issue 11 "Billing and payments";
 * docs/decisions/022-payments-and-receipts.md): every invoice and payment — PRN, application, service,
 * applicant, amount, method, status, dates, receipt — newest first, searched and filtered on the server,
 * with the totals paid and outstanding of the filtered view and its CSV. A bank payment awaiting
 * confirmation is confirmed here by the bank's reference, which issues the applicant's receipt.
 */
import { SearchForm } from '#src/ui/components/search-form/search-form';
import { useState } from 'react';
import { Trans, useLingui } from '@lingui/react/macro';
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
  const { t } = useLingui();
  const form = useZodForm(bankConfirmationSchema, { defaultValues: { bankReference: '' } });
  const { applicantName, reference, prn } = transaction;
  const amount = formatMoney(transaction.amountUgx);
  const confirm = useAppMutation({
    mutationFn: (bankReference: string) => confirmBankPayment(transaction.prn, bankReference),
    onSuccess: async () => {
      notify({ type: 'success', message: t`The payment of ${reference} is confirmed; its receipt is issued.` });
      await refreshTransactions();
      onClose();
    },
  });
  return (
    <Stack gap="md">
      <Text>
        <Trans>
          {applicantName} paid <strong>{amount}</strong> for {reference} (PRN {prn}) at a bank. Confirm it only once the bank has reported
          the payment.
        </Trans>
      </Text>
      <AppForm
        form={form}
        busy={confirm.isPending}
        serverError={confirm.error ? toApiError(confirm.error) : null}
        submitLabel={t`Confirm the payment`}
        aria-label={t`Confirm a bank payment`}
        onSubmit={(values) => {
          if (!confirm.isPending) confirm.mutate(values.bankReference);
        }}
        secondary={
          <Button type="button" variant="default" onClick={onClose} disabled={confirm.isPending}>
            <Trans>Cancel</Trans>
          </Button>
        }
      >
        <TextField
          name="bankReference"
          label={t`The bank's reference`}
          hint={t`As on the bank's report of the payment, for example STANBIC-88123`}
          maxLength={40}
          data-autofocus
        />
      </AppForm>
    </Stack>
  );
}

/** The words of a bank payment's confirm button: "Confirm payment", then for screen readers which payment. */
function ConfirmPaymentLabel({ reference }: { reference: string }) {
  return (
    <Trans>
      Confirm payment<VisuallyHidden> of {reference} at the bank</VisuallyHidden>
    </Trans>
  );
}

/** The transactions page. */
export default function TransactionsPage() {
  const { t } = useLingui();
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
        <Title order={1}>
          <Trans>Transactions</Trans>
        </Title>
        <Text mt="xs">
          <Trans>
            Every invoice the registry issued and how it was paid. Bank payments wait here until you confirm them from the bank&apos;s
            report.
          </Trans>
        </Text>
      </div>

      <SearchForm
        name={t`Transactions`}
        inputId="transactions-search"
        label={t`Search`}
        description={t`PRN, application reference, applicant or receipt number`}
        value={text}
        onChange={setText}
        onSearch={onSearch}
      >
        <NativeSelect
          id="transactions-status"
          label={t`Status`}
          data={[
            { value: '', label: t`Any status` },
            ...TRANSACTION_STATUSES.map((s) => ({ value: s, label: TRANSACTION_STATUS_LABELS[s] })),
          ]}
          value={filters.status ?? ''}
          onChange={(event) => setFilter('status', event.currentTarget.value || null)}
          w={{ base: '100%', sm: 220 }}
        />
        <NativeSelect
          id="transactions-method"
          label={t`Method`}
          data={[{ value: '', label: t`Any method` }, ...PAYMENT_METHODS.map((m) => ({ value: m, label: PAYMENT_METHOD_LABELS[m] }))]}
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
            <Trans>Clear search and filters</Trans>
          </Button>
        ) : null}
      </SearchForm>

      {result.isError ? (
        <LoadError title={t`The transactions could not be loaded`} message={result.error.message} onRetry={() => void result.refetch()} />
      ) : null}

      {data ? (
        <SimpleGrid cols={{ base: 1, sm: 3 }} spacing="md">
          <Paper withBorder p="md">
            <Text size="sm">{filtered ? t`Invoices (filtered)` : t`Invoices`}</Text>
            <Text fw={700} size="xl">
              {data.total.toLocaleString('en-GB')}
            </Text>
          </Paper>
          <Paper withBorder p="md">
            <Text size="sm">
              <Trans>Paid</Trans>
            </Text>
            <Text fw={700} size="xl" data-testid="total-paid">
              {formatMoney(data.totals.paidUgx)}
            </Text>
          </Paper>
          <Paper withBorder p="md">
            <Text size="sm">
              <Trans>Outstanding</Trans>
            </Text>
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
              <Text>
                <Trans>Loading the transactions…</Trans>
              </Text>
            </Group>
          ) : data ? (
            <Text fw={700}>
              {data.total === 0
                ? filtered
                  ? t`No transactions match your search and filters.`
                  : t`No invoice has been issued yet.`
                : showingText(page, TRANSACTIONS_PAGE_SIZE, data.total, rows.length)}
            </Text>
          ) : null}
        </div>
        {data && data.total > 0 ? <DownloadCsv fetchFile={() => downloadTransactions(filters)} fileName="transactions.csv" /> : null}
      </Group>

      {rows.length > 0 ? (
        <ScrollRegion label={t`Transactions`} minWidth={900}>
          <Table striped withTableBorder verticalSpacing="sm" aria-busy={result.isFetching ? true : undefined}>
            <caption>
              <VisuallyHidden>
                <Trans>Transactions, newest first</Trans>
              </VisuallyHidden>
            </caption>
            <Table.Thead>
              <Table.Tr>
                {[t`PRN`, t`Application`, t`Applicant`, t`Amount`, t`Status`, t`Method`, t`Issued`, t`Paid`, t`Receipt`].map((h, i) => (
                  <Table.Th key={i} scope="col">
                    {h}
                  </Table.Th>
                ))}
              </Table.Tr>
            </Table.Thead>
            <Table.Tbody>
              {rows.map((row) => (
                <Table.Tr key={row.prn}>
                  <Table.Th scope="row" fw={400} ff="monospace">
                    {row.prn}
                  </Table.Th>
                  <Table.Td>
                    <Unbroken>{row.reference}</Unbroken>
                    <Text size="sm">{serviceLabel(row.serviceType)}</Text>
                  </Table.Td>
                  <Table.Td>{row.applicantName}</Table.Td>
                  <Table.Td style={{ whiteSpace: 'nowrap' }}>{formatMoney(row.amountUgx)}</Table.Td>
                  <Table.Td>
                    <Text fw={700} size="sm" c={STATUS_COLOURS[row.status]}>
                      {TRANSACTION_STATUS_LABELS[row.status]}
                    </Text>
                    {/* Beside the status it changes, not in a last column that scrolls out of view on a laptop (issue 30). */}
                    {row.status === 'AWAITING_CONFIRMATION' && row.method === 'BANK' ? (
                      <Button size="xs" mt={6} onClick={() => setConfirming(row)}>
                        {/* The name starts with the words shown (WCAG 2.5.3). */}
                        <ConfirmPaymentLabel reference={row.reference} />
                      </Button>
                    ) : null}
                  </Table.Td>
                  <Table.Td>{row.method ? PAYMENT_METHOD_LABELS[row.method] : '—'}</Table.Td>
                  <Table.Td style={{ whiteSpace: 'nowrap' }}>{formatDisplayDate(row.issuedAt)}</Table.Td>
                  <Table.Td style={{ whiteSpace: 'nowrap' }}>{row.paidAt ? formatDisplayDate(row.paidAt) : '—'}</Table.Td>
                  <Table.Td>{row.receiptNumber ?? '—'}</Table.Td>
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

      <AppModal opened={confirming !== null} onClose={() => setConfirming(null)} title={t`Confirm a bank payment`} size="md">
        {confirming ? <ConfirmBankPayment transaction={confirming} onClose={() => setConfirming(null)} /> : null}
      </AppModal>
    </Stack>
  );
}
