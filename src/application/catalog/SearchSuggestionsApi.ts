import type { ServiceIdentifier } from 'inversify';
import type { ApiResult } from '../shared/ApiResult';

export type SearchSuggestionKind = 'product' | 'category' | 'subcategory';

/** One entry under the search box: a product to open, or a category or product line to show. */
export interface SearchSuggestion {
  readonly kind: SearchSuggestionKind;
  readonly id: number;
  readonly name: string;
  /** The category it belongs to (a category's own id). */
  readonly categoryId: number;
}

/** GET /api/product/suggestions: names like the text typed, best first, small typos forgiven. */
export interface SearchSuggestionsApi {
  suggestions(text: string): Promise<ApiResult<SearchSuggestion[]>>;
}

export const SearchSuggestionsApi: ServiceIdentifier<SearchSuggestionsApi> = Symbol('SearchSuggestionsApi');
