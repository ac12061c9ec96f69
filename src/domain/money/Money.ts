/**
 * Money is held as an integer number of piasters (1 EGP = 100 piasters) so that sums never
 * drift the way binary fractions do. The API speaks in pounds; convert at the edge.
 */
export type Piasters = number;

export const PIASTERS_PER_POUND = 100;

/** Pounds as the API sends them (for example 12.5) to whole piasters, rounded half away from zero. */
export function piastersFromPounds(pounds: number): Piasters {
  if (!Number.isFinite(pounds)) throw new RangeError(`Not an amount of money: ${pounds}`);
  const scaled = Math.round(Math.abs(pounds) * PIASTERS_PER_POUND);
  return pounds < 0 ? -scaled : scaled;
}

export function poundsFromPiasters(piasters: Piasters): number {
  return piasters / PIASTERS_PER_POUND;
}

/** Payment gateways take amounts in minor units: the pound total times 100, which is the piaster count. */
export function minorUnits(piasters: Piasters): number {
  return piasters;
}

export function isPiasters(value: unknown): value is Piasters {
  return typeof value === 'number' && Number.isSafeInteger(value);
}

/**
 * Latin digits with comma grouping in every language the shop speaks (issue 16 chose "1,000 ج.م"
 * over Arabic-Indic digits), so the figure itself does not depend on the language.
 */
const wholeFormat = new Intl.NumberFormat('en-US', { maximumFractionDigits: 0 });
const centsFormat = new Intl.NumberFormat('en-US', { minimumFractionDigits: 2, maximumFractionDigits: 2 });

/** The figure of an amount: "2,900", "12.50", "-50": whole pounds without decimals, otherwise two decimals. */
export function poundsText(piasters: Piasters): string {
  const pounds = poundsFromPiasters(piasters);
  return piasters % PIASTERS_PER_POUND === 0 ? wholeFormat.format(pounds) : centsFormat.format(pounds);
}

/**
 * SPEC's English price: "2,900 EGP", "12.50 EGP", "-50 EGP". Texts in a chosen language use
 * formatPrice (src/locales/format/formatPrice.ts), which writes the Arabic sign after the figure.
 */
export function formatEgp(piasters: Piasters): string {
  return `${poundsText(piasters)} EGP`;
}

/** Percent of an amount, rounded to the nearest piaster (used for percent promos and the tax figure). */
export function percentOf(piasters: Piasters, percent: number): Piasters {
  return Math.round((piasters * percent) / 100);
}

export function sumPiasters(amounts: readonly Piasters[]): Piasters {
  let total = 0;
  for (const amount of amounts) total += amount;
  return total;
}
