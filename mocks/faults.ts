/**
 * Injected faults (mock only): the browser tests make the mock API fail on purpose, e.g. answer 500
 * to the next two draft saves or drop the connection, to prove nothing a person typed is lost.
 * Playwright cannot intercept requests the mock service worker answers, so the mock fails itself.
 */
import { http, HttpResponse, type RequestHandler } from 'msw';
import { z } from 'zod';
import { API_BASE, MOCK_CONTROL_BASE } from './base-url';

/** A fault to inject. */
export const faultSchema = z.object({
  /** HTTP method to match ("PUT"); any when absent. */
  method: z.string().toUpperCase().optional(),
  /** A substring of the request path after the API base, e.g. "/applications/". */
  path: z.string().min(1).max(200),
  /** The status to answer; 0 drops the connection (a network error). */
  status: z.number().int().min(0).max(599),
  /** How many matching requests fail before the fault is spent. */
  times: z.number().int().min(1).max(100).default(1),
});
/** A fault. */
export type Fault = z.infer<typeof faultSchema>;

let faults: Fault[] = [];

/** Forget every injected fault (resetMockApi). */
export function clearFaults(): void {
  faults = [];
}

/**
 * The handlers: POST/DELETE `<base>/__mock/faults`, and a catch-all that answers the first matching
 * fault and otherwise lets the request through to the real handlers. Listed first.
 */
export const faultHandlers: RequestHandler[] = [
  http.post(`${MOCK_CONTROL_BASE}/faults`, async ({ request }) => {
    const parsed = faultSchema.safeParse(await request.json().catch(() => null));
    if (!parsed.success) return HttpResponse.json({ message: 'Give method, path, status and times' }, { status: 400 });
    faults.push(parsed.data);
    return HttpResponse.json({ data: { faults } });
  }),
  http.delete(`${MOCK_CONTROL_BASE}/faults`, () => {
    clearFaults();
    return HttpResponse.json({ data: { faults } });
  }),
  http.all(`${API_BASE}/*`, ({ request }) => {
    const path = new URL(request.url).pathname;
    if (path.includes('/__mock/')) return undefined;
    const fault = faults.find((f) => f.times > 0 && path.includes(f.path) && (!f.method || f.method === request.method));
    if (!fault) return undefined;
    fault.times -= 1;
    if (fault.status === 0) return HttpResponse.error();
    return HttpResponse.json({ message: 'The registry is not answering right now. Try again in a moment.' }, { status: fault.status });
  }),
];
