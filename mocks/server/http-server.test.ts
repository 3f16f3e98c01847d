/**
 * The mock API over HTTP (mocks/server/http-server.ts), with handlers of its own: the answer of a
 * handler, its body and headers, CORS for another origin, the preflight, a call no handler knows
 * and a handler that throws. Node's own HTTP client calls it (a browser's fetch would not send an
 * Origin header it was given), and Vitest's msw interception lets those calls through.
 */
import { createRequire } from 'node:module';
import { resolve as resolvePath } from 'node:path';
import type { AddressInfo } from 'node:net';
import type { Server } from 'node:http';
import { request as httpRequest } from 'node:http';
import { http, HttpResponse, passthrough } from 'msw';
import { server as vitestMockApi } from '../node';
import { createMockApiServer } from './http-server';

const handlers = [
  http.post('/api/echo', async ({ request }) =>
    HttpResponse.json({ got: await request.json(), auth: request.headers.get('authorization') }, { status: 201 }),
  ),
  http.get('/api/broken', () => {
    throw new Error('a bug in a handler');
  }),
  http.get('/api/unreachable', () => HttpResponse.error()),
];

let server: Server;
let base: string;
const answered: number[] = [];

beforeAll(async () => {
  server = createMockApiServer({
    handlers,
    onAnswer: ({ status }) => answered.push(status),
    reference: {
      base: '/api',
      documentFile: resolvePath(import.meta.dirname, '../../docs/api/openapi.json'),
      redocFile: createRequire(import.meta.url).resolve('redoc/bundles/redoc.standalone.js'),
    },
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  base = `http://127.0.0.1:${(server.address() as AddressInfo).port}/api`;
});
afterAll(() => new Promise<void>((resolve) => server.close(() => resolve())));
beforeEach(() => vitestMockApi.use(http.all(`${base}/*`, () => passthrough())));

/** A call over plain HTTP: its status, headers and body text. */
function call(path: string, init: { method?: string; headers?: Record<string, string>; body?: string } = {}, at = base) {
  return new Promise<{ status: number; headers: Record<string, string | string[] | undefined>; body: string }>((resolve, reject) => {
    const req = httpRequest(`${at}${path}`, { method: init.method ?? 'GET', headers: init.headers }, (res) => {
      let body = '';
      res.setEncoding('utf8');
      res.on('data', (chunk: string) => (body += chunk));
      res.on('end', () => resolve({ status: res.statusCode ?? 0, headers: res.headers, body }));
    });
    req.on('error', reject);
    req.end(init.body);
  });
}

describe('the mock API over HTTP', () => {
  it("answers with the handler's status, body and headers, and allows the calling origin", async () => {
    const response = await call('/echo', {
      method: 'POST',
      headers: { 'Content-Type': 'application/json', Authorization: 'Bearer abc', Origin: 'http://localhost:4321' },
      body: JSON.stringify({ reference: 'MR-2026-7KQ4-9XH3' }),
    });
    expect(response.status).toBe(201);
    expect(response.headers['access-control-allow-origin']).toBe('http://localhost:4321');
    expect(JSON.parse(response.body)).toEqual({ got: { reference: 'MR-2026-7KQ4-9XH3' }, auth: 'Bearer abc' });
  });

  it('answers a preflight with the methods and the headers asked for', async () => {
    const response = await call('/echo', {
      method: 'OPTIONS',
      headers: {
        Origin: 'http://localhost:4321',
        'Access-Control-Request-Method': 'POST',
        'Access-Control-Request-Headers': 'authorization,content-type',
      },
    });
    expect(response.status).toBe(204);
    expect(response.headers['access-control-allow-methods']).toContain('POST');
    expect(response.headers['access-control-allow-headers']).toBe('authorization,content-type');
  });

  it('says which call it does not know (404), and a failing handler is a 500 with a message', async () => {
    const unknown = await call('/nothing-here?x=1');
    expect(unknown.status).toBe(404);
    expect(JSON.parse(unknown.body)).toEqual({ message: 'The mock API has no GET /api/nothing-here' });
    vi.spyOn(console, 'error').mockImplementation(() => undefined);
    const broken = await call('/broken');
    expect(broken.status).toBe(500);
    expect(JSON.parse(broken.body)).toEqual({ message: 'The mock API failed on this call; see the server log' });
    expect(answered).toEqual(expect.arrayContaining([404, 500]));
  });

  it('sends an answer only once `beforeAnswer` has resolved, and a 500 when it fails', async () => {
    const order: string[] = [];
    let storing = true;
    const guarded = createMockApiServer({
      handlers,
      beforeAnswer: async () => {
        await new Promise((resolve) => setTimeout(resolve, 20));
        order.push('stored');
        if (!storing) throw new Error('disk full');
      },
    });
    await new Promise<void>((resolve) => guarded.listen(0, '127.0.0.1', resolve));
    const guardedBase = `http://127.0.0.1:${(guarded.address() as AddressInfo).port}/api`;
    vitestMockApi.use(http.all(`${guardedBase}/*`, () => passthrough()));
    try {
      const stored = await call('/echo', { method: 'POST', headers: { 'Content-Type': 'application/json' }, body: '{}' }, guardedBase).then(
        (r) => {
          order.push('answered');
          return r;
        },
      );
      expect(stored.status).toBe(201);
      expect(order).toEqual(['stored', 'answered']);

      storing = false;
      vi.spyOn(console, 'error').mockImplementation(() => undefined);
      const lost = await call('/echo', { method: 'POST', headers: { 'Content-Type': 'application/json' }, body: '{}' }, guardedBase);
      expect(lost.status).toBe(500);
      expect(JSON.parse(lost.body)).toEqual({ message: 'The mock API could not store this change; see the server log' });
    } finally {
      await new Promise<void>((resolve) => guarded.close(() => resolve()));
    }
  });

  it("drops the connection for a handler's network error", async () => {
    await expect(call('/unreachable')).rejects.toThrow(/socket hang up|ECONNRESET/);
  });

  it('serves the API contract and its reference page, whose policy lets it call its own origin only (issue 28 §5)', async () => {
    const document = await call('/openapi.json');
    expect(document.status).toBe(200);
    expect(document.headers['content-type']).toBe('application/json');
    const parsed = JSON.parse(document.body) as { openapi: string; servers: { url: string }[] };
    expect(parsed.openapi).toMatch(/^3\.1\./);
    expect(parsed.servers[0]?.url).toBe('/api');
    const page = await call('/docs');
    expect(page.status).toBe(200);
    expect(page.body).toContain('<redoc spec-url="openapi.json"');
    expect(page.body).toContain('<script src="docs/redoc.standalone.js"></script>');
    expect(page.headers['content-security-policy']).toContain("default-src 'self'");
    expect(page.headers['content-security-policy']).toContain("img-src 'self' data:");
    const bundle = await call('/docs/redoc.standalone.js');
    expect(bundle.status).toBe(200);
    expect(bundle.headers['content-type']).toMatch(/^text\/javascript/);
    expect(bundle.body.length).toBeGreaterThan(100_000);
  });
});
