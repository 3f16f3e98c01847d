/**
 * Issued documents (issue 9 stage 6): the holder of the seeded certificate of marriage, St Paul's
 * clerk (the church filed the return, so the church's account holds the document), downloads it as a
 * PDF from the return's page (its QR code and verify address on the registry's public address, not the
 * one the browser used); the code printed on it opens the public verify page, which says the
 * document is genuine and shows its lines; a code nobody holds says so. Every page visited is scanned
 * with axe.
 */
import { readFileSync } from 'node:fs';
import { DOCUMENT_CODE_MESSAGES, documentCodeFromNumber, isDocumentCode } from '#src/domain/schemas/documents';
import { signInAs, signOut } from '../support/backoffice';
import { expect, expectAccessible, keepScreenshot, test } from '../support/e2e';
import { pdfLinks } from '../support/pdf-links';
import { pdfText } from '../support/pdf-text';
import { MOCK_BUILD_PUBLIC_ORIGIN } from '../support/public-origin';

/** St Paul's first approved return (mocks/seed/church-returns.ts), whose marriage the demo certificate certifies. */
const RETURN_ID = '00000000-0000-4000-8008-000000000001';

test('the certificate downloads as a PDF whose code the public verify page confirms', async ({ page, baseURL }) => {
  // The PDF is drawn in the browser, and four pages are scanned by two checkers: over a minute on a loaded machine.
  test.setTimeout(120_000);
  await signInAs(page, 'clerk@stpauls.example.ug', `/institution/applications/${RETURN_ID}`);
  const documents = page.getByRole('region', { name: 'Issued documents' });
  await expect(documents.getByText('Certificate of marriage', { exact: true })).toBeVisible();
  const number = (await documents.getByText(/^Number RM-\d{4}-\d{6}, issued on/).innerText()).match(/RM-\d{4}-\d{6}/)?.[0] ?? '';
  await expectAccessible(page, 'the return with its certificate');
  await keepScreenshot(page, 'documents-application-page.png');

  const [download] = await Promise.all([
    page.waitForEvent('download'),
    documents.getByRole('button', { name: 'Download Certificate of marriage (PDF)' }).click(),
  ]);
  expect(download.suggestedFilename()).toBe(`certificate-of-marriage-${number}.pdf`);
  const bytes = readFileSync((await download.path())!);
  expect(bytes.subarray(0, 5).toString('latin1')).toBe('%PDF-');
  const text = pdfText(bytes).replace(/\s+/g, ' ');
  expect(text).toContain('Certificate of marriage');
  expect(text).toContain(`No. ${number}`);
  // The registry's public address (VITE_PUBLIC_ORIGIN), not the one this browser opened the portal on.
  expect(MOCK_BUILD_PUBLIC_ORIGIN).not.toBe(new URL(baseURL ?? '').origin);
  expect(text).toContain(`Check this document at ${MOCK_BUILD_PUBLIC_ORIGIN}/verify and enter the code`);
  expect(text).not.toContain(new URL(baseURL ?? '').host);
  const code = text.match(/\b[0-9A-Z]{5}-[0-9A-Z]{5}\b/)?.[0] ?? '';
  expect(isDocumentCode(code), `a code printed on the PDF: ${text}`).toBe(true);
  expect(pdfLinks(bytes)).toEqual([`${MOCK_BUILD_PUBLIC_ORIGIN}/verify/${code}`]);
  await signOut(page);

  // Anyone with the paper: the form takes the code as typed.
  await page.goto('/verify');
  await expect(page.getByRole('heading', { level: 1, name: 'Verify a document' })).toBeVisible();
  await expectAccessible(page, 'the verify form');
  await page.getByRole('textbox', { name: 'Enter the code printed on the document' }).fill(code.toLowerCase().replace('-', ' '));
  await page.getByRole('button', { name: 'Check the document' }).click();
  await expect(page).toHaveURL(`/verify/${code}`); // the address the QR code holds
  await expect(page.getByRole('status', { name: 'This document is genuine' })).toContainText(`Certificate of marriage number ${number}`);
  const shown = page.getByRole('region', { name: 'What the document shows' });
  await expect(shown.getByRole('definition').filter({ hasText: number })).toBeVisible();
  await expect(shown.getByRole('term')).toContainText([
    'Document',
    'Number',
    'Issued on',
    'Issued by',
    'First party',
    'Second party',
    'Date of marriage',
  ]);
  await expectAccessible(page, 'a genuine document');
  await keepScreenshot(page, 'documents-verify-genuine.png');

  // A code nobody holds (well formed: its check character is right).
  const unknown = documentCodeFromNumber(424_242);
  await page.goto(`/verify/${unknown}`);
  const summary = page.getByRole('alert').filter({ has: page.getByRole('heading', { name: 'There is a problem' }) });
  await expect(summary.getByRole('link', { name: DOCUMENT_CODE_MESSAGES.notFound })).toBeVisible();
  await expect(page.getByRole('status', { name: 'This document is genuine' })).toHaveCount(0);
  await expectAccessible(page, 'a code nobody holds');
  await keepScreenshot(page, 'documents-verify-unknown.png');
});
