/**
 * Issue 31 §1: nobody links a NIN that is not theirs. Onboarding sends a code to the phone the national
 * register holds for the NIN (shown masked) and links the NIN only with that code; the register's record is
 * shown only once the code is right; a wrong code is said at the field; a person whose register entry has no
 * phone is told to go to a registry office; and a caller who skips the portal and calls POST /users/register
 * without the proof is refused (docs/decisions/037-nin-proof.md).
 */
import { FREE_NINS, NIN_WITHOUT_PHONE, registerPhone } from '#mocks/seed/demo';
import { expect, expectAccessible, latestMessage, postJson, signIn, test } from '../support/e2e';

const summary = (page: import('@playwright/test').Page) =>
  page.getByRole('alert').filter({ has: page.getByRole('heading', { name: 'There is a problem' }) });

test('onboarding proves the NIN with the code sent to its register phone; a wrong code is refused; a reload keeps the step', async ({
  page,
}) => {
  const nin = FREE_NINS[0];
  await signIn(page, 'new.citizen@example.ug');
  await expect(page).toHaveURL('/account-onboard');
  await page.getByLabel('National Identification Number (NIN)').fill(nin);
  await page.getByRole('button', { name: 'Send me a code' }).click();

  await expect(page.getByRole('heading', { level: 2, name: 'Enter the code we sent' })).toBeVisible();
  await expect(page.getByText('+256 70• ••• •67')).toBeVisible();
  // Nothing of the register's record is shown before the code (the account's own name is in the header).
  await expect(page.getByRole('heading', { name: 'Your record in the national register' })).toHaveCount(0);
  await expect(page.getByText('09-08-1995')).toHaveCount(0);
  const sms = await latestMessage(page, registerPhone(nin), 'sms');
  expect(sms.body).toContain('link your NIN');
  await expectAccessible(page, 'onboarding, code step');

  const code = page.getByLabel('Code', { exact: true });
  await code.fill(sms.code === '000000' ? '111111' : '000000');
  await page.getByRole('button', { name: 'Check the code' }).click();
  await expect(summary(page).getByRole('link', { name: 'The code is incorrect. Check the SMS and try again' })).toBeVisible();
  await expect(page.locator('#code-error')).toHaveText('Error: The code is incorrect. Check the SMS and try again');
  await expectAccessible(page, 'onboarding, wrong code');

  // A reload on the code step keeps it: the code already received still works.
  await page.reload();
  await expect(page.getByRole('heading', { level: 2, name: 'Enter the code we sent' })).toBeVisible();
  await page.getByLabel('Code', { exact: true }).fill(sms.code ?? '');
  await page.getByRole('button', { name: 'Check the code' }).click();

  await expect(page.getByRole('heading', { name: 'Your record in the national register' })).toBeVisible();
  await expect(page.getByRole('cell', { name: 'Joseph Okello' })).toBeVisible();
  await page.getByRole('combobox', { name: 'District where you live' }).fill('Kamp');
  await page.getByRole('option', { name: 'Kampala' }).click();
  await page.getByRole('button', { name: 'Confirm and continue' }).click();
  await expect(page).toHaveURL('/user/services/list');
  await expect(page.getByText('Welcome, Joseph.')).toBeVisible();
  const profile = await page.evaluate(() => JSON.parse(sessionStorage.getItem('userProfile') ?? '{}') as { idNumber?: string });
  expect(profile.idNumber).toBe(nin);
});

test('a NIN whose register entry has no phone: the person is told to go to a registry office', async ({ page }) => {
  await signIn(page, 'new.citizen@example.ug');
  await expect(page).toHaveURL('/account-onboard');
  await page.getByLabel('National Identification Number (NIN)').fill(NIN_WITHOUT_PHONE);
  await page.getByRole('button', { name: 'Send me a code' }).click();
  const message =
    'The national identification register has no phone number for this NIN, so we cannot send you a code. To link your NIN, take your national ID card to any registry office: a registrar will check it and link it to your account';
  // Said once, as what to do, not as a mistake at the field: the NIN is right.
  await expect(page.getByRole('alert').filter({ hasText: message })).toBeVisible();
  await expect(page.locator('#nin-error')).toHaveCount(0);
  await expect(page.getByLabel('National Identification Number (NIN)')).toHaveValue(NIN_WITHOUT_PHONE);
  await expectAccessible(page, 'onboarding, no phone in the register');
});

test('POST /users/register without the proof is refused, and the account stays without a NIN', async ({ page }) => {
  await signIn(page, 'new.citizen@example.ug');
  await expect(page).toHaveURL('/account-onboard');
  const direct = await postJson(page, '/users/register', { nin: FREE_NINS[0], district: 'Kampala' });
  expect(direct.status).toBe(403);
  expect(direct.body.code).toBe('NIN_PROOF_REQUIRED');
  const forged = await postJson(page, '/users/register', { nin: FREE_NINS[0], district: 'Kampala', ninProof: 'forged' });
  expect(forged.body.code).toBe('NIN_PROOF_REQUIRED');
  await page.reload();
  await expect(page).toHaveURL('/account-onboard');
  await expect(page.getByRole('heading', { level: 1, name: 'Verify your identity' })).toBeVisible();
});
