import type { CatalogPage } from '@tiara/domain/catalog-query';

/** The product list's texts, SPEC's words character for character. */
export const catalogQueryMessagesEn = {
  empty: 'No products found',
  loadError: 'Error in getting products',
  outOfStock: 'OUT OF STOCK',
  unavailable: 'Currently unavailable',
  viewOptions: 'View Options',
  /** 'Showing X to Y of Z products'; an empty list reads 'Showing 0 to 0 of 0 products'. */
  showing: (page: Pick<CatalogPage<unknown>, 'from' | 'to' | 'total'>): string =>
    `Showing ${page.from} to ${page.to} of ${page.total} products`,
};
