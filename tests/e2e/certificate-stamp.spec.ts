/**
 * Issue 11 "certificate-stamp": the administrator uploads a PNG stamp (a GIF is refused at the field
 * first), sees its preview in the form, then the stamp "In use" in the list and over the signature of
 * the specimen certificate under it, and downloads the specimen PDF. axe on the page and the dialog;
 * screenshots at 1366 px and 390 px into $SHOTS when it is set.
 */
import { signInAs } from '../support/backoffice';
import { expect, expectAccessible, keepScreenshot, test } from '../support/e2e';
import { stampPngBytes } from '../support/stamp-png';

const STAMP = 'Registrar General’s seal, 2026';

test('the administrator uploads a PNG stamp; it is in use in the list and on the specimen certificate', async ({ page }) => {
  test.setTimeout(150_000);
  await page.setViewportSize({ width: 1366, height: 900 });
  await signInAs(page, 'admin@registry.example.ug', '/backoffice/settings/certificate-stamp');
  await expect(page.getByRole('heading', { level: 1, name: 'Certification stamps' })).toBeVisible();
  const preview = page.getByRole('region', { name: 'Preview of a document carrying the stamp' });
  await expect(preview).toContainText('documents are issued without a stamp until one is in use');
  await expectAccessible(page, 'no stamp yet');

  await page.getByRole('button', { name: 'Add a stamp' }).click();
  const dialog = page.getByRole('dialog', { name: 'Add a stamp' });
  await dialog.getByLabel('Name of the stamp').fill(STAMP);
  const file = dialog.getByLabel('Image of the stamp');
  await file.setInputFiles({ name: 'seal.gif', mimeType: 'image/gif', buffer: Buffer.from('GIF89a') });
  await expect(dialog.getByText('seal.gif must be a PNG or JPEG image')).toBeVisible();
  await file.setInputFiles({ name: 'seal.png', mimeType: 'image/png', buffer: Buffer.from(stampPngBytes()) });
  await expect(dialog.getByRole('button', { name: 'Remove seal.png' })).toBeVisible();
  await expect(dialog.getByRole('img', { name: /Preview of seal\.png/ })).toBeVisible();
  await expectAccessible(page, 'add a stamp');
  await keepScreenshot(page, 'stamp-dialog-1366.png', false);
  await dialog.getByRole('button', { name: 'Add the stamp' }).click();
  await expect(page.getByText(`${STAMP} is added.`)).toBeVisible();

  await expect(page.getByRole('row', { name: new RegExp(STAMP) })).toContainText('In use');
  await expect(preview).toContainText(`Stamp in use: ${STAMP}`);
  const stampOnSpecimen = preview.getByRole('img', { name: `The stamp in use, ${STAMP}, over the signature` });
  await expect(stampOnSpecimen).toBeVisible();
  // The image really loaded (GET /stamps/{id}/image, public): 64 px wide.
  await expect.poll(() => stampOnSpecimen.evaluate((img: HTMLImageElement) => img.complete && img.naturalWidth)).toBe(64);
  await expect(preview).toContainText('SPECIMEN – not a document');
  await expectAccessible(page, 'a stamp in use');
  await keepScreenshot(page, 'stamp-page-1366.png');

  const download = page.waitForEvent('download');
  await preview.getByRole('button', { name: 'Download a specimen PDF' }).click();
  const pdf = await download;
  expect(pdf.suggestedFilename()).toBe('specimen-certificate-of-marriage.pdf');
  await pdf.saveAs('/tmp/stamp-specimen.pdf');
  const path = await pdf.path();
  const { readFileSync } = await import('node:fs');
  const raw = readFileSync(path).toString('latin1');
  expect(raw.startsWith('%PDF-')).toBe(true);
  expect(raw).toContain('/Subtype /Image');

  await page.setViewportSize({ width: 390, height: 844 });
  await expect(stampOnSpecimen).toBeVisible();
  await expectAccessible(page, 'a stamp in use, on a phone');
  await keepScreenshot(page, 'stamp-page-390.png');
});
