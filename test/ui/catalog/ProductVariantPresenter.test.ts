import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import type { ProductDetailPresenter } from '../../../src/ui/catalog/ProductDetailPresenter';
import { showLanguage } from '../../../src/ui/i18n/localized';
import { loadTexts } from '../../../src/ui/i18n/translations';
import type { CartPresenter } from '../../../src/ui/cart/CartPresenter';
import { type FakeCatalogApi, crown, bands, etch, networkFailure, productDetailScreen, variantNotFound } from './catalogTestKit';

type Screen = ReturnType<typeof productDetailScreen>;

/** What the person chooses on the product page: the variant selectors, the stock shown, notify me and the live stock check. */
describe('ProductVariantPresenter', () => {
  let api: FakeCatalogApi;
  let cart: CartPresenter;
  let detail: ProductDetailPresenter;
  let open: Screen['open'];
  let liveStock: Screen['liveStock'];
  let add: Screen['add'];

  beforeEach(() => {
    ({ api, cart, detail, open, liveStock, add } = productDetailScreen());
  });

  describe('variant selectors', () => {
    it('offers the sides first, then the chosen side’s sizes ascending, sold-out sizes disabled and labelled', async () => {
      await open('46');
      expect(detail.variant.variantMode).toBe('side-size');
      expect(detail.variant.sides).toEqual([
        { side: 4, label: 'Primary Central' },
        { side: 5, label: 'Primary Lateral' },
        { side: 6, label: 'Primary Cuspid' },
      ]);
      expect(detail.variant.selection).toEqual({ side: 4, size: '1', option: null });
      expect(detail.variant.sizes.map((size) => [size.label, size.outOfStock])).toEqual([
        ['1', false],
        ['2', false],
        ['3', false],
        ['4 (Out of Stock)', true],
        ['5', false],
        ['6', false],
      ]);
      expect(detail.variant.stockLabel).toBe('In Stock (3 available)');

      detail.variant.sizeSelected('3');
      expect(detail.variant.stockLabel).toBe('In Stock (9 available)');
      detail.variant.sideSelected(5);
      expect(detail.variant.selection).toEqual({ side: 5, size: '1', option: null });
      expect(detail.variant.sizes.find((size) => size.outOfStock)?.label).toBe('5 (Out of Stock)');
      detail.variant.sizeSelected('no-such-size');
      expect(detail.variant.selection.size).toBe('1');
      detail.variant.sizeSelected('5');
      expect(detail.variant.stockLabel).toBe('Out of Stock');
    });

    it('offers option-only products by option label, sold-out options disabled', async () => {
      const [first, ...rest] = bands.variants;
      api.details.set(8, { ...bands, variants: [{ ...first!, quantity: 0 }, ...rest] });
      await open('8');
      expect(detail.variant.variantMode).toBe('option-only');
      expect(detail.variant.sides).toEqual([]);
      expect(detail.variant.sizes).toEqual([]);
      expect(detail.variant.options.map((option) => [option.label, option.outOfStock])).toEqual([
        ['Extrathin (Out of Stock)', true],
        ['13T', false],
        ['13', false],
        ['Ultra thin', false],
        ['Mini', false],
        ['Blue', false],
      ]);
      detail.variant.optionSelected(3);
      expect(detail.variant.selection.option).toBe(3);
      expect(detail.variant.stockLabel).toBe('In Stock (12 available)');
    });
  });

  describe('notify me', () => {
    it('waits for a sold-out plain product, and for nothing while it has stock', async () => {
      await open('5');
      expect(detail.variant.notifyTarget).toBeNull();
      api.details.set(5, { ...etch, quantity: 0 });
      await open('5');
      expect(detail.variant.notifyTarget).toEqual({ productId: 5, variantId: null });
    });

    it('waits for the chosen variant when it is sold out, and for the whole product when none is chosen and none has stock', async () => {
      await open('46');
      expect(detail.variant.notifyTarget).toBeNull();
      detail.variant.sideSelected(5);
      detail.variant.sizeSelected('5');
      const soldOut = crown.variants.find((variant) => variant.side === 5 && variant.size === '5');
      expect(detail.variant.notifyTarget).toEqual({ productId: 46, variantId: soldOut?.id });

      api.details.set(46, { ...crown, quantity: 0, variants: [] });
      await open('46');
      expect(detail.variant.selectedVariant).toBeUndefined();
      expect(detail.variant.notifyTarget).toEqual({ productId: 46, variantId: null });
    });
  });

  describe('the live stock check', () => {
    it("says 'This option is out of stock.' when the live stock is gone, though the page still showed some", async () => {
      await open('46');
      liveStock(crown, { side: 4, size: '1' }, 0);
      await add();
      expect(detail.variant.variantMessage).toBe('This option is out of stock.');
      expect(cart.isEmpty).toBe(true);
      detail.variant.sizeSelected('2');
      expect(detail.variant.variantMessage).toBeNull();
    });

    describe('in Arabic', () => {
      afterEach(() => showLanguage('en'));

      it('words the live stock refusals in the shown language, and again when the reader switches', async () => {
        await loadTexts('ar', ['storefront']);
        showLanguage('ar');
        await open('46');
        expect(detail.variant.sides.map((side) => side.label)).toEqual(['القاطع الأوسط اللبني', 'القاطع الجانبي اللبني', 'الناب اللبني']);
        expect(detail.variant.sizes.find((size) => size.outOfStock)?.label).toBe('4 (نفد من المخزون)');
        liveStock(crown, { side: 4, size: '1' }, 0);
        await add();
        expect(detail.variant.variantMessage).toBe('هذا الخيار غير متوفر في المخزون.');
        showLanguage('en');
        expect(detail.variant.variantMessage).toBe('This option is out of stock.');
        showLanguage('ar');
        liveStock(crown, { side: 4, size: '1' }, 2);
        detail.quantityChanged('3');
        await add();
        expect(detail.variant.variantMessage).toBe('عذرًا! هذه الكمية أكبر من المتاح لهذا الخيار. يُرجى اختيار كمية أقل.');
        expect(cart.isEmpty).toBe(true);
      });
    });

    it('says SPEC’s sentence, verbatim, when the quantity is more than the live stock', async () => {
      await open('46');
      liveStock(crown, { side: 4, size: '1' }, 2);
      detail.quantityChanged('3');
      await add();
      expect(detail.variant.variantMessage).toBe('Oops! That is more than we can offer for this option.Please choose a lower quantity.');
      expect(cart.isEmpty).toBe(true);
    });

    it('asks for a valid combination when the selection names no variant, or the server knows none', async () => {
      api.details.set(47, { ...crown, id: 47, variants: [] });
      await open('47');
      await add();
      expect(detail.variant.variantMessage).toBe('Please select a valid combination of side and size.');
      expect(api.calls).toEqual(['/api/product/47']);

      api.failures.set('/api/product/variant/46/4/1/null', variantNotFound);
      await open('46');
      await add();
      expect(detail.variant.variantMessage).toBe('Please select a valid combination of side and size.');
    });

    it('shows the failure when the live stock cannot be read, and adds nothing', async () => {
      await open('46');
      api.failures.set('/api/product/variant/46/4/1/null', networkFailure);
      await add();
      expect(detail.variant.variantMessage).toBe(networkFailure.message);
      expect(cart.isEmpty).toBe(true);
    });
  });
});
