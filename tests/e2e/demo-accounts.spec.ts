/**
 * Every demo account signs in and lands where the README's table says (SPEC.md §4 "Routing after
 * sign-in"), with an axe scan of the sign-in page and of each landing page.
 */
import { DEMO_ACCOUNTS } from '../../mocks/seed/demo';
import { expect, expectAccessible, signIn, test } from '../support/e2e';

test('the sign-in page is accessible', async ({ page }) => {
  await page.goto('/sign-in');
  await expect(page.getByRole('heading', { level: 1, name: 'Sign in' })).toBeVisible();
  await expectAccessible(page, 'sign-in');
});

for (const account of DEMO_ACCOUNTS) {
  test(`${account.email} lands on ${account.landingPath}`, async ({ page }) => {
    await signIn(page, account.email);
    await expect(page).toHaveURL(account.landingPath);
    await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
    await expect(page.getByRole('button', { name: 'Sign out' })).toBeVisible();
    const stored = await page.evaluate(() => ({
      profile: JSON.parse(sessionStorage.getItem('userProfile') ?? 'null') as { accountType: string } | null,
      token: sessionStorage.getItem('token'),
      refreshToken: sessionStorage.getItem('refreshToken'),
    }));
    expect(stored.profile?.accountType).toBe(account.accountType);
    expect(stored.token).toMatch(/^Bearer /);
    expect(stored.refreshToken).toBeTruthy();
    await expectAccessible(page, account.landingPath);
  });
}

test('an individual can sign in with a local phone number', async ({ page }) => {
  await signIn(page, '0772 123456');
  await expect(page).toHaveURL('/user/services/list');
});

test('a wrong password keeps the person on the sign-in page with the server message', async ({ page }) => {
  await signIn(page, 'amina.nakato@example.ug', 'not-the-password');
  await expect(page.getByRole('alert').filter({ hasText: 'Incorrect username and password' })).toBeVisible();
  await expect(page).toHaveURL('/sign-in');
  await expect(page.getByLabel('Email address or phone number')).toHaveValue('amina.nakato@example.ug');
  await expectAccessible(page, 'sign-in with error');
});

test('signing out clears the session and returns to sign-in', async ({ page }) => {
  await signIn(page, 'registrar@registry.example.ug');
  await expect(page).toHaveURL('/backoffice/dashboard');
  await page.getByRole('button', { name: 'Sign out' }).click();
  await expect(page).toHaveURL('/sign-in');
  expect(await page.evaluate(() => sessionStorage.length)).toBe(0);
});
