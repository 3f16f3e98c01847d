import { screen, waitFor } from '@testing-library/react';
import { createMemoryRouter, RouterProvider } from 'react-router';
import { server } from '#mocks/node';
import { renderWithProviders } from '../test-utils';
import { ServiceCard } from './service-card';

describe('ServiceCard', () => {
  it('asks for the applicant’s applications and the API’s today as soon as "Start now" is chosen, before the form is there', async () => {
    const asked: string[] = [];
    const onRequest = ({ request }: { request: Request }) => asked.push(`${request.method} ${new URL(request.url).pathname}`);
    server.events.on('request:start', onRequest);
    try {
      // The form's page never arrives here: what is asked is asked by the card alone.
      const router = createMemoryRouter([
        {
          path: '/',
          element: <ServiceCard title="Give notice of a civil marriage" description="Notice of a marriage." to="/form" fee="UGX 20,000" />,
        },
        { path: '/form', element: <p>Waiting for the form</p> },
      ]);
      const { user } = renderWithProviders(<RouterProvider router={router} />);
      expect(asked).toEqual([]);
      await user.click(await screen.findByRole('link', { name: /^Start now\s?: Give notice of a civil marriage$/ }));
      expect(await screen.findByText('Waiting for the form')).toBeInTheDocument();
      await waitFor(() =>
        expect(asked).toEqual(
          expect.arrayContaining([expect.stringMatching(/^GET .*\/time$/), expect.stringMatching(/^GET .*\/applications$/)]),
        ),
      );
    } finally {
      server.events.removeListener('request:start', onRequest);
    }
  });
});
