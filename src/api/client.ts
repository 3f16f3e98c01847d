/**
 * The one axios instance (STYLE.md "Layout"; SPEC.md §7, §8).
 *
 * - Base URL: `VITE_API_BASE_URL` (default `/api`).
 * - `Authorization: <token>` on every request when a token is stored (the token carries "Bearer ").
 * - 401 or 403 on any call clears session and local storage and reloads the page (SPEC.md §8).
 *   The calls that answer 401 as part of their meaning are exempt: sign-in with wrong credentials,
 *   the other /users/auth/* calls, and the token refresh, whose errors are ignored (SPEC.md §7).
 * - Every failure is rethrown as an {@link ApiError}.
 */
import axios, { type AxiosInstance, type AxiosRequestConfig } from 'axios';
import type { BodyOf, DataOf, QueryOf } from './contract/define';
import type { Operations } from './contract/operations';
import { routeOf, type OperationId, type PathOf, type PathParamNames } from './contract/routes';
import { timeoutError, toApiError } from './errors';
import { clearSessionAndLocalStorage, storedToken } from './session-storage';
import { REQUEST_TIMEOUT_MS, watchCall } from './slow-calls';

declare module 'axios' {
  interface AxiosRequestConfig {
    /** The contract's operation this request calls (src/api/contract/routes.ts), for the answer check. */
    operationId?: OperationId;
  }
}

/** The API base URL this build talks to (`VITE_API_BASE_URL`, default `/api`). */
export const API_BASE_URL: string = import.meta.env.VITE_API_BASE_URL || '/api';

/** Request time-out in milliseconds: {@link REQUEST_TIMEOUT_MS} of ./slow-calls, the one place it is set. */
export { REQUEST_TIMEOUT_MS };

/** Paths whose 401/403 answers are part of their meaning and never trigger the reload of SPEC.md §8. */
const EXEMPT_FROM_RELOAD = [/\/users\/auth\//, /\/users\/refresh-token$/, /\/nira\/verify$/];

/**
 * Error codes of a 403 that refuse the request, not the caller, and never trigger the reload of SPEC.md §8:
 * onboarding without a live proof of holding the NIN (issue 31 §1; docs/decisions/037) sends the person back to
 * prove it, signed in.
 */
const CODES_EXEMPT_FROM_RELOAD: readonly string[] = ['NIN_PROOF_REQUIRED'];

/**
 * What happens on 401/403 (SPEC.md §8): clear session and local storage, then reload.
 * Replaceable for tests with {@link setUnauthorisedHandler}.
 */
export function clearStorageAndReload(): void {
  clearSessionAndLocalStorage();
  window.location.reload();
}

let onUnauthorised: () => void = clearStorageAndReload;

/**
 * Replace the 401/403 reaction (tests; the mock panel). Returns the previous handler.
 * @param handler - called once per 401/403 answer of a non-exempt call.
 */
export function setUnauthorisedHandler(handler: () => void): () => void {
  const previous = onUnauthorised;
  onUnauthorised = handler;
  return previous;
}

/**
 * The axios instance every API module uses. A call is given up after REQUEST_TIMEOUT_MS by its watch (./slow-calls),
 * which aborts it, not by axios's `timeout`.
 */
export const http: AxiosInstance = axios.create({
  baseURL: API_BASE_URL,
  headers: { 'Content-Type': 'application/json', Accept: 'application/json' },
});

/** The end of each call's watch (./slow-calls), by its config. */
const watches = new WeakMap<object, () => void>();
/** The configs of the calls given up after REQUEST_TIMEOUT_MS. */
const givenUp = new WeakSet<object>();

http.interceptors.request.use((config) => {
  const token = storedToken();
  if (token && !config.headers.has('Authorization')) config.headers.set('Authorization', token);
  // A call still unanswered after SLOW_CALL_MS is said to be waiting, and after REQUEST_TIMEOUT_MS it is aborted
  // and fails as timed out (issue 33 item 5). The caller's own signal (a query no longer wanted) still aborts it.
  const controller = new AbortController();
  const callerSignal = config.signal;
  if (callerSignal?.aborted) controller.abort();
  else callerSignal?.addEventListener?.('abort', () => controller.abort());
  config.signal = controller.signal;
  watches.set(
    config,
    watchCall(() => {
      givenUp.add(config);
      controller.abort();
    }),
  );
  return config;
});

function endWatch(config: object | undefined): void {
  if (!config) return;
  watches.get(config)?.();
  watches.delete(config);
}

/**
 * Whether this build checks every answer against the contract (docs/decisions/033-api-contract.md): the
 * development, mock and test builds do; the production build does not carry the check (its schemas).
 */
const CHECK_ANSWERS = import.meta.env.MODE !== 'production';
let answerCheck: Promise<typeof import('./contract/check-answer')> | undefined;

/**
 * Check an answer of an operation against the contract (development and test builds only). An error answer that is
 * not JSON came from something between the portal and the API (a gateway's page, the development server while a
 * page is being left and the mock's service worker no longer answers it), not from the API: it is not judged.
 */
async function checkAgainstContract(
  config: AxiosRequestConfig | undefined,
  status: number,
  data: unknown,
  contentType: unknown,
): Promise<void> {
  if (!CHECK_ANSWERS || !config?.operationId) return;
  if (status >= 400 && !(typeof contentType === 'string' && contentType.includes('json'))) return;
  answerCheck ??= import('./contract/check-answer');
  (await answerCheck).checkAnswer(config.operationId, status, data);
}

http.interceptors.response.use(
  async (response) => {
    endWatch(response.config);
    await checkAgainstContract(response.config, response.status, response.data, response.headers['content-type']);
    return response;
  },
  async (error: unknown) => {
    if (axios.isAxiosError(error)) endWatch(error.config);
    if (axios.isAxiosError(error) && error.response)
      await checkAgainstContract(error.config, error.response.status, error.response.data, error.response.headers['content-type']);
    const apiError = axios.isAxiosError(error) && error.config && givenUp.has(error.config) ? timeoutError() : toApiError(error);
    const url = axios.isAxiosError(error) ? (error.config?.url ?? '') : '';
    const exempt =
      EXEMPT_FROM_RELOAD.some((re) => re.test(url)) || (apiError.status === 403 && CODES_EXEMPT_FROM_RELOAD.includes(apiError.code));
    if ((apiError.status === 401 || apiError.status === 403) && !exempt) {
      onUnauthorised();
    }
    return Promise.reject(apiError);
  },
);

/**
 * Call the API and unwrap the `{ data }` envelope (docs/decisions/002-api-contract.md).
 * @param config - axios request config; `url` is relative to {@link API_BASE_URL}.
 * @returns the envelope's `data`.
 * @throws ApiError on any failure.
 */
export async function request<T>(config: AxiosRequestConfig): Promise<T> {
  const response = await http.request<{ data: T }>(config);
  return response.data.data;
}

/** An operation's declaration. */
type Spec<K extends OperationId> = Operations[K];

/** The path parameters of an operation: required when its path has any. */
type PathInput<K extends OperationId> = [PathParamNames<PathOf<K>>] extends [never]
  ? { path?: undefined }
  : { path: Readonly<Record<PathParamNames<PathOf<K>>, string>> };

/** What a call of an operation takes: its path parameters, query, body and extra headers. */
export type CallInput<K extends OperationId> = PathInput<K> & {
  query?: QueryOf<Spec<K>>;
  body?: BodyOf<Spec<K>>;
  headers?: Record<string, string>;
};

/** The `data` a successful call of an operation answers, as the contract declares it. */
export type AnswerData<K extends OperationId> = DataOf<Spec<K>>;

/**
 * The request config of an operation: its method, its path with the parameters filled in (each
 * URI-encoded), its query and body.
 */
function configOf<K extends OperationId>(id: K, input: CallInput<K> | undefined): AxiosRequestConfig {
  const { method, path } = routeOf(id);
  const values = (input?.path ?? {}) as Record<string, string>;
  const url = path.replace(/\{(\w+)\}/g, (_, name: string) => encodeURIComponent(values[name] ?? ''));
  return { method, url, params: input?.query, data: input?.body, headers: input?.headers, operationId: id };
}

/**
 * Call an operation of the registry API by its id (src/api/contract/routes.ts) and unwrap the
 * `{ data }` envelope. Its path, method and types come from the contract, so a path is written once.
 * @param id - the operation, e.g. "getApplication".
 * @param input - path parameters, query, body, headers.
 * @returns the answer's `data`.
 * @throws ApiError on any failure.
 */
export async function call<K extends OperationId>(
  id: K,
  ...input: [PathParamNames<PathOf<K>>] extends [never] ? [CallInput<K>?] : [CallInput<K>]
): Promise<AnswerData<K>> {
  const response = await http.request<{ data: AnswerData<K> }>(configOf(id, input[0]));
  return response.data.data;
}

/**
 * Download what an operation answers as a file (CSV, an image, an uploaded document).
 * @param id - the operation.
 * @param accept - the media types asked for (`Accept`).
 * @param input - path parameters and query.
 * @returns the file.
 * @throws ApiError on any failure.
 */
export async function download<K extends OperationId>(
  id: K,
  accept: string,
  ...input: [PathParamNames<PathOf<K>>] extends [never] ? [CallInput<K>?] : [CallInput<K>]
): Promise<Blob> {
  const config = configOf(id, input[0]);
  const response = await http.request<Blob>({ ...config, responseType: 'blob', headers: { ...config.headers, Accept: accept } });
  return response.data;
}
