import { configure, screen, waitFor, within } from '@testing-library/react';
import { http, HttpResponse } from 'msw';
import { createMemoryRouter, RouterProvider } from 'react-router';
import { server } from '#mocks/node';
import type { ApplicationSummary } from '#src/domain/schemas/applications';
import type { Profile } from '#src/domain/schemas/users';
import { queryClient } from '#src/ui/shared/query-client';
import { renderWithProviders } from '#src/ui/components/test-utils';
import { ROUTES } from '#src/ui/route-table';
import TaskQueuePage from './task-queue-page';
import { referenceFromNumber, REFERENCE_SPACE } from '#src/domain/references';

const EMPTY_QUEUE_TEXT = 'There are no civil marriage applications waiting for you.';

const session = vi.hoisted(() => ({ profile: null as Profile | null }));
vi.mock('#src/ui/shared/session-context', () => ({
  useProfile: () => session.profile,
  useDistricts: () => [],
}));

configure({ asyncUtilTimeout: 3000 });

const API = 'http://localhost:5173/api';
const PATH = '/backoffice/marriage-registrations/task-queue';

const REGISTRAR: Profile = {
  userId: 'staff-1',
  accountType: 'BACKOFFICE',
  idNumber: 'CM8001012345AB',
  givenName: 'Grace',
  surname: 'Achieng',
  email: 'grace@registry.example.ug',
  phone: '+256772000001',
  role: 'REGISTRAR',
  district: null,
};

/** The reference of row `n`: random-looking, with a valid check character (decision 011). */
function referenceOf(n: number): string {
  return referenceFromNumber('MR', 2026, (n * 2_654_435_761) % REFERENCE_SPACE);
}

function row(n: number): ApplicationSummary {
  return {
    id: `app-${n}`,
    reference: referenceOf(n),
    serviceType: 'MARRIAGE',
    status: n % 2 ? 'Submitted' : 'Pending',
    applicantName: `Applicant ${n}`,
    district: n === 3 ? null : 'Kampala',
    submittedAt: `2026-03-${String(n).padStart(2, '0')}T08:00:00.000Z`,
    updatedAt: '2026-03-20T08:00:00.000Z',
    noticeStage: null,
  };
}

function serveQueue(total: number) {
  const queries: Record<string, string>[] = [];
  server.use(
    http.get(`${API}/backoffice/applications`, ({ request }) => {
      const params = new URL(request.url).searchParams;
      queries.push(Object.fromEntries(params));
      const page = Number(params.get('page'));
      const size = Number(params.get('pageSize'));
      const start = (page - 1) * size;
      const items = Array.from({ length: Math.max(0, Math.min(size, total - start)) }, (_, i) => row(start + i + 1));
      return HttpResponse.json({ data: { items, total, page, pageSize: size } });
    }),
  );
  return queries;
}

function renderQueue(entry = PATH) {
  const router = createMemoryRouter(
    [
      { path: PATH, element: <TaskQueuePage />, handle: { route: ROUTES.find((r) => r.path === PATH) } },
      { path: '/backoffice/marriage-registrations/details/:id', element: <h1>Details</h1> },
      { path: '/backoffice/marriage-registrations/applications', element: <h1>All</h1> },
    ],
    { initialEntries: [entry] },
  );
  return { router, ...renderWithProviders(<RouterProvider router={router} />) };
}

beforeEach(() => {
  queryClient.clear();
  queryClient.setDefaultOptions({ queries: { retry: false, refetchOnWindowFocus: false } });
  session.profile = REGISTRAR;
});

describe('TaskQueuePage', () => {
  it("lists the registrar's queue of civil marriages, oldest first, with links to the details", async () => {
    const queries = serveQueue(3);
    renderQueue();
    expect(screen.getByRole('heading', { level: 1, name: 'Civil marriage task queue' })).toBeInTheDocument();
    expect(screen.getByText('Applications waiting for the Registrar, oldest first.')).toBeInTheDocument();
    expect(await screen.findByText('Showing 1–3 of 3')).toBeInTheDocument();
    expect(queries).toEqual([
      { services: 'MARRIAGE,ORGANIZATION_MARRIAGE', queue: 'REGISTRAR', sort: 'submittedAt', order: 'asc', page: '1', pageSize: '25' },
    ]);
    const rows = within(screen.getByRole('table')).getAllByRole('row');
    expect(
      within(rows[0]!)
        .getAllByRole('columnheader')
        .map((h) => h.textContent),
    ).toEqual(['Reference', 'Applicant', 'District', 'Submitted', 'Status']);
    expect(rows[1]).toHaveTextContent(`${referenceOf(1)}Applicant 1Kampala01-03-2026Submitted`);
    expect(rows[3]).toHaveTextContent('Not given');
    expect(within(rows[2]!).getByRole('link', { name: referenceOf(2) })).toHaveAttribute(
      'href',
      '/backoffice/marriage-registrations/details/app-2',
    );
  });

  it('says when the queue is empty', async () => {
    serveQueue(0);
    renderQueue();
    expect(await screen.findByText(EMPTY_QUEUE_TEXT)).toBeInTheDocument();
    expect(screen.queryByRole('table')).not.toBeInTheDocument();
  });

  it('pages, keeping the page in the URL', async () => {
    const queries = serveQueue(30);
    const { router, user } = renderQueue();
    await screen.findByText('Showing 1–25 of 30');
    await user.click(within(screen.getByRole('navigation', { name: 'Pagination' })).getByRole('button', { name: 'Next page' }));
    expect(await screen.findByText('Showing 26–30 of 30')).toBeInTheDocument();
    expect(queries.at(-1)).toMatchObject({ page: '2' });
    expect(router.state.location.search).toBe('?page=2');
  });

  it('shows a failure with Try again', async () => {
    let fail = true;
    server.use(
      http.get(`${API}/backoffice/applications`, () =>
        fail
          ? HttpResponse.json({ message: 'The registry is not answering' }, { status: 500 })
          : HttpResponse.json({ data: { items: [], total: 0, page: 1, pageSize: 25 } }),
      ),
    );
    const { user } = renderQueue();
    const alert = await screen.findByRole('alert');
    expect(alert).toHaveTextContent('The task queue could not be loaded');
    fail = false;
    await user.click(within(alert).getByRole('button', { name: 'Try again' }));
    expect(await screen.findByText(EMPTY_QUEUE_TEXT)).toBeInTheDocument();
  });

  it('has no queue for a role that does not review civil marriages, and asks nothing', async () => {
    session.profile = { ...REGISTRAR, role: 'FINANCE' };
    const queries = serveQueue(3);
    renderQueue();
    expect(
      screen.getByText(
        /This queue holds the civil marriage applications waiting for the Registrar\. Your role has no civil marriage task queue\./,
      ),
    ).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'See all civil marriage applications' })).toBeInTheDocument();
    await waitFor(() => expect(queries).toEqual([]));
  });
});
