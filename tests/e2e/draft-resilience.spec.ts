/**
 * Issue 3, "impossible to lose work in": the API answering 500, the connection dropping and a 401
 * mid-form (session and local storage cleared, page reloaded) lose nothing a person typed, and exactly
 * one application exists afterwards. Faults are injected in the mock API itself (mocks/faults.ts).
 */
import type { Page } from '@playwright/test';
import { advanceMockClock, expect, signIn, test } from '../support/e2e';
import { AMINA, ensureOnStep, openStep } from '../support/notice';

// Retries back off for up to 16 s between tries: give the journey room.
test.describe.configure({ timeout: 180_000 });

async function injectFault(page: Page, fault: { method?: string; path: string; status: number; times: number }) {
  await page.evaluate(async (f) => {
    await fetch('/api/__mock/faults', { method: 'POST', headers: { 'Content-Type': 'application/json' }, body: JSON.stringify(f) });
  }, fault);
}

async function myApplications(page: Page): Promise<Array<{ id: string; status: string }>> {
  return page.evaluate(async () => {
    const response = await fetch('/api/applications', { headers: { Authorization: sessionStorage.getItem('token') ?? '' } });
    return ((await response.json()) as { data: Array<{ id: string; status: string }> }).data;
  });
}

test('a 500, a lost connection and a 401 mid-form lose nothing, and one application exists', async ({ page, context }) => {
  await signIn(page, AMINA.email);
  await expect(page).toHaveURL('/user/services/list');
  await page.goto('/user/services/form-marriage-registration');
  await openStep(page, 'First party');
  const saveStatus = page.getByRole('status').filter({ hasText: /saved|Saving/ });

  // The API fails the first saves: the person is told calmly, and the saves are retried.
  await injectFault(page, { method: 'POST', path: '/applications', status: 500, times: 2 });
  await injectFault(page, { method: 'PUT', path: '/applications/', status: 500, times: 2 });
  await page.getByLabel('Occupation').fill('Teacher');
  await expect(page.getByText("Not saved yet — we'll keep trying")).toBeVisible();
  await expect(saveStatus.filter({ hasText: 'All changes saved' })).toBeVisible({ timeout: 45_000 });

  // The connection drops while she types; her words stay, and are saved when it comes back.
  await context.setOffline(true);
  await page.getByLabel('Email address').fill('amina.nakato@example.ug');
  await page.getByLabel('Nationality').fill('Ugandan');
  await expect(page.getByText('Error: No internet connectivity. Check your network')).toBeVisible();
  await context.setOffline(false);
  await expect(saveStatus.filter({ hasText: 'All changes saved' })).toBeVisible({ timeout: 45_000 });
  await page.reload();
  await expect(page.getByLabel('Email address')).toHaveValue('amina.nakato@example.ug');
  await expect(page.getByLabel('Occupation')).toHaveValue('Teacher');

  // The session ends on the server: the next save answers 401, which clears session and local
  // storage and reloads. After signing in again she is back on the form with what she typed.
  await advanceMockClock(page, 2 * 60 * 60);
  await page.getByLabel('Occupation').fill('Head teacher');
  await expect(page).toHaveURL(/\/account-loading\?returnTo=/, { timeout: 20_000 });
  expect(await page.evaluate(() => sessionStorage.getItem('token'))).toBeNull();
  await page.getByRole('main').getByRole('link', { name: 'Sign in' }).click();
  await page.getByLabel('Email address or phone number').fill(AMINA.email);
  await page.getByLabel('Password', { exact: true }).fill('Registry#2026');
  await page.getByRole('button', { name: 'Sign in' }).click();
  await expect(page).toHaveURL(/\/user\/services\/form-marriage-registration/);
  await ensureOnStep(page, 'First party');
  await expect(page.getByLabel('Occupation')).toHaveValue('Head teacher');
  await expect(page.getByLabel('Email address')).toHaveValue('amina.nakato@example.ug');
  await expect(saveStatus.filter({ hasText: 'All changes saved' })).toBeVisible({ timeout: 45_000 });

  const applications = await myApplications(page);
  expect(applications).toHaveLength(1);
  expect(applications[0]?.status).toBe('Draft');
});
