import { beforeEach, describe, expect, it } from 'vitest';
import type { SearchSuggestion } from '../../../src/application/catalog/SearchSuggestionsApi';
import { fail, ok } from '@tiara/domain/result';
import { ProductListPresenter, SEARCH_DEBOUNCE_MS, SUGGESTION_DEBOUNCE_MS } from '../../../src/ui/catalog/ProductListPresenter';
import type { FakeClock } from '../support/FakeClock';
import { FakeCatalogApi, type FakeSuggestionsApi, catalogContainer, networkFailure, recordedProducts, arriveAt, followRequestedAddress, recordedSubcategories, settle } from './catalogTestKit';

/** Issue 19, item 6: the brand and price filters in the address, and the search box's suggestions. */
describe('ProductListPresenter: finding products', () => {
  let api: FakeCatalogApi;
  let clock: FakeClock;
  let suggestionsApi: FakeSuggestionsApi;
  let list: ProductListPresenter;

  beforeEach(() => {
    api = new FakeCatalogApi(recordedProducts(), new Map([[3, recordedSubcategories('subcategories-3.json')]]));
    const kit = catalogContainer(api);
    ({ clock, suggestions: suggestionsApi } = kit);
    list = kit.container.get(ProductListPresenter);
  });

  const arrive = (query = '') => arriveAt(list, query);
  const followAddress = () => followRequestedAddress(list);

  const payable = (card: { product: { price: number; discount: number } }) => card.product.price - card.product.discount;

  describe('brand and price filters', () => {
    it('offers the brands of the category shown, alphabetically', async () => {
      await arrive('category=3');
      expect(list.brandOptions).toEqual([
        { brand: 'KidsGuard', chosen: false },
        { brand: 'NuSmile', chosen: false },
        { brand: 'PediaZir', chosen: false },
      ]);
    });

    it('reads brands and a price range from the address, and filters the list by them', async () => {
      await arrive('category=3&brand=PediaZir&brand=KidsGuard&minPrice=500&maxPrice=3000&perPage=48');
      expect(list.params).toMatchObject({ brands: ['PediaZir', 'KidsGuard'], minPrice: 50000, maxPrice: 300000 });
      expect(list.minPriceText).toBe('500');
      expect(list.maxPriceText).toBe('3000');
      expect(list.cards.length).toBeGreaterThan(0);
      for (const card of list.cards) {
        expect(['PediaZir', 'KidsGuard']).toContain(card.product.brand);
        expect(payable(card)).toBeGreaterThanOrEqual(50000);
        expect(payable(card)).toBeLessThanOrEqual(300000);
      }
      expect(list.summary).toBe(`Showing 1 to ${list.cards.length} of ${list.cards.length} products`);
      expect(list.requestedAddress).toBeNull();
    });

    it('choosing a brand filters, returns to page 1 and writes brand into the address; choosing it again undoes it', async () => {
      await arrive('category=3&page=2&perPage=8');
      list.brandToggled('KidsGuard');
      expect(await followAddress()).toBe('category=3&perPage=8&brand=KidsGuard');
      expect(list.page.page).toBe(1);
      expect(list.cards.every((card) => card.product.brand === 'KidsGuard')).toBe(true);
      expect(list.brandOptions.find((option) => option.brand === 'KidsGuard')?.chosen).toBe(true);
      list.brandToggled('NuSmile');
      expect(await followAddress()).toBe('category=3&perPage=8&brand=KidsGuard&brand=NuSmile');
      list.brandToggled('kidsguard');
      expect(await followAddress()).toBe('category=3&perPage=8&brand=NuSmile');
    });

    it('typed prices become the range once typing pauses, from page 1', async () => {
      await arrive('page=3');
      list.minPriceTyped('1000');
      list.maxPriceTyped('200');
      expect(list.requestedAddress).toBeNull();
      clock.advance(SEARCH_DEBOUNCE_MS);
      // Given the wrong way round, the range is swapped, and the boxes say so.
      expect(await followAddress()).toBe('minPrice=200&maxPrice=1000');
      expect(list.minPriceText).toBe('200');
      expect(list.maxPriceText).toBe('1000');
      for (const card of list.cards) expect(payable(card)).toBeGreaterThanOrEqual(20000);
    });

    it('ignores unreadable price text and address values without failing', async () => {
      await arrive('minPrice=cheap&maxPrice=-4&brand=');
      expect(list.params).toMatchObject({ brands: [], minPrice: null, maxPrice: null });
      expect(list.status).toBe('ready');
      list.minPriceTyped('abc');
      clock.advance(SEARCH_DEBOUNCE_MS);
      expect(list.requestedAddress).toBeNull();
      expect(list.minPriceText).toBe('');
    });

    it('keeps a chosen brand the category lacks among the choices, so it can be unchosen', async () => {
      await arrive('category=3&brand=Lumina');
      expect(list.isEmpty).toBe(true);
      expect(list.brandOptions.at(-1)).toEqual({ brand: 'Lumina', chosen: true });
    });

    it('a new category drops the brands but keeps the price range; clearing the filters drops both', async () => {
      await arrive('category=3&brand=PediaZir&minPrice=100');
      list.categorySelected(1);
      expect(await followAddress()).toBe('category=1&minPrice=100');
      list.brandToggled('Lumina');
      await followAddress();
      list.filtersCleared();
      expect(await followAddress()).toBe('category=1');
      expect(list.isFiltered).toBe(false);
    });

    it('back to an earlier address restores its filters and boxes', async () => {
      await arrive('brand=Premier&maxPrice=400');
      await arrive('');
      await arrive('brand=Premier&maxPrice=400');
      expect(list.params).toMatchObject({ brands: ['Premier'], maxPrice: 40000 });
      expect(list.maxPriceText).toBe('400');
    });
  });

  describe('search suggestions', () => {
    const composite: SearchSuggestion = { kind: 'product', id: 1, name: 'Lumina Nano-Hybrid Universal Composite', categoryId: 1 };
    const endodontics: SearchSuggestion = { kind: 'subcategory', id: 2, name: 'Endodontics', categoryId: 1 };
    const nusmile: SearchSuggestion = { kind: 'category', id: 3, name: 'NuSmile', categoryId: 3 };

    it('asks once typing pauses, and only from two characters', async () => {
      await arrive();
      list.searchTyped('c');
      clock.advance(SUGGESTION_DEBOUNCE_MS);
      await settle();
      expect(suggestionsApi.asked).toEqual([]);
      list.searchTyped('co');
      list.searchTyped('com');
      clock.advance(SUGGESTION_DEBOUNCE_MS - 1);
      expect(suggestionsApi.asked).toEqual([]);
      clock.advance(1);
      await settle();
      expect(suggestionsApi.asked).toEqual(['com']);
      await suggestionsApi.answer(0, ok([composite]));
      expect(list.suggestions).toEqual([composite]);
    });

    it('drops an answer for text typed before the latest', async () => {
      await arrive();
      list.searchTyped('comp');
      clock.advance(SUGGESTION_DEBOUNCE_MS);
      await settle();
      list.searchTyped('endo');
      clock.advance(SUGGESTION_DEBOUNCE_MS);
      await settle();
      expect(suggestionsApi.asked).toEqual(['comp', 'endo']);
      await suggestionsApi.answer(1, ok([endodontics]));
      await suggestionsApi.answer(0, ok([composite]));
      expect(list.suggestions).toEqual([endodontics]);
    });

    it('a failed call shows no suggestions, and the search still works', async () => {
      await arrive();
      list.searchTyped('crown');
      clock.advance(SUGGESTION_DEBOUNCE_MS);
      await settle();
      await suggestionsApi.answer(0, fail(networkFailure));
      expect(list.suggestions).toEqual([]);
      clock.advance(SEARCH_DEBOUNCE_MS);
      expect(await followAddress()).toBe('search=crown');
    });

    it('Enter searches as before and closes the suggestions; a late answer does not reopen them', async () => {
      await arrive();
      list.searchTyped('crown');
      clock.advance(SUGGESTION_DEBOUNCE_MS);
      await settle();
      list.searchSubmitted();
      expect(await followAddress()).toBe('search=crown');
      await suggestionsApi.answer(0, ok([nusmile]));
      expect(list.suggestions).toEqual([]);
    });

    it('choosing a product asks for its page', async () => {
      await arrive();
      list.searchTyped('composit');
      list.suggestionChosen(composite);
      expect(list.requestedProductPage).toBe('/products/1');
      clock.advance(SEARCH_DEBOUNCE_MS);
      expect(list.requestedAddress).toBeNull();
      list.productPageOpened();
      expect(list.requestedProductPage).toBeNull();
    });

    it('choosing a category or a product line shows it, with the typed text cleared', async () => {
      await arrive('search=old&page=2');
      list.searchTyped('endo');
      list.suggestionChosen(endodontics);
      expect(await followAddress()).toBe('category=1&subcategory=2');
      expect(list.searchText).toBe('');
      list.suggestionChosen(nusmile);
      expect(await followAddress()).toBe('category=3');
      expect(list.params.subcategory).toBeNull();
    });
  });
});
