/**
 * The registrar's "Record the celebration": shown only while the ceremony is booked and to a registrar; the
 * booked day and room filled in; two witnesses by full name, a NIN checked when given; the event sent.
 */
import { screen, waitFor, within } from '@testing-library/react';
import { notifications } from '@mantine/notifications';
import { http, HttpResponse } from 'msw';
import { beforeEach, describe, expect, it } from 'vitest';
import { apiUrl } from '#mocks/base-url';
import { freezeClock } from '#mocks/clock';
import { server } from '#mocks/node';
import { signIn } from '#mocks/test-helpers';
import { SESSION_KEYS } from '#src/api/session-storage';
import type { Application } from '#src/domain/schemas/applications';
import type { NoticeStage } from '#src/domain/schemas/notice';
import type { Profile } from '#src/domain/schemas/users';
import { queryClient } from '../shared/query-client';
import { renderWithProviders } from '../components/test-utils';
import { officerActor } from '../shared/officer-actor';
import { CelebrationDialog } from './celebration-dialog';
import { CERTIFIED_NOTICE, noticeApplication, REGISTRAR_PROFILE } from './test-fixtures';

const session = vi.hoisted(() => ({ profile: null as Profile | null }));
vi.mock('../shared/session-context', () => ({ useProfile: () => session.profile, useDistricts: () => [] }));

const REGISTRAR = REGISTRAR_PROFILE;
const BOOKED: NoticeStage = {
  ...CERTIFIED_NOTICE,
  asOf: '2026-12-15T13:00:00.000Z',
  stage: 'BOOKED',
  booking: {
    roomId: 'room-kampala-2',
    roomName: 'Marriage Room 2, Georgian House',
    date: '2026-12-15',
    time: '10:00',
    bookedAt: '2026-11-02T07:00:00.000Z',
    bookedByName: 'Amina Nakato',
  },
};

/** The notice stage's lifecycle: published on 02-10-2026, ceremony booked. */
const BOOKED_LIFECYCLE = { value: { Notice: 'Booked' }, level: 0, noticeAt: BOOKED.publishedAt, caveats: 0 };

function application(notice: Partial<NoticeStage> = {}, lifecycle = BOOKED_LIFECYCLE): Application {
  return { ...noticeApplication({ ...BOOKED, ...notice }), lifecycle };
}

/** The officer as the machine sees them (the details page passes `officerActor(profile)`). */
const actor = () => officerActor(session.profile);

beforeEach(async () => {
  notifications.clean();
  queryClient.clear();
  queryClient.setDefaultOptions({ queries: { retry: false }, mutations: { retry: 0 } });
  freezeClock(new Date(2026, 11, 15, 16, 0).getTime());
  session.profile = REGISTRAR;
  const { token } = await signIn('registrar@registry.example.ug');
  sessionStorage.setItem(SESSION_KEYS.token, token);
});

describe('CelebrationDialog', () => {
  it('is offered while the machine lets the officer record it: a registrar, the ceremony booked', () => {
    const { unmount } = renderWithProviders(
      <CelebrationDialog
        application={application({ stage: 'CERTIFIED', booking: null }, { ...BOOKED_LIFECYCLE, value: { Notice: 'Certified' } })}
        actor={actor()}
      />,
      { withNotifications: false },
    );
    expect(screen.queryByRole('button', { name: 'Record the celebration' })).not.toBeInTheDocument();
    unmount();
    session.profile = { ...REGISTRAR, role: 'DIRECTOR' };
    renderWithProviders(<CelebrationDialog application={application()} actor={actor()} />, { withNotifications: false });
    expect(screen.queryByRole('button', { name: 'Record the celebration' })).not.toBeInTheDocument();
  });

  it('fills in the booked day and room, checks the witnesses, and sends the record', async () => {
    const sent: unknown[] = [];
    server.use(
      http.post(apiUrl('/applications/:id/events'), async ({ request }) => {
        sent.push(await request.json());
        // What the API answers: the celebration recorded as sent (a valid answer of the contract, docs/api/openapi.json).
        const celebration: NoticeStage['celebration'] = {
          celebratedOn: '2026-12-15',
          roomName: 'Marriage Room 2, Georgian House',
          witnesses: [
            { name: 'Samuel Wasswa', nin: 'CM8501012345EF' },
            { name: 'Florence Adong', nin: null },
          ],
          officiant: 'Grace Akello, Registrar of Marriages',
          recordedAt: BOOKED.asOf,
          entryNumber: 'RM-2026-000042',
        };
        return HttpResponse.json({ data: application({ stage: 'CELEBRATED', celebration }) });
      }),
    );
    const { user } = renderWithProviders(<CelebrationDialog application={application()} actor={actor()} />);
    await user.click(screen.getByRole('button', { name: 'Record the celebration' }));
    const dialog = await screen.findByRole('dialog', { name: 'Record the celebration' });
    const day = within(dialog).getByRole('group', { name: 'Day of the celebration' });
    expect(within(day).getByLabelText('Day')).toHaveValue('15');
    expect(within(day).getByLabelText('Month')).toHaveValue('12');
    expect(within(day).getByLabelText('Year')).toHaveValue('2026');
    await waitFor(() => expect(within(dialog).getAllByLabelText('Marriage room')[0]).toHaveValue('Marriage Room 2, Georgian House'));
    expect(within(dialog).getByLabelText('Officiant')).toHaveValue('Grace Akello, Registrar of Marriages');

    const first = within(dialog).getByRole('group', { name: 'First witness' });
    const second = within(dialog).getByRole('group', { name: 'Second witness' });
    await user.type(within(first).getByLabelText('Full name'), 'Samuel Wasswa');
    await user.type(within(first).getByLabelText(/NIN/), 'CM85010');
    await user.click(within(dialog).getByRole('button', { name: 'Record the celebration' }));
    const summary = await within(dialog).findByRole('alert', { name: /There is a problem/ });
    expect(
      within(summary)
        .getAllByRole('link')
        .map((l) => l.textContent),
    ).toEqual(['A NIN is 14 letters and digits; you entered 7', "Enter the witness's full name"]);
    expect(sent).toEqual([]);

    await user.clear(within(first).getByLabelText(/NIN/));
    await user.type(within(first).getByLabelText(/NIN/), 'cm8501012345ef');
    await user.type(within(second).getByLabelText('Full name'), 'Florence Adong');
    await user.click(within(dialog).getByRole('button', { name: 'Record the celebration' }));
    expect(
      await screen.findByText('The celebration of MR-2026-9VRD-3MWB is recorded: entry RM-2026-000042 of the register of marriages'),
    ).toBeInTheDocument();
    expect(sent).toEqual([
      {
        type: 'application.recordCelebration',
        celebratedOn: '2026-12-15',
        roomId: 'room-kampala-2',
        witnesses: [
          { name: 'Samuel Wasswa', nin: 'CM8501012345EF' },
          { name: 'Florence Adong', nin: null },
        ],
        officiant: 'Grace Akello, Registrar of Marriages',
      },
    ]);
  });
});
