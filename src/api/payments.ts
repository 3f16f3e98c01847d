/**
 * Card payment through the payment gateway (DOMAIN.md §4: card completes at once).
 */
import type { CardPaymentPayload } from '../domain/schemas/applications';
import type { BankSlip, CardReceipt, MobileMoneyPrompt } from '../domain/schemas/payments';
import { call } from './client';

/** The answers' types, from the contract's schemas (src/domain/schemas/payments.ts). */
export type { BankSlip, CardReceipt, MobileMoneyPrompt };

/**
 * POST /payments/card: pay an invoice by card. 402 declined (nothing taken), 409 already paid,
 * 410 invoice expired.
 */
export function payByCard(payload: CardPaymentPayload): Promise<CardReceipt> {
  return call('payByCard', { body: payload });
}

/**
 * POST /payments/mobile-money: send a payment prompt for the invoice to a mobile money number; the payer
 * approves it on the phone, and the payment is confirmed then (docs/decisions/022-payments-and-receipts.md).
 * @param payload - the PRN and the phone (E.164).
 * @returns `{ status: 'PROMPTED', phone }`.
 * @throws ApiError: 400 (field errors), 403 not the applicant, 409 already paid, 410 invoice expired.
 */
export function payByMobileMoney(payload: { prn: string; phone: string }): Promise<MobileMoneyPrompt> {
  return call('payByMobileMoney', { body: payload });
}

/**
 * POST /payments/bank: the payer will pay the invoice at a bank with its PRN; finance confirms it when the bank
 * reports it.
 * @param prn - the invoice's PRN.
 * @throws ApiError: 403, 409 already paid, 410 invoice expired.
 */
export function payAtBank(prn: string): Promise<BankSlip> {
  return call('payAtBank', { body: { prn } });
}
