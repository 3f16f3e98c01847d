/**
 * Layout of the individual area /user (SPEC.md §2).
 */
import { Alert, Anchor } from '@mantine/core';
import { Link, Outlet } from 'react-router';
import { msg } from '@lingui/core/macro';
import { Trans, useLingui } from '@lingui/react/macro';
import { areaFooterLinks, SiteFrame } from './site-frame';
import { AccountMenu } from './account-menu';
import { useProfile } from '../shared/session-context';
import { paths } from '../shared/paths';

const USER_NAV = [
  { to: paths.servicesList('user'), label: msg`Services` },
  { to: paths.applications('user'), label: msg`Your applications` },
  { to: paths.waitingForYou(), label: msg`Waiting for you` },
  { to: paths.search('user'), label: msg`Search the registers` },
  { to: paths.areaPrices('user'), label: msg`Prices` },
  { to: paths.yourData('user'), label: msg`Your data` },
];

/** The individual area layout; reminds a person who has not verified their NIN yet. */
export default function UserLayout() {
  const { t } = useLingui();
  const profile = useProfile();
  return (
    <SiteFrame homeHref="/user/services/list" headerExtra={<AccountMenu />} areaNav={USER_NAV} footerLinks={areaFooterLinks('user')}>
      {profile && !profile.idNumber && (
        <Alert color="yellow" variant="light" mb="lg" title={t`Verify your identity to apply`}>
          <Trans>You need to verify your National Identification Number before you can apply for a service.</Trans>{' '}
          <Anchor component={Link} to={paths.accountOnboard()}>
            <Trans>Verify your identity</Trans>
          </Anchor>
        </Alert>
      )}
      <Outlet />
    </SiteFrame>
  );
}
