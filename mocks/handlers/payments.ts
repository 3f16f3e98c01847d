/**
 * The mock payment gateway (docs/decisions/005-application-lifecycle.md "POST /payments/card"; DOMAIN.md §4
 * "payable by card, mobile money or bank; card completes at once … others wait for confirmation";
 * docs/decisions/022-payments-and-receipts.md). Every confirmed payment issues a receipt (RECEIPT, with a
 * verify code) on the application (`confirmPayment`).
 *
 * - POST /payments/mobile-money {prn, phone} (the applicant) → 202 `{ status: 'PROMPTED', phone }`: a
 *   payment prompt is sent to the phone (a text message in the outbox); the payer approves it there (in the
 *   mock: POST __mock/mobile-money {prn, approve}), and the payment is confirmed.
 * - POST /payments/bank {prn} (the applicant) → `{ prn, amountUgx, expiresAt, reference }`: the PRN slip
 *   to pay at a bank; finance confirms the payment when the bank reports it (mocks/handlers/billing.ts).
 *
 * POST /payments/card {prn, cardholderName, cardNumber, expiry, cvc} (bearer; the applicant only)
 * → the receipt `{ receiptNumber, prn, amountUgx, paidAt, applicationId, reference }`; the invoice is
 * marked paid and the system confirms the payment (`application.paymentConfirmed` → Submitted).
 *
 * | card | answer |
 * |---|---|
 * | 4242 4242 4242 4242 | paid |
 * | 4000 0000 0000 0002 | 402 CARD_DECLINED: declined, nothing taken |
 * | any other number | 402 CARD_DECLINED: not a test card, nothing taken |
 *
 * 404 unknown PRN; 403 not the applicant; 410 the invoice expired (the application is moved back to
 * Draft); 409 already paid (nothing charged twice); 400 invalid payload or an expired card.
 */
import { http } from 'msw';
import { msg } from '@lingui/core/macro';
import { formatMoney } from '#src/domain/money';
import { cardPaymentSchema } from '#src/domain/schemas/applications';
import { bankPaymentSchema, mobileMoneyPaymentSchema } from '#src/domain/schemas/payments';
import { findApplicationByPrn, type IndexedApplication } from '../application-store';
import { sendSms } from '../outbox';
import { confirmPayment } from '../payments';
import { apiUrl } from '../base-url';
import { now, nowIso } from '../clock';
import { updateApplication } from '../application-store';
import { expireIfDue, invoiceExpired } from '../lifecycle';
import { MOCK_ERROR_CODES, MOCK_MESSAGES } from '../messages';
import { messagesFor } from '../message-language';
import { fail, handle, ok, readPayload, requireUser } from './shared';

/** The test card numbers of the mock gateway. */
export const TEST_CARDS = {
  /** Always succeeds. */
  success: '4242424242424242',
  /** Always declined (402), nothing taken. */
  declined: '4000000000000002',
} as const;

/**
 * Whether a card's expiry (MM/YY) is before the mock clock's month.
 * @param expiry - "MM/YY", already validated.
 */
function cardExpired(expiry: string): boolean {
  const [month, year] = expiry.split('/').map(Number) as [number, number];
  const today = new Date(now());
  const current = today.getFullYear() * 12 + today.getMonth();
  return 2000 * 12 + year * 12 + (month - 1) < current;
}

/**
 * The application of an invoice the caller may pay now: 404 unknown PRN, 403 not the applicant, 409 paid,
 * 410 expired (the application goes back to Draft).
 * @param prn - the PRN as typed.
 * @param userId - the caller.
 * @throws the error response.
 */
async function payable(prn: string, userId: string): Promise<IndexedApplication> {
  const found = findApplicationByPrn(prn.trim().toUpperCase());
  if (!found || !found.record.invoice) {
    throw fail(404, MOCK_MESSAGES.invoiceNotFound, { code: MOCK_ERROR_CODES.notFound, errors: { prn: MOCK_MESSAGES.invoiceNotFound } });
  }
  if (found.record.applicantId !== userId) throw fail(403, MOCK_MESSAGES.onlyApplicantPays, { code: MOCK_ERROR_CODES.forbidden });
  const invoice = found.record.invoice;
  if (invoice.paidAt) throw fail(409, MOCK_MESSAGES.alreadyPaid, { code: MOCK_ERROR_CODES.alreadyPaid });
  if (invoiceExpired(found) || Date.parse(invoice.expiresAt) <= now()) {
    await expireIfDue(found);
    throw fail(410, MOCK_MESSAGES.invoiceExpired, { code: MOCK_ERROR_CODES.invoiceExpired });
  }
  return found;
}

/** Handlers of the payment gateway. */
export const paymentsHandlers = [
  http.post(
    apiUrl('/payments/card'),
    handle(async ({ request }) => {
      const user = await requireUser(request);
      const payment = await readPayload(request, cardPaymentSchema);
      const found = await payable(payment.prn, user.userId);
      const invoice = found.record.invoice!;
      if (cardExpired(payment.expiry)) {
        return fail(400, MOCK_MESSAGES.validation, { code: MOCK_ERROR_CODES.validation, errors: { expiry: MOCK_MESSAGES.cardExpired } });
      }
      if (payment.cardNumber === TEST_CARDS.declined) {
        return fail(402, MOCK_MESSAGES.cardDeclined, { code: MOCK_ERROR_CODES.cardDeclined });
      }
      if (payment.cardNumber !== TEST_CARDS.success) {
        return fail(402, MOCK_MESSAGES.cardNotAccepted, { code: MOCK_ERROR_CODES.cardDeclined });
      }
      const { updated, receiptNumber, paidAt } = await confirmPayment(found, { method: 'CARD', paidWith: payment.cardNumber.slice(-4) });
      return ok({
        receiptNumber,
        prn: invoice.prn,
        amountUgx: invoice.amountUgx,
        paidAt,
        applicationId: updated.id,
        reference: updated.reference,
      });
    }),
  ),
  http.post(
    apiUrl('/payments/mobile-money'),
    handle(async ({ request }) => {
      const user = await requireUser(request);
      const payment = await readPayload(request, mobileMoneyPaymentSchema);
      const found = await payable(payment.prn, user.userId);
      const invoice = found.record.invoice!;
      await updateApplication(found, (draft) => {
        if (draft.invoice) draft.invoice.awaiting = { method: 'MOBILE_MONEY', since: nowIso(), phone: payment.phone };
      });
      // In the language of the account that pays (issue 32).
      const i18n = messagesFor(user);
      const amount = formatMoney(invoice.amountUgx);
      const ref = found.record.reference;
      const { prn } = invoice;
      await sendSms({
        to: payment.phone,
        subject: i18n._(msg`Mobile money payment prompt`),
        body: i18n._(msg`Pay ${amount} to the Marriage Registry for ${ref} (PRN ${prn})? Enter your PIN to approve.`),
      });
      return ok({ status: 'PROMPTED', phone: payment.phone }, 202);
    }),
  ),
  http.post(
    apiUrl('/payments/bank'),
    handle(async ({ request }) => {
      const user = await requireUser(request);
      const payment = await readPayload(request, bankPaymentSchema);
      const found = await payable(payment.prn, user.userId);
      const invoice = found.record.invoice!;
      const updated = await updateApplication(found, (draft) => {
        if (draft.invoice) draft.invoice.awaiting = { method: 'BANK', since: nowIso(), phone: null };
      });
      return ok({
        prn: invoice.prn,
        amountUgx: invoice.amountUgx,
        expiresAt: invoice.expiresAt,
        reference: updated.reference,
        items: invoice.items,
      });
    }),
  ),
];
