import { screen, waitFor, within } from '@testing-library/react';
import { MemoryRouter } from 'react-router';
import { createActor } from 'xstate';
import { http, HttpResponse } from 'msw';
import { server } from '#mocks/node';
import { apiUrl } from '#mocks/base-url';
import { db } from '#mocks/db';
import { call, signIn } from '#mocks/test-helpers';
import type { Profile } from '#src/domain/schemas/users';
import { writeStoredSession } from '#src/api/session-storage';
import { sessionMachine } from '#src/machines/session/session.machine';
import { connectivityMachine } from '#src/machines/connectivity/connectivity.machine';
import { ActorsProvider } from '../shared/session-context';
import { saveLanguageToAccount } from '../shared/account-language';
import { renderWithProviders } from '../components/test-utils';
import { i18n } from '../shared/i18n';
import { LANGUAGE_STORAGE_KEY } from '../shared/locale';
import { SiteFrame } from './site-frame';
import { queryClient } from '../shared/query-client';

function renderFrame(at = '/services-prices') {
  return renderWithProviders(
    <MemoryRouter initialEntries={[at]}>
      <SiteFrame homeHref="/">
        <p>Page</p>
      </SiteFrame>
    </MemoryRouter>,
  );
}

describe('the language menu (issue 32 item 3)', () => {
  it('names each language in itself, in its own language, linking to the same page with ?lang=', () => {
    renderFrame('/services-prices?returnTo=%2F');
    const menu = screen.getByRole('navigation', { name: 'Language' });
    const links = within(menu).getAllByRole('link');
    expect(links.map((l) => [l.textContent, l.getAttribute('lang'), l.getAttribute('href')])).toEqual([
      ['English', 'en', '/services-prices?returnTo=%2F&lang=en'],
      ['Luganda', 'lg', '/services-prices?returnTo=%2F&lang=lg'],
      ['Kiswahili', 'sw', '/services-prices?returnTo=%2F&lang=sw'],
    ]);
    expect(within(menu).getByRole('link', { name: 'English' })).toHaveAttribute('aria-current', 'true');
  });

  it('no longer offers a language the registry switched off (GET /languages), once the offers answer', async () => {
    queryClient.clear();
    server.use(
      http.get(apiUrl('/languages'), () =>
        HttpResponse.json({
          data: (['en', 'lg', 'sw'] as const).map((code) => ({ code, offered: code !== 'sw', changedAt: null, changedBy: null })),
        }),
      ),
    );
    renderFrame();
    const menu = screen.getByRole('navigation', { name: 'Language' });
    await waitFor(() => expect(within(menu).queryByRole('link', { name: 'Kiswahili' })).not.toBeInTheDocument());
    expect(
      within(menu)
        .getAllByRole('link')
        .map((l) => l.textContent),
    ).toEqual(['English', 'Luganda']);
  });

  it('changes the page’s language in place, says so to assistive technology and remembers it', async () => {
    const { user } = renderFrame();
    await user.click(screen.getByRole('link', { name: 'Kiswahili' }));
    expect(await screen.findByRole('link', { name: 'Ruka hadi maudhui makuu' })).toBeInTheDocument();
    expect(screen.getByRole('navigation', { name: 'Tovuti' })).toBeInTheDocument();
    expect(within(screen.getByRole('navigation', { name: 'Lugha' })).getByRole('link', { name: 'Kiswahili' })).toHaveAttribute(
      'aria-current',
      'true',
    );
    expect(screen.getByRole('link', { name: 'Huduma na bei' })).toBeInTheDocument();
    // The page the person was reading is still there: nothing was reloaded.
    expect(screen.getByText('Page')).toBeInTheDocument();
    expect(document.documentElement.lang).toBe('sw');
    expect(localStorage.getItem(LANGUAGE_STORAGE_KEY)).toBe('sw');
    expect(i18n.locale).toBe('sw');
  });
});

describe('the language menu of a person signed in (issue 32: the language is saved to the account)', () => {
  const AMINA = 'amina.nakato@example.ug';

  /** The frame with a form, under Amina's session, signed in against the mock API. */
  async function renderSignedIn() {
    const { token, refreshToken } = await signIn(AMINA);
    const bearer = token.startsWith('Bearer ') ? token : `Bearer ${token}`;
    const me = await call<{ data: Profile }>('/users/me', { authorization: bearer });
    const profile = me.body.data;
    writeStoredSession({ profile, token: bearer, refreshToken });
    const session = createActor(sessionMachine, { input: { profile, token: bearer, refreshToken } }).start();
    const connectivity = createActor(connectivityMachine, { input: { online: true } }).start();
    const rendered = renderWithProviders(
      <ActorsProvider actors={{ session, connectivity }}>
        <MemoryRouter initialEntries={['/user/services/list']}>
          <SiteFrame homeHref="/">
            <label>
              Notes
              <input name="notes" />
            </label>
          </SiteFrame>
        </MemoryRouter>
      </ActorsProvider>,
    );
    return { ...rendered, session, stop: () => [session, connectivity].forEach((a) => a.stop()) };
  }

  const stored = () => db.users.findFirst((q) => q.where({ email: AMINA }));

  it('saves the choice to the account through POST /users/update, without reloading or losing what was typed', async () => {
    const { user, session, stop } = await renderSignedIn();
    expect(stored()?.language ?? null).toBeNull();
    await user.type(screen.getByRole('textbox', { name: 'Notes' }), 'Harusi ya Juni');
    await user.click(screen.getByRole('link', { name: 'Kiswahili' }));
    await waitFor(() => expect(stored()?.language).toBe('sw'));
    await waitFor(() => expect(session.getSnapshot().context.profile?.language).toBe('sw'));
    expect(i18n.locale).toBe('sw');
    expect(localStorage.getItem(LANGUAGE_STORAGE_KEY)).toBe('sw');
    expect(screen.getByRole('textbox')).toHaveValue('Harusi ya Juni');
    stop();
  });

  it('keeps the page in the language chosen when the account cannot be saved to, and says nothing alarming', async () => {
    server.use(
      http.post(apiUrl('/users/update'), () =>
        HttpResponse.json({ message: 'The mock API could not answer this request' }, { status: 503 }),
      ),
    );
    const { user, session, stop } = await renderSignedIn();
    await user.type(screen.getByRole('textbox', { name: 'Notes' }), 'Obufumbo');
    await user.click(screen.getByRole('link', { name: 'Luganda' }));
    await waitFor(() => expect(i18n.locale).toBe('lg'));
    expect(await saveLanguageToAccount(session, 'lg')).toBe(false);
    expect(stored()?.language ?? null).toBeNull();
    expect(session.getSnapshot().context.profile?.language ?? null).toBeNull();
    expect(localStorage.getItem(LANGUAGE_STORAGE_KEY)).toBe('lg');
    expect(screen.getByRole('textbox')).toHaveValue('Obufumbo');
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();
    stop();
  });

  it('saves nothing for a person signed out', async () => {
    const session = createActor(sessionMachine, { input: { profile: null, token: null, refreshToken: null } }).start();
    expect(await saveLanguageToAccount(session, 'sw')).toBe(false);
    session.stop();
  });
});
