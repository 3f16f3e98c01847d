/**
 * The mock payment gateway's card payment (docs/decisions/005-application-lifecycle.md
 * "POST /payments/card"; DOMAIN.md §4: card completes at once).
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
import { cardPaymentSchema } from '../../src/domain/schemas/applications';
import { findApplicationByPrn } from '../application-store';
import { apiUrl } from '../base-url';
import { now, nowIso } from '../clock';
import { expireIfDue, invoiceExpired, SYSTEM_ACTOR, transition } from '../lifecycle';
import { MOCK_ERROR_CODES, MOCK_MESSAGES } from '../messages';
import { newReceiptNumber } from '../references';
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

/** Handlers of the payment gateway. */
export const paymentsHandlers = [
  http.post(
    apiUrl('/payments/card'),
    handle(async ({ request }) => {
      const user = await requireUser(request);
      const payment = await readPayload(request, cardPaymentSchema);
      const found = findApplicationByPrn(payment.prn.trim().toUpperCase());
      if (!found || !found.record.invoice) {
        return fail(404, MOCK_MESSAGES.invoiceNotFound, { code: MOCK_ERROR_CODES.notFound, errors: { prn: MOCK_MESSAGES.invoiceNotFound } });
      }
      if (found.record.applicantId !== user.userId) {
        return fail(403, MOCK_MESSAGES.onlyApplicantPays, { code: MOCK_ERROR_CODES.forbidden });
      }
      const invoice = found.record.invoice;
      if (invoice.paidAt) {
        return fail(409, MOCK_MESSAGES.alreadyPaid, { code: MOCK_ERROR_CODES.alreadyPaid });
      }
      if (invoiceExpired(found) || Date.parse(invoice.expiresAt) <= now()) {
        await expireIfDue(found);
        return fail(410, MOCK_MESSAGES.invoiceExpired, { code: MOCK_ERROR_CODES.invoiceExpired });
      }
      if (cardExpired(payment.expiry)) {
        return fail(400, MOCK_MESSAGES.validation, { code: MOCK_ERROR_CODES.validation, errors: { expiry: MOCK_MESSAGES.cardExpired } });
      }
      if (payment.cardNumber === TEST_CARDS.declined) {
        return fail(402, MOCK_MESSAGES.cardDeclined, { code: MOCK_ERROR_CODES.cardDeclined });
      }
      if (payment.cardNumber !== TEST_CARDS.success) {
        return fail(402, MOCK_MESSAGES.cardNotAccepted, { code: MOCK_ERROR_CODES.cardDeclined });
      }
      const paidAt = nowIso();
      const receiptNumber = newReceiptNumber();
      const updated = await transition(found, { type: 'application.paymentConfirmed' }, SYSTEM_ACTOR, {
        change: (draft) => {
          if (!draft.invoice) return;
          draft.invoice.paidAt = paidAt;
          draft.invoice.paidWith = payment.cardNumber.slice(-4);
          draft.invoice.receiptNumber = receiptNumber;
        },
      });
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
];
