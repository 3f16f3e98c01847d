/**
 * The flow visualizer (issue 13 part 3; docs/decisions/029-flow-visualizer.md): it draws every machine,
 * highlights the session's live state while a person signs in in another tab, and a click on a transition
 * moves the simulated copy, never the app. axe finds nothing on it.
 */
import { api, signInAs, tokenOf } from '../support/backoffice';
import { expect, expectAccessible, signIn, test } from '../support/e2e';

const SHOTS = process.env.VIZ_SHOTS;

test('draws every machine, each as a laid-out statechart with its states and transitions as text', async ({ page }) => {
  await page.goto('/tools/flows');
  await expect(page.getByRole('heading', { level: 1, name: 'Flow visualizer' })).toBeVisible();
  const chooser = page.getByLabel('Machine');
  const options = await chooser.locator('option').allTextContents();
  expect(options).toEqual(
    expect.arrayContaining([
      'Session (sign-in)',
      'Sign-in (login, token, profile)',
      'Registration (create an account)',
      'Connectivity (online and offline)',
      'Application form (wizard)',
      'Application: Registrar → Director → Registrar General → Minister (with a fee)',
    ]),
  );
  for (const option of options) {
    await chooser.selectOption({ label: option });
    const chart = page.getByRole('region', { name: `Statechart of ${option}` });
    // Drawn: the boxes ELK laid out, and the arrows.
    await expect(chart.locator('[data-state-id]').first()).toBeVisible();
    await expect(chart.locator('[data-transition-id]').first()).toBeAttached();
    await expect(page.getByText(/^States and transitions as text \(\d+ states, \d+ transitions\)$/)).toBeVisible();
  }
  await chooser.selectOption({ label: 'Application: Registrar → Director → Registrar General → Minister (with a fee)' });
  // One part of the chart at a time: the review's levels.
  await page.getByLabel('Part of the chart').selectOption({ label: 'Review' });
  const chart = page.getByRole('region', { name: /Statechart of Application: Registrar → Director/ });
  await expect(chart.getByRole('heading', { name: 'Review, and where its arrows lead' })).toBeVisible();
  for (const level of ['1. Registrar', '2. Director', '3. Registrar General', '4. Minister']) {
    await expect(chart.getByText(level, { exact: true })).toBeVisible();
  }
  // The registry's words beside the event names.
  await expect(
    chart
      .locator('[data-transition-id] tspan', { hasText: '“Approved and sent to the next level”' })
      .or(chart.locator('[data-transition-id] tspan', { hasText: '“Approved”' }))
      .first(),
  ).toBeAttached();
  await page.getByText(/^States and transitions as text/).click();
  await expect(
    page
      .getByRole('listitem')
      .filter({ hasText: /^application\.approve “Approved” \[isLevelOfficer & isLastLevel & registerAllowsApproval\] → Approved/ }),
  ).toBeVisible();
  if (SHOTS) await page.screenshot({ path: `${SHOTS}/viz-four-level.png`, fullPage: true });
  await expectAccessible(page, 'the flow visualizer, four-level chain');
});

test('every text of the drawing is at least 12 px, each machine one part at a time (issue 30)', async ({ page }) => {
  await page.setViewportSize({ width: 1366, height: 900 });
  await page.goto('/tools/flows');
  const chooser = page.getByLabel('Machine');
  for (const option of await chooser.locator('option').allTextContents()) {
    await chooser.selectOption({ label: option });
    const chart = page.getByRole('region', { name: `Statechart of ${option}` });
    await expect(chart.locator('[data-state-id]').first()).toBeVisible();
    // The text as drawn: its font size times the canvas's zoom.
    const smallest = await chart.evaluate((region) => {
      const viewport = region.querySelector<HTMLElement>('.react-flow__viewport');
      const zoom = viewport ? new DOMMatrixReadOnly(getComputedStyle(viewport).transform).a : 1;
      const sizes = [...region.querySelectorAll<HTMLElement | SVGElement>('[data-state-id] *, [data-transition-id] tspan')]
        .filter((el) => (el.textContent ?? '').trim() !== '')
        .map((el) => parseFloat(getComputedStyle(el).fontSize) * zoom);
      return Math.min(...sizes);
    });
    expect(smallest, option).toBeGreaterThanOrEqual(12);
  }
  if (SHOTS) await page.screenshot({ path: `${SHOTS}/viz-session-region.png`, fullPage: true });
});

test('highlights the live session while a person signs in in another tab', async ({ page, context }) => {
  await page.goto('/tools/flows?flow=session');
  const live = page.getByTestId('live-state');
  await expect(live).toHaveText('SignedOut › Idle (this tab)');
  const chart = page.getByRole('region', { name: 'Statechart of Session (sign-in)' });
  await expect(chart.locator('[data-state-id="session.SignedOut.Idle"]').getByText('Live')).toBeVisible();

  const other = await context.newPage();
  await signIn(other, 'amina.nakato@example.ug');
  await expect(other).toHaveURL(/\/user\/services\/list$/);
  await expect(live).toHaveText('SignedIn › Active › Idle (another tab)');
  await expect(chart.locator('[data-state-id="session.SignedIn.Active.Idle"]').getByText('Live')).toBeVisible();
  await expect(chart.locator('[data-state-id="session.SignedOut.Idle"]').getByText('Live')).toHaveCount(0);
  if (SHOTS) await page.screenshot({ path: `${SHOTS}/viz-session-live.png`, fullPage: true });
  await expectAccessible(page, 'the flow visualizer, session');
});

test('a click on a transition moves the simulated copy, and reset brings it back', async ({ page }) => {
  await page.goto('/tools/flows?flow=session');
  const simulated = page.getByTestId('simulated-state');
  await expect(simulated).toHaveText('In SignedOut › Idle');
  await page.getByRole('button', { name: 'Simulate session.signIn' }).click();
  await expect(simulated).toHaveText('In SignedOut › SigningIn');
  // The drawn arrow of an enabled transition simulates it too.
  const chart = page.getByRole('region', { name: 'Statechart of Session (sign-in)' });
  await chart.locator('[data-transition-id="session.SignedOut.SigningIn:xstate.done.actor.signIn:0"] text').click();
  await expect(simulated).toHaveText('In SignedIn › Active › Idle');
  // The chart draws the region of the live state (SignedOut): the simulated copy is in the SignedIn box beside it.
  await expect(chart.locator('[data-state-id="session.SignedIn"]').getByText('Simulated')).toBeVisible();
  // The app itself did not move.
  await expect(page.getByTestId('live-state')).toHaveText('SignedOut › Idle (this tab)');
  await page.getByRole('button', { name: 'Reset the simulation' }).click();
  await expect(simulated).toHaveText('In SignedOut › Idle');

  // The sign-in the session invokes is drawn and simulated on its own: login, then the bearer token.
  await page.getByLabel('Machine').selectOption({ label: 'Sign-in (login, token, profile)' });
  await expect(simulated).toHaveText('In LoggingIn');
  await expect(page.getByTestId('live-state')).toHaveText(/^Not followed live: it runs inside the session/);
  const signIn = page.getByRole('region', { name: 'Statechart of Sign-in (login, token, profile)' });
  await signIn.locator('[data-transition-id="signIn.LoggingIn:xstate.done.actor.login:0"] text').click();
  await expect(simulated).toHaveText('In GettingToken');
  await expect(signIn.locator('[data-state-id="signIn.GettingToken"]').getByText('Simulated')).toBeVisible();

  // The four-level chain, by keyboard: submit, pay, then the registrar opens and approves: the Director's queue.
  await page.getByLabel('Machine').selectOption({ label: 'Application: Registrar → Director → Registrar General → Minister (with a fee)' });
  for (const name of [
    'Simulate application.submit',
    'Simulate application.paymentConfirmed',
    'Simulate application.open',
    'Simulate application.approve',
  ]) {
    const button = page.getByRole('button', { name, exact: true });
    await button.focus();
    await page.keyboard.press('Enter');
  }
  await expect(simulated).toHaveText('In Review › 2. Director › Waiting');
  const lifecycle = page.getByRole('region', { name: /Statechart of Application: Registrar → Director/ });
  await expect(lifecycle.locator('[data-state-id="application.Review.Level2.Waiting"]').getByText('Simulated')).toBeVisible();
  if (SHOTS) await page.screenshot({ path: `${SHOTS}/viz-four-level-simulated.png`, fullPage: true });
  await expectAccessible(page, 'the flow visualizer, simulating');
});

test('registry staff follow any application live by its reference, as officers move it (issue 30)', async ({ page, context }) => {
  await signInAs(page, 'registrar@registry.example.ug');
  const notice = await api<{ reference: string; status: string }>(page, 'GET', '/applications/00000000-0000-4000-8000-000000000001');
  expect(notice.body.data.status).toBe('Submitted');
  await page.goto('/tools/flows?flow=lifecycle-1-marriage');
  const follow = page.getByRole('form', { name: 'Follow an application' });
  await follow.getByLabel('Follow an application by its reference').fill(notice.body.data.reference.toLowerCase());
  await follow.getByRole('button', { name: 'Follow' }).click();
  const live = page.getByTestId('live-state');
  await expect(live).toHaveText(`${notice.body.data.reference}: Review › 1. Registrar › Waiting`);
  const chart = page.getByRole('region', { name: /^Statechart of Application: Registrar \(with a fee, with the notice stage\)$/ });
  await expect(chart.locator('[data-state-id="application.Review.Level1.Waiting"]').getByText('Live')).toBeVisible();

  // Another officer's tab opens it: the chart follows within seconds, with no reload.
  const other = await context.newPage();
  await other.goto('/');
  // The portal renders once the in-page mock API has started: only then can the API be called.
  await expect(other.getByRole('heading', { level: 1, name: 'Marriage Registry' })).toBeVisible();
  await api(
    other,
    'POST',
    '/applications/00000000-0000-4000-8000-000000000001/events',
    { type: 'application.open' },
    await tokenOf(other, 'registrar@registry.example.ug'),
  );
  await expect(live).toHaveText(`${notice.body.data.reference}: Review › 1. Registrar › InReview`, { timeout: 15_000 });
  await expect(chart.locator('[data-state-id="application.Review.Level1.InReview"]').getByText('Live')).toBeVisible();
  await expectAccessible(page, 'the flow visualizer, following a back-office application');
});

test('follows one of the signed-in applicant’s applications: its lifecycle state is marked Live', async ({ page }) => {
  await signInAs(page, 'clerk@stpauls.example.ug', '/tools/flows?flow=lifecycle-1-customary-marriage');
  const follow = page.getByLabel('Follow one of your applications');
  await expect(follow.locator('option')).not.toHaveCount(1);
  const label = (await follow.locator('option').nth(1).textContent()) ?? '';
  await follow.selectOption({ index: 1 });
  const reference = label.split(' ')[0] ?? '';
  await expect(page.getByTestId('live-state')).toContainText(`${reference}: `);
  const chart = page.getByRole('region', { name: /^Statechart of Application: Registrar \(with a fee\)$/ });
  await expect(chart.getByText('Live', { exact: true })).toHaveCount(1);
  await expectAccessible(page, 'the flow visualizer, following an application');
});
