/**
 * What every handler of the mock API shares (docs/decisions/002-api-contract.md): the `{ data }`
 * envelope, the error body `{ message, code?, errors? }`, payload parsing and zod validation, the
 * bearer check, latency and the wait for the database.
 *
 * Helpers signal a failure by throwing the error `Response` ({@link fail}); {@link handle} returns it.
 */
import { delay, HttpResponse } from 'msw';
import type { z } from 'zod';
import type { ErrorBody } from '../../src/domain/schemas/api';
import { findUserById } from '../accounts';
import { nextLatencyMs } from '../config';
import { whenReady } from '../readiness';
import type { UserRecord } from '../db';
import { MOCK_ERROR_CODES, MOCK_MESSAGES } from '../messages';
import { bearerToken, verifyToken } from '../tokens';

/** Extra parts of an error answer. */
export interface FailOptions {
  /** Machine-readable code, e.g. "VALIDATION". */
  code?: string;
  /** Field (dotted path) to message. */
  errors?: Record<string, string>;
  /** Extra response headers, e.g. `Retry-After`. */
  headers?: Record<string, string>;
}

/**
 * A success answer: `{ data }` (docs/decisions/002-api-contract.md "Every success answer").
 * @param data - the payload; `null` for calls that answer nothing.
 * @param status - HTTP status, 200 by default (201 for creations).
 */
export function ok(data: unknown, status = 200): Response {
  return HttpResponse.json({ data } as Record<string, unknown>, { status });
}

/**
 * An error answer: `{ message, code?, errors? }`.
 * @param status - 400, 401, 403, 404, 409, 410, 429 or 500 (meanings in the contract).
 * @param message - words for the person.
 * @param options - code, field errors, headers.
 */
export function fail(status: number, message: string, options: FailOptions = {}): Response {
  const body: ErrorBody = { message };
  if (options.code) body.code = options.code;
  if (options.errors && Object.keys(options.errors).length > 0) body.errors = options.errors;
  return HttpResponse.json(body, { status, headers: options.headers });
}

/**
 * Read a JSON request body. An empty body counts as `{}`.
 * @param request - the intercepted request.
 * @returns the parsed value.
 * @throws Response 400 `MALFORMED_JSON` when the body is not JSON.
 */
export async function readJson(request: Request): Promise<unknown> {
  const text = await request.text();
  if (text.trim() === '') return {};
  try {
    return JSON.parse(text) as unknown;
  } catch {
    throw fail(400, MOCK_MESSAGES.malformedJson, { code: MOCK_ERROR_CODES.malformedJson });
  }
}

/**
 * The first message of each field, keyed by dotted path (the contract's `errors`).
 * @param issues - zod issues.
 */
export function fieldErrors(issues: readonly z.core.$ZodIssue[]): Record<string, string> {
  const errors: Record<string, string> = {};
  for (const issue of issues) {
    const key = issue.path.map(String).join('.') || 'form';
    if (!(key in errors)) errors[key] = issue.message;
  }
  return errors;
}

/**
 * Validate a payload with a src/domain zod schema (safeParse).
 * @param schema - the payload's schema.
 * @param body - the parsed body.
 * @returns the parsed (trimmed, normalised) payload.
 * @throws Response 400 `{ message: 'Check the highlighted fields', code: 'VALIDATION', errors }`.
 */
export function validate<S extends z.ZodType>(schema: S, body: unknown): z.output<S> {
  if (body === null || typeof body !== 'object' || Array.isArray(body)) {
    throw fail(400, MOCK_MESSAGES.notAnObject, { code: MOCK_ERROR_CODES.validation });
  }
  const result = schema.safeParse(body);
  if (!result.success) {
    throw fail(400, MOCK_MESSAGES.validation, {
      code: MOCK_ERROR_CODES.validation,
      errors: fieldErrors(result.error.issues),
    });
  }
  return result.data;
}

/**
 * Read and validate a JSON payload in one step.
 * @param request - the intercepted request.
 * @param schema - the payload's schema.
 * @throws Response 400 (malformed JSON or invalid payload).
 */
export async function readPayload<S extends z.ZodType>(request: Request, schema: S): Promise<z.output<S>> {
  return validate(schema, await readJson(request));
}

/**
 * The signed-in caller: `Authorization: Bearer <access token>`, valid and unexpired by the mock
 * clock, of an ACTIVE account (SPEC.md §7 "A bearer token is added to every request").
 * @param request - the intercepted request.
 * @returns the caller's account.
 * @throws Response 401 'Your session has expired. Sign in again.' otherwise.
 */
export function requireUser(request: Request): UserRecord {
  const jwt = bearerToken(request.headers.get('Authorization'));
  const payload = jwt ? verifyToken(jwt, 'access') : null;
  const user = payload ? findUserById(payload.sub) : undefined;
  if (!user || user.status !== 'ACTIVE') {
    throw fail(401, MOCK_MESSAGES.sessionExpired, {
      code: jwt ? MOCK_ERROR_CODES.sessionExpired : MOCK_ERROR_CODES.unauthorised,
    });
  }
  return user;
}

/**
 * Answer 403 unless a condition holds (DOMAIN.md §3: "a call outside the caller's role answers 403").
 * @param allowed - whether the caller may do this.
 * @throws Response 403 'You do not have permission to do this'.
 */
export function requirePermission(allowed: boolean): void {
  if (!allowed) throw fail(403, MOCK_MESSAGES.forbidden, { code: MOCK_ERROR_CODES.forbidden });
}

/** What a resolver gets: the request and the path parameters (msw passes more; handlers need only these). */
export interface ResolverInfo {
  request: Request;
  /** Path parameters, e.g. `{ id }` of `/applications/:id`. */
  params?: Readonly<Record<string, string | readonly string[] | undefined>>;
}

/** Options of {@link handle}. */
export interface HandleOptions {
  /** Add the browser latency (config.ts `nextLatencyMs`). Default true; false for mock control calls. */
  latency?: boolean;
}

/**
 * Wrap a resolver: wait for the database (`whenReady`, mocks/readiness.ts), wait the latency (browser only), turn a
 * thrown `Response` into the answer and anything else into a 500 error body.
 * @param resolver - the handler's logic.
 * @param options - whether to add latency.
 */
export function handle(
  resolver: (info: ResolverInfo) => Promise<Response> | Response,
  options: HandleOptions = {},
): (info: ResolverInfo) => Promise<Response> {
  return async (info) => {
    await whenReady();
    if (options.latency !== false) {
      const ms = nextLatencyMs();
      if (ms > 0) await delay(ms);
    }
    try {
      return await resolver(info);
    } catch (error) {
      if (error instanceof Response) return error;
      console.error('[mock api] handler failed', error);
      return fail(500, MOCK_MESSAGES.internal, { code: MOCK_ERROR_CODES.internal });
    }
  };
}
