/**
 * Issue 8: an individual registers as a church agent for a licensed church (chosen from the register
 * of licensed places), pays, and sees the church with its licence status on /user/church-agent-churches;
 * the registrar approves it from the church-agent queue (whose applications list also shows the Hindu
 * temples' registrations); the person signs in again, lands in /institution/services/list as the
 * agency and sees the churches they act for. Every page visited is scanned with axe (WCAG 2.2 AA).
 */
import type { Page } from '@playwright/test';
import { approve, openFromQueue, signInAs, signOut, startReview } from '../support/backoffice';
import { expect, expectAccessible, openInApp, signIn, test } from '../support/e2e';
import { pdf, saveAndContinue } from '../support/notice';

test.describe.configure({ timeout: 180_000 });

const AMINA = 'amina.nakato@example.ug';
const CHURCH = "St Mary's Cathedral, Rubaga";
const AGENCY = 'Nakato Church Agency';

async function onStep(page: Page, title: string): Promise<void> {
  await expect(page.getByRole('heading', { level: 1, name: title })).toBeVisible();
}

async function choose(page: Page, label: string, typed: string, option: string): Promise<void> {
  await page.getByRole('combobox', { name: label }).fill(typed);
  await page.getByRole('option', { name: option, exact: true }).click();
}

/** Fill the church agent registration from its task list. */
async function fillRegistration(page: Page): Promise<void> {
  await page.getByRole('link', { name: 'The agency', exact: true }).click();
  await onStep(page, 'The agency');
  await page.getByLabel('Name of the agency').fill(AGENCY);
  await choose(page, 'District of the agency', 'Kampala', 'Kampala');
  await saveAndContinue(page);

  await onStep(page, 'Churches you act for');
  // Nothing chosen: the message is next to the field and in the summary.
  await saveAndContinue(page);
  await expect(page.getByRole('alert').getByRole('link', { name: 'Choose the church' })).toBeVisible();
  await choose(page, 'The first church', 'Rubaga', `${CHURCH}, Kampala`);
  await page.getByLabel('Letter of authority from the first church').setInputFiles(pdf('Letter of authority.pdf'));
  await expect(page.getByRole('button', { name: 'Remove Letter of authority.pdf' })).toBeVisible();
  await expectAccessible(page, 'church agent: churches');
  await saveAndContinue(page);

  await onStep(page, 'Officers');
  await page.getByLabel('Full name of the first officer').fill('Amina Nakato');
  await page.getByLabel('Role of the first officer').fill('Church agent');
  await page.getByRole('textbox', { name: 'Phone number of the first officer' }).fill('0772123456');
  await saveAndContinue(page);

  await onStep(page, 'Documents');
  await page.getByLabel('Copy of your national ID').setInputFiles(pdf('National ID.pdf'));
  await expect(page.getByRole('button', { name: 'Remove National ID.pdf' })).toBeVisible();
  await saveAndContinue(page);
}

test('an individual registers as a church agent, is approved, signs in again as the agency and sees the churches it acts for', async ({
  page,
}) => {
  await signInAs(page, AMINA);
  await page.getByRole('link', { name: /^Start now\s?: Register as a church agent$/ }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Register as a church agent' })).toBeVisible();
  await expectAccessible(page, 'church agent task list');
  await fillRegistration(page);

  await expect(page.getByRole('heading', { level: 1, name: 'Check your answers before registering' })).toBeVisible();
  await expect(page.getByRole('main')).toContainText(`${CHURCH} (licence PL-`);
  await expectAccessible(page, 'church agent: check your answers');
  await page.getByRole('checkbox', { name: 'I confirm the information is true' }).check();
  await page.getByRole('button', { name: 'Submit registration' }).click();

  await expect(page.getByRole('heading', { level: 1, name: 'Pay for your registration' })).toBeVisible();
  await expect(page.getByText('UGX 100,000').first()).toBeVisible();
  await page.getByRole('button', { name: 'Pay by card' }).click();
  const gateway = page.getByRole('dialog', { name: 'Card payment' });
  await gateway.getByLabel('Name on the card').fill('Amina Nakato');
  await gateway.getByLabel('Card number').fill('4242 4242 4242 4242');
  await gateway.getByLabel('Expiry date').fill('08/29');
  await gateway.getByLabel('Security code').fill('123');
  await gateway.getByRole('button', { name: 'Pay now' }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Account registration submitted' })).toBeVisible();
  const reference = (await page.getByTestId('application-reference').innerText()).trim();
  expect(reference).toMatch(/^CA-\d{4}-/);

  // The person's churches page: the church, licensed, and the registration waiting for review.
  await openInApp(page, '/user/church-agent-churches');
  await expect(page.getByRole('heading', { level: 1, name: 'Your churches' })).toBeVisible();
  const row = page.getByRole('row').filter({ hasText: CHURCH });
  await expect(row).toContainText('Licensed');
  await expect(row).toContainText(reference);
  await expectAccessible(page, 'your churches');
  await signOut(page);

  // The registrar: the church-agent list shows the temples' registrations too; the queue only agents'.
  await signInAs(page, 'registrar@registry.example.ug', '/backoffice/hindu-temple/applications');
  await expect(page).toHaveURL(/\/backoffice\/church-agent\/applications/);
  await expect(page.getByRole('heading', { level: 1, name: 'Church agent account applications' })).toBeVisible();
  await expect(page.getByRole('row').filter({ hasText: 'Ramesh Patel' })).toBeVisible();
  await expect(page.getByRole('row').filter({ hasText: reference })).toBeVisible();
  await expectAccessible(page, 'church agent applications');
  await openFromQueue(page, '/backoffice/church-agent/task-queue', 'Church agent account task queue', reference);
  await expect(page.getByRole('main')).toContainText(CHURCH);
  await expectAccessible(page, 'church agent registration details');
  await startReview(page, reference);
  await approve(page, reference);
  await signOut(page);

  // Signed in again, the person is the agency, in the institution area, with the church it acts for.
  await signIn(page, AMINA);
  await expect(page).toHaveURL('/institution/services/list');
  await expect(page.getByText(`${AGENCY} (Church agent)`)).toBeVisible();
  const panel = page.getByRole('region', { name: 'Churches you act for' });
  await expect(panel.getByRole('row').filter({ hasText: CHURCH })).toContainText('Licensed');
  await expectAccessible(page, 'institution services of a church agent');
});
