/**
 * Payments beyond cards and the finance office's view of them (issue 11 "Billing and payments"; DOMAIN.md §4;
 * docs/decisions/022-payments-and-receipts.md): the payloads of a mobile money prompt, a bank PRN slip and
 * finance's confirmation of a bank payment, and the transactions list.
 */
import { wordsTable } from '../words';
import { z } from 'zod';
import { msg } from '@lingui/core/macro';
import { says } from '../words';
import { SERVICE_TYPES } from '../services/service-types';
import { PAYMENT_METHODS } from './payment-methods';
import { phoneField } from './phone-field';

/** POST /payments/mobile-money: send a payment prompt for the invoice to a mobile money number. */
export const mobileMoneyPaymentSchema = z.object({
  prn: z.string().min(1).max(40),
  phone: phoneField,
});
/** A mobile money payment request. */
export type MobileMoneyPayment = z.output<typeof mobileMoneyPaymentSchema>;

/** POST /payments/bank: the payer takes the invoice's PRN slip to a bank. */
export const bankPaymentSchema = z.object({ prn: z.string().min(1).max(40) });

/** POST /backoffice/billing/payments/{prn}/confirm: finance confirms a bank payment by the bank's reference. */
export const bankConfirmationSchema = z.object({
  bankReference: z
    .string(says(msg`Enter the bank's reference for the payment`))
    .trim()
    .min(4, says(msg`Enter the bank's reference for the payment, at least 4 characters`))
    .max(40, says(msg`The bank's reference must be 40 characters or fewer`))
    .regex(/^[A-Za-z0-9 /-]+$/, says(msg`The bank's reference has letters, digits, spaces, / and - only`)),
});
/** Finance's confirmation of a bank payment. */
export type BankConfirmation = z.output<typeof bankConfirmationSchema>;

/** Where an invoice stands, for finance. */
export const TRANSACTION_STATUSES = ['PAID', 'AWAITING_CONFIRMATION', 'UNPAID', 'EXPIRED'] as const;
/** Where an invoice stands. */
export type TransactionStatus = (typeof TRANSACTION_STATUSES)[number];

/** How each transaction status reads. */
export const TRANSACTION_STATUS_LABELS: Readonly<Record<TransactionStatus, string>> = wordsTable({
  PAID: msg`Paid`,
  AWAITING_CONFIRMATION: msg`Awaiting confirmation`,
  UNPAID: msg`Not paid yet`,
  EXPIRED: msg`Expired unpaid`,
});

/** One invoice as finance sees it. */
export const transactionSchema = z.object({
  prn: z.string(),
  applicationId: z.string(),
  reference: z.string(),
  serviceType: z.enum(SERVICE_TYPES),
  applicantName: z.string(),
  /** Whole UGX. */
  amountUgx: z.number().int().nonnegative(),
  status: z.enum(TRANSACTION_STATUSES),
  /** How it was paid, or how the payer started paying (awaiting confirmation); null when neither. */
  method: z.enum(PAYMENT_METHODS).nullable(),
  issuedAt: z.string(),
  paidAt: z.string().nullable(),
  receiptNumber: z.string().nullable(),
  bankReference: z.string().nullable(),
});
/** One invoice as finance sees it. */
export type Transaction = z.infer<typeof transactionSchema>;

/** GET /backoffice/billing/transactions: search (PRN, reference, applicant), status, method, paging. */
export const transactionsQuerySchema = z.object({
  q: z.string().trim().max(100).optional(),
  status: z.enum(TRANSACTION_STATUSES).optional(),
  method: z.enum(PAYMENT_METHODS).optional(),
  page: z.coerce.number().int().min(1).default(1),
  pageSize: z.coerce.number().int().min(1).max(100).default(25),
});
/** The query of the transactions list, as sent. */
export type TransactionsQuery = z.input<typeof transactionsQuerySchema>;

/** A page of transactions and the totals of every transaction the filters select. */
export const transactionsPageSchema = z.object({
  items: z.array(transactionSchema),
  total: z.number().int().min(0),
  page: z.number().int().min(1),
  pageSize: z.number().int().min(1),
  totals: z.object({ paidUgx: z.number().int(), outstandingUgx: z.number().int() }),
});
/** A page of transactions. */
export type TransactionsPage = z.infer<typeof transactionsPageSchema>;

/** The receipt a card payment answers (POST /payments/card; docs/decisions/022). */
export const cardReceiptSchema = z.object({
  receiptNumber: z.string(),
  prn: z.string(),
  /** Whole UGX. */
  amountUgx: z.number().int().nonnegative(),
  /** ISO 8601. */
  paidAt: z.string(),
  applicationId: z.string(),
  reference: z.string(),
});
/** The receipt of a card payment. */
export type CardReceipt = z.infer<typeof cardReceiptSchema>;

/** What a mobile money payment answers (202): the prompt went to the phone, which approves it. */
export const mobileMoneyPromptSchema = z.object({ status: z.literal('PROMPTED'), phone: z.string() });
/** A mobile money payment prompted. */
export type MobileMoneyPrompt = z.infer<typeof mobileMoneyPromptSchema>;

/** The PRN slip of a bank payment (POST /payments/bank): what the payer takes to the bank. */
export const bankSlipSchema = z.object({
  prn: z.string(),
  /** Whole UGX. */
  amountUgx: z.number().int().nonnegative(),
  /** ISO 8601: the PRN's last day. */
  expiresAt: z.string(),
  reference: z.string(),
  items: z.array(z.object({ item: z.string(), amountUgx: z.number().int().nonnegative() })),
});
/** The PRN slip of a bank payment. */
export type BankSlip = z.infer<typeof bankSlipSchema>;
