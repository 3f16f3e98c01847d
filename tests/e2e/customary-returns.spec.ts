/**
 * Issue 8: customary marriage returns with a computed late fee (DOMAIN.md §4, §6; docs/decisions/014).
 * Amina files the return of a customary marriage celebrated 7 months ago with Ibrahim Ssali (a person
 * of the demo national register): the ceremony step shows the late-fee clock as soon as the date is
 * entered, check your answers and the payment page say UGX 40,000, she pays by card, her
 * application page says the late fee applied, and the return is in the registrar's
 * customary-marriage-returns task queue. Every page visited is scanned with axe (WCAG 2.2 AA).
 */
import type { Page } from '@playwright/test';
import { format, subMonths } from 'date-fns';
import { openFromQueue, signInAs, signOut } from '../support/backoffice';
import { expect, expectAccessible, test } from '../support/e2e';
import { chooseDistrict, fillDate, fillWitnesses, pdf, saveAndContinue } from '../support/notice';

test.describe.configure({ timeout: 120_000 });

async function onStep(page: Page, title: string): Promise<void> {
  await expect(page.getByRole('heading', { level: 1, name: title })).toBeVisible();
}

async function fillParty(page: Page, nin: string, clan: string, phone: string, email: string): Promise<void> {
  await page.getByLabel('National Identification Number (NIN)').fill(nin);
  await page.getByRole('button', { name: 'Verify NIN' }).click();
  await expect(page.getByText(/^NIN verified:/)).toBeVisible();
  await page.getByLabel('Clan').fill(clan);
  await page.getByRole('textbox', { name: 'Phone number' }).fill(phone);
  await page.getByLabel('Email address').fill(email);
}

test('Amina files a customary return 7 months after the ceremony: the late fee is shown, charged and paid; the registrar has it', async ({
  page,
}) => {
  const ceremony = subMonths(new Date(), 7);
  await signInAs(page, 'amina.nakato@example.ug');
  await page.getByRole('link', { name: /^Start now\s?: Register a customary marriage$/ }).click();
  await onStep(page, 'File a customary marriage return');
  await expectAccessible(page, 'customary return: task list');

  await page.getByRole('link', { name: 'The ceremony', exact: true }).click();
  await onStep(page, 'The ceremony');
  await fillDate(page, 'Date of the ceremony', ceremony);
  await expect(page.getByRole('status').filter({ hasText: 'This return is late' })).toContainText(
    'This return is late: the late registration fee of UGX 40,000 applies',
  );
  await chooseDistrict(page, 'District of the ceremony', 'Wakiso');
  await page.getByLabel('Sub-county or town council').fill('Nangabo');
  await page.getByLabel('Village or venue').fill("The bride's parents' home, Kiteezi village");
  await page.getByLabel('Customary rites performed').fill('Introduction (kwanjula) and give-away before both clans');
  await page.getByLabel('Bride price or gifts (optional)').fill('Four cows and a gomesi');
  await expectAccessible(page, 'customary return: ceremony with the fee clock');
  await saveAndContinue(page);

  await onStep(page, 'First party');
  await fillParty(page, 'CF9203151042KA', 'Ngabi', '0772123456', 'amina.nakato@example.ug');
  await saveAndContinue(page);
  await onStep(page, 'Second party');
  await fillParty(page, 'CM9302270914IS', 'Nkima', '0701555123', 'ibrahim.ssali@example.ug');
  await expectAccessible(page, 'customary return: second party');
  await saveAndContinue(page);
  await onStep(page, 'Witnesses');
  await fillWitnesses(page);
  await saveAndContinue(page);
  await onStep(page, 'Documents');
  for (const label of ["Registrar's return form", "Copy of the first party's national ID", "Copy of the second party's national ID"]) {
    await page.getByLabel(label).setInputFiles(pdf(`${label}.pdf`));
    await expect(page.getByRole('button', { name: `Remove ${label}.pdf` })).toBeVisible();
  }
  await saveAndContinue(page);

  await onStep(page, 'Check your answers before filing the return');
  const fee = page.getByRole('region', { name: 'The fee' });
  await expect(fee).toContainText('You will pay UGX 40,000 after you submit this return: the late registration fee.');
  await expect(page.getByRole('main')).toContainText(format(ceremony, 'dd-MM-yyyy'));
  await expectAccessible(page, 'customary return: check your answers');
  await page.getByRole('checkbox', { name: 'I confirm the information is true' }).check();
  await page.getByRole('button', { name: 'Submit return' }).click();

  await onStep(page, 'Pay for your return');
  await expect(page.getByTestId('invoice-amount')).toHaveText('UGX 40,000');
  await expect(page.getByRole('region', { name: 'Your invoice' })).toContainText('Customary marriage return, late registration');
  await expectAccessible(page, 'customary return: payment');
  await page.getByRole('button', { name: 'Pay by card' }).click();
  const gateway = page.getByRole('dialog', { name: 'Card payment' });
  await gateway.getByLabel('Name on the card').fill('Amina Nakato');
  await gateway.getByLabel('Card number').fill('4242 4242 4242 4242');
  await gateway.getByLabel('Expiry date').fill('08/29');
  await gateway.getByLabel('Security code').fill('123');
  await gateway.getByRole('button', { name: 'Pay now' }).click();

  await expect(page).toHaveURL(/\/user\/payment-success\?application=/);
  await onStep(page, 'Customary marriage return submitted');
  await expectAccessible(page, 'customary return: submitted');
  const reference = (await page.getByTestId('application-reference').innerText()).trim();
  expect(reference).toMatch(/^CR-\d{4}-[0-9A-HJKMNP-TV-Z]{4}-[0-9A-HJKMNP-TV-Z]{4}$/);

  // Her application page says which fee applied and why.
  // A full load: the list page keeps its answer 10 s (staleTime), so a change made meanwhile outside the app
  // (the registrar's call, the payment) is read fresh only this way.
  await page.goto('/user/applications');
  await page
    .getByRole('article')
    .filter({ hasText: reference })
    .getByRole('link', { name: `View ${reference}` })
    .click();
  await onStep(page, `Application ${reference}`);
  await expect(page.getByRole('region', { name: 'Payment' })).toContainText(
    'This return was filed late: the late registration fee of UGX 40,000 applied',
  );
  await expectAccessible(page, 'customary return: applicant page');
  await signOut(page);

  await signInAs(page, 'registrar@registry.example.ug');
  await openFromQueue(page, '/backoffice/customary-marriage-returns/task-queue', 'Customary marriage return task queue', reference);
  await expect(page.getByRole('main')).toContainText('Ibrahim');
  await expectAccessible(page, 'customary return: details');
});
