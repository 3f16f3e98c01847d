/**
 * Layout of the public pages (SPEC.md §2 "Public, no login"). A signed-in person sees it only on the pages
 * open to everyone (the tools: docs/decisions/029, 031): the header then offers their own area and the account
 * menu, not "Sign in". Pre-rendered pages are rendered signed out, so the header changes only after hydration.
 */
import { lazy, Suspense } from 'react';
import { msg } from '@lingui/core/macro';
import { Outlet, useLocation } from 'react-router';
import { pathAfterSignIn } from '#src/domain/accounts';
import { useProfile } from '../shared/session-context';
import { useHydrated } from '../shared/use-hydrated';
import { SiteFrame } from './site-frame';
import { paths } from '../shared/paths';

/** Loaded only for a signed-in person: the public pages' first load stays without it (docs/decisions/027). */
const AccountMenu = lazy(() => import('./account-menu').then((m) => ({ default: m.AccountMenu })));

const SERVICES_LINK = { to: paths.servicesPrices(), label: msg`Services and prices` };

const PUBLIC_LINKS = [SERVICES_LINK, { to: paths.signIn(), label: msg`Sign in` }, { to: paths.signUp(), label: msg`Create an account` }];

/** The public layout. */
export default function PublicLayout() {
  const profile = useProfile();
  const hydrated = useHydrated();
  const { pathname } = useLocation();
  const signedIn = hydrated && profile !== null;
  return (
    <SiteFrame
      homeHref="/"
      headerLinks={signedIn ? [SERVICES_LINK, { to: pathAfterSignIn(profile, pathname), label: msg`Your account` }] : PUBLIC_LINKS}
      headerExtra={
        signedIn ? (
          <Suspense fallback={null}>
            <AccountMenu />
          </Suspense>
        ) : undefined
      }
    >
      <Outlet />
    </SiteFrame>
  );
}
