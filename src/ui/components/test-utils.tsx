/**
 * Test helper: render inside the portal's message catalogue (English, activated by tests/support/vitest.setup.ts) and Mantine provider (theme, contrast resolver, test env:
 * no transitions, no portals) with the notifications host (AppNotifications) mounted.
 */
import type { ReactElement, ReactNode } from 'react';
import { render, type RenderOptions, type RenderResult } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { MantineProvider } from '@mantine/core';
import { I18nProvider } from '@lingui/react';
import { i18n } from '../shared/i18n';
import { AppNotifications } from './notifications/app-notifications';
import { mantineProviderProps } from '../shared/theme';

/** Options of {@link renderWithProviders}. */
export interface RenderWithProvidersOptions extends Omit<RenderOptions, 'wrapper'> {
  /** Mount Mantine's `<Notifications />` host (needed by `notify`). Default true. */
  withNotifications?: boolean;
}

/**
 * Render a UI under test the way the app renders it.
 * @param ui - the element to render.
 * @param options - Testing Library options plus `withNotifications`.
 * @returns Testing Library's result plus a `user` from `userEvent.setup()`.
 */
export function renderWithProviders(
  ui: ReactElement,
  { withNotifications = true, ...options }: RenderWithProvidersOptions = {},
): RenderResult & { user: ReturnType<typeof userEvent.setup> } {
  function Wrapper({ children }: { children: ReactNode }) {
    return (
      <I18nProvider i18n={i18n}>
        <MantineProvider {...mantineProviderProps} env="test">
          {withNotifications ? <AppNotifications /> : null}
          {children}
        </MantineProvider>
      </I18nProvider>
    );
  }
  const user = userEvent.setup();
  return { user, ...render(ui, { wrapper: Wrapper, ...options }) };
}
