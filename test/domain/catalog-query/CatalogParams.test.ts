import { describe, expect, it } from 'vitest';
import fc from 'fast-check';
import {
  DEFAULT_CATALOG_PARAMS,
  PER_PAGE_OPTIONS,
  SORT_OPTIONS,
  catalogParamsToRecord,
  changeCategory,
  changePage,
  changePerPage,
  changeSearch,
  changeSort,
  parseCatalogParams,
  type CatalogParams,
} from '../../../src/domain/catalog-query';

const defaults: CatalogParams = { category: 0, search: '', sort: 'default', page: 1, perPage: 10 };

describe('parseCatalogParams (the /products query string: category, page, search, sort, perPage)', () => {
  it('defaults to All Categories, no search, default sort, page 1, 10 per page', () => {
    expect(DEFAULT_CATALOG_PARAMS).toEqual(defaults);
    expect(parseCatalogParams({})).toEqual(defaults);
  });

  it.each<[Record<string, string | undefined>, Partial<CatalogParams>]>([
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
  ])('%j reads as %j', (record, expected) => {
    expect(parseCatalogParams(record)).toEqual({ ...defaults, ...expected });
  });

  it('ignores values that are not strings', () => {
    const garbled = { page: ['2'], perPage: 12, sort: null } as unknown as Record<string, string>;
    expect(parseCatalogParams(garbled)).toEqual(defaults);
  });
});

describe('catalogParamsToRecord', () => {
  it.each<[Partial<CatalogParams>, Record<string, string>]>([
    [{}, {}],
    [{ category: 3 }, { category: '3' }],
    [{ page: 2, perPage: 24 }, { page: '2', perPage: '24' }],
    [{ sort: 'name-desc', search: 'bond' }, { sort: 'name-desc', search: 'bond' }],
  ])('%j writes %j, leaving defaults out', (params, expected) => {
    expect(catalogParamsToRecord({ ...defaults, ...params })).toEqual(expected);
  });
});

describe('transitions (SPEC §4: category, search, sort and perPage changes reset page to 1)', () => {
  const onPage4: CatalogParams = { category: 1, search: 'crown', sort: 'price-asc', page: 4, perPage: 12 };

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

const validParams: fc.Arbitrary<CatalogParams> = fc.record({
  category: fc.integer({ min: 0, max: 1_000_000 }),
  search: fc.string({ maxLength: 12 }),
  sort: fc.constantFrom(...SORT_OPTIONS),
  page: fc.integer({ min: 1, max: 1_000_000 }),
  perPage: fc.constantFrom(...PER_PAGE_OPTIONS),
});

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
    const key = fc.oneof(fc.constantFrom('page', 'perPage', 'sort', 'search', 'category', '__proto__', 'constructor'), fc.string({ maxLength: 6 }));
    const value = fc.option(fc.oneof(fc.string({ maxLength: 8 }), fc.integer().map(String), fc.constantFrom(...SORT_OPTIONS)), { nil: undefined });
    fc.assert(
      fc.property(fc.dictionary(key, value), (record) => {
        const params = parseCatalogParams(record);
        expect(Number.isSafeInteger(params.page) && params.page >= 1).toBe(true);
        expect(Number.isSafeInteger(params.category) && params.category >= 0).toBe(true);
        expect(PER_PAGE_OPTIONS).toContain(params.perPage);
        expect(SORT_OPTIONS).toContain(params.sort);
        expect(typeof params.search).toBe('string');
      }),
      { numRuns: 500 },
    );
  });
});
