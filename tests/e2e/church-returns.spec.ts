/**
 * Issue 8: church marriage returns. St Paul's clerk sees the returns due on the services page,
 * continues the seeded draft of this month's marriage (the place chosen from the church's licensed
 * places, the due date shown once the date of marriage is known), adds a Ugandan party verified by
 * NIN and a foreign party without one, files the return and pays by card; the registrar approves it
 * from the marriage-returns queue; the clerk finds the entry in the church organisation registry and
 * downloads it as CSV. Every page visited is scanned with axe (WCAG 2.2 AA).
 */
import { readFile } from 'node:fs/promises';
import type { Page } from '@playwright/test';
import { format, startOfMonth } from 'date-fns';
import { formatDisplayDate } from '#src/domain/dates';
import { churchReturnDueDate } from '#src/domain/deadlines';
import { approve, openFromQueue, signInAs, signOut, startReview } from '../support/backoffice';
import { expect, expectAccessible, test } from '../support/e2e';
import { pdf, saveAndContinue } from '../support/notice';

test.describe.configure({ timeout: 180_000 });

const CLERK = 'clerk@stpauls.example.ug';
const PLACE = "St Paul's Cathedral, Namirembe";

async function onStep(page: Page, title: string): Promise<void> {
  await expect(page.getByRole('heading', { level: 1, name: title })).toBeVisible();
}

/** Fill a church return's party step (already open). */
async function fillParty(
  page: Page,
  party: { nin?: string; givenName?: string; surname?: string; age: string; father: 'Living' | 'Deceased' },
): Promise<void> {
  if (party.nin) {
    await page.getByLabel('National Identification Number (NIN) (optional)').fill(party.nin);
    await page.getByRole('button', { name: 'Verify NIN' }).click();
    await expect(page.getByText(/^NIN verified:/)).toBeVisible();
  } else {
    await page.getByLabel('Given name').fill(party.givenName ?? '');
    await page.getByLabel('Surname').fill(party.surname ?? '');
  }
  await page.getByLabel('Age at the date of marriage').fill(party.age);
  await page.getByRole('radio', { name: 'Never married (bachelor or spinster)' }).check();
  await page.getByLabel('Occupation', { exact: true }).fill('Teacher');
  await page.getByLabel('Place of residence').fill('Mengo, Kampala');
  await page.getByLabel("Father's full name").fill('Erisa Kato');
  await page.getByRole('radio', { name: party.father }).check();
  if (party.father === 'Living') await page.getByLabel("Father's occupation").fill('Farmer');
}

test("St Paul's clerk files this month's return, the registrar approves it, and it is in the church's registry and its CSV", async ({
  page,
}) => {
  const firstOfMonth = format(startOfMonth(new Date()), 'yyyy-MM-dd');
  const due = formatDisplayDate(churchReturnDueDate(firstOfMonth));

  await signInAs(page, CLERK);
  const panel = page.getByRole('region', { name: 'Returns due' });
  await expect(panel).toContainText('Returns of marriages celebrated in');
  await expect(panel).toContainText('Corrections Requested');
  await expect(panel).toContainText(`Draft, due by ${due}`);
  await expectAccessible(page, 'institution services with returns due');

  // The seeded draft of this month's marriage resumes: the place and the marriage are filled in.
  await page.getByRole('link', { name: /^Start now\s?: File a church marriage return$/ }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'File a church marriage return' })).toBeVisible();
  await expectAccessible(page, 'church return task list');
  await page.getByRole('link', { name: 'Place of marriage', exact: true }).click();
  await onStep(page, 'Place of marriage');
  await expect(page.getByRole('textbox', { name: 'Name of the place' })).toHaveValue(PLACE);
  await page.getByRole('combobox', { name: 'Place of worship' }).click();
  await page.getByRole('option', { name: new RegExp(`^${PLACE}, Kampala \\(licence PL-`) }).click();
  await expectAccessible(page, 'church return: place');
  await saveAndContinue(page);

  // The marriage is complete already, so the wizard goes on to the first party; Back shows its due date.
  await onStep(page, 'First party');
  await page.getByRole('link', { name: 'Back' }).click();
  await onStep(page, 'The marriage');
  await expect(
    page.getByText(new RegExp(`^This return is due by ${due} \\(in \\d+ days?\\)\\.$|^This return is due today, ${due}`)),
  ).toBeVisible();
  await expectAccessible(page, 'church return: marriage');
  await saveAndContinue(page);

  await onStep(page, 'First party');
  await fillParty(page, { nin: 'CM9508090126JO', age: '31', father: 'Living' });
  await expect(page.getByLabel('Given name')).toHaveValue('Joseph');
  await expectAccessible(page, 'church return: first party');
  await saveAndContinue(page);

  await onStep(page, 'Second party');
  await fillParty(page, { givenName: 'Claire', surname: 'Dubois', age: '29', father: 'Deceased' });
  await saveAndContinue(page);

  await onStep(page, 'Witnesses');
  await page.getByLabel('Full name of the first witness').fill('Samuel Wasswa');
  await page.getByLabel('Full name of the second witness').fill('Florence Adong');
  await saveAndContinue(page);

  await onStep(page, 'Documents');
  await page.getByLabel('Scanned signed return').setInputFiles(pdf('Signed return.pdf'));
  await expect(page.getByRole('button', { name: 'Remove Signed return.pdf' })).toBeVisible();
  await saveAndContinue(page);

  await expect(page.getByRole('heading', { level: 1, name: 'Check your answers before filing the return' })).toBeVisible();
  await expect(page.getByRole('main')).toContainText(PLACE);
  await expect(page.getByRole('main')).toContainText('Claire');
  await expectAccessible(page, 'church return: check your answers');
  await page.getByRole('checkbox', { name: 'I confirm the information is true' }).check();
  await page.getByRole('button', { name: 'File return' }).click();

  await expect(page.getByRole('heading', { level: 1, name: 'Pay for your return' })).toBeVisible();
  await expect(page.getByText('UGX 35,000').first()).toBeVisible();
  await page.getByRole('button', { name: 'Pay by card' }).click();
  const gateway = page.getByRole('dialog', { name: 'Card payment' });
  await gateway.getByLabel('Name on the card').fill('Peter Mugisha');
  await gateway.getByLabel('Card number').fill('4242 4242 4242 4242');
  await gateway.getByLabel('Expiry date').fill('08/29');
  await gateway.getByLabel('Security code').fill('123');
  await gateway.getByRole('button', { name: 'Pay now' }).click();
  await expect(page).toHaveURL(/\/institution\/payment-success\?application=/);
  await expect(page.getByRole('heading', { level: 1, name: 'Marriage submitted for registration' })).toBeVisible();
  await expectAccessible(page, 'church return: submitted');
  const reference = (await page.getByTestId('application-reference').innerText()).trim();
  expect(reference).toMatch(/^RT-\d{4}-/);
  await signOut(page);

  // The registrar approves it from the marriage-returns queue.
  await signInAs(page, 'registrar@registry.example.ug');
  await openFromQueue(page, '/backoffice/marriage-returns/task-queue', 'Marriage return task queue', reference);
  await expect(page.getByRole('main')).toContainText('Claire');
  await expectAccessible(page, 'church return details');
  await startReview(page, reference);
  await approve(page, reference);
  await signOut(page);

  // The clerk finds the entry in the church's registry and downloads the search as CSV.
  await signInAs(page, CLERK, '/institution/registry');
  await expect(page.getByRole('heading', { level: 1, name: 'Church organisation registry' })).toBeVisible();
  await page.getByRole('searchbox', { name: 'Search' }).fill(reference);
  await page.getByRole('button', { name: 'Search', exact: true }).click();
  await expect(page.getByText('Showing 1–1 of 1')).toBeVisible();
  const row = page.getByRole('row').filter({ hasText: 'Claire Dubois' });
  await expect(row).toContainText('Joseph Okello and Claire Dubois');
  await expect(row).toContainText(PLACE);
  await expect(row).toContainText(formatDisplayDate(firstOfMonth));
  await expect(row).toContainText('Subsisting');
  await expectAccessible(page, 'church organisation registry');
  const [download] = await Promise.all([page.waitForEvent('download'), page.getByRole('button', { name: 'Download CSV' }).click()]);
  expect(download.suggestedFilename()).toBe('register-of-marriages.csv');
  const csv = await readFile(await download.path(), 'utf8');
  expect(csv.split('\r\n')[0]).toContain('Entry number');
  expect(csv).toContain('Joseph Okello');
  expect(csv).toContain(reference);
});
