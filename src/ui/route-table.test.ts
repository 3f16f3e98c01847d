/**
 * The navigation guard (SPEC.md §4 "Guard on every navigation") driven by the route table:
 * every rule, for every account type, over every route of SPEC.md §2.
 */
import { describe, expect, it } from 'vitest';
import { ROUTES } from './route-table';
import { guardNavigation, safeReturnTo } from '../machines/navigation-guard/navigation-guard';
import type { StoredSession } from '../api/session-storage';
import type { AccountType } from '../domain/accounts';
import type { Profile } from '../domain/schemas/users';

const HOME: Record<AccountType, string> = {
  INDIVIDUAL: '/user/services/list',
  ORGANIZATION: '/institution/services/list',
  BACKOFFICE: '/backoffice/dashboard',
  ADMIN_UNIT: '/backoffice/dashboard',
};
const AREA: Record<AccountType, string> = {
  INDIVIDUAL: 'user',
  ORGANIZATION: 'institution',
  BACKOFFICE: 'backoffice',
  ADMIN_UNIT: 'backoffice',
};

function profile(accountType: AccountType): Profile {
  return { userId: 'u1', accountType, idNumber: 'CM9001012345AB', givenName: 'A', surname: 'B', email: 'a@b.ug', phone: '+256772123456' };
}
const signedOut: StoredSession = { profile: null, token: null, refreshToken: null };
const signedIn = (t: AccountType): StoredSession => ({ profile: profile(t), token: 'Bearer x', refreshToken: 'r' });
const tokenless = (t: AccountType): StoredSession => ({ profile: profile(t), token: null, refreshToken: null });
const target = (r: (typeof ROUTES)[number]) => ({ path: r.path, area: r.area, requiresSignIn: r.requiresSignIn });

describe('the route table (SPEC.md §2)', () => {
  it.each([
    '/',
    '/tracking/:id',
    '/services-prices',
    '/account-loading',
    '/forbidden-access',
    '/unauthorized-access',
    '/sign-in',
    '/terms-and-privacy-policy',
    '/auth',
    '/auth/sign-up',
    '/auth/account-registration-success',
    '/auth/verify-otp',
    '/auth/email-verified',
    '/auth/set-password',
    '/auth/account-password',
    '/auth/reset-password-request',
    '/account-onboard',
    '/account-loader-protected',
    '/user',
    '/user/card-payment/complete',
    '/user/payment-success',
    '/user/applications',
    '/user/church-agent-churches',
    '/user/search',
    '/user/notice-attachment/:id',
    '/user/prices',
    '/user/services/form-marriage-registration',
    '/user/services/hindu-marriage-registration',
    '/institution',
    '/institution/district-kadhi-task-queue',
    '/institution/registry',
    '/institution/services/form-islamic-marriage-registration',
    '/backoffice',
    '/backoffice/dashboard',
    '/backoffice/organisation-licenses/task-queue-minister',
    '/backoffice/special-licenses/task-queue-rg',
    '/backoffice/marriage-registrations/details/:id',
    '/backoffice/marriage-registrations/calendar-uncelebrated',
    '/backoffice/hindu-temple/task-queue',
    '/backoffice/church-agent/applications',
    '/backoffice/searches/report-applications',
    '/backoffice/registry/marriage-register-book',
    '/backoffice/settings/service-tax-heads',
    '/backoffice/reports/marriage',
    '/backoffice/accounts',
    '/backoffice/billing',
    '/backoffice/billing/transactions',
    '/backoffice/billing/price-list',
    '/backoffice/tracking',
  ])('has %s', (path) => {
    expect(ROUTES.some((r) => r.path === path)).toBe(true);
  });

  it('has no path twice and marks every area route with its area', () => {
    const paths = ROUTES.map((r) => r.path);
    expect(new Set(paths).size).toBe(paths.length);
    for (const r of ROUTES) {
      const first = r.path.split('/')[1];
      if (first === 'user' || first === 'institution' || first === 'backoffice') expect(r.area).toBe(first);
      else expect(r.area).toBeNull();
    }
  });

  it('requires sign-in on every area and account route but the billing parent, and on no public or auth route', () => {
    for (const r of ROUTES) {
      const expected =
        r.path === '/backoffice/billing'
          ? false
          : Boolean(r.area) || r.layout === 'account' || (r.path.startsWith('/account-') && r.path !== '/account-loading');
      expect({ path: r.path, requiresSignIn: r.requiresSignIn }).toEqual({ path: r.path, requiresSignIn: expected });
    }
  });
});

describe('guard rule 1: a profile in another area is sent to its own area with a full page redirect', () => {
  const accountTypes: AccountType[] = ['INDIVIDUAL', 'ORGANIZATION', 'BACKOFFICE', 'ADMIN_UNIT'];
  for (const t of accountTypes) {
    it(`${t}`, () => {
      for (const r of ROUTES.filter((x) => x.area && x.area !== AREA[t])) {
        expect(guardNavigation(target(r), signedIn(t))).toMatchObject({
          type: 'redirect',
          rule: 'wrong-area',
          to: HOME[t],
          fullPage: true,
        });
        // A profile without a token is a broken session: repaired first (docs/decisions/003).
        expect(guardNavigation(target(r), tokenless(t))).toEqual({ type: 'repair', rule: 'broken-session', refreshToken: null });
      }
    });
  }
  it('a signed-in individual opening /backoffice/dashboard is sent back to /user/services/list', () => {
    const dashboard = ROUTES.find((r) => r.path === '/backoffice/dashboard')!;
    expect(guardNavigation(target(dashboard), signedIn('INDIVIDUAL'))).toEqual({
      type: 'redirect',
      rule: 'wrong-area',
      to: '/user/services/list',
      fullPage: true,
    });
  });
});

describe('guard rule 2: targets that require sign-in', () => {
  const protectedRoutes = ROUTES.filter((r) => r.requiresSignIn);
  it('no stored profile: the account loader, remembering the target', () => {
    for (const r of protectedRoutes) {
      expect(guardNavigation(target(r), signedOut)).toEqual({
        type: 'redirect',
        rule: 'no-profile',
        to: `/account-loading?returnTo=${encodeURIComponent(r.path)}`,
        fullPage: false,
      });
    }
  });
  it('profile and token: proceed with the session loaded', () => {
    for (const t of ['INDIVIDUAL', 'ORGANIZATION', 'BACKOFFICE', 'ADMIN_UNIT'] as const) {
      for (const r of protectedRoutes.filter((x) => !x.area || x.area === AREA[t])) {
        const decision = guardNavigation(target(r), signedIn(t));
        expect(decision).toMatchObject({ type: 'proceed', rule: 'signed-in' });
        if (decision.type === 'proceed') expect(decision.session?.token).toBe('Bearer x');
      }
    }
  });
  it('profile but no token: a broken session, repaired before any rule (docs/decisions/003; chains in navigation-guard.test.ts)', () => {
    const onboard = ROUTES.find((r) => r.path === '/account-onboard')!;
    expect(guardNavigation(target(onboard), tokenless('INDIVIDUAL'))).toEqual({
      type: 'repair',
      rule: 'broken-session',
      refreshToken: null,
    });
    const applications = ROUTES.find((r) => r.path === '/user/applications')!;
    expect(guardNavigation(target(applications), { ...tokenless('INDIVIDUAL'), refreshToken: 'r' })).toEqual({
      type: 'repair',
      rule: 'broken-session',
      refreshToken: 'r',
    });
  });
});

describe('guard rule 3: targets that do not require sign-in', () => {
  const publicRoutes = ROUTES.filter((r) => !r.requiresSignIn && !r.area);
  it('no stored profile: proceed', () => {
    for (const r of publicRoutes)
      expect(guardNavigation(target(r), signedOut)).toMatchObject({ type: 'proceed', rule: 'public-signed-out' });
  });
  it('a stored profile: the own area', () => {
    for (const t of ['INDIVIDUAL', 'ORGANIZATION', 'BACKOFFICE', 'ADMIN_UNIT'] as const) {
      for (const r of publicRoutes) {
        expect(guardNavigation(target(r), signedIn(t))).toEqual({
          type: 'redirect',
          rule: 'public-signed-in',
          to: HOME[t],
          fullPage: false,
        });
      }
    }
  });
});

describe('returnTo after sign-in', () => {
  it('is followed only inside the own area', () => {
    expect(safeReturnTo('/user/applications', 'INDIVIDUAL')).toBe('/user/applications');
    expect(safeReturnTo('/backoffice/accounts', 'INDIVIDUAL')).toBeUndefined();
    expect(safeReturnTo('//evil.example/user', 'INDIVIDUAL')).toBeUndefined();
    expect(safeReturnTo('https://evil.example/user/x', 'INDIVIDUAL')).toBeUndefined();
    expect(safeReturnTo('/user-not/x', 'INDIVIDUAL')).toBeUndefined();
    expect(safeReturnTo(null, 'ADMIN_UNIT')).toBeUndefined();
    // A signed-in page outside the areas, when the route table says so (lodging a caveat, issue 9).
    const outside = (path: string) => path.startsWith('/notices/');
    expect(safeReturnTo('/notices/NB-2026-000001/caveat', 'INDIVIDUAL', outside)).toBe('/notices/NB-2026-000001/caveat');
    expect(safeReturnTo('/notices/NB-2026-000001/caveat', 'INDIVIDUAL')).toBeUndefined();
    expect(safeReturnTo('/\\evil.example/notices/x', 'INDIVIDUAL', () => true)).toBeUndefined();
  });
});

describe('links shown to a signed-in person stay in their area (SPEC.md §4 sends them away from public pages)', () => {
  it.each(['user', 'institution', 'backoffice'] as const)('the %s footer links to pages of that area', async (area) => {
    const { areaFooterLinks } = await import('./layouts/site-frame');
    for (const link of areaFooterLinks(area)) {
      const route = ROUTES.find((r) => r.path === link.to);
      expect(route?.area, link.to).toBe(area);
      expect(route?.page, link.to).toBeDefined();
    }
  });

  it('resolves /backoffice/hindu-temple/applications to the church-agent applications (SPEC.md §2)', () => {
    expect(ROUTES.find((r) => r.path === '/backoffice/hindu-temple/applications')?.redirectTo).toBe(
      '/backoffice/church-agent/applications',
    );
  });
});
