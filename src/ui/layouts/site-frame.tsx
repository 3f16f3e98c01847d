/**
 * The frame every layout shares: skip link, header (service name, optional links and account
 * menu), the main landmark the skip link targets, and the footer.
 */
import type { ReactNode } from 'react';
import { Container, Group, Text } from '@mantine/core';
import { Link, NavLink } from 'react-router';
import classes from './layout.module.css';

/** A link in the header or an area's navigation. */
export interface FrameLink {
  to: string;
  label: string;
  /** Match only the exact path for the current-page marker. */
  end?: boolean;
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
  /** Content between the header and the main container (sidebar layouts render their own). */
  children: ReactNode;
  /** Width of the main container (Mantine size), default 'lg'. */
  width?: 'sm' | 'md' | 'lg' | 'xl';
  /** When false the children are not wrapped in a Container (sidebar layouts). */
  contained?: boolean;
}

/**
 * Render the shared page frame.
 * @param props - see {@link SiteFrameProps}.
 */
export function SiteFrame({ homeHref, headerLinks = [], headerExtra, areaNav, children, width = 'lg', contained = true }: SiteFrameProps) {
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
      <main id="main-content" tabIndex={-1} className={classes.main}>
        {contained ? <Container size={width}>{children}</Container> : children}
      </main>
      <footer className={classes.footer}>
        <Container size="xl">
          <Group gap="lg" wrap="wrap" component="nav" aria-label="Footer">
            <Link to="/terms-and-privacy-policy" className={classes.footerLink}>
              Terms and privacy policy
            </Link>
            <Link to="/services-prices" className={classes.footerLink}>
              Services and prices
            </Link>
          </Group>
          <Text size="sm" mt="sm" c="gray.8">
            Marriage Registry Portal: give notice of marriage, file returns, apply for licences and certificates, and track applications.
          </Text>
        </Container>
      </footer>
    </>
  );
}
