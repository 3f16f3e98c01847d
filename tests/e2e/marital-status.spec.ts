/**
 * Issue 10, the marital status letter: Joseph Okello (no marriage in any register) applies in the browser,
 * pays, the registrar approves, and his letter's PDF carries a QR link that the public verify page confirms
 * as genuine; Ruth Nambi, the bride of a registered church marriage, is told as soon as she opens the form,
 * before anything is asked, that the register shows her married (entry named) and what to bring: a refusal,
 * not an error to correct (issue 30 "Told too late"). axe on each page; the PDF is looked at in /tmp.
 */
import { readFileSync, writeFileSync } from 'node:fs';
import type { Page } from '@playwright/test';
import { api, signInAs, signOut, tokenOf } from '../support/backoffice';
import { expect, expectAccessible, keepScreenshot, latestMessage, openInApp, test } from '../support/e2e';
import { registerPhone } from '#mocks/seed/demo';
import { payByCard } from '../support/payment';
import { pdf, saveAndContinue } from '../support/notice';
import { pdfLinks } from '../support/pdf-links';
import { verifyPathOf } from '../support/public-origin';
import { pdfText } from '../support/pdf-text';

test.describe.configure({ timeout: 180_000 });

/** Fill the whole form from its task list, as the signed-in person. */
async function fillLetterApplication(page: Page, nin: string): Promise<void> {
  await openInApp(page, '/user/services/form-marital-status');
  await expect(page.getByRole('heading', { level: 1, name: 'Apply for a marital status letter' })).toBeVisible();
  await page.getByRole('link', { name: 'Your details', exact: true }).click();
  await page.getByLabel('National Identification Number (NIN)').fill(nin);
  await page.getByRole('button', { name: 'Verify NIN' }).click();
  await expect(page.getByText(/^NIN verified:/)).toBeVisible();
  await page.getByLabel('Nationality').fill('Ugandan');
  await page.getByRole('combobox', { name: 'District where you live' }).fill('Kampala');
  await page.getByRole('option', { name: 'Kampala', exact: true }).click();
  await expectAccessible(page, 'letter: your details');
  await saveAndContinue(page);
  await expect(page.getByRole('heading', { level: 1, name: 'The intended marriage' })).toBeVisible();
  // The countries are the registry's list (settings "countries").
  await page.getByRole('combobox', { name: 'Country where you intend to marry' }).fill('Kenya');
  await page.getByRole('option', { name: 'Kenya', exact: true }).click();
  await page.getByLabel('Full name of the person you intend to marry').fill('Wanjiru Kamau');
  await page.getByLabel('Their nationality').fill('Kenyan');
  await saveAndContinue(page);
  await expect(page.getByRole('heading', { level: 1, name: 'Documents' })).toBeVisible();
  for (const label of [
    'Letter from your LC1 chairperson',
    'Your birth certificate',
    'Your statutory declaration',
    "A parent's statutory declaration",
  ]) {
    await page.getByLabel(label).setInputFiles(pdf(`${label}.pdf`));
    await expect(page.getByRole('button', { name: `Remove ${label}.pdf` })).toBeVisible();
  }
  await expectAccessible(page, 'letter: documents');
  await saveAndContinue(page);
  await expect(page.getByRole('heading', { level: 1, name: 'Check your answers before applying' })).toBeVisible();
  await page.getByRole('checkbox', { name: 'I confirm the information is true' }).check();
  await page.getByRole('button', { name: 'Submit application' }).click();
}

test('a person in a registered marriage is told at once, before anything is asked, that she cannot have a marital status letter', async ({
  page,
}) => {
  await signInAs(page, 'ruth.nambi@example.ug', '/user/services/form-marital-status');
  await expect(page.getByRole('heading', { level: 1, name: 'You cannot get a marital status letter' })).toBeVisible();
  // Her entry is RM-2026-000005 in the demo (README); its number and day follow the demo's year.
  await expect(
    page.getByText(
      /^The register of marriages shows you in a marriage that still subsists: entry RM-\d{4}-000005, married on \d{2}-\d{2}-\d{4} at St Paul's Cathedral, Namirembe\. A marital status letter can only say that you are free to marry, so the registry cannot issue one while this entry subsists\.$/,
    ),
  ).toBeVisible();
  await expect(
    page.getByText(
      /^If that marriage has ended, bring the decree absolute of the divorce, or the death certificate of the spouse, to the registry, quoting entry RM-\d{4}-000005/,
    ),
  ).toBeVisible();
  // A refusal, not a mistake to correct: no error summary, no field, no document asked for, nothing charged.
  await expect(page.getByRole('alert')).toHaveCount(0);
  await expect(page.getByRole('textbox')).toHaveCount(0);
  await expect(page.getByRole('link', { name: 'Your details', exact: true })).toHaveCount(0);
  await expect(page.getByText('Nothing has been charged')).toBeVisible();
  await expectAccessible(page, 'letter refused before the form');
  await keepScreenshot(page, 'marital-status-refused.png');
  await page.getByRole('link', { name: 'Back to the services' }).click();
  await expect(page).toHaveURL('/user/services/list');
});

test('Joseph Okello gets his marital status letter, whose QR link the verify page confirms', async ({ page }) => {
  await page.goto('/');
  await expect(page.getByRole('heading', { level: 1, name: 'Marriage Registry' })).toBeVisible();
  // Onboarding is walked in registration.spec.ts: here his NIN is linked through the API.
  // Linking takes the proof that he holds the NIN: the code sent to the register's phone for it (issue 31 §1).
  const joseph = await tokenOf(page, 'new.citizen@example.ug');
  const nin = 'CM9508090126JO';
  expect((await api(page, 'POST', '/users/nin-proof', { nin }, joseph)).status).toBe(200);
  const code = (await latestMessage(page, registerPhone(nin), 'sms')).code;
  const verified = await api<{ ninProof: string }>(page, 'POST', '/users/nin-proof/verify', { nin, code }, joseph);
  expect(verified.status).toBe(200);
  const ninProof = verified.body.data.ninProof;
  expect(
    (await api(page, 'POST', '/users/register', { nin, district: 'Kampala', address: 'Plot 4, Ntinda', ninProof }, joseph)).status,
  ).toBe(200);
  await signInAs(page, 'new.citizen@example.ug');
  await fillLetterApplication(page, 'CM9508090126JO');
  await expect(page.getByRole('heading', { level: 1, name: 'Pay for your application' })).toBeVisible();
  await payByCard(page, 'Joseph Okello');
  await expect(page.getByRole('heading', { level: 1, name: 'Marital status letter application submitted' })).toBeVisible();
  await expectAccessible(page, 'letter submitted');
  const id = new URL(page.url()).searchParams.get('application') ?? '';

  // The registrar's review is walked in the browser by civil-marriage.spec.ts: here it is two API calls.
  const registrar = await tokenOf(page, 'registrar@registry.example.ug');
  expect((await api(page, 'POST', `/applications/${id}/events`, { type: 'application.open' }, registrar)).status).toBe(200);
  expect((await api(page, 'POST', `/applications/${id}/events`, { type: 'application.approve' }, registrar)).status).toBe(200);

  await openInApp(page, `/user/applications/${id}`);
  const issued = page.getByRole('region', { name: 'Issued documents' });
  await expect(issued.getByText('Marital status letter', { exact: true })).toBeVisible();
  await expectAccessible(page, 'the letter on the application page');
  const [download] = await Promise.all([
    page.waitForEvent('download'),
    issued.getByRole('button', { name: 'Download Marital status letter (PDF)' }).click(),
  ]);
  const bytes = readFileSync((await download.path())!);
  writeFileSync('/tmp/marital-status-letter.pdf', bytes);
  const text = pdfText(bytes).replace(/\s+/g, ' ');
  expect(text).toContain('Marital status letter');
  expect(text).toContain('No subsisting marriage');
  const [qrLink] = pdfLinks(bytes);
  expect(qrLink).toMatch(/\/verify\/[0-9A-Z]{5}-[0-9A-Z]{5}$/);
  await signOut(page);
  await page.goto(verifyPathOf(qrLink)); // the QR code holds the registry's public address
  await expect(page.getByRole('status', { name: 'This document is genuine' })).toContainText('Marital status letter');
  await expect(page.getByRole('region', { name: 'What the document shows' })).toContainText('Joseph Okello');
  await expectAccessible(page, 'the letter verified');
});
