import { render, screen, waitFor } from '@testing-library/react';
import { MAIN_CONTENT_ID, ROUTE_ANNOUNCER_ID, RouteFocus } from './route-focus';

function Page({ pathname, title, heading }: { pathname: string; title: string | null; heading: string | null }) {
  return (
    <>
      <a href="#x">A link outside main</a>
      <main id={MAIN_CONTENT_ID} tabIndex={-1}>
        {heading ? <h1>{heading}</h1> : <p>Loading…</p>}
      </main>
      <RouteFocus pathname={pathname} title={title} />
    </>
  );
}

const announcer = () => document.getElementById(ROUTE_ANNOUNCER_ID);

describe('RouteFocus', () => {
  it('leaves the first page alone, then focuses the new h1 and says the title once per page', () => {
    const { rerender } = render(<Page pathname="/a" title="Page A" heading="Page A" />);
    const link = screen.getByRole('link', { name: 'A link outside main' });
    link.focus();
    expect(announcer()).toHaveTextContent(/^$/);
    expect(announcer()).toHaveAttribute('aria-live', 'polite');

    rerender(<Page pathname="/b" title="Page B" heading="Page B" />);
    const heading = screen.getByRole('heading', { level: 1, name: 'Page B' });
    expect(heading).toHaveFocus();
    expect(heading).toHaveAttribute('tabindex', '-1');
    expect(announcer()).toHaveTextContent('Page B');

    // A query change (same pathname) is not a new page.
    link.focus();
    rerender(<Page pathname="/b" title="Page B" heading="Page B" />);
    expect(link).toHaveFocus();

    // Leaving the heading drops its temporary tab stop.
    link.focus();
    expect(heading).not.toHaveAttribute('tabindex');
  });

  it('waits on main for a page still loading, then moves to its h1', async () => {
    const { rerender } = render(<Page pathname="/a" title="Page A" heading="Page A" />);
    rerender(<Page pathname="/c" title="Page C" heading={null} />);
    expect(screen.getByRole('main')).toHaveFocus();
    rerender(<Page pathname="/c" title="Page C" heading="Page C" />);
    await waitFor(() => expect(screen.getByRole('heading', { level: 1, name: 'Page C' })).toHaveFocus());
    expect(announcer()).toHaveTextContent('Page C');
  });

  it('does nothing while the guard is still redirecting (no title yet)', () => {
    const { rerender } = render(<Page pathname="/a" title="Page A" heading="Page A" />);
    const link = screen.getByRole('link', { name: 'A link outside main' });
    link.focus();
    rerender(<Page pathname="/b" title={null} heading={null} />);
    expect(link).toHaveFocus();
    expect(announcer()).toHaveTextContent(/^$/);
  });
});
