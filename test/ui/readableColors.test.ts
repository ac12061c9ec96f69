/** The text colours of src/ui/readableColors.css read at WCAG AA's 4.5:1 where the shop writes them. */
import { describe, expect, it } from 'vitest';
import { colourOf, contrast, declaredColours as declared, palette } from './support/readableColours';

const MIN_TEXT_CONTRAST = 4.5;
const WHITE = '#ffffff';

describe('readable colours', () => {
  it('dims text to a grey that reads on white, on the footer and on the hero', () => {
    for (const background of [WHITE, palette['gray']![1]!, palette['cyan']![0]!]) expect(contrast(colourOf('--mantine-color-dimmed'), background)).toBeGreaterThanOrEqual(MIN_TEXT_CONTRAST);
  });

  it("writes a form's errors in a red that reads on white", () => {
    expect(contrast(colourOf('--mantine-color-error'), WHITE)).toBeGreaterThanOrEqual(MIN_TEXT_CONTRAST);
  });

  it('writes shades 8 and 9 of every colour readably on white, and under white text', () => {
    for (const name of Object.keys(palette)) {
      for (const shade of [8, 9]) {
        const variable = `--mantine-color-${name}-${shade}`;
        const colour = declared.has(variable) ? colourOf(variable) : palette[name]![shade]!;
        expect(contrast(colour, WHITE), variable).toBeGreaterThanOrEqual(MIN_TEXT_CONTRAST);
      }
    }
  });

  it('gives every light variant whose shade 9 does not read on its shade 1 a text colour that does', () => {
    const unreadable = Object.keys(palette).filter((name) => contrast(palette[name]![9]!, palette[name]![1]!) < MIN_TEXT_CONTRAST);
    expect(unreadable.length).toBeGreaterThan(0);
    for (const name of unreadable) expect(contrast(colourOf(`--mantine-color-${name}-light-color`), palette[name]![1]!), name).toBeGreaterThanOrEqual(MIN_TEXT_CONTRAST);
    const lightColours = [...declared.keys()].filter((variable) => variable.endsWith('-light-color'));
    expect(lightColours.sort()).toEqual(unreadable.map((name) => `--mantine-color-${name}-light-color`).sort());
  });
});
