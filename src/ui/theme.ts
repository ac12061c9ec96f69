import { type CSSVariablesResolver, createTheme, darken, luminance } from '@mantine/core';

export const theme = createTheme({
  primaryColor: 'cyan',
  // Shade 9 is the brand's #0b7285: white button labels on it, and links in it on white or on the
  // footer's gray.1, read at 5:1 or more, where shade 8 stayed under WCAG AA's 4.5:1.
  primaryShade: 9,
  fontFamily: 'system-ui, -apple-system, "Segoe UI", Roboto, "Noto Sans Arabic", sans-serif',
  defaultRadius: 'md',
});

/** WCAG AA's least contrast for text under 18.66 px bold or 24 px regular. */
const MIN_TEXT_CONTRAST = 4.5;
const DARKEN_STEP = 0.02;

function contrast(first: string, second: string): number {
  const [lighter, darker] = [luminance(first), luminance(second)].sort((a, b) => b - a) as [number, number];
  return (lighter + 0.05) / (darker + 0.05);
}

/** `text` darkened just enough to read on `background`. */
function readableOn(text: string, background: string): string {
  let amount = 0;
  while (contrast(darken(text, amount), background) < MIN_TEXT_CONTRAST) amount += DARKEN_STEP;
  return darken(text, amount);
}

/**
 * Mantine's default dimmed text (gray.6) reads at 3.3:1 on white and 3:1 on the footer; gray.7
 * reads at 7:1 or more on white, on the footer's gray.1 and on the hero's cyan.0. Light variants
 * (badges, alerts) write shade 9 on shade 1, which falls under 4.5:1 for green, teal, lime, yellow
 * and orange; those get their shade 9 darkened until it reads.
 */
export const cssVariablesResolver: CSSVariablesResolver = (resolvedTheme) => {
  const lightVariantTexts = Object.entries(resolvedTheme.colors).flatMap(([name, shades]) =>
    contrast(shades[9], shades[1]) < MIN_TEXT_CONTRAST ? [[`--mantine-color-${name}-light-color`, readableOn(shades[9], shades[1])]] : [],
  );
  return {
    variables: {},
    light: { '--mantine-color-dimmed': 'var(--mantine-color-gray-7)', ...Object.fromEntries(lightVariantTexts) },
    dark: {},
  };
};
