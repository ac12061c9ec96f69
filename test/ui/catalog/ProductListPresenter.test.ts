import type { Container } from 'inversify';
import { beforeEach, describe, expect, it } from 'vitest';
import { ProductListPresenter } from '../../../src/ui/catalog/ProductListPresenter';
import { SEARCH_DEBOUNCE_MS } from '../../../src/ui/catalog/ProductListSearchPresenter';
import type { FakeClock } from '../support/FakeClock';
import { arriveAt, type FakeCatalogApi, followRequestedAddress, productListScreen, recordedCatalogApi } from './catalogTestKit';

/** The screen: the address it is handed, what a new one resets in its panels, and leaving. */
describe('ProductListPresenter', () => {
  let api: FakeCatalogApi;
  let clock: FakeClock;
  let container: Container;
  let list: ProductListPresenter;

  beforeEach(() => {
    api = recordedCatalogApi(3, 1);
    ({ clock, container, list } = productListScreen(api));
  });

  const arrive = (query = '') => arriveAt(list, query);
  const followAddress = () => followRequestedAddress(list);

  describe('reading the address', () => {
    it('shows the first 10 of all active products by default, asking for the whole list', async () => {
      expect(list.query.status).toBe('loading');
      await arrive();
      expect(api.calls).toEqual(['/api/product']);
      expect(list.query.status).toBe('ready');
      expect(list.results.cards).toHaveLength(10);
      expect(list.results.summary).toBe('Showing 1 to 10 of 63 products');
      expect(list.categories.categoryTitle).toBe('All Categories');
      expect(list.query.subcategories).toEqual([]);
      expect(list.query.requestedAddress).toBeNull();
    });

    it('takes category, page, search, sort and perPage from the query string', async () => {
      await arrive('category=3&page=2&search=crown&sort=price-desc&perPage=8');
      expect(api.calls).toEqual(['/api/category/3/products', '/api/category/3/subcategories', '/api/category/3']);
      expect(list.query.params).toEqual({ category: 3, page: 2, search: 'crown', sort: 'price-desc', perPage: 8, subcategory: null, brands: [], minPrice: null, maxPrice: null });
      expect(list.search.text).toBe('crown');
      expect(list.categories.categoryTitle).toBe('NuSmile');
      expect(list.query.subcategories.map((subcategory) => subcategory.name)).toEqual(['Pediatric Zirconia Crowns', 'Stainless Steel Crowns', 'Pediatric Preventive']);
      const prices = list.results.page.items.map((item) => item.price);
      expect(prices).toEqual([...prices].sort((a, b) => b - a));
      expect(list.results.summary).toMatch(/^Showing 9 to \d+ of \d+ products$/);
      expect(list.query.requestedAddress).toBeNull();
    });

    it('falls back to the defaults for malformed values without rewriting the address', async () => {
      await arrive('category=abc&page=-2&sort=cheapest&perPage=7&subcategory=x');
      expect(list.query.params).toEqual({ category: 0, page: 1, search: '', sort: 'default', perPage: 10, subcategory: null, brands: [], minPrice: null, maxPrice: null });
      expect(list.query.requestedAddress).toBeNull();
    });

    it('restores an earlier state on back/forward, dropping a search still being typed', async () => {
      await arrive('category=3&page=2');
      list.search.searchTyped('var');
      await arrive('category=1');
      expect(list.search.text).toBe('');
      clock.advance(SEARCH_DEBOUNCE_MS);
      expect(list.query.params.search).toBe('');
      expect(list.query.requestedAddress).toBeNull();
      expect(api.calls).toEqual(['/api/category/3/products', '/api/category/3/subcategories', '/api/category/3', '/api/category/1/products', '/api/category/1/subcategories', '/api/category/1']);
    });

    it('an address the router hands back late does not undo later changes nor a search being typed', async () => {
      await arrive();
      list.categories.categorySelected(3);
      list.categories.categorySelected(0);
      expect(list.query.requestedAddress).toBe('');
      list.search.searchTyped('bond');
      list.addressChanged('category=3');
      expect(list.query.params.category).toBe(0);
      expect(list.search.text).toBe('bond');
      expect(list.query.requestedAddress).toBe('');
      list.addressChanged('');
      expect(list.query.requestedAddress).toBeNull();
      clock.advance(SEARCH_DEBOUNCE_MS);
      expect(list.query.params.search).toBe('bond');
      expect(await followAddress()).toBe('search=bond');

      // Back to where the person was before: a new state, taken in whole.
      list.addressChanged('category=3');
      expect(list.query.params).toMatchObject({ category: 3, search: '' });
      list.categories.categorySelected(0);
      expect(list.query.requestedAddress).toBe('');
    });
  });

  describe('its panels', () => {
    it('change the query of their own screen, and another screen has its own', async () => {
      await arrive();
      const other = container.get(ProductListPresenter);
      list.categories.categorySelected(3);
      list.search.searchTyped('crown');
      list.search.searchSubmitted();
      expect(list.query.params).toMatchObject({ category: 3, search: 'crown' });
      expect(other.query.params).toMatchObject({ category: 0, search: '' });
      expect(other.search.text).toBe('');
    });
  });

  describe('leaving', () => {
    it('a pending search does not fire after the page is left', async () => {
      await arrive();
      list.search.searchTyped('bond');
      list.left();
      clock.advance(SEARCH_DEBOUNCE_MS);
      expect(list.query.params.search).toBe('');
    });
  });
});
