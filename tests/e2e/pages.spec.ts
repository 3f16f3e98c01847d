/**
 * Every public page, and the built pages of each area, render with a heading and pass axe
 * (WCAG 2.2 AA); routes of later issues say plainly that they are not available yet.
 */
import { signInAs } from '../support/backoffice';
import { expect, expectAccessible, test } from '../support/e2e';

/** Each public page opened by its address, and the h1 it shows; `scan` where focus.spec.ts's walk does not scan it. */
const PUBLIC_PAGES: Array<{ path: string; heading: string; scan?: true }> = [
  { path: '/', heading: 'Marriage Registry' },
  { path: '/services-prices', heading: 'Services and prices' },
  { path: '/terms-and-privacy-policy', heading: 'Terms and privacy policy' },
  { path: '/forbidden-access', heading: 'You cannot open this page' },
  { path: '/unauthorized-access', heading: 'Sign in to open this page' },
  { path: '/account-loading', heading: 'Sign in to continue' },
  { path: '/auth/reset-password-request', heading: 'Reset your password' },
  // With a token, unlike the walk's visit.
  { path: '/auth/account-password?token=abc', heading: 'Choose a new password', scan: true },
  { path: '/no-such-page', heading: 'Page not found', scan: true },
];

// One page load per address, in one test: the walks of focus.spec.ts already scan every static route
// with axe after client-side navigation; this proves each address opens on its own.
test('every public page opens by its address with its heading', async ({ page }) => {
  for (const { path, heading, scan } of PUBLIC_PAGES) {
    await page.goto(path);
    await expect(page.getByRole('heading', { level: 1, name: heading }), path).toBeVisible();
    if (scan) await expectAccessible(page, path);
  }
});

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

test('an individual sees the services list, every service offered, and the prices', async ({ page }) => {
  await signInAs(page, 'amina.nakato@example.ug');
  await expect(page).toHaveURL('/user/services/list');
  await expect(page.getByRole('heading', { level: 2, name: 'Give notice of a civil marriage' })).toBeVisible();
  await page.getByRole('navigation', { name: 'Area' }).getByRole('link', { name: 'Prices', exact: true }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Services and prices' })).toBeVisible();
  await expectAccessible(page, '/user/prices');
  // Every service of the individual's area is built: none says it is not available yet.
  await page.getByRole('navigation', { name: 'Area' }).getByRole('link', { name: 'Services', exact: true }).click();
  await expect(page.getByRole('heading', { level: 2, name: 'Correct a registered entry' })).toBeVisible();
  await expect(page.getByText('Not available yet')).toHaveCount(0);
});

test('an institution and a back-office officer see their areas', async ({ page }) => {
  await signInAs(page, 'kadhi.kampala@example.ug');
  await expect(page).toHaveURL('/institution/services/list');
  await expect(page.getByRole('heading', { level: 2, name: 'Register an Islamic marriage' })).toBeVisible();
  await expect(page.getByRole('link', { name: 'Task queue', exact: true })).toBeVisible();
  await page.getByRole('button', { name: 'Sign out' }).click();
  await expect(page).toHaveURL('/sign-in');
  await signInAs(page, 'finance@registry.example.ug');
  await expect(page).toHaveURL('/backoffice/dashboard');
  await expect(page.getByRole('heading', { level: 3, name: 'Billing' }).first()).toBeVisible();
  await page.getByRole('navigation', { name: 'Back office' }).getByRole('link', { name: 'Price list' }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Price list' })).toBeVisible();
  await expectAccessible(page, 'price list (finance)');
  // Finance sees the reports, not the applications' whereabouts (personal data).
  await expect(page.getByRole('navigation', { name: 'Back office' }).getByRole('link', { name: 'Application tracking' })).toHaveCount(0);
  await page.getByRole('navigation', { name: 'Back office' }).getByRole('link', { name: 'Marriage reports' }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Marriage reports' })).toBeVisible();
});
