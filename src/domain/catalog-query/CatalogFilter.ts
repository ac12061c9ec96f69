import type { Piasters } from '../money';

/**
 * The narrowing beside the categories: brands and a price range. An empty brand list and open
 * bounds filter nothing; a bound applies to the price the list sorts by (what the customer pays).
 */
export interface CatalogFilter {
  readonly brands: readonly string[];
  /** Inclusive, in piasters; null is open. */
  readonly minPrice: Piasters | null;
  readonly maxPrice: Piasters | null;
}

export const NO_FILTER: CatalogFilter = { brands: [], minPrice: null, maxPrice: null };

/** How brands are compared: a brand typed into the address bar in another case or with stray spaces is the same brand. */
export function brandKey(brand: string): string {
  return brand.trim().toLowerCase();
}

/**
 * The filter as a query applies it: brands deduplicated by key and blanks dropped, negative or
 * non-finite bounds opened, and bounds given the wrong way round swapped, so no filter is
 * self-contradictory and none throws. This is the lenient reading of an address typed by hand;
 * the price boxes say what is wrong with a range instead (`readPriceRange`).
 */
export function normaliseFilter(filter: Partial<CatalogFilter>): CatalogFilter {
  const seen = new Set<string>();
  const brands: string[] = [];
  for (const brand of filter.brands ?? []) {
    const key = brandKey(brand);
    if (key === '' || seen.has(key)) continue;
    seen.add(key);
    brands.push(brand.trim());
  }
  const min = bound(filter.minPrice);
  const max = bound(filter.maxPrice);
  const swapped = min !== null && max !== null && min > max;
  return { brands, minPrice: swapped ? max : min, maxPrice: swapped ? min : max };
}

function bound(value: number | null | undefined): Piasters | null {
  return typeof value === 'number' && Number.isFinite(value) && value >= 0 ? Math.round(value) : null;
}

export function isFiltering(filter: CatalogFilter): boolean {
  return filter.brands.length > 0 || filter.minPrice !== null || filter.maxPrice !== null;
}

/**
 * The brands the active items carry, each once (first spelling met), in alphabetical order: the
 * choices a brand filter offers for a list.
 */
export function brandsOf(items: readonly { readonly brand?: string | null; readonly isActive: boolean }[]): string[] {
  const byKey = new Map<string, string>();
  for (const item of items) {
    if (!item.isActive || !item.brand) continue;
    const key = brandKey(item.brand);
    if (key !== '' && !byKey.has(key)) byKey.set(key, item.brand.trim());
  }
  return [...byKey.entries()].sort(([a], [b]) => (a < b ? -1 : a > b ? 1 : 0)).map(([, brand]) => brand);
}
