import type { ReactNode } from 'react';
import { renderHook } from '@testing-library/react';
import { I18nProvider } from '@lingui/react';
import { i18n } from '#src/ui/shared/i18n';
import { pageTitle, usePageTitle } from './use-page-title';

function Catalogue({ children }: { children: ReactNode }) {
  return <I18nProvider i18n={i18n}>{children}</I18nProvider>;
}

describe('usePageTitle', () => {
  it('sets "{title} – Marriage Registry" and follows changes', () => {
    const { rerender } = renderHook(({ title }) => usePageTitle(title), { initialProps: { title: 'Sign in' }, wrapper: Catalogue });
    expect(document.title).toBe('Sign in – Marriage Registry');
    rerender({ title: 'Your applications' });
    expect(document.title).toBe('Your applications – Marriage Registry');
  });

  it('falls back to the site name for an empty title', () => {
    expect(pageTitle(i18n, '  ')).toBe('Marriage Registry');
  });
});
