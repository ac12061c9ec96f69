import type { CatalogPage } from './CatalogQuery';

export const CatalogMessages = {
  empty: 'No products found',
  loadError: 'Error in getting products',
  outOfStock: 'OUT OF STOCK',
  unavailable: 'Currently unavailable',
  viewOptions: 'View Options',
} as const;

/** 'Showing X to Y of Z products'; an empty list reads 'Showing 0 to 0 of 0 products'. */
export function showingText(page: Pick<CatalogPage<unknown>, 'from' | 'to' | 'total'>): string {
  return `Showing ${page.from} to ${page.to} of ${page.total} products`;
}

export function isOutOfStock(quantity: number): boolean {
  // A missing or garbled stock figure must not let the product be sold.
  return !(quantity > 0);
}
