/**
 * The dashboard of work (issue 11 "Dashboard"): each task queue of the officer's level with the count its
 * own query answers and the oldest item's wait on the API's today; the deadlines grouped by kind with links
 * into the work; roles that review nothing see their links only.
 */
import { configure, screen, within } from '@testing-library/react';
import { http, HttpResponse } from 'msw';
import { createMemoryRouter, RouterProvider } from 'react-router';
import { server } from '#mocks/node';
import type { Deadlines } from '#src/domain/schemas/dashboard';
import type { Profile } from '#src/domain/schemas/users';
import { queryClient } from '#src/ui/shared/query-client';
import { renderWithProviders } from '#src/ui/components/test-utils';
import DashboardPage from './dashboard-page';
import { dashboardQueues, daysInWords } from './dashboard-work';

const session = vi.hoisted(() => ({ profile: null as Profile | null }));
vi.mock('#src/ui/shared/session-context', () => ({ useProfile: () => session.profile, useDistricts: () => [] }));

configure({ asyncUtilTimeout: 3000 });

const API = 'http://localhost:5173/api';

function officer(role: Profile['role']): Profile {
  return {
    userId: 'staff-1',
    accountType: 'BACKOFFICE',
    idNumber: null,
    givenName: 'Grace',
    surname: 'Akello',
    email: 'g@registry.example.ug',
    phone: '+256772000001',
    role,
    district: null,
  };
}

const DEADLINES: Deadlines = {
  today: '2026-12-01',
  items: [
    {
      kind: 'CEREMONY_UNCELEBRATED',
      applicationId: 'a1',
      reference: 'MR-2026-AAAA-BBBB',
      subject: 'Ibrahim Ssali and Harriet Kyomuhendo, Marriage Room 2 at 09:00',
      district: 'Kampala',
      dueOn: '2026-11-27',
      daysLeft: -4,
    },
    {
      kind: 'NOTICE_LAPSING',
      applicationId: 'a2',
      reference: 'MR-2026-CCCC-DDDD',
      subject: 'NB-2026-000002: Peter Okot and Joan Auma',
      district: 'Gulu',
      dueOn: '2026-12-10',
      daysLeft: 9,
    },
  ],
};

/** The queues answer totals by their services filter; the first item is submitted on 20-11-2026. */
function serve(totals: Record<string, number>) {
  const asked: Record<string, string>[] = [];
  server.use(
    http.get(`${API}/backoffice/applications`, ({ request }) => {
      const query = Object.fromEntries(new URL(request.url).searchParams);
      asked.push(query);
      const total = totals[query.services ?? ''] ?? 0;
      const items =
        total > 0
          ? [
              {
                id: 'x',
                reference: 'MR-2026-AAAA-BBBB',
                serviceType: 'MARRIAGE',
                status: 'Submitted',
                applicantName: 'A',
                district: 'Kampala',
                noticeStage: null,
                submittedAt: '2026-11-20T08:00:00.000Z',
                updatedAt: '2026-11-20T08:00:00.000Z',
              },
            ]
          : [];
      return HttpResponse.json({ data: { items, total, page: 1, pageSize: 1 } });
    }),
    http.get(`${API}/backoffice/deadlines`, () => HttpResponse.json({ data: DEADLINES })),
  );
  return asked;
}

function renderDashboard() {
  const router = createMemoryRouter([{ path: '/backoffice/dashboard', element: <DashboardPage /> }], {
    initialEntries: ['/backoffice/dashboard'],
  });
  return renderWithProviders(<RouterProvider router={router} />);
}

beforeEach(() => queryClient.clear());

describe('the dashboard', () => {
  it('counts each of the registrar’s task queues with the queue’s own query, and how long the oldest waited', async () => {
    session.profile = officer('REGISTRAR');
    const civil = dashboardQueues('REGISTRAR').find((q) => q.section === 'marriage-registrations');
    const asked = serve({ [civil?.services ?? '']: 3 });
    renderDashboard();
    const table = await screen.findByRole('table', { name: /Your task queues/ });
    const row = within(table).getByRole('row', { name: /Civil marriage task queue/ });
    expect(
      within(row)
        .getAllByRole('cell')
        .map((c) => c.textContent),
    ).toEqual(['3', '11 days (since 20-11-2026)']);
    expect(within(row).getByRole('link', { name: 'Civil marriage task queue' })).toHaveAttribute(
      'href',
      '/backoffice/marriage-registrations/task-queue',
    );
    expect(screen.getByText(/^3 applications wait in 1 of your \d+ task queues\.$/)).toBeInTheDocument();
    // Every queue asked as its page asks, at the registrar's level, oldest first.
    expect(asked.every((q) => q.queue === 'REGISTRAR' && q.sort === 'submittedAt' && q.order === 'asc')).toBe(true);
    expect(asked).toHaveLength(dashboardQueues('REGISTRAR').length);
  });

  it('lists the deadlines by kind, the late ones first, each linking to where it is worked on', async () => {
    session.profile = officer('REGISTRAR');
    serve({});
    renderDashboard();
    const late = await screen.findByRole('region', { name: 'Ceremonies whose day passed without a recorded celebration (1)' });
    expect(within(late).getByRole('link', { name: /Ibrahim Ssali and Harriet Kyomuhendo/ })).toHaveAttribute(
      'href',
      '/backoffice/marriage-registrations/calendar-uncelebrated',
    );
    expect(late).toHaveTextContent('Kampala. Booked for 27-11-2026 (4 days ago).');
    const lapsing = screen.getByRole('region', { name: 'Notices that lapse soon (1)' });
    expect(within(lapsing).getByRole('link')).toHaveAttribute('href', '/backoffice/marriage-registrations/details/a2');
    expect(lapsing).toHaveTextContent('Lapses on 10-12-2026 (in 9 days).');
    const headings = screen.getAllByRole('heading', { level: 3 }).map((h) => h.textContent);
    expect(headings.indexOf('Ceremonies whose day passed without a recorded celebration (1)')).toBeLessThan(
      headings.indexOf('Notices that lapse soon (1)'),
    );
  });

  it('gives the Minister the licence queues only', () => {
    expect(dashboardQueues('MINISTER').map((q) => q.path)).toEqual([
      '/backoffice/organisation-licenses/task-queue-minister',
      '/backoffice/special-licenses/task-queue-minister',
    ]);
  });

  it('shows finance its links, with no queues or deadlines to count', async () => {
    session.profile = officer('FINANCE');
    const asked = serve({});
    renderDashboard();
    expect(await screen.findByRole('heading', { level: 2, name: 'Your work' })).toBeInTheDocument();
    expect(screen.queryByRole('heading', { name: 'Work waiting for you' })).not.toBeInTheDocument();
    expect(asked).toHaveLength(0);
  });
});

describe('days in words', () => {
  it('reads today, the future and the past', () => {
    expect([daysInWords(0), daysInWords(1), daysInWords(3), daysInWords(-1), daysInWords(-4)]).toEqual([
      'today',
      'in 1 day',
      'in 3 days',
      '1 day ago',
      '4 days ago',
    ]);
  });
});
