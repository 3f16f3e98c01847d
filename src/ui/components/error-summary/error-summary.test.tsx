import { screen, waitFor, within } from '@testing-library/react';
import { renderWithProviders } from '../test-utils';
import { ErrorSummary, type ErrorSummaryItem } from './error-summary';

const errors: ErrorSummaryItem[] = [
  { fieldId: 'givenName', message: 'Enter your given name' },
  { fieldId: 'bride-nin', message: 'Enter your National Identification Number (NIN)' },
];

function Page({ list = errors, focusKey }: { list?: ErrorSummaryItem[]; focusKey?: number }) {
  return (
    <>
      <ErrorSummary errors={list} focusKey={focusKey} />
      <label htmlFor="givenName">Given name</label>
      <input id="givenName" />
      <label htmlFor="bride-nin">NIN</label>
      <input id="bride-nin" />
    </>
  );
}

describe('ErrorSummary', () => {
  it('renders nothing without errors', () => {
    renderWithProviders(<Page list={[]} />);
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();
  });

  it('is an alert headed "There is a problem" that takes focus, with a link per error', async () => {
    renderWithProviders(<Page />);
    const summary = screen.getByRole('alert', { name: 'There is a problem' });
    expect(within(summary).getByRole('heading', { level: 2, name: 'There is a problem' })).toBeInTheDocument();
    expect(summary).toHaveAttribute('tabindex', '-1');
    await waitFor(() => expect(summary).toHaveFocus());
    const links = within(summary).getAllByRole('link');
    expect(links.map((l) => l.getAttribute('href'))).toEqual(['#givenName', '#bride-nin']);
  });

  it('moves focus to the field when a link is followed', async () => {
    const { user } = renderWithProviders(<Page />);
    await user.click(screen.getByRole('link', { name: 'Enter your National Identification Number (NIN)' }));
    expect(screen.getByLabelText('NIN')).toHaveFocus();
  });

  it('takes focus again when its errors change or on a new attempt', async () => {
    const { user, rerender } = renderWithProviders(<Page focusKey={1} />);
    const summary = screen.getByRole('alert');
    await user.click(screen.getByLabelText('Given name'));
    expect(summary).not.toHaveFocus();
    rerender(<Page focusKey={2} />);
    await waitFor(() => expect(summary).toHaveFocus());
    await user.click(screen.getByLabelText('Given name'));
    rerender(<Page focusKey={2} list={errors.slice(1)} />);
    await waitFor(() => expect(screen.getByRole('alert')).toHaveFocus());
  });

  it('accepts a custom title', () => {
    renderWithProviders(<ErrorSummary errors={errors} title="Check your answers" />);
    expect(screen.getByRole('alert', { name: 'Check your answers' })).toBeInTheDocument();
  });
});
