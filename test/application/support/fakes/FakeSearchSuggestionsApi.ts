import type { SearchSuggestion, SearchSuggestionsApi } from '../../../../src/application/catalog/SearchSuggestionsApi';
import type { ApiResult } from '../../../../src/application/shared/ApiResult';
import { ok } from '@tiara/domain/result';
import { FakeApi } from './FakeApi';

/** Under two characters the server suggests nothing. */
const SHORTEST_TEXT = 2;

/**
 * The search box's suggestions in memory: the `entries` whose name holds the text typed (any case),
 * in the order kept; nothing for under two characters. The texts asked are kept in `asked`.
 */
export class FakeSearchSuggestionsApi extends FakeApi implements SearchSuggestionsApi {
  readonly asked: string[] = [];

  constructor(public entries: SearchSuggestion[] = []) {
    super();
  }

  suggestions(text: string): Promise<ApiResult<SearchSuggestion[]>> {
    this.asked.push(text);
    const typed = text.trim().toLowerCase();
    return this.respond('suggestions', `suggestions ${text}`, () =>
      ok(typed.length < SHORTEST_TEXT ? [] : this.entries.filter((entry) => entry.name.toLowerCase().includes(typed))),
    );
  }
}
