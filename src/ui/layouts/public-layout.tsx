/**
 * Layout of the public pages (SPEC.md §2 "Public, no login").
 */
import { Outlet } from 'react-router';
import { SiteFrame } from './site-frame';

const PUBLIC_LINKS = [
  { to: '/services-prices', label: 'Services and prices' },
  { to: '/sign-in', label: 'Sign in' },
  { to: '/auth/sign-up', label: 'Create an account' },
];

/** The public layout. */
export default function PublicLayout() {
  return (
    <SiteFrame homeHref="/" headerLinks={PUBLIC_LINKS}>
      <Outlet />
    </SiteFrame>
  );
}
