/**
 * The payment stage: the invoice from the API (PRN, amount, valid-until dd-mm-yyyy), the "Card
 * payment" dialog validated with cardPaymentSchema, a declined card that can be tried again, no double
 * payment while busy, and the test cards named only when asked (mock mode).
 */
import { screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { ApiError } from '#src/api/errors';
import type { CardReceipt } from '#src/api/payments';
import type { CardPaymentPayload } from '#src/domain/schemas/applications';
import { renderWithProviders } from '../components/test-utils';
import { PAYMENT_TEXT, PaymentStage, paymentFailure } from './payment-stage';
import { applicationFixture } from './test-fixtures';

const application = applicationFixture({
  status: 'Payment_Confirmation',
  invoice: {
    prn: '2260001234567',
    amountUgx: 260_000,
    items: [{ item: 'Civil marriage notice', amountUgx: 260_000 }],
    issuedAt: '2026-06-01T08:00:00.000Z',
    expiresAt: '2026-06-22T08:00:00.000Z',
    paidAt: null,
    paidWith: null,
  },
});

const receipt: CardReceipt = {
  receiptNumber: 'RCP-1',
  prn: '2260001234567',
  amountUgx: 260_000,
  paidAt: '2026-06-01T09:00:00.000Z',
  applicationId: application.id,
  reference: application.reference,
};

async function fillCard(user: ReturnType<typeof renderWithProviders>['user'], number: string) {
  const dialog = await screen.findByRole('dialog', { name: 'Card payment' });
  const field = (name: string) => within(dialog).getByRole('textbox', { name });
  await user.clear(field('Name on the card'));
  await user.type(field('Name on the card'), 'Amina Nakato');
  await user.clear(field('Card number'));
  await user.type(field('Card number'), number);
  await user.clear(field('Expiry date'));
  await user.type(field('Expiry date'), '08/30');
  await user.clear(field('Security code'));
  await user.type(field('Security code'), '123');
  return dialog;
}

describe('PaymentStage', () => {
  it('shows the invoice as the API issued it', () => {
    renderWithProviders(<PaymentStage application={application} title="Pay for your notice" showTestCards={false} onPaid={vi.fn()} />);
    expect(screen.getByRole('heading', { level: 1, name: 'Pay for your notice' })).toBeInTheDocument();
    expect(screen.getByText('2260001234567')).toBeInTheDocument();
    expect(screen.getByTestId('invoice-amount')).toHaveTextContent('UGX 260,000');
    expect(screen.getByText('22-06-2026')).toBeInTheDocument();
    expect(screen.queryByText(/4242 4242 4242 4242/)).not.toBeInTheDocument();
  });

  it('validates the card form, lets a declined card be tried again, and goes on once paid', async () => {
    let answer: (p: CardPaymentPayload) => Promise<CardReceipt> = async () => {
      throw new ApiError(402, 'CARD_DECLINED', 'Your card was declined. Nothing was taken. Try another card.');
    };
    const pay = vi.fn((p: CardPaymentPayload) => answer(p));
    const onPaid = vi.fn();
    const { user } = renderWithProviders(
      <PaymentStage application={application} title="Pay for your notice" showTestCards onPaid={onPaid} pay={pay} />,
    );
    await user.click(screen.getByRole('button', { name: PAYMENT_TEXT.payByCard }));
    const dialog = await screen.findByRole('dialog', { name: 'Card payment' });
    expect(within(dialog).getByText(/4242 4242 4242 4242 \(succeeds\) and 4000 0000 0000 0002 \(declined\)/)).toBeInTheDocument();

    await user.click(within(dialog).getByRole('button', { name: 'Pay now' }));
    expect(await within(dialog).findByRole('link', { name: 'Enter the name on the card' })).toBeInTheDocument();
    expect(pay).not.toHaveBeenCalled();

    await fillCard(user, '4000 0000 0000 0002');
    await user.click(within(dialog).getByRole('button', { name: 'Pay now' }));
    expect(await within(dialog).findByText('Your card was declined. Nothing was taken. Try another card.')).toBeInTheDocument();
    expect(pay).toHaveBeenLastCalledWith({
      prn: '2260001234567',
      cardholderName: 'Amina Nakato',
      cardNumber: '4000000000000002',
      expiry: '08/30',
      cvc: '123',
    });
    expect(onPaid).not.toHaveBeenCalled();

    let release: (r: CardReceipt) => void = () => undefined;
    answer = () => new Promise((resolve) => (release = resolve));
    await fillCard(user, '4242 4242 4242 4242');
    await user.click(within(dialog).getByRole('button', { name: 'Pay now' }));
    await waitFor(() => expect(pay).toHaveBeenCalledTimes(2));
    await user.click(within(dialog).getByRole('button', { name: 'Pay now' }));
    expect(pay).toHaveBeenCalledTimes(2);
    release(receipt);
    await waitFor(() => expect(onPaid).toHaveBeenCalledWith(application.id, receipt));
  });

  it('treats an invoice already paid (409) as paid: nothing is charged twice', async () => {
    const pay = vi.fn(async () => {
      throw new ApiError(409, 'ALREADY_PAID', 'This invoice is already paid');
    });
    const onPaid = vi.fn();
    const { user } = renderWithProviders(
      <PaymentStage application={application} title="Pay for your notice" showTestCards={false} onPaid={onPaid} pay={pay} />,
    );
    await user.click(screen.getByRole('button', { name: 'Pay by card' }));
    const dialog = await fillCard(user, '4242424242424242');
    await user.click(within(dialog).getByRole('button', { name: 'Pay now' }));
    await waitFor(() => expect(onPaid).toHaveBeenCalledWith(application.id, null));
  });

  it('says plainly whether money was taken when a payment fails', () => {
    expect(paymentFailure(new ApiError(402, 'CARD_DECLINED', 'Your card was declined.')).message).toBe(
      'Your card was declined. No money was taken.',
    );
    expect(paymentFailure(new ApiError(402, 'CARD_DECLINED', 'Declined. No money was taken.')).message).toBe(
      'Declined. No money was taken.',
    );
    for (const status of [0, 500, 503]) {
      const message = paymentFailure(new ApiError(status, 'NETWORK', 'Network Connection Error')).message;
      expect(message).toContain('may or may not have been charged');
      expect(message).toContain('you will not be charged twice');
    }
  });
});
