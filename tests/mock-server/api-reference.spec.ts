/**
 * The API's reference page, served by the standalone mock API (issue 28 §5; docs/decisions/033): Redoc
 * renders docs/api/openapi.json from files the server holds itself: no request leaves its origin.
 */
import { expect, expectAccessible, test } from '../support/e2e';
import { MOCK_SERVER_API } from '../support/mock-server';

test('the API reference renders the contract offline, from the mock server alone', async ({ page }) => {
  const elsewhere: string[] = [];
  const origin = new URL(MOCK_SERVER_API).origin;
  page.on('request', (request) => {
    if (!request.url().startsWith(origin) && !request.url().startsWith('data:') && !request.url().startsWith('blob:')) elsewhere.push(request.url());
  });
  await page.goto(`${MOCK_SERVER_API}/docs`);
  await expect(page.getByRole('heading', { level: 1, name: /Marriage Registry API/ })).toBeVisible({ timeout: 30_000 });
  // An operation, its roles and its answers, as the reference shows them.
  await page.getByRole('menuitem', { name: /Sign in/ }).first().click();
  await expect(page.getByRole('heading', { name: 'Sign in', exact: true })).toBeVisible();
  await expect(page.getByText('ACCOUNT_LOCKED').first()).toBeAttached();
  expect(elsewhere).toEqual([]);
  // The contract itself, beside it.
  const document = await page.request.get(`${MOCK_SERVER_API}/openapi.json`);
  expect(((await document.json()) as { openapi: string }).openapi).toMatch(/^3\.1\./);
  await expectAccessible(page, 'the API reference');
});
