/**
 * The stylesheets a pre-rendered page defers (docs/decisions/027-app-after-first-paint.md): the build
 * puts the rules the page's own elements need into the page (scripts/prerender.mjs), and keeps the
 * stylesheets themselves in a `<template data-deferred-stylesheets>`, whose content the browser neither
 * fetches nor applies, so nothing holds up the first paint and nothing is downloaded before the app
 * (docs/decisions/054-the-app-when-reached-for.md). The entry script applies them with the app: the pages
 * the portal goes on to show need all their rules.
 */

/** The attribute of the `<template>` that holds a page's deferred stylesheets (scripts/prerender.mjs writes it). */
export const DEFERRED_STYLESHEET_ATTRIBUTE = 'data-deferred-stylesheets';

/**
 * Apply each deferred stylesheet of a document: the `<link rel="stylesheet">` elements of each marked template, at
 * the end of `<head>`, so they precede the `<style>` elements Mantine renders in `<body>` and the theme's variables
 * there keep the last word. A stylesheet a script inserts does not hold up painting. The template is removed, so a
 * second call applies nothing.
 * @param doc - the document (the page's own by default).
 * @returns how many stylesheets were applied (0 on a page that defers none, as on index.html).
 */
export function applyDeferredStylesheets(doc: Document = document): number {
  let applied = 0;
  for (const template of doc.querySelectorAll<HTMLTemplateElement>(`template[${DEFERRED_STYLESHEET_ATTRIBUTE}]`)) {
    const sheets = [...template.content.querySelectorAll('link[rel="stylesheet"]')].map((link) => doc.importNode(link, true));
    template.remove();
    doc.head.append(...sheets);
    applied += sheets.length;
  }
  return applied;
}
