/**
 * The router in front of the mock API's handlers (./router.ts, issue 30 item 7): it answers as msw would over
 * the same list (order, pass-through, unhandled), but asks only the handlers whose method and path match.
 */
import { getResponse, http, HttpHandler, HttpResponse, type RequestHandler } from 'msw';
import { describe, expect, it } from 'vitest';
import { routed } from './router';

const BASE = 'http://portal.test/api';

/** An http handler that counts how often msw asks it to parse a request (what the router spares). */
function counted(method: 'GET' | 'POST', path: string, answer: string | undefined, parses: { n: number }): RequestHandler {
  const handler = new HttpHandler(method, path, () => (answer === undefined ? undefined : HttpResponse.json({ answer })));
  const parse = handler.parse.bind(handler);
  handler.parse = (args) => {
    parses.n += 1;
    return parse(args);
  };
  return handler;
}

async function answerOf(handlers: RequestHandler[], method: string, path: string): Promise<unknown> {
  const response = await getResponse(handlers, new Request(`${BASE}${path}`, { method }));
  return response ? ((await response.json()) as { answer: string }).answer : 'unhandled';
}

describe('routed handlers', () => {
  it('answer as msw does over the same list: first match wins, a handler answering nothing passes on, unknown stays unhandled', async () => {
    const seen: string[] = [];
    const list = [
      http.all(`${BASE}/*`, ({ request }) => {
        seen.push(new URL(request.url).pathname);
        return undefined;
      }),
      http.get(`${BASE}/applications/:id`, ({ params }) =>
        params.id === 'pass' ? undefined : HttpResponse.json({ answer: `one ${String(params.id)}` }),
      ),
      http.get(`${BASE}/applications/:id`, () => HttpResponse.json({ answer: 'second' })),
      http.post(`${BASE}/applications/:id/events`, () => HttpResponse.json({ answer: 'event' })),
    ];
    for (const handlers of [list, routed(list)]) {
      expect(await answerOf(handlers, 'GET', '/applications/a1')).toBe('one a1');
      expect(await answerOf(handlers, 'GET', '/applications/pass')).toBe('second');
      expect(await answerOf(handlers, 'POST', '/applications/a1/events')).toBe('event');
      expect(await answerOf(handlers, 'DELETE', '/applications/a1')).toBe('unhandled');
    }
    expect(seen).toEqual(
      Array(8)
        .fill(0)
        .map((_, i) => ['/api/applications/a1', '/api/applications/pass', '/api/applications/a1/events', '/api/applications/a1'][i % 4]),
    );
  });

  it('asks only the handlers whose method and path match', async () => {
    const parses = { n: 0 };
    const handlers = routed([
      ...Array.from({ length: 50 }, (_, i) => counted('GET', `${BASE}/other-${i}`, 'no', parses)),
      counted('POST', `${BASE}/reports`, 'no', parses),
      counted('GET', `${BASE}/reports`, 'report', parses),
    ]);
    expect(await answerOf(handlers, 'GET', '/reports')).toBe('report');
    expect(parses.n).toBe(1);
  });
});
