/**
 * Bad input on every field built so far: a clear message at the field and in the error summary, no
 * request for what the browser can already reject, and the mock API rejecting it when sent directly.
 */
import type { Page } from '@playwright/test';
import { expect, expectAccessible, postJson, signIn, test } from '../support/e2e';

function countRequests(page: Page, fragment: string): () => number {
  let count = 0;
  page.on('request', (request) => {
    if (request.url().includes(fragment) && request.method() === 'POST') count += 1;
  });
  return () => count;
}

const summary = (page: Page) => page.getByRole('alert').filter({ has: page.getByRole('heading', { name: 'There is a problem' }) });

test('sign-up: empty, too long, markup, wrong formats', async ({ page }) => {
  const registers = countRequests(page, '/api/users/auth/register');
  await page.goto('/auth/sign-up');
  await page.getByRole('button', { name: 'Create account' }).click();
  await expect(summary(page)).toBeFocused();
  for (const message of [
    'Enter your given name',
    'Enter your surname',
    'Enter your email address',
    'Enter a phone number',
    'Confirm that you accept the terms and privacy policy',
  ]) {
    await expect(summary(page).getByRole('link', { name: message })).toBeVisible();
  }
  await expectAccessible(page, 'sign-up with errors');

  // The browser refuses a 51st character (maxlength); the API refuses it too (below).
  await page.getByLabel('Given name').fill('A'.repeat(51));
  await expect(page.getByLabel('Given name')).toHaveValue('A'.repeat(50));
  await page.getByLabel('Given name').fill('<b>Amina</b>');
  await page.getByLabel('Surname').fill('<script>alert(1)</script>');
  await page.getByLabel('Email address').fill('not-an-email');
  const phone = page.getByRole('textbox', { name: 'Phone number' });
  await expect(phone).toBeEditable(); // typing key by key does not wait for the lazily loaded control, as fill() does
  await phone.pressSequentially('07ab7c2');
  await expect(phone).not.toHaveValue(/[a-z]/i);
  await page.getByRole('button', { name: 'Create account' }).click();
  await expect(page.getByText('Your given name can only contain letters, spaces, hyphens and apostrophes').first()).toBeVisible();
  await expect(page.getByText('Your surname can only contain letters, spaces, hyphens and apostrophes').first()).toBeVisible();
  await expect(page.getByText('Enter an email address in the correct format, like name@example.ug').first()).toBeVisible();
  await expect(page.getByText(/The phone number is too short|not a valid phone number/).first()).toBeVisible();
  // The link in the summary moves focus to its field.
  await summary(page).getByRole('link', { name: 'Your given name can only contain letters, spaces, hyphens and apostrophes' }).click();
  await expect(page.getByLabel('Given name')).toBeFocused();
  expect(registers()).toBe(0);

  const direct = await postJson(page, '/users/auth/register', {
    givenName: 'A'.repeat(51),
    surname: '<script>alert(1)</script>',
    email: 'not-an-email',
    phone: '07ab72',
    acceptTerms: false,
  });
  expect(direct.status).toBe(400);
  expect(direct.body.errors).toMatchObject({
    givenName: 'Your given name must be 50 characters or fewer',
    surname: 'Your surname can only contain letters, spaces, hyphens and apostrophes',
    email: 'Enter an email address in the correct format, like name@example.ug',
  });
  expect(Object.keys(direct.body.errors ?? {}).sort()).toEqual(['acceptTerms', 'email', 'givenName', 'phone', 'surname']);
});

test('sign-in: empty fields are caught in the browser', async ({ page }) => {
  const logins = countRequests(page, '/api/users/auth/login');
  await page.goto('/sign-in');
  await page.getByRole('button', { name: 'Sign in' }).click();
  await expect(summary(page).getByRole('link', { name: 'Enter your email address or phone number' })).toBeVisible();
  await expect(summary(page).getByRole('link', { name: 'Enter your password' })).toBeVisible();
  await expectAccessible(page, 'sign-in with errors');
  expect(logins()).toBe(0);
  const direct = await postJson(page, '/users/auth/login', { phoneOrEmail: 'x'.repeat(300), password: '' });
  expect(direct.status).toBe(400);
  expect(direct.body.errors).toHaveProperty('phoneOrEmail');
  expect(direct.body.errors).toHaveProperty('password');
});

test('onboarding: a NIN of 13 characters, markup, and a NIN in no register', async ({ page }) => {
  await signIn(page, 'new.citizen@example.ug');
  await expect(page).toHaveURL('/account-onboard');
  const verifications = countRequests(page, '/api/users/nin-proof');
  const nin = page.getByLabel('National Identification Number (NIN)');

  await page.getByRole('button', { name: 'Send me a code' }).click();
  await expect(summary(page).getByRole('link', { name: 'Enter your National Identification Number (NIN)' })).toBeVisible();

  await nin.fill('CM950809012JO');
  await page.getByRole('button', { name: 'Send me a code' }).click();
  await expect(summary(page).getByRole('link', { name: 'A NIN is 14 letters and digits; you entered 13' })).toBeVisible();
  await expectAccessible(page, 'onboarding with errors');

  await nin.fill('<script>x</sc');
  await page.getByRole('button', { name: 'Send me a code' }).click();
  await expect(summary(page).getByRole('link', { name: 'A NIN contains only letters and digits' })).toBeVisible();
  expect(verifications()).toBe(0);

  await nin.fill('CM0000000000XX');
  await page.getByRole('button', { name: 'Send me a code' }).click();
  await expect(page.getByText('We could not find this NIN in the national register. Check it and try again').first()).toBeVisible();
  await expect(nin).toHaveValue('CM0000000000XX');
  expect(verifications()).toBe(1);

  const direct = await postJson(page, '/nira/verify', { nin: 'CM950809012JO' });
  expect(direct.status).toBe(400);
  expect(direct.body.errors?.nin).toBe('A NIN is 14 letters and digits; you entered 13');
  const onboarding = await postJson(page, '/users/register', { nin: '<b>', district: '', address: '<script>' });
  expect(onboarding.status).toBe(400);
  expect(Object.keys(onboarding.body.errors ?? {}).sort()).toEqual(['address', 'district', 'nin']);
});

test('tracking reference: empty and markup are caught in the browser', async ({ page }) => {
  await page.goto('/');
  await page.getByRole('button', { name: 'Track' }).click();
  await expect(summary(page).getByRole('link', { name: 'Enter the application reference' })).toBeVisible();
  await page.getByLabel('Application reference').fill('<script>');
  await page.getByRole('button', { name: 'Track' }).click();
  await expect(summary(page).getByRole('link', { name: 'The reference contains only letters, digits and hyphens' })).toBeVisible();
  await expect(page).toHaveURL('/');
  await expectAccessible(page, 'landing with errors');
});
