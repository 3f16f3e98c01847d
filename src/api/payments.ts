/**
 * Card payment through the payment gateway (DOMAIN.md §4: card completes at once).
 */
import type { CardPaymentPayload } from '../domain/schemas/applications';
import { request } from './client';

/** The receipt of a card payment. */
export interface CardReceipt {
  receiptNumber: string;
  prn: string;
  /** Whole UGX. */
  amountUgx: number;
  /** ISO 8601. */
  paidAt: string;
  applicationId: string;
  reference: string;
}

/**
 * POST /payments/card: pay an invoice by card. 402 declined (nothing taken), 409 already paid,
 * 410 invoice expired.
 */
export function payByCard(payload: CardPaymentPayload): Promise<CardReceipt> {
  return request({ method: 'POST', url: '/payments/card', data: payload });
}
