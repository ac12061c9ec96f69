import { inject, injectable } from 'inversify';
import { ok } from '@tiara/domain/result';
import type { ApiResult } from '../shared/ApiResult';
import { type SearchSuggestion, SearchSuggestionsApi } from './SearchSuggestionsApi';

/** Fewer typed characters suggest nothing (the server's rule too): one letter is like half the catalogue. */
export const FEWEST_SUGGESTION_CHARACTERS = 2;
/** The server's own limit on the text; anything longer is cut rather than refused. */
const LONGEST_SUGGESTION_TEXT = 100;

/** The suggestions for the text in the search box; too short a text asks nothing of the server. */
@injectable()
export class SuggestSearches {
  private readonly api: SearchSuggestionsApi;

  constructor(@inject(SearchSuggestionsApi) api: SearchSuggestionsApi) {
    this.api = api;
  }

  async execute(text: string): Promise<ApiResult<SearchSuggestion[]>> {
    const typed = text.trim().slice(0, LONGEST_SUGGESTION_TEXT);
    if (typed.length < FEWEST_SUGGESTION_CHARACTERS) return ok([]);
    return this.api.suggestions(typed);
  }
}
