/**
 * The unit tests' check of every answer the mock API gives against the contract (issue 28;
 * docs/decisions/033-api-contract.md): each answer of the MSW handlers, whoever called them (the handler
 * tests' own fetch, the portal's client in component tests), is validated with Ajv against the OpenAPI
 * document built from the code, with every answer object closed (a field no schema names fails). The
 * mock-only calls (`__mock/*`) and the answers of handlers a test put in place itself (`server.use`) are
 * left out: they are the test's, not the mock API's.
 *
 * A mismatch fails the test it happened in (tests/support/vitest.setup.ts). With `API_ANSWERS_REPORT`
 * set to a file, each worker appends how many answers it checked, by operation and status.
 */
import { appendFileSync } from 'node:fs';
import type { SetupServer } from 'msw/node';
import type { RequestHandler } from 'msw';
import { API_BASE } from '#mocks/base-url';
import { buildOpenApiDocument } from '#src/api/contract/openapi';
import { createAnswerValidator, type HttpAnswer } from '#src/api/contract/validate-answer';

type Validator = ReturnType<typeof createAnswerValidator>;

/** What the check keeps for its worker (test files share a worker's modules and its global object). */
interface CheckState {
  validator?: Validator;
  /** Answers being read, awaited before a test ends. */
  pending: Promise<void>[];
  mismatches: string[];
  /** requestId → whether a handler of the test's own answers it (decided when the request starts). */
  fromTest: Map<string, Promise<boolean>>;
  /** "operationId status" → how many answers were checked. */
  checked: Map<string, number>;
}

const holder = globalThis as { contractCheck?: CheckState };
const state: CheckState = (holder.contractCheck ??= { pending: [], mismatches: [], fromTest: new Map(), checked: new Map() });

function validator(): Validator {
  state.validator ??= createAnswerValidator(buildOpenApiDocument({}, { closedAnswers: true }));
  return state.validator;
}

/** The path of a request after the API base, or null for a mock-only call or another origin. */
function apiPath(url: string): string | null {
  const base = new URL(API_BASE, 'http://localhost');
  const target = new URL(url);
  if (target.origin !== base.origin || !target.pathname.startsWith(`${base.pathname}/`)) return null;
  const path = target.pathname.slice(base.pathname.length);
  return path.startsWith('/__mock/') ? null : path;
}

async function check(request: Request, response: Response): Promise<void> {
  const path = apiPath(request.url);
  if (path === null) return;
  const type = response.headers.get('Content-Type') ?? '';
  let body: unknown;
  if (type.includes('json')) {
    const text = await response.clone().text();
    try {
      body = text ? JSON.parse(text) : null;
    } catch {
      state.mismatches.push(`${request.method} ${path} answered ${response.status} with a body that is not JSON`);
      return;
    }
  }
  const answer: HttpAnswer = { method: request.method, path, status: response.status, headers: Object.fromEntries(response.headers), body };
  const verdict = validator()(answer);
  const key = `${verdict.operationId ?? `${request.method} ${path}`} ${response.status}`;
  state.checked.set(key, (state.checked.get(key) ?? 0) + 1);
  for (const problem of verdict.problems) state.mismatches.push(`${request.method} ${path} answered ${response.status}: ${problem}`);
}

/**
 * Listen to a server's answers (once per worker).
 * @param server - the MSW node server.
 * @param baseHandlers - the handlers it was made with: any other handler is a test's own.
 */
export function checkAnswersOf(server: SetupServer, baseHandlers: readonly RequestHandler[]): void {
  server.events.on('request:start', ({ request, requestId }) => {
    const overrides = server.listHandlers().length - baseHandlers.length;
    if (overrides <= 0) return;
    const own = server.listHandlers().slice(0, overrides) as RequestHandler[];
    state.fromTest.set(
      requestId,
      Promise.all(own.map((h) => h.test({ request: request.clone() }))).then((hits) => hits.some(Boolean)),
    );
  });
  server.events.on('response:mocked', ({ request, response, requestId }) => {
    const fromTest = state.fromTest.get(requestId) ?? Promise.resolve(false);
    state.fromTest.delete(requestId);
    state.pending.push(
      fromTest.then(async (own) => {
        if (!own) await check(request, response);
      }),
    );
  });
}

/**
 * Wait for the answers still being read, then return the mismatches found since the last call and forget them.
 * @returns one line per problem.
 */
export async function takeMismatches(): Promise<string[]> {
  while (state.pending.length > 0) await Promise.all(state.pending.splice(0));
  return state.mismatches.splice(0);
}

/** Append this worker's counts to `API_ANSWERS_REPORT`, when set (one JSON line). */
export function reportCheckedAnswers(): void {
  const file = process.env.API_ANSWERS_REPORT;
  if (!file || state.checked.size === 0) return;
  appendFileSync(file, `${JSON.stringify(Object.fromEntries(state.checked))}\n`);
  state.checked.clear();
}
