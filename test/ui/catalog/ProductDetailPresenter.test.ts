import { beforeEach, describe, expect, it } from 'vitest';
import type { ProductDetailPresenter } from '../../../src/ui/catalog/ProductDetailPresenter';
import type { CartPresenter } from '../../../src/ui/cart/CartPresenter';
import type { ToastPresenter } from '../../../src/ui/toast/ToastPresenter';
import { type FakeCatalogApi, crown, bands, etch, networkFailure, productDetailScreen, settle } from './catalogTestKit';

type Screen = ReturnType<typeof productDetailScreen>;

/** The product page: the product it loads, the quantity and Add to Cart. */
describe('ProductDetailPresenter', () => {
  let api: FakeCatalogApi;
  let cart: CartPresenter;
  let toasts: ToastPresenter;
  let detail: ProductDetailPresenter;
  let open: Screen['open'];
  let liveStock: Screen['liveStock'];
  let add: Screen['add'];

  beforeEach(() => {
    ({ api, cart, toasts, detail, open, liveStock, add } = productDetailScreen());
  });

  describe('loading', () => {
    it('shows a plain product: price, stock label, reviews, breadcrumb and no selectors', async () => {
      detail.opened('5');
      expect(detail.status).toBe('loading');
      await settle();
      expect(detail.status).toBe('ready');
      expect(detail.price).toBe('390 EGP');
      expect(detail.originalPrice).toBeNull();
      expect(detail.variant.stockLabel).toBe('In Stock (260 available)');
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
      expect([detail.variant.variantMode, detail.variant.sides, detail.variant.sizes, detail.variant.options]).toEqual([null, [], [], []]);
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

  describe('adding to the cart', () => {
    it('checks the live stock of the chosen crown, then adds it with its sku, side and size', async () => {
      await open('46');
      detail.variant.sizeSelected('2');
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
      expect(detail.variant.variantMessage).toBeNull();
      expect(detail.cartSummary).toEqual({ itemCount: '2 items', subtotal: '2,300 EGP' });
      expect(detail.emptyCartSummary).toEqual({ itemCount: '0 items', subtotal: '0 EGP' });
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
      detail.variant.optionSelected(4);
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
      expect(detail.variant.stockLabel).toBe('Out of Stock');
      expect(detail.canAddToCart).toBe(false);
      await add();
      expect(cart.isEmpty).toBe(true);

      await open('46');
      liveStock(crown, { side: 4, size: '1' }, 3);
      api.hold();
      const adding = detail.addToCartClicked();
      expect(detail.variant.checkingStock).toBe(true);
      expect(detail.canAddToCart).toBe(false);
      await api.release();
      await adding;
      expect(detail.variant.checkingStock).toBe(false);
      expect(cart.itemCount).toBe(1);
    });

    it('rests the quantity stepper and says Out of Stock on the button for a plain product without stock', async () => {
      api.details.set(5, { ...etch, quantity: 0 });
      await open('5');
      expect([detail.canChangeQuantity, detail.canDecreaseQuantity, detail.canAddToCart]).toEqual([false, false, false]);
      expect(detail.addToCartLabel).toBe('Out of Stock');
      detail.quantityIncreased();
      detail.quantityChanged(4);
      expect(detail.quantity).toBe(1);

      await open('46');
      expect([detail.canChangeQuantity, detail.canAddToCart]).toEqual([true, true]);
      expect(detail.addToCartLabel).toBe('Add to Cart');
    });

    it('rests the stepper once a sold-out variant is chosen, and wakes it when one in stock is', async () => {
      await open('46');
      detail.quantityIncreased();
      detail.variant.sideSelected(5);
      detail.variant.sizeSelected('5');
      expect(detail.variant.soldOut).toBe(true);
      expect([detail.canChangeQuantity, detail.canDecreaseQuantity, detail.canAddToCart, detail.addToCartLabel]).toEqual([false, false, false, 'Out of Stock']);
      await add();
      expect(api.calls).toEqual(['/api/product/46']);
      detail.variant.sizeSelected('4');
      expect([detail.canChangeQuantity, detail.canDecreaseQuantity, detail.canAddToCart, detail.addToCartLabel]).toEqual([true, true, true, 'Add to Cart']);

      // Every option of an option-only product sold out: the first is chosen, and nothing can be bought.
      api.details.set(8, { ...bands, quantity: 0, variants: bands.variants.map((variant) => ({ ...variant, quantity: 0 })) });
      await open('8');
      expect([detail.variant.soldOut, detail.canChangeQuantity, detail.addToCartLabel]).toEqual([true, false, 'Out of Stock']);
    });

    it('lets a variant product in stock with no variant chosen try, so the page can ask for a valid choice', async () => {
      api.details.set(46, { ...crown, variants: crown.variants.filter((variant) => variant.side !== 6) });
      await open('46');
      detail.variant.sideSelected(6);
      expect(detail.variant.selectedVariant).toBeUndefined();
      expect([detail.variant.soldOut, detail.canChangeQuantity, detail.canAddToCart]).toEqual([false, true, true]);
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
