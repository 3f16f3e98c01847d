/**
 * Issue 3, "impossible to lose work in": the API answering 500, the connection dropping and a 401
 * mid-form (session and local storage cleared, page reloaded) lose nothing a person typed, and exactly
 * one application exists afterwards. Faults are injected in the mock API itself (mocks/faults.ts); the
 * retries' back-off is run on Playwright's clock, never waited for.
 */
import type { Page } from '@playwright/test';
import { signInAs } from '../support/backoffice';
import { advanceMockClock, expect, test } from '../support/e2e';
import { AMINA, ensureOnStep, openStep } from '../support/notice';

// Room on a loaded 2-core machine; the retries' back-off (2 s, 4 s, 8 s, 16 s) is skipped on the
// page's clock (see savedAfterRetries), not waited for.
test.describe.configure({ timeout: 120_000 });

async function injectFault(page: Page, fault: { method?: string; path: string; status: number; times: number }) {
  await page.evaluate(async (f) => {
    await fetch('/api/__mock/faults', { method: 'POST', headers: { 'Content-Type': 'application/json' }, body: JSON.stringify(f) });
  }, fault);
}

/**
 * Wait until the save status says all changes are saved, running the page's clock (Playwright's
 * page.clock, installed before the page loads) past each retry's back-off wait instead of waiting
 * for it in real time (src/machines/wizard: retryDelayMs).
 */
async function savedAfterRetries(page: Page): Promise<void> {
  const saved = page.getByRole('status').filter({ hasText: 'All changes saved' });
  await expect
    .poll(
      async () => {
        if (await saved.isVisible()) return true;
        await page.clock.runFor(4_000);
        return false;
      },
      { message: 'All changes saved, after the retries', timeout: 60_000 },
    )
    .toBe(true);
}

async function myApplications(page: Page): Promise<Array<{ id: string; status: string }>> {
  return page.evaluate(async () => {
    const response = await fetch('/api/applications', { headers: { Authorization: sessionStorage.getItem('token') ?? '' } });
    return ((await response.json()) as { data: Array<{ id: string; status: string }> }).data;
  });
}

test('a 500, a lost connection and a 401 mid-form lose nothing, and one application exists', async ({ page, context }) => {
  // The page's timers run in real time, but the tests can jump them forward (savedAfterRetries).
  await page.clock.install();
  await signInAs(page, AMINA.email, '/user/services/form-marriage-registration');
  await openStep(page, 'First party');

  // The API fails the first saves: the person is told calmly, and the saves are retried.
  await injectFault(page, { method: 'POST', path: '/applications', status: 500, times: 2 });
  await injectFault(page, { method: 'PUT', path: '/applications/', status: 500, times: 2 });
  await page.getByLabel('Occupation').fill('Teacher');
  await expect(page.getByText("Not saved yet — we'll keep trying")).toBeVisible();
  await savedAfterRetries(page);

  // The connection drops while she types; her words stay, and are saved when it comes back.
  await context.setOffline(true);
  await page.getByLabel('Email address').fill('amina.nakato@example.ug');
  await page.getByLabel('Nationality').fill('Ugandan');
  await expect(page.getByText('Error: No internet connectivity. Check your network')).toBeVisible();
  await context.setOffline(false);
  await savedAfterRetries(page);
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
  await savedAfterRetries(page);

  const applications = await myApplications(page);
  expect(applications).toHaveLength(1);
  expect(applications[0]?.status).toBe('Draft');
});
