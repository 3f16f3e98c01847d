/**
 * Confirming a payment, whatever its method (DOMAIN.md §4; docs/decisions/022-payments-and-receipts.md): the
 * invoice is marked paid with its method and receipt number, the system moves the application on
 * (`application.paymentConfirmed`: Payment_Confirmation → Submitted), and a receipt (RECEIPT) with a verify
 * code is issued on the application, so the applicant downloads it from her application's page.
 * Card payments are confirmed at once (mocks/handlers/payments.ts); mobile money when the payer approves the
 * prompt; bank payments when finance confirms them (mocks/handlers/billing.ts).
 */
import { SERVICE_LABELS } from '../src/domain/services/service-types';
import { formatDisplayDate } from '../src/domain/dates';
import { formatMoney } from '../src/domain/money';
import type { PaymentMethod } from '../src/domain/schemas/payment-methods';
import type { IndexedApplication } from './application-store';
import { nowIso } from './clock';
import type { ApplicationFields } from './db';
import { issueDocument } from './documents';
import { SYSTEM_ACTOR, transition } from './lifecycle';
import { newReceiptNumber } from './references';

/** How a payment was made: its method, what identifies the payer's means (card's last four, phone), the bank's reference. */
export interface PaymentMade {
  method: PaymentMethod;
  /** Card: the last four digits; mobile money: the phone number; bank: null. */
  paidWith: string | null;
  /** Bank payments: the bank's reference. */
  bankReference?: string | null;
}

/** What a payment's means reads on the receipt. */
function meansOf(payment: PaymentMade): string {
  if (payment.method === 'CARD') return `Card ending ${payment.paidWith ?? ''}`.trim();
  if (payment.method === 'MOBILE_MONEY') return `Mobile money, ${payment.paidWith ?? ''}`.trim();
  return `Bank${payment.bankReference ? `, reference ${payment.bankReference}` : ''}`;
}

/**
 * Confirm an invoice's payment: mark it paid, move the application on and issue the receipt.
 * @param found - the application whose invoice is paid (not paid before).
 * @param payment - how it was paid.
 * @returns the application after the change, the receipt number and when it was paid (ISO 8601).
 * @throws the machine's refusal when the application cannot take the payment (not awaiting one).
 */
export async function confirmPayment(
  found: IndexedApplication,
  payment: PaymentMade,
): Promise<{ updated: ApplicationFields; receiptNumber: string; paidAt: string }> {
  const paidAt = nowIso();
  const receiptNumber = newReceiptNumber();
  const updated = await transition(found, { type: 'application.paymentConfirmed' }, SYSTEM_ACTOR, {
    change: (draft) => {
      if (!draft.invoice) return;
      draft.invoice.paidAt = paidAt;
      draft.invoice.paidWith = payment.method === 'CARD' ? payment.paidWith : null;
      draft.invoice.receiptNumber = receiptNumber;
      draft.invoice.method = payment.method;
      draft.invoice.awaiting = null;
      draft.invoice.bankReference = payment.bankReference ?? null;
    },
  });
  const invoice = updated.invoice;
  if (invoice) {
    await issueDocument({
      kind: 'RECEIPT',
      number: receiptNumber,
      applicationId: updated.id,
      reference: updated.reference,
      issuedBy: 'Marriage Registry, Finance',
      issuedAt: paidAt,
      fields: [
        { label: 'Receipt number', value: receiptNumber },
        { label: 'Received from', value: updated.applicantName },
        { label: 'For', value: `${SERVICE_LABELS[updated.serviceType]}, application ${updated.reference}` },
        ...invoice.items.map((item) => ({ label: item.item, value: formatMoney(item.amountUgx) })),
        { label: 'Amount paid', value: formatMoney(invoice.amountUgx) },
        { label: 'Payment registration number (PRN)', value: invoice.prn },
        { label: 'Paid by', value: meansOf(payment) },
        { label: 'Paid on', value: formatDisplayDate(paidAt.slice(0, 10)) },
      ],
    });
  }
  return { updated, receiptNumber, paidAt };
}
