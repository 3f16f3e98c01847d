/**
 * Playing registry staff and applicants in one browser context (the mock API keeps its data in the
 * context's storage): sign in and out, call the API with the signed-in person's token, act on an
 * application from a details page.
 */
import type { Page } from '@playwright/test';
import { DEMO_PASSWORD, expect, expectAccessible, timed } from './e2e';

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
 * Sign someone in as the portal's own sign-in does (SPEC.md §4: login, refresh, then the profile), through
 * the API, and open the portal signed in: at `path`, or where a signed-in person who opens /sign-in is sent,
 * their area's first page. The session is written to session storage under SPEC.md §3's keys, as the
 * session machine writes it; the portal then restores it as after a reload (a refresh first).
 *
 * The sign-in form itself is walked, by keyboard, for every demo account in focus.spec.ts and with its
 * errors in registration.spec.ts; the other journeys sign in this way, which spares each sign-in a page
 * load and the form (docs/decisions/015-test-budget.md, amendment of issue 29).
 * @param page - a page of the portal (mock build), signed in or not.
 * @param email - a demo account; the password is the demo password.
 * @param path - where to open the portal, e.g. "/backoffice/marriage-registrations/details/42"; default
 *   the person's area (what /sign-in sends a signed-in person to).
 */
export async function signInAs(page: Page, email: string, path = '/sign-in'): Promise<void> {
  await timed('signInAs', async () => {
    if (!page.url().startsWith('http')) await page.goto('/');
    // The mock API answers once the page's service worker is running: wait for the portal's first page.
    await page.locator('main').first().waitFor();
    await page.evaluate(
      async ({ phoneOrEmail, password }) => {
        const data = async (response: Response) => {
          const body = (await response.json()) as { data: Record<string, unknown> };
          if (!response.ok) throw new Error(`signing in ${phoneOrEmail}: ${response.status} ${JSON.stringify(body)}`);
          return body.data;
        };
        const post = (path: string, body: unknown) =>
          fetch(`/api${path}`, { method: 'POST', headers: { 'Content-Type': 'application/json' }, body: JSON.stringify(body) }).then(data);
        const login = await post('/users/auth/login', { phoneOrEmail, password });
        const refreshed = await post('/users/refresh-token', { refreshToken: login.refreshToken });
        const profile = await fetch('/api/users/me', { headers: { Authorization: String(refreshed.token) } }).then(data);
        sessionStorage.setItem('userProfile', JSON.stringify(profile));
        sessionStorage.setItem('token', String(refreshed.token));
        sessionStorage.setItem('refreshToken', String(refreshed.refreshToken ?? login.refreshToken));
      },
      { phoneOrEmail: email, password: DEMO_PASSWORD },
    );
    await page.goto(path);
    await expect(page).not.toHaveURL(/\/sign-in/);
    await expect(page.getByRole('button', { name: 'Sign out' })).toBeVisible();
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
  await page.goto(queuePath);
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
  await page.goto(queuePath);
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
