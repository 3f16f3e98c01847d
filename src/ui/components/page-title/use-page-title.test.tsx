import { renderHook } from '@testing-library/react';
import { pageTitle, usePageTitle } from './use-page-title';

describe('usePageTitle', () => {
  it('sets "{title} – Marriage Registry" and follows changes', () => {
    const { rerender } = renderHook(({ title }) => usePageTitle(title), { initialProps: { title: 'Sign in' } });
    expect(document.title).toBe('Sign in – Marriage Registry');
    rerender({ title: 'Your applications' });
    expect(document.title).toBe('Your applications – Marriage Registry');
  });

  it('falls back to the site name for an empty title', () => {
    expect(pageTitle('  ')).toBe('Marriage Registry');
  });
});
