/**
 * The stylesheets a pre-rendered page defers (docs/decisions/027-app-after-first-paint.md): the build
 * puts the rules the page's own elements need into the page (scripts/prerender.mjs), and names the
 * stylesheets themselves only as preloads marked `data-deferred-stylesheet`, so nothing holds up the
 * first paint. The entry script applies them: the pages the portal goes on to show need all their rules.
 */

/** The attribute that marks a deferred stylesheet's preload (scripts/prerender.mjs writes it). */
export const DEFERRED_STYLESHEET_ATTRIBUTE = 'data-deferred-stylesheet';

/**
 * Apply each deferred stylesheet of a document: a `<link rel="stylesheet">` for each marked preload,
 * at the end of `<head>`, so it precedes the `<style>` elements Mantine renders in `<body>` and the
 * theme's variables there keep the last word. A stylesheet a script inserts does not hold up painting.
 * @param doc - the document (the page's own by default).
 * @returns how many stylesheets were applied (0 on a page that defers none, as on index.html).
 */
export function applyDeferredStylesheets(doc: Document = document): number {
  const preloads = [...doc.querySelectorAll<HTMLLinkElement>(`link[rel="preload"][${DEFERRED_STYLESHEET_ATTRIBUTE}]`)];
  for (const preload of preloads) {
    const sheet = doc.createElement('link');
    sheet.rel = 'stylesheet';
    sheet.setAttribute('href', preload.getAttribute('href') ?? '');
    const crossOrigin = preload.getAttribute('crossorigin');
    if (crossOrigin !== null) sheet.setAttribute('crossorigin', crossOrigin);
    doc.head.append(sheet);
    preload.removeAttribute(DEFERRED_STYLESHEET_ATTRIBUTE);
  }
  return preloads.length;
}
