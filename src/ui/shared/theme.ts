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
import { createTheme, type CSSVariablesResolver, type MantineColorsTuple, type MantineThemeOverride } from '@mantine/core';
import type { I18n, MessageDescriptor } from '@lingui/core';
import { msg } from '@lingui/core/macro';
import { englishOf } from '#src/domain/offline-message';

/** System font stack: no web font to download, familiar on every device. */
export const SYSTEM_FONT_STACK =
  'system-ui, -apple-system, "Segoe UI", Roboto, "Helvetica Neue", Arial, "Noto Sans", "Liberation Sans", sans-serif';

/** Accessible names of Mantine's icon-only close buttons and of the password toggle, in the catalogue (issue 32). */
export const CONTROL_WORDS = {
  /** Any close button not given a more precise name. */
  generic: msg`Close`,
  notification: msg`Close notification`,
  dialog: msg`Close dialog`,
  alert: msg`Close message`,
  showPassword: msg`Show password`,
} as const satisfies Record<string, MessageDescriptor>;

/** The close buttons' names in English, the source (src/domain/offline-message.ts `englishOf`). */
export const CLOSE_LABELS = {
  generic: englishOf(CONTROL_WORDS.generic),
  notification: englishOf(CONTROL_WORDS.notification),
  dialog: englishOf(CONTROL_WORDS.dialog),
  alert: englishOf(CONTROL_WORDS.alert),
} as const;

/**
 * Mantine's palettes whose shades 8 and 9 were too light to read as text (issue 30 item 8), darkened
 * there only; shades 0-7 are Mantine's own. Shade 8 is what `color="red"` gives outline, subtle and
 * filled buttons, badges and `c="red"` (the theme's `primaryShade`); shade 9 is the text of the light
 * variant (on shade 1) and of `c="green.9"`. Each now reaches at least 4.6:1 (WCAG 1.4.3 asks 4.5:1 for
 * text under 18.66 px bold) on white, on a striped table row (gray.0) and on a hovered one (gray.1),
 * and shade 9 on its own shade 1: Mantine's green.9 was 4.37:1 on white and 4.14:1 on a striped row
 * ("Active", "Paid"), red.8 4.28:1 on a striped row ("Deactivate", "Stop billing"), orange.9 4.30:1.
 * src/ui/theme.test.ts checks every palette against this rule.
 */
export const READABLE_COLORS: Readonly<Record<string, MantineColorsTuple>> = {
  red: ['#fff5f5', '#ffe3e3', '#ffc9c9', '#ffa8a8', '#ff8787', '#ff6b6b', '#fa5252', '#f03e3e', '#ce2d2d', '#c52929'],
  blue: ['#e7f5ff', '#d0ebff', '#a5d8ff', '#74c0fc', '#4dabf7', '#339af0', '#228be6', '#1c7ed6', '#196fbe', '#1864ab'],
  cyan: ['#e3fafc', '#c5f6fa', '#99e9f2', '#66d9e8', '#3bc9db', '#22b8cf', '#15aabf', '#1098ad', '#0b788a', '#0b7285'],
  teal: ['#e6fcf5', '#c3fae8', '#96f2d7', '#63e6be', '#38d9a9', '#20c997', '#12b886', '#0ca678', '#087b57', '#087a57'],
  green: ['#ebfbee', '#d3f9d8', '#b2f2bb', '#8ce99a', '#69db7c', '#51cf66', '#40c057', '#37b24d', '#257b35', '#267937'],
  lime: ['#f4fce3', '#e9fac8', '#d8f5a2', '#c0eb75', '#a9e34b', '#94d82d', '#82c91e', '#74b816', '#49790b', '#4a760a'],
  yellow: ['#fff9db', '#fff3bf', '#ffec99', '#ffe066', '#ffd43b', '#fcc419', '#fab005', '#f59f00', '#9e5c00', '#a65600'],
  orange: ['#fff4e6', '#ffe8cc', '#ffd8a8', '#ffc078', '#ffa94d', '#ff922b', '#fd7e14', '#f76707', '#ba470a', '#bb3e0d'],
};

/**
 * The theme (STACK.md "Gotchas"):
 * - `primaryShade: 8` so filled buttons and links reach 4.5:1 on white (blue.8 is 5.0:1; blue.6 is 3.6:1);
 * - shades 8 and 9 of every palette readable as small text on white and on table rows ({@link READABLE_COLORS});
 * - system font stack, `radius sm`, no auto-contrast guesswork; titles (h1) smaller on phones;
 * - icon-only close buttons get accessible names (notification, modal, alert, any other);
 * - notification descriptions and alert text in full-contrast body colour;
 * - the password visibility toggle reachable by keyboard with a name ("Show password").
 * @param say - draws a control's name in the language wanted (`i18n._`, or English's {@link englishOf}).
 * @returns the theme, for `<MantineProvider theme>`.
 */
export function themeIn(say: (words: MessageDescriptor) => string): MantineThemeOverride {
  return createTheme({
    primaryColor: 'blue',
    primaryShade: 8,
    colors: READABLE_COLORS,
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
        defaultProps: { 'aria-label': say(CONTROL_WORDS.generic) },
      },
      Notification: {
        defaultProps: { closeButtonProps: { 'aria-label': say(CONTROL_WORDS.notification) }, withBorder: true },
        styles: {
          title: { color: 'var(--mantine-color-text)' },
          description: { color: 'var(--mantine-color-text)' },
        },
      },
      Modal: {
        defaultProps: { closeButtonProps: { 'aria-label': say(CONTROL_WORDS.dialog) } },
      },
      Alert: {
        defaultProps: { closeButtonLabel: say(CONTROL_WORDS.alert) },
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
          visibilityToggleButtonProps: { 'aria-label': say(CONTROL_WORDS.showPassword) },
        },
      },
    },
  });
}

/** The theme in English, the source: the build's pre-rendering and the tests (the portal follows the language: {@link mantineProviderPropsIn}). */
export const theme = themeIn(englishOf);

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

/** Spread into `<MantineProvider>`: the theme (in English), the contrast resolver and the light colour scheme. */
export const mantineProviderProps = {
  theme,
  cssVariablesResolver,
  defaultColorScheme: 'light',
} as const;

/**
 * {@link mantineProviderProps} with the controls' names in the active language (src/ui/app/portal-tree.tsx asks again
 * when the language changes).
 * @param i18n - the catalogue, its language active.
 * @returns the props for `<MantineProvider>`, the same object for the same language.
 */
export function mantineProviderPropsIn(i18n: I18n): typeof mantineProviderProps {
  const locale = i18n.locale;
  let props = providerPropsByLocale.get(locale);
  if (!props) {
    props = { ...mantineProviderProps, theme: themeIn((words) => i18n._(words)) };
    providerPropsByLocale.set(locale, props);
  }
  return props;
}

/** One theme per language, made once: the provider's consumers re-render only when the language changes. */
const providerPropsByLocale = new Map<string, typeof mantineProviderProps>();
