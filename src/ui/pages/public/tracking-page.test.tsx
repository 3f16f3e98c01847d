import axe from 'axe-core';
import { configure, screen, within } from '@testing-library/react';
import { http, HttpResponse } from 'msw';
import { createMemoryRouter, RouterProvider } from 'react-router';
import { server } from '#mocks/node';
import { formatDisplayDateTime } from '#src/domain/dates';
import type { TrackingView } from '#src/domain/schemas/applications';
import { queryClient } from '#src/ui/shared/query-client';
import { renderWithProviders } from '#src/ui/components/test-utils';
import { i18n } from '#src/ui/shared/i18n';
import { signIn } from '#mocks/test-helpers';
import { fetchBackofficeApplications } from '#src/api/applications';
import { SESSION_KEYS } from '#src/api/session-storage';
import { EXAMPLE_REFERENCE, referenceFromNumber, REFERENCE_MESSAGES } from '#src/domain/references';
import TrackingPage, { notFoundMessage } from './tracking-page';

configure({ asyncUtilTimeout: 3000 });

const API = 'http://localhost:5173/api';

/** A well-formed reference no application has (its check character is right). */
const UNKNOWN = referenceFromNumber('MR', 2026, 123_456_789);

const VIEW: TrackingView = {
  reference: EXAMPLE_REFERENCE,
  serviceType: 'MARRIAGE',
  status: 'Pending',
  noticeStage: null,
  timeline: [
    { at: '2026-03-01T08:00:00.000Z', status: 'Payment_Confirmation', noticeStage: null },
    { at: '2026-03-01T09:00:00.000Z', status: 'Submitted', noticeStage: null },
    { at: '2026-03-02T10:15:00.000Z', status: 'Pending', noticeStage: null },
  ],
};

/** The same notice, accepted and published, then held by a caveat (docs/decisions/016). */
const CAVEATED_VIEW: TrackingView = {
  ...VIEW,
  noticeStage: 'CAVEATED',
  timeline: [
    ...VIEW.timeline,
    { at: '2026-03-03T10:00:00.000Z', status: 'Pending', noticeStage: 'PUBLISHED' },
    { at: '2026-03-09T12:00:00.000Z', status: 'Pending', noticeStage: 'CAVEATED' },
  ],
};

function serveTracking(view: TrackingView = VIEW) {
  const asked: string[] = [];
  server.use(
    http.get(`${API}/tracking/:reference`, ({ params }) => {
      asked.push(String(params.reference));
      return params.reference === view.reference
        ? HttpResponse.json({ data: view })
        : HttpResponse.json({ message: 'We could not find an application with this reference.' }, { status: 404 });
    }),
  );
  return asked;
}

function renderTracking(reference: string) {
  const router = createMemoryRouter([{ path: '/tracking/:id', element: <TrackingPage /> }], {
    initialEntries: [`/tracking/${reference}`],
  });
  return { router, ...renderWithProviders(<RouterProvider router={router} />) };
}

beforeEach(() => {
  queryClient.clear();
  queryClient.setDefaultOptions({ queries: { retry: false, refetchOnWindowFocus: false } });
});

describe('TrackingPage', () => {
  it('shows the service, the status and the dated progress, and nothing personal', async () => {
    const asked = serveTracking();
    renderTracking('mr 2026 7kq4 9xh3');
    const result = await screen.findByRole('region', { name: `Application ${EXAMPLE_REFERENCE}` });
    expect(asked).toEqual([EXAMPLE_REFERENCE]);
    expect(result).toHaveTextContent('Service:Civil Marriages');
    expect(within(result).getAllByText('Pending', { selector: '.status-tag' })).toHaveLength(2);
    const steps = within(screen.getByRole('list', { name: 'Progress of the application' })).getAllByRole('listitem');
    expect(steps.map((s) => s.textContent)).toEqual([
      `${formatDisplayDateTime('2026-03-01T08:00:00.000Z')}Payment Confirmation Waiting for payment`,
      `${formatDisplayDateTime('2026-03-01T09:00:00.000Z')}Submitted Waiting for review`,
      `${formatDisplayDateTime('2026-03-02T10:15:00.000Z')}Pending Under review`,
    ]);
    expect(screen.getByRole('heading', { name: 'Track another application' })).toBeInTheDocument();
    expect(screen.getByRole('textbox', { name: /Application reference/ })).toHaveValue('');
  });

  it('names a notice’s stage beside Pending, on the status and in the progress, and says what happens next (issue 30)', async () => {
    serveTracking(CAVEATED_VIEW);
    renderTracking(EXAMPLE_REFERENCE);
    const result = await screen.findByRole('region', { name: `Application ${EXAMPLE_REFERENCE}` });
    expect(result).toHaveTextContent('Status:Pending Caveat lodged: certificate held');
    const steps = within(screen.getByRole('list', { name: 'Progress of the application' })).getAllByRole('listitem');
    expect(steps.map((s) => s.textContent).slice(2)).toEqual([
      `${formatDisplayDateTime('2026-03-02T10:15:00.000Z')}Pending Under review`,
      `${formatDisplayDateTime('2026-03-03T10:00:00.000Z')}Pending Notice published`,
      `${formatDisplayDateTime('2026-03-09T12:00:00.000Z')}Pending Caveat lodged: certificate held`,
    ]);
    expect(within(result).getByRole('heading', { name: 'What happens next' })).toBeInTheDocument();
    expect(result).toHaveTextContent(
      'The registry decides the caveat: the registrar removes it, or refers it to the Registrar General, who removes or upholds it.',
    );
    expect(result).not.toHaveTextContent('Under reviewWhat happens next');
  });

  it('says at the top when no application has the reference, with the form to try again', async () => {
    serveTracking();
    const { router, user } = renderTracking(UNKNOWN);
    const summary = await screen.findByRole('alert');
    expect(summary).toHaveTextContent('There is a problem');
    expect(within(summary).getByRole('link', { name: notFoundMessage(i18n, UNKNOWN) })).toHaveAttribute('href', '#reference');
    expect(notFoundMessage(i18n, UNKNOWN)).toBe(
      `We could not find an application with the reference ${UNKNOWN}. Check the reference and try again.`,
    );
    expect(summary.compareDocumentPosition(screen.getByRole('heading', { level: 1 })) & Node.DOCUMENT_POSITION_FOLLOWING).toBeTruthy();
    const field = screen.getByRole('textbox', { name: /Application reference/ });
    expect(field).toHaveValue(UNKNOWN);
    expect(field).toHaveAttribute('aria-invalid', 'true');
    expect(field).toHaveAccessibleDescription(expect.stringContaining(notFoundMessage(i18n, UNKNOWN)));
    await user.clear(field);
    // Typed as people do: lower case, spaces for dashes; the address gets the reference as written.
    await user.type(field, 'mr 2026 7kq4 9xh3');
    await user.click(screen.getByRole('button', { name: 'Track' }));
    expect(await screen.findByRole('region', { name: `Application ${EXAMPLE_REFERENCE}` })).toBeInTheDocument();
    expect(router.state.location.pathname).toBe(`/tracking/${EXAMPLE_REFERENCE}`);
    expect(screen.queryByText(/We could not find/)).not.toBeInTheDocument();
  });

  it('says a reference in the address has a typing mistake without asking the registry', async () => {
    const asked = serveTracking();
    // One character changed: the check character no longer matches.
    renderTracking(EXAMPLE_REFERENCE.replace('7KQ4', '7KQ5'));
    const summary = await screen.findByRole('alert');
    expect(within(summary).getByRole('link', { name: REFERENCE_MESSAGES.check })).toHaveAttribute('href', '#reference');
    expect(REFERENCE_MESSAGES.check).toBe('Check the reference: it has a typing mistake');
    const field = screen.getByRole('textbox', { name: /Application reference/ });
    expect(field).toHaveValue('MR-2026-7KQ5-9XH3');
    expect(field).toHaveAccessibleDescription(expect.stringContaining(REFERENCE_MESSAGES.check));
    expect(screen.queryByText(/Looking up/)).not.toBeInTheDocument();
    expect(asked).toEqual([]);
    const result = await axe.run(document.body, { rules: { 'color-contrast': { enabled: false }, region: { enabled: false } } });
    expect(result.violations.map((v) => `${v.id}: ${v.nodes.map((n) => n.html).join(' | ')}`)).toEqual([]);
  });

  it('says an old or partial reference is not the shape of one', async () => {
    const asked = serveTracking();
    renderTracking('MR-2026-000123');
    const summary = await screen.findByRole('alert');
    expect(within(summary).getByRole('link', { name: REFERENCE_MESSAGES.shape })).toBeInTheDocument();
    expect(REFERENCE_MESSAGES.shape).toBe('The reference is 2 letters, the year and 8 letters or digits');
    expect(asked).toEqual([]);
  });

  it('stops a mistyped reference in the form, at the field and in the summary, and tidies a good one', async () => {
    const asked = serveTracking();
    const { router, user } = renderTracking(EXAMPLE_REFERENCE);
    await screen.findByRole('region', { name: `Application ${EXAMPLE_REFERENCE}` });
    const field = screen.getByRole('textbox', { name: /Application reference/ });
    // Two neighbouring characters swapped.
    await user.type(field, 'MR-2026-K7Q4-9XH3');
    await user.click(screen.getByRole('button', { name: 'Track' }));
    const form = field.closest('form')!;
    expect(await within(form).findByRole('link', { name: REFERENCE_MESSAGES.check })).toHaveAttribute('href', '#reference');
    expect(field).toHaveAccessibleDescription(expect.stringContaining(REFERENCE_MESSAGES.check));
    expect(router.state.location.pathname).toBe(`/tracking/${EXAMPLE_REFERENCE}`);
    expect(asked).toEqual([EXAMPLE_REFERENCE]);
    // Leaving the field writes a reference typed any way as the registry writes it (O read as 0).
    await user.clear(field);
    await user.type(field, 'mr2O26 7kq4 9xh3');
    await user.tab();
    expect(field).toHaveValue(EXAMPLE_REFERENCE);
  });

  it('shows a failure with Try again', async () => {
    let fail = true;
    server.use(
      http.get(`${API}/tracking/:reference`, () =>
        fail ? HttpResponse.json({ message: 'Service unavailable' }, { status: 503 }) : HttpResponse.json({ data: VIEW }),
      ),
    );
    const { user } = renderTracking(EXAMPLE_REFERENCE);
    const alert = await screen.findByRole('alert');
    expect(alert).toHaveTextContent('Tracking is not available right now');
    fail = false;
    await user.click(within(alert).getByRole('button', { name: 'Try again' }));
    expect(await screen.findByRole('region', { name: `Application ${EXAMPLE_REFERENCE}` })).toBeInTheDocument();
  });

  it('has no axe violations', async () => {
    serveTracking();
    renderTracking(EXAMPLE_REFERENCE);
    await screen.findByRole('region', { name: `Application ${EXAMPLE_REFERENCE}` });
    const result = await axe.run(document.body, { rules: { 'color-contrast': { enabled: false }, region: { enabled: false } } });
    expect(result.violations.map((v) => `${v.id}: ${v.nodes.map((n) => n.html).join(' | ')}`)).toEqual([]);
  });
});

describe('against the mock API', () => {
  it('tracks a seeded application and shows no personal data', async () => {
    const { token } = await signIn('registrar@registry.example.ug');
    sessionStorage.setItem(SESSION_KEYS.token, token);
    // The Wakiso notice: accepted, its notice published (Pending in its notice stage, docs/decisions/016).
    const seeded = (await fetchBackofficeApplications({ serviceType: 'MARRIAGE', status: 'Pending', pageSize: 25 })).items.find(
      (a) => a.district === 'Wakiso',
    );
    expect(seeded).toBeDefined();
    sessionStorage.clear();
    renderTracking(seeded!.reference);
    const result = await screen.findByRole('region', { name: `Application ${seeded!.reference}` });
    expect(within(result).getAllByText('Pending', { selector: '.status-tag' }).length).toBeGreaterThan(0);
    expect(document.body).not.toHaveTextContent(seeded!.applicantName);
  });
});
