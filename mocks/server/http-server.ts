/**
 * The mock API over plain HTTP (issue 13): a `node:http` server that hands each request to the same
 * msw handlers the browser's service worker and Vitest use, through msw's own `getResponse`.
 * Requests from another origin (the portal on its dev server, a mobile client) are allowed (CORS):
 * this is a developer's tool on their own machine, and it listens on localhost unless told otherwise.
 */
import { readFileSync } from 'node:fs';
import { createServer, type IncomingMessage, type Server, type ServerResponse } from 'node:http';
import { getResponse, type RequestHandler } from 'msw';
import { referencePage } from './reference-page';

/**
 * The API's contract and its reference page, served beside the API (issue 28 §5): `<base>/openapi.json`
 * (docs/api/openapi.json) and `<base>/docs`, the reference rendered by Redoc's standalone bundle, served
 * from node_modules: no CDN, no call to another host (the page's Content-Security-Policy allows its own
 * origin only, so even Redoc's footer logo is not fetched).
 */
export interface ApiReference {
  /** The API's base path, e.g. "/api". */
  base: string;
  /** The OpenAPI document's file. */
  documentFile: string;
  /** Redoc's standalone bundle (redoc/bundles/redoc.standalone.js). */
  redocFile: string;
}

/** The reference page's policy: its own origin only (styles inline: Redoc writes them). */
const REFERENCE_CSP =
  "default-src 'self'; script-src 'self'; style-src 'self' 'unsafe-inline'; img-src 'self' data:; font-src 'self' data:; connect-src 'self'; worker-src 'self' blob:; frame-ancestors 'none'; base-uri 'none'; form-action 'none'";

/**
 * Answer a request for the contract or its reference page, if it is one.
 * @returns true when it answered.
 */
function answerReference(
  reference: ApiReference,
  method: string,
  path: string,
  response: ServerResponse,
  cors: Record<string, string>,
): boolean {
  if (method !== 'GET' && method !== 'HEAD') return false;
  const base = reference.base.replace(/\/+$/, '');
  // The page reads "openapi.json" and "docs/…" relative to itself, so /api/docs is answered as /api/docs/ would be.
  const files: Record<string, { type: string; read: () => string | Buffer; headers?: Record<string, string> }> = {
    [`${base}/openapi.json`]: { type: 'application/json', read: () => readFileSync(reference.documentFile) },
    [`${base}/docs`]: {
      type: 'text/html; charset=utf-8',
      read: () => referencePage('openapi.json', 'docs/redoc.standalone.js'),
      headers: { 'Content-Security-Policy': REFERENCE_CSP },
    },
    [`${base}/docs/redoc.standalone.js`]: { type: 'text/javascript; charset=utf-8', read: () => readFileSync(reference.redocFile) },
  };
  const file = files[path];
  if (!file) return false;
  const body = file.read();
  response.writeHead(200, { 'Content-Type': file.type, 'Cache-Control': 'no-cache', ...cors, ...file.headers });
  response.end(method === 'HEAD' ? undefined : body);
  return true;
}

/** Options of {@link createMockApiServer}. */
export interface MockApiServerOptions {
  /** The msw handlers (mocks/handlers). */
  handlers: RequestHandler[];
  /**
   * Called when a handler has answered, before the answer is sent; the answer waits for it. The
   * standalone server's file store resolves it once the call's changes are on disk (its `commit`), so
   * nothing is acknowledged that a crash could lose (issue 30 item 11). When it rejects, the caller
   * gets a 500 instead of the answer.
   */
  beforeAnswer?: () => Promise<void>;
  /** Called after each answer, e.g. to log it: method, path, status and time taken (ms). */
  onAnswer?: (line: { method: string; path: string; status: number; ms: number }) => void;
  /** Serve the contract and its reference page beside the API. */
  reference?: ApiReference;
}

/** The methods a browser may send across origins (the preflight's answer). */
const ALLOWED_METHODS = 'GET, POST, PUT, PATCH, DELETE, OPTIONS';

/** The CORS headers of an answer to `origin` (absent for a request without an Origin, e.g. curl). */
function corsHeaders(origin: string | undefined): Record<string, string> {
  if (!origin) return {};
  return {
    'Access-Control-Allow-Origin': origin,
    'Access-Control-Expose-Headers': 'Content-Disposition, Retry-After',
    Vary: 'Origin',
  };
}

/** The body of a request, whole (the API's calls are small: JSON and uploads of a few MB). */
async function bodyOf(request: IncomingMessage): Promise<Buffer | undefined> {
  if (request.method === 'GET' || request.method === 'HEAD') return undefined;
  const chunks: Buffer[] = [];
  for await (const chunk of request) chunks.push(chunk as Buffer);
  return Buffer.concat(chunks);
}

/** The Fetch API request msw's handlers expect, for a Node request. */
async function toFetchRequest(request: IncomingMessage, origin: string): Promise<Request> {
  const headers = new Headers();
  for (const [name, value] of Object.entries(request.headers)) {
    if (Array.isArray(value)) value.forEach((v) => headers.append(name, v));
    else if (value !== undefined) headers.set(name, value);
  }
  const body = await bodyOf(request);
  return new Request(new URL(request.url ?? '/', origin), {
    method: request.method,
    headers,
    body: body && body.length > 0 ? new Uint8Array(body) : undefined,
  });
}

/** Write a JSON answer. */
function sendJson(response: ServerResponse, status: number, body: unknown, headers: Record<string, string>): void {
  response.writeHead(status, { 'Content-Type': 'application/json', ...headers });
  response.end(JSON.stringify(body));
}

/**
 * An HTTP server answering every request with the mock API's handlers.
 * - A request no handler answers: 404 `{ message }` naming the call.
 * - A handler that throws: 500 `{ message }`, and the error is logged.
 * - Every answer (an error's too: a handler may change data before it fails) waits for
 *   `beforeAnswer`; when that fails, a 500 `{ message }` saying the change may not be kept.
 * - A handler's network error (`HttpResponse.error()`): the connection is dropped.
 * - A CORS preflight (OPTIONS with Access-Control-Request-Method): 204, any method of
 *   {@link ALLOWED_METHODS} and the headers asked for, cached 10 minutes.
 * - With `reference`: `<base>/openapi.json` and the reference page `<base>/docs` ({@link ApiReference}).
 * @param options - the handlers and an optional logger.
 * @returns the server, not yet listening (`server.listen(port, host)`).
 */
export function createMockApiServer({ handlers, beforeAnswer, onAnswer, reference }: MockApiServerOptions): Server {
  return createServer((request, response) => {
    const started = performance.now();
    const origin = typeof request.headers.origin === 'string' ? request.headers.origin : undefined;
    const cors = corsHeaders(origin);
    const path = request.url ?? '/';
    const done = (status: number) =>
      onAnswer?.({ method: request.method ?? 'GET', path, status, ms: Math.round(performance.now() - started) });

    if (request.method === 'OPTIONS' && request.headers['access-control-request-method']) {
      response.writeHead(204, {
        ...cors,
        'Access-Control-Allow-Methods': ALLOWED_METHODS,
        'Access-Control-Allow-Headers': String(request.headers['access-control-request-headers'] ?? 'Authorization, Content-Type'),
        'Access-Control-Max-Age': '600',
      });
      response.end();
      done(204);
      return;
    }

    if (reference && answerReference(reference, request.method ?? 'GET', path.split('?')[0] ?? path, response, cors)) {
      done(200);
      return;
    }

    // The handlers match their paths against the address the client called.
    const base = `http://${request.headers.host ?? 'localhost'}`;
    void (async () => {
      try {
        const answer = await getResponse(handlers, await toFetchRequest(request, base), { baseUrl: base });
        try {
          await beforeAnswer?.();
        } catch (error) {
          console.error('[mock server] a change could not be stored', error);
          sendJson(response, 500, { message: 'The mock API could not store this change; see the server log' }, cors);
          done(500);
          return;
        }
        if (!answer) {
          sendJson(response, 404, { message: `The mock API has no ${request.method} ${path.split('?')[0]}` }, cors);
          done(404);
          return;
        }
        if (answer.type === 'error') {
          // A handler's network error (HttpResponse.error(): the offline scenario, a dropped connection):
          // the connection is dropped, as a client would see it.
          response.destroy();
          done(0);
          return;
        }
        const headers: Record<string, string | string[]> = { ...cors };
        answer.headers.forEach((value, name) => {
          headers[name] = value;
        });
        const setCookies = answer.headers.getSetCookie();
        if (setCookies.length > 0) headers['set-cookie'] = setCookies;
        response.writeHead(answer.status, headers);
        response.end(Buffer.from(await answer.arrayBuffer()));
        done(answer.status);
      } catch (error) {
        console.error('[mock server] a handler failed', error);
        if (!response.headersSent) sendJson(response, 500, { message: 'The mock API failed on this call; see the server log' }, cors);
        else response.end();
        done(500);
      }
    })();
  });
}
