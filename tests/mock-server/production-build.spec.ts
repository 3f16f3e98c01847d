/**
 * The standalone mock API (`npm run mock:server`; issue 13; docs/decisions/028-standalone-mock-api.md)
 * serving the portal's production build, built as for a real API on another origin
 * (VITE_API_BASE_URL=http://127.0.0.1:8788/api): every call crosses origins (CORS), and what the
 * registrar does is kept by the server, as another client calling it sees.
 */
import { spawnSync } from 'node:child_process';
import { readFileSync } from 'node:fs';
import { approve, openFirstFromQueue, signOut, startReview } from '../support/backoffice';
import { expect, expectAccessible, openInApp, signIn, test } from '../support/e2e';
import { openStep } from '../support/notice';
import { MOCK_SERVER_API } from '../support/mock-server';

test('a registrar approves a licence application in the production build, and the mock server keeps it', async ({ page, request }) => {
  // Through the form: the production build calls the API on another origin, which signInAs's calls from
  // the page (the mock build's same-origin /api) would not reach.
  await signIn(page, 'registrar@registry.example.ug');
  await expect(page).toHaveURL('/backoffice/dashboard');
  await expect(page.getByRole('heading', { level: 1, name: 'Dashboard' })).toBeVisible();

  const reference = await openFirstFromQueue(
    page,
    '/backoffice/organisation-licenses/task-queue',
    'Public place licence task queue',
    /^PL-\d{4}-[0-9A-Z]{4}-[0-9A-Z]{4}$/,
  );
  await expectAccessible(page, 'licence details against the mock server');

  // Another client (here Playwright's own HTTP client, as curl would) reads the server's record.
  const track = async () => {
    const response = await request.get(`${MOCK_SERVER_API}/tracking/${reference}`);
    expect(response.status()).toBe(200);
    return ((await response.json()) as { data: { status: string; timeline: { status: string }[] } }).data;
  };
  const before = await track();
  await startReview(page, reference);
  await approve(page, reference);
  const after = await track();
  expect(after.status).not.toBe(before.status);
  expect(after.timeline.length).toBe(before.timeline.length + 2);

  await signOut(page);
});

test('the production build these tests run contains no mock code (scripts/check-no-mocks.mjs)', () => {
  const check = spawnSync(process.execPath, ['scripts/check-no-mocks.mjs', 'dist-standalone'], { encoding: 'utf8' });
  expect(check.stderr).toBe('');
  expect(check.stdout).toContain('the production build contains no mock code');
  expect(check.status).toBe(0);
});

test.describe('a page whose code was not fetched', () => {
  // No service worker: the first visit, before one keeps anything.
  test.use({ serviceWorkers: 'block' });

  test('cannot come offline: the page says so and the offline message stays; back online, the portal says so (issue 12)', async ({
    page,
    context,
  }) => {
    await page.setViewportSize({ width: 390, height: 800 });
    // A person saving data: no page's code is fetched before it is opened (src/ui/app/prefetch.ts; issue 33 item 2).
    await page.addInitScript(() => Object.defineProperty(navigator, 'connection', { value: { saveData: true, effectiveType: '4g' } }));
    await page.goto('/');
    await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
    // Saving data, the landing page fetches the app once a control is reached for (docs/decisions/054).
    await page.getByLabel('Application reference').focus();
    await expect(page.locator('html')).toHaveAttribute('data-portal', 'running');
    await context.setOffline(true);
    const offline = page.getByText('Error: No internet connectivity. Check your network');
    await expect(offline).toBeVisible();
    // The footer's link: the page is scrolled to its end when the person follows it.
    await page.getByRole('contentinfo').getByRole('link', { name: 'Services and prices' }).click();
    const heading = page.getByRole('heading', { level: 1, name: 'Sorry, this page could not be shown' });
    await expect(heading).toBeVisible();
    await expect(offline).toBeVisible();
    // In the site's frame, from its top with focus on its heading, with the way home; on a phone the notice of the lost
    // connection covers no part of the heading.
    await expect(heading).toBeFocused();
    await expect(page.getByRole('banner').getByRole('link', { name: 'Marriage Registry' })).toBeVisible();
    await expect(page.getByRole('main').getByRole('link', { name: 'Go to the home page' })).toHaveAttribute('href', '/');
    const [notice, title] = await Promise.all([offline.boundingBox(), heading.boundingBox()]);
    expect(notice && title && notice.y + notice.height <= title.y).toBe(true);
    await expectAccessible(page, 'a page that could not be fetched, offline');
    await context.setOffline(false);
    await expect(offline).toBeHidden();
    await expect(page.getByRole('status').filter({ hasText: 'You are back online' })).toBeAttached();
  });
});

test.describe('the phone checker', () => {
  // Every file is fetched by the page itself, where the route below sees it: a service worker's fetches are not routed.
  test.use({ serviceWorkers: 'block' });

  test("a new notice's task list opens before the phone checker has arrived and asks for the phone input's code, and the First party step checks a number with it (issue 33)", async ({
    page,
  }) => {
    // The checker's own file (src/domain/phone.ts with libphonenumber's metadata), held until the task list shows.
    const manifest = JSON.parse(readFileSync('dist-standalone/.vite/manifest.json', 'utf8')) as Record<string, { file: string }>;
    const checker = manifest['src/domain/phone.ts']?.file ?? 'assets/no-phone-checker.js';
    let release = () => {};
    const held = new Promise<void>((resolve) => (release = resolve));
    let asked = false;
    await page.route(`**/${checker}`, async (route) => {
      asked = true;
      await held;
      await route.continue();
    });
    // The phone input's own file: asked for while the task list shows, before a step with a phone field is opened.
    const control = manifest['src/ui/components/form/phone-input-control.tsx']?.file ?? 'assets/no-phone-input.js';
    const controlAsked = page.waitForRequest((request) => request.url().endsWith(`/${control}`));
    // Ruth has no application: "Start now" opens a new notice.
    await signIn(page, 'ruth.nambi@example.ug');
    await expect(page.getByRole('heading', { level: 1, name: 'Services' })).toBeVisible();
    await openInApp(page, '/user/services/form-marriage-registration');
    await expect(page.getByRole('heading', { level: 1, name: 'Give notice of a civil marriage' })).toBeVisible();
    await expect(page.getByRole('link', { name: 'First party', exact: true })).toBeVisible();
    expect(asked, 'the checker was asked for beside the task list').toBe(true);
    release();
    await controlAsked;

    await openStep(page, 'First party');
    await page.getByRole('textbox', { name: 'Phone number' }).fill('0772 12');
    await page.getByRole('button', { name: 'Save and continue' }).click();
    await expect(page.getByText('The phone number is too short: check that no digits are missing').first()).toBeVisible();
    await expect(page.getByText('This phone number could not be checked yet', { exact: false })).toHaveCount(0);
  });
});
