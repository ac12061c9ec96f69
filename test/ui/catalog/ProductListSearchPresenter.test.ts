import { beforeEach, describe, expect, it } from 'vitest';
import type { SearchSuggestion } from '../../../src/application/catalog/SearchSuggestionsApi';
import type { ProductListPresenter } from '../../../src/ui/catalog/ProductListPresenter';
import { SEARCH_DEBOUNCE_MS } from '../../../src/ui/catalog/ProductListSearchPresenter';
import { SUGGESTION_DEBOUNCE_MS } from '../../../src/ui/catalog/SearchSuggestionsPresenter';
import type { FakeClock } from '../support/FakeClock';
import { arriveAt, type FakeCatalogApi, type FakeSearchSuggestionsApi, followRequestedAddress, networkFailure, productListScreen, recordedCatalogApi, settle, shownProducts } from './catalogTestKit';

/** The search box: the search once typing pauses, and (issue 19, item 6) its suggestions. */
describe('ProductListSearchPresenter', () => {
  let api: FakeCatalogApi;
  let clock: FakeClock;
  let suggestionsApi: FakeSearchSuggestionsApi;
  let list: ProductListPresenter;

  beforeEach(() => {
    api = recordedCatalogApi(3, 1);
    ({ clock, suggestions: suggestionsApi, list } = productListScreen(api));
  });

  const arrive = (query = '') => arriveAt(list, query);
  const followAddress = () => followRequestedAddress(list);
  const shown = () => shownProducts(list);

  describe('searching', () => {
    it('searches once typing pauses, on name or category name, from page 1', async () => {
      await arrive('page=2');
      list.search.searchTyped('k');
      list.search.searchTyped('kidsg');
      list.search.searchTyped('KidsGuard');
      clock.advance(SEARCH_DEBOUNCE_MS - 1);
      expect(list.query.params.search).toBe('');
      clock.advance(1);
      expect(list.query.params).toMatchObject({ search: 'KidsGuard', page: 1 });
      expect(await followAddress()).toBe('search=KidsGuard');
      expect(shown().every((product) => product.name.includes('KidsGuard'))).toBe(true);

      list.search.searchTyped('nusmile');
      list.search.searchSubmitted();
      expect(list.query.params.search).toBe('nusmile');
      expect(list.results.page.total).toBe(api.catalogue.filter((product) => product.categoryName === 'NuSmile' && product.isActive).length);
      expect(clock.pending).toBe(0);
    });

    it('finds a product by its category’s name in either language, as the server’s list search does (issue 28)', async () => {
      await arrive();
      const premier = api.catalogue.filter((product) => product.categoryId === 1 && product.isActive).length;
      for (const text of ['منتجات', 'premier dental products']) {
        list.search.searchTyped(text);
        list.search.searchSubmitted();
        expect(list.results.page, text).toMatchObject({ matching: 'exact', total: premier });
      }
    });
  });

  describe('clearing the search (issue 27)', () => {
    it('Clear search shows the whole list again with an empty box, and a pending search does not come back', async () => {
      await arrive('category=3&search=qqxxzz&page=2');
      list.search.searchTyped('qqxxzzy');
      list.search.clearSearchClicked();
      expect(list.search.text).toBe('');
      expect(await followAddress()).toBe('category=3');
      clock.advance(SEARCH_DEBOUNCE_MS);
      expect(list.query.requestedAddress).toBeNull();
      expect(list.results.page.total).toBe(api.catalogue.filter((product) => product.categoryName === 'NuSmile' && product.isActive).length);
    });
  });

  describe('search suggestions', () => {
    const composite: SearchSuggestion = { kind: 'product', id: 1, name: 'Lumina Nano-Hybrid Universal Composite', categoryId: 1 };
    const endodontics: SearchSuggestion = { kind: 'subcategory', id: 2, name: 'Endodontics', categoryId: 1 };
    const nusmile: SearchSuggestion = { kind: 'category', id: 3, name: 'NuSmile', categoryId: 3 };
    const zirconiaCrowns: SearchSuggestion = { kind: 'subcategory', id: 9, name: 'Pediatric Zirconia Crowns', categoryId: 3 };

    beforeEach(() => {
      suggestionsApi.entries = [composite, endodontics, nusmile, zirconiaCrowns];
    });

    it('asks once typing pauses, and only from two characters', async () => {
      await arrive();
      list.search.searchTyped('c');
      clock.advance(SUGGESTION_DEBOUNCE_MS);
      await settle();
      expect(suggestionsApi.asked).toEqual([]);
      list.search.searchTyped('co');
      list.search.searchTyped('com');
      clock.advance(SUGGESTION_DEBOUNCE_MS - 1);
      expect(suggestionsApi.asked).toEqual([]);
      clock.advance(1);
      await settle();
      expect(suggestionsApi.asked).toEqual(['com']);
      expect(list.search.suggestions).toEqual([composite]);
    });

    it('drops an answer for text typed before the latest', async () => {
      await arrive();
      suggestionsApi.hold();
      list.search.searchTyped('comp');
      clock.advance(SUGGESTION_DEBOUNCE_MS);
      await settle();
      list.search.searchTyped('endo');
      clock.advance(SUGGESTION_DEBOUNCE_MS);
      await settle();
      expect(suggestionsApi.asked).toEqual(['comp', 'endo']);
      await suggestionsApi.release([1, 0]);
      expect(list.search.suggestions).toEqual([endodontics]);
    });

    it('a failed call shows no suggestions, and the search still works', async () => {
      await arrive();
      suggestionsApi.failures.set('suggestions', networkFailure);
      list.search.searchTyped('crown');
      clock.advance(SUGGESTION_DEBOUNCE_MS);
      await settle();
      expect(list.search.suggestions).toEqual([]);
      clock.advance(SEARCH_DEBOUNCE_MS);
      expect(await followAddress()).toBe('search=crown');
    });

    it('Enter searches as before and closes the suggestions; a late answer does not reopen them', async () => {
      await arrive();
      suggestionsApi.hold();
      list.search.searchTyped('crown');
      clock.advance(SUGGESTION_DEBOUNCE_MS);
      await settle();
      list.search.searchSubmitted();
      expect(await followAddress()).toBe('search=crown');
      await suggestionsApi.release();
      expect(list.search.suggestions).toEqual([]);
    });

    it('choosing a product asks for its page', async () => {
      await arrive();
      list.search.searchTyped('composit');
      list.search.suggestionChosen(composite);
      expect(list.search.requestedProductPage).toBe('/products/1');
      clock.advance(SEARCH_DEBOUNCE_MS);
      expect(list.query.requestedAddress).toBeNull();
      list.search.productPageOpened();
      expect(list.search.requestedProductPage).toBeNull();
    });

    it('choosing a category or a product line shows it, with the typed text cleared', async () => {
      await arrive('search=old&page=2');
      list.search.searchTyped('endo');
      list.search.suggestionChosen(endodontics);
      expect(await followAddress()).toBe('category=1&subcategory=2');
      expect(list.search.text).toBe('');
      list.search.suggestionChosen(nusmile);
      expect(await followAddress()).toBe('category=3');
      expect(list.query.params.subcategory).toBeNull();
    });
  });
});
