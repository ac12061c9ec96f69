import { type Piasters, piastersFromPounds } from '../money';
import { type Result, fail, ok } from '../result';

/** A price range as the price boxes give it, in piasters; null is open. */
export interface PriceRange {
  readonly minPrice: Piasters | null;
  readonly maxPrice: Piasters | null;
}

/** Why typed prices cannot become the range: a box that holds no amount, or a minimum above the maximum. */
export type PriceRangeProblem = 'min-not-an-amount' | 'max-not-an-amount' | 'min-above-max';

/** Arabic-Indic and Persian digits, and the Arabic decimal and thousands separators, as a phone's Arabic keyboard types them. */
const ARABIC_DIGITS = /[\u0660-\u0669\u06F0-\u06F9\u066B\u066C]/g;

function latinDigits(text: string): string {
  return text.replace(ARABIC_DIGITS, (character) => {
    const code = character.charCodeAt(0);
    if (code === 0x066b) return '.';
    if (code === 0x066c) return ',';
    return String((code >= 0x06f0 ? code - 0x06f0 : code - 0x0660));
  });
}

/**
 * A price typed in EGP, in piasters: digits in either script, thousands grouped with commas
 * ("1,500") and at most two decimals after a point or a comma ("12.5", "12,50"). Null for a
 * blank box (no bound); undefined for anything else (negative numbers and words included).
 */
export function priceBoundFromText(text: string): Piasters | null | undefined {
  const typed = latinDigits(text.trim());
  if (typed === '') return null;
  const ungrouped = /^\d{1,3}(,\d{3})+(\.\d{0,2})?$/.test(typed) ? typed.replaceAll(',', '') : typed;
  if (!/^\d{1,9}([.,]\d{0,2})?$/.test(ungrouped)) return undefined;
  return piastersFromPounds(Number(ungrouped.replace(',', '.')));
}

/**
 * The range the price boxes ask for, or why it cannot be applied. Unlike an address, which may be
 * typed by hand and is read leniently (`normaliseFilter` swaps a range given backwards), a form
 * says what is wrong and applies nothing until it is fixed.
 */
export function readPriceRange(minText: string, maxText: string): Result<PriceRange, PriceRangeProblem> {
  const minPrice = priceBoundFromText(minText);
  const maxPrice = priceBoundFromText(maxText);
  if (minPrice === undefined) return fail('min-not-an-amount');
  if (maxPrice === undefined) return fail('max-not-an-amount');
  if (minPrice !== null && maxPrice !== null && minPrice > maxPrice) return fail('min-above-max');
  return ok({ minPrice, maxPrice });
}
