/**
 * The apply page, with the civil marriage notice, against the mock API (MSW): what a person typed survives a 401 mid-form (storage
 * cleared, reload, sign in again) and exactly one application exists afterwards; a 500 during a save
 * shows a calm "Not saved yet — we'll keep trying" status and loses nothing; a lost connection is
 * retried as soon as it comes back.
 */
import { act, screen, waitFor, within } from '@testing-library/react';
import { http, HttpResponse } from 'msw';
import { createMemoryRouter, RouterProvider } from 'react-router';
import { createActor } from 'xstate';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { apiUrl } from '#mocks/base-url';
import { server } from '#mocks/node';
import { call, signIn } from '#mocks/test-helpers';
import { setUnauthorisedHandler } from '#src/api/client';
import { writeStoredSession } from '#src/api/session-storage';
import type { Application } from '#src/domain/schemas/applications';
import type { Profile } from '#src/domain/schemas/users';
import { connectivityMachine } from '#src/machines/connectivity/connectivity.machine';
import { sessionMachine } from '#src/machines/session/session.machine';
import { ActorsProvider } from '#src/ui/shared/session-context';
import { renderWithProviders } from '#src/ui/components/test-utils';
import { clearAllDrafts, readDraft } from '#src/ui/forms/drafts-store';
import { ROUTES } from '#src/ui/route-table';
import ApplyPage from './apply-page';

const MARRIAGE_NOTICE_PATH = '/user/services/form-marriage-registration';
const noticeRoute = ROUTES.find((r) => r.path === MARRIAGE_NOTICE_PATH);

const EMAIL = 'amina.nakato@example.ug';

async function signInAsAmina(): Promise<{ token: string; profile: Profile }> {
  const { token, refreshToken } = await signIn(EMAIL);
  const me = await call<{ data: Profile }>('/users/me', { authorization: token });
  writeStoredSession({ profile: me.body.data, token, refreshToken });
  return { token, profile: me.body.data };
}

async function myApplications(token: string): Promise<Application[]> {
  const answer = await call<{ data: Application[] }>('/applications', { authorization: token });
  return answer.body.data;
}

function renderPage(path = MARRIAGE_NOTICE_PATH, route = noticeRoute) {
  const session = createActor(sessionMachine, {
    input: {
      profile: JSON.parse(sessionStorage.getItem('userProfile') ?? 'null') as Profile,
      token: sessionStorage.getItem('token'),
      refreshToken: sessionStorage.getItem('refreshToken'),
    },
  });
  const connectivity = createActor(connectivityMachine, { input: { online: true } });
  session.start();
  connectivity.start();
  const router = createMemoryRouter(
    [
      { path: MARRIAGE_NOTICE_PATH, element: <ApplyPage />, handle: { route } },
      { path: '/user/applications', element: <h1>Your applications</h1> },
    ],
    { initialEntries: [path] },
  );
  const result = renderWithProviders(
    <ActorsProvider actors={{ session, connectivity }}>
      <RouterProvider router={router} />
    </ActorsProvider>,
  );
  const stop = () => {
    result.unmount();
    session.stop();
    connectivity.stop();
  };
  return { ...result, router, session, connectivity, stop };
}

const applicationIdOf = (router: { state: { location: { search: string } } }) =>
  new URLSearchParams(router.state.location.search).get('application');

beforeEach(async () => {
  await clearAllDrafts();
});

let restoreUnauthorised: (() => void) | null = null;
afterEach(() => {
  if (restoreUnauthorised) setUnauthorisedHandler(restoreUnauthorised);
  restoreUnauthorised = null;
});

/**
 * A new notice on the page: the first party's occupation typed, until the draft's id is in the address; then Back to
 * the task list.
 */
async function typeOccupationInNewNotice(occupation: string): Promise<{ page: ReturnType<typeof renderPage>; id: string }> {
  const page = renderPage();
  await page.user.click(await screen.findByRole('link', { name: 'First party' }));
  await page.user.type(screen.getByRole('textbox', { name: 'Occupation' }), occupation);
  await waitFor(() => expect(applicationIdOf(page.router)).toMatch(/^[0-9a-f-]{36}$/));
  const id = applicationIdOf(page.router) ?? '';
  await page.user.click(screen.getByRole('link', { name: 'Back' }));
  return { page, id };
}

describe('notice page: drafts survive', () => {
  it('keeps every value through a 401 mid-form (storage cleared, reload, sign in again) and makes exactly one application', async () => {
    const { token: firstToken, profile } = await signInAsAmina();
    const before = (await myApplications(firstToken)).length;
    const { page, id } = await typeOccupationInNewNotice('Teacher');
    await waitFor(async () => expect((await myApplications(firstToken)).map((a) => a.id)).toContain(id));

    // The session ends: the next save answers 401, the global rule clears storage and reloads.
    let reloads = 0;
    restoreUnauthorised = setUnauthorisedHandler(() => {
      reloads += 1;
      sessionStorage.clear();
      localStorage.clear();
    });
    server.use(http.put(apiUrl('/applications/:id'), () => HttpResponse.json({ message: 'Sign in again' }, { status: 401 })));
    await page.user.click(screen.getByRole('link', { name: 'First party' }));
    await page.user.type(screen.getByRole('textbox', { name: 'Occupation' }), ' and nurse');
    await page.user.click(screen.getByRole('link', { name: 'Back' }));
    await waitFor(() => expect(reloads).toBe(1));
    const kept = await readDraft({ userId: profile.userId, applicationId: id });
    expect((kept?.data.partyOne as Record<string, unknown>).occupation).toBe('Teacher and nurse');
    page.stop();
    server.resetHandlers();

    // Sign in again; the guard's returnTo brings the person back to the form with its id.
    const { token } = await signInAsAmina();
    const again = renderPage(`${MARRIAGE_NOTICE_PATH}?application=${id}`);
    // Back where the person was: the step they had open.
    expect(await screen.findByRole('heading', { level: 1, name: 'First party' })).toBeInTheDocument();
    expect(screen.getByRole('textbox', { name: 'Occupation' })).toHaveValue('Teacher and nurse');
    await waitFor(async () => {
      const mine = await myApplications(token);
      expect(mine).toHaveLength(before + 1);
      const app = mine.find((a) => a.id === id);
      expect((app?.data.partyOne as Record<string, unknown> | undefined)?.occupation).toBe('Teacher and nurse');
    });
    again.stop();

    // Opening the form again without the id resumes the same draft: still one application. The draft is read as soon
    // as it is found, while the address moves to it (issue 33), and that one read is what the page opens: it is not
    // asked for twice.
    const reads: string[] = [];
    const onRequest = ({ request }: { request: Request }) => {
      if (request.method === 'GET' && new URL(request.url).pathname.endsWith(`/applications/${id}`)) reads.push(request.url);
    };
    server.events.on('request:start', onRequest);
    const resumed = renderPage();
    await waitFor(() => expect(applicationIdOf(resumed.router)).toBe(id));
    expect(await screen.findByRole('heading', { level: 1, name: 'First party' })).toBeInTheDocument();
    expect(screen.getByRole('textbox', { name: 'Occupation' })).toHaveValue('Teacher and nurse');
    server.events.removeListener('request:start', onRequest);
    expect(reads).toHaveLength(1);
    expect(await myApplications(token)).toHaveLength(before + 1);
    resumed.stop();
  });

  it('says "Not saved yet — we\'ll keep trying" calmly when the API answers 500, loses nothing, and saves once it recovers', async () => {
    const { token, profile } = await signInAsAmina();
    server.use(http.post(apiUrl('/applications'), () => HttpResponse.json({ message: 'Internal error' }, { status: 500 })));
    const page = renderPage();
    await page.user.click(await screen.findByRole('link', { name: 'First party' }));
    await page.user.type(screen.getByRole('textbox', { name: 'Occupation' }), 'Farmer');
    await page.user.click(screen.getByRole('link', { name: 'Back' }));
    const status = await screen.findByText("Not saved yet — we'll keep trying");
    expect(status.closest('[role="status"]')).not.toBeNull();
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();
    const id = applicationIdOf(page.router) ?? '';
    expect(((await readDraft({ userId: profile.userId, applicationId: id }))?.data.partyOne as Record<string, unknown>).occupation).toBe(
      'Farmer',
    );

    server.resetHandlers();
    await waitFor(() => expect(screen.getByText('All changes saved')).toBeInTheDocument(), { timeout: 6000 });
    const app = (await myApplications(token)).find((a) => a.id === id);
    expect((app?.data.partyOne as Record<string, unknown>).occupation).toBe('Farmer');
    page.stop();
  });

  it('retries at once when the connection comes back', async () => {
    const { token } = await signInAsAmina();
    server.use(http.post(apiUrl('/applications'), () => HttpResponse.error()));
    const page = renderPage();
    await page.user.click(await screen.findByRole('link', { name: 'First party' }));
    await page.user.type(screen.getByRole('textbox', { name: 'Occupation' }), 'Driver');
    await page.user.click(screen.getByRole('link', { name: 'Back' }));
    expect(await screen.findByText("Not saved yet — we'll keep trying")).toBeInTheDocument();
    const id = applicationIdOf(page.router) ?? '';
    server.resetHandlers();
    act(() => {
      page.connectivity.send({ type: 'connectivity.offline' });
    });
    act(() => {
      page.connectivity.send({ type: 'connectivity.online' });
    });
    await waitFor(() => expect(within(document.body).getByText('All changes saved')).toBeInTheDocument(), { timeout: 1500 });
    expect((await myApplications(token)).map((a) => a.id)).toContain(id);
    page.stop();
  });
});

describe('notice page: a draft kept on this device opens at once (issue 33)', () => {
  /** Amina's draft with her occupation typed on this device and saved; the page is closed afterwards. */
  async function draftTypedHere(): Promise<{ token: string; id: string }> {
    const { token } = await signInAsAmina();
    const { page, id } = await typeOccupationInNewNotice('Teacher');
    await waitFor(async () => {
      const app = (await myApplications(token)).find((a) => a.id === id);
      expect((app?.data.partyOne as Record<string, unknown> | undefined)?.occupation).toBe('Teacher');
    });
    page.stop();
    return { token, id };
  }

  /** Hold every GET /applications/{id} until `release` is called; then the mock API answers it as usual. */
  function holdReads(): { release: () => void; held: () => number } {
    let release = () => {};
    const gate = new Promise<void>((resolve) => {
      release = resolve;
    });
    let held = 0;
    server.use(
      http.get(apiUrl('/applications/:id'), async () => {
        held += 1;
        await gate;
      }),
    );
    return { release, held: () => held };
  }

  it('shows the step last open with the answers typed here before the API answers, then takes in what another device changed', async () => {
    const { token, id } = await draftTypedHere();
    // Another device adds the second party's occupation.
    const onApi = (await myApplications(token)).find((a) => a.id === id) as Application;
    const elsewhere = { ...onApi.data, partyTwo: { ...(onApi.data.partyTwo as Record<string, unknown>), occupation: 'Engineer' } };
    const saved = await call(`/applications/${id}`, {
      method: 'PUT',
      authorization: token,
      body: { data: elsewhere, documents: [], baseVersion: onApi.version },
    });
    expect(saved.status).toBe(200);

    const reads = holdReads();
    const page = renderPage();
    // The task list (the step last shown was left with Back), from the device's copy, while the API's is still on its way.
    expect(await screen.findByRole('link', { name: 'First party' })).toBeInTheDocument();
    await waitFor(() => expect(reads.held()).toBe(1));
    await page.user.click(screen.getByRole('link', { name: 'First party' }));
    expect(screen.getByRole('textbox', { name: 'Occupation' })).toHaveValue('Teacher');
    expect(applicationIdOf(page.router)).toBe(id);

    reads.release();
    expect(await screen.findByText(/This form was also changed in another tab or on another device/)).toBeInTheDocument();
    await page.user.click(screen.getByRole('link', { name: 'Back' }));
    await page.user.click(await screen.findByRole('link', { name: 'Second party' }));
    expect(await screen.findByRole('textbox', { name: 'Occupation' })).toHaveValue('Engineer');
    page.stop();
  });

  it('says so, and forgets the device copy, when the registry deleted the draft', async () => {
    const { id } = await draftTypedHere();
    const profile = JSON.parse(sessionStorage.getItem('userProfile') ?? 'null') as Profile;
    server.use(
      http.get(apiUrl('/applications/:id'), () =>
        HttpResponse.json(
          { code: 'DRAFT_DELETED', message: 'This draft was deleted because it was not changed for 90 days.' },
          { status: 410 },
        ),
      ),
    );
    const page = renderPage();
    expect(await screen.findByText('This draft was deleted because it was not changed for 90 days.')).toBeInTheDocument();
    expect(screen.queryByRole('link', { name: 'First party' })).not.toBeInTheDocument();
    await waitFor(async () => expect(await readDraft({ userId: profile.userId, applicationId: id })).toBeNull());
    page.stop();
  });

  it('shows where the application stands when it was submitted on another device meanwhile', async () => {
    const { token, id } = await draftTypedHere();
    const onApi = (await myApplications(token)).find((a) => a.id === id) as Application;
    server.use(
      http.get(apiUrl('/applications/:id'), () =>
        HttpResponse.json({ data: { ...onApi, status: 'Submitted', reference: 'MRN-2026-000123' } }),
      ),
    );
    const page = renderPage();
    expect(await screen.findByText(/has been submitted/)).toHaveTextContent(
      'This notice (MRN-2026-000123) has been submitted. Its status is Submitted.',
    );
    expect(screen.queryByRole('link', { name: 'First party' })).not.toBeInTheDocument();
    page.stop();
  });
});

describe('notice page: the form is loaded once', () => {
  it('does not load the form again when the person signs out (a form that calls the API as it loads would be refused)', async () => {
    await signInAsAmina();
    const form = noticeRoute?.form;
    if (!noticeRoute || !form?.load) throw new Error('the notice route has no form to load');
    const realLoad = form.load;
    let loads = 0;
    const page = renderPage(MARRIAGE_NOTICE_PATH, { ...noticeRoute, form: { ...form, load: () => ((loads += 1), realLoad()) } });
    await screen.findByRole('link', { name: 'First party' });
    expect(loads).toBe(1);
    act(() => {
      page.session.send({ type: 'session.logout' });
    });
    // The sign-out calls the API first: on a loaded machine that can take longer than waitFor's usual second.
    await waitFor(() => expect(page.session.getSnapshot().context.profile).toBeNull(), { timeout: 10_000 });
    // Let React render the signed-out page and run its effects before counting.
    await act(async () => {});
    expect(loads).toBe(1);
    page.stop();
  });
});
