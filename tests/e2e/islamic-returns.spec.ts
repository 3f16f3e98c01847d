/**
 * Issue 8: Islamic returns through the district kadhi's queue (docs/decisions/014). The Kampala kadhi
 * enters a marriage in register book 1 (institution form) and pays; Kibuli Mosque's officer returns
 * the divorce of the same couple (user form, named by both NINs); both wait in the kadhi's queue, he
 * forwards them to the registry; the registrar approves the marriage (it enters the register), then
 * the divorce, whose details page shows the marriage in the register. Every page visited is scanned
 * with axe (WCAG 2.2 AA).
 */
import type { Page } from '@playwright/test';
import { openFromQueue, signInAs, signOut, startReview } from '../support/backoffice';
import { expect, expectAccessible, test } from '../support/e2e';
import { pdf, saveAndContinue } from '../support/notice';

test.describe.configure({ timeout: 240_000 });

const KADHI = 'kadhi.kampala@example.ug';
const IMAM = 'imam.kibuli@example.ug';
const REGISTRAR = 'registrar@registry.example.ug';
const HUSBAND_NIN = 'CM9302270914IS';
const WIFE_NIN = 'CF9712030588FA';

async function onStep(page: Page, title: string): Promise<void> {
  await expect(page.getByRole('heading', { level: 1, name: title })).toBeVisible();
}

async function chooseDistrict(page: Page, label: string, district: string): Promise<void> {
  await page.getByRole('combobox', { name: label }).fill(district);
  await page.getByRole('option', { name: district, exact: true }).click();
}

async function fillDate(page: Page, legend: string, date: Date): Promise<void> {
  const group = page.getByRole('group', { name: legend });
  await group.getByLabel('Day').fill(String(date.getDate()));
  await group.getByLabel('Month').fill(String(date.getMonth() + 1));
  await group.getByLabel('Year').fill(String(date.getFullYear()));
}

async function verifyParty(page: Page, nin: string): Promise<void> {
  await page.getByRole('radio', { name: 'Yes' }).check();
  await page.getByLabel('National Identification Number (NIN)').fill(nin);
  await page.getByRole('button', { name: 'Verify NIN' }).click();
  await expect(page.getByText(/^NIN verified:/)).toBeVisible();
}

async function payByCard(page: Page, name: string): Promise<void> {
  await page.getByRole('button', { name: 'Pay by card' }).click();
  const gateway = page.getByRole('dialog', { name: 'Card payment' });
  await gateway.getByLabel('Name on the card').fill(name);
  await gateway.getByLabel('Card number').fill('4242 4242 4242 4242');
  await gateway.getByLabel('Expiry date').fill('08/29');
  await gateway.getByLabel('Security code').fill('123');
  await gateway.getByRole('button', { name: 'Pay now' }).click();
}

async function forward(page: Page, reference: string): Promise<void> {
  await openFromQueue(page, '/institution/district-kadhi-task-queue', 'District kadhi task queue', reference);
  await startReview(page, reference);
  await page.getByRole('button', { name: 'Forward to the registry' }).click();
  const dialog = page.getByRole('dialog', { name: 'Forward to the registry' });
  await expectAccessible(page, 'kadhi: forward dialog');
  await dialog.getByRole('button', { name: 'Yes, forward' }).click();
  await expect(page.getByText(`Success: ${reference} is forwarded to the registry`)).toBeVisible();
}

async function registrarApproves(page: Page, section: string, heading: string, reference: string): Promise<void> {
  await openFromQueue(page, `/backoffice/${section}/task-queue`, heading, reference);
  await startReview(page, reference);
  await page.getByRole('button', { name: 'Approve' }).click();
  await page.getByRole('dialog', { name: 'Approve application' }).getByRole('button', { name: 'Yes, approve' }).click();
  await expect(page.getByText(`Success: ${reference} is approved`)).toBeVisible();
}

test('the kadhi and a mosque file an Islamic marriage and a divorce return; the kadhi forwards both; the registrar approves them', async ({ page }) => {
  const married = new Date();
  married.setDate(married.getDate() - 40);
  const divorced = new Date();
  divorced.setDate(divorced.getDate() - 3);

  // The kadhi enters a marriage in register book 1.
  await signInAs(page, KADHI);
  await expect(page.getByRole('region', { name: 'Quarterly returns' })).toContainText('Its due date');
  await expectAccessible(page, 'kadhi: services');
  await page.getByRole('link', { name: /^Start now\s?: Register an Islamic marriage$/ }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Enter an Islamic marriage in register book 1' })).toBeVisible();
  await page.getByRole('link', { name: 'The marriage', exact: true }).click();
  await onStep(page, 'The marriage');
  await page.getByLabel('Name of the mosque').fill('Kibuli Mosque');
  await chooseDistrict(page, 'District of the mosque', 'Kampala');
  await fillDate(page, 'Date of the marriage', married);
  await page.getByLabel("The mosque's marriage certificate number").fill('KM/2026/118');
  await page.getByLabel('Entry number in register book 1').fill('157');
  await page.getByLabel('Name of the officiating imam').fill('Sheikh Idris Mukasa');
  await page.getByLabel('The mahr (dower)').fill('UGX 500,000, paid in full');
  await saveAndContinue(page);

  await onStep(page, 'The husband');
  await verifyParty(page, HUSBAND_NIN);
  await page.getByRole('radio', { name: 'Bachelor (never married)' }).check();
  await page.getByLabel('Occupation').fill('Engineer');
  await page.getByLabel('Place of residence').fill('Kibuli, Kampala');
  await page.getByLabel("Father's name").fill('Hamza Ssali');
  await expectAccessible(page, 'kadhi: husband');
  await saveAndContinue(page);

  await onStep(page, 'The wife');
  // Bad input first: the wife named by the husband's NIN is refused at the field.
  await verifyParty(page, HUSBAND_NIN);
  await page.getByRole('radio', { name: 'Spinster (never married)' }).check();
  await page.getByLabel('Occupation').fill('Nurse');
  await page.getByLabel('Place of residence').fill('Mengo, Kampala');
  await page.getByLabel("Father's name").fill('Yusuf Adong');
  await saveAndContinue(page);
  await expect(page.getByRole('alert').getByRole('link', { name: "The national register records this person as male: enter the wife's NIN" })).toBeVisible();
  await page.getByLabel('National Identification Number (NIN)').fill(WIFE_NIN);
  await page.getByRole('button', { name: 'Verify NIN' }).click();
  await expect(page.getByText(/^NIN verified:/)).toBeVisible();
  await saveAndContinue(page);

  await onStep(page, 'The wali');
  await page.getByLabel("The wali's name").fill('Yusuf Adong');
  await page.getByLabel('Relationship to the wife').fill('Father');
  await saveAndContinue(page);

  await onStep(page, 'The witnesses');
  await page.getByLabel("First witness's full name").fill('Haji Swaibu Mayanja');
  await page.getByLabel("Second witness's full name").fill('Ali Kizito');
  await saveAndContinue(page);

  await onStep(page, 'The signed return');
  await page.getByLabel('Scanned signed return').setInputFiles(pdf('Signed return.pdf'));
  await expect(page.getByRole('button', { name: 'Remove Signed return.pdf' })).toBeVisible();
  await saveAndContinue(page);

  await expect(page.getByRole('heading', { level: 1, name: 'Check the return before filing it' })).toBeVisible();
  await expectAccessible(page, 'kadhi: check the return');
  await page.getByRole('checkbox', { name: 'I confirm the information is true' }).check();
  await page.getByRole('button', { name: 'File the return' }).click();
  await expect(page.getByText('UGX 20,000').first()).toBeVisible();
  await payByCard(page, 'Hassan Mutebi');
  await expect(page).toHaveURL(/\/institution\/payment-success\?application=/);
  await expect(page.getByRole('heading', { level: 1, name: 'Islamic marriage return filed' })).toBeVisible();
  const marriage = (await page.getByTestId('application-reference').innerText()).trim();
  await signOut(page);

  // The mosque's officer returns the couple's divorce, naming the marriage by both NINs.
  await signInAs(page, IMAM);
  await page.getByRole('link', { name: /^Start now\s?: Return an Islamic divorce$/ }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Return of a divorce' })).toBeVisible();
  await page.getByRole('link', { name: 'The registered marriage', exact: true }).click();
  await onStep(page, 'The registered marriage');
  await saveAndContinue(page);
  await onStep(page, 'The husband');
  await verifyParty(page, HUSBAND_NIN);
  await saveAndContinue(page);
  await onStep(page, 'The wife');
  await verifyParty(page, WIFE_NIN);
  await saveAndContinue(page);
  await onStep(page, 'The divorce');
  await fillDate(page, 'Date of the divorce', divorced);
  await page.getByRole('radio', { name: 'Khula' }).check();
  await chooseDistrict(page, 'District of the kadhi', 'Kampala');
  await page.getByLabel('Name of the kadhi').fill('Sheikh Hassan Mutebi');
  await expectAccessible(page, 'imam: the divorce');
  await saveAndContinue(page);
  await onStep(page, 'The decree');
  await page.getByLabel('Decree or certificate of divorce').setInputFiles(pdf('Certificate of divorce.pdf'));
  await expect(page.getByRole('button', { name: 'Remove Certificate of divorce.pdf' })).toBeVisible();
  await saveAndContinue(page);
  await page.getByRole('checkbox', { name: 'I confirm the information is true' }).check();
  await page.getByRole('button', { name: 'File the return' }).click();
  await payByCard(page, 'Abdul Kiggundu');
  await expect(page.getByRole('heading', { level: 1, name: 'Divorce return filed' })).toBeVisible();
  const divorce = (await page.getByTestId('application-reference').innerText()).trim();
  await signOut(page);

  // Both wait in the kadhi's queue; he forwards them.
  await signInAs(page, KADHI);
  await page.getByRole('link', { name: 'Task queue' }).first().click();
  await expect(page.getByRole('heading', { level: 1, name: 'District kadhi task queue' })).toBeVisible();
  await expect(page.getByRole('link', { name: marriage })).toBeVisible();
  await expect(page.getByRole('link', { name: divorce })).toBeVisible();
  await expectAccessible(page, 'kadhi: task queue');
  await forward(page, marriage);
  await forward(page, divorce);
  await expect(page.getByRole('region', { name: 'The marriage in the register' })).toContainText('not in the register');
  await expectAccessible(page, 'kadhi: details');
  await signOut(page);

  // The registrar approves the marriage, then the divorce, which dissolves it.
  await signInAs(page, REGISTRAR);
  await registrarApproves(page, 'islamic-marriage-returns', 'Islamic marriage return task queue', marriage);
  await expectAccessible(page, 'registrar: Islamic marriage return');
  await openFromQueue(page, '/backoffice/divorce-returns/task-queue', 'Divorce return task queue', divorce);
  await expect(page.getByRole('region', { name: 'The marriage in the register' })).toContainText('The marriage is in the register');
  await expectAccessible(page, 'registrar: divorce return');
  await registrarApproves(page, 'divorce-returns', 'Divorce return task queue', divorce);
  await expect(page.getByRole('region', { name: 'The marriage in the register' })).toContainText('already dissolved');
});
