import type { FastifyReply } from 'fastify';
import type { Language } from '@tiara/domain/language';
import { categoryNamesAr } from '../../src/locales/shared/ar/categoryNamesAr';
import { categoryName } from '@tiara/domain/catalog-query';

/** A fixed category's name in the reader's language; empty for an id outside the list. */
export function shownCategoryName(language: Language, categoryId: number): string {
  const english = categoryName(categoryId) ?? '';
  if (language !== 'ar' || english === '') return english;
  return categoryNamesAr[categoryId as keyof typeof categoryNamesAr];
}

/**
 * Marks an answer that depends on the reader's language, so that a shared cache keeps one copy per
 * language. Set before sending: the compression hook then adds Accept-Encoding beside it.
 */
export function variesByLanguage(reply: FastifyReply): FastifyReply {
  return reply.header('vary', 'Accept-Language');
}
