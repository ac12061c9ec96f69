/*
 * Arabic is written with optional vowel marks (تشكيل), a stretching stroke (ـ) and several
 * spellings of the same letter (أ إ آ ا, ة ه, ى ي) that shoppers type interchangeably, so
 * "كمبوزيت" must find "كُمبوزيت". Folding both sides to one spelling is what "case-insensitive"
 * means for Arabic.
 */
const ARABIC_MARKS = /[\u064B-\u065F\u0670\u0640]/g;
const ALEF_FORMS = /[\u0622\u0623\u0625\u0671]/g;
const TAA_MARBUTA = /\u0629/g;
const ALEF_MAKSURA = /\u0649/g;
const HAS_ARABIC = /[\u0600-\u06FF]/;

/** Whether a text has Arabic letters or marks, the only text folding changes beyond case and trimming. */
export function hasArabic(text: string): boolean {
  return HAS_ARABIC.test(text);
}

/** The text a search compares: trimmed, lower-cased, and Arabic letters folded to one spelling. */
export function foldForSearch(text: string): string {
  const lower = text.toLowerCase();
  // Latin-only text (most of the catalogue) skips the Arabic passes.
  if (!hasArabic(lower)) return lower.trim();
  // Trimmed last: a mark left beside a space must not keep the space from being trimmed.
  return lower.replace(ARABIC_MARKS, '').replace(ALEF_FORMS, '\u0627').replace(TAA_MARBUTA, '\u0647').replace(ALEF_MAKSURA, '\u064A').trim();
}
