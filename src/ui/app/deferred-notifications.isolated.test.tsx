/**
 * The notifications' host comes after the page (decision 049); when its code cannot be fetched, the notifications are
 * still said in plain alerts, so the offline message of SPEC.md §4 reaches the person (issue 12).
 */
import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { vi } from 'vitest';
import { MantineProvider } from '@mantine/core';
import { I18nProvider } from '@lingui/react';
import { i18n } from '../shared/i18n';
import { mantineProviderProps } from '../shared/theme';
import { MESSAGES } from '#src/domain/notifications';
import { notify } from '../components/notifications/notify';
import { DeferredNotifications } from './deferred-notifications';

vi.mock('../components/notifications/app-notifications', () => {
  throw new TypeError('Failed to fetch dynamically imported module');
});

describe('the notifications when their host’s code cannot be fetched', () => {
  it('says the offline message in a plain alert, which its button closes', async () => {
    // Not the project's test providers: they hold Mantine's host, whose code is what cannot be fetched here.
    render(
      <I18nProvider i18n={i18n}>
        <MantineProvider {...mantineProviderProps} env="test">
          <DeferredNotifications />
        </MantineProvider>
      </I18nProvider>,
    );
    const user = userEvent.setup();
    notify({ id: 'offline', type: 'danger', message: MESSAGES.offline, duration: null });
    const alert = await screen.findByRole('alert');
    expect(alert).toHaveTextContent('Error: No internet connectivity. Check your network');
    await user.click(screen.getByRole('button', { name: 'Close notification' }));
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();
  });
});
