/**
 * Layout of the individual area /user (SPEC.md §2).
 */
import { Alert, Anchor } from '@mantine/core';
import { Link, Outlet } from 'react-router';
import { areaFooterLinks, SiteFrame } from './site-frame';
import { AccountMenu } from './account-menu';
import { useProfile } from '../shared/session-context';

const USER_NAV = [
  { to: '/user/services/list', label: 'Services' },
  { to: '/user/applications', label: 'Your applications' },
  { to: '/user/search', label: 'Search the registers' },
  { to: '/user/prices', label: 'Prices' },
];

/** The individual area layout; reminds a person who has not verified their NIN yet. */
export default function UserLayout() {
  const profile = useProfile();
  return (
    <SiteFrame homeHref="/user/services/list" headerExtra={<AccountMenu />} areaNav={USER_NAV} footerLinks={areaFooterLinks('user')}>
      {profile && !profile.idNumber && (
        <Alert color="yellow" variant="light" mb="lg" title="Verify your identity to apply">
          You need to verify your National Identification Number before you can apply for a service.{' '}
          <Anchor component={Link} to="/account-onboard">
            Verify your identity
          </Anchor>
        </Alert>
      )}
      <Outlet />
    </SiteFrame>
  );
}
