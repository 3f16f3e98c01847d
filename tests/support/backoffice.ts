/**
 * Playing registry staff and applicants in one browser context (the mock API keeps its data in the
 * context's storage): sign in and out, call the API with the signed-in person's token, act on an
 * application from a details page.
 */
import type { Page } from '@playwright/test';
import { DEMO_PASSWORD, expect, expectAccessible, openInApp, portalRunning, timed } from './e2e';

/** An answer of the API as the page's fetch saw it. */
export interface ApiAnswer<T> {
  status: number;
  body: { data: T; message?: string };
}

/**
 * Call the API from the page (the mock service worker answers), as the person signed in on the page
 * or as the holder of `token`.
 * @param page - a page of the portal (mock build).
 * @param method - HTTP method.
 * @param path - path under /api, e.g. "/applications".
 * @param body - JSON body, if any.
 * @param token - an access token ("Bearer …", from {@link tokenOf}); default: the page's session.
 */
export async function api<T>(page: Page, method: string, path: string, body?: unknown, token?: string): Promise<ApiAnswer<T>> {
  return page.evaluate(
    async ({ method: m, path: p, body: b, token: t }) => {
      const auth = t ?? sessionStorage.getItem('token');
      const response = await fetch(`/api${p}`, {
        method: m,
        headers: { 'Content-Type': 'application/json', ...(auth ? { Authorization: auth } : {}) },
        body: b === undefined ? undefined : JSON.stringify(b),
      });
      return { status: response.status, body: await response.json() };
    },
    { method, path, body, token },
  );
}

/**
 * Sign someone in through the API (sign-in, then the refresh that issues the access token), without
 * touching the page's own session: for the parts of a journey that another test already walks in the
 * browser (SPEC.md §8 sign-in and refresh).
 * @param page - a page of the portal (mock build), signed in or not.
 * @param email - a demo account; the password is the demo password.
 * @returns the access token, "Bearer …", for {@link api}.
 */
export async function tokenOf(page: Page, email: string): Promise<string> {
  const login = await api<{ refreshToken: string }>(
    page,
    'POST',
    '/users/auth/login',
    { phoneOrEmail: email, password: DEMO_PASSWORD },
    '',
  );
  expect(login.status, `signing in ${email}`).toBe(200);
  const refreshed = await api<{ token: string }>(page, 'POST', '/users/refresh-token', { refreshToken: login.body.data.refreshToken }, '');
  expect(refreshed.status, `refreshing ${email}`).toBe(200);
  return refreshed.body.data.token;
}

/**
 * Sign someone in through the portal's own sign-in form (SPEC.md §4: login, refresh, then the profile),
 * in the running app when it runs (after {@link signOut}, or as another person, who is signed out first),
 * else by opening /sign-in. The form sends the person on to `path` when it is theirs to open
 * (`?returnTo`), else to their area's first page, from where the app is asked for `path`.
 *
 * Switching people inside the running app spares each sign-in the start of the app (the largest cost of the
 * browser suite: docs/decisions/015-test-budget.md, amendments of issue 29). The sign-in form's errors and
 * its keyboard walk are tested in registration.spec.ts and focus.spec.ts.
 * @param page - a page of the portal (mock build), signed in or not, or a blank page.
 * @param email - a demo account; the password is the demo password.
 * @param path - where to open the portal, e.g. "/backoffice/marriage-registrations/details/42"; default
 *   the person's area (what /sign-in sends a signed-in person to).
 */
export async function signInAs(page: Page, email: string, path = '/sign-in'): Promise<void> {
  await timed('signInAs', async () => {
    const target = path === '/sign-in' ? null : path;
    const form = target ? `/sign-in?returnTo=${encodeURIComponent(target)}` : '/sign-in';
    const signOutButton = page.getByRole('button', { name: 'Sign out' });
    if ((await portalRunning(page)) && (await signOutButton.isVisible())) await signOut(page);
    await openInApp(page, form);
    await page.getByLabel('Email address or phone number').fill(email);
    await page.getByLabel('Password', { exact: true }).fill(DEMO_PASSWORD);
    await page.getByRole('button', { name: 'Sign in' }).click();
    await expect(page).not.toHaveURL(/\/sign-in/);
    await expect(signOutButton).toBeVisible();
    if (target) {
      const wanted = new URL(target, page.url());
      if (new URL(page.url()).pathname !== wanted.pathname) await openInApp(page, target);
    }
  });
}

/** Sign out and wait for the sign-in page. */
export async function signOut(page: Page): Promise<void> {
  await page.getByRole('button', { name: 'Sign out' }).click();
  await expect(page).toHaveURL('/sign-in');
}

/**
 * As an officer: open an application from a task queue page.
 * @param page - a page of the portal.
 * @param queuePath - e.g. "/backoffice/organisation-licenses/task-queue-director".
 * @param heading - the queue's h1.
 * @param reference - the application's reference.
 */
export async function openFromQueue(page: Page, queuePath: string, heading: string, reference: string): Promise<void> {
  await openInApp(page, queuePath);
  await expect(page.getByRole('heading', { level: 1, name: heading })).toBeVisible();
  await page.getByRole('link', { name: reference }).click();
  await expect(page.getByRole('heading', { level: 1, name: `Application ${reference}` })).toBeVisible();
}

/**
 * As an officer: open the first application a task queue lists.
 * @param page - a page of the portal.
 * @param queuePath - e.g. "/backoffice/organisation-licenses/task-queue".
 * @param heading - the queue's h1.
 * @param reference - the shape of the service's references, e.g. /^PL-\d{4}-[0-9A-Z]{4}-[0-9A-Z]{4}$/.
 * @returns the application's reference, once its details page shows.
 */
export async function openFirstFromQueue(page: Page, queuePath: string, heading: string, reference: RegExp): Promise<string> {
  await openInApp(page, queuePath);
  await expect(page.getByRole('heading', { level: 1, name: heading })).toBeVisible();
  const link = page.getByRole('link', { name: reference }).first();
  const opened = (await link.innerText()).trim();
  await link.click();
  await expect(page.getByRole('heading', { level: 1, name: `Application ${opened}` })).toBeVisible();
  return opened;
}

/** As an officer on a details page: start the review. */
export async function startReview(page: Page, reference: string): Promise<void> {
  await page.getByRole('button', { name: 'Start review' }).click();
  await expect(page.getByText(`Success: You started the review of ${reference}`)).toBeVisible();
}

/** As an officer on a details page: approve, confirming in the dialog. */
export async function approve(page: Page, reference: string, scan = false): Promise<void> {
  await page.getByRole('button', { name: 'Approve' }).click();
  const dialog = page.getByRole('dialog', { name: 'Approve application' });
  if (scan) await expectAccessible(page, 'approve dialog');
  await dialog.getByRole('button', { name: 'Yes, approve' }).click();
  await expect(page.getByText(new RegExp(`Success: ${reference} is approved`))).toBeVisible();
}
