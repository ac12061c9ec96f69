import { beforeEach, describe, expect, it } from 'vitest';
import type { ProductListPresenter } from '../../../src/ui/catalog/ProductListPresenter';
import { SEARCH_DEBOUNCE_MS } from '../../../src/ui/catalog/ProductListSearchPresenter';
import type { FakeClock } from '../support/FakeClock';
import { arriveAt, type FakeCatalogApi, followRequestedAddress, productListScreen, recordedCatalogApi } from './catalogTestKit';

/** Issue 19, item 6: the brand and price filters, in the address. */
describe('ProductListFiltersPresenter', () => {
  let api: FakeCatalogApi;
  let clock: FakeClock;
  let list: ProductListPresenter;

  beforeEach(() => {
    api = recordedCatalogApi(3);
    ({ clock, list } = productListScreen(api));
  });

  const arrive = (query = '') => arriveAt(list, query);
  const followAddress = () => followRequestedAddress(list);

  const payable = (card: { product: { price: number; discount: number } }) => card.product.price - card.product.discount;

  describe('brand and price filters', () => {
    it('offers the brands of the category shown, alphabetically', async () => {
      await arrive('category=3');
      expect(list.filters.brandOptions).toEqual([
        { brand: 'KidsGuard', chosen: false },
        { brand: 'NuSmile', chosen: false },
        { brand: 'PediaZir', chosen: false },
      ]);
    });

    it('reads brands and a price range from the address, and filters the list by them', async () => {
      await arrive('category=3&brand=PediaZir&brand=KidsGuard&minPrice=500&maxPrice=3000&perPage=48');
      expect(list.query.params).toMatchObject({ brands: ['PediaZir', 'KidsGuard'], minPrice: 50000, maxPrice: 300000 });
      expect(list.filters.minPriceText).toBe('500');
      expect(list.filters.maxPriceText).toBe('3000');
      expect(list.results.cards.length).toBeGreaterThan(0);
      for (const card of list.results.cards) {
        expect(['PediaZir', 'KidsGuard']).toContain(card.product.brand);
        expect(payable(card)).toBeGreaterThanOrEqual(50000);
        expect(payable(card)).toBeLessThanOrEqual(300000);
      }
      expect(list.results.summary).toBe(`Showing 1 to ${list.results.cards.length} of ${list.results.cards.length} products`);
      expect(list.query.requestedAddress).toBeNull();
    });

    it('choosing a brand filters, returns to page 1 and writes brand into the address; choosing it again undoes it', async () => {
      await arrive('category=3&page=2&perPage=8');
      list.filters.brandToggled('KidsGuard');
      expect(await followAddress()).toBe('category=3&perPage=8&brand=KidsGuard');
      expect(list.results.page.page).toBe(1);
      expect(list.results.cards.every((card) => card.product.brand === 'KidsGuard')).toBe(true);
      expect(list.filters.brandOptions.find((option) => option.brand === 'KidsGuard')?.chosen).toBe(true);
      list.filters.brandToggled('NuSmile');
      expect(await followAddress()).toBe('category=3&perPage=8&brand=KidsGuard&brand=NuSmile');
      list.filters.brandToggled('kidsguard');
      expect(await followAddress()).toBe('category=3&perPage=8&brand=NuSmile');
    });

    it('typed prices become the range once typing pauses, from page 1', async () => {
      await arrive('page=3');
      list.filters.minPriceTyped('1000');
      list.filters.maxPriceTyped('200');
      expect(list.query.requestedAddress).toBeNull();
      clock.advance(SEARCH_DEBOUNCE_MS);
      // Given the wrong way round, the range is swapped, and the boxes say so.
      expect(await followAddress()).toBe('minPrice=200&maxPrice=1000');
      expect(list.filters.minPriceText).toBe('200');
      expect(list.filters.maxPriceText).toBe('1000');
      for (const card of list.results.cards) expect(payable(card)).toBeGreaterThanOrEqual(20000);
    });

    it('ignores unreadable price text and address values without failing', async () => {
      await arrive('minPrice=cheap&maxPrice=-4&brand=');
      expect(list.query.params).toMatchObject({ brands: [], minPrice: null, maxPrice: null });
      expect(list.query.status).toBe('ready');
      list.filters.minPriceTyped('abc');
      clock.advance(SEARCH_DEBOUNCE_MS);
      expect(list.query.requestedAddress).toBeNull();
      expect(list.filters.minPriceText).toBe('');
    });

    it('keeps a chosen brand the category lacks among the choices, so it can be unchosen', async () => {
      await arrive('category=3&brand=Lumina');
      expect(list.results.isEmpty).toBe(true);
      expect(list.filters.brandOptions.at(-1)).toEqual({ brand: 'Lumina', chosen: true });
    });

    it('a new category drops the brands but keeps the price range; clearing the filters drops both', async () => {
      await arrive('category=3&brand=PediaZir&minPrice=100');
      list.categories.categorySelected(1);
      expect(await followAddress()).toBe('category=1&minPrice=100');
      list.filters.brandToggled('Lumina');
      await followAddress();
      list.filters.filtersCleared();
      expect(await followAddress()).toBe('category=1');
      expect(list.filters.isFiltered).toBe(false);
    });

    it('back to an earlier address restores its filters and boxes', async () => {
      await arrive('brand=Premier&maxPrice=400');
      await arrive('');
      await arrive('brand=Premier&maxPrice=400');
      expect(list.query.params).toMatchObject({ brands: ['Premier'], maxPrice: 40000 });
      expect(list.filters.maxPriceText).toBe('400');
    });
  });
});
