import { screen, within } from '@testing-library/react';
import { MemoryRouter } from 'react-router';
import { renderWithProviders } from '../components/test-utils';
import { i18n } from '../shared/i18n';
import { LANGUAGE_STORAGE_KEY } from '../shared/locale';
import { SiteFrame } from './site-frame';

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
