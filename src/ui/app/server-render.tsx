/**
 * The build's pre-rendering of the public pages (issue 12; docs/decisions/026-pre-rendered-public-pages.md):
 * React Router's static handler matches and loads the route, React renders it to HTML, signed out, with the
 * portal's providers (`PortalTree`). scripts/prerender.mjs builds this module for Node, renders each of
 * {@link PRERENDERED_PATHS} and writes the pages beside the build's index.html; the browser hydrates them
 * (src/ui/app/bootstrap.tsx).
 */
import { prerenderToNodeStream } from 'react-dom/static';
import { createStaticHandler, createStaticRouter, matchPath, StaticRouterProvider } from 'react-router';
import { createActor } from 'xstate';
import { sessionMachine } from '../../machines/session/session.machine';
import { connectivityMachine } from '../../machines/connectivity/connectivity.machine';
import { ROUTES } from '../route-table';
import { PortalTree } from './portal-tree';
import { buildRoutes } from './router';

/**
 * The public pages written as HTML at build time: those whose content depends on nothing but their
 * address. Pages that read a link's token or the registration in progress (the other /auth pages), and
 * pages with a parameter in their path, are rendered in the browser only.
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
 * The public pages with a parameter in their path, each pre-rendered once as the shell that answers
 * every address of it (issue 12): the page renders its shell, which reads no parameter, until it runs
 * in the browser (`useHydrated`). The browser renders such a page afresh over its shell, as the shell is
 * not the page of that address. `path` is the address rendered, and where the shell is written under
 * _pages; deploy/nginx and vite.config.ts answer `pattern`'s addresses with it.
 */
export const PRERENDERED_SHELLS = [{ pattern: '/tracking/:id', path: '/tracking/_shell' }] as const;

/** A pre-rendered page: the HTML inside #root and the document's title. */
export interface RenderedPage {
  html: string;
  /** As the browser sets it, e.g. "Sign in – Marriage Registry". */
  title: string;
}

/**
 * Render a public page as a signed-out visitor's browser first renders it.
 * @param path - one of {@link PRERENDERED_PATHS}, or a shell's path ({@link PRERENDERED_SHELLS}).
 * @param nonce - the CSP nonce placeholder the build writes (vite.config.ts html.cspNonce).
 * @returns the page.
 * @throws Error when the path redirects or is not a page of the route table.
 */
export async function renderPage(path: string, nonce: string): Promise<RenderedPage> {
  const handler = createStaticHandler(buildRoutes());
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
  return { html, title: `${route.title} – Marriage Registry` };
}
