/**
 * Shared Playwright helpers: a `test` whose pages run the mock API without latency, an axe scan
 * (WCAG 2.2 AA) to call on every page a journey visits, and access to the mock API's control
 * endpoints (outbox, clock) through the page, where the mock service worker answers.
 */
import { test as base, expect, type Page } from '@playwright/test';
import { AxeBuilder } from '@axe-core/playwright';

/** The password of every demo account (README "Demo accounts"). */
export const DEMO_PASSWORD = 'Registry#2026';

/** A test whose pages start with the mock API's latency switched off. */
export const test = base.extend<object>({
  page: async ({ page }, use) => {
    await page.addInitScript(() => {
      window.localStorage.setItem('mock:latency', '0');
    });
    await use(page);
  },
});

export { expect };

/**
 * Scan the page with axe for WCAG 2.0/2.1/2.2 A and AA rules and fail on any violation.
 *
 * Axe runs in the page itself (`axe.run`, the builder's "legacy mode"): the default opens a blank
 * page for every scan, injects axe a second time there and merges the frames' results in it, which
 * was a quarter of all browser-test time (docs/decisions/015-test-budget.md, amendment of issue 9).
 * The rules are the same; what legacy mode cannot scan, frames of another origin, the portal has none.
 * It scans once no transition or animation runs (a half-faded dialog is not what a person reads).
 * @param page - the page, after its content has loaded.
 * @param label - names the page in the failure message.
 */
export async function expectAccessible(page: Page, label = page.url()): Promise<void> {
  await page.locator('main').first().waitFor();
  // A dialog still fading in blends its colours with the page behind it, and axe would measure the
  // blend (a colour-contrast failure seen once on the loaded CI machine): scan once every CSS
  // transition and animation on the page has finished, as a person sees it.
  // Endless ones (a loading spinner) are not waited for.
  await page.waitForFunction(() =>
    document.getAnimations().every((a) => a.playState !== 'running' || a.effect?.getComputedTiming().iterations === Infinity),
  );
  const results = await new AxeBuilder({ page })
    // WCAG 2.5.3 Label in Name: axe marks its rule experimental, so the tags leave it out (issue 30, item 9:
    // "Change role" buttons named "Change Grace Akello's role" gave a voice-control user no match). Before
    // withTags: `options` replaces every option given before it.
    .options({ rules: { 'label-content-name-mismatch': { enabled: true } } })
    .withTags(['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa', 'wcag22aa'])
    .setLegacyMode(true)
    .analyze();
  const summary = results.violations.map(
    (v) => `${v.id} (${v.impact}): ${v.help}\n  ${v.nodes.map((n) => n.target.join(' ')).join('\n  ')}`,
  );
  expect(summary, `axe violations on ${label}`).toEqual([]);
  expect(await formsWithoutSubmit(page), `forms without a submit button on ${label}`).toEqual([]);
}

/**
 * The forms of the page that have no submit button (HTML_CodeSniffer H32: Enter in such a form does
 * nothing a person can foresee; filters that apply as they change are no form). Named by their
 * accessible name or their first field's label.
 */
export async function formsWithoutSubmit(page: Page): Promise<string[]> {
  return page.evaluate(() =>
    [...document.querySelectorAll('form')]
      .filter((form) => !form.querySelector('button:not([type]), button[type="submit"], input[type="submit"], input[type="image"]'))
      .map((form) => form.getAttribute('aria-label') ?? form.querySelector('label')?.textContent ?? form.outerHTML.slice(0, 80)),
  );
}

/** A message the mock API "sent". */
export interface OutboxMessage {
  id: string;
  channel: 'email' | 'sms';
  to: string;
  subject: string;
  body: string;
  link?: string | null;
  code?: string | null;
  sentAt: string;
}

/**
 * Read the mock outbox through the page (the mock service worker answers).
 * @param page - a page of the portal (mock build).
 * @param to - only messages to this address or phone.
 * @returns messages, newest first.
 */
export async function readOutbox(page: Page, to?: string): Promise<OutboxMessage[]> {
  return page.evaluate(async (recipient) => {
    const query = recipient ? `?to=${encodeURIComponent(recipient)}` : '';
    const response = await fetch(`/api/__mock/outbox${query}`);
    const body = (await response.json()) as { data: OutboxMessage[] };
    return body.data;
  }, to);
}

/**
 * Wait for the newest message to someone and return it.
 * @param page - a page of the portal.
 * @param to - address or phone.
 * @param channel - 'email' or 'sms'.
 */
export async function latestMessage(page: Page, to: string, channel: 'email' | 'sms'): Promise<OutboxMessage> {
  let found: OutboxMessage | undefined;
  await expect
    .poll(async () => {
      found = (await readOutbox(page, to)).find((m) => m.channel === channel);
      return Boolean(found);
    })
    .toBe(true);
  return found as OutboxMessage;
}

/**
 * Move the mock API's clock forward so tokens and codes expire.
 * @param page - a page of the portal.
 * @param seconds - how far, in seconds.
 */
export async function advanceMockClock(page: Page, seconds: number): Promise<void> {
  await page.evaluate(async (advanceSeconds) => {
    await fetch('/api/__mock/clock', {
      method: 'POST',
      headers: { 'Content-Type': 'application/json' },
      body: JSON.stringify({ advanceSeconds }),
    });
  }, seconds);
}

/**
 * Sign in through the sign-in page with the keyboard-free path (fill and click).
 * @param page - a page of the portal.
 * @param phoneOrEmail - identifier.
 * @param password - defaults to the demo password.
 */
export async function signIn(page: Page, phoneOrEmail: string, password = DEMO_PASSWORD): Promise<void> {
  await page.goto('/sign-in');
  await page.getByLabel('Email address or phone number').fill(phoneOrEmail);
  await page.getByLabel('Password', { exact: true }).fill(password);
  await page.getByRole('button', { name: 'Sign in' }).click();
}
