/**
 * Words held as data in the ui (a route's title, a form's label, a table of labels by enum; issue 32): the domain's
 * {@link Words} and {@link say} (src/domain/words.ts), and the document title.
 */
import type { I18n } from '@lingui/core';
import { msg } from '@lingui/core/macro';
import { say, type Words } from '#src/domain/words';

export { isMessage, say, type Words } from '#src/domain/words';

/**
 * The document title of a page (WCAG 2.4.2): its title and the service's name, e.g. "Sign in – Marriage Registry".
 * @param i18n - the catalogue, in the language to draw in.
 * @param title - the page's title (the route table's, src/ui/route-table.ts).
 * @returns the text for `document.title` / `<title>`.
 */
export function documentTitle(i18n: I18n, title: Words): string {
  const page = say(i18n, title);
  return i18n._(msg`${page} – Marriage Registry`);
}
