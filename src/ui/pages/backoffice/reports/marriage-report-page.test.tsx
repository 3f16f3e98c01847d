/**
 * The marriage report's default period is the last 12 months up to the API's today (GET /time), never the
 * device's (issue 30). The device thinks it is 1 November 2026; the registry's clock says 15 March 2027.
 */
import { screen, waitFor } from '@testing-library/react';
import { http, HttpResponse } from 'msw';
import { createMemoryRouter, RouterProvider } from 'react-router';
import { createActor } from 'xstate';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { apiUrl } from '#mocks/base-url';
import { freezeClock } from '#mocks/clock';
import { server } from '#mocks/node';
import { connectivityMachine } from '#src/machines/connectivity/connectivity.machine';
import { sessionMachine } from '#src/machines/session/session.machine';
import { queryClient } from '#src/ui/shared/query-client';
import { ActorsProvider } from '#src/ui/shared/session-context';
import { REGISTRAR_PROFILE } from '#src/ui/ceremonies/test-fixtures';
import { renderWithProviders } from '#src/ui/components/test-utils';
import MarriageReportPage from './marriage-report-page';

beforeEach(() => {
  queryClient.clear();
  queryClient.setDefaultOptions({ queries: { retry: false } });
  vi.useFakeTimers({ toFake: ['Date'] });
  vi.setSystemTime(new Date(2026, 10, 1, 9, 0));
  freezeClock(new Date(2027, 2, 15, 9, 0).getTime());
});

afterEach(() => {
  vi.useRealTimers();
});

describe('the marriage report', () => {
  it('opens on the 12 months up to the registry’s today', async () => {
    const asked: Array<string | null> = [];
    server.use(
      http.get(apiUrl('/backoffice/reports/marriage'), ({ request }) => {
        const url = new URL(request.url);
        asked.push(`${url.searchParams.get('from')}..${url.searchParams.get('to')}`);
        return HttpResponse.json({ message: 'Not in this test' }, { status: 503 });
      }),
    );
    const session = createActor(sessionMachine, { input: { profile: REGISTRAR_PROFILE, token: 'Bearer test', refreshToken: null } });
    const connectivity = createActor(connectivityMachine, { input: { online: true } });
    const router = createMemoryRouter([{ path: '/backoffice/reports/marriage', element: <MarriageReportPage /> }], {
      initialEntries: ['/backoffice/reports/marriage'],
    });
    renderWithProviders(
      <ActorsProvider actors={{ session, connectivity }}>
        <RouterProvider router={router} />
      </ActorsProvider>,
    );
    await waitFor(() => expect(screen.getByLabelText('To')).toHaveValue('2027-03-15'));
    expect(screen.getByLabelText('From')).toHaveValue('2026-03-15');
    await waitFor(() => expect(asked).toEqual(['2026-03-15..2027-03-15']));
  });
});
