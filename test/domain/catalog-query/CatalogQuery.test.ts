import { describe, expect, it } from 'vitest';
import fc from 'fast-check';
import {
  CatalogIndex,
  DEFAULT_PER_PAGE,
  PAGINATION_WINDOW,
  PER_PAGE_OPTIONS,
  SORT_OPTIONS,
  brandsOf,
  normaliseFilter,
  queryCatalog,
  type CatalogItem,
  type SortOption,
} from '@tiara/domain/catalog-query';
import { displayNamesEn } from '../../../src/locales/shared/en/displayNamesEn';

interface Product extends CatalogItem {
  readonly id: number;
}

function product(id: number, name: string, price: number, categoryName = 'NuSmile', isActive = true): Product {
  return { id, name, categoryName, price, isActive };
}

const catalog: readonly Product[] = [
  product(1, 'ZR Crown', 90000, 'NuSmile'),
  product(2, 'bond Plus', 15000, 'Premier Dental Products'),
  product(3, 'Apex Cement', 30000, 'Avalon Biomed'),
  product(4, 'Crown Remover', 15000, 'Premier Dental Products'),
  product(5, 'Hidden Crown', 100, 'NuSmile', false),
  product(6, 'apex Cement', 45000, 'Avalon Biomed'),
];

const ids = (items: readonly Product[]) => items.map((item) => item.id);
const all = { search: '', sort: 'default' as SortOption, page: 1, perPage: 48 };

describe('catalog constants (SPEC §9)', () => {
  it('offers 8, 10, 12, 24 and 48 per page, 10 by default, and a 5-page window', () => {
    expect(PER_PAGE_OPTIONS).toEqual([8, 10, 12, 24, 48]);
    expect(DEFAULT_PER_PAGE).toBe(10);
    expect(PAGINATION_WINDOW).toBe(5);
  });

  it('offers the sorts default, price-asc, price-desc, name-asc, name-desc, each with a label', () => {
    expect(SORT_OPTIONS).toEqual(['default', 'price-asc', 'price-desc', 'name-asc', 'name-desc']);
    expect(Object.keys(displayNamesEn.sortOptions).sort()).toEqual([...SORT_OPTIONS].sort());
    expect(displayNamesEn.sortOptions['price-asc']).toBe('Price: Low to High');
  });
});

describe('queryCatalog search (SPEC §5: name or category name, active products only)', () => {
  it.each([
    ['', [1, 2, 3, 4, 6]],
    ['crown', [1, 4]],
    ['CROWN', [1, 4]],
    ['  crown  ', [1, 4]],
    ['nusmile', [1]],
    ['premier dental', [2, 4]],
    ['cement', [3, 6]],
    ['biomed', [3, 6]],
    ['hidden', []],
    ['no such thing', []],
    ['   ', [1, 2, 3, 4, 6]],
  ])('search %j finds %j', (search, expected) => {
    expect(ids(queryCatalog(catalog, { ...all, search }).items)).toEqual(expected);
  });
});

describe('queryCatalog sort (stable: ties keep input order)', () => {
  it.each<[SortOption, number[]]>([
    ['default', [1, 2, 3, 4, 6]],
    ['price-asc', [2, 4, 3, 6, 1]],
    ['price-desc', [1, 6, 3, 2, 4]],
    ['name-asc', [3, 6, 2, 4, 1]],
    ['name-desc', [1, 4, 2, 3, 6]],
  ])('%s gives %j', (sort, expected) => {
    expect(ids(queryCatalog(catalog, { ...all, sort }).items)).toEqual(expected);
  });

  it('sorts fractional and negative prices too', () => {
    const odd = [product(1, 'a', 2.5), product(2, 'b', -1), product(3, 'c', 2.25)];
    expect(ids(queryCatalog(odd, { ...all, sort: 'price-asc' }).items)).toEqual([2, 3, 1]);
  });
});

describe('queryCatalog pages', () => {
  const many: readonly Product[] = Array.from({ length: 25 }, (_, i) => product(i + 1, `Item ${i + 1}`, 100));

  it.each([
    [1, 10, [1, 10], 1, 1, 10],
    [2, 10, [11, 20], 2, 11, 20],
    [3, 10, [21, 25], 3, 21, 25],
    [4, 10, [21, 25], 3, 21, 25],
    [0, 10, [1, 10], 1, 1, 10],
    [-5, 10, [1, 10], 1, 1, 10],
    [Number.NaN, 10, [1, 10], 1, 1, 10],
    [2.7, 10, [11, 20], 2, 11, 20],
    [1, 48, [1, 25], 1, 1, 25],
    [4, 8, [25, 25], 4, 25, 25],
    [1, 0, [1, 10], 1, 1, 10],
  ])('page %d with %d per page shows ids %j (page %d, %d to %d)', (page, perPage, [first, last], shownPage, from, to) => {
    const result = queryCatalog(many, { search: '', sort: 'default', page, perPage });
    expect(result.items[0]?.id).toBe(first);
    expect(result.items.at(-1)?.id).toBe(last);
    expect(result).toMatchObject({ total: 25, page: shownPage, from, to });
  });

  it('has one empty page when nothing matches', () => {
    expect(queryCatalog(many, { search: 'zzz', sort: 'name-asc', page: 3, perPage: 10 })).toEqual({
      items: [],
      total: 0,
      page: 1,
      pageCount: 1,
      from: 0,
      to: 0,
      matching: 'none',
      correctedSearch: null,
    });
  });

  it('answers from a fresh array, not from a stale index of an earlier one', () => {
    const before = [product(1, 'b', 1), product(2, 'a', 2)];
    expect(ids(queryCatalog(before, { ...all, sort: 'name-asc' }).items)).toEqual([2, 1]);
    const after = [...before, product(3, 'A0', 0)];
    expect(ids(queryCatalog(after, { ...all, sort: 'name-asc' }).items)).toEqual([2, 3, 1]);
    expect(ids(queryCatalog(before, { ...all, sort: 'price-desc' }).items)).toEqual([2, 1]);
  });

  it('does not mutate its input', () => {
    const input = [product(1, 'b', 2), product(2, 'a', 1)];
    const copy = structuredClone(input);
    new CatalogIndex(input).query({ ...all, sort: 'name-asc' });
    queryCatalog(input, { ...all, sort: 'price-asc' });
    expect(input).toEqual(copy);
  });
});

// Reference model: the obvious, slow implementation the index must agree with.
function model(items: readonly Product[], search: string, sort: SortOption): Product[] {
  const needle = search.trim().toLowerCase();
  const found = items.filter(
    (item) => item.isActive && (item.name.toLowerCase().includes(needle) || item.categoryName.toLowerCase().includes(needle)),
  );
  const key = (item: Product): string | number => (sort.startsWith('name') ? item.name.toLowerCase() : item.price);
  const direction = sort.endsWith('desc') ? -1 : 1;
  if (sort === 'default') return found;
  return found
    .map((item, index) => ({ item, index }))
    .sort((a, b) => {
      const x = key(a.item);
      const y = key(b.item);
      return (x < y ? -direction : x > y ? direction : 0) || a.index - b.index;
    })
    .map((entry) => entry.item);
}

const letters = fc.constantFrom('a', 'A', 'b', 'B', 'c', ' ', 'é');
const productsArb = fc
  .array(
    fc.record({
      name: fc.string({ unit: letters, maxLength: 4 }),
      categoryName: fc.constantFrom('NuSmile', 'Avalon Biomed', 'Premier Dental Products'),
      price: fc.integer({ min: 0, max: 5 }),
      isActive: fc.boolean(),
    }),
    { maxLength: 60 },
  )
  .map((rows) => rows.map((row, id) => ({ ...row, id })));
const searchArb = fc.oneof(fc.string({ unit: letters, maxLength: 2 }), fc.constantFrom('nusmile', 'BIOMED', ' a '));

describe('queryCatalog properties', () => {
  it('pages partition the filtered, sorted list: no loss, no duplicates, only active matching items', () => {
    fc.assert(
      fc.property(productsArb, searchArb, fc.constantFrom(...SORT_OPTIONS), fc.constantFrom(...PER_PAGE_OPTIONS), (items, search, sort, perPage) => {
        const expected = model(items, search, sort);
        const first = queryCatalog(items, { search, sort, page: 1, perPage });
        expect(first.total).toBe(expected.length);
        expect(first.pageCount).toBe(Math.max(1, Math.ceil(expected.length / perPage)));
        const pages = Array.from({ length: first.pageCount }, (_, i) => queryCatalog(items, { search, sort, page: i + 1, perPage }));
        const needle = search.trim().toLowerCase();
        for (const page of pages) {
          expect(page.items.length).toBeLessThanOrEqual(perPage);
          for (const item of page.items) {
            expect(item.isActive).toBe(true);
            expect(item.name.toLowerCase().includes(needle) || item.categoryName.toLowerCase().includes(needle)).toBe(true);
          }
          expect(page.to - page.from + (page.items.length === 0 ? 0 : 1)).toBe(page.items.length);
        }
        expect(pages.flatMap((page) => page.items)).toEqual(expected);
      }),
      { numRuns: 300 },
    );
  });

  it('sorted output is ordered by its key', () => {
    fc.assert(
      fc.property(productsArb, fc.constantFrom<SortOption>('price-asc', 'price-desc', 'name-asc', 'name-desc'), (items, sort) => {
        const shown = queryCatalog(items, { search: '', sort, page: 1, perPage: 48 }).items;
        const direction = sort.endsWith('desc') ? -1 : 1;
        for (let i = 1; i < shown.length; i += 1) {
          const a = shown[i - 1] as Product;
          const b = shown[i] as Product;
          const x = sort.startsWith('name') ? a.name.toLowerCase() : a.price;
          const y = sort.startsWith('name') ? b.name.toLowerCase() : b.price;
          expect(x === y || (x < y) === (direction === 1)).toBe(true);
          if (x === y) expect(a.id).toBeLessThan(b.id);
        }
      }),
      { numRuns: 300 },
    );
  });

  it('page is always clamped to 1..pageCount', () => {
    fc.assert(
      fc.property(productsArb, fc.integer({ min: -5, max: 20 }), (items, page) => {
        const result = queryCatalog(items, { search: '', sort: 'default', page, perPage: 8 });
        expect(result.page).toBeGreaterThanOrEqual(1);
        expect(result.page).toBeLessThanOrEqual(result.pageCount);
      }),
      { numRuns: 200 },
    );
  });
});

describe('queryCatalog brand and price filter (issue 19, item 6)', () => {
  const branded: readonly Product[] = [
    { ...product(1, 'ZR Crown', 90000), brand: 'PediaZir' },
    { ...product(2, 'Bond Plus', 15000), brand: 'Premier' },
    { ...product(3, 'Apex Cement', 30000), brand: 'Avalon Biomed' },
    { ...product(4, 'Crown Remover', 15000), brand: 'Premier' },
    { ...product(5, 'Hidden Crown', 100, 'NuSmile', false), brand: 'PediaZir' },
    { ...product(6, 'Unbranded Crown', 20000), brand: null },
  ];

  it.each<[string, Parameters<typeof queryCatalog>[1], number[]]>([
    ['no filter', { ...all }, [1, 2, 3, 4, 6]],
    ['one brand', { ...all, brands: ['Premier'] }, [2, 4]],
    ['brands in another case, with spaces', { ...all, brands: [' premier', 'PEDIAZIR '] }, [1, 2, 4]],
    ['a brand no product has', { ...all, brands: ['Nope'] }, []],
    ['an empty brand list filters nothing', { ...all, brands: [] }, [1, 2, 3, 4, 6]],
    ['minimum price, inclusive', { ...all, minPrice: 30000 }, [1, 3]],
    ['maximum price, inclusive', { ...all, maxPrice: 20000 }, [2, 4, 6]],
    ['a range', { ...all, minPrice: 15000, maxPrice: 30000 }, [2, 3, 4, 6]],
    ['a range the wrong way round is swapped', { ...all, minPrice: 30000, maxPrice: 15000 }, [2, 3, 4, 6]],
    ['negative and non-finite bounds are open', { ...all, minPrice: -5, maxPrice: Number.NaN }, [1, 2, 3, 4, 6]],
    ['brand, price and search together', { ...all, brands: ['Premier', 'PediaZir'], maxPrice: 50000, search: 'crown' }, [4]],
    ['with a sort', { ...all, brands: ['Premier', 'Avalon Biomed'], sort: 'price-desc' }, [3, 2, 4]],
    ['inactive products stay out whatever the brand', { ...all, brands: ['PediaZir'], maxPrice: 100 }, []],
  ])('%s', (_, query, expected) => {
    expect(ids(queryCatalog(branded, query).items)).toEqual(expected);
  });

  it('brandsOf lists the brands of the active products once each, alphabetically', () => {
    expect(brandsOf(branded)).toEqual(['Avalon Biomed', 'PediaZir', 'Premier']);
    expect(brandsOf([{ brand: 'b', isActive: true }, { brand: ' B ', isActive: true }, { brand: 'a', isActive: false }, { brand: '', isActive: true }])).toEqual(['b']);
  });

  const brandArb = fc.option(fc.constantFrom('Lumina', 'Premier', 'premier', 'NuSmile'), { nil: null });
  const brandedArb = fc.array(
    fc.record({ name: fc.string({ unit: letters, maxLength: 3 }), categoryName: fc.constant('NuSmile'), price: fc.integer({ min: 0, max: 20 }), isActive: fc.boolean(), brand: brandArb }),
    { maxLength: 60 },
  ).map((rows) => rows.map((row, id) => ({ ...row, id })));
  const filterArb = fc.record({
    brands: fc.subarray(['Lumina', 'PREMIER', 'NuSmile', 'Other']),
    minPrice: fc.option(fc.integer({ min: -2, max: 22 }), { nil: null }),
    maxPrice: fc.option(fc.integer({ min: -2, max: 22 }), { nil: null }),
  });

  it('every result is of a chosen brand and within the range, and nothing that qualifies is left out', () => {
    fc.assert(
      fc.property(brandedArb, filterArb, searchArb, fc.constantFrom(...SORT_OPTIONS), (items, filter, search, sort) => {
        const result = queryCatalog(items, { search, sort, page: 1, perPage: 48, ...filter });
        const { brands, minPrice, maxPrice } = normaliseFilter(filter);
        const chosen = new Set(brands.map((brand) => brand.toLowerCase()));
        const qualifies = (item: (typeof items)[number]) =>
          (chosen.size === 0 || (item.brand !== null && chosen.has(item.brand.toLowerCase()))) && item.price >= (minPrice ?? -Infinity) && item.price <= (maxPrice ?? Infinity);
        for (const item of result.items) expect(qualifies(item)).toBe(true);
        const unfiltered = queryCatalog(items, { search, sort, page: 1, perPage: 48 });
        expect(result.total).toBe(unfiltered.items.filter(qualifies).length);
      }),
      { numRuns: 300 },
    );
  });

  it('a filter never adds products: the filtered list is the unfiltered one, thinned, in the same order', () => {
    fc.assert(
      fc.property(brandedArb, filterArb, fc.constantFrom(...SORT_OPTIONS), fc.constantFrom(...PER_PAGE_OPTIONS), (items, filter, sort, perPage) => {
        const every = (query: Parameters<typeof queryCatalog>[1]) => {
          const first = queryCatalog(items, query);
          return Array.from({ length: first.pageCount }, (_, i) => queryCatalog(items, { ...query, page: i + 1 }).items).flat();
        };
        const unfiltered = every({ search: '', sort, page: 1, perPage });
        const filtered = every({ search: '', sort, page: 1, perPage, ...filter });
        let cursor = 0;
        for (const item of filtered) {
          cursor = unfiltered.indexOf(item, cursor) + 1;
          expect(cursor).toBeGreaterThan(0);
        }
      }),
      { numRuns: 200 },
    );
  });

  it('the pagination summary stays consistent under any filter and page', () => {
    fc.assert(
      fc.property(brandedArb, filterArb, fc.integer({ min: -3, max: 12 }), fc.constantFrom(...PER_PAGE_OPTIONS), (items, filter, page, perPage) => {
        const result = queryCatalog(items, { search: '', sort: 'default', page, perPage, ...filter });
        expect(result.pageCount).toBe(Math.max(1, Math.ceil(result.total / perPage)));
        expect(result.page).toBeGreaterThanOrEqual(1);
        expect(result.page).toBeLessThanOrEqual(result.pageCount);
        expect(result.from).toBe(result.items.length === 0 ? 0 : (result.page - 1) * perPage + 1);
        expect(result.to).toBe(result.items.length === 0 ? 0 : result.from + result.items.length - 1);
        expect(result.to).toBeLessThanOrEqual(result.total);
      }),
      { numRuns: 300 },
    );
  });
});
