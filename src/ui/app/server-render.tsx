/**
 * The build's pre-rendering of the public pages (issue 12; docs/decisions/026-pre-rendered-public-pages.md):
 * React Router's static handler matches and loads the route, React renders it to HTML, signed out, with the
 * portal's providers (`PortalTree`), in each language of {@link PRERENDERED_LOCALES}
 * (docs/decisions/050-pre-rendered-pages-per-language.md). scripts/prerender.mjs builds this module for Node, renders each of
 * {@link PRERENDERED_PATHS} and writes the pages beside the build's index.html; the browser hydrates them
 * (src/ui/app/bootstrap.tsx).
 */
import { prerenderToNodeStream } from 'react-dom/static';
import { createStaticHandler, createStaticRouter, matchPath, StaticRouterProvider } from 'react-router';
import { createActor } from 'xstate';
import { sessionMachine } from '#src/machines/session/session.machine';
import { connectivityMachine } from '#src/machines/connectivity/connectivity.machine';
import { ROUTES } from '../route-table';
import { PortalTree } from './portal-tree';
import { activateLocale, i18n } from '../shared/i18n';
import { documentTitle } from '../shared/words';
import { htmlLang, LOCALES, SOURCE_LOCALE, type Locale } from '../shared/locale';
import { buildRoutes } from './router';

/**
 * The public pages written as HTML at build time, which the browser hydrates: those whose content
 * depends on nothing but their address. The others are pre-rendered as shells ({@link PRERENDERED_SHELLS}).
 */
export const PRERENDERED_PATHS = [
  '/',
  '/services-prices',
  '/sign-in',
  '/terms-and-privacy-policy',
  '/account-loading',
  '/forbidden-access',
  '/unauthorized-access',
  '/licensed-places-of-worship',
  '/notices',
  '/verify',
  '/auth/sign-up',
  '/auth/reset-password-request',
] as const;

/**
 * Public pages pre-rendered as a shell (issue 12), which the browser never hydrates: it renders the page
 * afresh over it, and React's first commit replaces it. `path` is the address rendered, and where the
 * shell is written under _pages; `pattern` the addresses it answers (deploy/nginx and vite.config.ts
 * answer a pattern with a parameter).
 * - The tracking page's shell answers every reference: the page renders its shell, which reads no
 *   reference, until it runs in the browser (`useHydrated`).
 * - The /auth pages that read a link's token or the registration in progress (`generic`): their layout
 *   and title around a loading line ({@link PageShell}), since what they show depends on what only the
 *   browser has.
 */
export const PRERENDERED_SHELLS: readonly { pattern: string; path: string; generic?: true }[] = [
  { pattern: '/tracking/:id', path: '/tracking/_shell' },
  ...['account-registration-success', 'verify-otp', 'email-verified', 'set-password', 'account-password'].map((page) => ({
    pattern: `/auth/${page}`,
    path: `/auth/${page}`,
    generic: true as const,
  })),
];

/** A pre-rendered page: the HTML inside #root and the document's title. */
export interface RenderedPage {
  html: string;
  /** As the browser sets it, e.g. "Sign in – Marriage Registry". */
  title: string;
  /** The document's language (src/ui/shared/locale.ts `htmlLang`), e.g. `en-UG`, `sw`. */
  lang: string;
}

/** The languages each public page is pre-rendered in (issue 32 item 3): every language of the portal, English first. */
export const PRERENDERED_LOCALES: readonly Locale[] = LOCALES;

/**
 * Render a public page as a signed-out visitor's browser first renders it.
 * @param path - one of {@link PRERENDERED_PATHS}, or a shell's path ({@link PRERENDERED_SHELLS}).
 * @param nonce - the CSP nonce placeholder the build writes (vite.config.ts html.cspNonce).
 * @param options.generic - render the route's layout and title around a loading line instead of its page.
 * @param options.locale - the language to render it in ({@link PRERENDERED_LOCALES}); English when absent.
 * @returns the page, with its `<html lang>`.
 * @throws Error when the path redirects or is not a page of the route table, or when the language's catalogue is not
 * in the build.
 */
export async function renderPage(path: string, nonce: string, options: { generic?: boolean; locale?: Locale } = {}): Promise<RenderedPage> {
  const locale = options.locale ?? SOURCE_LOCALE;
  // Before the route's loader runs: it loads the parts of the catalogue the page needs in the active language.
  await activateLocale(locale);
  const handler = createStaticHandler(buildRoutes(options.generic ? { shellAt: path } : {}));
  const context = await handler.query(new Request(`http://localhost${path}`));
  if (context instanceof Response) throw new Error(`${path} answers ${context.status}: not a page to pre-render`);
  const route = ROUTES.find((r) => matchPath(r.path, path) !== null);
  if (!route) throw new Error(`${path} is not in the route table`);
  const router = createStaticRouter(handler.dataRoutes, context);
  const session = createActor(sessionMachine, { input: { profile: null, token: null, refreshToken: null } });
  const connectivity = createActor(connectivityMachine, { input: { online: true } });
  // prerender waits for every lazy part of the page (a Suspense boundary) to load and render, where
  // renderToString would write its fallback and leave it to the browser. Every boundary is written in
  // place: none is sent apart with the inline script that would move it, which the deploy's policy
  // forbids (docs/decisions/013-deploy-headers.md).
  const { prelude } = await prerenderToNodeStream(
    <PortalTree actors={{ session, connectivity }} nonce={nonce}>
      <StaticRouterProvider router={router} context={context} hydrate={false} />
    </PortalTree>,
    { progressiveChunkSize: Number.MAX_SAFE_INTEGER },
  );
  let html = '';
  for await (const chunk of prelude) html += typeof chunk === 'string' ? chunk : new TextDecoder().decode(chunk as Uint8Array);
  return { html, title: documentTitle(i18n, route.title), lang: htmlLang(locale) };
}
