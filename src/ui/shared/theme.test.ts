/**
 * The theme's colours are readable as small text (issue 30 item 8; WCAG 1.4.3, 4.5:1): shades 8 and 9
 * of every palette, the shades Mantine uses for text, on the light surfaces text sits on.
 */
import { DEFAULT_THEME, luminance, mergeMantineTheme } from '@mantine/core';
import { theme } from './theme';

/** WCAG 2 contrast ratio of two colours. */
function contrast(a: string, b: string): number {
  const [high, low] = [luminance(a), luminance(b)].sort((x, y) => y - x) as [number, number];
  return (high + 0.05) / (low + 0.05);
}

const merged = mergeMantineTheme(DEFAULT_THEME, theme);
const gray = merged.colors.gray;

describe('the theme colours', () => {
  it.each(Object.keys(merged.colors).filter((name) => name !== 'dark'))(
    '%s: shades 8 and 9 reach 4.5:1 on white, striped and hovered rows; shade 9 on its shade 1',
    (name) => {
      const palette = merged.colors[name];
      if (!palette) throw new Error(`no ${name}`);
      const low: string[] = [];
      for (const [shade, surfaces] of [
        [8, { white: '#ffffff', 'gray.0': gray[0], 'gray.1': gray[1] }],
        [9, { white: '#ffffff', 'gray.0': gray[0], 'gray.1': gray[1], [`${name}.1`]: palette[1] }],
      ] as const) {
        for (const [surface, colour] of Object.entries(surfaces)) {
          const ratio = contrast(palette[shade], colour);
          if (ratio < 4.5) low.push(`${name}.${shade} ${palette[shade]} on ${surface}: ${ratio.toFixed(2)}:1`);
        }
      }
      expect(low).toEqual([]);
    },
  );

  it('keeps shade 9 at least as dark as shade 8', () => {
    for (const [name, palette] of Object.entries(merged.colors)) {
      expect(luminance(palette[9]), name).toBeLessThanOrEqual(luminance(palette[8]));
    }
  });
});
