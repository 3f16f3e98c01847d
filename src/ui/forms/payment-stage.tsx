/**
 * The payment stage after a submit (DOMAIN.md §4: an invoice with a PRN valid 21 days, payable by card,
 * mobile money or bank; card completes at once): the invoice as the API issued it (PRN, items and amount
 * from the invoice, never from the page; valid until dd-mm-yyyy), "Pay by card", which opens the card
 * gateway's form in a dialog, and mobile money and bank (./other-payments.tsx).
 */
import { msg } from '@lingui/core/macro';
import { Trans, useLingui } from '@lingui/react/macro';
import { say, type Words, wordsTable } from '#src/domain/words';
import { useState } from 'react';
import { Alert, Button, Paper, Stack, Table, Text, Title } from '@mantine/core';
import { payByCard, type CardReceipt } from '#src/api/payments';
import { ApiError, toApiError } from '#src/ui/shared/api-error';
import { formatDisplayDate } from '#src/domain/dates';
import { formatMoney } from '#src/domain/money';
import { type Application, type CardPaymentInput, type CardPaymentPayload, cardPaymentSchema } from '#src/domain/schemas/applications';
import { useAppMutation } from '../shared/query-client';
import { AppModal } from '../components/app-modal/app-modal';
import { AppForm } from '../components/form/app-form';
import { TextField } from '../components/form/text-field';
import { useZodForm } from '../components/form/use-zod-form';
import { OtherPayments } from './other-payments';

/** Words of the payment stage. */
export const PAYMENT_TEXT = wordsTable({
  payByCard: msg`Pay by card`,
  dialogTitle: msg`Card payment`,
  payNow: msg`Pay now`,
  cancel: msg`Cancel`,
  cardholderName: msg`Name on the card`,
  cardNumber: msg`Card number`,
  expiry: msg`Expiry date`,
  expiryHint: msg`MM/YY, for example 08/28`,
  cvc: msg`Security code`,
  cvcHint: msg`The last 3 digits on the back of the card (4 on the front for some cards)`,
  testCards: msg`Test cards: 4242 4242 4242 4242 (succeeds) and 4000 0000 0000 0002 (declined). Use any future expiry date and any 3 digits.`,
  noInvoice: msg`No invoice has been issued for this application yet. Try again in a moment.`,
  notTaken: msg`No money was taken.`,
  unknownOutcome: msg`We could not confirm the payment: the connection to the card gateway was lost. Your card may or may not have been charged. If you try again and the first payment went through, you will not be charged twice. You can also check Your applications in a few minutes: a payment that went through shows there.`,
});

/**
 * What a failed card payment says, so the person always knows whether money was taken: the
 * gateway refused (4xx: declined, bad details, expired invoice) → nothing was taken (said, if the
 * gateway's message does not already); no answer, a time-out or a server error → the outcome is not
 * known, and a retry cannot charge twice (the API answers 409 to a paid invoice, taken as paid).
 * @param error - the failure of POST /payments/card.
 * @returns the error to show in the form, its message reworded.
 */
export function paymentFailure(error: unknown): ApiError {
  const e = toApiError(error);
  const unknown = e.status === 0 || e.status === 408 || e.status >= 500;
  const message = unknown ? PAYMENT_TEXT.unknownOutcome : /taken/i.test(e.message) ? e.message : `${e.message} ${PAYMENT_TEXT.notTaken}`;
  return new ApiError(e.status, e.code, message, e.fieldErrors);
}

/** Props of {@link PaymentStage}. */
export interface PaymentStageProps {
  /** The application in Payment_Confirmation, with its invoice. */
  application: Application;
  /** The page's h1, e.g. "Pay for your notice". */
  title: string;
  /** What the person submitted, in running text: "application" (the default), "notice", "request". */
  noun?: Words;
  /** Show the mock gateway's test cards (only when `import.meta.env.MODE === 'mock'`). */
  showTestCards: boolean;
  /** Called when the payment is taken (or the invoice turns out already paid): go to the completion page. */
  onPaid: (applicationId: string, receipt: CardReceipt | null) => void;
  /** Replaces POST /payments/card (tests). */
  pay?: (payload: CardPaymentPayload) => Promise<CardReceipt>;
}

/**
 * The invoice and the card payment dialog. The card form is validated with `cardPaymentSchema`; a
 * declined card (402) shows the gateway's message in the dialog and the person can try again; while
 * the payment is in flight the button spins and cannot be pressed again, and the API refuses a second
 * payment of a paid invoice (409), which counts as paid here.
 */
export function PaymentStage({
  application,
  title,
  noun: nounWords = msg`application`,
  showTestCards,
  onPaid,
  pay = payByCard,
}: PaymentStageProps) {
  const { i18n } = useLingui();
  const noun = say(i18n, nounWords);
  const reference = application.reference;
  const [open, setOpen] = useState(false);
  const invoice = application.invoice;
  return (
    <Stack gap="lg" maw={720}>
      <div>
        <Title order={1}>{title}</Title>
        <Text size="lg" mt="xs">
          <Trans>
            Your {noun} {reference} has been received. It is sent to the registrar once the fee is paid.
          </Trans>
        </Text>
      </div>
      {invoice ? (
        <>
          <Paper withBorder p="lg" component="section" aria-labelledby="invoice-heading">
            <Title order={2} size="h3" id="invoice-heading" mb="sm">
              <Trans>Your invoice</Trans>
            </Title>
            <Table variant="vertical" withTableBorder>
              <Table.Tbody>
                <Table.Tr>
                  <Table.Th w={260}>
                    <Trans>Payment registration number (PRN)</Trans>
                  </Table.Th>
                  <Table.Td>
                    <Text fw={700} ff="monospace" size="lg">
                      {invoice.prn}
                    </Text>
                  </Table.Td>
                </Table.Tr>
                {invoice.items.map((item) => (
                  <Table.Tr key={item.item}>
                    <Table.Th>{item.item}</Table.Th>
                    <Table.Td>{formatMoney(item.amountUgx)}</Table.Td>
                  </Table.Tr>
                ))}
                <Table.Tr>
                  <Table.Th>
                    <Trans>Amount to pay</Trans>
                  </Table.Th>
                  <Table.Td>
                    <Text fw={700} size="lg" data-testid="invoice-amount">
                      {formatMoney(invoice.amountUgx)}
                    </Text>
                  </Table.Td>
                </Table.Tr>
                <Table.Tr>
                  <Table.Th>
                    <Trans>Valid until</Trans>
                  </Table.Th>
                  <Table.Td>{formatDisplayDate(invoice.expiresAt)}</Table.Td>
                </Table.Tr>
              </Table.Tbody>
            </Table>
            <Text size="sm" mt="sm" c="gray.8">
              <Trans>
                If the invoice is not paid by then, your application goes back to draft and a new invoice is issued when you submit it
                again.
              </Trans>
            </Text>
          </Paper>
          <Stack gap="sm" component="section" aria-labelledby="pay-heading">
            <Title order={2} size="h3" id="pay-heading">
              <Trans>How would you like to pay?</Trans>
            </Title>
            <Text>
              A card payment is confirmed at once. Mobile money is confirmed when you approve it on your phone; a bank payment when the bank
              reports it.
            </Text>
            <div>
              <Button size="md" onClick={() => setOpen(true)}>
                {PAYMENT_TEXT.payByCard}
              </Button>
            </div>
            <OtherPayments application={application} onPaid={() => onPaid(application.id, null)} />
          </Stack>
          <AppModal opened={open} onClose={() => setOpen(false)} title={PAYMENT_TEXT.dialogTitle} size="md">
            <CardForm
              prn={invoice.prn}
              amount={formatMoney(invoice.amountUgx)}
              showTestCards={showTestCards}
              pay={pay}
              onCancel={() => setOpen(false)}
              onPaid={(receipt) => {
                setOpen(false);
                onPaid(application.id, receipt);
              }}
            />
          </AppModal>
        </>
      ) : (
        <Alert color="yellow" variant="light">
          {PAYMENT_TEXT.noInvoice}
        </Alert>
      )}
    </Stack>
  );
}

interface CardFormProps {
  prn: string;
  amount: string;
  showTestCards: boolean;
  pay: (payload: CardPaymentPayload) => Promise<CardReceipt>;
  onPaid: (receipt: CardReceipt | null) => void;
  onCancel: () => void;
}

/** The mock card gateway's form. */
function CardForm({ prn, amount, showTestCards, pay, onPaid, onCancel }: CardFormProps) {
  const form = useZodForm(cardPaymentSchema, {
    defaultValues: { prn, cardholderName: '', cardNumber: '', expiry: '', cvc: '' } satisfies CardPaymentInput,
  });
  const payment = useAppMutation<CardReceipt, CardPaymentPayload>({
    mutationFn: (payload) => pay(payload),
    onSuccess: (receipt) => onPaid(receipt),
    onError: (error) => {
      // Already paid: nothing was charged again; go on to the confirmation.
      if (toApiError(error).status === 409) onPaid(null);
    },
  });
  const error = payment.error && toApiError(payment.error).status !== 409 ? paymentFailure(payment.error) : null;
  return (
    <Stack gap="md">
      <Text>
        <Trans>
          Amount: <strong>{amount}</strong>
        </Trans>
      </Text>
      {showTestCards ? (
        <Alert color="blue" variant="light" title={<Trans>Test gateway</Trans>}>
          {PAYMENT_TEXT.testCards}
        </Alert>
      ) : null}
      <AppForm
        form={form}
        busy={payment.isPending}
        serverError={error}
        submitLabel={PAYMENT_TEXT.payNow}
        aria-label={PAYMENT_TEXT.dialogTitle}
        onSubmit={(values) => {
          if (!payment.isPending) payment.mutate(values);
        }}
        secondary={
          <Button type="button" variant="default" onClick={onCancel} disabled={payment.isPending}>
            {PAYMENT_TEXT.cancel}
          </Button>
        }
      >
        <TextField name="cardholderName" label={PAYMENT_TEXT.cardholderName} autoComplete="cc-name" maxLength={100} data-autofocus />
        <TextField
          name="cardNumber"
          label={PAYMENT_TEXT.cardNumber}
          autoComplete="cc-number"
          inputMode="numeric"
          maxLength={23}
          spellCheck={false}
        />
        <TextField name="expiry" label={PAYMENT_TEXT.expiry} hint={PAYMENT_TEXT.expiryHint} autoComplete="cc-exp" maxLength={5} w={160} />
        <TextField
          name="cvc"
          label={PAYMENT_TEXT.cvc}
          hint={PAYMENT_TEXT.cvcHint}
          autoComplete="cc-csc"
          inputMode="numeric"
          maxLength={4}
          w={160}
        />
      </AppForm>
    </Stack>
  );
}
