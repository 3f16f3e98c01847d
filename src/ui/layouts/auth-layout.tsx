/**
 * Layout of the /auth pages (SPEC.md §2): the public frame, with the registration actor provided to
 * the pages.
 */
import { Outlet } from 'react-router';
import { msg } from '@lingui/core/macro';
import { SiteFrame } from './site-frame';
import { RegistrationProvider } from './registration-context';
import { paths } from '../shared/paths';

const AUTH_LINKS = [
  { to: paths.servicesPrices(), label: msg`Services and prices` },
  { to: paths.signIn(), label: msg`Sign in` },
];

/** The auth layout. */
export default function AuthLayout() {
  return (
    <SiteFrame homeHref="/" headerLinks={AUTH_LINKS} width="sm">
      <RegistrationProvider>
        <Outlet />
      </RegistrationProvider>
    </SiteFrame>
  );
}
