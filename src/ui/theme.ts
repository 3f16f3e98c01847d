/**
 * The portal's Mantine theme: a sober government look that meets WCAG 2.2 AA contrast
 * (STACK.md "Gotchas": `blue.6` fails contrast, the notification close button needs a name).
 *
 * Wire it once at the root:
 * ```tsx
 * <MantineProvider {...mantineProviderProps}>...</MantineProvider>
 * ```
 * `mantineProviderProps` carries both the theme and {@link cssVariablesResolver}; the resolver is
 * what darkens Mantine's hint, error and placeholder colours, so pass it too (it is a provider prop,
 * not a theme key).
 */
import { createTheme, type CSSVariablesResolver } from '@mantine/core';

/** System font stack: no web font to download, familiar on every device. */
export const SYSTEM_FONT_STACK =
  'system-ui, -apple-system, "Segoe UI", Roboto, "Helvetica Neue", Arial, "Noto Sans", "Liberation Sans", sans-serif';

/** Accessible names of Mantine's icon-only close buttons. */
export const CLOSE_LABELS = {
  /** Any close button not given a more precise name. */
  generic: 'Close',
  notification: 'Close notification',
  dialog: 'Close dialog',
  alert: 'Close message',
} as const;

/**
 * The theme (STACK.md "Gotchas"):
 * - `primaryShade: 8` so filled buttons and links reach 4.5:1 on white (blue.8 is 5.0:1; blue.6 is 3.6:1);
 * - system font stack, `radius sm`, no auto-contrast guesswork; titles (h1) smaller on phones;
 * - icon-only close buttons get accessible names (notification, modal, alert, any other);
 * - notification descriptions and alert text in full-contrast body colour;
 * - the password visibility toggle reachable by keyboard with a name ("Show password").
 */
export const theme = createTheme({
  primaryColor: 'blue',
  primaryShade: 8,
  black: '#0b0c0c',
  white: '#ffffff',
  fontFamily: SYSTEM_FONT_STACK,
  headings: {
    fontFamily: SYSTEM_FONT_STACK,
    fontWeight: '700',
    // Mantine's 34 px, down to 24 px on the narrowest phones: a reference in a page's title ("Application
    // MR-2026-7KQ4-9XH3", kept on one line) fits a 390 px screen (issue 30; GOV.UK's titles shrink the same way).
    sizes: { h1: { fontSize: 'clamp(1.5rem, calc((100vw - 2rem) / 12), 2.125rem)' } },
  },
  defaultRadius: 'sm',
  focusRing: 'auto',
  cursorType: 'pointer',
  respectReducedMotion: true,
  components: {
    // Plain objects, not `Component.extend(...)`: extend would import every component into the
    // start-up chunk (scripts/bench/size.mjs); the provider reads these by component name.
    CloseButton: {
      defaultProps: { 'aria-label': CLOSE_LABELS.generic },
    },
    Notification: {
      defaultProps: { closeButtonProps: { 'aria-label': CLOSE_LABELS.notification }, withBorder: true },
      styles: {
        title: { color: 'var(--mantine-color-text)' },
        description: { color: 'var(--mantine-color-text)' },
      },
    },
    Modal: {
      defaultProps: { closeButtonProps: { 'aria-label': CLOSE_LABELS.dialog } },
    },
    Alert: {
      defaultProps: { closeButtonLabel: CLOSE_LABELS.alert },
      // Light alerts colour their text with shade 9 on shade 1: fine for red and blue, but green,
      // yellow and orange fall below 4.5:1. Body text colour on the tinted background always passes.
      styles: {
        title: { color: 'var(--mantine-color-text)' },
        message: { color: 'var(--mantine-color-text)' },
      },
    },
    PasswordInput: {
      defaultProps: {
        visibilityToggleFocusable: true,
        visibilityToggleButtonProps: { 'aria-label': 'Show password' },
      },
    },
  },
});

/**
 * Darkens the colours Mantine uses for text that must be read (light scheme; contrast on white):
 * hints and other dimmed text gray.7 (8.2:1, was gray.6 at 3.3:1), error text red.9 (5.5:1, was
 * red.6 at 3.3:1), placeholders #5f6670 (5.8:1, was gray.5 at 2.1:1). Dark-scheme values are left as
 * Mantine sets them (the portal renders in light).
 */
export const cssVariablesResolver: CSSVariablesResolver = () => ({
  variables: {},
  light: {
    '--mantine-color-dimmed': 'var(--mantine-color-gray-7)',
    '--mantine-color-error': 'var(--mantine-color-red-9)',
    '--mantine-color-placeholder': '#5f6670',
    '--mantine-color-disabled-color': 'var(--mantine-color-gray-7)',
  },
  dark: {},
});

/** Spread into `<MantineProvider>`: the theme, the contrast resolver and the light colour scheme. */
export const mantineProviderProps = {
  theme,
  cssVariablesResolver,
  defaultColorScheme: 'light',
} as const;
