/**
 * The staff's marriage calendar: the week as a table (days as row headers, rooms as column headers) opened on
 * the API's week, a booking as a link to its application, the day view's times, previous / next / today, and
 * the uncelebrated list with its days overdue and "Rebook".
 */
import { screen, waitFor, within } from '@testing-library/react';
import { createMemoryRouter, RouterProvider } from 'react-router';
import { beforeEach, describe, expect, it } from 'vitest';
import { storeBooking } from '#mocks/ceremony-test-fixture';
import { freezeClock } from '#mocks/clock';
import { signIn } from '#mocks/test-helpers';
import { SESSION_KEYS } from '#src/api/session-storage';
import type { Profile } from '#src/domain/schemas/users';
import { queryClient } from '../shared/query-client';
import { renderWithProviders } from '../components/test-utils';
import CeremonyCalendarPage from './ceremony-calendar-page';
import { REGISTRAR_PROFILE } from './test-fixtures';
import UncelebratedPage from './uncelebrated-page';

const session = vi.hoisted(() => ({ profile: null as Profile | null }));
vi.mock('../shared/session-context', () => ({
  useProfile: () => session.profile,
  useDistricts: () => [
    { id: 'gulu', name: 'Gulu', region: 'Northern' },
    { id: 'kampala', name: 'Kampala', region: 'Central' },
  ],
}));

function renderAt(path: string) {
  const router = createMemoryRouter(
    [
      { path: '/backoffice/marriage-registrations/calendar', element: <CeremonyCalendarPage /> },
      { path: '/backoffice/marriage-registrations/calendar-uncelebrated', element: <UncelebratedPage /> },
      { path: '/backoffice/marriage-registrations/details/:id', element: <h1>Details</h1> },
    ],
    { initialEntries: [path] },
  );
  return { router, ...renderWithProviders(<RouterProvider router={router} />) };
}

beforeEach(async () => {
  queryClient.clear();
  queryClient.setDefaultOptions({ queries: { retry: false, refetchOnWindowFocus: false }, mutations: { retry: 0 } });
  session.profile = REGISTRAR_PROFILE;
  freezeClock(new Date(2026, 11, 16, 10, 0).getTime()); // Wednesday 16-12-2026
  const { token } = await signIn('registrar@registry.example.ug');
  sessionStorage.setItem(SESSION_KEYS.token, token);
  await storeBooking({
    id: 'app-a',
    reference: 'MR-2026-AAAA-BBBB',
    roomId: 'room-kampala-2',
    date: '2026-12-17',
    time: '11:00',
    partyNames: ['Sarah Nantongo', 'Moses Okello'],
  });
  await storeBooking({
    id: 'app-b',
    reference: 'MR-2026-CCCC-DDDD',
    roomId: 'room-kampala-1',
    date: '2026-12-14',
    time: '09:00',
    stage: 'CELEBRATED',
  });
  await storeBooking({ id: 'app-late', reference: 'MR-2026-EEEE-FFFF', roomId: 'room-kampala-3', date: '2026-12-11', time: '15:00' });
});

describe('the marriage calendar', () => {
  it("opens on the API's week as a table: days as row headers, one column per room, bookings linking to their application", async () => {
    const { user, router } = renderAt('/backoffice/marriage-registrations/calendar');
    const table = await screen.findByRole('table', { name: /Ceremonies from Monday 14-12-2026 to Sunday 20-12-2026/ });
    expect(
      within(table)
        .getAllByRole('columnheader')
        .map((h) => h.textContent),
    ).toEqual(['Day', 'Marriage Room 1, Georgian House', 'Marriage Room 2, Georgian House', 'Marriage Room 3, Georgian House']);
    expect(
      within(table)
        .getAllByRole('rowheader')
        .map((h) => h.textContent),
    ).toEqual([
      'Monday 14-12-2026',
      'Tuesday 15-12-2026',
      'Wednesday 16-12-2026',
      'Thursday 17-12-2026',
      'Friday 18-12-2026',
      'Saturday 19-12-2026',
      'Sunday 20-12-2026',
    ]);
    const thursday = within(table).getByRole('row', { name: /Thursday 17-12-2026/ });
    expect(within(thursday).getAllByRole('cell')[1]).toHaveTextContent('11:00 MR-2026-AAAA-BBBBSarah Nantongo and Moses Okello');
    const monday = within(table).getByRole('row', { name: /Monday 14-12-2026/ });
    expect(within(monday).getAllByRole('cell')[0]).toHaveTextContent(
      '09:00 MR-2026-CCCC-DDDDIbrahim Ssali and Harriet KyomuhendoCelebrated',
    );
    expect(within(table).getByRole('row', { name: /Saturday 19-12-2026/ })).toHaveTextContent('Closed');

    await user.click(within(table).getByRole('link', { name: '11:00 MR-2026-AAAA-BBBB' }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/backoffice/marriage-registrations/details/app-a'));
  });

  it('shows a day by time and room, and moves by day and back to today', async () => {
    const { user } = renderAt('/backoffice/marriage-registrations/calendar?view=day&day=2026-12-17');
    const table = await screen.findByRole('table', { name: /Ceremonies on Thursday 17-12-2026/ });
    expect(
      within(table)
        .getAllByRole('rowheader')
        .map((h) => h.textContent),
    ).toEqual(['09:00', '10:00', '11:00', '12:00', '13:00', '14:00', '15:00']);
    expect(
      within(within(table).getByRole('row', { name: /^11:00/ }))
        .getAllByRole('cell')
        .map((c) => c.textContent),
    ).toEqual(['Free', 'MR-2026-AAAA-BBBBSarah Nantongo and Moses Okello', 'Free']);
    await user.click(screen.getByRole('button', { name: 'Next day' }));
    expect(await screen.findByRole('table', { name: /Ceremonies on Friday 18-12-2026/ })).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Next day' }));
    expect(await screen.findByText('No ceremonies on Saturday 19-12-2026: the marriage rooms are closed.')).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Today' }));
    expect(await screen.findByRole('table', { name: /Ceremonies on Wednesday 16-12-2026/ })).toBeInTheDocument();
  });

  it('lists the booked days passed without a celebration, with the days overdue and Rebook', async () => {
    const { user } = renderAt('/backoffice/marriage-registrations/calendar-uncelebrated');
    const table = await screen.findByRole('table', { name: /without a recorded celebration/ });
    const rows = within(table).getAllByRole('row').slice(1);
    expect(rows.map((r) => r.textContent)).toEqual([
      'MR-2026-EEEE-FFFFIbrahim Ssali and Harriet KyomuhendoMarriage Room 3, Georgian House11-12-2026 at 15:005 daysRebook',
    ]);
    await user.click(within(table).getByRole('button', { name: 'Rebook MR-2026-EEEE-FFFF' }));
    const dialog = await screen.findByRole('dialog', { name: 'Rebook the ceremony of MR-2026-EEEE-FFFF' });
    expect(await within(dialog).findByRole('radio', { name: /Marriage Room 3, Georgian House/ })).toBeInTheDocument();
    expect(within(dialog).getByRole('button', { name: 'Book this ceremony' })).toBeInTheDocument();
  });
});
