import { describe, expect, it } from 'vitest';
import fc from 'fast-check';
import {
  BEST_SELLER_IDS,
  CATEGORIES,
  categoryName,
  isOutOfStock,
  queryCatalog,
} from '@tiara/domain/catalog-query';
import { bestSellerMessagesEn as BestSellerMessages } from '../../../src/locales/shared/en/bestSellerMessagesEn';
import { catalogQueryMessagesEn as CatalogMessages } from '../../../src/locales/shared/en/catalogQueryMessagesEn';

const showingText = CatalogMessages.showing;

describe('catalog messages (SPEC §2, §8)', () => {
  it.each([
    [CatalogMessages.empty, 'No products found'],
    [CatalogMessages.loadError, 'Error in getting products'],
    [CatalogMessages.outOfStock, 'OUT OF STOCK'],
    [CatalogMessages.unavailable, 'Currently unavailable'],
    [CatalogMessages.viewOptions, 'View Options'],
    [BestSellerMessages.loadError, 'Failed to load best sellers'],
    [BestSellerMessages.retry, 'Try Again'],
    [BestSellerMessages.empty, 'No best sellers available at the moment.'],
  ])('%j is exactly %j', (actual, expected) => {
    expect(actual).toBe(expected);
  });

  it('lists best sellers 51, 50, 5, 4 in that order', () => {
    expect(BEST_SELLER_IDS).toEqual([51, 50, 5, 4]);
  });
});

describe('showingText', () => {
  const items = Array.from({ length: 25 }, (_, i) => ({ name: `P${i}`, categoryName: 'NuSmile', price: 100, isActive: true }));

  it.each([
    [1, 10, 'Showing 1 to 10 of 25 products'],
    [3, 10, 'Showing 21 to 25 of 25 products'],
    [1, 48, 'Showing 1 to 25 of 25 products'],
    [9, 24, 'Showing 25 to 25 of 25 products'],
  ])('page %d at %d per page reads %j', (page, perPage, expected) => {
    expect(showingText(queryCatalog(items, { search: '', sort: 'default', page, perPage }))).toBe(expected);
  });

  it('reads "Showing 0 to 0 of 0 products" when nothing matches', () => {
    expect(showingText(queryCatalog(items, { search: 'none', sort: 'default', page: 1, perPage: 10 }))).toBe(
      'Showing 0 to 0 of 0 products',
    );
  });

  it('always reports from <= to <= total on a non-empty page', () => {
    fc.assert(
      fc.property(fc.integer({ min: 1, max: 25 }), fc.integer({ min: 1, max: 60 }), fc.constantFrom(8, 10, 12), (count, page, perPage) => {
        const result = queryCatalog(items.slice(0, count), { search: '', sort: 'default', page, perPage });
        expect(showingText(result)).toBe(`Showing ${result.from} to ${result.to} of ${count} products`);
        expect(result.from).toBeGreaterThanOrEqual(1);
        expect(result.from).toBeLessThanOrEqual(result.to);
        expect(result.to).toBeLessThanOrEqual(count);
      }),
      { numRuns: 300 },
    );
  });
});

describe('isOutOfStock (quantity <= 0)', () => {
  it.each([
    [-1, true],
    [0, true],
    [Number.NaN, true],
    [1, false],
    [250, false],
  ])('quantity %d is out of stock: %s', (quantity, expected) => {
    expect(isOutOfStock(quantity)).toBe(expected);
  });
});

describe('categories (SPEC §3 fixed list)', () => {
  it('is All Categories, Premier Dental Products, Avalon Biomed, NuSmile with ids 0 to 3', () => {
    expect(CATEGORIES).toEqual([
      { id: 0, name: 'All Categories' },
      { id: 1, name: 'Premier Dental Products' },
      { id: 2, name: 'Avalon Biomed' },
      { id: 3, name: 'NuSmile' },
    ]);
  });

  it.each([
    [0, 'All Categories'],
    [1, 'Premier Dental Products'],
    [2, 'Avalon Biomed'],
    [3, 'NuSmile'],
    [4, undefined],
    [-1, undefined],
  ])('categoryName(%d) is %j', (id, expected) => {
    expect(categoryName(id)).toBe(expected);
  });
});
