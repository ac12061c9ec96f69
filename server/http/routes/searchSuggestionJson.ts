import { z } from 'zod';
import { SearchSuggestionJson } from '@tiara/contract/searchSuggestionJson';
import type { SearchSuggestion } from '../../application/catalog/SearchSuggestions';
import { documented } from '../documented';

export const suggestionListJson = z.array(
  documented(SearchSuggestionJson, {
    kind: 'What choosing it does: open the product, or show that category or product line',
    name: "In the reader's language where written",
    category_id: "The category it belongs to (a category's own id)",
  }),
);

export function searchSuggestionToJson({ categoryId, ...suggestion }: SearchSuggestion): SearchSuggestionJson {
  return { ...suggestion, category_id: categoryId };
}
