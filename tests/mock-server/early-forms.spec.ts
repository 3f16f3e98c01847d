/**
 * Issue 33 item 2 (docs/decisions/046-first-bytes.md): a pre-rendered form is usable before the app has arrived.
 * The app's code is held back (as a 2G connection holds it for seconds) while a person types into /sign-in and
 * presses "Sign in": the fields take the typing, the button shows that the form is being sent, nothing is posted,
 * and once the code arrives the app takes the typed values over and signs the person in. The production build
 * against the standalone mock API (project `mock-server`).
 */
import { readFileSync } from 'node:fs';
import { expect, expectAccessible, DEMO_PASSWORD, test } from '../support/e2e';

/** The entry script and what it imports statically, as the build's manifest names them (dist-standalone). */
function entryFiles(): Set<string> {
  const manifest = JSON.parse(readFileSync('dist-standalone/.vite/manifest.json', 'utf8')) as Record<
    string,
    { file: string; imports?: string[] }
  >;
  const files = new Set<string>();
  const visit = (key: string) => {
    const chunk = manifest[key];
    if (!chunk || files.has(`/${chunk.file}`)) return;
    files.add(`/${chunk.file}`);
    (chunk.imports ?? []).forEach(visit);
  };
  visit('index.html');
  return files;
}

test('/sign-in can be typed into and sent before the app runs; the app then signs the person in', async ({ page }) => {
  // Every script but the entry waits until the test lets it through: the pre-rendered page is all there is.
  let release: () => void = () => undefined;
  const released = new Promise<void>((resolve) => {
    release = resolve;
  });
  let held = 0;
  const entry = entryFiles();
  await page.route(/\/assets\/.+\.js$/, async (route) => {
    if (entry.has(new URL(route.request().url()).pathname)) return route.continue();
    held += 1;
    await released;
    await route.continue();
  });
  const logins: string[] = [];
  page.on('request', (request) => {
    if (request.url().endsWith('/users/auth/login')) logins.push(request.method());
  });

  await page.goto('/sign-in', { waitUntil: 'domcontentloaded' });
  const email = page.getByLabel('Email address or phone number');
  await expect(email).toBeEditable();
  await expect(page.locator('html')).not.toHaveAttribute('data-portal', 'running');
  await email.fill('amina.nakato@example.ug');
  await page.getByLabel('Password', { exact: true }).fill(DEMO_PASSWORD);
  await page.getByRole('button', { name: 'Sign in' }).click();

  // Held: the form says it is being sent, the page has not gone anywhere, and nothing was posted.
  const form = page.locator('form[data-early-submit]');
  await expect(form).toHaveAttribute('aria-busy', 'true');
  await expect(page).toHaveURL(/\/sign-in$/);
  await expect(email).toHaveValue('amina.nakato@example.ug');
  expect(logins).toEqual([]);
  expect(held).toBeGreaterThan(0);
  await expectAccessible(page, '/sign-in, sent before the app has arrived');

  release();
  await expect(page).toHaveURL(/\/user\/services\/list$/, { timeout: 30_000 });
  await expect(page.getByRole('heading', { level: 1, name: 'Services' })).toBeVisible();
  expect(logins).toEqual(['POST']);
});
