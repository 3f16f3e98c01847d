/**
 * One request handler in front of the mock API's handlers, that asks only the handlers whose method and path
 * can match the request (issue 30 item 7).
 *
 * msw asks every handler in turn whether it takes a request, and each one parses the request's URL and its
 * cookies (`document.cookie` and msw's cookie store, appended to the request's headers every time) before
 * comparing its path. With the portal's 130-odd handlers that cost the page 50 to 150 ms of main-thread time
 * for every call in the mock build, more than most handlers' own work (profiled in Chromium: msw's
 * `executeHandlers` → `HttpHandler.parse` → `getAllRequestCookies`). The router matches the request's method
 * and path against each handler's pattern once (msw's own `matchRequestUrl`, so the rules are msw's), then runs
 * the handlers that match, in their order, exactly as msw would: the first response wins, a handler that
 * answers nothing passes the request on, and a request no handler matches stays unhandled (the Node tests'
 * `onUnhandledRequest: 'error'` still sees it). Handlers with a custom predicate run for every request.
 */
import { HttpHandler, matchRequestUrl, type RequestHandler } from 'msw';

/** A handler of the list, and whether its method and path can be compared cheaply. */
interface Route {
  handler: RequestHandler;
  /** The method (upper case), `null` for any (http.all); undefined when the handler is not an HttpHandler with a path pattern. */
  method?: string | null;
  /** The path pattern (a string or a RegExp, as msw takes it). */
  path?: string | RegExp;
}

function routeOf(handler: RequestHandler): Route {
  if (!(handler instanceof HttpHandler)) return { handler };
  const { method, path } = handler.info;
  if (typeof path !== 'string' && !(path instanceof RegExp)) return { handler };
  if (method instanceof RegExp) return method.source === '.+' ? { handler, method: null, path } : { handler };
  return { handler, method: method.toUpperCase(), path };
}

/**
 * The handlers that may take a request, in the list's order: those whose method and path match it, and those
 * that cannot be judged cheaply (a custom predicate, another kind of handler).
 * @param routes - the handlers.
 * @param request - the request.
 */
function candidatesOf(routes: readonly Route[], request: Request): RequestHandler[] {
  const url = new URL(request.url);
  const method = request.method.toUpperCase();
  return routes
    .filter((r) => r.path === undefined || ((r.method === null || r.method === method) && matchRequestUrl(url, r.path, url.origin).matches))
    .map((r) => r.handler);
}

/**
 * The handlers behind one router (see the module comment).
 * @param handlers - the mock API's handlers, in the order msw would ask them.
 * @returns a list of one handler, for `setupWorker`, `setupServer` and `getResponse`.
 */
export function routed(handlers: readonly RequestHandler[]): RequestHandler[] {
  const routes = handlers.map(routeOf);
  const found = new WeakMap<Request, RequestHandler[]>();
  const router = new HttpHandler(
    /.+/,
    ({ request }) => {
      const candidates = candidatesOf(routes, request);
      found.set(request, candidates);
      return candidates.length > 0;
    },
    async ({ request, requestId }) => {
      const resolutionContext = { baseUrl: new URL(request.url).origin };
      for (const handler of found.get(request) ?? candidatesOf(routes, request)) {
        const result = await handler.run({ request, requestId, resolutionContext });
        if (result?.response) return result.response;
      }
      return undefined;
    },
  );
  return [router];
}
