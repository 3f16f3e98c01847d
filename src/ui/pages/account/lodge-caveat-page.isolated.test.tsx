import axe from 'axe-core';
import { configure, screen, within } from '@testing-library/react';
import { http, HttpResponse } from 'msw';
import { createMemoryRouter, RouterProvider } from 'react-router';
import { server } from '#mocks/node';
import type { PublicNotice } from '#src/domain/schemas/notice';
import type { Profile } from '#src/domain/schemas/users';
import { queryClient } from '#src/ui/shared/query-client';
import { renderWithProviders } from '#src/ui/components/test-utils';
import { textOf } from '#src/domain/words';
import LodgeCaveatPage, { CAVEAT_TEXT } from './lodge-caveat-page';

const session = vi.hoisted(() => ({ profile: null as Profile | null }));
vi.mock('#src/ui/shared/session-context', () => ({ useProfile: () => session.profile, useDistricts: () => [] }));

configure({ asyncUtilTimeout: 4000 });

const API = 'http://localhost:5173/api';

const NOTICE: PublicNotice = {
  noticeNumber: 'NB-2026-000042',
  partyOneName: 'Amina Nakato',
  partyTwoName: 'Joseph Okello',
  district: 'Kampala',
  noticeDate: '2026-06-15',
  certificateFrom: '2026-07-06',
};

const GROUNDS = 'Joseph Okello married Sarah Auma at Gulu in 2019 and that marriage subsists.';

/** Serve the notice and answer the caveat call with `answer`; returns the bodies sent. */
function serve(answer: () => Response) {
  const sent: unknown[] = [];
  server.use(
    http.get(`${API}/notices`, () => HttpResponse.json({ data: { items: [NOTICE], total: 1, page: 1, pageSize: 5 } })),
    http.post(`${API}/notices/:number/caveats`, async ({ request }) => {
      sent.push(await request.json());
      return answer();
    }),
  );
  return sent;
}

function renderPage() {
  const router = createMemoryRouter([{ path: '/notices/:noticeNumber/caveat', element: <LodgeCaveatPage /> }], {
    initialEntries: ['/notices/NB-2026-000042/caveat'],
  });
  return renderWithProviders(<RouterProvider router={router} />);
}

beforeEach(() => {
  queryClient.clear();
  queryClient.setDefaultOptions({ queries: { retry: false, refetchOnWindowFocus: false } });
  session.profile = {
    userId: 'u-2',
    accountType: 'INDIVIDUAL',
    idNumber: 'CM8001012345AB',
    givenName: 'Peter',
    surname: 'Mugisha',
    email: 'peter@example.ug',
    phone: '+256772000002',
  };
});

describe('LodgeCaveatPage', () => {
  it("shows the notice's public details and says what is wrong next to each field and in the summary", async () => {
    const sent = serve(() => HttpResponse.json({ data: { noticeNumber: NOTICE.noticeNumber, caveatId: 'cv_1' } }, { status: 201 }));
    const { user, container } = renderPage();
    expect(await screen.findByRole('heading', { level: 1, name: textOf(CAVEAT_TEXT.title) })).toBeInTheDocument();
    expect(screen.getByText('Amina Nakato and Joseph Okello')).toBeInTheDocument();
    expect(screen.getByText('Not before 06-07-2026')).toBeInTheDocument();

    await user.type(screen.getByLabelText(textOf(CAVEAT_TEXT.grounds)), 'Too short');
    expect(screen.getByText('9 of 2,000 characters')).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: textOf(CAVEAT_TEXT.submit) }));

    const summary = await screen.findByRole('alert');
    expect(within(summary).getByRole('link', { name: 'Give the grounds of your caveat in at least 20 characters' })).toHaveAttribute(
      'href',
      '#grounds',
    );
    expect(within(summary).getByRole('link', { name: textOf(CAVEAT_TEXT.declarationError) })).toHaveAttribute('href', '#declaration');
    expect(screen.getByLabelText(textOf(CAVEAT_TEXT.grounds))).toHaveAccessibleDescription(
      expect.stringContaining('Error: Give the grounds of your caveat in at least 20 characters'),
    );
    expect(sent).toEqual([]);
    expect((await axe.run(container)).violations).toEqual([]);
  });

  it('lodges the caveat with the grounds and says what happens next', async () => {
    const sent = serve(() => HttpResponse.json({ data: { noticeNumber: NOTICE.noticeNumber, caveatId: 'cv_1' } }, { status: 201 }));
    const { user } = renderPage();
    await user.type(await screen.findByLabelText(textOf(CAVEAT_TEXT.grounds)), GROUNDS);
    await user.click(screen.getByRole('checkbox', { name: textOf(CAVEAT_TEXT.declaration) }));
    await user.click(screen.getByRole('button', { name: textOf(CAVEAT_TEXT.submit) }));
    expect(await screen.findByRole('heading', { level: 1, name: textOf(CAVEAT_TEXT.doneTitle) })).toHaveFocus();
    expect(screen.getByText(/Against notice NB-2026-000042/)).toBeInTheDocument();
    expect(screen.getByRole('heading', { name: 'What happens next' })).toBeInTheDocument();
    expect(sent).toEqual([{ grounds: GROUNDS, evidence: [] }]);
  });

  it.each([
    [403, 'FORBIDDEN', textOf(CAVEAT_TEXT.ownNotice)],
    [409, 'ILLEGAL_TRANSITION', textOf(CAVEAT_TEXT.closed)],
  ])('says plainly why a %i refusal happened and keeps what was typed', async (status, code, words) => {
    serve(() => HttpResponse.json({ message: 'Refused', code }, { status }));
    const { user } = renderPage();
    await user.type(await screen.findByLabelText(textOf(CAVEAT_TEXT.grounds)), GROUNDS);
    await user.click(screen.getByRole('checkbox', { name: textOf(CAVEAT_TEXT.declaration) }));
    await user.click(screen.getByRole('button', { name: textOf(CAVEAT_TEXT.submit) }));
    expect(await screen.findByText(words)).toBeInTheDocument();
    expect(screen.getByLabelText(textOf(CAVEAT_TEXT.grounds))).toHaveValue(GROUNDS);
    expect(screen.getByRole('checkbox', { name: textOf(CAVEAT_TEXT.declaration) })).toBeChecked();
  });

  it('says when the notice is not published (any more)', async () => {
    server.use(http.get(`${API}/notices`, () => HttpResponse.json({ data: { items: [], total: 0, page: 1, pageSize: 5 } })));
    renderPage();
    expect(await screen.findByRole('heading', { level: 1, name: 'Notice not found' })).toBeInTheDocument();
    expect(screen.getByText(textOf(CAVEAT_TEXT.notFound))).toBeInTheDocument();
  });
});
