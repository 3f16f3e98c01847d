/**
 * Layout of the institution area /institution (SPEC.md §2).
 */
import { Outlet } from 'react-router';
import { msg } from '@lingui/core/macro';
import { areaFooterLinks, SiteFrame, type FrameLink } from './site-frame';
import { AccountMenu } from './account-menu';
import { useProfile } from '../shared/session-context';
import { paths } from '../shared/paths';

/** The institution area layout; the district kadhi's task queue shows for district kadhi accounts. */
export default function InstitutionLayout() {
  const profile = useProfile();
  const nav: FrameLink[] = [
    { to: paths.servicesList('institution'), label: msg`Services` },
    { to: paths.applications('institution'), label: msg`Applications` },
    ...(profile?.organisationKind === 'DISTRICT_KADHI' ? [{ to: paths.districtKadhiQueue(), label: msg`Task queue` }] : []),
    { to: paths.institutionRegistry(), label: msg`Registry` },
    { to: paths.search('institution'), label: msg`Search the registers` },
    { to: paths.areaPrices('institution'), label: msg`Prices` },
    { to: paths.yourData('institution'), label: msg`Your data` },
  ];
  return (
    <SiteFrame
      homeHref="/institution/services/list"
      headerExtra={<AccountMenu />}
      areaNav={nav}
      footerLinks={areaFooterLinks('institution')}
    >
      <Outlet />
    </SiteFrame>
  );
}
