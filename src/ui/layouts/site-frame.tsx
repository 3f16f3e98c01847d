/**
 * The frame every layout shares: skip link, header (service name, optional links and account
 * menu), an optional side navigation (the back office), the main landmark the skip link targets,
 * and the footer.
 */
import { type KeyboardEvent, type ReactNode, useId, useRef, useState } from 'react';
import { AppShell, Burger, Container, Group, Text } from '@mantine/core';
import { Link, NavLink, useLocation } from 'react-router';
import { MAIN_CONTENT_ID } from '../components/route-focus/route-focus';
import classes from './layout.module.css';

/** A link in the header or an area's navigation. */
export interface FrameLink {
  to: string;
  label: string;
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
  { to: '/terms-and-privacy-policy', label: 'Terms and privacy policy' },
  { to: '/services-prices', label: 'Services and prices' },
  { to: '/licensed-places-of-worship', label: 'Licensed places of worship' },
];

/**
 * The footer of a signed-in area: its own copy of the terms, and its price list where it has one.
 * @param area - the area.
 */
export function areaFooterLinks(area: 'user' | 'institution' | 'backoffice'): FrameLink[] {
  const links: FrameLink[] = [{ to: `/${area}/terms-and-privacy-policy`, label: 'Terms and privacy policy' }];
  if (area !== 'backoffice') links.push({ to: `/${area}/prices`, label: 'Services and prices' });
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
   * A side navigation: a column left of `<main>` on wide screens; on phones (below Mantine's `md`)
   * it is collapsed behind a "Menu" button under the header. Never inside `<main>`, so "Skip to main
   * content" skips it and the focus order follows what is seen (WCAG 2.4.1, 2.4.3).
   */
  sidebar?: FrameSidebar;
}

/** Props of {@link SidebarShell}. */
interface SidebarShellProps {
  sidebar: FrameSidebar;
  children: ReactNode;
}

/**
 * Mantine's AppShell (static mode, no fixed parts): the navigation column and `<main>`. On a phone
 * the navigation opens below the Menu button (a disclosure: aria-expanded, aria-controls), closes
 * again on Escape (focus back on the button) and whenever the page changes.
 */
function SidebarShell({ sidebar, children }: SidebarShellProps) {
  const { pathname } = useLocation();
  const navId = useId();
  const buttonRef = useRef<HTMLButtonElement>(null);
  // Open for the page it was opened on: following a link closes it without an effect.
  const [openOn, setOpenOn] = useState<string | null>(null);
  const open = openOn === pathname;

  const onNavKeyDown = (event: KeyboardEvent<HTMLElement>) => {
    if (event.key === 'Escape' && open) {
      setOpenOn(null);
      buttonRef.current?.focus();
    }
  };

  return (
    <>
      <div className={classes.menuBar} data-open={open || undefined}>
        <Container size="xl">
          <Burger
            ref={buttonRef}
            opened={open}
            onClick={() => setOpenOn(open ? null : pathname)}
            aria-expanded={open}
            aria-controls={navId}
            color="blue.9"
            size="sm"
            className={classes.menuButton}
          >
            <span className={classes.menuButtonText}>Menu</span>
          </Burger>
        </Container>
      </div>
      <Container size="xl" px={{ base: 0, md: 'md' }}>
        <AppShell
          mode="static"
          padding={0}
          withBorder={false}
          navbar={{ width: 280, breakpoint: 'md', collapsed: { mobile: !open } }}
          classNames={{ root: classes.shell, navbar: classes.shellNavbar, main: classes.shellMain }}
        >
          <AppShell.Navbar id={navId} aria-label={sidebar.label} mod={{ collapsed: !open }} onKeyDown={onNavKeyDown}>
            {sidebar.content}
          </AppShell.Navbar>
          <AppShell.Main id={MAIN_CONTENT_ID} tabIndex={-1} className={classes.main}>
            {children}
          </AppShell.Main>
        </AppShell>
      </Container>
    </>
  );
}

/**
 * Render the shared page frame.
 * @param props - see {@link SiteFrameProps}.
 */
export function SiteFrame({ homeHref, headerLinks = [], headerExtra, areaNav, children, width = 'lg', contained = true, sidebar, footerLinks = PUBLIC_FOOTER_LINKS }: SiteFrameProps) {
  return (
    <>
      <a href="#main-content" className={classes.skipLink}>
        Skip to main content
      </a>
      <header className={classes.header}>
        <Container size="xl" py="sm">
          <Group justify="space-between" wrap="wrap" gap="sm">
            <Link to={homeHref} className={classes.brand}>
              <svg width="28" height="28" viewBox="0 0 28 28" aria-hidden="true" focusable="false">
                <circle cx="10" cy="14" r="7" fill="none" stroke="#ffdd00" strokeWidth="3" />
                <circle cx="18" cy="14" r="7" fill="none" stroke="#fff" strokeWidth="3" />
              </svg>
              Marriage Registry
            </Link>
            <Group gap="md" wrap="wrap" component="nav" aria-label="Site">
              {headerLinks.map((link) => (
                <NavLink key={link.to} to={link.to} end={link.end} className={classes.headerLink}>
                  {link.label}
                </NavLink>
              ))}
              {headerExtra}
            </Group>
          </Group>
        </Container>
      </header>
      {areaNav && areaNav.length > 0 && (
        <nav className={classes.areaNav} aria-label="Area">
          <Container size="xl">
            <Group gap="lg" wrap="wrap" style={{ rowGap: 0 }}>
              {areaNav.map((link) => (
                <NavLink key={link.to} to={link.to} end={link.end} className={classes.areaNavLink}>
                  {link.label}
                </NavLink>
              ))}
            </Group>
          </Container>
        </nav>
      )}
      {sidebar ? (
        <SidebarShell sidebar={sidebar}>{children}</SidebarShell>
      ) : (
        <main id={MAIN_CONTENT_ID} tabIndex={-1} className={classes.main}>
          {contained ? <Container size={width}>{children}</Container> : children}
        </main>
      )}
      <footer className={classes.footer}>
        <Container size="xl">
          <Group gap="lg" wrap="wrap" component="nav" aria-label="Footer">
            {footerLinks.map((link) => (
              <Link key={link.to} to={link.to} className={classes.footerLink}>
                {link.label}
              </Link>
            ))}
          </Group>
          <Text size="sm" mt="sm" c="gray.8">
            Marriage Registry Portal: give notice of marriage, file returns, apply for licences and certificates, and track applications.
          </Text>
        </Container>
      </footer>
    </>
  );
}
