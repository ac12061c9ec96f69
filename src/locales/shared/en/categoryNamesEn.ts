import { CATEGORIES } from '@tiara/domain/catalog-query';

/**
 * The fixed categories' names by category id (SPEC §3). The list and its ids live in the domain;
 * this table is what a reader sees, so the Arabic table can stand beside it.
 */
export const categoryNamesEn = {
  0: CATEGORIES[0].name,
  1: CATEGORIES[1].name,
  2: CATEGORIES[2].name,
  3: CATEGORIES[3].name,
} as const satisfies Readonly<Record<(typeof CATEGORIES)[number]['id'], string>>;
