/**
 * The browser tests' check of every answer the portal receives against the contract (issue 28;
 * docs/decisions/033-api-contract.md): each answer of a call under `/api/` (not the mock-only
 * `/api/__mock/`) is validated with Ajv against the OpenAPI document built from the code, every answer
 * object closed; and the portal's own check in the mock build (a console error "[api contract] …",
 * src/api/contract/check-answer.ts) is collected. Either fails the test (tests/support/e2e.ts).
 *
 * With `API_ANSWERS_REPORT` set to a file, each test appends how many answers it checked, by operation
 * and status (one JSON line).
 */
import { appendFileSync } from 'node:fs';
import type { BrowserContext, Response } from '@playwright/test';
import { buildOpenApiDocument } from '#src/api/contract/openapi';
import { createAnswerValidator } from '#src/api/contract/validate-answer';

/** The prefix of the portal's own console errors of a mismatch (src/api/contract/check-answer.ts `CONTRACT_MISMATCH`). */
const CONTRACT_MISMATCH = '[api contract]';

let validator: ReturnType<typeof createAnswerValidator> | undefined;

/** The validator of this worker, built once (about a second). */
function validate(): ReturnType<typeof createAnswerValidator> {
  validator ??= createAnswerValidator(buildOpenApiDocument({}, { closedAnswers: true }));
  return validator;
}

/** The path after `/api` of an answer to check, or null. */
function apiPath(url: string): string | null {
  const { pathname } = new URL(url);
  if (!pathname.startsWith('/api/') || pathname.startsWith('/api/__mock/')) return null;
  // The contract itself and its reference page, served beside the API by the standalone mock: not operations.
  if (pathname === '/api/openapi.json' || pathname === '/api/docs' || pathname.startsWith('/api/docs/')) return null;
  return pathname.slice('/api'.length);
}

/** What a watch found. */
export interface AnswersWatch {
  /** Wait for the answers still being read; the problems found, one line each. */
  finish: () => Promise<string[]>;
}

/**
 * Watch every answer of a browser context's pages.
 * @param context - the test's browser context.
 * @returns the watch; call `finish` when the test's steps are done.
 */
export function watchApiAnswers(context: BrowserContext): AnswersWatch {
  const problems: string[] = [];
  const pending: Promise<void>[] = [];
  const checked = new Map<string, number>();

  async function check(response: Response): Promise<void> {
    const path = apiPath(response.url());
    if (path === null) return;
    const request = response.request();
    const headers = await response.allHeaders().catch(() => null);
    if (!headers) return;
    // A call that leaves a page while it is being navigated away is not answered by the mock API: either the
    // page's service worker no longer takes it, or the worker passes it through (msw's worker does once its page
    // is closing, and then the answer still comes "from the service worker"). Either way the static server behind
    // answers: a 404 that is not JSON. The API answers every error in JSON (the contract's error body), so such an
    // answer is the test server's, not the API's.
    const json = (headers['content-type'] ?? '').includes('json');
    if (!json && (!response.fromServiceWorker() || response.status() === 404)) return;
    let body: unknown;
    if ((headers['content-type'] ?? '').includes('json')) {
      const text = await response.text().catch(() => null);
      // The page moved on before the body could be read: nothing to judge.
      if (text === null) return;
      try {
        body = text ? JSON.parse(text) : null;
      } catch {
        problems.push(`${request.method()} ${path} answered ${response.status()} with a body that is not JSON`);
        return;
      }
    }
    const verdict = validate()({ method: request.method(), path, status: response.status(), headers, body });
    const key = `${verdict.operationId ?? `${request.method()} ${path}`} ${response.status()}`;
    checked.set(key, (checked.get(key) ?? 0) + 1);
    for (const problem of verdict.problems) problems.push(`${request.method()} ${path} answered ${response.status()}: ${problem}`);
  }

  context.on('response', (response) => {
    pending.push(check(response));
  });
  context.on('console', (message) => {
    if (message.type() === 'error' && message.text().startsWith(CONTRACT_MISMATCH)) problems.push(message.text());
  });

  return {
    finish: async () => {
      while (pending.length > 0) await Promise.all(pending.splice(0));
      const file = process.env.API_ANSWERS_REPORT;
      if (file && checked.size > 0) appendFileSync(file, `${JSON.stringify(Object.fromEntries(checked))}\n`);
      return problems;
    },
  };
}
