/**
 * What an attacker at the keyboard meets (issue 7; docs/decisions/010-sessions-and-throttling.md,
 * 008-role-access.md): too many wrong passwords lock signing in with a message saying for how long,
 * a forged session written into session storage leads to sign-in rather than to the administrator's
 * pages, a role is kept off pages whose data it may not read, and the next person to sign in on a shared
 * device sees nothing the previous one was shown.
 */
import { api, signInAs, signOut } from '../support/backoffice';
import { expect, expectAccessible, test } from '../support/e2e';

test('five wrong passwords lock signing in, and the page says for how long and how to unlock it', async ({ page }) => {
  await page.goto('/sign-in');
  const alert = page.getByRole('alert');
  for (let attempt = 1; attempt <= 5; attempt += 1) {
    await page.getByLabel('Email address or phone number').fill('amina.nakato@example.ug');
    await page.getByLabel('Password', { exact: true }).fill(`not my password ${attempt}`);
    await page.getByRole('button', { name: 'Sign in' }).click();
    if (attempt < 5) await expect(alert).toContainText(`Incorrect username and password`);
    // Each answer replaces the last: wait for this one before the next try.
    await expect(page.getByRole('button', { name: 'Sign in' })).toBeEnabled();
  }
  await expect(alert).toContainText('Too many wrong passwords. Signing in to this account is locked for 1 minute.');
  await expect(alert).toContainText('choose a new password with the link we emailed');
  await expect(alert).toBeFocused();
  await expectAccessible(page, 'sign-in, locked');

  // Even the right password is refused while the lock lasts.
  await page.getByLabel('Password', { exact: true }).fill('Registry#2026');
  await page.getByRole('button', { name: 'Sign in' }).click();
  await expect(alert).toContainText(/locked for (1 minute|\d+ seconds)/);
  await expect(page).toHaveURL('/sign-in');
});

test("a forged administrator's session in session storage leads to sign-in, not to the back office", async ({ page }) => {
  await page.goto('/');
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
  // What anyone can type into the console: the administrator's profile and tokens with a made-up signature.
  await page.evaluate(() => {
    const part = (value: object) => btoa(JSON.stringify(value)).replace(/\+/g, '-').replace(/\//g, '_').replace(/=+$/, '');
    const header = part({ alg: 'HS256', typ: 'JWT' });
    const claims = { sub: 'usr-admin', sid: 'ses_forged', iat: 1_700_000_000, exp: 4_000_000_000, jti: 'forged' };
    sessionStorage.setItem(
      'userProfile',
      JSON.stringify({
        userId: 'usr-admin',
        accountType: 'BACKOFFICE',
        role: 'ADMIN',
        idNumber: 'CF9010110287SA',
        givenName: 'Sarah',
        surname: 'Atim',
      }),
    );
    sessionStorage.setItem('token', `Bearer ${header}.${part({ ...claims, typ: 'access' })}.mock-signature`);
    sessionStorage.setItem('refreshToken', `${header}.${part({ ...claims, typ: 'refresh' })}.mock-signature`);
  });
  await page.goto('/backoffice/dashboard');
  await expect(page.getByRole('heading', { level: 1, name: 'Sign in to continue' })).toBeVisible();
  await expect(page).toHaveURL(/^http:\/\/localhost:\d+\/account-loading\?returnTo=%2Fbackoffice%2Fdashboard$/);
  expect(await page.evaluate(() => sessionStorage.length)).toBe(0);
  await expectAccessible(page, 'forged session refused');
});

test('a finance officer is kept off the pages of applicants’ personal data', async ({ page }) => {
  await signInAs(page, 'finance@registry.example.ug', '/backoffice/marriage-registrations/applications');
  await expect(page.getByRole('heading', { level: 1, name: 'You cannot open this page' })).toBeVisible();
  await expect(page).toHaveTitle('You cannot open this page – Marriage Registry');
  await expect(page.getByRole('table')).toHaveCount(0);
  await expectAccessible(page, 'a finance officer on a list of applications');
  // Still signed in: the guard kept them off the page, the API did not have to refuse them.
  await page.goto('/backoffice/dashboard');
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
  await expect(page).toHaveURL('/backoffice/dashboard');
});

test('the next person to sign in on a shared device never sees the applications of the one who signed out', async ({ page }) => {
  await signInAs(page, 'amina.nakato@example.ug');
  const created = await api<{ reference: string }>(page, 'POST', '/applications', {
    id: crypto.randomUUID(),
    serviceType: 'MARRIAGE',
    data: {},
  });
  expect(created.status).toBe(201);
  const { reference } = created.body.data;
  const yourApplications = page.getByRole('navigation', { name: 'Area' }).getByRole('link', { name: 'Your applications' });
  await yourApplications.click();
  await expect(page.getByRole('list', { name: 'Applications' })).toContainText(reference);
  await signOut(page);

  // Ruth signs in on the same tab. Her list takes three seconds to come: in that time the page shows that it
  // is loading, and nothing of Amina's (the page's first render is read at once, not waited on).
  await signInAs(page, 'ruth.nambi@example.ug');
  await page.evaluate(() => window.localStorage.setItem('mock:latency', '3000'));
  await yourApplications.click();
  await expect(page.getByRole('heading', { level: 1, name: 'Your applications' })).toBeVisible();
  expect(await page.getByText(reference).count(), "Amina's reference on Ruth's first render").toBe(0);
  await expect(page.getByText('Loading your applications…')).toBeVisible();
  await page.evaluate(() => window.localStorage.setItem('mock:latency', '0'));
  await expect(page.getByText('Loading your applications…')).toHaveCount(0);
  await expect(page.getByRole('main')).not.toContainText(reference);
});
