/**
 * What every handler of the mock API shares (docs/decisions/002-api-contract.md): the `{ data }`
 * envelope, the error body `{ message, code?, errors? }`, payload parsing and zod validation, the
 * bearer check, latency and the wait for the database.
 *
 * Helpers signal a failure by throwing the error `Response` ({@link fail}); {@link handle} returns it.
 */
import { delay, HttpResponse } from 'msw';
import type { z } from 'zod';
import type { ErrorBody } from '#src/domain/schemas/api';
import { findUserById } from '../accounts';
import { nextLatencyMs } from '../config';
import { whenReady } from '../readiness';
import type { UserRecord } from '../db';
import { bodyTooLargeMessage, MOCK_ERROR_CODES, MOCK_MESSAGES } from '../messages';
import { sessionOpen } from '../sessions';
import type { Refusal } from '../throttle';
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
 * A request's search parameters, the empty ones left out (a cleared filter sends `q=`).
 * @param request - the request.
 * @returns name → value.
 */
export function queryParams(request: Request): Record<string, string> {
  return Object.fromEntries([...new URL(request.url).searchParams].filter(([, v]) => v !== ''));
}

/**
 * Validate a request's search parameters with a src/domain zod schema ({@link queryParams}, then {@link validate}).
 * @param schema - the query's schema.
 * @param request - the request.
 * @throws Response 400 with field errors, as {@link validate}.
 */
export function validateQuery<S extends z.ZodType>(schema: S, request: Request): z.output<S> {
  return validate(schema, queryParams(request));
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
 * The signed-in caller: `Authorization: Bearer <access token>` signed by this install (HMAC-SHA-256),
 * of type access, unexpired by the mock clock, of a session still open (not logged out, not ended
 * for a stolen refresh token), of an ACTIVE account (SPEC.md §7 "A bearer token is added to every
 * request"; docs/decisions/010-sessions-and-throttling.md).
 * @param request - the intercepted request.
 * @returns the caller's account.
 * @throws Response 401 'Your session has expired. Sign in again.' otherwise.
 */
export async function requireUser(request: Request): Promise<UserRecord> {
  const jwt = bearerToken(request.headers.get('Authorization'));
  const payload = jwt ? await verifyToken(jwt, 'access') : null;
  const user = payload && sessionOpen(payload.sid) ? findUserById(payload.sub) : undefined;
  if (!user || user.status !== 'ACTIVE') {
    throw fail(401, MOCK_MESSAGES.sessionExpired, {
      code: jwt ? MOCK_ERROR_CODES.sessionExpired : MOCK_ERROR_CODES.unauthorised,
    });
  }
  return user;
}

/**
 * A 429 answer with `Retry-After` (issue 7 §5).
 * @param refusal - the wait, in seconds.
 * @param message - words that say when to try again (use `waitInWords`).
 * @param code - the machine-readable code, `TOO_MANY_ATTEMPTS` by default.
 */
export function tooMany(refusal: Refusal, message: string, code: string = MOCK_ERROR_CODES.tooManyAttempts): Response {
  return fail(429, message, { code, headers: { 'Retry-After': String(refusal.retryAfterSeconds) } });
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

/** What a call's body must be (issue 7 §9). */
export type BodyKind = 'json' | 'multipart';

/** Options of {@link handle}. */
export interface HandleOptions {
  /** Add the browser latency (config.ts `nextLatencyMs`). Default true; false for mock control calls. */
  latency?: boolean;
  /** The body a POST, PUT or PATCH must carry: JSON (default) or multipart/form-data. */
  body?: BodyKind;
  /** The largest body accepted, in bytes; larger answers 413. Default {@link DEFAULT_BODY_LIMIT_BYTES}. */
  maxBodyBytes?: number;
}

/** The largest JSON body a call accepts unless it says otherwise: 16 KiB (sign-in, registration, events). */
export const DEFAULT_BODY_LIMIT_BYTES = 16 * 1024;

const BODY_METHODS = new Set(['POST', 'PUT', 'PATCH']);

/**
 * Check a call's body before its handler reads it (issue 7 §9): its size against the limit (by
 * `Content-Length` when sent, else by reading it), then its type.
 * @throws Response 413 `PAYLOAD_TOO_LARGE` over the limit; 415 `UNSUPPORTED_CONTENT_TYPE` for a
 *   body of another type than the call takes (an empty body is allowed: the handler's validation
 *   speaks then).
 */
async function checkBody(request: Request, kind: BodyKind, limit: number): Promise<void> {
  if (!BODY_METHODS.has(request.method)) return;
  const tooLarge = () => fail(413, bodyTooLargeMessage(limit), { code: MOCK_ERROR_CODES.tooLarge });
  const declared = Number(request.headers.get('Content-Length') ?? NaN);
  if (Number.isFinite(declared) && declared > limit) throw tooLarge();
  const size = (await request.clone().arrayBuffer()).byteLength;
  if (size > limit) throw tooLarge();
  if (size === 0) return;
  const type = (request.headers.get('Content-Type') ?? '').split(';')[0]?.trim().toLowerCase() ?? '';
  const wanted = kind === 'json' ? 'application/json' : 'multipart/form-data';
  if (type !== wanted) {
    throw fail(415, kind === 'json' ? MOCK_MESSAGES.notJson : MOCK_MESSAGES.notMultipart, {
      code: MOCK_ERROR_CODES.unsupportedContentType,
    });
  }
}

/**
 * Wrap a resolver: wait for the database (`whenReady`, mocks/readiness.ts), wait the latency (browser
 * only), check the body's size and type, turn a thrown `Response` into the answer and anything else
 * into a 500 error body.
 * @param resolver - the handler's logic.
 * @param options - latency, body kind and size limit.
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
      await checkBody(info.request, options.body ?? 'json', options.maxBodyBytes ?? DEFAULT_BODY_LIMIT_BYTES);
      return await resolver(info);
    } catch (error) {
      if (error instanceof Response) return error;
      console.error('[mock api] handler failed', error);
      return fail(500, MOCK_MESSAGES.internal, { code: MOCK_ERROR_CODES.internal });
    }
  };
}
