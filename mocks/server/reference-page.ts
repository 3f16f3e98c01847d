/**
 * The API's reference page (issue 28 §5; docs/decisions/033): Redoc's standalone bundle rendering the
 * contract. Served by the standalone mock API at <base>/docs (http-server.ts) and written into the mock build
 * at /api-reference/ (scripts/api-reference.ts). No imports: Vite's configuration loads it.
 */

/**
 * The reference page: Redoc reading the document beside it (also written into the mock build at
 * /api-reference/ by scripts/api-reference.ts).
 * @param documentUrl - the document's address, relative to the page.
 * @param scriptUrl - Redoc's standalone bundle's address, relative to the page.
 * @returns the page's HTML.
 */
export function referencePage(documentUrl: string, scriptUrl: string): string {
  return `<!doctype html>
<html lang="en">
<head>
<meta charset="utf-8">
<meta name="viewport" content="width=device-width, initial-scale=1">
<title>Marriage Registry API reference</title>
<link rel="icon" href="data:,">
<style>
  /*
   * Redoc's expand and collapse buttons of the JSON samples are 10 px targets a line apart: made 24 px, on
   * lines 26 px apart, so each can be pressed (WCAG 2.5.8).
   */
  .redoc-json code { line-height: 26px !important; }
  .redoc-json .collapser { min-width: 24px !important; min-height: 24px !important; }
</style>
</head>
<body>
<main><redoc spec-url="${documentUrl}" path-in-middle-panel="true" required-props-first="true"></redoc></main>
<noscript>The reference needs JavaScript. The contract itself is <a href="${documentUrl}">openapi.json</a>.</noscript>
<script src="${scriptUrl}"></script>
</body>
</html>
`;
}
