import { describe, expect, it } from 'vitest';
import { DEFAULT_THEME, luminance, mergeMantineTheme } from '@mantine/core';
import { PROMO_STATE_COLOURS } from '../../../../src/ui/admin/promocodes/PromoStateBadge';
import { cssVariablesResolver, theme } from '../../../../src/ui/theme';

const contrast = (first: string, second: string) => {
  const [lighter, darker] = [luminance(first), luminance(second)].sort((a, b) => b - a) as [number, number];
  return (lighter + 0.05) / (darker + 0.05);
};

describe("PromoStateBadge: each state's light badge reads at 4.5:1 or more", () => {
  const resolved = mergeMantineTheme(DEFAULT_THEME, theme);
  const lightVariables = cssVariablesResolver(resolved).light;

  it.each(Object.entries(PROMO_STATE_COLOURS))('%s in %s', (_, colour) => {
    const shades = resolved.colors[colour]!;
    // Mantine's light variant writes --mantine-color-<colour>-light-color (shade 9 unless the theme darkens it) on shade 1.
    const text = lightVariables[`--mantine-color-${colour}-light-color`] ?? shades[9];
    expect(contrast(text, shades[1])).toBeGreaterThanOrEqual(4.5);
  });
});
