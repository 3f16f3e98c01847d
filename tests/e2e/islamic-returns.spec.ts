/**
 * Issue 8: Islamic returns through the district kadhi's queue (docs/decisions/014). The Kampala kadhi
 * enters a marriage in register book 1 (institution form) and pays; Kibuli Mosque's officer returns
 * the divorce of the same couple (user form, named by both NINs); both wait in the kadhi's queue, he
 * forwards them to the registry (the marriage in the browser, the divorce, after reading its details,
 * through the API); the registrar approves the marriage (through the API; it enters the register),
 * then, in the browser, the divorce, whose details page shows the marriage in the register. Every
 * page visited is scanned with axe (WCAG 2.2 AA).
 */
import type { Page } from '@playwright/test';
import { api, approve, openFromQueue, signInAs, signOut, startReview, tokenOf } from '../support/backoffice';
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

/** Open and approve an application through the API, as the holder of `token` (or the page's session). */
async function approveByApi(page: Page, id: string, token?: string): Promise<void> {
  expect((await api(page, 'POST', `/applications/${id}/events`, { type: 'application.open' }, token)).status).toBe(200);
  expect((await api(page, 'POST', `/applications/${id}/events`, { type: 'application.approve' }, token)).status).toBe(200);
}

/** The application's id, on a payment-success page. */
function applicationId(page: Page): string {
  return new URL(page.url()).searchParams.get('application') ?? '';
}

test('the kadhi and a mosque file an Islamic marriage and a divorce return; the kadhi forwards both; the registrar approves them', async ({
  page,
}) => {
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
  await expect(
    page.getByRole('alert').getByRole('link', { name: "The national register records this person as male: enter the wife's NIN" }),
  ).toBeVisible();
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
  const marriageId = applicationId(page);
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
  await expect(page).toHaveURL(/\/user\/payment-success\?application=/);
  const divorce = (await page.getByTestId('application-reference').innerText()).trim();
  const divorceId = applicationId(page);
  await signOut(page);

  // Both wait in the kadhi's queue; he forwards the marriage in the browser. The divorce's details
  // say its marriage is not in the register yet; forwarding it again is the same dialog, so the
  // divorce goes on through the API (as the kadhi, signed in on the page).
  await signInAs(page, KADHI);
  await page.getByRole('link', { name: 'Task queue' }).first().click();
  await expect(page.getByRole('heading', { level: 1, name: 'District kadhi task queue' })).toBeVisible();
  await expect(page.getByRole('link', { name: marriage })).toBeVisible();
  await expect(page.getByRole('link', { name: divorce })).toBeVisible();
  await expectAccessible(page, 'kadhi: task queue');
  await forward(page, marriage);
  await expectAccessible(page, 'kadhi: details of the marriage');
  await openFromQueue(page, '/institution/district-kadhi-task-queue', 'District kadhi task queue', divorce);
  await expect(page.getByRole('region', { name: 'The marriage in the register' })).toContainText('not in the register');
  await expectAccessible(page, 'kadhi: details of the divorce');
  await approveByApi(page, divorceId);

  // The registrar approves the marriage (through the API: approving is walked in the browser in
  // civil-marriage.spec.ts and below), then the divorce, which dissolves it, in the browser.
  await approveByApi(page, marriageId, await tokenOf(page, REGISTRAR));
  await signOut(page);
  await signInAs(page, REGISTRAR);
  await openFromQueue(page, '/backoffice/divorce-returns/task-queue', 'Divorce return task queue', divorce);
  await expect(page.getByRole('region', { name: 'The marriage in the register' })).toContainText('The marriage is in the register');
  await expectAccessible(page, 'registrar: divorce return');
  await startReview(page, divorce);
  await approve(page, divorce);
  await expect(page.getByRole('region', { name: 'The marriage in the register' })).toContainText('already dissolved');
});
