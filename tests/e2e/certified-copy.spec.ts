/**
 * Issue 10, the certified copy: Amina orders two certified copies of a civil marriage's entry (a number of
 * copies out of range is caught at the field first), pays the fee for two, the registrar approves from the
 * certification task queue, and the copy downloads as a PDF whose QR link the public verify page confirms;
 * the marriage's details page lists it. axe on each page; the PDF is kept in /tmp.
 */
import { readFileSync, writeFileSync } from 'node:fs';
import { approve, openFromQueue, signInAs, signOut, startReview } from '../support/backoffice';
import { expect, expectAccessible, openInApp, test } from '../support/e2e';
import { payByCard } from '../support/payment';
import { saveAndContinue } from '../support/notice';
import { pdfLinks } from '../support/pdf-links';
import { verifyPathOf } from '../support/public-origin';
import { pdfText } from '../support/pdf-text';

test('a certified copy of an entry is issued and verifies', async ({ page }) => {
  test.setTimeout(180_000);
  await signInAs(page, 'amina.nakato@example.ug', '/user/services/list');
  await page.getByRole('link', { name: 'Order a certified copy' }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Order a certified copy of a register entry' })).toBeVisible();
  await page.getByRole('link', { name: 'The entry', exact: true }).click();
  await page.getByLabel('Entry number').fill('rm-2026-000001');
  await page.getByRole('combobox', { name: 'District where the marriage was registered' }).fill('Kampala');
  await page.getByRole('option', { name: 'Kampala', exact: true }).click();
  await saveAndContinue(page);
  await expect(page.getByRole('heading', { level: 1, name: 'The copies' })).toBeVisible();
  await page.getByLabel('Number of copies').fill('9');
  await page.getByLabel('What are the copies for?').fill('For a spouse visa application.');
  await saveAndContinue(page);
  await expect(page.getByRole('alert').getByRole('link', { name: 'You can order from 1 to 5 copies at a time' })).toBeVisible();
  await expectAccessible(page, 'copies out of range');
  await page.getByLabel('Number of copies').fill('2');
  await saveAndContinue(page);
  await expect(page.getByRole('heading', { level: 1, name: 'Check your answers before ordering' })).toBeVisible();
  await expect(page.getByText('RM-2026-000001')).toBeVisible();
  await page.getByRole('checkbox', { name: 'I confirm the information is true' }).check();
  await page.getByRole('button', { name: 'Order the copies' }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Pay for your order' })).toBeVisible();
  await expect(page.getByText('Certified copy of a register entry (2 × UGX 25,000)')).toBeVisible();
  await expect(page.getByText('UGX 50,000').first()).toBeVisible();
  await expectAccessible(page, 'pay for two copies');
  await payByCard(page, 'Amina Nakato');
  await expect(page.getByRole('heading', { level: 1, name: 'Certified copy ordered' })).toBeVisible();
  const reference = (await page.getByTestId('application-reference').innerText()).trim();
  const id = new URL(page.url()).searchParams.get('application') ?? '';

  await signOut(page);
  await signInAs(page, 'registrar@registry.example.ug');
  await openFromQueue(page, '/backoffice/certification/task-queue', 'Certification task queue', reference);
  await startReview(page, reference);
  await approve(page, reference);
  await openInApp(page, '/backoffice/registry/marriage?entry=RM-2026-000001');
  await expect(page.getByRole('region', { name: 'Documents issued on the entry' })).toContainText(
    'Certified copy of an entry in the register of marriages',
  );

  await signOut(page);
  await signInAs(page, 'amina.nakato@example.ug', `/user/applications/${id}`);
  const issued = page.getByRole('region', { name: 'Issued documents' });
  const title = 'Certified copy of an entry in the register of marriages';
  await expect(issued.getByText(title, { exact: true })).toBeVisible();
  await expectAccessible(page, 'the copy on the order page');
  const [download] = await Promise.all([
    page.waitForEvent('download'),
    issued.getByRole('button', { name: `Download ${title} (PDF)` }).click(),
  ]);
  const bytes = readFileSync((await download.path())!);
  writeFileSync('/tmp/certified-copy.pdf', bytes);
  const text = pdfText(bytes).replace(/\s+/g, ' ');
  expect(text).toContain('Patrick Mugisha');
  expect(text).toContain('RM-2026-000001');
  const [qrLink] = pdfLinks(bytes);
  expect(qrLink).toMatch(/\/verify\/[0-9A-Z]{5}-[0-9A-Z]{5}$/);
  await signOut(page);
  await page.goto(verifyPathOf(qrLink)); // the QR code holds the registry's public address
  await expect(page.getByRole('status', { name: 'This document is genuine' })).toContainText(title);
  await expect(page.getByRole('region', { name: 'What the document shows' })).toContainText('Sarah Akello');
  await expectAccessible(page, 'the copy verified');
});
