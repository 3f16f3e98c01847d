/**
 * Uploads (DOMAIN.md §5): only PDF, JPEG or PNG of at most 5 MB. The browser refuses the rest with a
 * message at the field and sends nothing; the mock API refuses them too when sent directly.
 */
import { signInAs } from '../support/backoffice';
import { expect, expectAccessible, test } from '../support/e2e';
import { openStep } from '../support/notice';

test('a wrong type or a file over 5 MB is refused at the field, and by the API', async ({ page }) => {
  await signInAs(page, 'amina.nakato@example.ug', '/user/services/form-marriage-registration');
  await openStep(page, 'Documents');
  let uploads = 0;
  page.on('request', (request) => {
    if (request.url().includes('/api/uploads') && request.method() === 'POST') uploads += 1;
  });

  const lc1 = page.getByLabel('Letter from the LC1 chairperson');
  await lc1.setInputFiles({
    name: 'letter.docx',
    mimeType: 'application/vnd.openxmlformats-officedocument.wordprocessingml.document',
    buffer: Buffer.from('not a pdf'),
  });
  await expect(page.getByText('letter.docx must be a PDF, JPEG or PNG')).toBeVisible();
  await lc1.setInputFiles({ name: 'scan.pdf', mimeType: 'application/pdf', buffer: Buffer.alloc(5 * 1024 * 1024 + 1, 0x20) });
  await expect(page.getByText('scan.pdf must be smaller than 5 MB')).toBeVisible();
  await expectAccessible(page, 'documents with upload errors');
  expect(uploads).toBe(0);

  await lc1.setInputFiles({ name: 'lc1.pdf', mimeType: 'application/pdf', buffer: Buffer.from('%PDF-1.4\n%%EOF\n') });
  await expect(page.getByRole('button', { name: 'Remove lc1.pdf' })).toBeVisible();
  expect(uploads).toBe(1);

  const direct = await page.evaluate(async () => {
    const form = new FormData();
    form.append('file', new File(['<script>alert(1)</script>'], 'page.html', { type: 'text/html' }));
    const response = await fetch('/api/uploads', {
      method: 'POST',
      headers: { Authorization: sessionStorage.getItem('token') ?? '' },
      body: form,
    });
    return { status: response.status, body: (await response.json()) as { errors?: Record<string, string> } };
  });
  expect(direct.status).toBe(400);
  expect(direct.body.errors?.file).toBe('page.html must be a PDF, JPEG or PNG');
});
