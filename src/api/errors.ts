/**
 * The one error type the API layer throws (STYLE.md "Conventions"): views show `message`, forms put
 * `fieldErrors` next to their fields, and no raw error object reaches the screen.
 */
import type { AxiosError } from 'axios';

/**
 * axios marks its errors with `isAxiosError: true`. Checked here without importing axios, so code that
 * only classifies errors (the machines, at start-up) does not load the HTTP client.
 */
function isAxiosError(error: unknown): error is AxiosError {
  return typeof error === 'object' && error !== null && (error as { isAxiosError?: unknown }).isAxiosError === true;
}
import { MESSAGES, SLOW_MESSAGES } from '../domain/notifications';

/** A failed API call. `status` 0 means no answer arrived (offline, DNS, CORS, timeout). */
export class ApiError extends Error {
  /** HTTP status, or 0 when the request got no answer. */
  readonly status: number;
  /** Machine-readable code from the server body, or 'NETWORK' / 'TIMEOUT' (no answer within the time) / 'UNKNOWN'. */
  readonly code: string;
  /** Field name (dotted path) to the message to show next to that field. */
  readonly fieldErrors: Readonly<Record<string, string>>;

  constructor(status: number, code: string, message: string, fieldErrors: Record<string, string> = {}) {
    super(message);
    this.name = 'ApiError';
    this.status = status;
    this.code = code;
    this.fieldErrors = fieldErrors;
  }

  /** True when no answer arrived (the request may or may not have reached the server). */
  get isNetwork(): boolean {
    return this.status === 0;
  }
}

function messageFromBody(body: unknown): string | undefined {
  if (typeof body === 'string' && body.trim()) return body.trim();
  if (body && typeof body === 'object' && 'message' in body && typeof body.message === 'string') {
    return body.message;
  }
  return undefined;
}

/**
 * The error of a call given up after REQUEST_TIMEOUT_MS (src/api/slow-calls.ts; issue 33 item 5): status 0 (no answer
 * came), code 'TIMEOUT', and the words that say so ({@link SLOW_MESSAGES}.timeout).
 * @returns a new ApiError.
 */
export function timeoutError(): ApiError {
  return new ApiError(0, 'TIMEOUT', SLOW_MESSAGES.timeout);
}

/**
 * Turn anything thrown by a call into an {@link ApiError}. The message follows SPEC.md §8
 * ("the server's response data, or else the error message"); a request that got no answer reads
 * 'Network Connection Error' (SPEC.md §8's words).
 * @param error - what axios (or anything else) threw.
 * @returns an ApiError; never throws.
 */
export function toApiError(error: unknown): ApiError {
  if (error instanceof ApiError) return error;
  if (isAxiosError(error)) {
    const response = error.response;
    // A call given its own axios `timeout` that ran out (ECONNABORTED with axios's "timeout" message): said as one the
    // portal gave up on (issue 33 item 5).
    if (!response && error.code === 'ECONNABORTED' && /timeout/i.test(error.message)) return timeoutError();
    if (!response) return new ApiError(0, 'NETWORK', MESSAGES.networkError);
    const body: unknown = response.data;
    const code =
      body && typeof body === 'object' && 'code' in body && typeof body.code === 'string' ? body.code : `HTTP_${response.status}`;
    const fieldErrors =
      body && typeof body === 'object' && 'errors' in body && body.errors && typeof body.errors === 'object'
        ? (body.errors as Record<string, string>)
        : {};
    return new ApiError(response.status, code, messageFromBody(body) ?? error.message, fieldErrors);
  }
  const message = error instanceof Error ? error.message : 'Something went wrong';
  return new ApiError(0, 'UNKNOWN', message);
}
