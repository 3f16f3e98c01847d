/**
 * The navigation guard (SPEC.md §4 "Guard on every navigation"), as a pure decision over the target
 * route's marker and the stored session. The route table (src/ui/routes.tsx) supplies the marker; the
 * app applies the decision on every location change. Nothing else decides access in the browser
 * (the API is the lock: DOMAIN.md §3).
 */
import { type AccountType, type Area, AREA_HOME, areaOf, isAccountType } from '../../domain/accounts';
import type { StoredSession } from '../../api/session-storage';

/** The route where a signed-out person is sent when the target needs sign-in (SPEC.md §4 rule 2). */
export const ACCOUNT_LOADER_PATH = '/account-loading';

/** What the guard needs to know of a target route: its user-type marker and its sign-in flag. */
export interface GuardTarget {
  /** The path being opened (for the returnTo of the account loader). */
  path: string;
  /** The route's user-type marker (SPEC.md §2); null for public pages and pages outside the areas. */
  area: Area | null;
  /** True when the route requires sign-in (SPEC.md §2). */
  requiresSignIn: boolean;
}

/** Why the guard decided as it did; one value per SPEC.md §4 rule, for tests and logs. */
export type GuardRule =
  | 'wrong-area'
  | 'no-profile'
  | 'signed-in'
  | 'profile-without-token'
  | 'public-signed-out'
  | 'public-signed-in';

/** The guard's decision: proceed (with the session to load), or redirect (full page or in-app). */
export type GuardDecision =
  | { type: 'proceed'; rule: GuardRule; session: StoredSession | null }
  | { type: 'redirect'; rule: GuardRule; to: string; fullPage: boolean };

function ownHome(accountType: AccountType): string {
  return AREA_HOME[areaOf(accountType)];
}

/**
 * Decide a navigation (SPEC.md §4 "Guard on every navigation"):
 * 1. the profile has an accountType whose area differs from the target's marker: full page redirect
 *    to that area;
 * 2. target requires sign-in: no profile → the account loader (with `returnTo`); profile and token →
 *    proceed, loading them into the auth state; profile but no token → the person's own area (when the
 *    target already is in that area, the account loader instead, so the rule cannot loop);
 * 3. target does not require sign-in: no profile → proceed; otherwise → the person's own area.
 * @param target - the matched route's marker and flag, and its path.
 * @param stored - what session storage holds (src/api/session-storage.ts `readStoredSession()`).
 * @returns the decision; never throws.
 */
export function guardNavigation(target: GuardTarget, stored: StoredSession): GuardDecision {
  const accountType = stored.profile && isAccountType(stored.profile.accountType) ? stored.profile.accountType : null;
  if (accountType && target.area && areaOf(accountType) !== target.area) {
    return { type: 'redirect', rule: 'wrong-area', to: ownHome(accountType), fullPage: true };
  }
  if (target.requiresSignIn) {
    if (!stored.profile) {
      const to = `${ACCOUNT_LOADER_PATH}?returnTo=${encodeURIComponent(target.path)}`;
      return { type: 'redirect', rule: 'no-profile', to, fullPage: false };
    }
    if (stored.token) return { type: 'proceed', rule: 'signed-in', session: stored };
    const home = accountType ? ownHome(accountType) : ACCOUNT_LOADER_PATH;
    const to = target.area && accountType && target.area === areaOf(accountType) ? ACCOUNT_LOADER_PATH : home;
    return { type: 'redirect', rule: 'profile-without-token', to, fullPage: false };
  }
  if (!stored.profile) return { type: 'proceed', rule: 'public-signed-out', session: null };
  const to = accountType ? ownHome(accountType) : ACCOUNT_LOADER_PATH;
  return { type: 'redirect', rule: 'public-signed-in', to, fullPage: false };
}

/**
 * A `returnTo` value is followed only when it is a path inside the person's own area
 * (never another origin, never another area): docs/decisions/003-routing-and-guard.md.
 * @param returnTo - the raw query value.
 * @param accountType - the signed-in account type.
 * @returns the safe path, or undefined.
 */
export function safeReturnTo(returnTo: string | null | undefined, accountType: AccountType): string | undefined {
  if (!returnTo || !returnTo.startsWith('/') || returnTo.startsWith('//')) return undefined;
  const area = areaOf(accountType);
  const root = `/${area}`;
  return returnTo === root || returnTo.startsWith(`${root}/`) ? returnTo : undefined;
}
