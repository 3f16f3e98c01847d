import { useEffect } from 'react';

/** The site name every page title ends with. */
export const SITE_NAME = 'Marriage Registry';

/**
 * A page's document title: "{title} – Marriage Registry" (en dash), or the site name alone when the
 * title is empty (WCAG 2.4.2). Put "Error: " first yourself when the page shows form errors (GOV.UK).
 * @param title - the page's own title, usually its h1.
 */
export function pageTitle(title: string): string {
  const own = title.trim();
  return own ? `${own} – ${SITE_NAME}` : SITE_NAME;
}

/**
 * Set `document.title` to {@link pageTitle}(title) while the page is shown; screen readers read the
 * new title after a route change.
 * @param title - the page's own title.
 */
export function usePageTitle(title: string): void {
  useEffect(() => {
    document.title = pageTitle(title);
  }, [title]);
}
