import { act, screen } from '@testing-library/react';
import { useState } from 'react';
import { renderWithProviders } from '../test-utils';
import { MAIN_CONTENT_ID } from '../route-focus/route-focus';
import { notificationsTop } from './app-notifications';
import { hideNotification, notify } from './notify';

describe('notificationsTop', () => {
  it('starts notifications 8 px below the main content while the header is in view, else 16 px from the top', () => {
    expect(notificationsTop(214)).toBe(222);
    expect(notificationsTop(-600)).toBe(16);
    expect(notificationsTop(null)).toBe(16);
  });
});

/** The top of the main content, in px, as the test says the browser laid it out (jsdom lays nothing out). */
let mainTop = 0;

/** A page whose header grows by a row when "Next page" is pressed, as the next page's area links may. */
function Page() {
  const [rows, setRows] = useState(1);
  return (
    <>
      <header data-rows={rows}>
        <button type="button" onClick={() => setRows(2)}>
          Next page
        </button>
      </header>
      <main
        id={MAIN_CONTENT_ID}
        ref={(main) => {
          if (main) main.getBoundingClientRect = () => ({ top: mainTop }) as DOMRect;
        }}
      />
    </>
  );
}

/** Let the frame the placing waits for run. */
async function nextFrame(): Promise<void> {
  await act(() => new Promise<void>((resolve) => requestAnimationFrame(() => resolve())));
}

const notificationsTopVariable = () => document.documentElement.style.getPropertyValue('--app-notifications-top');

describe('AppNotifications', () => {
  afterEach(() => {
    act(() => hideNotification('n-saved'));
    document.documentElement.style.removeProperty('--app-notifications-top');
  });

  it('places a notification below the main content again when the page changes under it, not only on scroll', async () => {
    mainTop = 214;
    renderWithProviders(<Page />);
    act(() => {
      notify({ id: 'n-saved', type: 'success', message: 'Your answers are saved.' });
    });
    await screen.findByRole('status');
    expect(notificationsTopVariable()).toBe('222px');

    // The next page's header is a row taller; nothing scrolls.
    mainTop = 266;
    act(() => screen.getByRole('button', { name: 'Next page' }).click());
    await nextFrame();
    expect(notificationsTopVariable()).toBe('274px');
  });
});
