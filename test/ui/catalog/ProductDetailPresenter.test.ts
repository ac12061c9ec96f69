import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import type { Product } from '../../../src/application/catalog/Product';
import { ProductDetailPresenter } from '../../../src/ui/catalog/ProductDetailPresenter';
import { showLanguage } from '../../../src/ui/i18n/localized';
import { loadTexts } from '../../../src/ui/i18n/translations';
import type { CartPresenter } from '../../../src/ui/cart/CartPresenter';
import type { ToastPresenter } from '../../../src/ui/toast/ToastPresenter';
import { FakeCatalogApi, catalogContainer, networkFailure, recordedProduct, settle } from './catalogTestKit';

const crown = recordedProduct('product-crown.json');
const bands = recordedProduct('product-variant.json');
const etch = recordedProduct('product-5.json');

describe('ProductDetailPresenter', () => {
  let api: FakeCatalogApi;
  let cart: CartPresenter;
  let toasts: ToastPresenter;
  let detail: ProductDetailPresenter;

  beforeEach(() => {
    api = new FakeCatalogApi([], new Map(), new Map([crown, bands, etch].map((product) => [product.id, product])));
    const kit = catalogContainer(api);
    ({ cart, toasts } = kit);
    detail = kit.container.get(ProductDetailPresenter);
  });

  async function open(id: string): Promise<void> {
    detail.opened(id);
    await settle();
  }

  function liveStock(product: Product, selection: { side?: number; size?: string; option?: number }, quantity: number): void {
    api.variantStocks.set(FakeCatalogApi.variantPath(product.id, { side: selection.side ?? null, size: selection.size ?? null, option: selection.option ?? null }), quantity);
  }

  async function add(): Promise<void> {
    await detail.addToCartClicked();
  }

  describe('loading', () => {
    it('shows a plain product: price, stock label, reviews, breadcrumb and no selectors', async () => {
      detail.opened('5');
      expect(detail.status).toBe('loading');
      await settle();
      expect(detail.status).toBe('ready');
      expect(detail.price).toBe('390 EGP');
      expect(detail.originalPrice).toBeNull();
      expect(detail.stockLabel).toBe('In Stock (260 available)');
      expect(detail.reviewsCount).toBe('2 reviews');
      expect(detail.reviews.map((review) => [review.user, review.date])).toEqual([
        ['Dr. Youssef El-Sayed', 'Jul 4, 2026'],
        ['Dr. Nadine Farouk', 'Jan 19, 2026'],
      ]);
      expect(detail.breadcrumbs).toEqual([
        { label: 'Home', href: '/' },
        { label: 'Products', href: '/products' },
        { label: 'Premier Dental Products', href: '/products?category=1' },
        { label: 'Premier Etch 37% Phosphoric Acid Gel, 3 x 5 ml', href: null },
      ]);
      expect([detail.variantMode, detail.sides, detail.sizes, detail.options]).toEqual([null, [], [], []]);
    });

    it('shows the discounted price with the list price struck through', async () => {
      api.details.set(5, { ...etch, price: 39_000, discount: 4_050 });
      await open('5');
      expect(detail.price).toBe('349.50 EGP');
      expect(detail.originalPrice).toBe('390 EGP');
    });

    it('an id that is not a product id is not found without asking the server', async () => {
      for (const id of ['abc', '0', '-4', '1.5', '99999999999']) {
        await open(id);
        expect(detail.status).toBe('not-found');
      }
      expect(api.calls).toEqual([]);
    });

    it('a 404 or an inactive product is not found; a failed call can be retried', async () => {
      await open('999');
      expect(detail.status).toBe('not-found');
      api.details.set(6, { ...etch, id: 6, isActive: false });
      await open('6');
      expect(detail.status).toBe('not-found');

      api.failures.set('/api/product/5', networkFailure);
      await open('5');
      expect(detail.status).toBe('failed');
      expect(detail.loadFailure).toBe(networkFailure.message);
      api.failures.clear();
      detail.retryClicked();
      await settle();
      expect(detail.status).toBe('ready');
    });

    it('ignores a late answer for a product the person has left', async () => {
      api.hold();
      detail.opened('5');
      detail.opened('46');
      await api.release([1, 0]);
      expect(detail.product?.id).toBe(46);
    });
  });

  describe('variant selectors', () => {
    it('offers the sides first, then the chosen side’s sizes ascending, sold-out sizes disabled and labelled', async () => {
      await open('46');
      expect(detail.variantMode).toBe('side-size');
      expect(detail.sides).toEqual([
        { side: 4, label: 'Primary Central' },
        { side: 5, label: 'Primary Lateral' },
        { side: 6, label: 'Primary Cuspid' },
      ]);
      expect(detail.selection).toEqual({ side: 4, size: '1', option: null });
      expect(detail.sizes.map((size) => [size.label, size.outOfStock])).toEqual([
        ['1', false],
        ['2', false],
        ['3', false],
        ['4 (Out of Stock)', true],
        ['5', false],
        ['6', false],
      ]);
      expect(detail.stockLabel).toBe('In Stock (3 available)');

      detail.sizeSelected('3');
      expect(detail.stockLabel).toBe('In Stock (9 available)');
      detail.sideSelected(5);
      expect(detail.selection).toEqual({ side: 5, size: '1', option: null });
      expect(detail.sizes.find((size) => size.outOfStock)?.label).toBe('5 (Out of Stock)');
      detail.sizeSelected('no-such-size');
      expect(detail.selection.size).toBe('1');
      detail.sizeSelected('5');
      expect(detail.stockLabel).toBe('Out of Stock');
    });

    it('offers option-only products by option label, sold-out options disabled', async () => {
      const [first, ...rest] = bands.variants;
      api.details.set(8, { ...bands, variants: [{ ...first!, quantity: 0 }, ...rest] });
      await open('8');
      expect(detail.variantMode).toBe('option-only');
      expect(detail.sides).toEqual([]);
      expect(detail.sizes).toEqual([]);
      expect(detail.options.map((option) => [option.label, option.outOfStock])).toEqual([
        ['Extrathin (Out of Stock)', true],
        ['13T', false],
        ['13', false],
        ['Ultra thin', false],
        ['Mini', false],
        ['Blue', false],
      ]);
      detail.optionSelected(3);
      expect(detail.selection.option).toBe(3);
      expect(detail.stockLabel).toBe('In Stock (12 available)');
    });
  });

  describe('notify me', () => {
    it('waits for a sold-out plain product, and for nothing while it has stock', async () => {
      await open('5');
      expect(detail.notifyTarget).toBeNull();
      api.details.set(5, { ...etch, quantity: 0 });
      await open('5');
      expect(detail.notifyTarget).toEqual({ productId: 5, variantId: null });
    });

    it('waits for the chosen variant when it is sold out, and for the whole product when none is chosen and none has stock', async () => {
      await open('46');
      expect(detail.notifyTarget).toBeNull();
      detail.sideSelected(5);
      detail.sizeSelected('5');
      const soldOut = crown.variants.find((variant) => variant.side === 5 && variant.size === '5');
      expect(detail.notifyTarget).toEqual({ productId: 46, variantId: soldOut?.id });

      api.details.set(46, { ...crown, quantity: 0, variants: [] });
      await open('46');
      expect(detail.selectedVariant).toBeUndefined();
      expect(detail.notifyTarget).toEqual({ productId: 46, variantId: null });
    });
  });

  describe('adding to the cart', () => {
    it('checks the live stock of the chosen crown, then adds it with its sku, side and size', async () => {
      await open('46');
      detail.sizeSelected('2');
      liveStock(crown, { side: 4, size: '2' }, 6);
      detail.quantityChanged(2);
      await add();
      expect(api.calls).toContain('/api/product/variant/46/4/2/null');
      expect(cart.lines).toEqual([
        {
          id: 46,
          name: 'PediaZir Anterior Zirconia Crowns, Primary Incisors & Cuspids – Primary Central, size 2',
          price: 115_000,
          quantity: 2,
          image: crown.imageUrl,
          stock: 6,
          sku: 'NSM-PZA-S4-2',
          side: 4,
          size: '2',
        },
      ]);
      expect(toasts.toasts).toEqual([expect.objectContaining({ message: 'Added to cart', position: 'bottom-right', durationMs: 100 })]);
      expect(detail.variantMessage).toBeNull();
      expect(detail.cartItemCount).toBe('2 items');
      expect(detail.cartSubtotal).toBe('2,300 EGP');
    });

    it("says 'This option is out of stock.' when the live stock is gone, though the page still showed some", async () => {
      await open('46');
      liveStock(crown, { side: 4, size: '1' }, 0);
      await add();
      expect(detail.variantMessage).toBe('This option is out of stock.');
      expect(cart.isEmpty).toBe(true);
      detail.sizeSelected('2');
      expect(detail.variantMessage).toBeNull();
    });

    describe('in Arabic', () => {
      afterEach(() => showLanguage('en'));

      it('words the live stock refusals in the shown language, and again when the reader switches', async () => {
        await loadTexts('ar', ['storefront']);
        showLanguage('ar');
        await open('46');
        expect(detail.sides.map((side) => side.label)).toEqual(['القاطع الأوسط اللبني', 'القاطع الجانبي اللبني', 'الناب اللبني']);
        expect(detail.sizes.find((size) => size.outOfStock)?.label).toBe('4 (نفد من المخزون)');
        liveStock(crown, { side: 4, size: '1' }, 0);
        await add();
        expect(detail.variantMessage).toBe('هذا الخيار غير متوفر في المخزون.');
        showLanguage('en');
        expect(detail.variantMessage).toBe('This option is out of stock.');
        showLanguage('ar');
        liveStock(crown, { side: 4, size: '1' }, 2);
        detail.quantityChanged('3');
        await add();
        expect(detail.variantMessage).toBe('عذرًا! هذه الكمية أكبر من المتاح لهذا الخيار. يُرجى اختيار كمية أقل.');
        expect(cart.isEmpty).toBe(true);
      });
    });

    it('says SPEC’s sentence, verbatim, when the quantity is more than the live stock', async () => {
      await open('46');
      liveStock(crown, { side: 4, size: '1' }, 2);
      detail.quantityChanged('3');
      await add();
      expect(detail.variantMessage).toBe('Oops! That is more than we can offer for this option.Please choose a lower quantity.');
      expect(cart.isEmpty).toBe(true);
    });

    it('asks for a valid combination when the selection names no variant, or the server knows none', async () => {
      api.details.set(47, { ...crown, id: 47, variants: [] });
      await open('47');
      await add();
      expect(detail.variantMessage).toBe('Please select a valid combination of side and size.');
      expect(api.calls).toEqual(['/api/product/47']);

      await open('46');
      await add();
      expect(detail.variantMessage).toBe('Please select a valid combination of side and size.');
    });

    it('shows the failure when the live stock cannot be read, and adds nothing', async () => {
      await open('46');
      api.failures.set('/api/product/variant/46/4/1/null', networkFailure);
      await add();
      expect(detail.variantMessage).toBe(networkFailure.message);
      expect(cart.isEmpty).toBe(true);
    });

    it("refuses to pass the stock already in the cart with 'Stock limit reached!' at the top for a second", async () => {
      await open('46');
      liveStock(crown, { side: 4, size: '1' }, 3);
      detail.quantityChanged(3);
      await add();
      detail.quantityChanged(1);
      await add();
      expect(cart.itemCount).toBe(3);
      expect(toasts.toasts).toEqual([expect.objectContaining({ tone: 'error', message: 'Stock limit reached!', position: 'top-center', durationMs: 1000 })]);
    });

    it('adds an option of an option-only product as its own line', async () => {
      await open('8');
      detail.optionSelected(4);
      liveStock(bands, { option: 4 }, 5);
      await add();
      expect(cart.lines).toEqual([expect.objectContaining({ id: 8, sku: 'PDP-MATRIX-MN', option: 4, name: 'Premier Stainless Steel Matrix Bands, 12 pcs – Mini', quantity: 1 })]);
    });

    it('adds a plain product without a stock call, and not past its stock', async () => {
      api.details.set(5, { ...etch, quantity: 4 });
      await open('5');
      detail.quantityIncreased();
      detail.quantityIncreased();
      await add();
      expect(cart.lines).toEqual([{ id: 5, name: etch.name, price: 39_000, quantity: 3, image: etch.imageUrl, stock: 4 }]);
      await add();
      expect(cart.itemCount).toBe(3);
      expect(toasts.toasts[0]?.message).toBe('Stock limit reached!');
      expect(api.calls).toEqual(['/api/product/5']);
    });

    it('cannot add a plain product that is out of stock, nor while a stock check runs', async () => {
      api.details.set(5, { ...etch, quantity: 0 });
      await open('5');
      expect(detail.stockLabel).toBe('Out of Stock');
      expect(detail.canAddToCart).toBe(false);
      await add();
      expect(cart.isEmpty).toBe(true);

      await open('46');
      liveStock(crown, { side: 4, size: '1' }, 3);
      api.hold();
      const adding = detail.addToCartClicked();
      expect(detail.checkingStock).toBe(true);
      expect(detail.canAddToCart).toBe(false);
      await api.release();
      await adding;
      expect(detail.checkingStock).toBe(false);
      expect(cart.itemCount).toBe(1);
    });

    it('keeps the quantity a whole number from 1 up, with no maximum', async () => {
      await open('46');
      expect(detail.canDecreaseQuantity).toBe(false);
      detail.quantityDecreased();
      expect(detail.quantity).toBe(1);
      for (const typed of ['', 'abc', '0', '-3', '2.5']) {
        detail.quantityChanged(typed);
        expect(detail.quantity).toBe(1);
      }
      detail.quantityChanged(500);
      expect(detail.quantity).toBe(500);
      detail.quantityIncreased();
      expect(detail.quantity).toBe(501);
      expect(detail.canDecreaseQuantity).toBe(true);
    });
  });
});
