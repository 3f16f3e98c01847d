/**
 * Layout of the individual area /user (SPEC.md §2).
 */
import { Alert, Anchor } from '@mantine/core';
import { Link, Outlet } from 'react-router';
import { areaFooterLinks, SiteFrame } from './site-frame';
import { AccountMenu } from './account-menu';
import { useProfile } from '../shared/session-context';
import { paths } from '../shared/paths';

const USER_NAV = [
  { to: paths.servicesList('user'), label: 'Services' },
  { to: paths.applications('user'), label: 'Your applications' },
  { to: paths.waitingForYou(), label: 'Waiting for you' },
  { to: paths.search('user'), label: 'Search the registers' },
  { to: paths.areaPrices('user'), label: 'Prices' },
  { to: paths.yourData('user'), label: 'Your data' },
];

/** The individual area layout; reminds a person who has not verified their NIN yet. */
export default function UserLayout() {
  const profile = useProfile();
  return (
    <SiteFrame homeHref="/user/services/list" headerExtra={<AccountMenu />} areaNav={USER_NAV} footerLinks={areaFooterLinks('user')}>
      {profile && !profile.idNumber && (
        <Alert color="yellow" variant="light" mb="lg" title="Verify your identity to apply">
          You need to verify your National Identification Number before you can apply for a service.{' '}
          <Anchor component={Link} to={paths.accountOnboard()}>
            Verify your identity
          </Anchor>
        </Alert>
      )}
      <Outlet />
    </SiteFrame>
  );
}
