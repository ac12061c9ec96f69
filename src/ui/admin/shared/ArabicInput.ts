/**
 * An Arabic text as typed beside its English one: trimmed, and blank sent as null (none written),
 * so the storefront shows the English rather than an empty text.
 */
export function arabicOrNull(text: string): string | null {
  const trimmed = text.trim();
  return trimmed === '' ? null : trimmed;
}

/** The props that make an input take Arabic: right to left, and named Arabic for spelling and screen readers. */
export const ARABIC_INPUT = { dir: 'rtl', lang: 'ar' } as const;

/** The props that keep an English input left to right and named English, on a back office shown in Arabic too. */
export const ENGLISH_INPUT = { dir: 'ltr', lang: 'en' } as const;
