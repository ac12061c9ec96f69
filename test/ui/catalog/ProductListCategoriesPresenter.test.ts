import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { categoryNamesAr } from '../../../src/locales/shared/ar/categoryNamesAr';
import type { ProductListPresenter } from '../../../src/ui/catalog/ProductListPresenter';
import { showLanguage } from '../../../src/ui/i18n/localized';
import { loadTexts } from '../../../src/ui/i18n/translations';
import { arriveAt, type FakeCatalogApi, followRequestedAddress, networkFailure, productListScreen, recordedCatalogApi, shownProducts } from './catalogTestKit';

/** The categories: the sidebar (and the Filters drawer's), and the subcategory cards. */
describe('ProductListCategoriesPresenter', () => {
  let api: FakeCatalogApi;
  let list: ProductListPresenter;

  beforeEach(() => {
    api = recordedCatalogApi(3, 1);
    ({ list } = productListScreen(api));
  });

  const arrive = (query = '') => arriveAt(list, query);
  const followAddress = () => followRequestedAddress(list);
  const shown = () => shownProducts(list);

  describe('the chosen category’s title', () => {
    afterEach(() => showLanguage('en'));

    it('is the name the backend gives it (SPEC §7 GET /api/category/{id}): the fixed name until it answers, and when it fails', async () => {
      api.categoryNames.set(3, 'NuSmile Pediatric Crowns');
      api.hold('category');
      await arrive('category=3');
      expect(api.calls).toContain('/api/category/3');
      expect(list.categories.categoryTitle).toBe('NuSmile');
      await api.release();
      expect(list.categories.categoryTitle).toBe('NuSmile Pediatric Crowns');

      api.failures.set('category', networkFailure);
      list.categories.categorySelected(1);
      await arrive('category=1');
      expect(list.categories.categoryTitle).toBe('Premier Dental Products');
    });

    it('asks nothing for All Categories, and shows SPEC’s own English name in the reader’s language', async () => {
      await arrive();
      expect(api.calls).toEqual(['/api/product']);
      await loadTexts('ar', ['storefront']);
      showLanguage('ar');
      await arrive('category=1');
      expect(api.calls).toContain('/api/category/1');
      expect(list.categories.categoryTitle).toBe(categoryNamesAr[1]);
    });
  });

  describe('changes the person makes', () => {
    it('changing category goes back to page 1, reloads and gives the next address', async () => {
      await arrive('page=3&sort=name-asc');
      list.categories.categorySelected(3);
      expect(list.query.params).toMatchObject({ category: 3, page: 1, sort: 'name-asc' });
      expect(await followAddress()).toBe('category=3&sort=name-asc');
      expect(list.query.requestedAddress).toBeNull();
      // Handing the address back does not load the category a second time.
      expect(api.calls).toEqual(['/api/product', '/api/category/3/products', '/api/category/3/subcategories', '/api/category/3']);
      expect(shown().every((product) => product.categoryId === 3)).toBe(true);
    });

    it('a subcategory card shows that product line from page 1; choosing it again shows the whole category', async () => {
      await arrive('category=3&page=2');
      list.categories.subcategorySelected(9);
      expect(list.query.params).toMatchObject({ category: 3, subcategory: 9, page: 1 });
      expect(list.categories.selectedSubcategory?.name).toBe('Pediatric Zirconia Crowns');
      expect(shown().length).toBeGreaterThan(0);
      expect(shown().every((product) => product.subcategoryId === 9)).toBe(true);
      expect(await followAddress()).toBe('category=3&subcategory=9');
      list.categories.subcategorySelected(9);
      expect(list.query.params.subcategory).toBeNull();
      list.categories.subcategorySelected(10);
      list.categories.categorySelected(1);
      expect(list.query.params.subcategory).toBeNull();
    });
  });
});
