/**
 * Issue 16, "nothing typed is ever lost", as Amina meets it giving notice of a civil marriage:
 * two tabs on one draft, signing out with unsent answers, a reload straight after the last
 * keystroke, and a second tab opened straight after sign-in. Time is Playwright's clock (installed
 * before the first page loads; `runFor` moves past the save's debounce and the retry backoff),
 * never a wall-clock wait. Faults are injected in the mock API of the tab that makes the request.
 */
import type { BrowserContext, Page } from '@playwright/test';
import { signInAs } from '../support/backoffice';
import { expect, expectAccessible, test } from '../support/e2e';
import { AMINA, ensureOnStep, fillWitnesses, openStep } from '../support/notice';

/** The save's debounce (1.5 s) and a little more. */
const PAST_DEBOUNCE_MS = 2_000;

async function injectFault(page: Page, fault: { method?: string; path: string; status: number; times: number }) {
  await page.evaluate(async (f) => {
    await fetch('/api/__mock/faults', { method: 'POST', headers: { 'Content-Type': 'application/json' }, body: JSON.stringify(f) });
  }, fault);
}

async function clearFaults(page: Page) {
  await page.evaluate(async () => {
    await fetch('/api/__mock/faults', { method: 'DELETE' });
  });
}

function saveStatus(page: Page) {
  return page.getByRole('status').filter({ hasText: /saved|Saving|Not saved/ });
}

async function expectAllSaved(page: Page) {
  await page.clock.runFor(PAST_DEBOUNCE_MS);
  await expect(saveStatus(page).filter({ hasText: 'All changes saved' })).toBeVisible();
}

/** A second tab of the same browser, opened from the first as a person would (the session comes along). */
async function openSecondTab(context: BrowserContext, page: Page, path: string): Promise<Page> {
  const popup = context.waitForEvent('page');
  await page.evaluate((url) => window.open(url, '_blank'), path);
  const second = await popup;
  await second.waitForLoadState();
  return second;
}

/** Start a notice: sign in, open the form, answer one question and wait until it is saved. */
async function startNotice(page: Page): Promise<string> {
  await page.clock.install();
  await signInAs(page, AMINA.email, '/user/services/form-marriage-registration');
  await openStep(page, 'First party');
  await page.getByLabel('Occupation').fill('Teacher');
  await expectAllSaved(page);
  const id = new URL(page.url()).searchParams.get('application');
  expect(id).toBeTruthy();
  return id ?? '';
}

test('two tabs on one draft: each keeps what the other saved, and fields changed in both are asked about', async ({ page, context }) => {
  // Two tabs load the portal four times each: room on a loaded 2-core machine (a fail-safe, not a speed check).
  test.setTimeout(180_000);
  const id = await startNotice(page);
  const form = `/user/services/form-marriage-registration?application=${id}`;

  // Tab A waits on the second party; tab B, opened later, adds both witnesses.
  await page.goto(`${form}&step=partyTwo`);
  await ensureOnStep(page, 'Second party');
  const tabB = await openSecondTab(context, page, `${form}&step=witnesses`);
  await ensureOnStep(tabB, 'Witnesses');
  await fillWitnesses(tabB);
  await expectAllSaved(tabB);

  // Tab A learns of it at once and says so in plain words; its own typing is saved on top.
  const added = page.getByRole('status').filter({ hasText: 'Answers from another tab or device were added' });
  await expect(added).toContainText('Their answers to Witnesses were added here. Nothing you typed was lost.');
  await expectAccessible(page, 'notice: answers added from another tab');
  await page.getByRole('textbox', { name: 'Phone number' }).fill('0701555123');
  await page.getByLabel('Email address').fill('ibrahim.ssali@example.ug');
  await expectAllSaved(page);

  // After a reload both tabs show both: nothing was dropped.
  for (const tab of [page, tabB]) {
    await tab.goto(`${form}&step=partyTwo`);
    await ensureOnStep(tab, 'Second party');
    await expect(tab.getByLabel('Email address')).toHaveValue('ibrahim.ssali@example.ug');
    await tab.goto(`${form}&step=witnesses`);
    await ensureOnStep(tab, 'Witnesses');
    await expect(tab.getByLabel('Full name of the second witness')).toHaveValue('Florence Adong');
  }

  // Both tabs change the same answer while tab A cannot reach the API: tab A is asked which to keep.
  await page.goto(`${form}&step=partyTwo`);
  await tabB.goto(`${form}&step=partyTwo`);
  await ensureOnStep(page, 'Second party');
  await ensureOnStep(tabB, 'Second party');
  await injectFault(page, { method: 'PUT', path: '/applications/', status: 503, times: 100 });
  await page.getByLabel('Occupation').fill('Civil engineer');
  await page.clock.runFor(PAST_DEBOUNCE_MS);
  await expect(page.getByText("Not saved yet — we'll keep trying")).toBeVisible();
  await tabB.getByLabel('Occupation').fill('Doctor');
  await expectAllSaved(tabB);

  const question = page.getByRole('alert').filter({ hasText: 'Some answers were changed in two places' });
  await expect(question).toBeVisible();
  const occupation = question.getByRole('radiogroup', { name: 'Occupation (Second party)' });
  await expect(occupation.getByRole('radio', { name: 'Keep what you typed here: Civil engineer' })).toBeChecked();
  await expect(occupation.getByRole('radio', { name: 'Use the answer from the other tab or device: Doctor' })).toBeVisible();
  await expect(page.getByRole('textbox', { name: 'Occupation' })).toHaveValue('Civil engineer');
  await expectAccessible(page, 'notice: a field changed in two tabs');

  // She keeps hers; once the API answers again it is saved, and tab B's untouched field follows.
  await clearFaults(page);
  await question.getByRole('button', { name: 'Save these answers' }).click();
  await expect(question).toBeHidden();
  await expectAllSaved(page);
  await expect(tabB.getByLabel('Occupation')).toHaveValue('Civil engineer');
  await tabB.reload();
  await ensureOnStep(tabB, 'Second party');
  await expect(tabB.getByLabel('Occupation')).toHaveValue('Civil engineer');
  await expect(tabB.getByLabel('Email address')).toHaveValue('ibrahim.ssali@example.ug');
});

test('signing out with unsent answers warns first, keeps them when she stays, and deletes them only when she chooses', async ({ page }) => {
  await startNotice(page);
  await injectFault(page, { method: 'PUT', path: '/applications/', status: 503, times: 100 });
  await page.getByLabel('Email address').fill('amina.nakato@example.ug');
  await page.clock.runFor(PAST_DEBOUNCE_MS);
  await expect(page.getByText('Your answers are kept on this device.')).toBeVisible();

  // Sign out: the answers cannot be sent, so she is told and chooses.
  await page.getByRole('button', { name: 'Sign out', exact: true }).click();
  const dialog = page.getByRole('dialog', { name: 'Some of your answers have not been sent' });
  await expect(dialog).toBeVisible();
  await expect(dialog).toContainText('Civil Marriages');
  await expect(dialog.getByRole('button', { name: 'Stay signed in and try again' })).toHaveAccessibleDescription(/stay on this computer/);
  await expect(dialog.getByRole('button', { name: 'Sign out and delete these answers' })).toHaveAccessibleDescription(
    /shared or public computer/,
  );
  await expectAccessible(page, 'sign out: unsent answers');

  // She stays; the registry answers again and the answers are sent.
  await clearFaults(page);
  await dialog.getByRole('button', { name: 'Stay signed in and try again' }).click();
  await expect(dialog).toBeHidden();
  await expect(page.getByLabel('Email address')).toHaveValue('amina.nakato@example.ug');
  await expectAllSaved(page);

  // Unsent again, and this time she deletes them as she signs out.
  await injectFault(page, { method: 'PUT', path: '/applications/', status: 503, times: 100 });
  await page.getByLabel('Nationality').fill('Ugandan');
  await page.clock.runFor(PAST_DEBOUNCE_MS);
  await expect(page.getByText('Your answers are kept on this device.')).toBeVisible();
  await page.getByRole('button', { name: 'Sign out', exact: true }).click();
  await dialog.getByRole('button', { name: 'Sign out and delete these answers' }).click();
  await expect(page).toHaveURL(/\/sign-in/);
  await clearFaults(page);

  // Signed in again: what was sent is there; what she deleted is not.
  await page.getByLabel('Email address or phone number').fill(AMINA.email);
  await page.getByLabel('Password', { exact: true }).fill('Registry#2026');
  await page.getByRole('button', { name: 'Sign in' }).click();
  await expect(page).toHaveURL('/user/services/list');
  await page.goto('/user/services/form-marriage-registration');
  await ensureOnStep(page, 'First party');
  await expect(page.getByLabel('Email address')).toHaveValue('amina.nakato@example.ug');
  await expect(page.getByLabel('Nationality')).toHaveValue('');
});

test('a reload straight after typing keeps the last answer typed', async ({ page }) => {
  await startNotice(page);
  // Nothing reaches the API: only the device can keep these.
  await injectFault(page, { method: 'PUT', path: '/applications/', status: 503, times: 100 });
  await page.getByLabel('Nationality').fill('Ugandan');
  await page.getByLabel('Email address').fill('amina.nakato@example.ug');
  await page.reload();
  await ensureOnStep(page, 'First party');
  await expect(page.getByLabel('Nationality')).toHaveValue('Ugandan');
  await expect(page.getByLabel('Email address')).toHaveValue('amina.nakato@example.ug');
  await expectAllSaved(page);
});

test('a second tab opened straight after sign-in leaves every district listed once', async ({ page, context }) => {
  await page.clock.install();
  await signInAs(page, AMINA.email);
  await expect(page).toHaveURL('/user/services/list');
  const second = await openSecondTab(context, page, '/user/services/form-marriage-registration?step=marriage');
  await ensureOnStep(second, 'The marriage');

  const districtNames = (tab: Page) =>
    tab.evaluate(async () => {
      const response = await fetch('/api/districts');
      return ((await response.json()) as { data: Array<{ name: string }> }).data.map((d) => d.name);
    });
  for (const tab of [page, second]) {
    const names = await districtNames(tab);
    expect(names.length).toBeGreaterThan(0);
    expect(new Set(names).size).toBe(names.length);
  }

  // The notice form works in both tabs, each district offered once.
  await page.goto('/user/services/form-marriage-registration?step=marriage');
  for (const tab of [second, page]) {
    await ensureOnStep(tab, 'The marriage');
    await tab.getByRole('combobox', { name: 'District where the marriage will take place' }).fill('Kampala');
    await expect(tab.getByRole('option', { name: 'Kampala', exact: true })).toHaveCount(1);
  }
  await expectAccessible(second, 'notice: the marriage, second tab');
});

test('moving between the pages of the form adds history, so the browser’s Back goes to the previous page', async ({ page }) => {
  await startNotice(page);
  await page.getByRole('link', { name: 'Back', exact: true }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Give notice of a civil marriage' })).toBeVisible();
  await openStep(page, 'Second party');
  await expect(page).toHaveURL(/step=partyTwo/);

  await page.goBack();
  await expect(page.getByRole('heading', { level: 1, name: 'Give notice of a civil marriage' })).toBeVisible();
  await page.goBack();
  await expect(page.getByRole('heading', { level: 1, name: 'First party' })).toBeVisible();
  await expect(page.getByLabel('Occupation')).toHaveValue('Teacher');
  await page.goForward();
  await expect(page.getByRole('heading', { level: 1, name: 'Give notice of a civil marriage' })).toBeVisible();
  await expectAccessible(page, 'notice: task list after Back and Forward');
});
