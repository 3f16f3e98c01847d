/**
 * Whether the app hydrated a pre-rendered page or rendered it afresh (docs/decisions/026, 050): rendered afresh, React
 * empties the root element (its first commit removes the pre-rendered `<main>`); hydrated, it keeps every element.
 */
import type { Page } from '@playwright/test';

/**
 * Watch, from before the page's first byte, for the pre-rendered `<main>` being removed. Call before `page.goto`;
 * read with {@link prerenderedPageReplaced}.
 * @param page - the page about to open a pre-rendered address.
 */
export async function watchPrerenderedPage(page: Page): Promise<void> {
  await page.addInitScript(() => {
    const flags = window as unknown as { prerenderedPageReplaced: boolean };
    flags.prerenderedPageReplaced = false;
    new MutationObserver((records) => {
      for (const record of records)
        for (const node of record.removedNodes)
          if (node instanceof Element && (node.matches('main') || node.querySelector('main'))) flags.prerenderedPageReplaced = true;
    }).observe(document, { childList: true, subtree: true });
  });
}

/**
 * Whether the pre-rendered page's `<main>` has been removed since the page opened (see {@link watchPrerenderedPage}).
 * @param page - a page opened after {@link watchPrerenderedPage}.
 * @returns true when the app rendered the page afresh, false when it hydrated it.
 */
export async function prerenderedPageReplaced(page: Page): Promise<boolean> {
  return page.evaluate(() => (window as unknown as { prerenderedPageReplaced: boolean }).prerenderedPageReplaced);
}
