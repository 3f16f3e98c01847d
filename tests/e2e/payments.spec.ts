/**
 * Issue 11 "Billing and payments": a mobile money payment completes (the prompt is approved on the mock's
 * phone, the Mock outbox, and the page moves on by itself); a bank payment's PRN slip is printed, finance
 * sees the card payments and the bank payment awaiting confirmation among the transactions, confirms it by
 * the bank's reference, and the applicant downloads her receipt (PDF) from her application's page.
 * axe on each page; screenshots into $SHOTS when it is set.
 */
import { readFileSync } from 'node:fs';
import type { Page } from '@playwright/test';
import { signInAs, signOut } from '../support/backoffice';
import { expect, expectAccessible, keepScreenshot, openInApp, test } from '../support/e2e';
import { saveAndContinue } from '../support/notice';
import { pdfText } from '../support/pdf-text';

test.describe.configure({ timeout: 180_000 });

/** As Amina: ask for a search of the civil marriages register, up to the payment page; answers its reference. */
async function searchUpToPayment(page: Page): Promise<string> {
  await openInApp(page, '/user/search');
  await page.getByRole('link', { name: 'What to search', exact: true }).click();
  await page.getByRole('radio', { name: 'Civil marriages' }).check();
  await page.getByLabel('Full name of one party').fill('Florence Adong');
  await page.getByLabel('Married from the year').fill('2026');
  await page.getByLabel('To the year').fill('2026');
  await page.getByRole('combobox', { name: 'District where it was registered' }).fill('Kampala');
  await page.getByRole('option', { name: 'Kampala', exact: true }).click();
  await saveAndContinue(page);
  await page.getByLabel('Why do you need the search?').fill('For a tenancy agreement.');
  await saveAndContinue(page);
  await page.getByRole('checkbox', { name: 'I confirm the information is true' }).check();
  await page.getByRole('button', { name: 'Ask for the search' }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Pay for your request' })).toBeVisible();
  return (/RS-\d{4}-[0-9A-Z]{4}-[0-9A-Z]{4}/.exec(await page.getByText(/^Your request RS-/).innerText()) ?? [''])[0];
}

test('a mobile money payment completes when the payer approves the prompt on the phone', async ({ page }) => {
  await signInAs(page, 'amina.nakato@example.ug');
  await searchUpToPayment(page);
  await page.getByRole('button', { name: 'Pay with mobile money' }).click();
  const dialog = page.getByRole('dialog', { name: 'Mobile money payment' });
  await dialog.getByRole('textbox', { name: 'Mobile money number' }).fill('0772 123456');
  await expectAccessible(page, 'mobile money number');
  await dialog.getByRole('button', { name: 'Send the payment prompt' }).click();
  await expect(page.getByRole('heading', { name: 'Approve the payment on your phone' })).toBeVisible();
  await expect(page.getByText(/We sent a payment prompt for UGX 20,000 to \+256772123456/)).toBeVisible();
  await expectAccessible(page, 'waiting for the phone');
  await keepScreenshot(page, 'payment-mobile-waiting.png');

  // The payer's phone, in the mock build: the Mock outbox.
  await page.getByRole('button', { name: 'Mock outbox' }).click();
  const outbox = page.getByRole('dialog', { name: /Mock outbox/ });
  await outbox
    .getByRole('article', { name: 'Mobile money payment prompt' })
    .first()
    .getByRole('button', { name: 'Approve on the phone' })
    .click();
  await expect(outbox.getByText('You approved the payment on the phone.')).toBeVisible();
  await page.keyboard.press('Escape');
  await expect(page.getByRole('heading', { level: 1, name: 'Search request submitted' })).toBeVisible({ timeout: 20_000 });
});

test('finance confirms a bank payment and the applicant downloads her receipt', async ({ page }) => {
  await page.setViewportSize({ width: 1366, height: 900 });
  await signInAs(page, 'amina.nakato@example.ug');
  const reference = await searchUpToPayment(page);
  await page.getByRole('button', { name: 'Pay at a bank' }).click();
  const slip = page.getByRole('region', { name: 'Your bank payment slip' });
  await expect(slip).toContainText('UGX 20,000');
  await expect(slip.getByRole('button', { name: 'Print the slip' })).toBeVisible();
  await expectAccessible(page, 'bank slip');
  await keepScreenshot(page, 'payment-bank-slip.png');
  // A reload keeps the slip: the started payment lives in the invoice.
  await page.reload();
  await expect(page.getByRole('region', { name: 'Your bank payment slip' })).toContainText(reference);
  await signOut(page);

  await signInAs(page, 'finance@registry.example.ug');
  await page.getByRole('navigation', { name: 'Back office' }).getByRole('link', { name: 'Transactions' }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Transactions' })).toBeVisible();
  await page.getByLabel('Method').selectOption('Card');
  await expect(
    page
      .getByRole('table', { name: /Transactions/ })
      .getByRole('row')
      .nth(1),
  ).toContainText('Card');
  await expectAccessible(page, 'transactions: card payments');
  await page.getByLabel('Method').selectOption('Bank');
  const row = page.getByRole('row', { name: new RegExp(reference) });
  await expect(row).toContainText('Awaiting confirmation');
  // Its button's name starts with the words shown, "Confirm payment" (WCAG 2.5.3; the scan checks it).
  await expectAccessible(page, 'transactions: a bank payment to confirm');
  await keepScreenshot(page, 'transactions.png');
  // On a 1366 px laptop the button is in view beside the status, not in a column scrolled out of the table's box.
  const confirmButton = row.getByRole('button', { name: `Confirm payment of ${reference} at the bank` });
  await row.scrollIntoViewIfNeeded();
  await expect(confirmButton).toBeInViewport({ ratio: 1 });
  await confirmButton.click();
  const dialog = page.getByRole('dialog', { name: 'Confirm a bank payment' });
  await dialog.getByRole('button', { name: 'Confirm the payment' }).click();
  await expect(dialog.getByRole('link', { name: "Enter the bank's reference for the payment, at least 4 characters" })).toBeVisible();
  await expectAccessible(page, 'confirm a bank payment');
  await dialog.getByLabel("The bank's reference").fill('STANBIC-88123');
  await dialog.getByRole('button', { name: 'Confirm the payment' }).click();
  await expect(page.getByText(`The payment of ${reference} is confirmed; its receipt is issued.`)).toBeVisible();
  await expect(page.getByRole('row', { name: new RegExp(reference) })).toContainText('Paid');
  await signOut(page);

  await signInAs(page, 'amina.nakato@example.ug', '/user/applications');
  await page.getByRole('link', { name: reference }).click();
  const issued = page.getByRole('region', { name: 'Issued documents' });
  await expect(issued.getByText('Receipt', { exact: true })).toBeVisible();
  await expectAccessible(page, 'the receipt on the application');
  const [download] = await Promise.all([
    page.waitForEvent('download'),
    issued.getByRole('button', { name: 'Download Receipt (PDF)' }).click(),
  ]);
  const text = pdfText(readFileSync((await download.path())!)).replace(/\s+/g, ' ');
  expect(text).toMatch(/RCT\d{10}/);
  expect(text).toContain('Bank, reference STANBIC-88123');
  expect(text).toContain('UGX 20,000');
});
