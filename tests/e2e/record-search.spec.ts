/**
 * Issue 10, the record search: Amina asks for a search of the civil marriages register (a year typed
 * backwards is caught at the field first), pays, and the registrar sees the report prepared from the
 * register on the request's page and among the search reports waiting for approval, and approves it.
 * Amina downloads the report as a PDF whose QR link the public verify page confirms. axe on each page;
 * screenshots into $SHOTS when it is set.
 */
import { readFileSync, writeFileSync } from 'node:fs';
import { approve, openFromQueue, signInAs, signOut, startReview } from '../support/backoffice';
import { expect, expectAccessible, keepScreenshot, test } from '../support/e2e';
import { payByCard } from '../support/payment';
import { saveAndContinue } from '../support/notice';
import { pdfLinks } from '../support/pdf-links';
import { verifyPathOf } from '../support/public-origin';
import { pdfText } from '../support/pdf-text';

test('a person searches the civil marriages register and receives the report, which verifies', async ({ page }) => {
  test.setTimeout(180_000);
  await signInAs(page, 'amina.nakato@example.ug');
  await page.getByRole('navigation').getByRole('link', { name: 'Search the registers' }).first().click();
  await expect(page.getByRole('heading', { level: 1, name: 'Search the registers' })).toBeVisible();
  await page.getByRole('link', { name: 'What to search', exact: true }).click();
  await page.getByRole('radio', { name: 'Civil marriages' }).check();
  await page.getByLabel('Full name of one party').fill('Sarah Akello');
  await page.getByLabel("The other party's full name (optional)").fill('Patrick Mugisha');
  await page.getByLabel('Married from the year').fill('2026');
  await page.getByLabel('To the year').fill('2020');
  await page.getByRole('combobox', { name: 'District where it was registered' }).fill('Kampala');
  await page.getByRole('option', { name: 'Kampala', exact: true }).click();
  await saveAndContinue(page);
  await expect(
    page.getByRole('alert').getByRole('link', { name: 'The last year must be the same as the first year or after it' }),
  ).toBeVisible();
  await expectAccessible(page, 'search: a backwards range');
  await page.getByLabel('To the year').fill('2026');
  await saveAndContinue(page);
  await expect(page.getByRole('heading', { level: 1, name: 'Why you need the search' })).toBeVisible();
  await page.getByLabel('Why do you need the search?').fill('To prove my sister’s marriage to an embassy.');
  await saveAndContinue(page);
  await expect(page.getByRole('heading', { level: 1, name: 'Check your answers before asking' })).toBeVisible();
  await expectAccessible(page, 'search: check your answers');
  await page.getByRole('checkbox', { name: 'I confirm the information is true' }).check();
  await page.getByRole('button', { name: 'Ask for the search' }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Pay for your request' })).toBeVisible();
  await expect(page.getByText(/^Your request RS-\d{4}-\S+ has been received\./)).toBeVisible();
  await payByCard(page, 'Amina Nakato');
  await expect(page.getByRole('heading', { level: 1, name: 'Search request submitted' })).toBeVisible();
  const reference = (await page.getByTestId('application-reference').innerText()).trim();
  const id = new URL(page.url()).searchParams.get('application') ?? '';
  expect(reference).toMatch(/^RS-\d{4}-/);

  await signOut(page);
  await signInAs(page, 'registrar@registry.example.ug');
  await openFromQueue(page, '/backoffice/searches/task-queue', 'Search task queue', reference);
  const report = page.getByRole('region', { name: 'The search of the register' });
  await expect(report).toContainText('1 entry');
  await expect(report).toContainText('Patrick Mugisha and Sarah Akello');
  await expectAccessible(page, 'search request with its report');
  await keepScreenshot(page, 'search-report-prepared.png');
  await startReview(page, reference);
  await page.getByRole('navigation', { name: 'Back office' }).getByRole('link', { name: 'Searches: search reports' }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Search reports waiting for approval' })).toBeVisible();
  await expectAccessible(page, 'search reports waiting');
  await page.getByRole('link', { name: reference }).click();
  // The page is settled (its report prepared again) before the approval's dialog opens over it.
  await expect(page.getByRole('region', { name: 'The search of the register' })).toContainText('1 entry');
  await approve(page, reference);

  await signOut(page);
  await signInAs(page, 'amina.nakato@example.ug', `/user/applications/${id}`);
  const issued = page.getByRole('region', { name: 'Issued documents' });
  await expect(issued.getByText('Report of a search of the registers', { exact: true })).toBeVisible();
  const [download] = await Promise.all([
    page.waitForEvent('download'),
    issued.getByRole('button', { name: 'Download Report of a search of the registers (PDF)' }).click(),
  ]);
  const bytes = readFileSync((await download.path())!);
  writeFileSync('/tmp/search-report.pdf', bytes);
  const text = pdfText(bytes).replace(/\s+/g, ' ');
  expect(text).toContain('Patrick Mugisha and Sarah Akello');
  const [qrLink] = pdfLinks(bytes);
  expect(qrLink).toMatch(/\/verify\/[0-9A-Z]{5}-[0-9A-Z]{5}$/);
  await signOut(page);
  await page.goto(verifyPathOf(qrLink)); // the QR code holds the registry's public address
  await expect(page.getByRole('status', { name: 'This document is genuine' })).toContainText('Report of a search of the registers');
  await expect(page.getByRole('region', { name: 'What the document shows' })).toContainText('Civil marriages');
  await expectAccessible(page, 'the report verified');
});
