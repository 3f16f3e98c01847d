import axe from 'axe-core';
import { configure, screen, waitFor, within } from '@testing-library/react';
import { notifications } from '@mantine/notifications';
import { http, HttpResponse } from 'msw';
import { createMemoryRouter, RouterProvider } from 'react-router';
import { server } from '#mocks/node';
import { setUnauthorisedHandler } from '#src/api/client';
import { formatDisplayDate } from '#src/domain/dates';
import type { Application, ApplicationEventBody, LifecycleState } from '#src/domain/schemas/applications';
import type { Profile } from '#src/domain/schemas/users';
import { applyApplicationEvent, type LifecycleActor } from '#src/lifecycle/application.machine';
import { queryClient } from '#src/ui/shared/query-client';
import { renderWithProviders } from '#src/ui/components/test-utils';
import { signIn } from '#mocks/test-helpers';
import { SESSION_KEYS } from '#src/api/session-storage';
import { fetchMe } from '#src/api/users';
import { textOf } from '#src/domain/words';
import ApplicationDetailsPage, { READ_ONLY_TEXT as READ_ONLY_MESSAGE } from './application-details-page';
import { officerActor } from '#src/ui/shared/officer-actor';
import { CERTIFIED_NOTICE } from '#src/ui/ceremonies/test-fixtures';
import TaskQueuePage from './task-queue-page';

const session = vi.hoisted(() => ({ profile: null as Profile | null }));
vi.mock('#src/ui/shared/session-context', () => ({
  useProfile: () => session.profile,
  useDistricts: () => [],
}));

const API = 'http://localhost:5173/api';

/** What the page says when the officer may do nothing now, in English. */
const READ_ONLY_TEXT = textOf(READ_ONLY_MESSAGE);

// A whole details page is large for happy-dom: give the async queries more than the default second.
configure({ asyncUtilTimeout: 5000 });

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

const SUBMITTED: LifecycleState = { value: { Review: { Waiting: 'FirstLevel' } }, level: 0 };

const DOC = (id: string, name: string, type: 'application/pdf' | 'image/jpeg' = 'application/pdf', size = 250_000) => ({
  id,
  name,
  type,
  size,
});

function makeApplication(overrides: Partial<Application> = {}): Application {
  return {
    id: 'app-1',
    reference: 'MR-2026-7KQ4-9XH3',
    version: 1,
    serviceType: 'MARRIAGE',
    status: 'Submitted',
    lifecycle: SUBMITTED,
    applicantId: 'u-9',
    applicantName: 'Ibrahim Ssali',
    district: 'Kampala',
    data: {
      partyOne: {
        nin: 'CM9001012345AB',
        givenName: 'Ibrahim',
        surname: 'Ssali',
        dateOfBirth: '1990-03-05',
        sex: 'MALE',
        nationality: 'Ugandan',
        occupation: 'Civil engineer',
        phone: '+256701555123',
        email: 'ibrahim@example.ug',
        residenceDistrict: 'Kampala',
        residenceSince: '2024-01-10',
        condition: 'DIVORCED',
        conditionDocument: DOC('d-6', 'decree.pdf'),
      },
      partyTwo: {
        nin: 'CF9202022345CD',
        givenName: 'Harriet',
        surname: 'Kyomuhendo',
        dateOfBirth: '1992-02-02',
        sex: 'FEMALE',
        nationality: 'Ugandan',
        occupation: 'Teacher',
        residenceDistrict: 'Wakiso',
        residenceSince: '2023-06-01',
        condition: 'NEVER_MARRIED',
        conditionDocument: null,
      },
      marriage: { intendedDistrict: 'Kampala', preferredFrom: '2026-05-01', preferredTo: '2026-05-31' },
      witnesses: [
        { name: 'Samuel Wasswa', idType: 'NIN', idNumber: 'CM8501012345EF', phone: '+256772111222' },
        { name: 'Florence Adong', idType: 'PASSPORT', idNumber: 'B1234567', phone: '+256772333444' },
      ],
      documents: {
        lc1Letter: DOC('d-1', 'lc1-letter.pdf'),
        partyOneId: DOC('d-2', 'id-ibrahim.jpg', 'image/jpeg', 1_572_864),
        partyTwoId: DOC('d-3', 'id-harriet.pdf'),
        photos: DOC('d-4', 'photos.pdf'),
        affidavit: null,
        parentalConsent: null,
      },
    },
    documents: [
      DOC('d-1', 'lc1-letter.pdf'),
      DOC('d-2', 'id-ibrahim.jpg', 'image/jpeg', 1_572_864),
      DOC('d-3', 'id-harriet.pdf'),
      DOC('d-4', 'photos.pdf'),
      DOC('d-6', 'decree.pdf'),
    ],
    invoice: {
      prn: 'PRN2026000123',
      amountUgx: 260_000,
      items: [{ item: 'Civil marriage', amountUgx: 260_000 }],
      issuedAt: '2026-03-01T08:00:00.000Z',
      expiresAt: '2026-03-22T08:00:00.000Z',
      paidAt: '2026-03-01T09:00:00.000Z',
      paidWith: '4242',
    },
    decisionReason: null,
    correctionFields: [],
    timeline: [
      {
        at: '2026-03-01T08:00:00.000Z',
        from: 'Draft',
        to: 'Payment_Confirmation',
        fromState: '"Draft"',
        toState: '"AwaitingPayment"',
        event: 'application.submit',
        actorId: 'u-9',
        actorName: 'Ibrahim Ssali',
        role: 'APPLICANT',
        comment: null,
      },
      {
        at: '2026-03-01T09:00:00.000Z',
        from: 'Payment_Confirmation',
        to: 'Submitted',
        fromState: '"AwaitingPayment"',
        toState: '{"Review":{"Waiting":"FirstLevel"}}',
        event: 'application.paymentConfirmed',
        actorId: 'system',
        actorName: 'System',
        role: 'SYSTEM',
        comment: null,
      },
    ],
    createdAt: '2026-02-28T08:00:00.000Z',
    updatedAt: '2026-03-01T09:00:00.000Z',
    submittedAt: '2026-03-01T08:00:00.000Z',
    ...overrides,
  };
}

/**
 * A stateful stand-in for the mock API that applies events with the lifecycle machine itself, as the
 * real mock does; `forced` answers a given failure instead.
 */
function serveApplication(initial: Application, actorOf: () => LifecycleActor | null) {
  const state = { current: initial, sent: [] as ApplicationEventBody[], forced: null as null | { status: number; message: string } };
  server.use(
    http.get(`${API}/applications/:id`, ({ params }) =>
      params.id === state.current.id
        ? HttpResponse.json({ data: state.current })
        : HttpResponse.json({ message: 'Not found' }, { status: 404 }),
    ),
    http.post(`${API}/applications/:id/events`, async ({ request }) => {
      const body = (await request.json()) as ApplicationEventBody;
      state.sent.push(body);
      if (state.forced) return HttpResponse.json({ message: state.forced.message }, { status: state.forced.status });
      const actor = actorOf();
      if (!actor) return HttpResponse.json({ message: 'Sign in' }, { status: 401 });
      const app = state.current;
      const result = applyApplicationEvent(
        { serviceType: app.serviceType, lifecycle: app.lifecycle, district: app.district, feeUgx: app.invoice?.amountUgx ?? 0 },
        body,
        actor,
        '2026-03-02T10:15:00.000Z',
      );
      if (!result.ok) return HttpResponse.json({ message: result.message }, { status: result.httpStatus });
      state.current = {
        ...app,
        lifecycle: result.lifecycle,
        status: result.status,
        timeline: [...app.timeline, result.entry],
        decisionReason: 'reason' in body ? (body.reason ?? null) : app.decisionReason,
        correctionFields: body.type === 'application.requestCorrections' ? body.fields : app.correctionFields,
        updatedAt: '2026-03-02T10:15:00.000Z',
      };
      return HttpResponse.json({ data: state.current });
    }),
  );
  return state;
}

function renderDetails(id = 'app-1') {
  const router = createMemoryRouter(
    [
      { path: '/backoffice/marriage-registrations/details/:id', element: <ApplicationDetailsPage /> },
      { path: '/backoffice/marriage-registrations/task-queue', element: <h1>Task queue</h1> },
    ],
    { initialEntries: [`/backoffice/marriage-registrations/details/${id}`] },
  );
  return renderWithProviders(<RouterProvider router={router} />);
}

function actionsRegion() {
  return screen.getByRole('region', { name: 'Actions' });
}

function actionButtons(): string[] {
  return within(actionsRegion())
    .queryAllByRole('button')
    .map((b) => b.textContent ?? '');
}

beforeEach(() => {
  notifications.clean();
  queryClient.clear();
  queryClient.setDefaultOptions({ queries: { retry: false, refetchOnWindowFocus: false }, mutations: { retry: 0 } });
  session.profile = REGISTRAR;
});

describe('ApplicationDetailsPage', () => {
  it('shows the whole application as its form reads it: parties, marriage, witnesses, documents, invoice, status and history', async () => {
    serveApplication(makeApplication(), () => officerActor(session.profile));
    renderDetails();
    expect(await screen.findByRole('heading', { level: 1, name: 'Application MR-2026-7KQ4-9XH3' })).toBeInTheDocument();
    expect(screen.getByText('Civil Marriages')).toBeInTheDocument();

    // The answers read as the notice form asks them (derived from its definition, not typed again).
    const first = await screen.findByRole('region', { name: 'First party' });
    expect(first).toHaveTextContent('Given nameIbrahim');
    expect(first).toHaveTextContent('SurnameSsali');
    expect(first).toHaveTextContent('National Identification Number (NIN)CM9001012345AB');
    expect(first).toHaveTextContent('Date of birth05-03-1990');
    expect(first).toHaveTextContent('SexMale');
    expect(first).toHaveTextContent('NationalityUgandan');
    expect(first).toHaveTextContent('OccupationCivil engineer');
    expect(first).toHaveTextContent('District of residenceKampala');
    expect(first).toHaveTextContent('Date you started living in this district10-01-2024');
    expect(first).toHaveTextContent('Marital conditionDivorced');
    const second = screen.getByRole('region', { name: 'Second party' });
    expect(second).toHaveTextContent('SexFemale');
    expect(second).toHaveTextContent('Marital conditionNever married (bachelor or spinster)');
    expect(second).toHaveTextContent('Phone numberNot given');

    const marriage = screen.getByRole('region', { name: 'The marriage' });
    expect(marriage).toHaveTextContent('Earliest date for the ceremony01-05-2026');
    expect(marriage).toHaveTextContent('Latest date for the ceremony31-05-2026');
    const witnesses = screen.getByRole('region', { name: 'Witnesses' });
    expect(witnesses).toHaveTextContent('Samuel Wasswa');
    expect(witnesses).toHaveTextContent('Identity document of the first witnessNational ID (NIN)');
    expect(witnesses).toHaveTextContent('Document number of the second witnessB1234567');

    const documents = within(screen.getByRole('region', { name: 'Documents' })).getAllByRole('row');
    expect(documents.map((r) => r.textContent)).toEqual([
      'DocumentFile nameTypeSizeAction',
      'Decree absolutedecree.pdfPDF244 KBOpen',
      'Letter from the LC1 chairpersonlc1-letter.pdfPDF244 KBOpen',
      "Copy of the first party's national IDid-ibrahim.jpgJPEG image1.5 MBOpen",
      "Copy of the second party's national IDid-harriet.pdfPDF244 KBOpen",
      'Passport photos of both partiesphotos.pdfPDF244 KBOpen',
    ]);

    const invoice = screen.getByRole('region', { name: 'Invoice' });
    expect(invoice).toHaveTextContent('PRN2026000123');
    expect(invoice).toHaveTextContent('UGX 260,000');
    expect(invoice).toHaveTextContent(`Paid${formatDisplayDate('2026-03-01T09:00:00.000Z')}`);

    const status = screen.getByRole('region', { name: 'Status' });
    expect(within(status).getByText('Submitted', { selector: '.status-tag' })).toBeInTheDocument();
    expect(status).toHaveTextContent('WithRegistrar');

    const history = within(screen.getByRole('region', { name: 'History' })).getAllByRole('listitem');
    expect(history).toHaveLength(2);
    expect(history[0]).toHaveTextContent('Submitted by the applicant');
    expect(history[1]).toHaveTextContent('Payment confirmed');
  });

  it('offers exactly what the machine allows, and updates the buttons after an action', async () => {
    const api = serveApplication(makeApplication(), () => officerActor(session.profile));
    const { user } = renderDetails();
    await screen.findByRole('heading', { level: 1 });
    expect(actionButtons()).toEqual(['Start review']);

    await user.click(screen.getByRole('button', { name: 'Start review' }));
    expect(await screen.findByText(/You started the review of MR-2026-7KQ4-9XH3/)).toBeInTheDocument();
    await waitFor(() => expect(actionButtons()).toEqual(['Approve', 'Request corrections', 'Decline']));
    expect(api.sent).toEqual([{ type: 'application.open' }]);
    expect(within(screen.getByRole('region', { name: 'Status' })).getByText('Pending')).toBeInTheDocument();
    expect(screen.getByRole('heading', { name: 'Status' })).toHaveFocus();
    expect(within(screen.getByRole('region', { name: 'History' })).getAllByRole('listitem')[2]).toHaveTextContent('Review started');
  });

  it('declines with a required reason, then becomes read-only', async () => {
    const api = serveApplication(makeApplication({ status: 'Pending', lifecycle: { value: { Review: 'InReview' }, level: 0 } }), () =>
      officerActor(session.profile),
    );
    const { user } = renderDetails();
    await user.click(await screen.findByRole('button', { name: 'Decline' }));
    const dialog = await screen.findByRole('dialog', { name: 'Decline application' });
    await user.click(within(dialog).getByRole('button', { name: 'Decline application' }));
    expect(await within(dialog).findByRole('link', { name: 'Give the reason' })).toBeInTheDocument();
    expect(api.sent).toEqual([]);

    await user.type(within(dialog).getByRole('textbox', { name: 'Reason for declining' }), 'Still married');
    await user.click(within(dialog).getByRole('button', { name: 'Decline application' }));
    expect(await screen.findByText(/MR-2026-7KQ4-9XH3 is declined/)).toBeInTheDocument();
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    expect(api.sent).toEqual([{ type: 'application.decline', reason: 'Still married' }]);
    expect(within(actionsRegion()).getByText(READ_ONLY_TEXT)).toBeInTheDocument();
    expect(screen.getByRole('region', { name: 'Status' })).toHaveTextContent('Reason givenStill married');
  });

  it('requests corrections with a reason and the sections to correct', async () => {
    const api = serveApplication(makeApplication({ status: 'Pending', lifecycle: { value: { Review: 'InReview' }, level: 0 } }), () =>
      officerActor(session.profile),
    );
    const { user } = renderDetails();
    await user.click(await screen.findByRole('button', { name: 'Request corrections' }));
    const dialog = await screen.findByRole('dialog', { name: 'Request corrections' });
    await user.type(within(dialog).getByRole('textbox', { name: 'What needs to be corrected, and why' }), 'LC1 unreadable');
    expect(within(dialog).getByRole('group', { name: 'Sections to correct' })).toBeInTheDocument();
    await user.click(within(dialog).getByRole('checkbox', { name: 'Documents' }));
    await user.click(within(dialog).getByRole('checkbox', { name: 'Witnesses' }));
    await user.click(within(dialog).getByRole('button', { name: 'Send request' }));
    expect(await screen.findByText(/Corrections are requested for MR-2026-7KQ4-9XH3/)).toBeInTheDocument();
    expect(api.sent).toEqual([{ type: 'application.requestCorrections', reason: 'LC1 unreadable', fields: ['witnesses', 'documents'] }]);
    await waitFor(() =>
      expect(screen.getByRole('region', { name: 'Status' })).toHaveTextContent('Sections to correctWitnesses, Documents'),
    );
    expect(within(screen.getByRole('region', { name: 'Status' })).getByText('Corrections Requested')).toBeInTheDocument();
  });

  it('accepts a notice after confirmation: its notice is published and the stage begins (docs/decisions/016)', async () => {
    const api = serveApplication(makeApplication({ status: 'Pending', lifecycle: { value: { Review: 'InReview' }, level: 0 } }), () =>
      officerActor(session.profile),
    );
    const { user } = renderDetails();
    await user.click(await screen.findByRole('button', { name: 'Approve' }));
    const dialog = await screen.findByRole('dialog', { name: 'Approve application' });
    expect(dialog).toHaveTextContent('Are you sure you want to approve application MR-2026-7KQ4-9XH3?');
    await user.click(within(dialog).getByRole('button', { name: 'Yes, approve' }));
    expect(await screen.findByText(/MR-2026-7KQ4-9XH3 is accepted: its notice is published/)).toBeInTheDocument();
    expect(api.sent).toEqual([{ type: 'application.approve' }]);
    await waitFor(() => expect(within(screen.getByRole('region', { name: 'Status' })).getByText('Pending')).toBeInTheDocument());
    // The notice's stage, not "Under review"; its next step, not "You cannot act" (issue 30).
    expect(screen.getByRole('region', { name: 'Status' })).toHaveTextContent('StatusPending Notice published');
    expect(actionsRegion()).toHaveTextContent(
      "The registrar issues the registrar's certificate after 21 clear days if no caveat (objection) stands.",
    );
    expect(within(actionsRegion()).queryByText(READ_ONLY_TEXT)).not.toBeInTheDocument();
  });

  it('cancelling a dialog sends nothing', async () => {
    const api = serveApplication(makeApplication({ status: 'Pending', lifecycle: { value: { Review: 'InReview' }, level: 0 } }), () =>
      officerActor(session.profile),
    );
    const { user } = renderDetails();
    await user.click(await screen.findByRole('button', { name: 'Approve' }));
    await user.click(within(await screen.findByRole('dialog')).getByRole('button', { name: 'Cancel' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    expect(api.sent).toEqual([]);
  });

  it('shows a 409 in the dialog without leaving the page', async () => {
    const api = serveApplication(makeApplication({ status: 'Pending', lifecycle: { value: { Review: 'InReview' }, level: 0 } }), () =>
      officerActor(session.profile),
    );
    api.forced = { status: 409, message: 'This application is Declined: it can no longer be approved.' };
    const { user } = renderDetails();
    await user.click(await screen.findByRole('button', { name: 'Approve' }));
    const dialog = await screen.findByRole('dialog', { name: 'Approve application' });
    await user.click(within(dialog).getByRole('button', { name: 'Yes, approve' }));
    expect(await within(dialog).findByText('This application is Declined: it can no longer be approved.')).toBeInTheDocument();
    expect(screen.getByRole('heading', { level: 1, name: 'Application MR-2026-7KQ4-9XH3' })).toBeInTheDocument();
  });

  it('shows a 403 from Start review as a message on the page', async () => {
    const restore = setUnauthorisedHandler(() => undefined);
    try {
      const api = serveApplication(makeApplication(), () => officerActor(session.profile));
      api.forced = { status: 403, message: 'Your role cannot do this at this stage: this application is with the Registrar.' };
      const { user } = renderDetails();
      await user.click(await screen.findByRole('button', { name: 'Start review' }));
      const alert = await within(actionsRegion()).findByRole('alert');
      expect(alert).toHaveTextContent('The action could not be completed');
      expect(alert).toHaveTextContent('Your role cannot do this at this stage: this application is with the Registrar.');
    } finally {
      setUnauthorisedHandler(restore);
    }
  });

  it('is read-only for a role that cannot act, and for an office of another district', async () => {
    session.profile = { ...REGISTRAR, role: 'FINANCE' };
    serveApplication(makeApplication(), () => officerActor(session.profile));
    renderDetails();
    expect(await within(await screen.findByRole('region', { name: 'Actions' })).findByText(READ_ONLY_TEXT)).toBeInTheDocument();
    expect(actionButtons()).toEqual([]);
  });

  it('is read-only for a district registrar of another district', async () => {
    session.profile = { ...REGISTRAR, accountType: 'ADMIN_UNIT', district: 'Gulu' };
    serveApplication(makeApplication(), () => officerActor(session.profile));
    renderDetails();
    expect(await within(await screen.findByRole('region', { name: 'Actions' })).findByText(READ_ONLY_TEXT)).toBeInTheDocument();
  });

  it('offers a return at a later level of a longer chain, with a required comment', async () => {
    session.profile = { ...REGISTRAR, role: 'DIRECTOR' };
    const api = serveApplication(
      makeApplication({ serviceType: 'SPECIAL_LICENSE', status: 'Pending', lifecycle: { value: { Review: 'InReview' }, level: 1 } }),
      () => officerActor(session.profile),
    );
    const { user } = renderDetails();
    await screen.findByRole('heading', { level: 1 });
    expect(actionButtons()).toEqual(['Approve', 'Return to previous level', 'Request corrections', 'Decline']);
    await user.click(screen.getByRole('button', { name: 'Return to previous level' }));
    const dialog = await screen.findByRole('dialog', { name: 'Return to previous level' });
    await user.click(within(dialog).getByRole('button', { name: 'Return application' }));
    expect(await within(dialog).findByRole('link', { name: 'Give the reason' })).toBeInTheDocument();
    await user.type(within(dialog).getByRole('textbox', { name: 'Comment for the previous level' }), 'Check venue');
    await user.click(within(dialog).getByRole('button', { name: 'Return application' }));
    expect(await screen.findByText(/returned to the previous level/)).toBeInTheDocument();
    expect(api.sent).toEqual([{ type: 'application.return', comment: 'Check venue' }]);
    await waitFor(() => expect(actionButtons()).toEqual([]));
  });

  it('puts the notice stage’s buttons under Actions, beside its next step, never under "You cannot act" (issue 30)', async () => {
    const notice = {
      ...CERTIFIED_NOTICE,
      asOf: '2026-12-15T13:00:00.000Z',
      stage: 'BOOKED' as const,
      booking: {
        roomId: 'room-kampala-2',
        roomName: 'Marriage Room 2, Georgian House',
        date: '2026-12-15',
        time: '10:00',
        bookedAt: '2026-11-02T07:00:00.000Z',
        bookedByName: 'Amina Nakato',
      },
    };
    const lifecycle = { value: { Notice: 'Booked' }, level: 0, noticeAt: notice.publishedAt, caveats: 0 };
    serveApplication(makeApplication({ status: 'Pending', lifecycle, notice }), () => officerActor(session.profile));
    renderDetails();
    await screen.findByRole('heading', { level: 1 });
    expect(screen.getByRole('region', { name: 'Status' })).toHaveTextContent('StatusPending Ceremony booked');
    expect(actionsRegion()).toHaveTextContent(
      'The ceremony is booked on Tuesday 15-12-2026 at 10:00 in Marriage Room 2, Georgian House: on the day, or after it, the registrar records the celebration (two witnesses and the officiant).',
    );
    expect(within(actionsRegion()).queryByText(READ_ONLY_TEXT)).not.toBeInTheDocument();
    expect(actionButtons()).toEqual(['Record the celebration']);
  });

  it('offers the registrar’s certificate under Actions once 21 clear days have passed', async () => {
    const notice = { ...CERTIFIED_NOTICE, stage: 'PUBLISHED' as const, certificate: null, asOf: '2026-10-24T07:00:00.000Z' };
    const lifecycle = { value: { Notice: 'Published' }, level: 0, noticeAt: notice.publishedAt, caveats: 0 };
    serveApplication(makeApplication({ status: 'Pending', lifecycle, notice }), () => officerActor(session.profile));
    renderDetails();
    await screen.findByRole('heading', { level: 1 });
    expect(screen.getByRole('region', { name: 'Status' })).toHaveTextContent('StatusPending Notice published');
    expect(actionsRegion()).toHaveTextContent(
      "The registrar issues the registrar's certificate from 23-10-2026 (21 clear days after the notice) if no caveat (objection) stands.",
    );
    expect(actionButtons()).toEqual(["Issue the registrar's certificate"]);
    expect(within(screen.getByRole('region', { name: 'Notice of marriage' })).queryByRole('button')).not.toBeInTheDocument();
  });

  it('says so when the application does not exist', async () => {
    serveApplication(makeApplication(), () => officerActor(session.profile));
    renderDetails('nope');
    expect(await screen.findByRole('heading', { level: 1, name: 'Application not found' })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Back to the task queue' })).toBeInTheDocument();
  });

  it('has no axe violations, on the page and in a dialog', async () => {
    serveApplication(makeApplication({ status: 'Pending', lifecycle: { value: { Review: 'InReview' }, level: 0 } }), () =>
      officerActor(session.profile),
    );
    const { user } = renderDetails();
    await screen.findByRole('heading', { level: 1 });
    const run = async () =>
      (await axe.run(document.body, { rules: { 'color-contrast': { enabled: false }, region: { enabled: false } } })).violations.map(
        (v) => `${v.id}: ${v.nodes.map((n) => n.html).join(' | ')}`,
      );
    expect(await run()).toEqual([]);
    await user.click(screen.getByRole('button', { name: 'Request corrections' }));
    await screen.findByRole('dialog', { name: 'Request corrections' });
    expect(await run()).toEqual([]);
  });
});

describe('against the mock API', () => {
  it('takes a submitted notice from the task queue to its publication, as the machine allows', async () => {
    const { token } = await signIn('registrar@registry.example.ug');
    sessionStorage.setItem(SESSION_KEYS.token, token);
    session.profile = await fetchMe();
    const router = createMemoryRouter(
      [
        { path: '/backoffice/marriage-registrations/task-queue', element: <TaskQueuePage /> },
        { path: '/backoffice/marriage-registrations/details/:id', element: <ApplicationDetailsPage /> },
      ],
      { initialEntries: ['/backoffice/marriage-registrations/task-queue'] },
    );
    const { user } = renderWithProviders(<RouterProvider router={router} />);
    const table = await screen.findByRole('table');
    const submitted = within(table)
      .getAllByRole('row')
      .find((r) => within(r).queryByText('Submitted', { selector: '.status-tag' }));
    expect(submitted).toBeDefined();
    await user.click(within(submitted!).getByRole('link'));

    await user.click(await screen.findByRole('button', { name: 'Start review' }));
    await user.click(await screen.findByRole('button', { name: 'Approve' }));
    const dialog = await screen.findByRole('dialog', { name: 'Approve application' });
    await user.click(within(dialog).getByRole('button', { name: 'Yes, approve' }));
    await waitFor(() => expect(within(screen.getByRole('region', { name: 'Status' })).getByText('Pending')).toBeInTheDocument());
    expect(within(actionsRegion()).queryByText(READ_ONLY_TEXT)).not.toBeInTheDocument();
    expect(actionsRegion()).toHaveTextContent(
      /The registrar issues the registrar's certificate from \d{2}-\d{2}-\d{4} \(21 clear days after the notice\)/,
    );
    expect(screen.getByRole('region', { name: 'Notice of marriage' })).toHaveTextContent(/Notice published.*Notice numberNB-\d{4}-\d{6}/);
    const history = within(screen.getByRole('region', { name: 'History' })).getAllByRole('listitem');
    expect(history.at(-2)).toHaveTextContent('Review started');
    expect(history.at(-1)).toHaveTextContent('Notice accepted and published');
    expect(history.at(-1)).toHaveTextContent('By ');
  });
});
