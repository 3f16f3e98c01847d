/**
 * Issue 10, data rectification: Ruth Nambi, the second party of a registered church marriage, asks for her
 * name in the entry to be corrected. A current value the entry does not hold is refused at the field and in
 * the error summary, with nothing lost; corrected, the request is submitted without a fee. The registrar
 * approves it from the certification task queue; the entry now carries the corrected name, and its history
 * shows the old value, who changed it and why. axe on each page; screenshots into $SHOTS when it is set.
 */
import { api, approve, openFromQueue, signInAs, signOut, startReview, tokenOf } from '../support/backoffice';
import { expect, expectAccessible, keepScreenshot, openInApp, test } from '../support/e2e';
import { pdf, saveAndContinue } from '../support/notice';

test('a rectification changes an entry, and its history shows the old value', async ({ page }) => {
  test.setTimeout(180_000);
  await page.goto('/');
  await expect(page.getByRole('heading', { level: 1, name: 'Marriage Registry' })).toBeVisible();
  // Ruth's entry, as her certificate of marriage shows it (looked up in the register as the registrar).
  const registrar = await tokenOf(page, 'registrar@registry.example.ug');
  const found = await api<{ items: Array<{ values: { entryNumber: string } }> }>(
    page,
    'GET',
    '/backoffice/registers/marriage-register-book?q=Ruth%20Nambi',
    undefined,
    registrar,
  );
  const entryNumber = found.body.data.items[0]?.values.entryNumber ?? '';
  expect(entryNumber).toMatch(/^RM-\d{4}-\d{6}$/);
  await signInAs(page, 'ruth.nambi@example.ug', '/user/services/list');
  await page.getByRole('link', { name: 'Correct a registered entry' }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Ask for a registered entry to be corrected' })).toBeVisible();
  await page.getByRole('link', { name: 'The entry', exact: true }).click();
  await page.getByLabel('Entry number').fill(entryNumber);
  await page.getByRole('combobox', { name: 'District where the marriage was registered' }).fill('Kampala');
  await page.getByRole('option', { name: 'Kampala', exact: true }).click();
  await expectAccessible(page, 'rectification: the entry');
  await saveAndContinue(page);

  await expect(page.getByRole('heading', { level: 1, name: 'The correction' })).toBeVisible();
  await page.getByRole('radio', { name: "Second party's name" }).check();
  await page.getByLabel("The second party's name as the entry shows it now").fill('Ruth Namubiru');
  await page.getByLabel("The second party's name as it should be").fill('Ruth Nambi Kisakye');
  await page.getByLabel('Why is the entry wrong?').fill('My second name was left out when the marriage was registered.');
  await expectAccessible(page, 'rectification: the correction');
  await saveAndContinue(page);

  await expect(page.getByRole('heading', { level: 1, name: 'Evidence' })).toBeVisible();
  await page.getByLabel('Evidence of the correct value').setInputFiles(pdf('National ID.pdf'));
  await expect(page.getByRole('button', { name: 'Remove National ID.pdf' })).toBeVisible();
  await saveAndContinue(page);
  await expect(page.getByRole('heading', { level: 1, name: 'Check your answers before asking' })).toBeVisible();
  await page.getByRole('checkbox', { name: 'I confirm the information is true' }).check();
  await page.getByRole('button', { name: 'Ask for the correction' }).click();

  // The entry does not say "Ruth Namubiru": refused at the field, nothing lost.
  const refusal = "The entry does not say this. Type the second party's name exactly as the entry and your certificate show it.";
  await expect(page.getByRole('alert').getByRole('link', { name: refusal })).toBeVisible();
  await expectAccessible(page, 'rectification refused');
  await keepScreenshot(page, 'rectification-refused.png');
  await page.getByRole('alert').getByRole('link', { name: refusal }).click();
  await expect(page.getByLabel("The second party's name as it should be")).toHaveValue('Ruth Nambi Kisakye');
  await page.getByLabel("The second party's name as the entry shows it now").fill('Ruth Nambi');
  await saveAndContinue(page);
  // Back to the check of answers, with the evidence kept.
  await expect(page.getByRole('heading', { level: 1, name: 'Check your answers before asking' })).toBeVisible();
  await expect(page.getByText('National ID.pdf')).toBeVisible();
  await page.getByRole('checkbox', { name: 'I confirm the information is true' }).check();
  await page.getByRole('button', { name: 'Ask for the correction' }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Correction request submitted' })).toBeVisible();
  await expectAccessible(page, 'rectification submitted');
  const reference = (await page.getByTestId('application-reference').innerText()).trim();
  expect(reference).toMatch(/^CC-\d{4}-/);

  await signOut(page);
  await signInAs(page, 'registrar@registry.example.ug');
  await openFromQueue(page, '/backoffice/certification/task-queue', 'Certification task queue', reference);
  await expect(page.getByText('Ruth Nambi Kisakye').first()).toBeVisible();
  await expectAccessible(page, 'rectification details');
  await startReview(page, reference);
  await approve(page, reference);

  await openInApp(page, `/backoffice/registry/marriage?entry=${entryNumber}`);
  await expect(page.getByRole('heading', { level: 1, name: `Marriage details: ${entryNumber}` })).toBeVisible();
  await expect(page.getByText('Ruth Nambi Kisakye (NIN CF9006180243RN)')).toBeVisible();
  const change = page.getByRole('table', { name: /History of the entry/ }).getByRole('row', { name: /Second party's name/ });
  await expect(change).toContainText('Ruth Nambi');
  await expect(change).toContainText('Ruth Nambi Kisakye');
  await expect(change).toContainText('My second name was left out when the marriage was registered.');
  await expect(change).toContainText('Grace Akello');
  await expect(change).toContainText(reference);
  await expectAccessible(page, 'entry with its history');
  await keepScreenshot(page, 'rectification-history.png');
});
