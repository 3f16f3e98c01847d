/**
 * Layout of the institution area /institution (SPEC.md §2).
 */
import { Outlet } from 'react-router';
import { areaFooterLinks, SiteFrame, type FrameLink } from './site-frame';
import { AccountMenu } from './account-menu';
import { useProfile } from '../shared/session-context';

/** The institution area layout; the district kadhi's task queue shows for district kadhi accounts. */
export default function InstitutionLayout() {
  const profile = useProfile();
  const nav: FrameLink[] = [
    { to: '/institution/services/list', label: 'Services' },
    { to: '/institution/applications', label: 'Applications' },
    ...(profile?.organisationKind === 'DISTRICT_KADHI' ? [{ to: '/institution/district-kadhi-task-queue', label: 'Task queue' }] : []),
    { to: '/institution/registry', label: 'Registry' },
    { to: '/institution/search', label: 'Search the registers' },
    { to: '/institution/prices', label: 'Prices' },
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
