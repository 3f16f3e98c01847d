/**
 * The church's "Returns due" judges by the API's today (GET /time), never the device's (issue 30: a demo with
 * the mock clock moved showed overdue returns as not due). The device's date and the mock's clock are set apart
 * on purpose: the device thinks it is 1 November 2026, the registry's clock says 20 December 2026.
 */
import { screen, within } from '@testing-library/react';
import { http, HttpResponse } from 'msw';
import { MemoryRouter } from 'react-router';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { apiUrl } from '#mocks/base-url';
import { freezeClock } from '#mocks/clock';
import { server } from '#mocks/node';
import { queryClient } from '#src/ui/shared/query-client';
import { renderWithProviders } from '#src/ui/components/test-utils';
import { applicationFixture } from '#src/ui/forms/test-fixtures';
import { ReturnsDuePanel } from './returns-due-panel';

beforeEach(() => {
  queryClient.clear();
  queryClient.setDefaultOptions({ queries: { retry: false } });
  vi.useFakeTimers({ toFake: ['Date'] });
  vi.setSystemTime(new Date(2026, 10, 1, 9, 0));
  freezeClock(new Date(2026, 11, 20, 9, 0).getTime());
});

afterEach(() => {
  vi.useRealTimers();
});

describe('the returns due panel', () => {
  it('marks a return overdue on the registry’s day, though the device’s day is earlier', async () => {
    const draft = applicationFixture({
      id: 'ret-1',
      reference: 'RT-2026-4MZK-8QX2',
      serviceType: 'MARRIAGE_RETURNS',
      data: {
        regime: 'CHURCH',
        marriage: { date: '2026-11-07' },
        partyOne: { givenName: 'Brian', surname: 'Okello' },
        partyTwo: { givenName: 'Joan', surname: 'Akello' },
      },
    });
    server.use(http.get(apiUrl('/applications'), () => HttpResponse.json({ data: [draft] })));
    renderWithProviders(
      <MemoryRouter>
        <ReturnsDuePanel kind="CHURCH" />
      </MemoryRouter>,
    );
    const panel = await screen.findByRole('region', { name: 'Returns due' });
    const item = await within(panel).findByRole('listitem');
    expect(item).toHaveTextContent('Marriage of Brian Okello and Joan Akello (Draft, due by 10-12-2026) Overdue');
    // The deadline worked to now is the registry's (December's marriages), not the device's (October's).
    expect(panel).toHaveTextContent('Returns of marriages celebrated in December 2026 are due by 10-01-2027 (in 21 days).');
  });
});
