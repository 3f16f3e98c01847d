/**
 * Layout of the institution area /institution (SPEC.md §2).
 */
import { Outlet } from 'react-router';
import { areaFooterLinks, SiteFrame, type FrameLink } from './site-frame';
import { AccountMenu } from './account-menu';
import { useProfile } from '../shared/session-context';
import { paths } from '../shared/paths';

/** The institution area layout; the district kadhi's task queue shows for district kadhi accounts. */
export default function InstitutionLayout() {
  const profile = useProfile();
  const nav: FrameLink[] = [
    { to: paths.servicesList('institution'), label: 'Services' },
    { to: paths.applications('institution'), label: 'Applications' },
    ...(profile?.organisationKind === 'DISTRICT_KADHI' ? [{ to: paths.districtKadhiQueue(), label: 'Task queue' }] : []),
    { to: paths.institutionRegistry(), label: 'Registry' },
    { to: paths.search('institution'), label: 'Search the registers' },
    { to: paths.areaPrices('institution'), label: 'Prices' },
    { to: paths.yourData('institution'), label: 'Your data' },
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
