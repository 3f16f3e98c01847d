import { useEffect } from 'react';
import type { I18n } from '@lingui/core';
import { msg } from '@lingui/core/macro';
import { useLingui } from '@lingui/react';
import { documentTitle } from '#src/ui/shared/words';

/** The site name every page title ends with. */
export const SITE_NAME = msg`Marriage Registry`;

/**
 * A page's document title: "{title} – Marriage Registry" (en dash), or the site name alone when the
 * title is empty (WCAG 2.4.2). Put "Error: " first yourself when the page shows form errors (GOV.UK).
 * @param i18n - the catalogue, in the language to draw in.
 * @param title - the page's own title, usually its h1.
 */
export function pageTitle(i18n: I18n, title: string): string {
  const own = title.trim();
  return own ? documentTitle(i18n, own) : i18n._(SITE_NAME);
}

/**
 * Set `document.title` to {@link pageTitle}(title) while the page is shown; screen readers read the
 * new title after a route change.
 * @param title - the page's own title.
 */
export function usePageTitle(title: string): void {
  const { i18n } = useLingui();
  const text = pageTitle(i18n, title);
  useEffect(() => {
    document.title = text;
  }, [text]);
}
