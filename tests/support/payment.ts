/**
 * Paying an invoice by card in the mock gateway, as an applicant on the payment page: the test card that
 * is always approved.
 */
import type { Page } from '@playwright/test';

/**
 * Open the card payment dialog, fill in the approved test card and pay.
 * @param page - on "Pay for your …".
 * @param cardholder - the name on the card.
 */
export async function payByCard(page: Page, cardholder: string): Promise<void> {
  await page.getByRole('button', { name: 'Pay by card' }).click();
  const gateway = page.getByRole('dialog', { name: 'Card payment' });
  await gateway.getByLabel('Name on the card').fill(cardholder);
  await gateway.getByLabel('Card number').fill('4242 4242 4242 4242');
  await gateway.getByLabel('Expiry date').fill('08/29');
  await gateway.getByLabel('Security code').fill('123');
  await gateway.getByRole('button', { name: 'Pay now' }).click();
}
