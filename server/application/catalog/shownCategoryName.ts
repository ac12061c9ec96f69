import { categoryName } from '@tiara/domain/catalog-query';
import type { Language } from '@tiara/domain/language';
import { categoryNamesAr } from '../../../src/locales/shared/ar/categoryNamesAr';

/** A fixed category's name in the reader's language; empty for an id outside the list. */
export function shownCategoryName(language: Language, categoryId: number): string {
  const english = categoryName(categoryId) ?? '';
  if (language !== 'ar' || english === '') return english;
  return categoryNamesAr[categoryId as keyof typeof categoryNamesAr];
}
