import axe from 'axe-core';
import { configure, screen, within } from '@testing-library/react';
import { http, HttpResponse } from 'msw';
import { createMemoryRouter, RouterProvider } from 'react-router';
import { server } from '#mocks/node';
import type { PublicNotice } from '#src/domain/schemas/notice';
import { queryClient } from '#src/ui/shared/query-client';
import { renderWithProviders } from '#src/ui/components/test-utils';
import { i18n } from '#src/ui/shared/i18n';
import NoticesPage, { NOTICES_TEXT, noticesCountText } from './notices-page';

configure({ asyncUtilTimeout: 4000 });

const API = 'http://localhost:5173/api';

const notice = (n: number, one: string, two: string, district = 'Kampala'): PublicNotice => ({
  noticeNumber: `NB-2026-${String(n).padStart(6, '0')}`,
  partyOneName: one,
  partyTwoName: two,
  district,
  noticeDate: '2026-06-15',
  certificateFrom: '2026-07-06',
});

/** Serve GET /notices from a list, as the mock does (name or number, district, paging); returns the queries asked. */
function serve(list: PublicNotice[]) {
  const asked: Array<Record<string, string>> = [];
  server.use(
    http.get(`${API}/notices`, ({ request }) => {
      const params = Object.fromEntries(new URL(request.url).searchParams);
      asked.push(params);
      const q = (params.q ?? '').toLowerCase();
      const found = list.filter(
        (n) =>
          (!q || `${n.partyOneName} ${n.partyTwoName}`.toLowerCase().includes(q)) && (!params.district || n.district === params.district),
      );
      const page = Number(params.page ?? 1);
      const size = Number(params.pageSize ?? 20);
      return HttpResponse.json({ data: { items: found.slice((page - 1) * size, page * size), total: found.length, page, pageSize: size } });
    }),
  );
  return asked;
}

function renderPage(path = '/notices') {
  const router = createMemoryRouter(
    [
      { path: '/notices', element: <NoticesPage /> },
      { path: '/notices/:noticeNumber/caveat', element: <p>Caveat page</p> },
    ],
    { initialEntries: [path] },
  );
  return { router, ...renderWithProviders(<RouterProvider router={router} />) };
}

beforeEach(() => {
  queryClient.clear();
  queryClient.setDefaultOptions({ queries: { retry: false, refetchOnWindowFocus: false } });
});

describe('NoticesPage', () => {
  it('explains notices and caveats, and lists each notice with its names, district, dates and caveat link', async () => {
    serve([notice(2, 'Amina Nakato', 'Joseph Okello'), notice(1, 'Grace Akello', 'Peter Opio', 'Gulu')]);
    const { container, user, router } = renderPage();
    expect(screen.getByRole('heading', { level: 1, name: i18n._(NOTICES_TEXT.title) })).toBeInTheDocument();
    expect(screen.getByText(/you may lodge a caveat/)).toBeInTheDocument();
    const list = await screen.findByRole('list', { name: 'Published notices' });
    const first = within(list).getAllByRole('listitem')[0] as HTMLElement;
    expect(within(first).getByRole('heading', { name: 'Amina Nakato and Joseph Okello' })).toBeInTheDocument();
    expect(within(first).getByText('NB-2026-000002')).toBeInTheDocument();
    expect(within(first).getByText('15-06-2026')).toBeInTheDocument();
    expect(within(first).getByText('Certificate not before 06-07-2026')).toBeInTheDocument();
    expect(screen.getByRole('status')).toHaveTextContent('2 notices');
    expect((await axe.run(container)).violations).toEqual([]);

    await user.click(within(first).getByRole('link', { name: /Lodge a caveat against this notice NB-2026-000002/ }));
    expect(router.state.location.pathname).toBe('/notices/NB-2026-000002/caveat');
  });

  it('searches by name, filters by district and keeps both in the address', async () => {
    const asked = serve([notice(2, 'Amina Nakato', 'Joseph Okello'), notice(1, 'Grace Akello', 'Peter Opio', 'Gulu')]);
    server.use(
      http.get(`${API}/districts`, () =>
        HttpResponse.json({
          data: [
            { id: 'd1', name: 'Gulu', region: 'Northern' },
            { id: 'd2', name: 'Kampala', region: 'Central' },
          ],
        }),
      ),
    );
    const { user, router } = renderPage();
    await screen.findByRole('list', { name: 'Published notices' });
    await user.type(screen.getByRole('searchbox', { name: 'Name of either person' }), 'akello');
    await user.click(screen.getByRole('button', { name: 'Search' }));
    expect(await screen.findByRole('heading', { name: 'Grace Akello and Peter Opio' })).toBeInTheDocument();
    expect(screen.queryByRole('heading', { name: 'Amina Nakato and Joseph Okello' })).not.toBeInTheDocument();
    expect(router.state.location.search).toBe('?q=akello');

    await user.selectOptions(await screen.findByRole('combobox', { name: 'District' }), 'Kampala');
    expect(await screen.findByText(i18n._(NOTICES_TEXT.noMatch))).toBeInTheDocument();
    expect(asked.at(-1)).toMatchObject({ q: 'akello', district: 'Kampala', page: '1' });

    await user.click(screen.getByRole('button', { name: 'Clear search' }));
    expect(await screen.findByRole('heading', { name: 'Amina Nakato and Joseph Okello' })).toBeInTheDocument();
  });

  it('pages through many notices', async () => {
    serve(Array.from({ length: 25 }, (_, i) => notice(25 - i, `Person ${25 - i}`, `Partner ${25 - i}`)));
    const { user } = renderPage();
    await screen.findByRole('list', { name: 'Published notices' });
    expect(screen.getByRole('status')).toHaveTextContent('25 notices (page 1 of 2)');
    await user.click(screen.getByRole('button', { name: 'Page 2' }));
    expect(await screen.findByRole('heading', { name: 'Person 5 and Partner 5' })).toBeInTheDocument();
    expect(screen.getByRole('status')).toHaveTextContent('25 notices (page 2 of 2)');
  });

  it('says when nothing is published', async () => {
    serve([]);
    renderPage();
    expect(await screen.findByText(i18n._(NOTICES_TEXT.empty))).toBeInTheDocument();
  });
});

describe('noticesCountText', () => {
  it('counts notices and names the page when there are several', () => {
    expect(noticesCountText(i18n, 1, 1, 1)).toBe('1 notice');
    expect(noticesCountText(i18n, 1234, 3, 62)).toBe('1,234 notices (page 3 of 62)');
  });
});
