/**
 * The frame every layout shares: skip link, header (service name, optional links and account
 * menu), an optional side navigation (the back office), the main landmark the skip link targets,
 * and the footer.
 */
import type { ComponentType, ReactNode } from 'react';
import { Container, Group, Text } from '@mantine/core';
import { Link, NavLink } from 'react-router';
import type { MessageDescriptor } from '@lingui/core';
import { msg } from '@lingui/core/macro';
import { Trans, useLingui } from '@lingui/react/macro';
import { LanguageMenu } from './language-menu';
import { MAIN_CONTENT_ID } from '../components/route-focus/route-focus';
import classes from './layout.module.css';
import { paths } from '../shared/paths';

/** A link in the header or an area's navigation. */
export interface FrameLink {
  to: string;
  /**
   * What the link says: a message of the catalogue (src/locales), read in the person's language. A plain string is
   * English only, left by the areas whose words have not moved into the catalogue yet (issue 32).
   */
  label: MessageDescriptor | string;
  /** Match only the exact path for the current-page marker. */
  end?: boolean;
}

/** A navigation beside the page (the back office's sections). */
export interface FrameSidebar {
  /** Accessible name of the `<nav>`, e.g. "Back office". */
  label: string;
  /** The navigation's links. */
  content: ReactNode;
}

/** The footer of the public pages. */
export const PUBLIC_FOOTER_LINKS: readonly FrameLink[] = [
  { to: paths.terms(), label: msg`Terms and privacy policy` },
  { to: paths.servicesPrices(), label: msg`Services and prices` },
  { to: paths.licensedPlaces(), label: msg`Licensed places of worship` },
  { to: paths.verify(), label: msg`Verify a document` },
  { to: paths.notices(), label: msg`Notices of marriage` },
];

/**
 * The footer of a signed-in area: its own copy of the terms, and its price list where it has one.
 * @param area - the area.
 */
export function areaFooterLinks(area: 'user' | 'institution' | 'backoffice'): FrameLink[] {
  const links: FrameLink[] = [{ to: paths.areaTerms(area), label: msg`Terms and privacy policy` }];
  if (area !== 'backoffice') links.push({ to: paths.areaPrices(area), label: msg`Services and prices` });
  return links;
}

/** Props of {@link SiteFrame}. */
export interface SiteFrameProps {
  /** Where the service name leads (the area's home for signed-in people). */
  homeHref: string;
  /** Links on the right of the header. */
  headerLinks?: FrameLink[];
  /** Extra header content on the right (the account menu). */
  headerExtra?: ReactNode;
  /** The area's navigation bar under the header. */
  areaNav?: FrameLink[];
  /**
   * The footer's links; the public terms and prices by default. Signed-in areas pass their own
   * in-area pages: SPEC.md §4 sends a signed-in person away from public pages, so a public link
   * would only bounce them home.
   */
  footerLinks?: readonly FrameLink[];
  /** Content between the header and the main container (sidebar layouts render their own). */
  children: ReactNode;
  /** Width of the main container (Mantine size), default 'lg'. */
  width?: 'sm' | 'md' | 'lg' | 'xl';
  /** When false the children are not wrapped in a Container. */
  contained?: boolean;
  /**
   * A side navigation and the shell that lays it out beside `<main>` (sidebar-shell.tsx `SidebarShell`:
   * a column on wide screens, behind a "Menu" button on phones, never inside `<main>`: WCAG 2.4.1,
   * 2.4.3). Passed in by the layouts that have one, so the public pages never load the shell.
   */
  sidebar?: FrameSidebar & { shell: ComponentType<{ sidebar: FrameSidebar; children: ReactNode }> };
}

/**
 * Render the shared page frame.
 * @param props - see {@link SiteFrameProps}.
 */
export function SiteFrame({
  homeHref,
  headerLinks = [],
  headerExtra,
  areaNav,
  children,
  width = 'lg',
  contained = true,
  sidebar,
  footerLinks = PUBLIC_FOOTER_LINKS,
}: SiteFrameProps) {
  const { t, i18n } = useLingui();
  const say = (label: FrameLink['label']) => (typeof label === 'string' ? label : i18n._(label));
  return (
    <>
      <a href="#main-content" className={classes.skipLink}>
        <Trans>Skip to main content</Trans>
      </a>
      <header className={classes.header}>
        <Container size="xl" py="sm">
          <Group justify="space-between" wrap="wrap" gap="sm">
            <Link to={homeHref} className={classes.brand}>
              <svg width="28" height="28" viewBox="0 0 28 28" aria-hidden="true" focusable="false">
                <circle cx="10" cy="14" r="7" fill="none" stroke="#ffdd00" strokeWidth="3" />
                <circle cx="18" cy="14" r="7" fill="none" stroke="#fff" strokeWidth="3" />
              </svg>
              <Trans>Marriage Registry</Trans>
            </Link>
            <Group gap="md" wrap="wrap" component="nav" aria-label={t`Site`}>
              {headerLinks.map((link) => (
                <NavLink key={link.to} to={link.to} end={link.end} className={classes.headerLink}>
                  {say(link.label)}
                </NavLink>
              ))}
              {headerExtra}
            </Group>
            <LanguageMenu />
          </Group>
        </Container>
      </header>
      {areaNav && areaNav.length > 0 && (
        <nav className={classes.areaNav} aria-label={t`Area`}>
          <Container size="xl">
            <Group gap="lg" wrap="wrap" style={{ rowGap: 0 }}>
              {areaNav.map((link) => (
                <NavLink key={link.to} to={link.to} end={link.end} className={classes.areaNavLink}>
                  {say(link.label)}
                </NavLink>
              ))}
            </Group>
          </Container>
        </nav>
      )}
      {sidebar ? (
        <sidebar.shell sidebar={sidebar}>{children}</sidebar.shell>
      ) : (
        <main id={MAIN_CONTENT_ID} tabIndex={-1} className={classes.main}>
          {contained ? <Container size={width}>{children}</Container> : children}
        </main>
      )}
      <footer className={classes.footer}>
        <Container size="xl">
          <Group gap="lg" wrap="wrap" component="nav" aria-label={t`Footer`}>
            {footerLinks.map((link) => (
              <Link key={link.to} to={link.to} className={classes.footerLink}>
                {say(link.label)}
              </Link>
            ))}
          </Group>
          <Text size="sm" mt="sm" c="gray.8">
            <Trans>
              Marriage Registry Portal: give notice of marriage, file returns, apply for licences and certificates, and track applications.
            </Trans>
          </Text>
        </Container>
      </footer>
    </>
  );
}
