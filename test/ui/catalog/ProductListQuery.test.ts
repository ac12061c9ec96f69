import { beforeEach, describe, expect, it } from 'vitest';
import type { ProductListPresenter } from '../../../src/ui/catalog/ProductListPresenter';
import type { ToastPresenter } from '../../../src/ui/toast/ToastPresenter';
import { arriveAt, type FakeCatalogApi, networkFailure, productListScreen, recordedCatalogApi, recordedSubcategories, settle, shownProducts } from './catalogTestKit';

/** The list's query: the addresses it asks for, and the products and product lines it loads. */
describe('ProductListQuery', () => {
  let api: FakeCatalogApi;
  let toasts: ToastPresenter;
  let list: ProductListPresenter;

  beforeEach(() => {
    api = recordedCatalogApi(3, 1);
    ({ toasts, list } = productListScreen(api));
  });

  const arrive = (query = '') => arriveAt(list, query);
  const shown = () => shownProducts(list);

  describe('addresses', () => {
    it('asks for no new address when a change leaves the list as it was', async () => {
      await arrive('category=3');
      list.categories.categorySelected(3);
      list.results.sortChosen('default');
      expect(list.query.requestedAddress).toBeNull();
    });
  });

  describe('loading', () => {
    it("a failed product call shows 'Error in getting products' and Try Again loads again", async () => {
      api.failures.set('/api/category/2/products', networkFailure);
      await arrive('category=2');
      expect(list.query.status).toBe('failed');
      expect(list.results.cards).toEqual([]);
      expect(list.results.isEmpty).toBe(false);
      expect(toasts.toasts).toEqual([expect.objectContaining({ tone: 'error', message: 'Error in getting products', durationMs: 1000 })]);
      api.failures.clear();
      list.results.retryClicked();
      expect(list.query.status).toBe('loading');
      await settle();
      expect(list.query.status).toBe('ready');
      expect(list.results.page.total).toBeGreaterThan(0);
    });

    it('a failed subcategory call leaves no subcategories, silently', async () => {
      api.failures.set('/api/category/3/subcategories', networkFailure);
      await arrive('category=3');
      expect(list.query.subcategories).toEqual([]);
      expect(list.query.status).toBe('ready');
      expect(toasts.toasts).toEqual([]);
    });

    it('shows only active products and active subcategories', async () => {
      const [first, second, ...rest] = api.catalogue.filter((product) => product.categoryId === 3);
      api.catalogue = [{ ...first!, isActive: false }, second!, ...rest];
      const [line, ...lines] = recordedSubcategories('subcategories-3.json');
      api.subcategoryLists.set(3, [{ ...line!, isActive: false }, ...lines]);
      await arrive('category=3&perPage=48');
      expect(shown().map((product) => product.id)).not.toContain(first!.id);
      expect(list.results.page.total).toBe(rest.length + 1);
      expect(list.query.subcategories.map((subcategory) => subcategory.id)).toEqual(lines.map((subcategory) => subcategory.id));
    });

    it('ignores answers for a category the person has already left', async () => {
      await arrive();
      api.hold();
      list.categories.categorySelected(1);
      list.categories.categorySelected(2);
      // Category 2's answers come first, category 1's late ones must not replace them.
      await api.release([2, 3, 0, 1]);
      expect(list.query.params.category).toBe(2);
      expect(shown().every((product) => product.categoryId === 2)).toBe(true);
      expect(list.query.subcategories).toEqual([]);
    });
  });
});
