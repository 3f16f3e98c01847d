/** 'Session Reloaded' survives the reload it announces (issue 15; SPEC.md §4 Re-sign-in, §9). */
import { act, screen } from '@testing-library/react';
import { MESSAGES } from '#src/domain/notifications';
import { renderWithProviders } from '../test-utils';
import { hideNotification } from './notify';
import { CARRIED_NOTIFICATION_KEY, carryAcrossReload, showCarriedNotification, takeCarriedNotification } from './carry-across-reload';

function Empty() {
  return null;
}

describe('a notification carried across a reload', () => {
  it('is kept in session storage, shown once when the page is back, then forgotten', async () => {
    carryAcrossReload({ type: 'success', message: MESSAGES.sessionReloaded });
    // …the page reloads; session storage survives it…
    renderWithProviders(<Empty />);
    let id: string | null = null;
    act(() => {
      id = showCarriedNotification();
    });
    expect(await screen.findByRole('status')).toHaveTextContent(/^Success: Session Reloaded$/);
    expect(sessionStorage.getItem(CARRIED_NOTIFICATION_KEY)).toBeNull();
    expect(showCarriedNotification()).toBeNull();
    act(() => hideNotification(id ?? ''));
  });

  it('ignores what is not a notification', () => {
    for (const raw of ['{"type":', '"x"', 'null', '{"type":"loud","message":"x"}', '{"type":"success"}']) {
      sessionStorage.setItem(CARRIED_NOTIFICATION_KEY, raw);
      expect(takeCarriedNotification()).toBeNull();
    }
    expect(takeCarriedNotification()).toBeNull();
  });
});
