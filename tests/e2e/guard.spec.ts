/**
 * The navigation guard in the browser (SPEC.md §4), keyboard-only sign-in, and the 401 rule (§8).
 */
import { advanceMockClock, expect, expectAccessible, signIn, test } from '../support/e2e';

test('a signed-in individual who opens the back office is sent back to their own area', async ({ page }) => {
  await signIn(page, 'amina.nakato@example.ug');
  await expect(page).toHaveURL('/user/services/list');
  await page.goto('/backoffice/dashboard');
  await expect(page).toHaveURL('/user/services/list');
  await expect(page.getByRole('heading', { level: 1, name: 'Services' })).toBeVisible();
});

test('a signed-in person who opens a public page is sent to their own area', async ({ page }) => {
  await signIn(page, 'clerk@stpauls.example.ug');
  await expect(page).toHaveURL('/institution/services/list');
  await page.goto('/sign-in');
  await expect(page).toHaveURL('/institution/services/list');
});

test('a signed-out visitor who opens a protected page signs in and is taken back to it', async ({ page }) => {
  await page.goto('/user/applications');
  await expect(page).toHaveURL(/\/account-loading\?returnTo=%2Fuser%2Fapplications$/);
  await expectAccessible(page, 'account-loading');
  await page.getByRole('link', { name: 'Sign in' }).last().click();
  await page.getByLabel('Email address or phone number').fill('amina.nakato@example.ug');
  await page.getByLabel('Password', { exact: true }).fill('Registry#2026');
  await page.getByRole('button', { name: 'Sign in' }).click();
  await expect(page).toHaveURL('/user/applications');
});

test('keyboard alone completes the sign-in', async ({ page }) => {
  await page.goto('/');
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
  // Skip link first, then the header's Sign in link.
  await page.keyboard.press('Tab');
  await expect(page.getByRole('link', { name: 'Skip to main content' })).toBeFocused();
  await page.getByRole('link', { name: 'Sign in' }).first().focus();
  await page.keyboard.press('Enter');
  await expect(page).toHaveURL('/sign-in');
  const identifier = page.getByLabel('Email address or phone number');
  while (!(await identifier.evaluate((el) => el === document.activeElement))) await page.keyboard.press('Tab');
  await page.keyboard.type('amina.nakato@example.ug');
  await page.keyboard.press('Tab');
  await expect(page.getByLabel('Password', { exact: true })).toBeFocused();
  await page.keyboard.type('Registry#2026');
  await page.keyboard.press('Enter');
  await expect(page).toHaveURL('/user/services/list');
});

test('a 401 clears session and local storage and reloads the page', async ({ page }) => {
  await signIn(page, 'amina.nakato@example.ug');
  await expect(page).toHaveURL('/user/services/list');
  await page.evaluate(() => localStorage.setItem('something-local', 'x'));
  // Both tokens expire on the mock's clock; the next call of a page answers 401.
  await advanceMockClock(page, 2 * 60 * 60);
  const reloaded = page.waitForEvent('load');
  await page.getByRole('link', { name: 'Your applications' }).first().click();
  await reloaded;
  await expect(page).toHaveURL(/\/account-loading/);
  const storage = await page.evaluate(() => ({
    session: sessionStorage.length,
    local: localStorage.getItem('something-local'),
  }));
  expect(storage).toEqual({ session: 0, local: null });
});

test('going offline shows the SPEC.md message, and coming back announces it', async ({ page, context }) => {
  await page.goto('/');
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
  await expect(page.locator('html')).toHaveAttribute('data-portal', 'running');
  await context.setOffline(true);
  await expect(page.getByText('Error: No internet connectivity. Check your network')).toBeVisible();
  // A page whose code was not fetched yet cannot come offline: tests/mock-server/production-build.spec.ts (the mock
  // build is one file of code).
  await context.setOffline(false);
  await expect(page.getByText('Error: No internet connectivity. Check your network')).toBeHidden();
  await expect(page.getByRole('status').filter({ hasText: 'You are back online' })).toBeAttached();
});
