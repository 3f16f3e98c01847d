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
import { toApiError } from './errors';
import { storedToken } from './session-storage';

/** The API base URL this build talks to (`VITE_API_BASE_URL`, default `/api`). */
export const API_BASE_URL: string = import.meta.env.VITE_API_BASE_URL || '/api';

/** Request time-out in milliseconds. */
export const REQUEST_TIMEOUT_MS = 20_000;

/** Paths whose 401/403 answers are part of their meaning and never trigger the reload of SPEC.md §8. */
const EXEMPT_FROM_RELOAD = [/\/users\/auth\//, /\/users\/refresh-token$/, /\/nira\/verify$/];

/**
 * What happens on 401/403 (SPEC.md §8): clear session and local storage, then reload.
 * Replaceable for tests with {@link setUnauthorisedHandler}.
 */
export function clearStorageAndReload(): void {
  sessionStorage.clear();
  localStorage.clear();
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

/** The axios instance every API module uses. */
export const http: AxiosInstance = axios.create({
  baseURL: API_BASE_URL,
  timeout: REQUEST_TIMEOUT_MS,
  headers: { 'Content-Type': 'application/json', Accept: 'application/json' },
});

http.interceptors.request.use((config) => {
  const token = storedToken();
  if (token && !config.headers.has('Authorization')) config.headers.set('Authorization', token);
  return config;
});

http.interceptors.response.use(undefined, (error: unknown) => {
  const apiError = toApiError(error);
  const url = axios.isAxiosError(error) ? (error.config?.url ?? '') : '';
  if ((apiError.status === 401 || apiError.status === 403) && !EXEMPT_FROM_RELOAD.some((re) => re.test(url))) {
    onUnauthorised();
  }
  return Promise.reject(apiError);
});

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
