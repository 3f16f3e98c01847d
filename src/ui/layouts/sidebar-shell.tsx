/**
 * The shell of a layout with a side navigation (the back office): Mantine's AppShell beside `<main>`,
 * with the phone's "Menu" button. Its own module so the public pages' frame never loads AppShell.
 */
import { type KeyboardEvent, type ReactNode, useId, useRef, useState } from 'react';
import { AppShell, Burger, Container } from '@mantine/core';
import { useLocation } from 'react-router';
import { Trans } from '@lingui/react/macro';
import { MAIN_CONTENT_ID } from '../components/route-focus/route-focus';
import classes from './layout.module.css';
import type { FrameSidebar } from './site-frame';

/** Props of {@link SidebarShell}. */
export interface SidebarShellProps {
  sidebar: FrameSidebar;
  children: ReactNode;
}

/**
 * Mantine's AppShell (static mode, no fixed parts): the navigation column and `<main>`. On a phone
 * the navigation opens below the Menu button (a disclosure: aria-expanded, aria-controls), closes
 * again on Escape (focus back on the button) and whenever the page changes.
 */
export function SidebarShell({ sidebar, children }: SidebarShellProps) {
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
            // The colour goes in as Burger's CSS variable: its `color` prop would also land on the <button>
            // as an attribute HTML has not got (Mantine 9.7 passes it on; the Nu HTML Checker refuses it).
            vars={() => ({ root: { '--burger-color': 'var(--mantine-color-blue-9)' } })}
            size="sm"
            className={classes.menuButton}
          >
            <span className={classes.menuButtonText}>
              <Trans>Menu</Trans>
            </span>
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
