/**
 * The mock API's scenarios (mocks/scenarios.ts; issue 13): `?scenario=` at load, the switch in the
 * Mock outbox panel, and the faults scenario's effect on the portal: a page whose registry cannot be
 * reached says so and offers to try again; back in the demo, it loads.
 */
import { expect, expectAccessible, test } from '../support/e2e';

test('the registry unreachable scenario shows how a page fails; the panel switches back to the demo', async ({ page }) => {
  await page.goto('/notices?scenario=offline');
  // The scenario is taken from the address, which then no longer carries it.
  await expect(page).toHaveURL('/notices');
  const failure = page.getByRole('alert').filter({ hasText: 'The notices could not be loaded' });
  await expect(failure).toBeVisible();
  await expect(failure.getByRole('button', { name: 'Try again' })).toBeVisible();
  await expectAccessible(page, 'notices, registry unreachable');

  // A reload keeps the scenario.
  await page.reload();
  await expect(failure).toBeVisible();

  await page.getByRole('button', { name: 'Mock outbox' }).click();
  const panel = page.getByRole('dialog', { name: 'Mock outbox' });
  await expect(panel.getByText('Scenario in force: Registry unreachable')).toBeVisible();
  await panel.getByRole('combobox', { name: 'Scenario' }).selectOption({ label: 'Demo' });
  await expect(panel.getByText('The demo registry of the README')).toBeVisible();
  await expectAccessible(page, 'mock panel, scenario switch');
  page.once('dialog', (dialog) => void dialog.accept());
  await panel.getByRole('button', { name: 'Switch scenario' }).click();
  await expect(page).toHaveURL('/');

  await page.goto('/notices');
  await expect(page.getByRole('heading', { level: 1, name: 'Notices of marriage' })).toBeVisible();
  await expect(page.getByRole('main').getByRole('listitem').first()).toBeVisible();
  await expect(page.getByRole('alert').filter({ hasText: 'could not be loaded' })).toHaveCount(0);
});
