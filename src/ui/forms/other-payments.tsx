/**
 * Paying an invoice by mobile money or at a bank (DOMAIN.md §4 "payable by card, mobile money or bank …
 * others wait for confirmation"; docs/decisions/022-payments-and-receipts.md):
 * - mobile money: the payer gives a number, the registry sends a payment prompt to it, and this page waits,
 *   asking the API every few seconds, until the payer approves it on the phone; then it moves on as a card
 *   payment does;
 * - bank: the payer gets a printable PRN slip to pay at any bank branch; the application goes to the
 *   registrar when finance confirms the bank's payment.
 * A started payment lives in the invoice (`awaiting`), so a reload shows where it stands.
 */
import { msg } from '@lingui/core/macro';
import { Trans } from '@lingui/react/macro';
import { textOf, wordsTable } from '#src/domain/words';
import { useState } from 'react';
import { Alert, Button, Group, Loader, Paper, Stack, Table, Text, Title } from '@mantine/core';
import { z } from 'zod';
import { fetchApplication } from '#src/api/applications';
import { toApiError } from '#src/ui/shared/api-error';
import { payAtBank, payByMobileMoney } from '#src/api/payments';
import { formatDisplayDate } from '#src/domain/dates';
import { formatMoney } from '#src/domain/money';
import type { Application } from '#src/domain/schemas/applications';
import { phoneField } from '#src/domain/schemas/phone-field';
import { useAppMutation } from '../shared/query-client';
import { AppModal } from '../components/app-modal/app-modal';
import { AppForm } from '../components/form/app-form';
import { PhoneField } from '../components/form/phone-field';
import { useZodForm } from '../components/form/use-zod-form';
import { refreshApplicationPaymentWait, useApplicationPaymentWait } from '../queries/applications';

/** Words of the other payment methods. */
export const OTHER_PAYMENT_TEXT = wordsTable({
  mobileMoney: msg`Pay with mobile money`,
  mobileDialog: msg`Mobile money payment`,
  mobileNumber: msg`Mobile money number`,
  mobileHint: msg`MTN or Airtel. We send a payment prompt to this phone.`,
  sendPrompt: msg`Send the payment prompt`,
  waitingTitle: msg`Approve the payment on your phone`,
  tryAgain: msg`Send the prompt again, or to another number`,
  bank: msg`Pay at a bank`,
  slipTitle: msg`Your bank payment slip`,
  slipIntro: msg`Take this slip, or its payment registration number (PRN), to any branch of a bank that collects government payments, and pay the amount in cash or by transfer before the PRN expires.`,
  slipAfter: msg`The registry confirms the payment when the bank reports it, usually within one working day. Your application then goes to the registrar, we send you an e-mail and a text message, and your receipt is on this application’s page.`,
  print: msg`Print the slip`,
});

/** The words while a mobile money prompt waits for approval, in the active language. */
export function mobileWaitingText(phone: string, amount: string): string {
  return textOf(
    msg`We sent a payment prompt for ${amount} to ${phone}. Enter your mobile money PIN on the phone to approve it. This page moves on by itself when the payment is confirmed.`,
  );
}

/** How often the page asks whether a mobile money payment is confirmed, in ms. */
export const MOBILE_MONEY_POLL_MS = 3000;

const mobileSchema = z.object({ phone: phoneField });

/** The mobile money dialog: the number, then the prompt is sent. */
function MobileMoneyForm({ prn, amount, onSent, onCancel }: { prn: string; amount: string; onSent: () => void; onCancel: () => void }) {
  const form = useZodForm(mobileSchema, { defaultValues: { phone: '' } });
  const send = useAppMutation({
    mutationFn: (phone: string) => payByMobileMoney({ prn, phone }),
    onSuccess: onSent,
  });
  return (
    <Stack gap="md">
      <Text>
        <Trans>
          Amount: <strong>{amount}</strong>
        </Trans>
      </Text>
      <AppForm
        form={form}
        busy={send.isPending}
        serverError={send.error ? toApiError(send.error) : null}
        submitLabel={OTHER_PAYMENT_TEXT.sendPrompt}
        aria-label={OTHER_PAYMENT_TEXT.mobileDialog}
        onSubmit={(values) => {
          if (!send.isPending) send.mutate(values.phone);
        }}
        secondary={
          <Button type="button" variant="default" onClick={onCancel} disabled={send.isPending}>
            <Trans>Cancel</Trans>
          </Button>
        }
      >
        <PhoneField name="phone" label={OTHER_PAYMENT_TEXT.mobileNumber} hint={OTHER_PAYMENT_TEXT.mobileHint} />
      </AppForm>
    </Stack>
  );
}

/** Waiting for the payer's approval: asks the API until the application has left Payment_Confirmation. */
function MobileMoneyWaiting({ application, onPaid, onRetry }: { application: Application; onPaid: () => void; onRetry: () => void }) {
  const invoice = application.invoice;
  const status = useApplicationPaymentWait(
    application.id,
    async () => {
      const current = await fetchApplication(application.id);
      if (current.status !== 'Payment_Confirmation') onPaid();
      return current;
    },
    {
      refetchInterval: MOBILE_MONEY_POLL_MS,
    },
  );
  const phone = status.data?.invoice?.awaiting?.phone ?? invoice?.awaiting?.phone ?? 'your phone';
  // Until the first answer, the prompt just sent is taken as waiting.
  const prompted = status.data ? status.data.invoice?.awaiting?.method === 'MOBILE_MONEY' : true;
  return (
    <Paper withBorder p="lg" component="section" aria-labelledby="mobile-waiting-heading">
      <Title order={2} size="h3" id="mobile-waiting-heading" mb="sm">
        {OTHER_PAYMENT_TEXT.waitingTitle}
      </Title>
      {prompted ? (
        <Group gap="sm" align="flex-start" wrap="nowrap" role="status">
          <Loader size="sm" aria-hidden="true" mt={4} />
          <Text>{mobileWaitingText(phone, formatMoney(invoice?.amountUgx ?? 0))}</Text>
        </Group>
      ) : (
        <Alert color="yellow" variant="light" role="alert">
          <Trans>The payment prompt was declined or has lapsed on the phone. Nothing was taken.</Trans>
        </Alert>
      )}
      <Button variant="subtle" px={0} mt="sm" onClick={onRetry}>
        {OTHER_PAYMENT_TEXT.tryAgain}
      </Button>
    </Paper>
  );
}

/** The printable PRN slip of a bank payment. */
function BankSlip({ application }: { application: Application }) {
  const invoice = application.invoice;
  if (!invoice) return null;
  return (
    <Paper withBorder p="lg" component="section" aria-labelledby="bank-slip-heading" data-print="bank-slip">
      <Title order={2} size="h3" id="bank-slip-heading" mb="sm">
        {OTHER_PAYMENT_TEXT.slipTitle}
      </Title>
      <Text mb="sm">{OTHER_PAYMENT_TEXT.slipIntro}</Text>
      <Table variant="vertical" withTableBorder>
        <Table.Tbody>
          <Table.Tr>
            <Table.Th w={260}>
              <Trans>Pay to</Trans>
            </Table.Th>
            <Table.Td>
              <Trans>Marriage Registry (government revenue)</Trans>
            </Table.Td>
          </Table.Tr>
          <Table.Tr>
            <Table.Th>
              <Trans>Payment registration number (PRN)</Trans>
            </Table.Th>
            <Table.Td>
              <Text fw={700} ff="monospace" size="lg">
                {invoice.prn}
              </Text>
            </Table.Td>
          </Table.Tr>
          <Table.Tr>
            <Table.Th>
              <Trans>Amount</Trans>
            </Table.Th>
            <Table.Td>
              <Text fw={700}>{formatMoney(invoice.amountUgx)}</Text>
            </Table.Td>
          </Table.Tr>
          <Table.Tr>
            <Table.Th>
              <Trans>Application</Trans>
            </Table.Th>
            <Table.Td>{application.reference}</Table.Td>
          </Table.Tr>
          <Table.Tr>
            <Table.Th>
              <Trans>Pay before</Trans>
            </Table.Th>
            <Table.Td>{formatDisplayDate(invoice.expiresAt)}</Table.Td>
          </Table.Tr>
        </Table.Tbody>
      </Table>
      <Text mt="sm">{OTHER_PAYMENT_TEXT.slipAfter}</Text>
      <Button variant="outline" mt="md" onClick={() => window.print()}>
        {OTHER_PAYMENT_TEXT.print}
      </Button>
    </Paper>
  );
}

/**
 * The mobile money and bank choices, and the started payment's state.
 * @param props - the application in Payment_Confirmation; `onPaid` when a mobile money payment is confirmed.
 */
export function OtherPayments({ application, onPaid }: { application: Application; onPaid: () => void }) {
  const invoice = application.invoice;
  const [dialog, setDialog] = useState(false);
  const [started, setStarted] = useState<'MOBILE_MONEY' | 'BANK' | null>(invoice?.awaiting?.method ?? null);
  const bank = useAppMutation({
    mutationFn: () => payAtBank(invoice?.prn ?? ''),
    onSuccess: () => setStarted('BANK'),
  });
  if (!invoice) return null;
  return (
    <>
      {started === 'MOBILE_MONEY' ? <MobileMoneyWaiting application={application} onPaid={onPaid} onRetry={() => setDialog(true)} /> : null}
      {started === 'BANK' ? <BankSlip application={application} /> : null}
      <Group gap="sm">
        {started === 'MOBILE_MONEY' ? null : (
          <Button variant="outline" size="md" onClick={() => setDialog(true)}>
            {OTHER_PAYMENT_TEXT.mobileMoney}
          </Button>
        )}
        {started === 'BANK' ? null : (
          <Button variant="outline" size="md" loading={bank.isPending} onClick={() => bank.mutate()}>
            {OTHER_PAYMENT_TEXT.bank}
          </Button>
        )}
      </Group>
      {bank.error ? (
        <Alert color="red" variant="light" role="alert">
          {toApiError(bank.error).message}
        </Alert>
      ) : null}
      <AppModal opened={dialog} onClose={() => setDialog(false)} title={OTHER_PAYMENT_TEXT.mobileDialog} size="md">
        <MobileMoneyForm
          prn={invoice.prn}
          amount={formatMoney(invoice.amountUgx)}
          onCancel={() => setDialog(false)}
          onSent={() => {
            setDialog(false);
            setStarted('MOBILE_MONEY');
            void refreshApplicationPaymentWait(application.id);
          }}
        />
      </AppModal>
    </>
  );
}
