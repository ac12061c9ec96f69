import { piastersFromPounds, poundsFromPiasters } from '../money';
import { type CatalogFilter, NO_FILTER, normaliseFilter } from './CatalogFilter';
import {
  DEFAULT_PER_PAGE,
  DEFAULT_SORT,
  isPerPageOption,
  isSortOption,
  type CatalogQuery,
  type SortOption,
} from './CatalogQuery';
import { ALL_CATEGORIES_ID } from './Categories';

/** The product list state as mirrored in the query string of /products. */
export interface CatalogParams extends CatalogQuery {
  readonly brands: CatalogFilter['brands'];
  readonly minPrice: CatalogFilter['minPrice'];
  readonly maxPrice: CatalogFilter['maxPrice'];
  /** 0 means All Categories. */
  readonly category: number;
}

/** A query string read into names and values; a name given more than once (brand) has all its values. */
export type QueryRecord = Readonly<Record<string, string | readonly string[] | undefined>>;

export const DEFAULT_CATALOG_PARAMS: CatalogParams = {
  category: ALL_CATEGORIES_ID,
  search: '',
  sort: DEFAULT_SORT,
  page: 1,
  perPage: DEFAULT_PER_PAGE,
  ...NO_FILTER,
};

// Typed as unknown because query-string parsers can hand over arrays where a string was expected.
function wholeNumber(text: unknown): number | undefined {
  if (typeof text !== 'string') return undefined;
  const trimmed = text.trim();
  if (!/^\d+$/.test(trimmed)) return undefined;
  const value = Number(trimmed);
  return Number.isSafeInteger(value) ? value : undefined;
}

/** An amount in pounds as a person types it in the address bar (at most two decimals), in piasters. */
function poundsAmount(text: unknown): number | undefined {
  if (typeof text !== 'string') return undefined;
  const trimmed = text.trim();
  if (!/^\d{1,9}(\.\d{1,2})?$/.test(trimmed)) return undefined;
  return piastersFromPounds(Number(trimmed));
}

function texts(value: string | readonly string[] | undefined): readonly string[] {
  if (value === undefined) return [];
  return typeof value === 'string' ? [value] : value;
}

/**
 * Reads the query string; never throws, and any missing, malformed or out-of-range value falls
 * back to its default. Brands come as repeated `brand` values, prices as `minPrice` and `maxPrice`
 * in pounds; a range given the wrong way round is swapped.
 */
export function parseCatalogParams(params: QueryRecord): CatalogParams {
  const page = wholeNumber(params['page']);
  const perPage = wholeNumber(params['perPage']);
  const category = wholeNumber(params['category']);
  const sort = params['sort'];
  const search = params['search'];
  return {
    category: category ?? DEFAULT_CATALOG_PARAMS.category,
    search: typeof search === 'string' ? search : DEFAULT_CATALOG_PARAMS.search,
    sort: isSortOption(sort) ? sort : DEFAULT_CATALOG_PARAMS.sort,
    page: page !== undefined && page >= 1 ? page : DEFAULT_CATALOG_PARAMS.page,
    perPage: isPerPageOption(perPage) ? perPage : DEFAULT_CATALOG_PARAMS.perPage,
    ...normaliseFilter({ brands: texts(params['brand']), minPrice: poundsAmount(params['minPrice']) ?? null, maxPrice: poundsAmount(params['maxPrice']) ?? null }),
  };
}

/** The query string form, leaving out every value that equals its default so URLs stay short. */
export function catalogParamsToRecord(params: CatalogParams): Record<string, string | string[]> {
  const record: Record<string, string | string[]> = {};
  if (params.category !== DEFAULT_CATALOG_PARAMS.category) record['category'] = String(params.category);
  if (params.search !== DEFAULT_CATALOG_PARAMS.search) record['search'] = params.search;
  if (params.sort !== DEFAULT_CATALOG_PARAMS.sort) record['sort'] = params.sort;
  if (params.page !== DEFAULT_CATALOG_PARAMS.page) record['page'] = String(params.page);
  if (params.perPage !== DEFAULT_CATALOG_PARAMS.perPage) record['perPage'] = String(params.perPage);
  if (params.brands.length > 0) record['brand'] = [...params.brands];
  if (params.minPrice !== null) record['minPrice'] = String(poundsFromPiasters(params.minPrice));
  if (params.maxPrice !== null) record['maxPrice'] = String(poundsFromPiasters(params.maxPrice));
  return record;
}

/** The record as query string entries, a repeated name once per value. */
export function queryEntries(record: Readonly<Record<string, string | readonly string[]>>): [string, string][] {
  return Object.entries(record).flatMap(([name, value]): [string, string][] => (typeof value === 'string' ? [[name, value]] : value.map((one): [string, string] => [name, one])));
}

function firstPage(params: CatalogParams, change: Partial<CatalogParams>): CatalogParams {
  return { ...params, ...change, page: 1 };
}

/**
 * Changing category reloads the list from its first page (SPEC §4). The brands chosen go too: each
 * category sells its own, so they would leave the new list empty; the price range stays.
 */
export function changeCategory(params: CatalogParams, category: number): CatalogParams {
  return firstPage(params, { category: Number.isSafeInteger(category) && category >= 0 ? category : ALL_CATEGORIES_ID, brands: [] });
}

/** A change of brands or price range starts from the first page, as a change of search does. */
export function changeFilter(params: CatalogParams, filter: Partial<CatalogFilter>): CatalogParams {
  return firstPage(params, normaliseFilter({ brands: params.brands, minPrice: params.minPrice, maxPrice: params.maxPrice, ...filter }));
}

export function changeSearch(params: CatalogParams, search: string): CatalogParams {
  return firstPage(params, { search });
}

export function changeSort(params: CatalogParams, sort: SortOption): CatalogParams {
  return firstPage(params, { sort });
}

export function changePerPage(params: CatalogParams, perPage: number): CatalogParams {
  return firstPage(params, { perPage: isPerPageOption(perPage) ? perPage : DEFAULT_PER_PAGE });
}

/** Moves to a page; the upper bound depends on the result size, so queryCatalog clamps that end. */
export function changePage(params: CatalogParams, page: number): CatalogParams {
  return { ...params, page: Number.isFinite(page) && page >= 1 ? Math.floor(page) : 1 };
}
