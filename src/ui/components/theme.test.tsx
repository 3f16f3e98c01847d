import { screen } from '@testing-library/react';
import { Alert, Button, CloseButton, DEFAULT_THEME, Notification, PasswordInput } from '@mantine/core';
import { cssVariablesResolver, mantineProviderProps, theme } from '../shared/theme';
import { renderWithProviders } from './test-utils';

function contrastOnWhite(hex: string): number {
  const [r, g, b] = [1, 3, 5]
    .map((i) => parseInt(hex.slice(i, i + 2), 16) / 255)
    .map((v) => (v <= 0.03928 ? v / 12.92 : ((v + 0.055) / 1.055) ** 2.4)) as [number, number, number];
  const l = 0.2126 * r + 0.7152 * g + 0.0722 * b;
  return 1.05 / (l + 0.05);
}

describe('theme', () => {
  it('uses shade 8 of blue, which reaches 4.5:1 on white (shade 6 does not)', () => {
    expect(theme.primaryShade).toBe(8);
    expect(contrastOnWhite(DEFAULT_THEME.colors.blue[8])).toBeGreaterThanOrEqual(4.5);
    expect(contrastOnWhite(DEFAULT_THEME.colors.blue[6])).toBeLessThan(4.5);
  });

  it('darkens hint, error and placeholder colours to at least 4.5:1', () => {
    const { light } = cssVariablesResolver(DEFAULT_THEME);
    expect(light['--mantine-color-dimmed']).toBe('var(--mantine-color-gray-7)');
    expect(light['--mantine-color-error']).toBe('var(--mantine-color-red-9)');
    expect(contrastOnWhite(DEFAULT_THEME.colors.gray[7])).toBeGreaterThanOrEqual(4.5);
    expect(contrastOnWhite(DEFAULT_THEME.colors.red[9])).toBeGreaterThanOrEqual(4.5);
    expect(contrastOnWhite(light['--mantine-color-placeholder'] ?? '')).toBeGreaterThanOrEqual(4.5);
    expect(mantineProviderProps.cssVariablesResolver).toBe(cssVariablesResolver);
  });

  it('names icon-only buttons', () => {
    renderWithProviders(
      <>
        <Notification onClose={() => undefined}>Saved</Notification>
        <Alert withCloseButton onClose={() => undefined}>
          Note
        </Alert>
        <CloseButton />
        <PasswordInput label="Password" />
        <Button>Go</Button>
      </>,
      { withNotifications: false },
    );
    expect(screen.getByRole('button', { name: 'Close notification' })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Close message' })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Close' })).toBeInTheDocument();
    const toggle = screen.getByRole('button', { name: 'Show password' });
    expect(toggle).toHaveAttribute('tabindex', '0');
  });
});
