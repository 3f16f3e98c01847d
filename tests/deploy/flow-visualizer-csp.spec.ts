/**
 * The flow visualizer under the deploy recipe's strict Content-Security-Policy (docs/decisions/013 and
 * 029): its layout engine runs in a Web Worker of our origin (`worker-src 'self'`), @xyflow/react's CSS is a
 * stylesheet file (`style-src 'self'`), and the page reports no violation while it draws and simulates.
 * The replay page (decision 031) too. Served by nginx from the mock build (playwright.config.ts, project `nginx`).
 */
import { test } from '../support/csp';
import { expect, expectAccessible } from '../support/e2e';
import { findNginx, NGINX_MISSING } from '../support/nginx';

const nginx = findNginx();

test.skip(!nginx && !process.env.CI, NGINX_MISSING);

test('the flow visualizer draws and simulates under the strict policy, with no violation', async ({ page, violations }) => {
  const response = await page.goto('/tools/flows?flow=session');
  expect(response?.headers()['content-security-policy']).toContain("worker-src 'self'");
  const chart = page.getByRole('region', { name: 'Statechart of Session (sign-in)' });
  // Laid out by the worker, drawn with @xyflow/react's stylesheet applied (its viewport is positioned by it).
  await expect(chart.locator('[data-state-id="session.SignedOut.Idle"]')).toBeVisible();
  expect(await chart.locator('.react-flow__viewport').evaluate((el) => getComputedStyle(el).position)).toBe('absolute');
  await page.getByRole('button', { name: 'Simulate session.signIn' }).click();
  await expect(page.getByTestId('simulated-state')).toHaveText('In SignedOut › SigningIn');
  await expectAccessible(page, 'the flow visualizer (nginx)');
  expect(violations).toEqual([]);
});

test('replay records, generates and replays logs under the strict policy, with no violation', async ({ page, violations }) => {
  await page.goto('/tools/replay');
  await page.getByRole('textbox', { name: 'Application reference' }).first().fill('PL-2026-1289-V8P0');
  await page.getByRole('button', { name: 'Record its timeline' }).click();
  await page.getByRole('button', { name: 'Replay to the end' }).click();
  await expect(page.getByTestId('replay-result')).toContainText('the log recorded Approved');
  // The generated journeys load @xstate/graph in a chunk of their own.
  await page.getByRole('button', { name: 'Generate its journeys' }).click();
  await expect(page.getByRole('combobox', { name: /^Journey \(\d+\)$/ })).toBeVisible();
  await expectAccessible(page, 'replay (nginx)');
  expect(violations).toEqual([]);
});
