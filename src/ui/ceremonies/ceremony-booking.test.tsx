/**
 * The couple's booking panel: which days the calendar refuses (before the API's today, on or after the lapse
 * day, weekends, public holidays, days with nothing free), the free times of a day, the slot read back in
 * words, the event sent, and a slot taken meanwhile (409) said at the time field and in the error summary.
 */
import { screen, waitFor, within } from '@testing-library/react';
import { notifications } from '@mantine/notifications';
import { http, HttpResponse } from 'msw';
import { beforeEach, describe, expect, it } from 'vitest';
import { apiUrl } from '#mocks/base-url';
import { storeBooking } from '#mocks/ceremony-test-fixture';
import { freezeClock } from '#mocks/clock';
import { server } from '#mocks/node';
import { signIn } from '#mocks/test-helpers';
import { SESSION_KEYS } from '#src/api/session-storage';
import { queryClient } from '../shared/query-client';
import { renderWithProviders } from '../components/test-utils';
import { applicationFixture } from '../forms/test-fixtures';
import { CeremonyBooking } from './ceremony-booking';
import { CERTIFIED_NOTICE, noticeApplication } from './test-fixtures';

const NOTICE = CERTIFIED_NOTICE;
const certified = noticeApplication;

const day = (name: string) => screen.getByRole('button', { name });

beforeEach(async () => {
  notifications.clean();
  queryClient.clear();
  queryClient.setDefaultOptions({ queries: { retry: false, refetchOnWindowFocus: false }, mutations: { retry: 0 } });
  freezeClock(new Date(2026, 11, 1, 10, 0).getTime());
  const { token } = await signIn('amina.nakato@example.ug');
  sessionStorage.setItem(SESSION_KEYS.token, token);
  await storeBooking({ id: 'other', roomId: 'room-kampala-1', date: '2026-12-15', time: '10:00' });
});

describe('CeremonyBooking', () => {
  it('shows nothing before the certificate or after the celebration', () => {
    renderWithProviders(
      <>
        <CeremonyBooking application={certified({ stage: 'PUBLISHED', certificate: null })} />
        <CeremonyBooking application={certified({ stage: 'CELEBRATED' })} />
        <CeremonyBooking application={applicationFixture()} />
      </>,
      { withNotifications: false },
    );
    expect(screen.queryByRole('heading')).not.toBeInTheDocument();
    expect(screen.queryByRole('form')).not.toBeInTheDocument();
  });

  it('offers the days from the API’s today to the day before the lapse, weekdays but holidays, with their free times', async () => {
    const { user } = renderWithProviders(<CeremonyBooking application={certified()} />);
    expect(screen.getByRole('heading', { name: 'Book your ceremony' })).toBeInTheDocument();
    await user.click(await screen.findByRole('radio', { name: /Marriage Room 1, Georgian House/ }));

    // December 2026 is shown (the API's month, not the device's), Monday first.
    expect(day('Tuesday 01-12-2026')).toBeEnabled();
    expect(day('Monday 30-11-2026, not available')).toBeDisabled();
    expect(day('Saturday 05-12-2026, not available')).toBeDisabled();
    expect(day('Sunday 06-12-2026, not available')).toBeDisabled();
    expect(day('Friday 25-12-2026, not available')).toBeDisabled();
    expect(day('Thursday 31-12-2026')).toBeEnabled();
    expect(screen.getAllByRole('columnheader').map((h) => h.textContent)[0]).toBe('Mo');
    await user.click(screen.getByRole('button', { name: 'Next month' }));
    expect(await screen.findByRole('button', { name: 'Friday 01-01-2027, not available' })).toBeDisabled();
    expect(day('Monday 04-01-2027, not available')).toBeDisabled();
    await user.click(screen.getByRole('button', { name: 'Previous month' }));

    await user.click(day('Tuesday 15-12-2026'));
    const times = await screen.findByRole('group', { name: 'Time on Tuesday 15-12-2026' });
    await waitFor(() =>
      expect(
        within(times)
          .getAllByRole('radio')
          .map((r) => r.getAttribute('value')),
      ).toEqual(['09:00', '11:00', '12:00', '13:00', '14:00', '15:00']),
    );
    await user.click(within(times).getByRole('radio', { name: '11:00' }));
    expect(screen.getByText('You have chosen Tuesday 15-12-2026 at 11:00, Marriage Room 1, Georgian House.')).toBeInTheDocument();
  });

  it('sends the booking, and says a slot taken meanwhile at the time field and in the error summary, with the times reloaded', async () => {
    const sent: unknown[] = [];
    let answer: 'taken' | 'ok' = 'taken';
    server.use(
      http.post(apiUrl('/applications/:id/events'), async ({ request }) => {
        sent.push(await request.json());
        if (answer === 'taken') {
          // Someone else books 11:00 just before.
          await storeBooking({ id: 'quicker', roomId: 'room-kampala-1', date: '2026-12-15', time: '11:00' });
          return HttpResponse.json({ message: 'This time is no longer free: choose another' }, { status: 409 });
        }
        const booking = {
          roomId: 'room-kampala-1',
          roomName: 'Marriage Room 1, Georgian House',
          date: '2026-12-15',
          time: '12:00',
          bookedAt: NOTICE.asOf,
          bookedByName: 'Amina Nakato',
        };
        return HttpResponse.json({ data: certified({ stage: 'BOOKED', booking }) });
      }),
    );
    const { user } = renderWithProviders(<CeremonyBooking application={certified()} />);
    await user.click(await screen.findByRole('radio', { name: /Marriage Room 1, Georgian House/ }));
    await user.click(day('Tuesday 15-12-2026'));
    await user.click(await screen.findByRole('radio', { name: '11:00' }));
    await user.click(screen.getByRole('button', { name: 'Book this ceremony' }));

    const summary = await screen.findByRole('alert', { name: /There is a problem/ });
    expect(within(summary).getByRole('link', { name: 'This time is no longer free: choose another' })).toHaveAttribute('href', '#time');
    const times = screen.getByRole('group', { name: 'Time on Tuesday 15-12-2026' });
    expect(times).toHaveTextContent('Error: This time is no longer free: choose another');
    await waitFor(() => expect(within(times).queryByRole('radio', { name: '11:00' })).not.toBeInTheDocument());
    expect(sent).toEqual([{ type: 'application.bookCeremony', roomId: 'room-kampala-1', date: '2026-12-15', time: '11:00' }]);

    answer = 'ok';
    await user.click(within(times).getByRole('radio', { name: '12:00' }));
    await user.click(screen.getByRole('button', { name: 'Book this ceremony' }));
    expect(
      await screen.findByText(
        /The ceremony of MR-2026-9VRD-3MWB is booked for Tuesday 15-12-2026 at 12:00, Marriage Room 1, Georgian House/,
      ),
    ).toBeInTheDocument();
  });

  it('reads a booking back and lets the couple choose another time (a rebooking)', async () => {
    const booking = {
      roomId: 'room-kampala-1',
      roomName: 'Marriage Room 1, Georgian House',
      date: '2026-12-15',
      time: '10:00',
      bookedAt: NOTICE.asOf,
      bookedByName: 'Amina Nakato',
    };
    const sent: unknown[] = [];
    server.use(
      http.post(apiUrl('/applications/:id/events'), async ({ request }) => {
        sent.push(await request.json());
        return HttpResponse.json({ data: certified({ stage: 'BOOKED', booking: { ...booking, date: '2026-12-16' } }) });
      }),
    );
    const { user } = renderWithProviders(<CeremonyBooking application={certified({ stage: 'BOOKED', booking })} />);
    expect(screen.getByRole('heading', { name: 'Change your ceremony' })).toBeInTheDocument();
    expect(
      screen.getByText(/Your ceremony is booked for Tuesday 15-12-2026 at 10:00, Marriage Room 1, Georgian House\./),
    ).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Choose another time' }));
    await user.click(await screen.findByRole('radio', { name: /Marriage Room 1, Georgian House/ }));
    await user.click(day('Wednesday 16-12-2026'));
    await user.click(await screen.findByRole('radio', { name: '10:00' }));
    await user.click(screen.getByRole('button', { name: 'Book this ceremony' }));
    await waitFor(() =>
      expect(sent).toEqual([{ type: 'application.rebookCeremony', roomId: 'room-kampala-1', date: '2026-12-16', time: '10:00' }]),
    );
  });

  it('asks for a room, a day and a time before sending anything', async () => {
    const { user } = renderWithProviders(<CeremonyBooking application={certified()} />);
    await screen.findByRole('radio', { name: /Marriage Room 1, Georgian House/ });
    await user.click(screen.getByRole('button', { name: 'Book this ceremony' }));
    const summary = await screen.findByRole('alert', { name: /There is a problem/ });
    expect(
      within(summary)
        .getAllByRole('link')
        .map((l) => l.textContent),
    ).toEqual(['Choose a marriage room', 'Choose a day', 'Choose a time']);
  });
});
