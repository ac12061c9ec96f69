import * as z from 'zod/mini';
import { SearchSuggestionJson } from '@tiara/contract/searchSuggestionJson';
import type { SearchSuggestion, SearchSuggestionsApi } from '../../application/catalog/SearchSuggestionsApi';
import type { ApiResult } from '../../application/shared/ApiResult';
import type { HttpClient } from './HttpClient';

const suggestionListSchema: z.ZodMiniType<SearchSuggestion[]> = z.array(
  z.pipe(
    SearchSuggestionJson,
    z.transform(({ category_id, ...wire }) => ({ ...wire, categoryId: category_id })),
  ),
);

/** Fetched with the first suggestion asked for (lazyApi), so the storefront's first load carries none of it. */
export class HttpSearchSuggestionsApi implements SearchSuggestionsApi {
  private readonly http: HttpClient;

  constructor(http: HttpClient) {
    this.http = http;
  }

  suggestions(text: string): Promise<ApiResult<SearchSuggestion[]>> {
    return this.http.send({ method: 'GET', path: `/api/product/suggestions?q=${encodeURIComponent(text)}`, schema: suggestionListSchema, feature: 'search-suggestions' });
  }
}
