import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { DEFAULT_THEME, luminance } from '@mantine/core';

/** WCAG's contrast ratio of two colours. */
export function contrast(first: string, second: string): number {
  const [lighter, darker] = [luminance(first), luminance(second)].sort((a, b) => b - a) as [number, number];
  return (lighter + 0.05) / (darker + 0.05);
}

const css = readFileSync(join(import.meta.dirname, '../../../src/ui/readableColors.css'), 'utf8');
/** The colour variables src/ui/readableColors.css sets over Mantine's defaults. */
export const declaredColours = new Map([...css.matchAll(/(--mantine-color-[\w-]+):\s*([^;]+);/g)].map(([, name, value]) => [name!, value!.trim()]));
export const palette = DEFAULT_THEME.colors as unknown as Record<string, readonly string[]>;

/** A declared value as a colour: `var(--mantine-color-gray-7)` is read from Mantine's palette. */
export function colourOf(variable: string): string {
  const value = declaredColours.get(variable);
  if (value === undefined) throw new Error(`readableColors.css does not set ${variable}`);
  const shade = /^var\(--mantine-color-(\w+)-(\d)\)$/.exec(value);
  return shade ? palette[shade[1]!]![Number(shade[2])]! : value;
}

/** The text colour of a colour's light variant (a light badge): the stylesheet's, else Mantine's shade 9. */
export function lightVariantText(colour: string): string {
  const variable = `--mantine-color-${colour}-light-color`;
  return declaredColours.has(variable) ? colourOf(variable) : palette[colour]![9]!;
}
