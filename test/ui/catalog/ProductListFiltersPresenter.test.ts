import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import type { ProductListPresenter } from '../../../src/ui/catalog/ProductListPresenter';
import { SEARCH_DEBOUNCE_MS } from '../../../src/ui/catalog/ProductListSearchPresenter';
import { loadTexts } from '../../../src/ui/i18n/translations';
import { showLanguage } from '../../../src/ui/i18n/localized';
import type { FakeClock } from '../support/FakeClock';
import { arriveAt, type FakeCatalogApi, followRequestedAddress, productListScreen, recordedCatalogApi } from './catalogTestKit';

/** Issue 19, item 6: the brand and price filters, in the address; issue 27: the price boxes say what is wrong, the filters on show as chips. */
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
      list.filters.minPriceTyped('200');
      list.filters.maxPriceTyped('1,000');
      expect(list.query.requestedAddress).toBeNull();
      clock.advance(SEARCH_DEBOUNCE_MS);
      expect(await followAddress()).toBe('minPrice=200&maxPrice=1000');
      expect(list.filters.minPriceText).toBe('200');
      expect(list.filters.maxPriceText).toBe('1000');
      expect(list.filters.priceError).toBeNull();
      for (const card of list.results.cards) expect(payable(card)).toBeGreaterThanOrEqual(20000);
    });

    it('says a minimum above the maximum is wrong beside the boxes, and applies nothing until it is fixed', async () => {
      await arrive('maxPrice=5000');
      const before = list.results.page.total;
      list.filters.minPriceTyped('2000');
      list.filters.maxPriceTyped('100');
      clock.advance(SEARCH_DEBOUNCE_MS);
      expect(list.filters.priceError).toBe('Minimum price must not be more than the maximum');
      expect([list.filters.minPriceInvalid, list.filters.maxPriceInvalid]).toEqual([true, true]);
      // Nothing swapped, nothing applied, nothing typed lost.
      expect(list.query.requestedAddress).toBeNull();
      expect(list.query.params).toMatchObject({ minPrice: null, maxPrice: 500_000 });
      expect(list.results.page.total).toBe(before);
      expect([list.filters.minPriceText, list.filters.maxPriceText]).toEqual(['2000', '100']);
      // Enter or leaving the box says the same at once.
      list.filters.priceSettled();
      expect(list.filters.priceError).toBe('Minimum price must not be more than the maximum');

      list.filters.maxPriceTyped('3000');
      clock.advance(SEARCH_DEBOUNCE_MS);
      expect(list.filters.priceError).toBeNull();
      expect([list.filters.minPriceInvalid, list.filters.maxPriceInvalid]).toEqual([false, false]);
      expect(await followAddress()).toBe('minPrice=2000&maxPrice=3000');
    });

    it('says which box holds no amount, keeps what was typed, and reads Arabic digits', async () => {
      await arrive('minPrice=cheap&maxPrice=-4&brand=');
      expect(list.query.params).toMatchObject({ brands: [], minPrice: null, maxPrice: null });
      expect(list.query.status).toBe('ready');
      list.filters.minPriceTyped('abc');
      clock.advance(SEARCH_DEBOUNCE_MS);
      expect(list.query.requestedAddress).toBeNull();
      expect(list.filters.minPriceText).toBe('abc');
      expect(list.filters.priceError).toBe('Enter the price in EGP, in figures (for example 250)');
      expect([list.filters.minPriceInvalid, list.filters.maxPriceInvalid]).toEqual([true, false]);
      list.filters.minPriceTyped('');
      list.filters.maxPriceTyped('-4');
      list.filters.priceSettled();
      expect([list.filters.minPriceInvalid, list.filters.maxPriceInvalid]).toEqual([false, true]);
      list.filters.maxPriceTyped('٢٥٠');
      list.filters.priceSettled();
      expect(list.filters.priceError).toBeNull();
      expect(await followAddress()).toBe('maxPrice=250');
      expect(list.filters.maxPriceText).toBe('250');
    });

    it('an address brought back drops a wrong range being typed, and its message', async () => {
      await arrive('maxPrice=400');
      list.filters.minPriceTyped('900');
      list.filters.priceSettled();
      expect(list.filters.priceError).not.toBeNull();
      await arrive('');
      expect([list.filters.minPriceText, list.filters.maxPriceText, list.filters.priceError]).toEqual(['', '', null]);
    });

    it('reads a range typed backwards into the address by hand leniently, swapped', async () => {
      await arrive('minPrice=2000&maxPrice=100');
      expect(list.query.params).toMatchObject({ minPrice: 10_000, maxPrice: 200_000 });
      expect([list.filters.minPriceText, list.filters.maxPriceText, list.filters.priceError]).toEqual(['100', '2000', null]);
    });

    it('keeps a chosen brand the category lacks among the choices, so it can be unchosen', async () => {
      await arrive('category=3&brand=Lumina');
      expect(list.results.isEmpty).toBe(true);
      expect(list.filters.brandOptions.at(-1)).toEqual({ brand: 'Lumina', chosen: true });
    });

    it('a new category drops the brands but keeps the price range', async () => {
      await arrive('category=3&brand=PediaZir&minPrice=100');
      list.categories.categorySelected(1);
      expect(await followAddress()).toBe('category=1&minPrice=100');
    });

    it('back to an earlier address restores its filters and boxes', async () => {
      await arrive('brand=Premier&maxPrice=400');
      await arrive('');
      await arrive('brand=Premier&maxPrice=400');
      expect(list.query.params).toMatchObject({ brands: ['Premier'], maxPrice: 40000 });
      expect(list.filters.maxPriceText).toBe('400');
    });
  });

  describe('the filters on, as chips, and the Filters button', () => {
    const labels = () => list.filters.chips.map((chip) => chip.label);
    const chip = (label: string) => {
      const found = list.filters.chips.find((one) => one.label === label);
      if (!found) throw new Error(`no chip ${label} among ${labels().join(', ')}`);
      return found;
    };

    it('shows none and a plain Filters button for the whole catalogue', async () => {
      await arrive('search=etch&sort=name-asc');
      expect(list.filters.chips).toEqual([]);
      expect(list.filters.filtersButtonLabel).toBe('Filters');
    });

    it('shows the category, its product line, each brand and the price range, and counts them on the button', async () => {
      await arrive('category=3&subcategory=9&brand=PediaZir&brand=KidsGuard&minPrice=100&maxPrice=2000');
      expect(labels()).toEqual(['NuSmile', 'Pediatric Zirconia Crowns', 'PediaZir', 'KidsGuard', 'Min 100 EGP', 'Max 2,000 EGP']);
      expect(list.filters.filtersButtonLabel).toBe('Filters (6)');
    });

    it('a chip removed takes only its filter off, from page 1, in the address, and the list follows', async () => {
      await arrive('category=3&brand=NuSmile&maxPrice=200&perPage=24');
      const narrowed = list.results.page.total;
      expect(list.filters.filtersButtonLabel).toBe('Filters (3)');

      list.filters.chipRemoved(chip('Max 200 EGP'));
      expect(await followAddress()).toBe('category=3&perPage=24&brand=NuSmile');
      expect(list.filters.maxPriceText).toBe('');
      expect(list.results.page.total).toBeGreaterThan(narrowed);
      expect(labels()).toEqual(['NuSmile', 'NuSmile']);

      // The category's chip leaves the brand chosen: All Categories sells it too.
      list.filters.chipRemoved(list.filters.chips[0]!);
      expect(await followAddress()).toBe('perPage=24&brand=NuSmile');
      expect(list.results.cards.every((card) => card.product.brand === 'NuSmile')).toBe(true);
      expect(list.filters.filtersButtonLabel).toBe('Filters (1)');
    });

    it('the product line chip shows the whole category again; the category chip drops the product line too', async () => {
      await arrive('category=3&subcategory=9');
      list.filters.chipRemoved(chip('Pediatric Zirconia Crowns'));
      expect(await followAddress()).toBe('category=3');
      list.categories.subcategorySelected(9);
      await followAddress();
      list.filters.chipRemoved(chip('NuSmile'));
      expect(await followAddress()).toBe('');
    });

    it('Clear all takes every filter off and keeps the search, sort and page size; a brand chip leaves a price being typed', async () => {
      await arrive('category=3&subcategory=9&brand=PediaZir&minPrice=100&search=crown&sort=price-asc');
      list.filters.maxPriceTyped('50');
      list.filters.chipRemoved(chip('PediaZir'));
      expect(list.filters.maxPriceText).toBe('50');
      await followAddress();
      list.filters.clearAllClicked();
      expect(await followAddress()).toBe('search=crown&sort=price-asc');
      expect(list.filters.chips).toEqual([]);
      expect([list.filters.minPriceText, list.filters.maxPriceText]).toEqual(['', '']);
    });

    it('the Filters button opens the drawer; choosing a category there keeps it open, and its button shows the products left', async () => {
      await arrive();
      list.filters.filtersButtonClicked();
      expect(list.filters.drawerOpened).toBe(true);
      list.categories.categorySelected(2);
      list.filters.brandToggled('Avalon');
      expect(list.filters.drawerOpened).toBe(true);
      expect(list.results.showProductsLabel).toBe(`Show ${list.results.page.total} products`);
      list.filters.showProductsClicked();
      expect(list.filters.drawerOpened).toBe(false);
      list.filters.filtersButtonClicked();
      list.filters.drawerClosed();
      expect(list.filters.drawerOpened).toBe(false);
    });

    describe('in Arabic', () => {
      afterEach(() => showLanguage('en'));

      it('words the chips, the button and the price messages in Arabic', async () => {
        await loadTexts('ar', ['storefront']);
        showLanguage('ar');
        await arrive('category=3&brand=NuSmile&minPrice=100&maxPrice=2000');
        expect(labels().slice(2)).toEqual(['من 100 ج.م', 'حتى 2,000 ج.م']);
        expect(list.filters.filtersButtonLabel).toBe('التصفية (4)');
        list.filters.minPriceTyped('3000');
        list.filters.priceSettled();
        expect(list.filters.priceError).toBe('يجب ألا يزيد الحد الأدنى للسعر عن الحد الأقصى');
        expect(list.results.showProductsLabel).toMatch(/^عرض /);
      });
    });
  });
});
