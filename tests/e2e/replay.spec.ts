/**
 * Replay (issue 13 part 4; docs/decisions/031-replay-logs.md), in the mock build: a demo application's
 * timeline recorded as a log, downloaded, loaded again from the file, replayed step by step on the machine to
 * the status the application has, and reproduced through the mock API as a new application with that same
 * status; a demo application jumped to a status; a generated journey and this tab's session replayed.
 */
import { readFile } from 'node:fs/promises';
import { DEMO_PASSWORD, expect, expectAccessible, test } from '../support/e2e';

/** A public place licence the demo approved through its four levels (10 events: mocks/seed/licence-applications.ts). */
const APPROVED_LICENCE = 'PL-2026-1289-V8P0';
/** A special licence the demo has just submitted (waiting at the registrar). */
const SUBMITTED_SPECIAL_LICENCE = 'SL-2026-SD8Q-6VKD';

test('a recorded lifecycle log replays to the same final status on the machine and through the mock API', async ({ page }) => {
  await page.goto('/tools/replay');
  await expect(page.getByRole('heading', { level: 1, name: 'Replay' })).toBeVisible();

  // A reference that is not in the registry says so next to the field.
  await page.getByRole('textbox', { name: 'Application reference' }).first().fill('PL-2026-0000-0000');
  await page.getByRole('button', { name: 'Record its timeline' }).click();
  await expect(page.getByText('No application PL-2026-0000-0000 in the mock registry')).toBeVisible();

  await page.getByRole('textbox', { name: 'Application reference' }).first().fill(APPROVED_LICENCE.toLowerCase());
  await page.getByRole('button', { name: 'Record its timeline' }).click();
  // Focus moves to the loaded log, below the choices.
  await expect(page.getByRole('heading', { name: `Loaded: ${APPROVED_LICENCE} (Public Place License), from its timeline` })).toBeFocused();
  await expect(page.getByTestId('replay-summary')).toContainText('10 steps');

  // Downloaded, then loaded again from the file.
  const [download] = await Promise.all([page.waitForEvent('download'), page.getByRole('button', { name: 'Download this log' }).click()]);
  expect(download.suggestedFilename()).toBe(`replay-${APPROVED_LICENCE.toLowerCase()}-public-place-license-from-its-timeline.json`);
  const path = await download.path();
  const text = await readFile(path, 'utf8');
  expect(JSON.parse(text)).toMatchObject({ format: 'marriage-registry-replay-log', machine: 'application', reference: APPROVED_LICENCE });
  await page.reload();
  const [chooser] = await Promise.all([page.waitForEvent('filechooser'), page.getByRole('button', { name: 'Replay log (JSON)' }).click()]);
  await chooser.setFiles({ name: 'licence.json', mimeType: 'application/json', buffer: Buffer.from(text) });
  await expect(page.getByRole('heading', { name: `Loaded: ${APPROVED_LICENCE} (Public Place License), from its timeline` })).toBeVisible();

  // Step by step on the machine.
  const position = page.getByTestId('replay-position');
  await expect(position).toHaveText('At the start: Draft · Draft');
  await page.getByRole('button', { name: 'Step forward' }).click();
  await expect(position).toHaveText(/^After step 1 of 10: Payment Confirmation · AwaitingPayment \(as recorded\)$/);
  await page.getByRole('button', { name: 'Step back' }).click();
  await expect(position).toHaveText('At the start: Draft · Draft');
  await page.getByRole('button', { name: 'Replay to the end' }).click();
  await expect(position).toHaveText(/^After step 10 of 10: Approved · Approved \(as recorded\)$/);
  await expect(page.getByTestId('replay-result')).toContainText('the log recorded Approved');
  await expectAccessible(page, 'replay, a timeline replayed on the machine');

  // Through the mock API, as a new application: what it changes is said first, and a licence needs no clock.
  await expect(page.getByRole('list', { name: 'What a reproduction changes in the mock registry' })).toContainText(
    'Not the mock clock: no step needs a later day.',
  );
  await page.getByRole('button', { name: 'Reproduce as a new application' }).click();
  const result = page.getByTestId('api-result');
  await expect(result).toContainText('as the log recorded', { timeout: 30_000 });
  const reference = /PL-\d{4}-[0-9A-Z]{4}-[0-9A-Z]{4}/.exec((await result.textContent()) ?? '')?.[0];
  expect(reference).toBeDefined();
  expect(reference).not.toBe(APPROVED_LICENCE);
  await expect(page.getByRole('list', { name: 'Steps sent to the mock API (reproduction)' }).getByRole('listitem')).toHaveCount(10);
  await expectAccessible(page, 'replay, reproduced through the mock API');

  // The new application's own page says so too.
  await result.getByRole('link', { name: `Track ${reference}` }).click();
  await expect(page).toHaveURL(`/tracking/${reference}`);
  await expect(page.getByRole('main')).toContainText('Approved');
});

test('a refused file clears the log shown before it (issue 30)', async ({ page }) => {
  await page.goto('/tools/replay');
  await page.getByRole('button', { name: 'Generate its journeys' }).click();
  await page.getByRole('button', { name: 'Load this journey' }).click();
  await expect(page.getByRole('heading', { name: /^Loaded: Civil Marriages, journey 1/ })).toBeVisible();
  const [chooser] = await Promise.all([page.waitForEvent('filechooser'), page.getByRole('button', { name: 'Replay log (JSON)' }).click()]);
  await chooser.setFiles({ name: 'not-a-log.json', mimeType: 'application/json', buffer: Buffer.from('{"format":"something else"}') });
  await expect(page.locator('.mantine-InputWrapper-error')).toBeVisible();
  await expect(page.getByRole('heading', { name: /^Loaded:/ })).toHaveCount(0);
  await expect(page.getByRole('button', { name: 'Step forward' })).toHaveCount(0);
});

test('a demo application jumps to a chosen status; a decided one cannot go back', async ({ page }) => {
  await page.goto('/tools/replay');
  const jump = page.locator('form').filter({ has: page.getByRole('heading', { name: 'Jump a demo application to a status' }) });
  await jump.getByRole('button', { name: 'Jump' }).click();
  await expect(jump.getByText("Enter the application's reference, e.g. MR-2026-7KQ4-9XH3")).toBeVisible();

  await jump.getByRole('textbox', { name: 'Application reference' }).fill(SUBMITTED_SPECIAL_LICENCE);
  await jump.getByRole('combobox', { name: 'Status to jump to' }).selectOption({ label: 'Approved' });
  await jump.getByRole('button', { name: 'Jump' }).click();
  await expect(jump.getByTestId('api-result')).toContainText(`Every step was taken: ${SUBMITTED_SPECIAL_LICENCE} is Approved, as asked.`, {
    timeout: 30_000,
  });
  await expectAccessible(page, 'replay, a jump');

  await jump.getByRole('combobox', { name: 'Status to jump to' }).selectOption({ label: 'Draft' });
  await jump.getByRole('button', { name: 'Jump' }).click();
  await expect(jump.getByRole('alert')).toContainText('No way leads from Approved to Draft: Approved is final.');
});

test("a generated journey and this tab's session replay on their machines", async ({ page }) => {
  await page.goto('/tools/replay');
  await page.getByRole('combobox', { name: 'Service' }).selectOption({ label: 'Special License' });
  await page.getByRole('button', { name: 'Generate its journeys' }).click();
  // The first journey is a new draft, with no step: take the fourth.
  await page.getByRole('combobox', { name: /^Journey \(\d+\)$/ }).selectOption({ index: 3 });
  await page.getByRole('button', { name: 'Load this journey' }).click();
  await expect(page.getByRole('heading', { name: /^Loaded: Special License, journey 4: submit by APPLICANT/ })).toBeVisible();
  await page.getByRole('button', { name: 'Replay to the end' }).click();
  await expect(page.getByTestId('replay-result')).toBeVisible();

  const [suite] = await Promise.all([
    page.waitForEvent('download'),
    page.getByRole('button', { name: 'Download all its journeys' }).click(),
  ]);
  const file = JSON.parse(await readFile(await suite.path(), 'utf8')) as { machine: string; logs: unknown[] };
  expect(file.machine).toBe('suite');
  expect(file.logs.length).toBeGreaterThan(5);

  // Sign in in this tab (the header's link, so the page is not loaded again), and come back.
  await page.getByRole('banner').getByRole('link', { name: 'Sign in' }).click();
  await page.getByLabel('Email address or phone number').fill('amina.nakato@example.ug');
  await page.getByLabel('Password', { exact: true }).fill(DEMO_PASSWORD);
  await page.getByRole('button', { name: 'Sign in' }).click();
  await expect(page).toHaveURL(/\/user\//);
  await page.goBack();
  await expect(page.getByRole('heading', { level: 1, name: 'Replay' })).toBeVisible();
  // Signed in, the header offers the person's own area and signing out, not "Sign in".
  const header = page.getByRole('banner');
  await expect(header.getByRole('link', { name: 'Your account' })).toHaveAttribute('href', '/user/services/list');
  await expect(header.getByRole('button', { name: 'Sign out' })).toBeVisible();
  await expect(header.getByRole('link', { name: 'Sign in' })).toHaveCount(0);
  await page.getByRole('button', { name: "Record this tab's session" }).click();
  await expect(page.getByRole('heading', { name: /^Loaded: Session of this tab, \d+ events$/ })).toBeVisible();
  await expect(page.getByRole('table')).toContainText('session.signIn');
  await page.getByRole('button', { name: 'Replay to the end' }).click();
  await expect(page.getByTestId('replay-result')).toContainText('the session ends in SignedIn');
  await expectAccessible(page, 'replay, a session');
});
