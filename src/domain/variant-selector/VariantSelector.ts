import { fail, ok, type Result } from '../result';
import type { VariantNames } from './VariantParts';

export interface Variant {
  readonly id: number;
  readonly sku: string;
  readonly quantity: number;
  readonly side: number | null;
  readonly size: string | null;
  readonly option: number | null;
  readonly onlyOneOption: boolean;
}

/**
 * Which selectors a variant product shows: side and size, size alone, option alone, or none (a
 * single unlabelled variant).
 */
export type VariantMode = 'side-size' | 'size-only' | 'option-only' | 'none';

export interface VariantSelection {
  readonly side: number | null;
  readonly size: string | null;
  readonly option: number | null;
}

export interface SizeChoice {
  readonly size: string;
  readonly outOfStock: boolean;
}

/** Why a selection cannot go to the cart; the product page turns it into a text. */
export type VariantProblem = 'invalid-combination' | 'out-of-stock' | 'more-than-we-can-offer';

export interface OptionChoice {
  readonly option: number;
  readonly outOfStock: boolean;
}

export const EMPTY_SELECTION: VariantSelection = { side: null, size: null, option: null };

/**
 * The only_one_option flag wins because it marks products sold by option alone even when the
 * back office left sides or sizes on the record; otherwise the richest pairing present decides.
 */
export function variantModeOf(variants: readonly Variant[]): VariantMode {
  if (variants.some((v) => v.onlyOneOption && v.option !== null)) return 'option-only';
  if (variants.some((v) => v.side !== null && v.size !== null)) return 'side-size';
  if (variants.some((v) => v.size !== null)) return 'size-only';
  if (variants.some((v) => v.option !== null)) return 'option-only';
  return 'none';
}

/**
 * Numeric-aware size order ('2' < '10' < '10A'), then by code unit so that distinct sizes never
 * compare equal. Runs of digits compare by value, everything else character by character.
 */
export function compareSizes(a: string, b: string): number {
  const left = a.match(/\d+|\D+/g) ?? [];
  const right = b.match(/\d+|\D+/g) ?? [];
  const length = Math.min(left.length, right.length);
  for (let i = 0; i < length; i += 1) {
    const x = left[i] as string;
    const y = right[i] as string;
    if (x === y) continue;
    const xDigits = /^\d/.test(x);
    const yDigits = /^\d/.test(y);
    if (xDigits && yDigits) {
      const byValue = compareDigitRuns(x, y);
      if (byValue !== 0) return byValue;
    } else if (xDigits !== yDigits) {
      return xDigits ? -1 : 1;
    } else {
      return x < y ? -1 : 1;
    }
  }
  if (left.length !== right.length) return left.length - right.length;
  return a < b ? -1 : a > b ? 1 : 0;
}

// Compared as text so that sizes longer than a safe integer still order correctly.
function compareDigitRuns(x: string, y: string): number {
  const a = x.replace(/^0+(?=\d)/, '');
  const b = y.replace(/^0+(?=\d)/, '');
  if (a.length !== b.length) return a.length - b.length;
  return a < b ? -1 : a > b ? 1 : 0;
}

function inStock(variant: Variant): boolean {
  return variant.quantity > 0;
}

function withSize(variant: Variant): variant is Variant & { readonly size: string } {
  return variant.size !== null;
}

/** Sides that have at least one size, ascending, so the first is Upper Right whenever it is on offer. */
export function sidesOf(variants: readonly Variant[]): number[] {
  const sides = new Set<number>();
  for (const variant of variants) if (variant.side !== null && variant.size !== null) sides.add(variant.side);
  return [...sides].sort((a, b) => a - b);
}

/**
 * The sizes offered for a side (null: the variants without a side), ascending and distinct. A
 * size is out of stock only when every variant carrying it is.
 */
export function sizesFor(variants: readonly Variant[], side: number | null): SizeChoice[] {
  const stocked = new Map<string, boolean>();
  for (const variant of variants) {
    if (variant.side !== side || !withSize(variant)) continue;
    stocked.set(variant.size, (stocked.get(variant.size) ?? false) || inStock(variant));
  }
  return [...stocked.keys()].sort(compareSizes).map((size) => ({ size, outOfStock: !stocked.get(size) }));
}

/** The options on offer, ascending; an option is out of stock only when every variant carrying it is. */
export function optionsOf(variants: readonly Variant[]): OptionChoice[] {
  const stocked = new Map<number, boolean>();
  for (const variant of variants) {
    if (variant.option === null) continue;
    stocked.set(variant.option, (stocked.get(variant.option) ?? false) || inStock(variant));
  }
  return [...stocked.keys()].sort((a, b) => a - b).map((option) => ({ option, outOfStock: !stocked.get(option) }));
}

function sideForMode(mode: VariantMode, side: number | null): number | null {
  return mode === 'side-size' ? side : null;
}

/** The first side, the first size of that side and the first option, as far as the mode uses them. */
export function initialSelection(variants: readonly Variant[]): VariantSelection {
  const mode = variantModeOf(variants);
  switch (mode) {
    case 'side-size': {
      const side = sidesOf(variants)[0] ?? null;
      return { side, size: sizesFor(variants, side)[0]?.size ?? null, option: null };
    }
    case 'size-only':
      return { side: null, size: sizesFor(variants, null)[0]?.size ?? null, option: null };
    case 'option-only':
      return { side: null, size: null, option: optionsOf(variants)[0]?.option ?? null };
    case 'none':
      return EMPTY_SELECTION;
  }
}

/** Changing side recomputes the sizes and selects the first of them (SPEC §4), or none when the side has none. */
export function selectSide(variants: readonly Variant[], selection: VariantSelection, side: number): VariantSelection {
  return { ...selection, side, size: sizesFor(variants, side)[0]?.size ?? null };
}

/**
 * Selects a size offered for the selected side; any other size leaves the selection unchanged.
 * Out-of-stock sizes stay selectable here: the view disables them and checkVariantStock guards the cart.
 */
export function selectSize(variants: readonly Variant[], selection: VariantSelection, size: string): VariantSelection {
  const side = sideForMode(variantModeOf(variants), selection.side);
  return sizesFor(variants, side).some((choice) => choice.size === size) ? { ...selection, size } : selection;
}

/** Selects an option on offer; any other option leaves the selection unchanged. */
export function selectOption(variants: readonly Variant[], selection: VariantSelection, option: number): VariantSelection {
  return optionsOf(variants).some((choice) => choice.option === option) ? { ...selection, option } : selection;
}

/** The variant the selection points at: side and size, size alone or option alone, depending on the mode. */
export function matchVariant(variants: readonly Variant[], selection: VariantSelection): Variant | undefined {
  switch (variantModeOf(variants)) {
    case 'side-size':
      return selection.side === null || selection.size === null
        ? undefined
        : variants.find((v) => v.side === selection.side && v.size === selection.size);
    case 'size-only':
      return selection.size === null ? undefined : variants.find((v) => v.side === null && v.size === selection.size);
    case 'option-only':
      return selection.option === null ? undefined : variants.find((v) => v.option === selection.option);
    case 'none':
      return variants[0];
  }
}

/** matchVariant as a Result, for the add-to-cart path. */
export function requireVariant(variants: readonly Variant[], selection: VariantSelection): Result<Variant, { readonly code: VariantProblem }> {
  const variant = matchVariant(variants, selection);
  return variant ? ok(variant) : fail({ code: 'invalid-combination' });
}

/** The stock re-fetched just before adding decides, not the figure loaded with the page (SPEC §5). */
export function checkVariantStock(liveQuantity: number, requested: number): Result<void, { readonly code: VariantProblem }> {
  if (!(liveQuantity > 0)) return fail({ code: 'out-of-stock' });
  if (liveQuantity < requested) return fail({ code: 'more-than-we-can-offer' });
  return ok(undefined);
}

/**
 * The cart line name, its parts named by `names` and joined by `separator` (an Arabic name's by
 * the Arabic comma): 'NuSmile ZR Crown – Upper Right, size 4' in the catalogue's names; the
 * product name alone when the variant carries nothing.
 */
export function variantCartName(productName: string, variant: Pick<Variant, 'side' | 'size' | 'option'>, names: VariantNames, separator = ', '): string {
  const parts: string[] = [];
  if (variant.side !== null) parts.push(names.side(variant.side));
  if (variant.size !== null) parts.push(names.size(variant.size));
  if (variant.option !== null) parts.push(names.option(variant.option));
  return parts.length === 0 ? productName : `${productName} – ${parts.join(separator)}`;
}
