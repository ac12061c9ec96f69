import { describe, expect, it } from 'vitest';
import fc from 'fast-check';
import { type ActiveFilter, type CatalogParams, DEFAULT_CATALOG_PARAMS, SORT_OPTIONS, activeFilters, withoutFilter, withoutFilters } from '@tiara/domain/catalog-query';

const filtered: CatalogParams = { ...DEFAULT_CATALOG_PARAMS, category: 3, search: 'crown', sort: 'price-asc', page: 4, perPage: 24, brands: ['NuSmile', 'PediaZir'], minPrice: 10_000, maxPrice: 200_000 };

describe('activeFilters (the chips above the product list)', () => {
  it('are none for the whole catalogue, whatever the search, sort or page', () => {
    expect(activeFilters({ ...DEFAULT_CATALOG_PARAMS, search: 'etch', sort: 'name-desc', page: 3 })).toEqual([]);
  });

  it('are the category, each brand, then the minimum and the maximum price', () => {
    expect(activeFilters(filtered)).toEqual([
      { kind: 'category', category: 3 },
      { kind: 'brand', brand: 'NuSmile' },
      { kind: 'brand', brand: 'PediaZir' },
      { kind: 'min-price', amount: 10_000 },
      { kind: 'max-price', amount: 200_000 },
    ]);
  });
});

describe('withoutFilter and withoutFilters (removing a chip, Clear all)', () => {
  it.each<[ActiveFilter, Partial<CatalogParams>]>([
    [{ kind: 'category', category: 3 }, { category: 0 }],
    [{ kind: 'brand', brand: 'nusmile ' }, { brands: ['PediaZir'] }],
    [{ kind: 'min-price', amount: 10_000 }, { minPrice: null }],
    [{ kind: 'max-price', amount: 200_000 }, { maxPrice: null }],
  ])('removing %j leaves everything else, from page 1', (filter, change) => {
    expect(withoutFilter(filtered, filter)).toEqual({ ...filtered, ...change, page: 1 });
  });

  it('Clear all turns every filter off and keeps the search, sort and page size', () => {
    expect(withoutFilters(filtered)).toEqual({ ...DEFAULT_CATALOG_PARAMS, search: 'crown', sort: 'price-asc', perPage: 24 });
  });

  const paramsArb: fc.Arbitrary<CatalogParams> = fc.record({
    category: fc.integer({ min: 0, max: 3 }),
    search: fc.constantFrom('', 'crown'),
    sort: fc.constantFrom(...SORT_OPTIONS),
    page: fc.integer({ min: 1, max: 9 }),
    perPage: fc.constantFrom(10, 24),
    brands: fc.uniqueArray(fc.constantFrom('Lumina', 'Premier', 'NuSmile', 'PediaZir'), { maxLength: 4 }),
    minPrice: fc.option(fc.integer({ min: 0, max: 500_000 }), { nil: null }),
    maxPrice: fc.option(fc.integer({ min: 0, max: 500_000 }), { nil: null }),
  });

  it('removing one chip removes exactly that chip; removing them one by one ends where Clear all does', () => {
    fc.assert(
      fc.property(paramsArb, (params) => {
        const chips = activeFilters(params);
        chips.forEach((chip, index) => {
          expect(activeFilters(withoutFilter(params, chip))).toEqual(chips.filter((_, other) => other !== index));
        });
        const oneByOne = chips.reduce((current, chip) => withoutFilter(current, chip), params);
        expect(activeFilters(withoutFilters(params))).toEqual([]);
        expect(oneByOne).toEqual(chips.length === 0 ? params : withoutFilters(params));
      }),
      { numRuns: 300 },
    );
  });
});
