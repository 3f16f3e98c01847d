/**
 * Issue 17: keyboard and screen-reader users never lose their place. On every route change focus
 * lands on the new page's h1 (or main) and the page's title is said once by the polite live region;
 * after an action that changes the page in place focus goes to what changed; a busy button keeps
 * focus. Every route of the route table is walked with client-side navigation, each as the demo
 * account of its area, with an axe scan of each built page (and of one of the routes not built yet,
 * which all show the same honest page, per walk).
 */
import type { Page } from '@playwright/test';
import { DEMO_ACCOUNTS, FREE_NINS, registerPhone } from '#mocks/seed/demo';
import { ROUTES, type PortalRoute } from '#src/ui/route-table';
import { english } from '../support/lingui-macro';
import { STATIC_PAGES, WALKS } from '../support/walks';
import { DEMO_PASSWORD, expect, expectAccessible, latestMessage, signIn, test } from '../support/e2e';
import { AMINA, openStep } from '../support/notice';

const ANNOUNCER = '#route-announcer';

/** The route-table entry whose path matches a pathname (static paths win over parameters). */
function routeFor(pathname: string): PortalRoute | undefined {
  const exact = ROUTES.find((r) => r.path === pathname);
  if (exact) return exact;
  return ROUTES.find((r) => new RegExp(`^${r.path.replace(/:[^/]+/g, '[^/]+')}$`).test(pathname));
}

/** Where focus is, and what the live region says, as the user's tools would tell it. */
async function pageState(page: Page) {
  return page.evaluate((announcer) => {
    const main = document.getElementById('main-content');
    const h1 = main?.querySelector('h1') ?? null;
    const active = document.activeElement;
    let focus = `other:${active?.tagName.toLowerCase() ?? 'none'}:${(active?.textContent ?? '').trim().slice(0, 40)}`;
    if (h1 && active === h1) focus = 'h1';
    else if (main && active === main && !h1) focus = 'main';
    return {
      path: location.pathname,
      focus,
      heading: h1?.textContent?.trim() ?? null,
      announced: (document.querySelector(announcer)?.textContent ?? '').replace(/\u00a0$/, ''),
      inApp: (window as unknown as { __sameDocument?: boolean }).__sameDocument === true,
    };
  }, ANNOUNCER);
}

/** Mark the document, so a full reload (not a client-side route change) would show. */
async function markDocument(page: Page): Promise<void> {
  await page.evaluate(() => {
    (window as unknown as { __sameDocument?: boolean }).__sameDocument = true;
  });
}

/**
 * Change route inside the app, as the router's own history does: push the entry and tell the router
 * (popstate). No page load happens.
 */
async function navigateInApp(page: Page, path: string): Promise<void> {
  await page.evaluate((to) => {
    const state = window.history.state as { idx?: number } | null;
    const idx = (state?.idx ?? 0) + 1;
    window.history.pushState({ usr: null, key: `walk${idx}`, idx }, '', to);
    window.dispatchEvent(new PopStateEvent('popstate', { state: window.history.state }));
  }, path);
}

/**
 * Wait until focus is on the page's h1 (or on main for a page without one) and the live region says
 * the title of the route the browser is on; fail with what was found otherwise.
 */
async function expectLandedAndAnnounced(page: Page, label: string): Promise<void> {
  await expect
    .poll(
      async () => {
        const state = await pageState(page);
        const title = routeFor(state.path)?.title;
        const expected = title === undefined ? undefined : english(title);
        const ok = (state.focus === 'h1' || state.focus === 'main') && state.announced === expected && state.inApp;
        return ok ? 'ok' : JSON.stringify({ ...state, expected });
      },
      { message: `focus and announcement after ${label}` },
    )
    .toBe('ok');
}

/**
 * Record every element that holds focus (each frame and on every focus event) until read, so a test
 * can prove focus never fell to the page body during an action, however long the action took.
 */
async function recordFocusTrail(page: Page): Promise<void> {
  await page.evaluate(() => {
    const w = window as unknown as { __focusTrail: string[]; __focusTrailStop?: () => void };
    w.__focusTrailStop?.();
    w.__focusTrail = [];
    const describe = () => {
      const a = document.activeElement;
      return a === null || a === document.body ? 'body' : `${a.tagName.toLowerCase()}:${(a.textContent ?? '').trim().slice(0, 30)}`;
    };
    let last = '';
    const note = () => {
      const now = describe();
      if (now !== last) w.__focusTrail.push((last = now));
    };
    let running = true;
    const tick = () => {
      note();
      if (running) requestAnimationFrame(tick);
    };
    document.addEventListener('focusin', note, true);
    document.addEventListener('focusout', () => queueMicrotask(note), true);
    tick();
    w.__focusTrailStop = () => {
      running = false;
      document.removeEventListener('focusin', note, true);
    };
  });
}

async function focusTrail(page: Page): Promise<string[]> {
  return page.evaluate(() => (window as unknown as { __focusTrail: string[] }).__focusTrail);
}

/**
 * Sign in with the keyboard: type, then Enter in the password box. Opens the sign-in page unless the
 * page is on it already (after signing out).
 */
async function signInByKeyboard(page: Page, email: string, password = DEMO_PASSWORD): Promise<void> {
  if (new URL(page.url(), 'http://localhost').pathname !== '/sign-in') await page.goto('/sign-in');
  await expect(page.getByRole('heading', { level: 1, name: 'Sign in' })).toBeVisible();
  await page.getByLabel('Email address or phone number').fill(email);
  const passwordBox = page.getByLabel('Password', { exact: true });
  await passwordBox.fill(password);
  await markDocument(page);
  await recordFocusTrail(page);
  await passwordBox.press('Enter');
}

// --- Every route of the route table ----------------------------------------------------------------

test('the walks cover every static route of the route table', () => {
  const walked = WALKS.flatMap((w) => w.routes.map((r) => r.path));
  expect([...walked].sort()).toEqual(STATIC_PAGES.map((r) => r.path).sort());
});

/** Routes per test: a long walk is cut in parts, so the two workers share it (each part signs in). */
const WALK_PART = 24;

for (const walk of WALKS) {
  const parts = Math.ceil(walk.routes.length / WALK_PART);
  for (let part = 0; part < parts; part += 1) {
    const routes = walk.routes.slice(part * WALK_PART, (part + 1) * WALK_PART);
    const name = parts > 1 ? `${walk.name} (part ${part + 1} of ${parts})` : walk.name;
    test(`every route change moves focus to the page and announces it: ${name}`, async ({ page }) => {
      test.setTimeout(300_000);
      let start: string;
      if (walk.account) {
        const account = DEMO_ACCOUNTS.find((a) => a.email === walk.account);
        await signIn(page, walk.account);
        start = account?.landingPath ?? '/';
        await expect(page).toHaveURL(start);
      } else {
        // A well-formed reference (valid check character) that no application holds.
        start = '/tracking/MR-2026-7KQ4-9XH3';
        await page.goto(start);
      }
      await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
      await markDocument(page);
      // Axe scans every built page; a route not built yet shows the same honest page in its area's
      // layout with another title, so the first one of each walk is scanned and the others are
      // checked for what they say.
      let notBuiltScanned = false;
      // The page the walk starts on is visited last, from another page.
      const ordered = [...routes.filter((r) => r.path !== start), ...routes.filter((r) => r.path === start)];
      for (const route of ordered) {
        await navigateInApp(page, route.path);
        await expectLandedAndAnnounced(page, `opening ${route.path}`);
        if (route.page) {
          await expectAccessible(page, route.path);
        } else {
          await expect(page.getByText('Not available yet'), route.path).toBeVisible();
          if (!notBuiltScanned) await expectAccessible(page, route.path);
          notBuiltScanned = true;
        }
      }
    });
  }
}

// --- After actions -------------------------------------------------------------------------------

// Every demo account lands where the README's table says (SPEC.md §4 "Routing after sign-in") with
// its session stored, on the landing page's heading; signing out by keyboard clears the session and
// lands on the sign-in heading. The accounts sign in one after another in one page (a browser
// context and its first load cost more than a sign-in), in two tests so the two workers share them.
// Axe scans each landing page but those the walks above scan already as the same person. The first
// account, Amina, signs in with her local phone number.
const LOCAL_PHONE_OF_FIRST_ACCOUNT = '0772 123456';
const WALKED_LANDINGS = new Set(WALKS.flatMap((w) => w.routes.map((r) => `${w.account ?? ''} ${r.path}`)));
const ACCOUNT_GROUPS = [
  DEMO_ACCOUNTS.slice(0, Math.ceil(DEMO_ACCOUNTS.length / 2)),
  DEMO_ACCOUNTS.slice(Math.ceil(DEMO_ACCOUNTS.length / 2)),
];

for (const [index, accounts] of ACCOUNT_GROUPS.entries()) {
  test(`after signing in, each demo account is on its landing page's heading (${index + 1} of ${ACCOUNT_GROUPS.length})`, async ({
    page,
  }) => {
    test.setTimeout(180_000);
    for (const account of accounts) {
      await test.step(account.email, async () => {
        // Amina signs in with her local phone number (SPEC.md §4: an email address or a phone number).
        if (account === DEMO_ACCOUNTS[0]) expect(account.phone).toBe('+256772123456');
        await signInByKeyboard(page, account === DEMO_ACCOUNTS[0] ? LOCAL_PHONE_OF_FIRST_ACCOUNT : account.email);
        await expect(page).toHaveURL(account.landingPath);
        await expectLandedAndAnnounced(page, `signing in ${account.email}`);
        expect(await focusTrail(page), account.email).not.toContain('body');
        await expect(page.getByRole('button', { name: 'Sign out' })).toBeVisible();
        const stored = await page.evaluate(() => ({
          profile: JSON.parse(sessionStorage.getItem('userProfile') ?? 'null') as { accountType: string } | null,
          token: sessionStorage.getItem('token'),
          refreshToken: sessionStorage.getItem('refreshToken'),
        }));
        expect(stored.profile?.accountType, account.email).toBe(account.accountType);
        expect(stored.token, account.email).toMatch(/^Bearer /);
        expect(stored.refreshToken, account.email).toBeTruthy();
        if (!WALKED_LANDINGS.has(`${account.email} ${account.landingPath}`)) await expectAccessible(page, account.landingPath);

        // Signing out by keyboard clears the session and lands on the sign-in heading, announced.
        await markDocument(page);
        await page.getByRole('button', { name: 'Sign out' }).focus();
        await page.keyboard.press('Enter');
        await expect(page).toHaveURL('/sign-in');
        await expect(page.getByRole('heading', { level: 1, name: 'Sign in' })).toBeFocused();
        await expectLandedAndAnnounced(page, `signing out ${account.email}`);
        expect(await page.evaluate(() => sessionStorage.length), account.email).toBe(0);
        if (account === DEMO_ACCOUNTS[0]) await expectAccessible(page, 'sign-in after sign-out');
      });
    }
  });
}

test('after a failed sign-in focus is on the alert that says why; the busy button kept focus', async ({ page }) => {
  await page.goto('/sign-in');
  // A slow answer, so the button is busy for a while: focus must stay on it meanwhile.
  await page.evaluate(() => localStorage.setItem('mock:latency', '400'));
  await page.getByLabel('Email address or phone number').fill('amina.nakato@example.ug');
  await page.getByLabel('Password', { exact: true }).fill('not-the-password');
  const button = page.getByRole('button', { name: 'Sign in' });
  await button.focus();
  await recordFocusTrail(page);
  await page.keyboard.press('Enter');
  const alert = page.getByRole('alert').filter({ hasText: 'Incorrect username and password' });
  await expect(alert).toBeFocused();
  await expect(alert).toContainText('You could not be signed in');
  // The person stays on the sign-in page with what they typed.
  await expect(page).toHaveURL('/sign-in');
  await expect(page.getByLabel('Email address or phone number')).toHaveValue('amina.nakato@example.ug');
  const trail = await focusTrail(page);
  expect(trail).not.toContain('body');
  expect(trail[0]).toBe('button:Sign in');
  await expectAccessible(page, 'failed sign-in');
});

test('after Start now focus is on the notice heading', async ({ page }) => {
  await signIn(page, 'amina.nakato@example.ug');
  await expect(page).toHaveURL('/user/services/list');
  await markDocument(page);
  await page.getByRole('link', { name: /^Start now\s?: Give notice of a civil marriage$/ }).focus();
  await page.keyboard.press('Enter');
  await expect(page.getByRole('heading', { level: 1, name: 'Give notice of a civil marriage' })).toBeFocused();
  await expectLandedAndAnnounced(page, 'Start now');
  await expectAccessible(page, 'notice task list');
});

test('after Verify NIN in the wizard focus stays on the button, and the result is said', async ({ page }) => {
  await signIn(page, 'amina.nakato@example.ug');
  await page.getByRole('link', { name: /^Start now\s?: Give notice of a civil marriage$/ }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Give notice of a civil marriage' })).toBeVisible();
  await openStep(page, 'First party');
  await page.getByLabel('National Identification Number (NIN)').fill(AMINA.nin);
  await page.evaluate(() => localStorage.setItem('mock:latency', '400'));
  const verify = page.getByRole('button', { name: 'Verify NIN' });
  await verify.focus();
  await page.keyboard.press('Enter');
  await expect(page.getByRole('status').filter({ hasText: /^NIN verified: Amina Nakato\./ })).toBeVisible();
  await expect(verify).toBeFocused();
  // Tab goes on to the next field, not back to the top of the page.
  await page.keyboard.press('Tab');
  await expect(page.locator('#main-content :focus')).toHaveCount(1);
  await expectAccessible(page, 'first party, verified');
});

test('onboarding: after Send me a code focus is on the code step; after the code on the record; after "This is not me" on the NIN box', async ({
  page,
}) => {
  await signInByKeyboard(page, 'new.citizen@example.ug');
  await expect(page).toHaveURL('/account-onboard');
  await expectLandedAndAnnounced(page, 'signing in');
  const nin = page.getByLabel('National Identification Number (NIN)');
  await nin.fill(FREE_NINS[0] ?? '');
  await recordFocusTrail(page);
  await nin.press('Enter');
  await expect(page.getByRole('heading', { level: 2, name: 'Enter the code we sent' })).toBeFocused();
  const code = page.getByLabel('Code', { exact: true });
  await code.fill((await latestMessage(page, registerPhone(FREE_NINS[0]), 'sms')).code ?? '');
  await code.press('Enter');
  await expect(page.getByRole('heading', { level: 2, name: 'Your record in the national register' })).toBeFocused();
  expect(await focusTrail(page)).not.toContain('body');
  await expectAccessible(page, 'onboarding, record found');
  await page.getByRole('button', { name: 'This is not me' }).focus();
  await page.keyboard.press('Enter');
  await expect(page.getByLabel('National Identification Number (NIN)')).toBeFocused();
});

test('after following an area link focus is on the new page heading, not the link', async ({ page }) => {
  await signIn(page, 'amina.nakato@example.ug');
  await expect(page).toHaveURL('/user/services/list');
  await markDocument(page);
  await page.getByRole('navigation', { name: 'Area' }).getByRole('link', { name: 'Your applications' }).focus();
  await page.keyboard.press('Enter');
  await expect(page.getByRole('heading', { level: 1, name: 'Your applications' })).toBeFocused();
  await expectLandedAndAnnounced(page, 'the area link');
  await expectAccessible(page, 'your applications');
});

test('after a back-office link and Enter on a queue row focus is on each new page heading', async ({ page }) => {
  await signIn(page, 'registrar@registry.example.ug');
  await expect(page).toHaveURL('/backoffice/dashboard');
  await page.evaluate(async () => {
    await fetch('/api/__mock/seed-applications', {
      method: 'POST',
      headers: { 'Content-Type': 'application/json' },
      body: JSON.stringify({ count: 40, serviceType: 'MARRIAGE', seed: 17 }),
    });
  });
  await markDocument(page);
  await page.getByRole('navigation', { name: 'Back office' }).getByRole('link', { name: 'Task queue' }).first().focus();
  await page.keyboard.press('Enter');
  await expect(page.getByRole('heading', { level: 1, name: 'Civil marriage task queue' })).toBeFocused();
  await expectLandedAndAnnounced(page, 'the back-office link');
  await expect(page.getByText(/^Showing 1–/)).toBeVisible();
  await expectAccessible(page, 'task queue');

  const row = page.getByRole('rowheader').getByRole('link').first();
  const reference = (await row.innerText()).trim();
  await row.focus();
  await page.keyboard.press('Enter');
  await expect(page.getByRole('heading', { level: 1, name: `Application ${reference}` })).toBeFocused();
  await expectLandedAndAnnounced(page, 'Enter on a queue row');
  await expectAccessible(page, 'application details');
});
