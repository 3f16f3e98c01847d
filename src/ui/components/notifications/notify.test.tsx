import { act, screen, waitFor, within } from '@testing-library/react';
import { MESSAGES } from '#src/domain/notifications';
import { renderWithProviders } from '../test-utils';
import { hideNotification, hideNotificationsExcept, notify } from './notify';

function Empty() {
  return null;
}

afterEach(() => {
  act(() => {
    hideNotification('n-offline');
    hideNotification('n-primary');
    hideNotification('n-success');
  });
});

describe('notify', () => {
  it('shows a danger notification as an alert reading "Error: {message}"', async () => {
    renderWithProviders(<Empty />);
    let id = '';
    act(() => {
      id = notify({ id: 'n-offline', type: 'danger', message: MESSAGES.offline });
    });
    expect(id).toBe('n-offline');
    const alert = await screen.findByRole('alert');
    expect(alert).toHaveTextContent(/^Error: No internet connectivity\. Check your network$/);
    expect(within(alert).getByRole('button', { name: 'Close notification' })).toBeInTheDocument();
  });

  it('shows a primary notification with no prefix, as a polite status', async () => {
    renderWithProviders(<Empty />);
    act(() => {
      notify({ id: 'n-primary', type: 'primary', title: 'Ignored', message: 'Session Reloaded' });
    });
    const status = await screen.findByRole('status');
    expect(status).toHaveTextContent(/^Session Reloaded$/);
  });

  it('uses a custom title and returns a generated id when none is given', async () => {
    renderWithProviders(<Empty />);
    let id = '';
    act(() => {
      id = notify({ type: 'success', title: 'Saved', message: 'Your draft is saved', duration: null });
    });
    expect(id).toMatch(/^app-notification-\d+$/);
    expect(await screen.findByRole('status')).toHaveTextContent(/^Saved: Your draft is saved$/);
    act(() => hideNotification(id));
    await waitFor(() => expect(screen.queryByRole('status')).not.toBeInTheDocument());
  });

  it('closes after the default 4 seconds', async () => {
    vi.useFakeTimers({ shouldAdvanceTime: true });
    try {
      renderWithProviders(<Empty />);
      act(() => {
        notify({ id: 'n-success', type: 'success', message: 'Payment received' });
      });
      expect(screen.getByRole('status')).toHaveTextContent('Success: Payment received');
      await act(async () => {
        await vi.advanceTimersByTimeAsync(3_500);
      });
      expect(screen.getByRole('status')).toBeInTheDocument();
      await act(async () => {
        await vi.advanceTimersByTimeAsync(1_500);
      });
      expect(screen.queryByRole('status')).not.toBeInTheDocument();
    } finally {
      vi.useRealTimers();
    }
  });

  it('replaces rather than duplicates a notification shown again under the same id', async () => {
    renderWithProviders(<Empty />);
    act(() => {
      notify({ id: 'n-offline', type: 'danger', message: MESSAGES.offline, duration: null });
      notify({ id: 'n-offline', type: 'danger', message: MESSAGES.offline, duration: null });
    });
    expect(await screen.findAllByRole('alert')).toHaveLength(1);
  });

  it('hides every notification but the ones it is told to keep', async () => {
    renderWithProviders(<Empty />);
    act(() => {
      notify({ id: 'offline', type: 'danger', message: MESSAGES.offline, duration: null });
      notify({ type: 'success', message: 'PL-2026-AAAA-BBBB is approved', duration: null });
    });
    expect(await screen.findByText(/PL-2026-AAAA-BBBB is approved/)).toBeInTheDocument();
    act(() => hideNotificationsExcept(['offline']));
    await waitFor(() => expect(screen.queryByText(/PL-2026-AAAA-BBBB is approved/)).not.toBeInTheDocument());
    expect(screen.getByRole('alert')).toHaveTextContent(MESSAGES.offline);
  });
});
