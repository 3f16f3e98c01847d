/**
 * The navigation guard (SPEC.md §4 "Guard on every navigation"), as a pure decision over the target
 * route's marker and the stored session. The route table (src/ui/route-table.ts) supplies the marker; the
 * app applies the decision on every location change. Nothing else decides access in the browser
 * (the API is the lock: DOMAIN.md §3).
 */
import { type AccountType, type Area, AREA_HOME, areaOf, isAccountType } from '#src/domain/accounts';
import type { StoredSession } from '#src/api/session-storage';
import { type Capability, may } from '#src/domain/access';

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
  /** True when no route matches the address (the "Page not found" catch-all). */
  notFound?: boolean;
  /**
   * True for a page shown alike to everyone, signed in or not (the flow visualizer, docs/decisions/029):
   * rule 3 does not send a signed-in person away from it.
   */
  forEveryone?: boolean;
  /**
   * What the page's calls need (src/domain/access.ts), when more than the area: a signed-in person
   * whose role lacks it is shown "You cannot open this page" instead of a page whose calls the API
   * would refuse (docs/decisions/008-role-access.md).
   */
  capability?: Capability;
}

/**
 * What session storage holds, as the guard sees it (docs/decisions/003-routing-and-guard.md):
 * - `none`: no profile, no token, no refresh token (signed out);
 * - `whole`: a profile with a known accountType (SPEC.md §3) and a bearer token (signed in);
 * - `broken`: anything else (a profile but no token, a token but no profile, a profile without a
 *   known accountType, a refresh token alone, …): left by a session cleared half-way.
 */
export type SessionCondition = 'none' | 'whole' | 'broken';

/**
 * Classify what session storage holds (see {@link SessionCondition}).
 * @param stored - `readStoredSession()`: unusable parts (malformed JSON, a token without "Bearer ") are already null.
 * @returns 'none', 'whole' or 'broken'; never throws.
 */
export function sessionCondition(stored: StoredSession): SessionCondition {
  if (!stored.profile && !stored.token && !stored.refreshToken) return 'none';
  if (stored.profile && isAccountType(stored.profile.accountType) && stored.token) return 'whole';
  return 'broken';
}

/**
 * The area of a whole stored session (SPEC.md §6 "The account type decides the home area").
 * @param stored - what session storage holds.
 * @returns the area, or null when the session is not whole.
 */
export function storedArea(stored: StoredSession): Area | null {
  if (sessionCondition(stored) !== 'whole' || !stored.profile) return null;
  return isAccountType(stored.profile.accountType) ? areaOf(stored.profile.accountType) : null;
}

/** Why the guard decided as it did; one value per SPEC.md §4 rule (and our additions), for tests and logs. */
export type GuardRule =
  | 'broken-session'
  | 'wrong-area'
  | 'no-permission'
  | 'no-profile'
  | 'signed-in'
  | 'public-signed-out'
  | 'public-signed-in'
  | 'not-found'
  | 'for-everyone';

/**
 * The guard's decision:
 * - `proceed`: show the target (with the session to load, null when signed out);
 * - `redirect`: go to `to`, with a full page load when `fullPage` (SPEC.md §4 rule 1);
 * - `repair`: the stored session is broken: try `refreshToken` once when there is one (success
 *   stores a whole session, failure clears session storage), else clear session storage; then decide
 *   again for the same target. It is not a navigation.
 */
export type GuardDecision =
  | { type: 'proceed'; rule: GuardRule; session: StoredSession | null }
  | { type: 'redirect'; rule: GuardRule; to: string; fullPage: boolean }
  | { type: 'repair'; rule: 'broken-session'; refreshToken: string | null };

function ownHome(accountType: AccountType): string {
  return AREA_HOME[areaOf(accountType)];
}

/**
 * Decide a navigation (SPEC.md §4 "Guard on every navigation", as docs/decisions/003 reads it):
 * 0. a broken stored session (see {@link sessionCondition}) is repaired first: `repair`. SPEC.md §4
 *    rule 2's "profile but no token: go to the user's own area" loops when read literally (the own
 *    area needs sign-in too), so the profile without a token is treated as the session ending: the
 *    stored refresh token is tried once, else storage is cleared and the rules below apply to it;
 * 1. the profile has an accountType whose area differs from the target's marker: full page redirect
 *    to that area's home;
 * 2. target requires sign-in: no profile → the account loader (with `returnTo`); profile and token →
 *    proceed, loading them into the auth state; when the route needs a capability the role lacks
 *    (src/domain/access.ts), proceed with rule `no-permission`: the app shows the /forbidden-access
 *    page's words there instead of the page (ours, docs/decisions/008);
 * 3. target does not require sign-in: no profile → proceed; otherwise → the person's own area;
 * except that an address no route matches (`notFound`) is shown where the person is: in their own
 * area when signed in, on the public site otherwise; and that a page for everyone (`forEveryone`, the flow
 * visualizer) is shown to whoever opens it, with their session when signed in.
 * Every chain of decisions settles within two navigations (navigation-guard.test.ts proves it).
 * @param target - the matched route's marker and flag, and its path.
 * @param stored - what session storage holds (src/api/session-storage.ts `readStoredSession()`).
 * @returns the decision; never throws.
 */
export function guardNavigation(target: GuardTarget, stored: StoredSession): GuardDecision {
  const condition = sessionCondition(stored);
  if (condition === 'broken') return { type: 'repair', rule: 'broken-session', refreshToken: stored.refreshToken };
  const accountType =
    condition === 'whole' && stored.profile && isAccountType(stored.profile.accountType) ? stored.profile.accountType : null;
  if (target.notFound) {
    return accountType
      ? { type: 'proceed', rule: 'not-found', session: stored }
      : { type: 'proceed', rule: 'public-signed-out', session: null };
  }
  if (target.forEveryone) {
    return accountType
      ? { type: 'proceed', rule: 'for-everyone', session: stored }
      : { type: 'proceed', rule: 'public-signed-out', session: null };
  }
  if (accountType && target.area && areaOf(accountType) !== target.area) {
    return { type: 'redirect', rule: 'wrong-area', to: ownHome(accountType), fullPage: true };
  }
  if (target.requiresSignIn) {
    if (!accountType) {
      const to = `${ACCOUNT_LOADER_PATH}?returnTo=${encodeURIComponent(target.path)}`;
      return { type: 'redirect', rule: 'no-profile', to, fullPage: false };
    }
    if (target.capability && stored.profile && !may(stored.profile, target.capability)) {
      // Shown where the person asked, in their own area: /forbidden-access itself is a public page,
      // which rule 3 would send a signed-in person away from.
      return { type: 'proceed', rule: 'no-permission', session: stored };
    }
    return { type: 'proceed', rule: 'signed-in', session: stored };
  }
  if (!accountType) return { type: 'proceed', rule: 'public-signed-out', session: null };
  return { type: 'redirect', rule: 'public-signed-in', to: ownHome(accountType), fullPage: false };
}

/**
 * A `returnTo` value is followed only when it is a path inside the person's own area, or a signed-in
 * page outside the areas that any account may open (e.g. /notices/{noticeNumber}/caveat: the caller says
 * which), never another origin, never another area: docs/decisions/003-routing-and-guard.md.
 * @param returnTo - the raw query value.
 * @param accountType - the signed-in account type.
 * @param outsideAreas - whether a path is a signed-in page outside the areas (the route table knows); none by default.
 * @returns the safe path, or undefined.
 */
export function safeReturnTo(
  returnTo: string | null | undefined,
  accountType: AccountType,
  outsideAreas: (path: string) => boolean = () => false,
): string | undefined {
  if (!returnTo || !returnTo.startsWith('/') || returnTo.startsWith('//') || returnTo.includes('\\')) return undefined;
  const area = areaOf(accountType);
  const root = `/${area}`;
  return returnTo === root || returnTo.startsWith(`${root}/`) || outsideAreas(returnTo) ? returnTo : undefined;
}
