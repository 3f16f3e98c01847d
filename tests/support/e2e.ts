/**
 * Shared Playwright helpers: a `test` whose pages run the mock API without latency, an accessibility
 * scan (axe, then HTML_CodeSniffer; WCAG 2.2 AA) to call on every page a journey visits, and access to
 * the mock API's control endpoints (outbox, clock) through the page, where the mock service worker answers.
 */
import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { test as base, expect, type Page } from '@playwright/test';
import { watchApiAnswers } from './api-answers';
import { appendFileSync } from 'node:fs';

/**
 * Time one step of a browser test when E2E_TIMING names a file: one JSON line a step,
 * `{ kind, ms, test }`, appended (workers append to the same file). Without it the step just runs.
 * Page loads (`goto`, `reload`), sign-ins and each accessibility checker are timed this way
 * (docs/decisions/015-test-budget.md, amendment of issue 29).
 * @param kind - what the step is, e.g. "axe".
 * @param fn - the step.
 * @returns what the step returns; its error, if it throws.
 */
export async function timed<T>(kind: string, fn: () => Promise<T>): Promise<T> {
  const file = process.env.E2E_TIMING;
  if (!file) return fn();
  const start = performance.now();
  try {
    return await fn();
  } finally {
    appendFileSync(file, JSON.stringify({ kind, ms: Math.round(performance.now() - start), test: base.info().title }) + '\n');
  }
}

/** The password of every demo account (README "Demo accounts"). */
export const DEMO_PASSWORD = 'Registry#2026';

/**
 * A test whose pages start with the mock API's latency switched off, and in which every answer the
 * portal receives must be what the API's contract says (docs/api/openapi.json; tests/support/api-answers.ts).
 */
export const test = base.extend<object>({
  context: async ({ context }, use) => {
    const watch = watchApiAnswers(context);
    await use(context);
    expect(await watch.finish(), 'answers that are not what docs/api/openapi.json says').toEqual([]);
  },
  page: async ({ page }, use) => {
    const goto = page.goto.bind(page);
    page.goto = (url, options) => timed('goto', () => goto(url, options));
    const reload = page.reload.bind(page);
    page.reload = (options) => timed('reload', () => reload(options));
    await page.addInitScript(() => {
      window.localStorage.setItem('mock:latency', '0');
    });
    await use(page);
  },
});

export { expect };

/**
 * HTML_CodeSniffer as pa11y's `htmlcs` runner injects it (@pa11y/html_codesniffer, pa11y's maintained
 * copy), wrapped so that a page that has it already keeps its copy. It goes into the page through
 * DevTools' evaluate, which no Content-Security-Policy governs: a `<script>` tag would be refused (and
 * reported) under the deploy tests' policy (docs/decisions/032-second-accessibility-checker.md).
 */
const HTMLCS_SCRIPT = [
  "if (typeof window.HTMLCS === 'undefined') {",
  readFileSync(createRequire(import.meta.url).resolve('@pa11y/html_codesniffer/build/HTMLCS.js'), 'utf8'),
  // Its English messages lack the word "attribute" (2.6.0): without it, it logs a console error on any
  // page with an unnamed control, which the tests that expect a quiet console would take for the page's.
  "  if (window.translation && window.translation.en && !window.translation.en['4_1_2_attribute']) window.translation.en['4_1_2_attribute'] = 'attribute';",
  '}',
].join('\n');

/** One HTML_CodeSniffer error, as the failure message shows it. */
interface CodeSnifferError {
  /** e.g. "WCAG2AA.Principle1.Guideline1_4.1_4_3.G18.Fail". */
  code: string;
  /** Its message, e.g. "This element has insufficient contrast at this conformance level. …". */
  message: string;
  /** The element: tag, id, classes and the start of its text. */
  element: string;
}

/**
 * HTML_CodeSniffer's errors on the page, for WCAG2AA (the checker pa11y runs by default). Its warnings
 * and notices ask a person to check something and are not failures.
 * @param page - the page, settled as for axe.
 * @returns the errors; none on a conforming page.
 */
export async function codeSnifferErrors(page: Page): Promise<CodeSnifferError[]> {
  // A walk that changes route inside the app keeps its document, and the checker with it: its 390 kB
  // are sent and parsed again only for a new document.
  if (!(await page.evaluate(() => 'HTMLCS' in window))) await page.evaluate(HTMLCS_SCRIPT);
  return page.evaluate(
    () =>
      new Promise<CodeSnifferError[]>((resolve, reject) => {
        type Message = { type: number; code: string; msg: string; element: Element | Document };
        const htmlcs = (
          window as unknown as {
            HTMLCS: {
              ERROR: number;
              process: (standard: string, content: Document, done: () => void, failed: () => void, lang: string) => void;
              getMessages: () => Message[];
            };
          }
        ).HTMLCS;
        const describe = (element: Element | Document): string => {
          if (!(element instanceof Element)) return 'the document';
          const id = element.id ? `#${element.id}` : '';
          const classes = [...element.classList]
            .slice(0, 3)
            .map((c) => `.${c}`)
            .join('');
          const text = (element.textContent ?? '').replace(/\s+/g, ' ').trim().slice(0, 60);
          return `<${element.tagName.toLowerCase()}${id}${classes}>${text ? ` "${text}"` : ''}`;
        };
        htmlcs.process(
          'WCAG2AA',
          document,
          () =>
            resolve(
              htmlcs
                .getMessages()
                .filter((m) => m.type === htmlcs.ERROR)
                .map((m) => ({ code: m.code, message: m.msg, element: describe(m.element) })),
            ),
          () => reject(new Error('HTML_CodeSniffer could not run on this page')),
          'en',
        );
      }),
  );
}

/** axe-core's own script, read once per worker. */
const AXE_SCRIPT = readFileSync(createRequire(import.meta.url).resolve('axe-core/axe.min.js'), 'utf8');

/** The WCAG tags axe runs: 2.0, 2.1 and 2.2, levels A and AA. */
const AXE_TAGS = ['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa', 'wcag22aa'];

/** One axe violation, as the failure message shows it. */
interface AxeViolation {
  id: string;
  impact: string | null;
  help: string;
  targets: string[];
}

/**
 * axe's violations on the page. axe goes into the page once per document, as HTML_CodeSniffer does
 * (DevTools' evaluate, outside the Content-Security-Policy), and `axe.run` is asked for violations
 * only (`resultTypes`): the passing nodes are then neither described nor sent back. Measured on the
 * registrar's applications list (733 elements): 4.5–7 s a scan with @axe-core/playwright's builder,
 * which injected axe's 550 kB again and returned about 390 kB of results, and 1.8 s this way; the
 * rules and what fails are the same (docs/decisions/015-test-budget.md, amendment of issue 29).
 * @param page - the page, settled.
 * @param labelInName - whether WCAG 2.5.3's experimental label-in-name rule runs (see {@link expectAccessible}).
 * @returns the violations; none on a conforming page.
 */
export async function axeViolations(page: Page, labelInName: boolean): Promise<AxeViolation[]> {
  if (!(await page.evaluate(() => 'axe' in window))) await page.evaluate(AXE_SCRIPT);
  return page.evaluate(
    async ({ tags, labelInName: check }) => {
      type Result = { violations: { id: string; impact?: string | null; help: string; nodes: { target: unknown[] }[] }[] };
      const axe = (window as unknown as { axe: { run: (context: Document, options: object) => Promise<Result> } }).axe;
      const results = await axe.run(document, {
        runOnly: { type: 'tag', values: tags },
        rules: { 'label-content-name-mismatch': { enabled: check } },
        resultTypes: ['violations'],
      });
      return results.violations.map((v) => ({
        id: v.id,
        impact: v.impact ?? null,
        help: v.help,
        targets: v.nodes.map((n) => n.target.map(String).join(' ')),
      }));
    },
    { tags: AXE_TAGS, labelInName },
  );
}

/**
 * Scan the page with two checkers, and fail on what either finds: axe for WCAG 2.0/2.1/2.2 A and AA
 * rules, then HTML_CodeSniffer for WCAG2AA (issue 30 item 8: it measures the contrast of text over
 * table rows that axe leaves "incomplete"; docs/decisions/032-second-accessibility-checker.md).
 *
 * Both run in the page itself, injected once per document ({@link axeViolations}, {@link codeSnifferErrors}).
 * What running in the page cannot scan, frames of another origin, the portal has none.
 * It scans once no transition or animation runs (a half-faded dialog is not what a person reads).
 * @param page - the page, after its content has loaded.
 * @param label - names the page in the failure message.
 * @param thirdParty - for a page another project draws (the API reference, Redoc): WCAG 2.5.3's experimental
 *   label-in-name rule is left at axe's default (off), with the reason; every other rule runs. The portal's
 *   own pages never pass it.
 */
export async function expectAccessible(page: Page, label = page.url(), thirdParty?: { because: string }): Promise<void> {
  await page.locator('main').first().waitFor();
  // A dialog still fading in blends its colours with the page behind it, and axe would measure the
  // blend (a colour-contrast failure seen once on the loaded CI machine): scan once every CSS
  // transition and animation on the page has finished, as a person sees it.
  // Endless ones (a loading spinner) are not waited for.
  await page.waitForFunction(() =>
    document.getAnimations().every((a) => a.playState !== 'running' || a.effect?.getComputedTiming().iterations === Infinity),
  );
  // WCAG 2.5.3 Label in Name: axe marks its rule experimental, so the tags leave it out (issue 30, item 9:
  // "Change role" buttons named "Change Grace Akello's role" gave a voice-control user no match).
  const violations = await timed('axe', () => axeViolations(page, !thirdParty));
  const summary = violations.map((v) => `${v.id} (${v.impact}): ${v.help}\n  ${v.targets.join('\n  ')}`);
  expect(summary, `axe violations on ${label}`).toEqual([]);
  const errors = (await timed('htmlcs', () => codeSnifferErrors(page))).map((e) => `${e.code}: ${e.message}\n  ${e.element}`);
  expect(errors, `HTML_CodeSniffer (WCAG2AA) errors on ${label}`).toEqual([]);
}

/**
 * Keep a screenshot of the page for a person to look at, into the folder `SHOTS` names
 * (`SHOTS=/tmp/shots npx playwright test …`, as ceremonies.spec.ts and access-log.spec.ts do); without it,
 * nothing. A screenshot asserts nothing, and a full-page one took 0.25–0.8 s on this machine (a PNG of the
 * whole page, encoded in the test's worker), 31 of them on every run (docs/decisions/015-test-budget.md,
 * amendment of issue 29 item 7).
 * @param page - the page.
 * @param name - the file's name in that folder, e.g. "settings-rooms.png".
 * @param fullPage - the whole page (default) or only what the viewport shows.
 */
export async function keepScreenshot(page: Page, name: string, fullPage = true): Promise<void> {
  const folder = process.env.SHOTS;
  if (folder) await page.screenshot({ path: `${folder}/${name}`, fullPage });
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
 * POST a JSON body to the API from the page, as the signed-in person (their stored access token), past the
 * portal's forms: what a caller who skips the portal gets.
 * @param page - a page of the portal (mock build).
 * @param path - the API path, e.g. "/users/register".
 * @param body - the JSON body.
 * @returns the status and the parsed JSON answer.
 */
export async function postJson(
  page: Page,
  path: string,
  body: unknown,
): Promise<{ status: number; body: { message?: string; code?: string; errors?: Record<string, string> } }> {
  return page.evaluate(
    async ({ path: p, body: b }) => {
      const token = sessionStorage.getItem('token');
      const response = await fetch(`/api${p}`, {
        method: 'POST',
        headers: { 'Content-Type': 'application/json', ...(token ? { Authorization: token } : {}) },
        body: JSON.stringify(b),
      });
      return { status: response.status, body: await response.json() };
    },
    { path, body },
  );
}

/**
 * Every party an application asks to confirm confirms it (issue 31 §2), through the mock control that stands in for
 * them (`POST __mock/party-answers`): set-up for journeys whose subject is not the confirmation
 * (tests/e2e/both-parties.spec.ts walks the confirmation itself).
 * @param page - a page of the portal.
 * @param applicationId - the application's id or reference.
 */
export async function confirmParties(page: Page, applicationId: string): Promise<void> {
  const answered = await postJson(page, '/__mock/party-answers', { applicationId });
  expect(answered.status, JSON.stringify(answered.body)).toBe(200);
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
 * Whether the portal's app runs in the page (not only a pre-rendered page, a PDF tab or a blank page).
 * @param page - any page.
 * @returns true once the portal has mounted (`<html data-portal="running">`, src/ui/app/bootstrap.tsx).
 */
export async function portalRunning(page: Page): Promise<boolean> {
  if (!page.url().startsWith('http')) return false;
  return page.evaluate(() => document.documentElement.dataset.portal === 'running').catch(() => false);
}

/**
 * Go to an address of the portal as following one of its links does: inside the running app, which reads
 * the new address as after the browser's back or forward buttons (React Router follows `popstate`), so the
 * app, its mock API and its session are not started again; where the app does not run yet, by loading the
 * address. A journey that tests what a load does (a deep link, a reload) calls `page.goto` itself. It returns
 * once the router has the address: the caller waits for what the page shows (the app may redirect it, as
 * after a load).
 * @param page - a page of the portal.
 * @param path - e.g. "/backoffice/organisation-licenses/task-queue", with any search part.
 */
export async function openInApp(page: Page, path: string): Promise<void> {
  if (!(await portalRunning(page))) {
    await page.goto(path);
    return;
  }
  await page.evaluate((to) => {
    // React Router's own history entry shape, one step on, as its links push it.
    const previous = (window.history.state ?? {}) as { idx?: number };
    window.history.pushState({ usr: null, key: `e2e${Date.now().toString(36)}`, idx: (previous.idx ?? 0) + 1 }, '', to);
    window.dispatchEvent(new PopStateEvent('popstate', { state: window.history.state }));
  }, path);
}

/**
 * Sign in through the sign-in page with the keyboard-free path (fill and click), opened in the running app
 * when it runs ({@link openInApp}).
 * @param page - a page of the portal.
 * @param phoneOrEmail - identifier.
 * @param password - defaults to the demo password.
 */
export async function signIn(page: Page, phoneOrEmail: string, password = DEMO_PASSWORD): Promise<void> {
  return timed('signIn', () => signIn0(page, phoneOrEmail, password));
}
async function signIn0(page: Page, phoneOrEmail: string, password = DEMO_PASSWORD): Promise<void> {
  await openInApp(page, '/sign-in');
  await page.getByLabel('Email address or phone number').fill(phoneOrEmail);
  await page.getByLabel('Password', { exact: true }).fill(password);
  await page.getByRole('button', { name: 'Sign in' }).click();
}
