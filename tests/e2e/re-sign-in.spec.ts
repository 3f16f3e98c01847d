/**
 * Re-sign-in (SPEC.md §2 dialog, §4 steps, §8 messages): when the refresh token is about to end the
 * dialog 'Login to continue using the system' asks for the password; a wrong one reads
 * 'Incorrect username and password'; a right one reloads the page still signed in.
 */
import { expect, expectAccessible, signIn, test } from '../support/e2e';

test('an ending session asks to sign in again, then reloads signed in', async ({ page }) => {
  await page.clock.install();
  await signIn(page, 'amina.nakato@example.ug');
  await expect(page).toHaveURL('/user/services/list');

  // The refresh token lives 30 minutes; the token is refreshed every 30 s meanwhile.
  await page.clock.runFor('29:45');
  const dialog = page.getByRole('dialog', { name: 'Login to continue using the system' });
  await expect(dialog).toBeVisible();
  await expect(dialog.getByPlaceholder('Username')).toBeFocused();
  await expectAccessible(page, 're-sign-in dialog');

  await dialog.getByPlaceholder('Username').fill('amina.nakato@example.ug');
  await dialog.getByLabel('Password', { exact: true }).fill('wrong-password');
  await dialog.getByRole('button', { name: 'Login' }).click();
  await expect(dialog.getByText('Incorrect username and password')).toBeVisible();

  await page.evaluate(() => ((window as unknown as { beforeReload: boolean }).beforeReload = true));
  await dialog.getByLabel('Password', { exact: true }).fill('Registry#2026');
  // From here the page clock moves only when the test moves it, so 'Session Reloaded' is timed on it.
  await page.clock.pauseAt((await page.evaluate(() => Date.now())) + 1000);
  await dialog.getByRole('button', { name: 'Login' }).click();
  // The notification waits in session storage for the page that comes back (docs/decisions/003).
  await expect.poll(() => page.evaluate(() => sessionStorage.getItem('notificationAfterReload'))).not.toBeNull();
  const reloaded = page.waitForEvent('load');
  await page.clock.runFor(10); // the reload is queued one macrotask after the session is stored
  await reloaded;
  await expect(page).toHaveURL('/user/services/list');
  expect(await page.evaluate(() => (window as unknown as { beforeReload?: boolean }).beforeReload ?? false)).toBe(false);
  const reloadedNotice = page.getByRole('status').filter({ hasText: 'Success: Session Reloaded' });
  await expect(reloadedNotice).toBeVisible();
  await page.clock.runFor(2000);
  await expect(reloadedNotice).toBeVisible();
  await expect(page.getByRole('heading', { level: 1, name: 'Services' })).toBeVisible();
  expect(await page.evaluate(() => sessionStorage.getItem('token'))).toMatch(/^Bearer /);
  // Like any success notification it closes after 4 s (SPEC.md §9).
  await page.clock.runFor(2500);
  await expect(reloadedNotice).toBeHidden();
});

test('cancel in the re-sign-in dialog logs out and goes to sign-in', async ({ page }) => {
  await page.clock.install();
  await signIn(page, 'registrar@registry.example.ug');
  await expect(page).toHaveURL('/backoffice/dashboard');
  await page.clock.runFor('29:45');
  const dialog = page.getByRole('dialog', { name: 'Login to continue using the system' });
  await dialog.getByRole('button', { name: 'Cancel' }).click();
  await expect(page).toHaveURL('/sign-in');
  expect(await page.evaluate(() => sessionStorage.length)).toBe(0);
});
