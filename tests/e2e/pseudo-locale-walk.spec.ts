/**
 * Issue 32 "What it must show": every static route of the route table, walked under the pseudo-locale `en-XA` as the
 * person of its area (tests/support/walks.ts, the focus walk's), shows every heading, label, button, table head,
 * navigation link, tab, alert and definition term from the catalogue (each carries the `⟦ ⟧` marks), and nothing
 * overflows a 390 px screen with the longer words. A word written in a component instead of the catalogue fails here
 * with its page and its text.
 *
 * Table heads are the column heads; a table's row headers hold its data (a reference, a person, a room) and are not
 * read. Skipped too, as no catalogue holds them: what has no letters (a page number), what another language names in
 * its own words (`lang`: the language menu's "Kiswahili"), what is marked `translate="no"` (a certificate's specimen,
 * whose words are a legal record's), and the mock build's tools for developers and testers (its outbox), which stay
 * in English.
 */
import type { Page } from '@playwright/test';
import { DEMO_ACCOUNTS } from '#mocks/seed/demo';
import { expect, openInApp, signIn, test } from '../support/e2e';
import { WALKS } from '../support/walks';

/** The elements whose words must come from the catalogue (issue 32). */
const READ_ELEMENTS = 'h1, h2, h3, h4, label, button, thead th, th[scope="col"], nav a, [role="tab"], [role="alert"], dt';

/**
 * The visible elements of {@link READ_ELEMENTS} whose words lack the pseudo-locale's mark, and how far the page is
 * wider than its screen (px; 0 when nothing overflows).
 */
async function unmarked(page: Page): Promise<{ words: string[]; overflow: number }> {
  return page.evaluate((selector) => {
    const words: string[] = [];
    for (const el of document.querySelectorAll<HTMLElement>(selector)) {
      if (!el.checkVisibility({ visibilityProperty: true, opacityProperty: false })) continue;
      if (el.closest('[translate="no"], [lang]:not(html), [data-developer-tools]')) continue;
      const text = (el.getAttribute('aria-label') ?? el.innerText).trim();
      if (!/\p{L}/u.test(text) || text.includes('⟦')) continue;
      words.push(`<${el.tagName.toLowerCase()}> ${text.slice(0, 80)}`);
    }
    return { words, overflow: Math.max(0, document.documentElement.scrollWidth - window.innerWidth) };
  }, READ_ELEMENTS);
}

/** Wait until the page has loaded what it shows (its h1 in the catalogue's words, no loader turning), then read it. */
async function expectAllMarked(page: Page, label: string): Promise<void> {
  await expect(page.locator('main h1, h1').first(), label).toContainText('⟦');
  await expect(page.locator('.mantine-Loader:visible, [aria-busy="true"]:visible'), label).toHaveCount(0);
  await expect
    .poll(() => unmarked(page), { message: `words outside the catalogue, or overflow, on ${label}` })
    .toEqual({
      words: [],
      overflow: 0,
    });
}

/** The polite live region that says each new page's title (src/ui/components/route-focus/route-focus.tsx). */
const ANNOUNCER = '#route-announcer';

/** Routes per test: a long walk is cut in parts, so the two workers share it (each part signs in). */
const WALK_PART = 24;

test.use({ viewport: { width: 390, height: 844 } });

for (const walk of WALKS) {
  const parts = Math.ceil(walk.routes.length / WALK_PART);
  for (let part = 0; part < parts; part += 1) {
    const routes = walk.routes.slice(part * WALK_PART, (part + 1) * WALK_PART);
    const name = parts > 1 ? `${walk.name} (part ${part + 1} of ${parts})` : walk.name;
    test(`every word of every page comes from the catalogue, and fits at 390 px: ${name}`, async ({ page }) => {
      test.setTimeout(300_000);
      let start = '/';
      if (walk.account) {
        await signIn(page, walk.account);
        start = DEMO_ACCOUNTS.find((a) => a.email === walk.account)?.landingPath ?? '/';
        await expect(page).toHaveURL(start);
      }
      // Signed in in English, the portal reopens in the pseudo-locale: ?lang= wins over the account's language.
      await page.goto(`${start}?lang=en-XA`);
      await expect(page.locator('html')).toHaveAttribute('lang', 'en-XA');
      // The navigation folds away on a phone: read the area's frame once on a wide screen, then walk at 390 px.
      await page.setViewportSize({ width: 1366, height: 900 });
      await expectAllMarked(page, `${start} at 1366 px`);
      await page.setViewportSize({ width: 390, height: 844 });
      // The page the walk starts on is read last, from another page, so every visit is a route change.
      const ordered = [...routes.filter((r) => r.path !== start), ...routes.filter((r) => r.path === start)];
      for (const route of ordered) {
        // The route announcer says every route change once the new page is shown (src/ui/components/route-focus);
        // a page that needs what the walk has not done (a code to verify) may send the person back where they came
        // from, which is then read again. A walk of one page reads the page it started on.
        const from = await page.evaluate(() => window.location.pathname);
        if (route.path !== from) {
          const announced = await page.locator(ANNOUNCER).textContent();
          await openInApp(page, route.path);
          await expect
            .poll(
              async () =>
                (await page.locator(ANNOUNCER).textContent()) !== announced ||
                (await page.evaluate(() => window.location.pathname)) === from,
              { message: `opening ${route.path}` },
            )
            .toBe(true);
        }
        await expectAllMarked(page, route.path);
      }
    });
  }
}
