/**
 * After a card payment: the completion page waits for the application to leave Payment_Confirmation
 * and replaces itself with the confirmation page (GOV.UK panel with the reference, what happens next,
 * links to tracking and to the person's applications).
 */
import { screen } from '@testing-library/react';
import { http, HttpResponse } from 'msw';
import { createMemoryRouter, RouterProvider } from 'react-router';
import { describe, expect, it } from 'vitest';
import { apiUrl } from '#mocks/base-url';
import { server } from '#mocks/node';
import type { Application } from '#src/domain/schemas/applications';
import { renderWithProviders } from '#src/ui/components/test-utils';
import { applicationFixture } from '#src/ui/forms/test-fixtures';
import CardPaymentCompletePage from './card-payment-complete-page';
import PaymentSuccessPage from './payment-success-page';

function serve(answers: Application[]) {
  let calls = 0;
  server.use(
    http.get(apiUrl('/applications/:id'), () => {
      const answer = answers[Math.min(calls, answers.length - 1)];
      calls += 1;
      return HttpResponse.json({ data: answer });
    }),
  );
  return () => calls;
}

function renderAt(path: string) {
  const router = createMemoryRouter(
    [
      { path: '/user/card-payment/complete', element: <CardPaymentCompletePage /> },
      { path: '/user/payment-success', element: <PaymentSuccessPage /> },
    ],
    { initialEntries: [path] },
  );
  return { ...renderWithProviders(<RouterProvider router={router} />), router };
}

const paid = applicationFixture({
  status: 'Submitted',
  reference: 'MR-2026-9VRD-3MWB',
  submittedAt: '2026-06-01T08:00:00.000Z',
  invoice: {
    prn: 'P1',
    amountUgx: 260000,
    items: [],
    issuedAt: '2026-06-01T08:00:00.000Z',
    expiresAt: '2026-06-22T08:00:00.000Z',
    paidAt: '2026-06-01T09:00:00.000Z',
    paidWith: '4242',
  },
});

describe('card payment complete → payment success', () => {
  it('checks until the payment is confirmed, then shows the confirmation panel with the reference', async () => {
    const calls = serve([{ ...paid, status: 'Payment_Confirmation' }, paid]);
    const { router } = renderAt(`/user/card-payment/complete?application=${paid.id}`);
    expect(screen.getByRole('heading', { level: 1, name: 'Confirming your payment' })).toBeInTheDocument();
    expect(screen.getByRole('status')).toHaveTextContent('Checking your payment');
    expect(await screen.findByRole('heading', { level: 1, name: 'Notice of marriage submitted' }, { timeout: 4000 })).toBeInTheDocument();
    expect(router.state.location.pathname).toBe('/user/payment-success');
    expect(router.state.location.search).toBe(`?application=${paid.id}`);
    expect(router.state.historyAction).toBe('REPLACE');
    expect(calls()).toBeGreaterThanOrEqual(2);

    expect(screen.getByText('Your reference number')).toBeInTheDocument();
    expect(screen.getByTestId('application-reference')).toHaveTextContent('MR-2026-9VRD-3MWB');
    expect(screen.getByRole('heading', { level: 2, name: 'What happens next' })).toBeInTheDocument();
    expect(screen.getByText(/published in the Marriage Notice Book for 21 days/)).toBeInTheDocument();
    expect(screen.getByText(/registrar issues the registrar's certificate/)).toBeInTheDocument();
    expect(screen.getByText(/within 3 months of the date of your notice/)).toBeInTheDocument();
    // The messages promised are the ones sent (issue 30): no longer "each time your application moves on".
    expect(screen.getByText(/the ceremony's booking and the registration of your marriage/)).toHaveTextContent(
      'The parties the notice names are told too.',
    );
    expect(screen.queryByText(/each time your application moves on/)).not.toBeInTheDocument();
    // Inside the person's area: SPEC.md §4 sends a signed-in person away from public pages.
    expect(screen.getByRole('link', { name: 'See your application' })).toHaveAttribute(
      'href',
      expect.stringMatching(/^\/user\/applications\/.+/),
    );
    expect(screen.getByRole('link', { name: 'Go to your applications' })).toHaveAttribute('href', '/user/applications');
  });

  it('says when no application is given', () => {
    renderAt('/user/card-payment/complete');
    expect(screen.getByText(/No application was given/)).toBeInTheDocument();
  });
});
