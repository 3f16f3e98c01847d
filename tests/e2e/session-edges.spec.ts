/**
 * Session edges (issue 15; docs/decisions/003-routing-and-guard.md): a session cleared half-way never
 * bounces the tab between pages, a stored refresh token repairs it, and an address no route matches
 * shows "Page not found" where the person is.
 */
import type { Page } from '@playwright/test';
import { expect, expectAccessible, signIn, test } from '../support/e2e';

/** Count the in-page navigations that change the address (React Router's push/replace). */
async function countNavigations(page: Page): Promise<void> {
  await page.addInitScript(() => {
    const w = window as unknown as { __navigations: number };
    w.__navigations = 0;
    for (const method of ['pushState', 'replaceState'] as const) {
      const original = history[method].bind(history);
      history[method] = (state: unknown, unused: string, url?: string | URL | null) => {
        if (url !== undefined && url !== null && new URL(url, location.href).href !== location.href) w.__navigations += 1;
        original(state, unused, url);
      };
    }
  });
}

const navigations = (page: Page) => page.evaluate(() => (window as unknown as { __navigations: number }).__navigations);

test('a profile left without its token asks to sign in once, instead of bouncing the tab', async ({ page }) => {
  await countNavigations(page);
  await page.goto('/terms-and-privacy-policy');
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
  // What another tab or an extension leaves behind: the profile, no token, no refresh token.
  await page.evaluate(() => {
    sessionStorage.setItem(
      'userProfile',
      JSON.stringify({ userId: 'usr-amina', accountType: 'INDIVIDUAL', idNumber: 'CM9001012345AB', email: 'amina.nakato@example.ug' }),
    );
  });
  let loads = 0;
  page.on('load', () => (loads += 1));
  await page.goto('/account-onboard');
  await expect(page.getByRole('heading', { level: 1, name: 'Sign in to continue' })).toBeVisible();
  await expect(page).toHaveURL('/account-loading?returnTo=%2Faccount-onboard');
  expect(await page.evaluate(() => sessionStorage.length)).toBe(0);
  expect(await navigations(page)).toBeLessThanOrEqual(2);
  expect(loads).toBe(1);

  // Signing in from there comes back to onboarding's rules (SPEC.md §4 "Routing after sign-in").
  await page.getByRole('main').getByRole('link', { name: 'Sign in' }).click();
  await page.getByLabel('Email address or phone number').fill('amina.nakato@example.ug');
  await page.getByLabel('Password', { exact: true }).fill('Registry#2026');
  await page.getByRole('button', { name: 'Sign in' }).click();
  await expect(page).toHaveURL('/user/services/list');
});

test('a session that lost its token is repaired with the stored refresh token, on the page asked for', async ({ page }) => {
  await signIn(page, 'amina.nakato@example.ug');
  await expect(page).toHaveURL('/user/services/list');
  await page.evaluate(() => sessionStorage.removeItem('token'));
  await page.goto('/user/applications');
  await expect(page.getByRole('heading', { level: 1, name: 'Your applications' })).toBeVisible();
  await expect(page).toHaveURL('/user/applications');
  expect(await page.evaluate(() => sessionStorage.getItem('token'))).toMatch(/^Bearer /);
});

test('an address no route matches shows "Page not found" inside the area when signed in', async ({ page }) => {
  await signIn(page, 'amina.nakato@example.ug');
  await expect(page).toHaveURL('/user/services/list');
  for (const address of ['/user/no-such-page', '/no-such-page']) {
    await page.goto(address);
    await expect(page.getByRole('heading', { level: 1, name: 'Page not found' })).toBeVisible();
    await expect(page).toHaveURL(address);
    await expect(page.getByRole('navigation', { name: 'Area' }).getByRole('link', { name: 'Your applications' })).toBeVisible();
  }
  await expectAccessible(page, 'in-area not found');
  await page.getByRole('link', { name: 'Go back to your services' }).click();
  await expect(page).toHaveURL('/user/services/list');
});

test('an address no route matches shows the public "Page not found" when signed out', async ({ page }) => {
  await page.goto('/no-such-page');
  await expect(page.getByRole('heading', { level: 1, name: 'Page not found' })).toBeVisible();
  await expect(page).toHaveURL('/no-such-page');
  await expect(page.getByRole('navigation', { name: 'Site' }).getByRole('link', { name: 'Sign in' })).toBeVisible();
  await expect(page.getByRole('navigation', { name: 'Area' })).toHaveCount(0);
});
