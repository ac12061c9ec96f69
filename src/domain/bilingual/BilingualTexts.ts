import type { Language } from '../language';

/** One row of a product's specifications: "Material" – "Stainless steel". */
export interface Specification {
  readonly name: string;
  readonly value: string;
}

/** Something is written: not absent, and not only spaces. */
export function isWritten(text: string | null | undefined): text is string {
  return text !== null && text !== undefined && text.trim() !== '';
}

/**
 * What a reader of `language` sees of a list kept in both languages (a product's features): the
 * Arabic list whole where any item of it is written, else the English one.
 */
export function shownList(language: Language, english: readonly string[], arabic: readonly string[] | null | undefined): readonly string[] {
  return language === 'ar' && arabic && arabic.some(isWritten) ? arabic : english;
}

/**
 * What a reader of `language` sees of a product's specifications: the English rows, each name and
 * value in Arabic where the Arabic row at the same place has it written. The Arabic rows are edited
 * beside the English ones, so a row half written in Arabic shows its other half in English rather
 * than nothing; Arabic rows beyond the English ones belong to no row and are not shown.
 */
export function shownSpecifications(language: Language, english: readonly Specification[], arabic: readonly Specification[] | null | undefined): readonly Specification[] {
  if (language !== 'ar' || !arabic || arabic.length === 0) return english;
  return english.map((row, index) => {
    const translated = arabic[index];
    return {
      name: isWritten(translated?.name) ? translated.name : row.name,
      value: isWritten(translated?.value) ? translated.value : row.value,
    };
  });
}

/** A text whose English is written and whose Arabic is not: a reader of Arabic sees the English. */
export function lacksArabic(english: string, arabic: string | null | undefined): boolean {
  return isWritten(english) && !isWritten(arabic);
}

/** A list with an English item written and no Arabic item: a reader of Arabic sees the English list (see shownList). */
export function lacksArabicList(english: readonly string[], arabic: readonly string[] | null | undefined): boolean {
  return english.some(isWritten) && !(arabic ?? []).some(isWritten);
}

/** Specifications with an English name or value whose Arabic beside it is not written (see shownSpecifications). */
export function lacksArabicSpecifications(english: readonly Specification[], arabic: readonly Specification[] | null | undefined): boolean {
  return english.some((row, index) => lacksArabic(row.name, arabic?.[index]?.name) || lacksArabic(row.value, arabic?.[index]?.value));
}

/** A product's customer-facing texts in both languages; null Arabic: none written. */
export interface ProductTexts {
  readonly name: string;
  readonly nameAr: string | null;
  readonly description: string;
  readonly descriptionAr: string | null;
  readonly features: readonly string[];
  readonly featuresAr: readonly string[] | null;
  readonly specifications: readonly Specification[];
  readonly specificationsAr: readonly Specification[] | null;
}

export const PRODUCT_TEXT_FIELDS = ['name', 'description', 'features', 'specifications'] as const;
export type ProductTextField = (typeof PRODUCT_TEXT_FIELDS)[number];

/** The texts of a product a reader of Arabic would read in English, in the order of PRODUCT_TEXT_FIELDS. */
export function productArabicGaps(product: ProductTexts): ProductTextField[] {
  const lacking: Record<ProductTextField, boolean> = {
    name: lacksArabic(product.name, product.nameAr),
    description: lacksArabic(product.description, product.descriptionAr),
    features: lacksArabicList(product.features, product.featuresAr),
    specifications: lacksArabicSpecifications(product.specifications, product.specificationsAr),
  };
  return PRODUCT_TEXT_FIELDS.filter((field) => lacking[field]);
}
