/**
 * Layout of the back office /backoffice (SPEC.md §2): a navigation of the sections the officer's role
 * works on (DOMAIN.md §3) beside the page; on a phone it sits behind the "Menu" button (SiteFrame's
 * sidebar).
 */
import { useEffect, useId } from 'react';
import { NavLink as MantineNavLink } from '@mantine/core';
import { NavLink, Outlet } from 'react-router';
import { useLingui } from '@lingui/react/macro';
import { SidebarShell } from './sidebar-shell';
import { areaFooterLinks, SiteFrame } from './site-frame';
import { AccountMenu } from './account-menu';
import { backofficeGroups, type BackofficeGroup } from './backoffice-nav';
import { useProfile } from '../shared/session-context';
import { queryClient } from '../shared/query-client';
import { apiTimeQuery } from '../queries/time';
import classes from './layout.module.css';
import { paths } from '../shared/paths';

/** One group of links: its title names the list (not a heading: the page's h1 comes first). */
function NavGroup({ group }: { group: BackofficeGroup }) {
  const titleId = useId();
  return (
    <div className={classes.navGroup}>
      <p id={titleId} className={classes.navGroupTitle}>
        {group.title}
      </p>
      <ul aria-labelledby={titleId} className={classes.navList}>
        {group.links.map((link) => (
          <li key={`${link.to} ${link.label}`}>
            <MantineNavLink component={NavLink} to={link.to} label={link.label} />
          </li>
        ))}
      </ul>
    </div>
  );
}

/** The back office's navigation: the dashboard, then the role's groups (backoffice-nav.ts). */
function BackofficeNav() {
  const { t, i18n } = useLingui();
  const profile = useProfile();
  const groups = backofficeGroups(profile?.role, i18n);
  return (
    <div className={classes.sidebar}>
      <ul className={classes.navList}>
        <li>
          <MantineNavLink component={NavLink} to={paths.dashboard()} label={t`Dashboard`} />
        </li>
      </ul>
      {groups.map((group) => (
        <NavGroup key={group.title} group={group} />
      ))}
    </div>
  );
}

/**
 * The back-office layout. It asks the API's today (GET /time) as the area opens, beside the page's own calls, so
 * a page that judges dates against it (the report's default period, the deadlines) does not wait for it first
 * (issue 30 item 7).
 */
export default function BackofficeLayout() {
  const { t } = useLingui();
  useEffect(() => {
    void queryClient.prefetchQuery(apiTimeQuery);
  }, []);
  return (
    <SiteFrame
      homeHref="/backoffice/dashboard"
      headerExtra={<AccountMenu />}
      sidebar={{ label: t`Back office`, content: <BackofficeNav />, shell: SidebarShell }}
      footerLinks={areaFooterLinks('backoffice')}
    >
      <Outlet />
    </SiteFrame>
  );
}
