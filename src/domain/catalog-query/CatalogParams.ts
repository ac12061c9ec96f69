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
  /** 0 means All Categories. */
  readonly category: number;
}

export const DEFAULT_CATALOG_PARAMS: CatalogParams = {
  category: ALL_CATEGORIES_ID,
  search: '',
  sort: DEFAULT_SORT,
  page: 1,
  perPage: DEFAULT_PER_PAGE,
};

// Typed as unknown because query-string parsers can hand over arrays where a string was expected.
function wholeNumber(text: unknown): number | undefined {
  if (typeof text !== 'string') return undefined;
  const trimmed = text.trim();
  if (!/^\d+$/.test(trimmed)) return undefined;
  const value = Number(trimmed);
  return Number.isSafeInteger(value) ? value : undefined;
}

/** Reads the query string; never throws, and any missing, malformed or out-of-range value falls back to its default. */
export function parseCatalogParams(params: Readonly<Record<string, string | undefined>>): CatalogParams {
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
  };
}

/** The query string form, leaving out every value that equals its default so URLs stay short. */
export function catalogParamsToRecord(params: CatalogParams): Record<string, string> {
  const record: Record<string, string> = {};
  if (params.category !== DEFAULT_CATALOG_PARAMS.category) record['category'] = String(params.category);
  if (params.search !== DEFAULT_CATALOG_PARAMS.search) record['search'] = params.search;
  if (params.sort !== DEFAULT_CATALOG_PARAMS.sort) record['sort'] = params.sort;
  if (params.page !== DEFAULT_CATALOG_PARAMS.page) record['page'] = String(params.page);
  if (params.perPage !== DEFAULT_CATALOG_PARAMS.perPage) record['perPage'] = String(params.perPage);
  return record;
}

function firstPage(params: CatalogParams, change: Partial<CatalogParams>): CatalogParams {
  return { ...params, ...change, page: 1 };
}

/** Changing category reloads the list from its first page (SPEC §4). */
export function changeCategory(params: CatalogParams, category: number): CatalogParams {
  return firstPage(params, { category: Number.isSafeInteger(category) && category >= 0 ? category : ALL_CATEGORIES_ID });
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
