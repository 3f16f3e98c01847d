/**
 * The individual area's services list (SPEC.md §2 /user/services/list): each service once, every card a
 * way into a working form (issue 30: a dead "Search the registers — Not online yet" card sat beside the
 * working one, under the same React key).
 */
import { screen } from '@testing-library/react';
import { createMemoryRouter, RouterProvider } from 'react-router';
import { createActor } from 'xstate';
import { afterEach, describe, expect, it, vi } from 'vitest';
import type { Profile } from '#src/domain/schemas/users';
import { connectivityMachine } from '#src/machines/connectivity/connectivity.machine';
import { sessionMachine } from '#src/machines/session/session.machine';
import { ActorsProvider } from '#src/ui/shared/session-context';
import { renderWithProviders } from '#src/ui/components/test-utils';
import UserServicesPage from './user-services-page';

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

function renderPage() {
  const session = createActor(sessionMachine, { input: { profile: PROFILE, token: 'Bearer test', refreshToken: null } });
  const connectivity = createActor(connectivityMachine, { input: { online: true } });
  const router = createMemoryRouter([{ path: '/user/services/list', element: <UserServicesPage /> }], {
    initialEntries: ['/user/services/list'],
  });
  return renderWithProviders(
    <ActorsProvider actors={{ session, connectivity }}>
      <RouterProvider router={router} />
    </ActorsProvider>,
  );
}

afterEach(() => vi.restoreAllMocks());

describe('the services list', () => {
  it('offers the search of the registers once, as a working form, and no service as "not online yet"', async () => {
    const errors = vi.spyOn(console, 'error');
    renderPage();
    expect(await screen.findByRole('heading', { level: 1, name: 'Services' })).toBeInTheDocument();
    const search = screen.getAllByRole('heading', { level: 2, name: 'Search the registers' });
    expect(search).toHaveLength(1);
    expect(screen.getByRole('link', { name: /^Start now ?: Search the registers$/ })).toHaveAttribute('href', '/user/search');
    expect(screen.queryByText('Not online yet')).not.toBeInTheDocument();
    // Every card is a way into a working form: one "Start now" link per card, none "About this service".
    const cards = screen.getAllByRole('article');
    expect(screen.getAllByRole('link', { name: /^Start now/ })).toHaveLength(cards.length);
    expect(screen.queryByRole('link', { name: /^About this service/ })).not.toBeInTheDocument();
    const titles = screen.getAllByRole('heading', { level: 2 }).map((h) => h.textContent);
    expect(new Set(titles).size).toBe(titles.length);
    // React names a duplicate key on the console.
    expect(errors.mock.calls.flat().join(' ')).not.toMatch(/same key/);
  });
});
