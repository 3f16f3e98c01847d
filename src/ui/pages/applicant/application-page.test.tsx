/**
 * The applicant's page of one application (issue 30, "Words that are not true"): a bank payment shows its slip's
 * state, expiry and the way back to the slip; a notice in its stage shows the stage's words beside Pending and
 * the stage's next steps, never "the registrar reviews your notice"; a caveat in the history is lodged by "a
 * member of the public", never by "You".
 */
import { screen, within } from '@testing-library/react';
import { http, HttpResponse } from 'msw';
import { createMemoryRouter, RouterProvider } from 'react-router';
import { createActor } from 'xstate';
import { beforeEach, describe, expect, it } from 'vitest';
import { apiUrl } from '#mocks/base-url';
import { server } from '#mocks/node';
import type { Application, TimelineEntry } from '#src/domain/schemas/applications';
import type { Profile } from '#src/domain/schemas/users';
import { connectivityMachine } from '#src/machines/connectivity/connectivity.machine';
import { sessionMachine } from '#src/machines/session/session.machine';
import { queryClient } from '#src/ui/shared/query-client';
import { ActorsProvider } from '#src/ui/shared/session-context';
import { CERTIFIED_NOTICE } from '#src/ui/ceremonies/test-fixtures';
import { renderWithProviders } from '#src/ui/components/test-utils';
import { applicationFixture, validNotice } from '#src/ui/forms/test-fixtures';
import ApplicationPage from './application-page';

const PROFILE: Profile = {
  userId: 'user-amina',
  accountType: 'INDIVIDUAL',
  idNumber: 'CF9001012345AB',
  givenName: 'Amina',
  surname: 'Nakato',
  email: 'amina.nakato@example.ug',
  phone: '+256772123456',
  district: 'Kampala',
};

const entry = (
  at: string,
  event: string,
  fromState: string,
  toState: string,
  who: Pick<TimelineEntry, 'actorId' | 'actorName' | 'role'>,
): TimelineEntry => ({
  at,
  from: 'Pending',
  to: 'Pending',
  fromState,
  toState,
  event,
  comment: null,
  ...who,
});

function renderPage(application: Application) {
  server.use(
    http.get(apiUrl('/applications/:id'), () => HttpResponse.json({ data: application })),
    http.get(apiUrl('/applications/:id/documents'), () => HttpResponse.json({ data: [] })),
    http.get(apiUrl('/marriage-rooms'), () => HttpResponse.json({ data: [] })),
  );
  const session = createActor(sessionMachine, { input: { profile: PROFILE, token: 'Bearer test', refreshToken: null } });
  const connectivity = createActor(connectivityMachine, { input: { online: true } });
  const router = createMemoryRouter([{ path: '/user/applications/:id', element: <ApplicationPage /> }], {
    initialEntries: [`/user/applications/${application.id}`],
  });
  return renderWithProviders(
    <ActorsProvider actors={{ session, connectivity }}>
      <RouterProvider router={router} />
    </ActorsProvider>,
  );
}

beforeEach(() => {
  queryClient.clear();
  queryClient.setDefaultOptions({ queries: { retry: false, refetchOnWindowFocus: false } });
});

describe('the application page', () => {
  it('says a bank payment waits for the bank, until when, and how to open the slip again', async () => {
    renderPage(
      applicationFixture({
        status: 'Payment_Confirmation',
        lifecycle: { value: 'AwaitingPayment', level: 0 },
        data: validNotice(),
        submittedAt: '2026-06-01T08:00:00.000Z',
        invoice: {
          prn: 'PRN2026000777',
          amountUgx: 260_000,
          items: [{ item: 'Civil marriage', amountUgx: 260_000 }],
          issuedAt: '2026-06-01T08:00:00.000Z',
          expiresAt: '2026-06-22T08:00:00.000Z',
          paidAt: null,
          paidWith: null,
          awaiting: { method: 'BANK', since: '2026-06-02T09:00:00.000Z', phone: null },
        },
      }),
    );
    const payment = await screen.findByRole('region', { name: 'Payment' });
    expect(payment).toHaveTextContent(
      'Not paid yet: waiting for the bank. You chose on 02-06-2026 to pay at a bank with a PRN slip; pay it at the bank by 22-06-2026, when the PRN expires.',
    );
    expect(within(payment).getByRole('link', { name: 'Open your bank payment slip' })).toHaveAttribute(
      'href',
      '/user/services/form-marriage-registration?application=5f0c7a4e-1b2d-4c3e-8f9a-0b1c2d3e4f5a',
    );
    expect(screen.getByRole('link', { name: 'See your bank payment slip' })).toBeInTheDocument();
    expect(screen.queryByRole('link', { name: 'Pay now' })).not.toBeInTheDocument();
  });

  it('shows a booked notice’s stage and next steps, and who lodged its caveat as a member of the public', async () => {
    const notice = {
      ...CERTIFIED_NOTICE,
      stage: 'BOOKED' as const,
      booking: {
        roomId: 'room-kampala-2',
        roomName: 'Marriage Room 2, Georgian House',
        date: '2026-12-15',
        time: '10:00',
        bookedAt: '2026-11-02T07:00:00.000Z',
        bookedByName: 'Amina Nakato',
      },
    };
    renderPage(
      applicationFixture({
        status: 'Pending',
        lifecycle: { value: { Notice: 'Booked' }, level: 0, noticeAt: notice.publishedAt, caveats: 0 },
        data: validNotice(),
        submittedAt: '2026-09-20T08:00:00.000Z',
        notice,
        timeline: [
          entry('2026-10-02T07:00:00.000Z', 'application.approve', '{"Review":"InReview"}', '{"Notice":"Published"}', {
            actorId: 'usr-registrar',
            actorName: 'Registrar',
            role: 'REGISTRAR',
          }),
          entry('2026-10-05T07:00:00.000Z', 'application.lodgeCaveat', '{"Notice":"Published"}', '{"Notice":"Caveated"}', {
            actorId: 'public',
            actorName: 'A member of the public',
            role: 'APPLICANT',
          }),
          entry('2026-10-09T07:00:00.000Z', 'application.removeCaveat', '{"Notice":"Caveated"}', '{"Notice":"Published"}', {
            actorId: 'usr-registrar',
            actorName: 'Registrar',
            role: 'REGISTRAR',
          }),
          entry('2026-10-23T07:00:00.000Z', 'application.issueCertificate', '{"Notice":"Published"}', '{"Notice":"Certified"}', {
            actorId: 'usr-registrar',
            actorName: 'Registrar',
            role: 'REGISTRAR',
          }),
          entry('2026-11-02T07:00:00.000Z', 'application.bookCeremony', '{"Notice":"Certified"}', '{"Notice":"Booked"}', {
            actorId: 'user-amina',
            actorName: 'Amina Nakato',
            role: 'APPLICANT',
          }),
        ],
      }),
    );
    const where = await screen.findByRole('region', { name: 'Where it stands' });
    expect(where).toHaveTextContent('StatusPending Ceremony booked');
    expect(where).not.toHaveTextContent('Under review');
    const next = within(screen.getByRole('region', { name: 'What happens next' })).getAllByRole('listitem');
    expect(next[0]).toHaveTextContent(
      'Come to your ceremony on Tuesday 15-12-2026 at 10:00 in Marriage Room 2, Georgian House with your two witnesses.',
    );
    expect(screen.getByRole('region', { name: 'What happens next' })).not.toHaveTextContent('The registrar reviews your notice');

    const history = within(screen.getByRole('list', { name: 'History of MR-2026-9VRD-3MWB' })).getAllByRole('listitem');
    expect(history.map((item) => within(item).getByText(/./, { selector: '.status-tag__description' }).textContent)).toEqual([
      'Notice published',
      'Caveat lodged: certificate held',
      'Notice published',
      "Registrar's certificate issued",
      'Ceremony booked',
    ]);
    expect(history[1]).toHaveTextContent('By A member of the public');
    expect(history[1]).not.toHaveTextContent('By You');
    expect(history[4]).toHaveTextContent('By You');
  });
});
