/**
 * Issue 33 item 5, "slow is visible" (docs/decisions/045-offline-and-caching.md): a call unanswered after
 * SLOW_CALL_MS (3 s) shows that the portal is waiting; one given up after REQUEST_TIMEOUT_MS (20 s) says so beside a
 * "Try again", which works once the registry answers. The mock API's latency (mock:latency) holds the answers. Time is
 * Playwright's clock: both limits are page timers (src/api/slow-calls.ts), as is the mock's latency, so `runFor` moves
 * past them without a real wait.
 */
import { REQUEST_TIMEOUT_MS, SLOW_CALL_MS } from '#src/api/slow-calls';
import { expect, expectAccessible, openInApp, test } from '../support/e2e';

test('a slow call says the portal is waiting; one given up after 20 s says so and offers to try again', async ({ page }) => {
  await page.clock.install();
  await page.goto('/');
  await expect(page.locator('html')).toHaveAttribute('data-portal', 'running');
  // The registry now answers after 30 s, longer than the portal waits.
  await page.evaluate(() => localStorage.setItem('mock:latency', '30000'));
  await openInApp(page, '/licensed-places-of-worship');
  await expect(page.getByRole('heading', { level: 1, name: 'Licensed places of worship' })).toBeVisible();
  const waiting = page.getByRole('status').filter({ hasText: 'Info: Still waiting for the registry to answer.' });
  await page.clock.runFor(SLOW_CALL_MS);
  await expect(waiting).toBeVisible();
  await expectAccessible(page, 'register, waiting for a slow registry');

  await page.clock.runFor(REQUEST_TIMEOUT_MS - SLOW_CALL_MS);
  await expect(page.getByText('The registry did not answer within 20 seconds. Check your connection and try again.')).toBeVisible();
  await expect(waiting).toHaveCount(0);
  await expectAccessible(page, 'register, the call given up');

  await page.evaluate(() => localStorage.setItem('mock:latency', '0'));
  await page.getByRole('button', { name: 'Try again' }).click();
  await expect(page.getByText('The registry did not answer within 20 seconds. Check your connection and try again.')).toHaveCount(0);
  await expect(page.getByRole('table')).toBeVisible();
});
