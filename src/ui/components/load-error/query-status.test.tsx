import { screen } from '@testing-library/react';
import { vi } from 'vitest';
import { ApiError } from '#src/api/errors';
import { renderWithProviders } from '../test-utils';
import { QueryStatus } from './query-status';

const idle = { isPending: false, isError: false, error: null, refetch: () => undefined };

describe('QueryStatus', () => {
  it('says what is loading, as a status, while the query is pending', () => {
    renderWithProviders(<QueryStatus result={{ ...idle, isPending: true }} loading="Looking for requests…" errorTitle="Not loaded" />);
    expect(screen.getByRole('status')).toHaveTextContent('Looking for requests…');
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();
  });

  it('shows the failure’s words and loads again on Try again', async () => {
    const refetch = vi.fn();
    const error = new ApiError(503, 'UNAVAILABLE', 'The registry is not answering. Try again in a few minutes.');
    const { user } = renderWithProviders(
      <QueryStatus result={{ ...idle, isError: true, error, refetch }} loading="Looking…" errorTitle="Your requests could not be loaded" />,
    );
    const alert = screen.getByRole('alert');
    expect(alert).toHaveTextContent('Your requests could not be loaded');
    expect(alert).toHaveTextContent('The registry is not answering. Try again in a few minutes.');
    await user.click(screen.getByRole('button', { name: 'Try again' }));
    expect(refetch).toHaveBeenCalledTimes(1);
  });

  it('shows nothing once the data is there', () => {
    renderWithProviders(
      <>
        <QueryStatus result={idle} loading="Looking…" errorTitle="Not loaded" />
        <p>The requests</p>
      </>,
    );
    expect(screen.queryByRole('status')).not.toBeInTheDocument();
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();
    expect(screen.queryByText('Looking…')).not.toBeInTheDocument();
    expect(screen.getByText('The requests')).toBeInTheDocument();
  });
});
