/**
 * Where the mock API answers (docs/decisions/002-api-contract.md "Base URL"): the same base the
 * portal's client calls, so switching between the mock and a real API changes nothing but
 * `VITE_API_BASE_URL`.
 */

/**
 * The API base: `VITE_API_BASE_URL`, or `/api`. In Vitest it is `http://localhost:5173/api`
 * (vite.config.ts `test.env`); in the browser `/api` (same origin as the portal).
 */
export const API_BASE: string = import.meta.env.VITE_API_BASE_URL || '/api';

/** The base of the mock-only control calls (outbox, clock, reset, config): `${API_BASE}/__mock`. */
export const MOCK_CONTROL_BASE = `${API_BASE}/__mock`;

/**
 * The full URL of an API path.
 * @param path - a path starting with "/", e.g. "/users/me".
 * @returns e.g. "/api/users/me" in the browser.
 */
export function apiUrl(path: string): string {
  return `${API_BASE}${path}`;
}
