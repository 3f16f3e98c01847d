/**
 * How an invoice is paid (DOMAIN.md §4 "payable by card, mobile money or bank; card completes at once …
 * others wait for confirmation"; docs/decisions/022-payments-and-receipts.md).
 */
import { msg } from '@lingui/core/macro';
import { wordsTable } from '../words';

/** The payment methods. */
export const PAYMENT_METHODS = ['CARD', 'MOBILE_MONEY', 'BANK'] as const;
/** A payment method. */
export type PaymentMethod = (typeof PAYMENT_METHODS)[number];

/** How each method reads. */
export const PAYMENT_METHOD_LABELS: Readonly<Record<PaymentMethod, string>> = wordsTable({
  CARD: msg`Card`,
  MOBILE_MONEY: msg`Mobile money`,
  BANK: msg`Bank`,
});
