/**
 * Every public page, and the built pages of each area, render with a heading and pass axe
 * (WCAG 2.2 AA); routes of later issues say plainly that they are not available yet.
 */
import { expect, expectAccessible, signIn, test } from '../support/e2e';

const PUBLIC_PAGES: Array<[string, string]> = [
  ['/', 'Marriage Registry'],
  ['/services-prices', 'Services and prices'],
  ['/terms-and-privacy-policy', 'Terms and privacy policy'],
  ['/forbidden-access', 'You cannot open this page'],
  ['/unauthorized-access', 'Sign in to open this page'],
  ['/account-loading', 'Sign in to continue'],
  ['/auth/reset-password-request', 'Reset your password'],
  ['/auth/account-password?token=abc', 'Choose a new password'],
  ['/no-such-page', 'Page not found'],
];

for (const [path, heading] of PUBLIC_PAGES) {
  test(`public page ${path}`, async ({ page }) => {
    await page.goto(path);
    await expect(page.getByRole('heading', { level: 1, name: heading })).toBeVisible();
    await expectAccessible(page, path);
  });
}

test('the price list comes from the API, with published fees and marked examples', async ({ page }) => {
  await page.goto('/services-prices');
  const civil = page.getByRole('row', { name: /Civil Marriages/ }).first();
  await expect(civil).toContainText('UGX 260,000');
  await expect(page.getByText('Some figures are examples')).toBeVisible();
  await expect(page.getByRole('row', { name: /Marital Status Letter/ }).first()).toContainText('UGX 25,000');
});

test('/auth redirects to sign-up', async ({ page }) => {
  await page.goto('/auth');
  await expect(page).toHaveURL('/auth/sign-up');
});

test('an individual sees the services list, prices and an honest page for what is not built', async ({ page }) => {
  await signIn(page, 'amina.nakato@example.ug');
  await expect(page).toHaveURL('/user/services/list');
  await expect(page.getByRole('heading', { level: 2, name: 'Give notice of a civil marriage' })).toBeVisible();
  await page.getByRole('navigation', { name: 'Area' }).getByRole('link', { name: 'Prices', exact: true }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Services and prices' })).toBeVisible();
  await expectAccessible(page, '/user/prices');
  await page.goto('/user/services/form-marital-status');
  await expect(page.getByRole('heading', { level: 1, name: 'Marital status letter application' })).toBeVisible();
  await expect(page.getByText('Not available yet')).toBeVisible();
  await expectAccessible(page, 'not available (user)');
});

test('an institution and a back-office officer see their areas', async ({ page }) => {
  await signIn(page, 'kadhi.kampala@example.ug');
  await expect(page).toHaveURL('/institution/services/list');
  await expect(page.getByRole('heading', { level: 2, name: 'Register an Islamic marriage' })).toBeVisible();
  await expect(page.getByRole('link', { name: 'Task queue' })).toBeVisible();
  await page.getByRole('button', { name: 'Sign out' }).click();
  await expect(page).toHaveURL('/sign-in');
  await signIn(page, 'finance@registry.example.ug');
  await expect(page).toHaveURL('/backoffice/dashboard');
  await expect(page.getByRole('heading', { level: 2, name: 'Billing' }).first()).toBeVisible();
  await page.getByRole('navigation', { name: 'Back office' }).getByRole('link', { name: 'Transactions' }).click();
  await expect(page).toHaveURL('/backoffice/billing/transactions');
  await expect(page.getByText('Not available yet')).toBeVisible();
  await expectAccessible(page, 'not available (back office)');
});
