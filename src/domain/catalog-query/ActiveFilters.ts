import type { Piasters } from '../money';
import { brandKey } from './CatalogFilter';
import type { CatalogParams } from './CatalogParams';
import { ALL_CATEGORIES_ID } from './Categories';

/** One narrowing of the product list that is on, as a removable chip shows it. */
export type ActiveFilter =
  | { readonly kind: 'category'; readonly category: number }
  | { readonly kind: 'brand'; readonly brand: string }
  | { readonly kind: 'min-price'; readonly amount: Piasters }
  | { readonly kind: 'max-price'; readonly amount: Piasters };

/** The filters on in `params`, in the order the chips show them: the category, each brand, then the price range. */
export function activeFilters(params: CatalogParams): ActiveFilter[] {
  return [
    ...(params.category === ALL_CATEGORIES_ID ? [] : [{ kind: 'category', category: params.category } as const]),
    ...params.brands.map((brand) => ({ kind: 'brand', brand }) as const),
    ...(params.minPrice === null ? [] : [{ kind: 'min-price', amount: params.minPrice } as const]),
    ...(params.maxPrice === null ? [] : [{ kind: 'max-price', amount: params.maxPrice } as const]),
  ];
}

/**
 * The list without one filter, from its first page: every other filter, the search, the sort and
 * the page size stay. Leaving a category keeps its brands, which All Categories still sells.
 */
export function withoutFilter(params: CatalogParams, filter: ActiveFilter): CatalogParams {
  const without = ((): Partial<CatalogParams> => {
    switch (filter.kind) {
      case 'category':
        return { category: ALL_CATEGORIES_ID };
      case 'brand':
        return { brands: params.brands.filter((brand) => brandKey(brand) !== brandKey(filter.brand)) };
      case 'min-price':
        return { minPrice: null };
      case 'max-price':
        return { maxPrice: null };
    }
  })();
  return { ...params, ...without, page: 1 };
}

/** "Clear all": every filter off, from the first page; the search, the sort and the page size stay. */
export function withoutFilters(params: CatalogParams): CatalogParams {
  return { ...params, category: ALL_CATEGORIES_ID, brands: [], minPrice: null, maxPrice: null, page: 1 };
}
