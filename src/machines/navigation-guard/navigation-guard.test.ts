/**
 * The guard's decisions chained (issue 15): for every combination of what session storage can hold
 * and every route of the table (plus addresses no route matches), apply each decision, re-run the
 * guard on the new target with storage as the decision leaves it, until it settles. A pure simulation:
 * no router, no browser, no clock.
 */
import { describe, expect, it } from 'vitest';
import { ROUTES, type PortalRoute } from '#src/ui/route-table';
import { parseStoredSession, type RawStoredSession, type StoredSession } from '#src/api/session-storage';
import { ACCOUNT_TYPES, AREA_HOME, areaOf, type AccountType } from '#src/domain/accounts';
import {
  ACCOUNT_LOADER_PATH,
  guardNavigation,
  sessionCondition,
  storedArea,
  type GuardDecision,
  type GuardTarget,
} from './navigation-guard';

type Raw = RawStoredSession;
const EMPTY: Raw = { profile: null, token: null, refreshToken: null };

/** Every kind of stored profile: absent, malformed, not an object, and objects with or without accountType and idNumber. */
function rawProfiles(): Array<string | null> {
  const profiles: Array<string | null> = [null, '', '{"userId":"u1","accountType":', 'null', '"INDIVIDUAL"', '[]', '42'];
  for (const accountType of [...ACCOUNT_TYPES, undefined, 'UNKNOWN']) {
    for (const idNumber of ['CM9001012345AB', undefined, '']) {
      profiles.push(
        JSON.stringify({ userId: 'u1', ...(accountType ? { accountType } : {}), ...(idNumber !== undefined ? { idNumber } : {}) }),
      );
    }
  }
  return profiles;
}
const RAW_TOKENS = [null, '', 'Bearer stored-token', '{"token":', 'token-without-scheme', 'Bearer '];
const RAW_REFRESH_TOKENS = [null, '', 'stored-refresh-token', '{"refresh":'];

/** The whole table of storage contents: 25 profiles × 6 tokens × 4 refresh tokens. */
const STORAGE_TABLE: Raw[] = rawProfiles().flatMap((profile) =>
  RAW_TOKENS.flatMap((token) => RAW_REFRESH_TOKENS.map((refreshToken) => ({ profile, token, refreshToken }))),
);

/** Concrete addresses of every route (parameters filled), the loader with a returnTo, and unmatched addresses. */
const ADDRESSES: string[] = [
  ...ROUTES.map((r) => r.path.replace(/:\w+/g, 'MR-2026-7KQ4-9XH3')),
  `${ACCOUNT_LOADER_PATH}?returnTo=%2Fuser%2Fapplications`,
  '/no-such-page',
  '/user/no-such-page',
  '/backoffice/settings/no-such-setting',
];

const PATTERNS = ROUTES.map((route) => ({ route, pattern: new RegExp(`^${route.path.replace(/:\w+/g, '[^/]+')}$`) }));
const MATCHED = new Map<string, PortalRoute | null>();

/**
 * What the router matches: a route of the table, or the not-found catch-all (src/ui/app/router.tsx). Remembered
 * by path: the table walks the same few addresses hundreds of thousands of times.
 */
function match(address: string): PortalRoute | null {
  const pathname = address.split('?')[0] ?? address;
  let found = MATCHED.get(pathname);
  if (found === undefined) {
    found = ROUTES.find((r) => r.path === pathname) ?? PATTERNS.find((p) => p.pattern.test(pathname))?.route ?? null;
    MATCHED.set(pathname, found);
  }
  return found;
}

/** The profiles the API can answer a repaired session with (GET /users/me). */
const SERVER_PROFILES = ACCOUNT_TYPES.flatMap((accountType) =>
  [true, false].map((onboarded) => ({ userId: 'u1', accountType, ...(onboarded ? { idNumber: 'CM9001012345AB' } : {}) })),
);

/** How a repair can end: failure clears storage; success stores a whole session with the server's profile. */
function repairOutcomes(decision: Extract<GuardDecision, { type: 'repair' }>): Raw[] {
  if (!decision.refreshToken) return [EMPTY];
  return [
    EMPTY,
    ...SERVER_PROFILES.map((p) => ({ profile: JSON.stringify(p), token: 'Bearer refreshed', refreshToken: decision.refreshToken })),
  ];
}

interface Settled {
  address: string;
  storage: Raw;
  navigations: number;
  repairs: number;
  rule: string;
  trail: string[];
}

/**
 * Chain the guard from one address and storage until it proceeds, following every repair outcome.
 * Navigations are the router's redirects (area roots, /auth) and the guard's redirects.
 */
function settle(address: string, storage: Raw): Settled[] {
  const results: Settled[] = [];
  const walk = (at: string, raw: Raw, navigations: number, repairs: number, trail: string[]) => {
    if (trail.length > 20) throw new Error(`no settling: ${trail.join(' → ')}`);
    const route = match(at);
    if (route?.redirectTo) {
      walk(route.redirectTo, raw, navigations + 1, repairs, [...trail, `router → ${route.redirectTo}`]);
      return;
    }
    const target: GuardTarget = route
      ? { path: at, area: route.area, requiresSignIn: route.requiresSignIn }
      : { path: at, area: null, requiresSignIn: false, notFound: true };
    const decision = guardNavigation(target, parseStoredSession(raw));
    if (decision.type === 'proceed') {
      results.push({ address: at, storage: raw, navigations, repairs, rule: decision.rule, trail });
    } else if (decision.type === 'redirect') {
      walk(decision.to, raw, navigations + 1, repairs, [...trail, `${decision.rule} → ${decision.to}`]);
    } else {
      for (const next of repairOutcomes(decision)) {
        walk(at, next, navigations, repairs + 1, [...trail, `repair (${next.token ? 'refreshed' : 'cleared'})`]);
      }
    }
  };
  walk(address, storage, 0, 0, [address]);
  return results;
}

describe('the guard never loops (issue 15)', () => {
  it(`every stored session (${STORAGE_TABLE.length}) against every address (${ADDRESSES.length}) settles within two navigations and one repair`, () => {
    let chains = 0;
    const failures: string[] = [];
    for (const storage of STORAGE_TABLE) {
      for (const address of ADDRESSES) {
        for (const end of settle(address, storage)) {
          chains += 1;
          const stored = parseStoredSession(end.storage);
          const condition = sessionCondition(stored);
          const route = match(end.address);
          const problems = [
            end.navigations > 2 && `${end.navigations} navigations`,
            end.repairs > 1 && `${end.repairs} repairs`,
            condition === 'broken' && 'settled on a broken session',
            // Signed out: only pages without sign-in (or not-found) are shown.
            condition === 'none' && route?.requiresSignIn && 'a protected page shown signed out',
            // Signed in: only the own area or the pages outside areas are shown.
            condition === 'whole' && route?.area && route.area !== storedArea(stored) && 'another area shown',
            condition === 'whole' && route && !route.area && !route.requiresSignIn && 'a public page shown signed in',
          ].filter(Boolean);
          if (problems.length) failures.push(`${JSON.stringify(storage)} ${end.trail.join(' → ')}: ${problems.join(', ')}`);
        }
      }
    }
    expect(failures.slice(0, 10)).toEqual([]);
    expect(chains).toBeGreaterThan(STORAGE_TABLE.length * ADDRESSES.length);
  });

  it('a profile without a token on /account-onboard clears storage and asks to sign in, once (the reported loop)', () => {
    for (const accountType of ACCOUNT_TYPES) {
      const profile = JSON.stringify({ userId: 'u1', accountType, idNumber: 'CM9001012345AB' });
      const [end, ...more] = settle('/account-onboard', { profile, token: null, refreshToken: null });
      expect(more).toEqual([]);
      expect(end).toMatchObject({
        address: '/account-loading?returnTo=%2Faccount-onboard',
        storage: EMPTY,
        navigations: 1,
        repairs: 1,
        rule: 'public-signed-out',
      });
    }
  });

  it('a profile without a token but with a refresh token is repaired and stays on the page asked for', () => {
    const profile = JSON.stringify({ userId: 'u1', accountType: 'INDIVIDUAL', idNumber: 'CM9001012345AB' });
    const stored = parseStoredSession({ profile, token: null, refreshToken: 'r1' });
    expect(guardNavigation({ path: '/user/applications', area: 'user', requiresSignIn: true }, stored)).toEqual({
      type: 'repair',
      rule: 'broken-session',
      refreshToken: 'r1',
    });
    const ends = settle('/user/applications', { profile, token: null, refreshToken: 'r1' });
    const individual = ends.filter((e) => parseStoredSession(e.storage).profile?.accountType === 'INDIVIDUAL');
    for (const end of individual) expect(end).toMatchObject({ address: '/user/applications', navigations: 0, rule: 'signed-in' });
    // The refresh failed: sign in again, coming back to the page.
    expect(ends.find((e) => !e.storage.token)).toMatchObject({
      address: '/account-loading?returnTo=%2Fuser%2Fapplications',
      navigations: 1,
    });
  });
});

describe('pages no route matches', () => {
  const unmatched: GuardTarget = { path: '/user/no-such-page', area: null, requiresSignIn: false, notFound: true };
  it('are shown where the person is: in their own area when signed in, on the public site when signed out', () => {
    for (const accountType of ACCOUNT_TYPES as readonly AccountType[]) {
      const stored = { profile: { userId: 'u1', accountType, idNumber: 'CM9001012345AB' }, token: 'Bearer t', refreshToken: 'r' } as const;
      expect(
        guardNavigation(unmatched, parseStoredSession({ profile: JSON.stringify(stored.profile), token: stored.token, refreshToken: 'r' })),
      ).toMatchObject({
        type: 'proceed',
        rule: 'not-found',
      });
      expect(storedArea(parseStoredSession({ profile: JSON.stringify(stored.profile), token: stored.token, refreshToken: null }))).toBe(
        areaOf(accountType),
      );
      expect(AREA_HOME[areaOf(accountType)]).toMatch(/^\/(user|institution|backoffice)\//);
    }
    expect(guardNavigation(unmatched, parseStoredSession(EMPTY))).toEqual({ type: 'proceed', rule: 'public-signed-out', session: null });
  });
});

describe('a page for everyone (the flow visualizer, docs/decisions/029)', () => {
  const tools: GuardTarget = { path: '/tools/flows', area: null, requiresSignIn: false, forEveryone: true };
  it('is shown signed in, in every area, with the session, and signed out', () => {
    for (const accountType of ACCOUNT_TYPES as readonly AccountType[]) {
      const profile = JSON.stringify({ userId: 'u1', accountType, idNumber: 'CM9001012345AB' });
      expect(guardNavigation(tools, parseStoredSession({ profile, token: 'Bearer t', refreshToken: 'r' }))).toMatchObject({
        type: 'proceed',
        rule: 'for-everyone',
      });
    }
    expect(guardNavigation(tools, parseStoredSession(EMPTY))).toEqual({ type: 'proceed', rule: 'public-signed-out', session: null });
  });
});

describe('parseStoredSession', () => {
  it('reads unusable parts as missing', () => {
    expect(parseStoredSession({ profile: '{"userId":', token: 'abc', refreshToken: '' })).toEqual({
      profile: null,
      token: null,
      refreshToken: null,
    });
    expect(parseStoredSession({ profile: '[1]', token: 'Bearer ', refreshToken: null })).toEqual({
      profile: null,
      token: null,
      refreshToken: null,
    });
    expect(parseStoredSession({ profile: '{"userId":"u1"}', token: 'Bearer t', refreshToken: 'r' })).toEqual({
      profile: { userId: 'u1' },
      token: 'Bearer t',
      refreshToken: 'r',
    });
  });
});

describe('guard: capabilities of a role (docs/decisions/008-role-access.md)', () => {
  const staff = (role: string, accountType = 'BACKOFFICE'): StoredSession => ({
    profile: { userId: 'u', accountType, idNumber: 'CM9001012345AB', role } as StoredSession['profile'],
    token: 'Bearer t',
    refreshToken: 'r',
  });
  const queue = {
    path: '/backoffice/civil-marriage/task-queue',
    area: 'backoffice' as const,
    requiresSignIn: true,
    capability: 'applications.review' as const,
  };

  it.each(['FINANCE', 'ADMIN'])('shows a %s officer "You cannot open this page" rather than a page of applicants’ data', (role) => {
    expect(guardNavigation(queue, staff(role))).toEqual({ type: 'proceed', rule: 'no-permission', session: staff(role) });
  });

  it.each([
    ['REGISTRAR', 'BACKOFFICE'],
    ['MINISTER', 'BACKOFFICE'],
    ['REGISTRAR', 'ADMIN_UNIT'],
  ])('lets a %s (%s) in', (role, accountType) => {
    expect(guardNavigation(queue, staff(role, accountType))).toMatchObject({ type: 'proceed', rule: 'signed-in' });
  });

  it('lets everyone with the area into a page that needs no capability', () => {
    expect(guardNavigation({ ...queue, capability: undefined }, staff('FINANCE'))).toMatchObject({ type: 'proceed' });
  });
});
