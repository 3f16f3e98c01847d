/**
 * The applicant's applications list: status tags with words and SPEC.md §4 classes, filters by status
 * and service (kept in the URL), dates dd-mm-yyyy, the registrar's reason, actions from the lifecycle
 * machine (Continue, Pay, Correct, View) and the history in an expandable section.
 */
import { screen, within } from '@testing-library/react';
import { http, HttpResponse } from 'msw';
import { createMemoryRouter, RouterProvider } from 'react-router';
import { createActor } from 'xstate';
import { describe, expect, it } from 'vitest';
import { apiUrl } from '#mocks/base-url';
import { server } from '#mocks/node';
import type { Application } from '#src/domain/schemas/applications';
import type { Profile } from '#src/domain/schemas/users';
import { connectivityMachine } from '#src/machines/connectivity/connectivity.machine';
import { sessionMachine } from '#src/machines/session/session.machine';
import { ActorsProvider } from '#src/ui/shared/session-context';
import { renderWithProviders } from '#src/ui/components/test-utils';
import { applicationFixture } from '#src/ui/forms/test-fixtures';
import { applicantActions } from './applicant-actions';
import ApplicationsPage from './applications-page';

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

const APPS: Application[] = [
  applicationFixture({
    id: 'a-draft',
    reference: 'MR-2026-8HW4-N6T5',
    status: 'Draft',
    lifecycle: { value: 'Draft', level: 0 },
    createdAt: '2026-05-03T08:00:00.000Z',
    updatedAt: '2026-05-04T08:00:00.000Z',
  }),
  applicationFixture({
    id: 'a-pay',
    reference: 'MR-2026-C2MX-9RB9',
    status: 'Payment_Confirmation',
    lifecycle: { value: 'AwaitingPayment', level: 0 },
    submittedAt: '2026-05-02T08:00:00.000Z',
    invoice: {
      prn: 'P1',
      amountUgx: 260000,
      items: [],
      issuedAt: '2026-05-02T08:00:00.000Z',
      expiresAt: '2026-05-23T08:00:00.000Z',
      paidAt: null,
      paidWith: null,
    },
  }),
  applicationFixture({
    id: 'a-fix',
    reference: 'MR-2026-6QPA-4ZK1',
    status: 'Corrections_Requested',
    lifecycle: { value: 'CorrectionsRequested', level: 0 },
    submittedAt: '2026-04-02T08:00:00.000Z',
    decisionReason: 'The LC1 letter is not signed.',
    correctionFields: ['documents.lc1Letter'],
    timeline: [
      {
        at: '2026-04-02T08:00:00.000Z',
        from: 'Draft',
        to: 'Submitted',
        fromState: '"Draft"',
        toState: '{"Review":{"Waiting":"FirstLevel"}}',
        event: 'application.submit',
        actorId: 'user-amina',
        actorName: 'Amina Nakato',
        role: 'APPLICANT',
        comment: null,
      },
      {
        at: '2026-04-05T10:00:00.000Z',
        from: 'Pending',
        to: 'Corrections_Requested',
        fromState: '{"Review":"InReview"}',
        toState: '"CorrectionsRequested"',
        event: 'application.requestCorrections',
        actorId: 'reg-1',
        actorName: 'Registrar, Kampala',
        role: 'REGISTRAR',
        comment: 'The LC1 letter is not signed.',
      },
    ],
  }),
  applicationFixture({
    id: 'a-no',
    reference: 'MS-2026-5TJ8-V3PG',
    serviceType: 'SINGLE_STATUS_LETTER',
    status: 'Declined',
    lifecycle: { value: 'Declined', level: 0 },
    submittedAt: '2026-03-02T08:00:00.000Z',
    decisionReason: 'A subsisting marriage was found in the register.',
  }),
];

function renderPage(path = '/user/applications') {
  server.use(http.get(apiUrl('/applications'), () => HttpResponse.json({ data: APPS })));
  const session = createActor(sessionMachine, { input: { profile: PROFILE, token: 'Bearer test', refreshToken: null } });
  const connectivity = createActor(connectivityMachine, { input: { online: true } });
  const router = createMemoryRouter([{ path: '/user/applications', element: <ApplicationsPage /> }], { initialEntries: [path] });
  const result = renderWithProviders(
    <ActorsProvider actors={{ session, connectivity }}>
      <RouterProvider router={router} />
    </ActorsProvider>,
  );
  return { ...result, router };
}

const card = (reference: string) => screen.getByText(reference, { selector: 'strong' }).closest('article') as HTMLElement;

describe('applications page', () => {
  it('lists each application with its status in words and class, dates, reason and actions', async () => {
    renderPage();
    expect(await screen.findByRole('heading', { level: 1, name: 'Your applications' })).toBeInTheDocument();
    expect(await screen.findByText('4 applications')).toBeInTheDocument();

    const draft = card('MR-2026-8HW4-N6T5');
    expect(within(draft).getByRole('heading', { level: 2, name: 'Civil Marriages' })).toBeInTheDocument();
    expect(within(draft).getByText('Draft')).toHaveClass('status-tag', 'status-tag--draft');
    expect(within(draft).getByText(/Started 01-06-2026|Started 03-05-2026/)).toBeInTheDocument();
    expect(within(draft).getByRole('link', { name: 'Continue MR-2026-8HW4-N6T5' })).toHaveAttribute(
      'href',
      '/user/services/form-marriage-registration?application=a-draft',
    );
    expect(within(draft).queryByRole('link', { name: /View/ })).not.toBeInTheDocument();

    const pay = card('MR-2026-C2MX-9RB9');
    expect(within(pay).getByText('Payment Confirmation')).toHaveClass('status-tag--pending');
    expect(within(pay).getByRole('link', { name: 'Pay MR-2026-C2MX-9RB9' })).toHaveAttribute(
      'href',
      '/user/services/form-marriage-registration?application=a-pay',
    );
    expect(within(pay).getByRole('link', { name: 'View MR-2026-C2MX-9RB9' })).toHaveAttribute(
      'href',
      expect.stringMatching(/^\/user\/applications\//),
    );

    const fix = card('MR-2026-6QPA-4ZK1');
    expect(within(fix).getAllByText('Corrections Requested')[0]).toHaveClass('status-tag--correction');
    expect(within(fix).getByText('The LC1 letter is not signed.', { selector: 'p' })).toBeInTheDocument();
    expect(within(fix).getByRole('link', { name: 'Correct MR-2026-6QPA-4ZK1' })).toBeInTheDocument();
    const history = within(fix).getByText('History', { exact: false, selector: 'summary' });
    expect(history.closest('details')).not.toHaveAttribute('open');
    expect(within(fix).getByRole('list', { name: 'History of MR-2026-6QPA-4ZK1', hidden: true })).toBeInTheDocument();

    const declined = card('MS-2026-5TJ8-V3PG');
    expect(within(declined).getByRole('heading', { name: 'Marital Status Letter' })).toBeInTheDocument();
    expect(within(declined).getByText('Declined')).toHaveClass('status-tag--rejected');
    expect(within(declined).getByText(/A subsisting marriage was found/)).toBeInTheDocument();
    expect(within(declined).getByRole('link', { name: 'View MS-2026-5TJ8-V3PG' })).toBeInTheDocument();
  });

  it('says a bank payment waits for the bank, and leads back to its slip (issue 30)', async () => {
    const bank = {
      ...APPS[1]!,
      invoice: { ...APPS[1]!.invoice!, awaiting: { method: 'BANK' as const, since: '2026-05-02T09:00:00.000Z', phone: null } },
    };
    server.use(http.get(apiUrl('/applications'), () => HttpResponse.json({ data: [bank] })));
    const session = createActor(sessionMachine, { input: { profile: PROFILE, token: 'Bearer test', refreshToken: null } });
    const connectivity = createActor(connectivityMachine, { input: { online: true } });
    const router = createMemoryRouter([{ path: '/user/applications', element: <ApplicationsPage /> }], {
      initialEntries: ['/user/applications'],
    });
    renderWithProviders(
      <ActorsProvider actors={{ session, connectivity }}>
        <RouterProvider router={router} />
      </ActorsProvider>,
    );
    const item = card(await screen.findByText('MR-2026-C2MX-9RB9', { selector: 'strong' }).then((el) => el.textContent ?? ''));
    expect(item).toHaveTextContent('Waiting for the bank: pay the PRN slip by 23-05-2026');
    expect(within(item).getByRole('link', { name: 'See the bank slip MR-2026-C2MX-9RB9' })).toHaveAttribute(
      'href',
      '/user/services/form-marriage-registration?application=a-pay',
    );
  });

  it('filters by status and service, in the URL', async () => {
    const { user, router } = renderPage('/user/applications?service=MARRIAGE');
    expect(await screen.findByText('Showing 3 of 4 applications')).toBeInTheDocument();
    await user.selectOptions(screen.getByRole('combobox', { name: 'Status' }), 'Corrections Requested');
    expect(screen.getByText('Showing 1 of 4 applications')).toBeInTheDocument();
    expect(router.state.location.search).toContain('status=Corrections_Requested');
    await user.selectOptions(screen.getByRole('combobox', { name: 'Service' }), 'All services');
    await user.selectOptions(screen.getByRole('combobox', { name: 'Status' }), 'All statuses');
    expect(screen.getByText('4 applications')).toBeInTheDocument();
  });

  it('applies its filters as they change, so they are no form waiting for a submit (HTML_CodeSniffer H32; issue 30)', async () => {
    renderPage();
    expect(await screen.findByText('4 applications')).toBeInTheDocument();
    expect(screen.getByRole('search', { name: 'Filter applications' })).toContainElement(screen.getByRole('combobox', { name: 'Status' }));
    const withoutSubmit = [...document.querySelectorAll('form')].filter(
      (form) => !form.querySelector('button:not([type]), button[type="submit"], input[type="submit"], input[type="image"]'),
    );
    expect(withoutSubmit).toEqual([]);
  });

  it('asks the lifecycle machine which actions the applicant has', () => {
    expect(applicantActions(APPS[0] as Application, PROFILE)).toEqual(['continue']);
    expect(applicantActions(APPS[1] as Application, PROFILE)).toEqual(['pay', 'view']);
    expect(applicantActions(APPS[2] as Application, PROFILE)).toEqual(['correct', 'view']);
    expect(applicantActions(APPS[3] as Application, PROFILE)).toEqual(['view']);
  });
});
