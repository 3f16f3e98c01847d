/**
 * The portal served the way it is deployed: nginx with the deploy recipe (deploy/nginx/templates),
 * its strict Content-Security-Policy and the other headers (docs/decisions/013-deploy-headers.md).
 * playwright.config.ts starts nginx (scripts/serve-nginx.mjs) on two ports: the mock build, whose
 * API is its own origin (MSW), and a production build whose API is another origin.
 *
 * A page reports what its policy refuses as `securitypolicyviolation` events and console messages;
 * every test collects both from every page it opens (documents opened in new tabs included) and
 * expects none, but where it provokes one on purpose.
 */
import { spawn, spawnSync } from 'node:child_process';
import { mkdtempSync, readdirSync, readFileSync, rmSync } from 'node:fs';
import { type ClientHttp2Session, connect } from 'node:http2';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { APIResponse, Page } from '@playwright/test';
import { openFirstFromQueue, signInAs, signOut, startReview } from '../support/backoffice';
import { test } from '../support/csp';
import { expect, expectAccessible } from '../support/e2e';
import { FAKE_API_ORIGIN, findNginx, NGINX_MISSING, NGINX_PRODUCTION_ORIGIN } from '../support/nginx';
import { prerenderedPageReplaced, watchPrerenderedPage } from '../support/hydration';
import { brotliModule, makeTestCertificate } from '../../scripts/serve-nginx.mjs';

const nginx = findNginx();
/** Whether nginx must send the bundles' brotli copies: it has the module, or this is CI (.ci/run installs it; decision 052). */
const expectBrotli = Boolean(brotliModule(nginx ?? 'nginx') || process.env.CI);

// Without nginx the tests cannot run: skipped on a developer's machine, failed in CI.
test.skip(!nginx && !process.env.CI, NGINX_MISSING);
test.beforeEach(() => {
  expect(nginx, NGINX_MISSING).toBeDefined();
});

/** The directives of a response's Content-Security-Policy, by name. */
function policyOf(response: { headers(): Record<string, string> } | null): Record<string, string> {
  const header = response?.headers()['content-security-policy'] ?? '';
  return Object.fromEntries(
    header
      .split(';')
      .map((d) => d.trim().split(/\s+/))
      .filter(([name]) => name)
      .map(([name, ...sources]) => [name as string, sources.join(' ')]),
  );
}

/** The policy of the deploy recipe, but for its nonce and the API origin. */
function expectedPolicy(nonce: string, apiOrigin: string): Record<string, string> {
  return {
    'default-src': "'self'",
    'script-src': "'self' 'wasm-unsafe-eval'",
    'style-src': `'self' 'nonce-${nonce}'`,
    'style-src-attr': "'unsafe-inline'",
    'img-src': "'self'",
    'font-src': "'self'",
    'connect-src': `'self' data: ${apiOrigin}`,
    'worker-src': "'self'",
    'manifest-src': "'self'",
    'frame-src': "'none'",
    'object-src': "'none'",
    'base-uri': "'self'",
    'form-action': "'self'",
    'frame-ancestors': "'none'",
  };
}

/** The headers every document carries (a page, a service worker, an error page); a bundle carries only some (below). */
const SECURITY_HEADERS = {
  'strict-transport-security': 'max-age=63072000; includeSubDomains',
  'x-content-type-options': 'nosniff',
  'x-frame-options': 'DENY',
  'referrer-policy': 'same-origin',
  'cross-origin-opener-policy': 'same-origin',
  'cross-origin-resource-policy': 'same-origin',
  server: 'nginx',
};

function expectSecurityHeaders(response: APIResponse, what: string): void {
  const headers = response.headers();
  for (const [name, value] of Object.entries(SECURITY_HEADERS)) expect(headers[name], `${name} of ${what}`).toBe(value);
  for (const feature of ['camera', 'microphone', 'geolocation', 'payment', 'usb', 'browsing-topics']) {
    expect(headers['permissions-policy'], `permissions-policy of ${what}`).toContain(`${feature}=()`);
  }
  expect(policyOf(response)['script-src'], `script-src of ${what}`).toBe("'self' 'wasm-unsafe-eval'");
}

/** The headers that govern a document only, which a bundle in /assets/ is sent without (decision 051). */
const DOCUMENT_ONLY_HEADERS = [
  'content-security-policy',
  'x-frame-options',
  'referrer-policy',
  'permissions-policy',
  'cross-origin-opener-policy',
];

/**
 * A hashed bundle's headers: never sniffed, never read by another site, HTTPS only; none of a document's, which cost
 * about 870 bytes a file on HTTP/1.1 (issue 33).
 */
function expectBundleHeaders(response: APIResponse, what: string): void {
  const headers = response.headers();
  expect(headers['x-content-type-options'], `x-content-type-options of ${what}`).toBe('nosniff');
  expect(headers['cross-origin-resource-policy'], `cross-origin-resource-policy of ${what}`).toBe('same-origin');
  expect(headers['strict-transport-security'], `strict-transport-security of ${what}`).toBe(SECURITY_HEADERS['strict-transport-security']);
  for (const name of DOCUMENT_ONLY_HEADERS) expect(headers[name], `${name} of ${what}`).toBeUndefined();
  const size = Object.entries(headers).reduce((sum, [name, value]) => sum + name.length + value.length + 4, 0);
  expect(size, `the bytes of ${what}'s headers`).toBeLessThan(500);
}

test('the headers: a strict policy with a fresh nonce per page, index.html never cached, hashed bundles cached a year', async ({
  request,
}) => {
  const first = await request.get('/backoffice/dashboard'); // a route only the app knows: index.html
  expect(first.status()).toBe(200);
  expect(first.headers()['content-type']).toMatch(/^text\/html/);
  expect(first.headers()['cache-control']).toBe('no-cache');
  // No validators: a revalidation can never pair a cached page with a newer nonce.
  expect(first.headers().etag).toBeUndefined();
  expect(first.headers()['last-modified']).toBeUndefined();
  expectSecurityHeaders(first, 'index.html');
  const nonce = /'nonce-([0-9a-f]{32})'/.exec(policyOf(first)['style-src'] ?? '')?.[1] ?? '';
  expect(policyOf(first)).toEqual(expectedPolicy(nonce, "'self'"));
  const html = await first.text();
  expect(html).toContain(`<meta property="csp-nonce" nonce="${nonce}" content="">`);
  expect(html).not.toContain('PORTAL_CSP_NONCE');
  expect(html).not.toMatch(/<script(?![^>]*\bsrc=)[^>]*>/); // no inline script

  const second = await request.get('/');
  const secondNonce = /'nonce-([0-9a-f]{32})'/.exec(policyOf(second)['style-src'] ?? '')?.[1];
  expect(secondNonce).toBeDefined();
  expect(secondNonce).not.toBe(nonce);

  const bundle = /<script type="module" crossorigin src="(\/assets\/[^"]+\.js)"/.exec(html)?.[1] ?? '';
  const script = await request.get(bundle, { headers: { 'Accept-Encoding': 'gzip' } });
  expect(script.status()).toBe(200);
  expect(script.headers()['cache-control']).toBe('public, max-age=31536000, immutable');
  expect(script.headers()['content-encoding']).toBe('gzip');
  expectBundleHeaders(script, bundle);
  const stylesheet = /<link rel="stylesheet" crossorigin href="(\/assets\/[^"]+\.css)"/.exec(html)?.[1] ?? '';
  expect(stylesheet).not.toBe('');
  expectBundleHeaders(await request.get(stylesheet), stylesheet);

  // A missing bundle's 404 is nginx's own HTML page: a document, with every header.
  const missing = await request.get('/assets/no-such-bundle-0000.js');
  expect(missing.status()).toBe(404);
  expect(missing.headers()['cache-control']).toBeUndefined();
  expectSecurityHeaders(missing, 'a missing bundle');

  const worker = await request.get('/mockServiceWorker.js');
  expect(worker.headers()['cache-control']).toBe('no-cache');
  expectSecurityHeaders(worker, 'the mock service worker');
  // A Web Worker's script is its worker's document: it keeps the policy (the flow visualizer's layout engine).
  const layoutWorker = `/assets/${readdirSync('dist-mock/assets').find((file) => /^elk\.worker-[^/]+\.js$/.test(file)) ?? 'elk.worker-missing.js'}`;
  const layout = await request.get(layoutWorker);
  expect(layout.status(), layoutWorker).toBe(200);
  expect(layout.headers()['cache-control']).toBe('public, max-age=31536000, immutable');
  expectSecurityHeaders(layout, layoutWorker);
});

test('the production build: bundles precompressed and cached a year, pages and the service worker revalidated (issue 33 item 3)', async ({
  request,
}) => {
  const gzip = { headers: { 'Accept-Encoding': 'gzip' } };
  const landing = await request.get(`${NGINX_PRODUCTION_ORIGIN}/`, gzip);
  expect(landing.headers()['cache-control']).toBe('no-cache');
  expect(landing.headers()['content-encoding']).toBe('gzip');
  const html = await landing.text();
  // The pre-rendered page links the entry, preloaded or as a module script.
  const bundle = /(\/assets\/index-[^"]+\.js)"/.exec(html)?.[1] ?? '';
  expect(bundle).not.toBe('');
  const script = await request.get(`${NGINX_PRODUCTION_ORIGIN}${bundle}`, gzip);
  expect(script.headers()['cache-control']).toBe('public, max-age=31536000, immutable');
  expect(script.headers()['content-encoding']).toBe('gzip');
  // gzip_static sends the file the build compressed (scripts/precompress.mjs), byte for byte: its length is known.
  expect(Number(script.headers()['content-length'])).toBe(readFileSync(`dist-deploy${bundle}.gz`).length);
  expectBundleHeaders(script, bundle);
  // A browser that takes brotli gets the build's brotli copy, where nginx has the module (.ci/run installs Debian's;
  // decision 052), and it is smaller than the gzip one.
  if (expectBrotli) {
    const brotli = await request.get(`${NGINX_PRODUCTION_ORIGIN}${bundle}`, { headers: { 'Accept-Encoding': 'gzip, deflate, br' } });
    expect(brotli.headers()['content-encoding'], 'nginx has the brotli_static module (libnginx-mod-http-brotli-static)').toBe('br');
    expect(brotli.headers()['vary']).toBe('Accept-Encoding');
    expect(brotli.headers()['cache-control']).toBe('public, max-age=31536000, immutable');
    expect(Number(brotli.headers()['content-length'])).toBe(readFileSync(`dist-deploy${bundle}.br`).length);
    expect(readFileSync(`dist-deploy${bundle}.br`).length).toBeLessThan(readFileSync(`dist-deploy${bundle}.gz`).length);
    expect(await brotli.text()).toBe(readFileSync(`dist-deploy${bundle}`, 'utf8'));
  }
  for (const path of ['/sw.js', '/offline.html', '/sign-in']) {
    const response = await request.get(`${NGINX_PRODUCTION_ORIGIN}${path}`, gzip);
    expect(response.status(), path).toBe(200);
    expect(response.headers()['cache-control'], path).toBe('no-cache');
    expectSecurityHeaders(response, path);
  }
  // The favicon, which the browser fetches around the service worker, is kept a day rather than asked for at every page.
  const icon = await request.get(`${NGINX_PRODUCTION_ORIGIN}/favicon.svg`, gzip);
  expect(icon.status()).toBe(200);
  expect(icon.headers()['cache-control']).toBe('public, max-age=86400');
  expect(icon.headers()['content-type']).toMatch(/^image\/svg\+xml/);
  // The offline page gets the response's nonce like every page.
  const offline = await request.get(`${NGINX_PRODUCTION_ORIGIN}/offline.html`);
  const nonce = /'nonce-([0-9a-f]{32})'/.exec(policyOf(offline)['style-src'] ?? '')?.[1] ?? '';
  expect(await offline.text()).toContain(`<style nonce="${nonce}">`);
  // The mock build has no worker of ours: it keeps MSW's.
  expect((await request.get('/sw.js')).headers()['content-type']).toMatch(/^text\/html/);
});

test('a registrar signs in, opens a licence application and its documents, opens a dialog, downloads a certificate and signs out, with no CSP violation', async ({
  page,
  violations,
}) => {
  await signInAs(page, 'registrar@registry.example.ug');
  // Mantine's theme variables come in a <style> element: applied only if its nonce matched.
  expect(await page.evaluate(() => getComputedStyle(document.documentElement).getPropertyValue('--mantine-color-blue-8'))).not.toBe('');

  const reference = await openFirstFromQueue(
    page,
    '/backoffice/organisation-licenses/task-queue',
    'Public place licence task queue',
    /^PL-\d{4}-[0-9A-Z]{4}-[0-9A-Z]{4}$/,
  );
  await expectAccessible(page, 'licence details (nginx)');

  // A seeded document opens in a new tab from a blob: URL; that tab inherits the page's policy.
  const [pdf] = await Promise.all([
    page.waitForEvent('popup'),
    page
      .getByRole('button', { name: /^Open / })
      .first()
      .click(),
  ]);
  await pdf.waitForLoadState();
  expect(pdf.url()).toMatch(/^blob:/);
  expect(await pdf.evaluate(() => document.contentType)).toBe('application/pdf');
  await pdf.close();

  // An image opens the same way (the seeded documents are PDFs, so the page makes one as the
  // documents table does). The browser's own image viewer centres it with style attributes, which
  // the inherited policy allows (style-src-attr); refused, each image would report three violations.
  const [image] = await Promise.all([
    page.waitForEvent('popup'),
    page.evaluate(() => {
      const png = 'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mNk+M9QDwADhgGAWjR9awAAAABJRU5ErkJggg==';
      const bytes = Uint8Array.from(atob(png), (c) => c.charCodeAt(0));
      window.open(URL.createObjectURL(new Blob([bytes], { type: 'image/png' })), '_blank');
    }),
  ]);
  await image.waitForLoadState();
  await expect.poll(() => image.evaluate(() => document.querySelector('img')?.naturalWidth ?? 0)).toBe(1);
  await image.close();

  // A dialog: Mantine's modal locks the page's scroll with a <style> element of its own.
  await startReview(page, reference);
  await page.getByRole('button', { name: 'Approve' }).click();
  const dialog = page.getByRole('dialog', { name: 'Approve application' });
  await expect(dialog).toBeVisible();
  await expect(page.locator('body')).toHaveCSS('overflow', 'hidden');
  await expectAccessible(page, 'approve dialog (nginx)');
  await dialog.getByRole('button', { name: 'Cancel' }).click();
  await expect(dialog).toBeHidden();

  // An issued certificate is drawn in the browser (react-pdf; its layout engine is WebAssembly, which
  // 'wasm-unsafe-eval' lets compile) and saved from a blob: URL (docs/decisions/013).
  await page.goto('/backoffice/marriage-returns/details/00000000-0000-4000-8008-000000000001');
  const [certificate] = await Promise.all([
    page.waitForEvent('download'),
    page.getByRole('button', { name: 'Download Certificate of marriage (PDF)' }).click(),
  ]);
  expect(certificate.suggestedFilename()).toMatch(/^certificate-of-marriage-RM-\d{4}-\d{6}\.pdf$/);
  expect(
    readFileSync((await certificate.path())!)
      .subarray(0, 5)
      .toString('latin1'),
  ).toBe('%PDF-');

  await signOut(page);
  expect(violations).toEqual([]);
});

test('the production build, its API on another origin: the public register loads under connect-src, any other origin is refused', async ({
  page,
  violations,
}) => {
  const place = {
    licenceNumber: 'PL-2026-000123',
    name: 'St. Andrew Church, Bukoto',
    denomination: 'Anglican (Church of Uganda)',
    address: 'Plot 4, Bukoto Street',
    district: 'Kampala',
    grantedAt: '2026-10-02T09:00:00.000Z',
  };
  let apiCalls = 0;
  // Routes see only what the page's policy let through.
  await page.route(`${FAKE_API_ORIGIN}/v1/**`, (route) => {
    apiCalls += 1;
    return route.fulfill({ json: { data: [place] }, headers: { 'Access-Control-Allow-Origin': NGINX_PRODUCTION_ORIGIN } });
  });

  const landing = await page.goto(`${NGINX_PRODUCTION_ORIGIN}/`);
  expect(policyOf(landing)['connect-src']).toBe(`'self' data: ${FAKE_API_ORIGIN}`);
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
  await expectAccessible(page, 'landing page (production build, nginx)');

  await page.goto(`${NGINX_PRODUCTION_ORIGIN}/licensed-places-of-worship`);
  await expect(page.getByText(place.name)).toBeVisible();
  expect(apiCalls).toBeGreaterThan(0);
  await expectAccessible(page, 'licensed places register (production build, nginx)');
  expect(violations).toEqual([]);

  // Anything else the page tries to reach is refused by the browser before it leaves.
  const elsewhere = await page.evaluate(() =>
    fetch('https://elsewhere.example/collect').then(
      () => 'sent',
      () => 'refused',
    ),
  );
  expect(elsewhere).toBe('refused');
  await expect.poll(() => violations.join('\n')).toContain('connect-src blocked https://elsewhere.example/collect');
});

/** Each pre-rendered public page (src/ui/app/server-render.tsx PRERENDERED_PATHS), its h1 and a line of its main text. */
const PRERENDERED: ReadonlyArray<readonly [path: string, h1: string, text: string]> = [
  ['/', 'Marriage Registry', 'Track an application'],
  ['/services-prices', 'Services and prices', 'Services and prices'],
  ['/sign-in', 'Sign in', 'Email address or phone number'],
  ['/terms-and-privacy-policy', 'Terms and privacy policy', 'privacy'],
  ['/account-loading', 'Sign in to continue', 'Sign in'],
  ['/forbidden-access', 'You cannot open this page', 'You cannot open this page'],
  ['/unauthorized-access', 'Sign in to open this page', 'Sign in'],
  ['/licensed-places-of-worship', 'Licensed places of worship', 'Licensed places of worship'],
  ['/notices', 'Notices of marriage', 'Notices of marriage'],
  ['/verify', 'Verify a document', 'Verify a document'],
  ['/auth/sign-up', 'Create an account', 'Create an account'],
  ['/auth/reset-password-request', 'Reset your password', 'Reset your password'],
  // The tracking page's shell, which answers every reference; the browser then renders that reference's page.
  ['/tracking/MR-2026-7KQ4-9XH3', 'Track an application', 'Looking up the application…'],
  // The /auth pages that read a link's token or the registration in progress: their title and a loading line.
  ['/auth/set-password', 'Create your password', 'Loading…'],
  ['/auth/account-password', 'Choose a new password', 'Loading…'],
  ['/auth/email-verified', 'Verify your email address', 'Loading…'],
  ['/auth/verify-otp', 'Enter the code we sent to your phone', 'Loading…'],
  ['/auth/account-registration-success', 'Check your email', 'Loading…'],
];

test('the public pages arrive as HTML with their content, and hydrate without an error', async ({ page, request, violations }) => {
  test.setTimeout(120_000);
  // The API is another origin that answers nothing useful here: the pages must show their own content.
  await page.route(`${FAKE_API_ORIGIN}/v1/**`, (route) =>
    route.fulfill({ status: 503, json: { message: 'Unavailable' }, headers: { 'Access-Control-Allow-Origin': NGINX_PRODUCTION_ORIGIN } }),
  );
  const errors: string[] = [];
  page.on('console', (message) => {
    if (message.type() === 'error' && !/Failed to load resource/.test(message.text())) errors.push(`${page.url()}: ${message.text()}`);
  });
  page.on('pageerror', (error) => errors.push(`${page.url()}: ${error.message}`));
  for (const [path, h1, text] of PRERENDERED) {
    // Without running any script: the HTML as it arrives.
    const response = await request.get(`${NGINX_PRODUCTION_ORIGIN}${path}`);
    expect(response.status(), path).toBe(200);
    const html = await response.text();
    const main = /<main[^>]*>([\s\S]*)<\/main>/.exec(html)?.[1] ?? '';
    expect(/<h1[^>]*>([^<]*)<\/h1>/.exec(main)?.[1], `${path}: its h1 in the HTML`).toBe(h1);
    expect(main, `${path}: its text in the HTML`).toContain(text);
    expect(html, `${path}: its nonce`).not.toContain('PORTAL_CSP_NONCE');
    // Its CSS is in the page; no stylesheet holds up its first paint (docs/decisions/027).
    expect(html, `${path}: its critical CSS`).toMatch(/<style nonce="[^"]+">[^<]*\.m_/);
    // The full stylesheets wait in a template, which the browser neither fetches nor applies, until the app comes
    // (docs/decisions/054-the-app-when-reached-for.md).
    expect(html, `${path}: its stylesheets held for the app`).toMatch(/<template data-deferred-stylesheets><link rel="stylesheet"/);
    expect(html.replace(/<template[^>]*>[\s\S]*?<\/template>/g, ''), `${path}: no render-blocking stylesheet`).not.toMatch(
      /<link rel="(stylesheet|preload)"[^>]*\.css/,
    );

    // With scripts: hydrated (a shell: the page rendered over it), and nothing logged.
    await page.goto(`${NGINX_PRODUCTION_ORIGIN}${path}`);
    await expect(page.locator('html')).toHaveAttribute('data-portal', 'running');
    if (text !== 'Loading…') await expect(page.getByRole('heading', { level: 1, name: h1 })).toBeVisible();
    else await expect(page.getByRole('main').getByText('Loading…')).toHaveCount(0);
  }
  // The page looks the same before any script runs as once hydrated: the CSS inlined is what it needs.
  const landingLooks = async (target: Page, runs: boolean) => {
    await target.goto(`${NGINX_PRODUCTION_ORIGIN}/`);
    if (runs) await expect(target.locator('html')).toHaveAttribute('data-portal', 'running');
    const button = target.getByRole('link', { name: 'Create an account' }).first();
    return {
      main: await target.locator('main').boundingBox(),
      heading: await target.getByRole('heading', { level: 1 }).boundingBox(),
      button: await button.evaluate((el) => [getComputedStyle(el).backgroundColor, getComputedStyle(el).color]),
    };
  };
  const scriptless = await page.context().browser()!.newContext({ javaScriptEnabled: false });
  const before = await landingLooks(await scriptless.newPage(), false);
  await scriptless.close();
  expect(before).toEqual(await landingLooks(page, true));
  // A page whose API call failed says so accessibly (its "Try again" button once failed contrast on the red alert).
  await page.goto(`${NGINX_PRODUCTION_ORIGIN}/services-prices`);
  await expect(page.getByRole('button', { name: 'Try again' })).toBeVisible();
  await expectAccessible(page, 'price list, its API unavailable');
  // A pre-rendered form is usable once hydrated: the sign-in page's fields take input.
  await page.goto(`${NGINX_PRODUCTION_ORIGIN}/sign-in`);
  await page.getByLabel('Email address or phone number').fill('registrar@registry.example.ug');
  await expect(page.getByLabel('Email address or phone number')).toHaveValue('registrar@registry.example.ug');
  await expectAccessible(page, 'sign-in page, pre-rendered and hydrated');
  expect(errors).toEqual([]);
  expect(violations).toEqual([]);
});

test('a public page arrives pre-rendered in the language the address names or the cookie remembers, and is hydrated in it (issue 32)', async ({
  page,
  request,
  violations,
}) => {
  const langOf = async (path: string, cookie?: string) => {
    const response = await request.get(`${NGINX_PRODUCTION_ORIGIN}${path}`, cookie ? { headers: { Cookie: cookie } } : {});
    expect(response.status(), path).toBe(200);
    return { lang: /<html lang="([^"]+)"/.exec(await response.text())?.[1], vary: response.headers()['vary'] ?? '' };
  };
  const swahili = await langOf('/?lang=sw');
  expect(swahili.lang).toBe('sw');
  expect(swahili.vary).toContain('Cookie');
  expect((await langOf('/sign-in', 'portal_language=lg')).lang).toBe('lg');
  expect((await langOf('/sign-in?lang=en', 'portal_language=lg')).lang).toBe('en-UG');
  expect((await langOf('/tracking/MR-2026-AAAA-BBBB', 'portal_language=sw')).lang).toBe('sw');
  // Nothing but a language of the portal reaches a file name; an address the build did not pre-render is the app's shell.
  expect((await langOf('/?lang=../../index', 'portal_language=xx')).lang).toBe('en-UG');
  expect((await langOf('/user/applications', 'portal_language=sw')).lang).toBe('en-UG');
  // A hashed bundle does not vary by the cookie: it is the same file for everyone.
  const html = await (await request.get(`${NGINX_PRODUCTION_ORIGIN}/`)).text();
  const bundle = /(\/assets\/index-[^"]+\.js)"/.exec(html)?.[1] ?? '';
  expect((await request.get(`${NGINX_PRODUCTION_ORIGIN}${bundle}`)).headers()['vary'] ?? '').not.toContain('Cookie');

  await watchPrerenderedPage(page);
  await page.goto(`${NGINX_PRODUCTION_ORIGIN}/?lang=sw`);
  await expect(page.locator('html')).toHaveAttribute('data-portal', 'running');
  await expect(page.getByRole('heading', { level: 1, name: 'Usajili wa Ndoa' })).toBeVisible();
  expect(await prerenderedPageReplaced(page)).toBe(false);
  // Remembered in the cookie: the next page arrives in Swahili.
  await page.goto(`${NGINX_PRODUCTION_ORIGIN}/sign-in`);
  await expect(page.locator('html')).toHaveAttribute('data-portal', 'running');
  await expect(page.locator('html')).toHaveAttribute('lang', 'sw');
  await expect(page.getByRole('heading', { level: 1, name: 'Ingia' })).toBeVisible();
  expect(await prerenderedPageReplaced(page)).toBe(false);
  expect(violations).toEqual([]);
});

test('the service worker keeps the landing page the browser has just read rather than downloading it again (issue 33)', async ({
  page,
}) => {
  const landing = await page.goto(`${NGINX_PRODUCTION_ORIGIN}/`);
  // Each answer of a page has a nonce of its own (nginx's $request_id), in its policy and its HTML.
  const nonce = /'nonce-([0-9a-f]{32})'/.exec(policyOf(landing)['style-src'] ?? '')?.[1] ?? '';
  expect(nonce).not.toBe('');
  await expect(page.locator('html')).toHaveAttribute('data-portal', 'running');
  await expect.poll(() => page.evaluate(() => Boolean(navigator.serviceWorker.controller)), { timeout: 30_000 }).toBe(true);
  const kept = await page.evaluate(async () => {
    const cache = await caches.open('portal-pages');
    const pages: Record<string, string> = {};
    for (const request of await cache.keys()) pages[new URL(request.url).pathname] = (await (await cache.match(request))?.text()) ?? '';
    return pages;
  });
  // The landing page the worker keeps is the answer the browser read: no second download.
  expect(kept['/_pages/index.html']).toContain(`nonce="${nonce}"`);
  // The sign-in page, not read yet, was downloaded: an answer of its own.
  expect(kept['/_pages/sign-in/index.html']).toMatch(/nonce="[0-9a-f]{32}"/);
  expect(kept['/_pages/sign-in/index.html']).not.toContain(`nonce="${nonce}"`);
});

test('a pre-rendered page whose app cannot be fetched says the offline message, then runs once back online', async ({
  page,
  context,
  violations,
}) => {
  // The app's code (its file: scripts/journey-chunks.ts) is fetched after the first paint: here the connection is lost
  // before it comes.
  const blocked = /\/assets\/app-[^/]+\.js$/;
  await page.route(blocked, (route) => route.abort('internetdisconnected'));
  await page.goto(`${NGINX_PRODUCTION_ORIGIN}/`);
  await expect(page.getByRole('heading', { level: 1, name: 'Marriage Registry' })).toBeVisible();
  await expect(page.getByRole('alert')).toHaveText('Error: No internet connectivity. Check your network');
  await expectAccessible(page, 'landing page, its app not fetched');

  // Back online: the page loads again, and the portal runs.
  await page.unroute(blocked);
  await context.setOffline(true);
  await context.setOffline(false);
  await expect(page.locator('html')).toHaveAttribute('data-portal', 'running');
  await expect(page.getByRole('alert')).toHaveCount(0);
  expect(violations).toEqual([]);
});

test('the production server blocks (HTTP to HTTPS redirect, TLS) pass nginx -t', () => {
  // The local servers have no TLS; this renders portal.conf.template with a throwaway certificate.
  const openssl = spawnSync('openssl', ['version']).status === 0;
  test.skip(!openssl && !process.env.CI, 'openssl is not installed, so no test certificate can be made (sudo apt-get install -y openssl).');
  const check = spawnSync(process.execPath, ['scripts/serve-nginx.mjs', '--nginx', nginx ?? 'nginx', '--check-production'], {
    encoding: 'utf8',
  });
  expect(`${check.stdout}${check.stderr}`).toContain('test is successful');
  expect(check.status).toBe(0);
});

/** One GET on an HTTP/2 session: its headers (`:status` included) and its body's bytes. */
function http2Get(session: ClientHttp2Session, path: string, headers: Record<string, string> = {}) {
  return new Promise<{ headers: Record<string, string | string[] | number | undefined>; body: Buffer }>((resolve, reject) => {
    const stream = session.request({ ':path': path, ...headers });
    const chunks: Buffer[] = [];
    let answer: Record<string, string | string[] | number | undefined> = {};
    stream.on('response', (h) => (answer = h));
    stream.on('data', (c: Buffer) => chunks.push(c));
    stream.on('end', () => resolve({ headers: answer, body: Buffer.concat(chunks) }));
    stream.on('error', reject);
    stream.end();
  });
}

/** An HTTP/2 session to `origin` trusting `ca`, tried again every 200 ms for up to 10 s while nothing listens yet. */
async function http2Session(origin: string, ca: Buffer): Promise<ClientHttp2Session> {
  for (let tries = 0; ; tries += 1) {
    const session = await new Promise<ClientHttp2Session | Error>((resolve) => {
      const attempt = connect(origin, { ca });
      attempt.once('connect', () => resolve(attempt));
      attempt.once('error', (error) => resolve(error));
    });
    if (!(session instanceof Error)) return session;
    if (tries >= 50) throw session;
    await new Promise((r) => setTimeout(r, 200));
  }
}

test('the production TLS server block, served, speaks HTTP/2 and sends a bundle compressed and cached a year (decision 052)', async () => {
  // portal.conf.template's 443 server moved to a local port (scripts/serve-nginx.mjs --production-site), with a
  // throwaway certificate this client trusts. HTTP/2 is what ALPN agreed, or the session says otherwise.
  const dir = mkdtempSync(join(tmpdir(), 'portal-tls-'));
  const { cert, key } = makeTestCertificate(dir);
  const origin = 'https://127.0.0.1:4323';
  const server = spawn(
    process.execPath,
    [
      ...['scripts/serve-nginx.mjs', '--nginx', nginx ?? 'nginx'],
      ...['--production-site', `${new URL(origin).port},dist-deploy,${FAKE_API_ORIGIN}`, '--certificate', `${cert},${key}`],
    ],
    { stdio: 'ignore' },
  );
  let session: ClientHttp2Session | undefined;
  try {
    session = await http2Session(origin, readFileSync(cert));
    expect(session.alpnProtocol).toBe('h2');
    const landing = await http2Get(session, '/', { 'accept-encoding': 'gzip' });
    expect(landing.headers[':status']).toBe(200);
    expect(landing.headers['strict-transport-security']).toBe(SECURITY_HEADERS['strict-transport-security']);
    expect(landing.body.length).toBeGreaterThan(0);
    const bundle = /(\/assets\/index-[^"]+\.js)"/.exec(readFileSync('dist-deploy/index.html', 'utf8'))?.[1] ?? '';
    expect(bundle).not.toBe('');
    const script = await http2Get(session, bundle, { 'accept-encoding': 'gzip, deflate, br' });
    expect(script.headers[':status']).toBe(200);
    expect(script.headers['cache-control']).toBe('public, max-age=31536000, immutable');
    const encoding = expectBrotli ? 'br' : 'gzip';
    expect(script.headers['content-encoding']).toBe(encoding);
    expect(script.body.equals(readFileSync(`dist-deploy${bundle}.${encoding === 'br' ? 'br' : 'gz'}`))).toBe(true);
  } finally {
    session?.close();
    server.kill('SIGTERM');
    rmSync(dir, { recursive: true, force: true });
  }
});
