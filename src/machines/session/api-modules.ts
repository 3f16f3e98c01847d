/**
 * The API modules of the session and its sign-in, loaded on the first call, not with the machines: a visitor who never
 * signs in never downloads the HTTP client (bundle budget, scripts/bench/size.mjs). No import of xstate here, so a
 * page can ask for them early without pulling the machines' code into its own chunk.
 */

/** src/api/auth: login, refresh, logout, registration. */
export const authApi = () => import('#src/api/auth');

/** src/api/users: the profile and the districts list. */
export const usersApi = () => import('#src/api/users');

/**
 * Fetch the code of the sign-in's calls (the API client, auth and users modules) before the first press: the sign-in
 * page asks for it as it opens, so on a slow connection the calls start at once instead of after about 40 kB of code
 * (issue 33 item 4; docs/decisions/046-first-bytes.md).
 * @returns a promise settled once the modules are loaded or have failed to load (never rejects: the call loads them
 *   again, and says so if it cannot).
 */
export function preloadSignInCalls(): Promise<void> {
  return Promise.all([authApi(), usersApi()]).then(
    () => undefined,
    () => undefined,
  );
}
