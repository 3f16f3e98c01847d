/**
 * What the portal's libraries need to run under the deploy recipe's strict Content-Security-Policy
 * (deploy/nginx; docs/decisions/013-deploy-headers.md): no `eval`, and no `<style>` element without
 * the response's nonce. src/main.tsx imports this module first, so it runs before any schema is
 * built and before anything renders.
 *
 * - zod 4 builds its object parsers with `new Function` when it may; the probe alone is reported as
 *   a CSP violation (`script-src`), so it is switched off (`jitless`). zod keeps its configuration in
 *   `globalThis.__zod_globalConfig` and adopts an object already there when it loads (zod PR #5889),
 *   so this sets it without importing zod: zod stays out of the start-up bundle (decision 004).
 * - react-remove-scroll (under Mantine's Modal and Drawer) inserts a `<style>` and reads its nonce
 *   from `__webpack_nonce__` (the get-nonce convention); Mantine's own `<style>` elements get the
 *   nonce through MantineProvider's `getStyleNonce` (src/ui/app/bootstrap.tsx).
 */
declare global {
  // The global get-nonce (react-style-singleton) reads: the nonce for the <style> it inserts.
  var __webpack_nonce__: string | undefined;
  // zod 4's global configuration (core.ts `globalConfig`).
  var __zod_globalConfig: { jitless?: boolean } | undefined;
}

/**
 * The nonce the server gave this page: index.html's `<meta property="csp-nonce">`, whose nonce
 * Vite writes as a placeholder (vite.config.ts `html.cspNonce`) and nginx replaces with a fresh
 * value per response, the same as in the response's Content-Security-Policy.
 * @returns the nonce, or undefined when the page has none (dev server, unit tests).
 */
export function cspNonce(): string | undefined {
  if (typeof document === 'undefined') return undefined;
  const meta = document.querySelector<HTMLMetaElement>('meta[property="csp-nonce"]');
  // Browsers hide the attribute's value once the page has a policy; the nonce property keeps it.
  return meta?.nonce || meta?.getAttribute('nonce') || undefined;
}

// Mutated, not replaced: a zod loaded earlier (as in unit tests) holds on to the same object.
(globalThis.__zod_globalConfig ??= {}).jitless = true;
globalThis.__webpack_nonce__ = cspNonce();
