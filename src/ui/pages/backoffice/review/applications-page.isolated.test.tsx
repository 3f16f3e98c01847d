import axe from 'axe-core';
import { configure, screen, waitFor, within } from '@testing-library/react';
import { http, HttpResponse } from 'msw';
import { createMemoryRouter, RouterProvider } from 'react-router';
import { server } from '#mocks/node';
import type { ApplicationSummary } from '#src/domain/schemas/applications';
import type { District } from '#src/domain/schemas/users';
import { APPLICATION_STATUSES } from '#src/domain/statuses';
import { queryClient } from '#src/ui/shared/query-client';
import { renderWithProviders } from '#src/ui/components/test-utils';
import ApplicationsPage, { listParamsToSearch, parseListParams } from './applications-page';
import { showingText } from '#src/ui/components/list-pagination/showing-text';
import { referenceFromNumber, REFERENCE_SPACE } from '#src/domain/references';

const session = vi.hoisted(() => ({ districts: [] as District[] }));
vi.mock('#src/ui/shared/session-context', () => ({
  useProfile: () => null,
  useDistricts: () => session.districts,
}));

configure({ asyncUtilTimeout: 3000 });

const API = 'http://localhost:5173/api';
const PATH = '/backoffice/marriage-registrations/applications';

/** The reference of row `n`: random-looking, with a valid check character (decision 011). */
function referenceOf(n: number): string {
  return referenceFromNumber('MR', 2026, (n * 2_654_435_761) % REFERENCE_SPACE);
}

function row(n: number): ApplicationSummary {
  const ref = referenceOf(n);
  return {
    id: `app-${n}`,
    reference: ref,
    serviceType: 'MARRIAGE',
    status: APPLICATION_STATUSES[n % APPLICATION_STATUSES.length]!,
    applicantName: `Applicant ${n}`,
    district: n % 2 ? 'Kampala' : 'Gulu',
    submittedAt: '2026-03-01T08:00:00.000Z',
    updatedAt: '2026-03-02T08:00:00.000Z',
    noticeStage: null,
  };
}

/** A server of `total` applications that pages whatever it is asked; records each query. */
function serveList(total = 10_000) {
  const queries: URLSearchParams[] = [];
  server.use(
    http.get(`${API}/backoffice/applications`, ({ request }) => {
      const params = new URL(request.url).searchParams;
      queries.push(params);
      const page = Number(params.get('page'));
      const pageSize = Number(params.get('pageSize'));
      const count = params.get('q') === 'nobody' ? 0 : total;
      const start = (page - 1) * pageSize;
      const items = Array.from({ length: Math.max(0, Math.min(pageSize, count - start)) }, (_, i) => row(start + i + 1));
      return HttpResponse.json({ data: { items, total: count, page, pageSize } });
    }),
  );
  return { queries, last: () => Object.fromEntries(queries.at(-1) ?? []) };
}

function renderList(entry = PATH) {
  const router = createMemoryRouter(
    [
      { path: PATH, element: <ApplicationsPage /> },
      { path: '/backoffice/marriage-registrations/details/:id', element: <h1>Details</h1> },
    ],
    { initialEntries: [entry] },
  );
  return { router, ...renderWithProviders(<RouterProvider router={router} />) };
}

beforeEach(() => {
  queryClient.clear();
  queryClient.setDefaultOptions({ queries: { retry: false, refetchOnWindowFocus: false } });
  session.districts = [
    { id: 'd-2', name: 'Kampala', region: 'Central' },
    { id: 'd-1', name: 'Gulu', region: 'Northern' },
  ];
});

describe('ApplicationsPage', () => {
  it('asks the server for one page of civil marriages, newest first, and says how many there are', async () => {
    const api = serveList();
    renderList();
    expect(screen.getByRole('heading', { level: 1, name: 'Civil marriage applications' })).toBeInTheDocument();
    expect(await screen.findByText('Showing 1–25 of 10,000')).toBeInTheDocument();
    expect(api.last()).toEqual({
      services: 'MARRIAGE,ORGANIZATION_MARRIAGE',
      sort: 'submittedAt',
      order: 'desc',
      page: '1',
      pageSize: '25',
    });

    const table = screen.getByRole('table');
    const rows = within(table).getAllByRole('row');
    expect(rows).toHaveLength(26);
    expect(
      within(rows[0]!)
        .getAllByRole('columnheader')
        .map((h) => h.textContent?.replace(/[▲▼]/g, '')),
    ).toEqual(['Reference', 'Applicant', 'District', 'Submitted', 'Last updated', 'Status']);
    expect(within(rows[1]!).getByRole('link', { name: referenceOf(1) })).toHaveAttribute(
      'href',
      '/backoffice/marriage-registrations/details/app-1',
    );
    expect(rows[1]).toHaveTextContent('Applicant 1');
    expect(rows[1]).toHaveTextContent('01-03-2026');
    expect(screen.getByRole('columnheader', { name: 'Submitted' })).toHaveAttribute('aria-sort', 'descending');
    expect(screen.getByRole('columnheader', { name: 'Reference' })).toHaveAttribute('aria-sort', 'none');
  });

  it('searches 300 ms after typing stops, keeps the search in the URL and goes back to page 1', async () => {
    const api = serveList();
    const { router, user } = renderList(`${PATH}?page=3`);
    await screen.findByText('Showing 51–75 of 10,000');
    const before = api.queries.length;
    await user.type(screen.getByRole('searchbox', { name: /Search/ }), 'Nakato');
    await waitFor(() => expect(api.last()).toMatchObject({ q: 'Nakato', page: '1' }));
    // One request for the whole word, not one per key.
    expect(api.queries.length - before).toBe(1);
    expect(router.state.location.search).toBe('?q=Nakato');
  });

  it('keeps the search after opening an application and coming Back', async () => {
    const api = serveList();
    const { router, user } = renderList();
    await screen.findByText('Showing 1–25 of 10,000');
    await user.type(screen.getByRole('searchbox', { name: /Search/ }), 'MR{Enter}');
    await waitFor(() => expect(router.state.location.search).toBe('?q=MR'));
    await user.click(await screen.findByRole('link', { name: referenceOf(1) }));
    expect(await screen.findByRole('heading', { name: 'Details' })).toBeInTheDocument();
    await router.navigate(-1);
    expect(await screen.findByRole('searchbox', { name: /Search/ })).toHaveValue('MR');
    expect(api.last()).toMatchObject({ q: 'MR' });
  });

  it('restores the search, filters, sort and page from the URL (reload, Back)', async () => {
    const api = serveList();
    renderList(`${PATH}?q=MR-2026&status=Declined&district=Gulu&sort=reference&order=asc&page=2`);
    await screen.findByText('Showing 26–50 of 10,000');
    expect(api.last()).toEqual({
      services: 'MARRIAGE,ORGANIZATION_MARRIAGE',
      q: 'MR-2026',
      status: 'Declined',
      district: 'Gulu',
      sort: 'reference',
      order: 'asc',
      page: '2',
      pageSize: '25',
    });
    expect(screen.getByRole('searchbox', { name: /Search/ })).toHaveValue('MR-2026');
    expect(screen.getByRole('combobox', { name: 'Status' })).toHaveValue('Declined');
    expect(screen.getByRole('combobox', { name: 'District' })).toHaveValue('Gulu');
    expect(screen.getByRole('columnheader', { name: 'Reference' })).toHaveAttribute('aria-sort', 'ascending');
  });

  it('filters by status and district, from the districts of the session', async () => {
    const api = serveList();
    const { router, user } = renderList(`${PATH}?page=4`);
    await screen.findByText('Showing 76–100 of 10,000');
    const district = screen.getByRole('combobox', { name: 'District' });
    expect(
      within(district)
        .getAllByRole('option')
        .map((o) => o.textContent),
    ).toEqual(['All districts', 'Gulu', 'Kampala']);
    await user.selectOptions(screen.getByRole('combobox', { name: 'Status' }), 'Corrections Requested');
    await waitFor(() => expect(api.last()).toMatchObject({ status: 'Corrections_Requested', page: '1' }));
    await user.selectOptions(district, 'Kampala');
    await waitFor(() => expect(api.last()).toMatchObject({ status: 'Corrections_Requested', district: 'Kampala' }));
    expect(router.state.location.search).toBe('?status=Corrections_Requested&district=Kampala');

    await user.click(screen.getByRole('button', { name: 'Clear search and filters' }));
    await waitFor(() => expect(router.state.location.search).toBe(''));
  });

  it('sorts on the server with buttons in the column headers', async () => {
    const api = serveList();
    const { user } = renderList();
    await screen.findByText('Showing 1–25 of 10,000');
    await user.click(screen.getByRole('button', { name: 'Applicant' }));
    await waitFor(() => expect(api.last()).toMatchObject({ sort: 'applicantName', order: 'asc' }));
    expect(screen.getByRole('columnheader', { name: 'Applicant' })).toHaveAttribute('aria-sort', 'ascending');
    expect(screen.getByRole('columnheader', { name: 'Submitted' })).toHaveAttribute('aria-sort', 'none');
    await user.click(screen.getByRole('button', { name: 'Applicant' }));
    await waitFor(() => expect(api.last()).toMatchObject({ sort: 'applicantName', order: 'desc' }));
    expect(screen.getByRole('columnheader', { name: 'Applicant' })).toHaveAttribute('aria-sort', 'descending');
    await user.click(screen.getByRole('button', { name: 'Last updated' }));
    await waitFor(() => expect(api.last()).toMatchObject({ sort: 'updatedAt', order: 'desc' }));
  });

  it('pages on the server', async () => {
    const api = serveList(60);
    const { router, user } = renderList();
    await screen.findByText('Showing 1–25 of 60');
    const nav = screen.getByRole('navigation', { name: 'Pagination' });
    expect(within(nav).getByRole('button', { name: 'Page 1' })).toHaveAttribute('aria-current', 'page');
    await user.click(within(nav).getByRole('button', { name: 'Next page' }));
    expect(await screen.findByText('Showing 26–50 of 60')).toBeInTheDocument();
    expect(api.last()).toMatchObject({ page: '2' });
    await user.click(within(nav).getByRole('button', { name: 'Page 3' }));
    expect(await screen.findByText('Showing 51–60 of 60')).toBeInTheDocument();
    expect(router.state.location.search).toBe('?page=3');
  });

  it('says when nothing matches', async () => {
    serveList();
    renderList(`${PATH}?q=nobody`);
    expect(await screen.findByText('No applications match your search and filters.')).toBeInTheDocument();
    expect(screen.queryByRole('table')).not.toBeInTheDocument();
  });

  it('shows a failure with Try again', async () => {
    let fail = true;
    server.use(
      http.get(`${API}/backoffice/applications`, () =>
        fail
          ? HttpResponse.json({ message: 'The registry is not answering' }, { status: 500 })
          : HttpResponse.json({ data: { items: [row(1)], total: 1, page: 1, pageSize: 25 } }),
      ),
    );
    const { user } = renderList();
    const alert = await screen.findByRole('alert');
    expect(alert).toHaveTextContent('The applications could not be loaded');
    expect(alert).toHaveTextContent('The registry is not answering');
    fail = false;
    await user.click(within(alert).getByRole('button', { name: 'Try again' }));
    expect(await screen.findByText('Showing 1–1 of 1')).toBeInTheDocument();
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();
  });

  it('has no axe violations', async () => {
    serveList(60);
    renderList();
    await screen.findByText('Showing 1–25 of 60');
    const result = await axe.run(document.body, { rules: { 'color-contrast': { enabled: false }, region: { enabled: false } } });
    expect(result.violations.map((v) => `${v.id}: ${v.nodes.map((n) => n.html).join(' | ')}`)).toEqual([]);
  });
});

describe('list params', () => {
  it('round-trips through the URL and ignores nonsense', () => {
    const parsed = parseListParams(new URLSearchParams('q=ab&status=Nope&sort=hack&order=up&page=-2&district=Gulu'));
    expect(parsed).toEqual({ q: 'ab', status: null, district: 'Gulu', sort: 'submittedAt', order: 'desc', page: 1 });
    expect(listParamsToSearch(parsed).toString()).toBe('q=ab&district=Gulu');
  });

  it('writes the range with an en dash and thousands separators', () => {
    expect(showingText(1, 25, 10_000, 25)).toBe('Showing 1–25 of 10,000');
    expect(showingText(400, 25, 10_000, 25)).toBe('Showing 9,976–10,000 of 10,000');
  });
});
