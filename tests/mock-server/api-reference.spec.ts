/**
 * The API's reference page, served by the standalone mock API (issue 28 §5; docs/decisions/033): Redoc
 * renders docs/api/openapi.json from files the server holds itself. Its policy allows its own origin only,
 * so nothing is fetched from another host (Redoc's footer would fetch its logo from a CDN: the browser
 * refuses it before any request leaves).
 */
import { expect, expectAccessible, test } from '../support/e2e';
import { MOCK_SERVER_API } from '../support/mock-server';

test('the API reference renders the contract offline, from the mock server alone', async ({ page }) => {
  // Redoc draws the whole 1 MB contract, and two checkers scan that long page: room on a loaded 2-core machine
  // (a fail-safe, not a speed check; the test's 60 s default ran out once in CI).
  test.setTimeout(180_000);
  const origin = new URL(MOCK_SERVER_API).origin;
  const reached: string[] = [];
  page.on('response', (response) => {
    const url = new URL(response.url());
    if (url.origin !== origin && url.protocol !== 'blob:' && url.protocol !== 'data:') reached.push(response.url());
  });
  const answer = await page.goto(`${MOCK_SERVER_API}/docs#operation/login`);
  expect(answer?.headers()['content-security-policy']).toContain("default-src 'self'");
  await expect(page.getByRole('heading', { level: 1, name: /Marriage Registry API/ })).toBeVisible({ timeout: 30_000 });
  // An operation as the reference shows it: its summary, who may call it, its error codes.
  // (Redoc names each operation's heading by its share link too: "tag/…/operation/login Sign in".)
  await expect(page.getByRole('heading', { level: 2, name: /(^|\s)Sign in$/ })).toBeVisible();
  await expect(page.getByText(/Who may call it:/).first()).toBeAttached();
  await expect(page.getByText('ACCOUNT_LOCKED').first()).toBeAttached();
  // The contract itself, beside it.
  const document = await page.request.get(`${MOCK_SERVER_API}/openapi.json`);
  expect(((await document.json()) as { openapi: string }).openapi).toMatch(/^3\.1\./);
  expect(reached).toEqual([]);
  await expectAccessible(page, 'the API reference', {
    because:
      "Redoc's sidebar names each entry by its summary alone while it shows the HTTP method beside it (and a tag by its own name while it shows its operations): Redoc's markup, not the portal's",
  });
});
