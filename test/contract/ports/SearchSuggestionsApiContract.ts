import { describe, expect, it } from 'vitest';
import type { SearchSuggestionsApi } from '../../../src/application/catalog/SearchSuggestionsApi';
import type { Subject } from './support/Subject';

export interface SearchSuggestionsApiSubject {
  readonly api: SearchSuggestionsApi;
  /** A product the backend sells, and the start of its name as someone would type it. */
  readonly product: { readonly id: number; readonly name: string; readonly categoryId: number; readonly typed: string };
}

/** What the search box relies on from GET /api/product/suggestions (this server's addition to SPEC). */
export function searchSuggestionsApiContract(subject: Subject<SearchSuggestionsApiSubject>): void {
  describe('SearchSuggestionsApi', () => {
    it('suggests a product by the start of its name, with its category', async () => {
      const { api, product } = await subject();
      const suggestions = await api.suggestions(product.typed);
      expect(suggestions.ok && suggestions.value).toContainEqual({ kind: 'product', id: product.id, name: product.name, categoryId: product.categoryId });
    });

    it('suggests nothing for text like no name it holds', async () => {
      const { api } = await subject();
      expect(await api.suggestions('qxzqxzqxz')).toEqual({ ok: true, value: [] });
    });
  });
}
