import { type CartLineNameParts, cartLineName } from '@tiara/domain/cart';
import type { Language } from '@tiara/domain/language';
import type { VariantNames } from '@tiara/domain/variant-selector';
import { variantNamesAr } from '../../../src/locales/shared/ar/variantNamesAr';
import { variantNamesEn } from '../../../src/locales/shared/en/variantNamesEn';

/** A variant's side, size and option in each language. */
const VARIANT_NAMES: Readonly<Record<Language, VariantNames>> = { en: variantNamesEn, ar: variantNamesAr };

export interface OrderLineNames {
  /** SPEC's product_name: the line in English. */
  readonly name: string;
  /** The line in Arabic; null where it reads as the English (nothing of it has an Arabic of its own). */
  readonly nameAr: string | null;
}

/**
 * The names an order keeps of a line at ordering time, each made from the line's parts in that
 * language (`partsIn`: a part without Arabic gives its English) by the rule the cart names its
 * lines with, so the order names a line as the cart showed it.
 */
export function orderLineNames(partsIn: (language: Language) => CartLineNameParts): OrderLineNames {
  const name = lineNameIn('en', partsIn);
  const nameAr = lineNameIn('ar', partsIn);
  return { name, nameAr: nameAr === name ? null : nameAr };
}

/** The line's name as a reader of `language` reads it. */
function lineNameIn(language: Language, partsIn: (language: Language) => CartLineNameParts): string {
  return cartLineName(partsIn(language), VARIANT_NAMES[language], language);
}
