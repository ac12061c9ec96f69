import { beforeEach, describe, expect, it } from 'vitest';
import type { Product } from '../../../src/application/catalog/Product';
import type { CartPresenter } from '../../../src/ui/cart/CartPresenter';
import type { ProductListPresenter } from '../../../src/ui/catalog/ProductListPresenter';
import type { ToastPresenter } from '../../../src/ui/toast/ToastPresenter';
import type { FakeClock } from '../support/FakeClock';
import { arriveAt, type FakeCatalogApi, productListScreen, productNamed, recordedCatalogApi, shownProducts } from './catalogTestKit';

/** The page of products: sorting, page size and pages, the cards and their Add to Cart. */
describe('ProductListResultsPresenter', () => {
  let api: FakeCatalogApi;
  let clock: FakeClock;
  let cart: CartPresenter;
  let toasts: ToastPresenter;
  let list: ProductListPresenter;

  beforeEach(() => {
    api = recordedCatalogApi(3, 1);
    ({ clock, cart, toasts, list } = productListScreen(api));
  });

  const arrive = (query = '') => arriveAt(list, query);
  const shown = () => shownProducts(list);

  describe('sorting and paging', () => {
    it('sorts by the price the customer pays, discount taken off', async () => {
      const [cheapAfterDiscount, plain] = api.catalogue;
      api.catalogue = [
        { ...plain!, id: 1, price: 50_000, discount: 0 },
        { ...cheapAfterDiscount!, id: 2, price: 100_000, discount: 90_000 },
      ];
      await arrive('sort=price-asc');
      expect(shown().map((product) => product.id)).toEqual([2, 1]);
      expect(list.results.cards.map((card) => [card.price, card.originalPrice])).toEqual([
        ['100 EGP', '1,000 EGP'],
        ['500 EGP', null],
      ]);
    });

    it("shows 'No products found' and an empty summary when nothing matches", async () => {
      await arrive('search=no-such-thing');
      expect(list.results.isEmpty).toBe(true);
      expect(list.results.cards).toEqual([]);
      expect(list.results.summary).toBe('Showing 0 to 0 of 0 products');
    });

    it('sorting and changing perPage go back to page 1; unknown values are ignored or defaulted', async () => {
      await arrive('page=4');
      list.results.sortChosen('name-desc');
      expect(list.query.params).toMatchObject({ sort: 'name-desc', page: 1 });
      const names = shown().map((product) => product.name.toLowerCase());
      expect(names).toEqual([...names].sort().reverse());
      list.results.pageChosen(3);
      list.results.perPageChosen('24');
      expect(list.query.params).toMatchObject({ perPage: 24, page: 1 });
      expect(list.results.cards).toHaveLength(24);
      expect(list.query.queryString).toBe('sort=name-desc&perPage=24');
      list.results.sortChosen('cheapest');
      expect(list.query.params.sort).toBe('name-desc');
      list.results.perPageChosen('7');
      expect(list.query.params.perPage).toBe(10);
    });

    it('pages through the 5-number window with first, last and ellipses', async () => {
      await arrive();
      expect(list.results.page.pageCount).toBe(7);
      expect(list.results.paginationEntries).toEqual([1, 2, 3, 4, 'ellipsis', 7]);
      expect(list.results.hasPreviousPage).toBe(false);
      list.results.pageChosen(4);
      expect(list.results.paginationEntries).toEqual([1, 'ellipsis', 3, 4, 5, 'ellipsis', 7]);
      expect(list.results.summary).toBe('Showing 31 to 40 of 63 products');
      list.results.nextPageClicked();
      list.results.nextPageClicked();
      list.results.nextPageClicked();
      expect(list.query.params.page).toBe(7);
      expect(list.results.hasNextPage).toBe(false);
      list.results.nextPageClicked();
      expect(list.query.params.page).toBe(7);
      expect(list.results.summary).toBe('Showing 61 to 63 of 63 products');
      list.results.previousPageClicked();
      expect(list.query.queryString).toBe('page=6');
      list.results.pageChosen(99);
      expect(list.query.params.page).toBe(7);
    });
  });

  describe('cards', () => {
    it('show the discounted price with the list price, out-of-stock state and View Options for variant products', async () => {
      await arrive('perPage=48');
      const cards = [...list.results.cards];
      list.results.pageChosen(2);
      cards.push(...list.results.cards);
      const byName = (name: string) => cards.find((card) => card.product.name === name);

      const adhesive = byName('Premier OneBond Universal Adhesive, 5 ml');
      expect(adhesive).toMatchObject({ price: '2,200 EGP', originalPrice: '2,450 EGP', outOfStock: false, action: 'add-to-cart', href: '/products/4' });
      expect(cards.filter((card) => card.outOfStock).every((card) => card.action === 'unavailable' && card.product.quantity <= 0)).toBe(true);
      expect(cards.some((card) => card.outOfStock)).toBe(true);
      const crowns = cards.filter((card) => card.product.isVariant && !card.outOfStock);
      expect(crowns.length).toBeGreaterThan(0);
      expect(crowns.every((card) => card.action === 'view-options')).toBe(true);
    });

    it("Add to Cart adds one with a 100 ms toast at the bottom right, then 'Stock limit reached!' at the top for a second", async () => {
      await arrive();
      const scarce: Product = { ...productNamed(api, 'Premier OneBond Universal Adhesive, 5 ml'), quantity: 2 };
      list.results.addToCartClicked(scarce);
      expect(toasts.toasts).toEqual([expect.objectContaining({ tone: 'success', message: 'Added to cart', position: 'bottom-right', durationMs: 100 })]);
      list.results.addToCartClicked(scarce);
      expect(cart.lines).toEqual([expect.objectContaining({ id: 4, quantity: 2, price: 220_000, stock: 2, image: scarce.imageUrl })]);
      expect(cart.lines[0]?.sku).toBeUndefined();
      list.results.addToCartClicked(scarce);
      expect(cart.itemCount).toBe(2);
      expect(toasts.toasts).toEqual([expect.objectContaining({ tone: 'error', message: 'Stock limit reached!', position: 'top-center', durationMs: 1000 })]);
      clock.advance(1000);
      expect(toasts.toasts).toEqual([]);
    });

    it('say how many are in stock, a variant product only that it has some, and OUT OF STOCK when none is left', async () => {
      await arrive('perPage=48');
      const adhesive = list.results.cards.find((card) => card.product.name === 'Premier OneBond Universal Adhesive, 5 ml');
      expect(adhesive?.stockLabel).toBe(`${adhesive?.product.quantity} in stock`);
      const variant = list.results.cards.find((card) => card.action === 'view-options');
      expect(variant?.stockLabel).toBe('In stock');
      const soldOut = list.results.cards.find((card) => card.outOfStock);
      expect(soldOut?.stockLabel).toBe('OUT OF STOCK');
    });

    describe('the quantity picked on a card', () => {
      const scarce = () => ({ ...productNamed(api, 'Premier OneBond Universal Adhesive, 5 ml'), quantity: 3 });
      const cardOf = (product: Product) => {
        const card = list.results.cards.find((one) => one.product.id === product.id);
        if (!card) throw new Error(`no card for ${product.name}`);
        return card;
      };

      beforeEach(async () => {
        api.catalogue = [scarce(), ...api.catalogue.filter((product) => product.id !== scarce().id)];
        await arrive();
      });

      it('goes from 1 up to the stock, never past it nor below 1', () => {
        const product = scarce();
        expect(cardOf(product)).toMatchObject({ quantity: 1, canDecreaseQuantity: false, canIncreaseQuantity: true });
        list.results.quantityDecreased(product);
        expect(cardOf(product).quantity).toBe(1);
        list.results.quantityIncreased(product);
        list.results.quantityIncreased(product);
        expect(cardOf(product)).toMatchObject({ quantity: 3, canDecreaseQuantity: true, canIncreaseQuantity: false });
        list.results.quantityIncreased(product);
        expect(cardOf(product).quantity).toBe(3);
        list.results.quantityDecreased(product);
        expect(cardOf(product).quantity).toBe(2);
      });

      it('Add to Cart puts the quantity picked in the cart, with its toast; the card then picks 1 again', () => {
        const product = scarce();
        list.results.quantityIncreased(product);
        list.results.addToCartClicked(product);
        expect(cart.lines).toEqual([expect.objectContaining({ id: product.id, quantity: 2, stock: 3 })]);
        expect(cart.itemCount).toBe(2);
        expect(toasts.toasts).toEqual([expect.objectContaining({ tone: 'success', message: 'Added to cart' })]);
        expect(cardOf(product).quantity).toBe(1);
      });

      it("keeps the quantity picked when the cart cannot take it all, and says 'Stock limit reached!'", () => {
        const product = scarce();
        list.results.addToCartClicked(product);
        list.results.quantityIncreased(product);
        list.results.quantityIncreased(product);
        list.results.addToCartClicked(product);
        expect(cart.itemCount).toBe(1);
        expect(toasts.toasts).toEqual([expect.objectContaining({ tone: 'error', message: 'Stock limit reached!' })]);
        expect(cardOf(product).quantity).toBe(3);
        list.results.quantityDecreased(product);
        list.results.addToCartClicked(product);
        expect(cart.itemCount).toBe(3);
      });

      it('picks nothing on a card that cannot be bought from the list: out of stock, or a variant product', async () => {
        await arrive('perPage=48');
        for (const card of list.results.cards.filter((one) => one.action !== 'add-to-cart')) {
          expect(card).toMatchObject({ quantity: 1, canDecreaseQuantity: false, canIncreaseQuantity: false });
        }
        const soldOut = list.results.cards.find((card) => card.outOfStock)!.product;
        list.results.addToCartClicked(soldOut);
        expect(cart.isEmpty).toBe(true);
      });
    });
  });

  describe('a search that matches nothing as typed (issue 27)', () => {
    it('shows the closest products, best first, and says what it searched for instead', async () => {
      await arrive('search=komposite');
      expect(list.results.showingResultsFor).toBe('Showing results for “composite”');
      expect(list.results.noExactMatch).toBe('Nothing matched “komposite” exactly.');
      expect(shown().every((product) => /composite/i.test(product.name))).toBe(true);
      expect(list.results.summary).toBe('Showing 1 to 5 of 5 products');
      expect(list.results).toMatchObject({ isEmpty: false, searchFoundNothing: false, bestSellerCards: [] });
    });

    it('says nothing of the kind when the search matches as typed', async () => {
      await arrive('search=composite');
      expect(list.results.showingResultsFor).toBeNull();
      expect(list.results.page.total).toBe(5);
    });

    it('offers the best sellers after "No products found" when nothing is even close', async () => {
      await arrive('search=qqxxzz');
      expect(list.results).toMatchObject({ isEmpty: true, searchFoundNothing: true, showingResultsFor: null });
      expect(list.results.bestSellerCards.map((card) => card.product.id)).toEqual([51, 50, 5, 4]);
      expect(list.results.bestSellerCards[0]).toMatchObject({ href: '/products/51', action: 'add-to-cart' });
    });

    it('offers only the best sellers the chosen category holds, and none for an empty list without a search', async () => {
      await arrive('category=3&search=qqxxzz');
      expect(list.results.bestSellerCards.map((card) => card.product.id)).toEqual([51, 50]);
      await arrive('maxPrice=1');
      expect(list.results).toMatchObject({ isEmpty: true, searchFoundNothing: false, bestSellerCards: [] });
    });
  });
});
