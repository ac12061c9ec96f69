import { describe, expect, it } from 'vitest';
import fc from 'fast-check';
import {
  DEFAULT_CATALOG_PARAMS,
  PER_PAGE_OPTIONS,
  SORT_OPTIONS,
  catalogParamsToRecord,
  changeCategory,
  changeFilter,
  changePage,
  changePerPage,
  changeSearch,
  changeSort,
  parseCatalogParams,
  queryEntries,
  type CatalogParams,
  type QueryRecord,
} from '@tiara/domain/catalog-query';

const defaults: CatalogParams = { category: 0, search: '', sort: 'default', page: 1, perPage: 10, brands: [], minPrice: null, maxPrice: null };

describe('parseCatalogParams (the /products query string: category, page, search, sort, perPage)', () => {
  it('defaults to All Categories, no search, default sort, page 1, 10 per page', () => {
    expect(DEFAULT_CATALOG_PARAMS).toEqual(defaults);
    expect(parseCatalogParams({})).toEqual(defaults);
  });

  it.each<[QueryRecord, Partial<CatalogParams>]>([
    [{ category: '2' }, { category: 2 }],
    [{ category: '0' }, { category: 0 }],
    [{ category: '-1' }, { category: 0 }],
    [{ category: '1.5' }, { category: 0 }],
    [{ category: 'NuSmile' }, { category: 0 }],
    [{ page: '3' }, { page: 3 }],
    [{ page: ' 3 ' }, { page: 3 }],
    [{ page: '0' }, { page: 1 }],
    [{ page: '-2' }, { page: 1 }],
    [{ page: '2.5' }, { page: 1 }],
    [{ page: '1e3' }, { page: 1 }],
    [{ page: '99999999999999999999' }, { page: 1 }],
    [{ page: '' }, { page: 1 }],
    [{ perPage: '24' }, { perPage: 24 }],
    [{ perPage: '48' }, { perPage: 48 }],
    [{ perPage: '25' }, { perPage: 10 }],
    [{ perPage: 'all' }, { perPage: 10 }],
    [{ sort: 'price-desc' }, { sort: 'price-desc' }],
    [{ sort: 'name-asc' }, { sort: 'name-asc' }],
    [{ sort: 'PRICE-ASC' }, { sort: 'default' }],
    [{ sort: 'toString' }, { sort: 'default' }],
    [{ search: 'zr crown' }, { search: 'zr crown' }],
    [{ search: undefined }, { search: '' }],
    [{ brand: 'Lumina' }, { brands: ['Lumina'] }],
    [{ brand: ['Lumina', 'KidsGuard'] }, { brands: ['Lumina', 'KidsGuard'] }],
    [{ brand: [' Lumina ', 'lumina', '', '  '] }, { brands: ['Lumina'] }],
    [{ minPrice: '150' }, { minPrice: 15000 }],
    [{ maxPrice: '99.5' }, { maxPrice: 9950 }],
    [{ minPrice: ' 0 ', maxPrice: '1250.25' }, { minPrice: 0, maxPrice: 125025 }],
    [{ minPrice: '500', maxPrice: '100' }, { minPrice: 10000, maxPrice: 50000 }],
    [{ minPrice: 'cheap', maxPrice: '-5' }, {}],
    [{ minPrice: '1e3', maxPrice: '12.345' }, {}],
    [{ minPrice: '0x10', maxPrice: 'Infinity' }, {}],
    [{ minPrice: ['1', '2'] }, {}],
  ])('%j reads as %j', (record, expected) => {
    expect(parseCatalogParams(record)).toEqual({ ...defaults, ...expected });
  });

  it('ignores values that are not strings', () => {
    const garbled = { page: ['2'], perPage: 12, sort: null } as unknown as Record<string, string>;
    expect(parseCatalogParams(garbled)).toEqual(defaults);
  });
});

describe('catalogParamsToRecord', () => {
  it.each<[Partial<CatalogParams>, Record<string, string | string[]>]>([
    [{}, {}],
    [{ brands: ['Lumina', 'NuSmile'], minPrice: 10050, maxPrice: 200000 }, { brand: ['Lumina', 'NuSmile'], minPrice: '100.5', maxPrice: '2000' }],
    [{ category: 3 }, { category: '3' }],
    [{ page: 2, perPage: 24 }, { page: '2', perPage: '24' }],
    [{ sort: 'name-desc', search: 'bond' }, { sort: 'name-desc', search: 'bond' }],
  ])('%j writes %j, leaving defaults out', (params, expected) => {
    expect(catalogParamsToRecord({ ...defaults, ...params })).toEqual(expected);
  });
});

describe('queryEntries', () => {
  it('writes a repeated name once per value, in order', () => {
    expect(queryEntries({ category: '1', brand: ['A', 'B'], minPrice: '5' })).toEqual([
      ['category', '1'],
      ['brand', 'A'],
      ['brand', 'B'],
      ['minPrice', '5'],
    ]);
  });
});

describe('transitions (SPEC §4: category, search, sort and perPage changes reset page to 1; so do brand and price changes)', () => {
  const onPage4: CatalogParams = { category: 1, search: 'crown', sort: 'price-asc', page: 4, perPage: 12, brands: [], minPrice: null, maxPrice: null };
  const filtered: CatalogParams = { ...onPage4, brands: ['Lumina'], minPrice: 1000, maxPrice: 5000 };

  it.each<[string, CatalogParams, CatalogParams]>([
    ['changeCategory', changeCategory(onPage4, 3), { ...onPage4, category: 3, page: 1 }],
    ['changeCategory to a bad id', changeCategory(onPage4, -4), { ...onPage4, category: 0, page: 1 }],
    ['changeSearch', changeSearch(onPage4, 'bond'), { ...onPage4, search: 'bond', page: 1 }],
    ['changeSort', changeSort(onPage4, 'name-asc'), { ...onPage4, sort: 'name-asc', page: 1 }],
    ['changePerPage', changePerPage(onPage4, 48), { ...onPage4, perPage: 48, page: 1 }],
    ['changePerPage to a non-option', changePerPage(onPage4, 7), { ...onPage4, perPage: 10, page: 1 }],
    ['changePage', changePage(onPage4, 2), { ...onPage4, page: 2 }],
    ['changePage below 1', changePage(onPage4, 0), { ...onPage4, page: 1 }],
    ['changePage fractional', changePage(onPage4, 5.5), { ...onPage4, page: 5 }],
    ['changeFilter brands', changeFilter(onPage4, { brands: ['Lumina', 'Premier'] }), { ...onPage4, brands: ['Lumina', 'Premier'], page: 1 }],
    ['changeFilter price', changeFilter(filtered, { maxPrice: null }), { ...filtered, maxPrice: null, page: 1 }],
    ['changeFilter bounds reversed', changeFilter(onPage4, { minPrice: 900, maxPrice: 100 }), { ...onPage4, minPrice: 100, maxPrice: 900, page: 1 }],
    ['changeCategory drops the brands, keeps the price range', changeCategory(filtered, 2), { ...filtered, category: 2, brands: [], page: 1 }],
  ])('%s', (_, actual, expected) => {
    expect(actual).toEqual(expected);
  });

  it('never mutates the params it is given', () => {
    const before = { ...onPage4 };
    changeCategory(onPage4, 2);
    changePage(onPage4, 9);
    expect(onPage4).toEqual(before);
  });
});

/** Brands as a query keeps them: trimmed, not blank, each once whatever its case. */
const brandList = fc.uniqueArray(
  fc.string({ minLength: 1, maxLength: 10 }).filter((brand) => brand.trim() === brand && brand !== ''),
  { maxLength: 4, selector: (brand) => brand.toLowerCase() },
);
const priceBounds = fc
  .tuple(fc.option(fc.nat({ max: 2_000_000_000 }), { nil: null }), fc.option(fc.nat({ max: 2_000_000_000 }), { nil: null }))
  .map(([a, b]): [number | null, number | null] => (a !== null && b !== null && a > b ? [b, a] : [a, b]));

const validParams: fc.Arbitrary<CatalogParams> = fc
  .record({
    category: fc.integer({ min: 0, max: 1_000_000 }),
    search: fc.string({ maxLength: 12 }),
    sort: fc.constantFrom(...SORT_OPTIONS),
    page: fc.integer({ min: 1, max: 1_000_000 }),
    perPage: fc.constantFrom(...PER_PAGE_OPTIONS),
    brands: brandList,
    bounds: priceBounds,
  })
  .map(({ bounds: [minPrice, maxPrice], ...params }) => ({ ...params, minPrice, maxPrice }));

describe('query string properties', () => {
  it('parse(toRecord(p)) round-trips any valid params', () => {
    fc.assert(
      fc.property(validParams, (params) => {
        expect(parseCatalogParams(catalogParamsToRecord(params))).toEqual(params);
      }),
      { numRuns: 500 },
    );
  });

  it('parse never throws on arbitrary records and always yields valid params', () => {
    const key = fc.oneof(fc.constantFrom('page', 'perPage', 'sort', 'search', 'category', 'brand', 'minPrice', 'maxPrice', '__proto__', 'constructor'), fc.string({ maxLength: 6 }));
    const text = fc.oneof(fc.string({ maxLength: 8 }), fc.integer().map(String), fc.double().map(String), fc.constantFrom(...SORT_OPTIONS));
    const value = fc.option(fc.oneof(text, fc.array(text, { maxLength: 3 })), { nil: undefined });
    fc.assert(
      fc.property(fc.dictionary(key, value), (record) => {
        const params = parseCatalogParams(record);
        expect(Number.isSafeInteger(params.page) && params.page >= 1).toBe(true);
        expect(Number.isSafeInteger(params.category) && params.category >= 0).toBe(true);
        expect(PER_PAGE_OPTIONS).toContain(params.perPage);
        expect(SORT_OPTIONS).toContain(params.sort);
        expect(typeof params.search).toBe('string');
        expect(params.brands.every((brand) => typeof brand === 'string' && brand.trim() !== '')).toBe(true);
        for (const bound of [params.minPrice, params.maxPrice]) expect(bound === null || (Number.isSafeInteger(bound) && bound >= 0)).toBe(true);
        if (params.minPrice !== null && params.maxPrice !== null) expect(params.minPrice).toBeLessThanOrEqual(params.maxPrice);
      }),
      { numRuns: 500 },
    );
  });
});
