import { beforeEach, describe, expect, it } from 'vitest';
import type { Product } from '../../../src/application/catalog/Product';
import { ProductListPresenter, SEARCH_DEBOUNCE_MS } from '../../../src/ui/catalog/ProductListPresenter';
import type { CartPresenter } from '../../../src/ui/cart/CartPresenter';
import type { ToastPresenter } from '../../../src/ui/toast/ToastPresenter';
import type { FakeClock } from '../support/FakeClock';
import { FakeCatalogApi, catalogContainer, networkFailure, recordedProducts, arriveAt, followRequestedAddress, recordedSubcategories, settle } from './catalogTestKit';

describe('ProductListPresenter', () => {
  let api: FakeCatalogApi;
  let clock: FakeClock;
  let cart: CartPresenter;
  let toasts: ToastPresenter;
  let list: ProductListPresenter;

  beforeEach(() => {
    api = new FakeCatalogApi(recordedProducts(), new Map([[3, recordedSubcategories('subcategories-3.json')], [1, recordedSubcategories('subcategories-1.json')]]));
    const kit = catalogContainer(api);
    ({ clock, cart, toasts } = kit);
    list = kit.container.get(ProductListPresenter);
  });

  const arrive = (query = '') => arriveAt(list, query);
  const followAddress = () => followRequestedAddress(list);

  const shown = (): Product[] => list.cards.map((card) => card.product);

  const productNamed = (name: string): Product => {
    const product = api.catalogue.find((candidate) => candidate.name === name);
    if (!product) throw new Error(`no ${name} in the recorded catalogue`);
    return product;
  };

  describe('reading the address', () => {
    it('shows the first 10 of all active products by default, asking for the whole list', async () => {
      expect(list.status).toBe('loading');
      await arrive();
      expect(api.calls).toEqual(['/api/product']);
      expect(list.status).toBe('ready');
      expect(list.cards).toHaveLength(10);
      expect(list.summary).toBe('Showing 1 to 10 of 63 products');
      expect(list.categoryTitle).toBe('All Categories');
      expect(list.subcategories).toEqual([]);
      expect(list.requestedAddress).toBeNull();
    });

    it('takes category, page, search, sort and perPage from the query string', async () => {
      await arrive('category=3&page=2&search=crown&sort=price-desc&perPage=8');
      expect(api.calls).toEqual(['/api/category/3/products', '/api/category/3/subcategories']);
      expect(list.params).toEqual({ category: 3, page: 2, search: 'crown', sort: 'price-desc', perPage: 8, subcategory: null, brands: [], minPrice: null, maxPrice: null });
      expect(list.searchText).toBe('crown');
      expect(list.categoryTitle).toBe('NuSmile');
      expect(list.subcategories.map((subcategory) => subcategory.name)).toEqual(['Pediatric Zirconia Crowns', 'Stainless Steel Crowns', 'Pediatric Preventive']);
      const prices = list.page.items.map((item) => item.price);
      expect(prices).toEqual([...prices].sort((a, b) => b - a));
      expect(list.summary).toMatch(/^Showing 9 to \d+ of \d+ products$/);
      expect(list.requestedAddress).toBeNull();
    });

    it('falls back to the defaults for malformed values without rewriting the address', async () => {
      await arrive('category=abc&page=-2&sort=cheapest&perPage=7&subcategory=x');
      expect(list.params).toEqual({ category: 0, page: 1, search: '', sort: 'default', perPage: 10, subcategory: null, brands: [], minPrice: null, maxPrice: null });
      expect(list.requestedAddress).toBeNull();
    });

    it('restores an earlier state on back/forward, dropping a search still being typed', async () => {
      await arrive('category=3&page=2');
      list.searchTyped('var');
      await arrive('category=1');
      expect(list.searchText).toBe('');
      clock.advance(SEARCH_DEBOUNCE_MS);
      expect(list.params.search).toBe('');
      expect(list.requestedAddress).toBeNull();
      expect(api.calls).toEqual(['/api/category/3/products', '/api/category/3/subcategories', '/api/category/1/products', '/api/category/1/subcategories']);
    });
  });

  describe('changes the person makes', () => {
    it('changing category goes back to page 1, reloads and gives the next address', async () => {
      await arrive('page=3&sort=name-asc');
      list.categorySelected(3);
      expect(list.params).toMatchObject({ category: 3, page: 1, sort: 'name-asc' });
      expect(await followAddress()).toBe('category=3&sort=name-asc');
      expect(list.requestedAddress).toBeNull();
      // Handing the address back does not load the category a second time.
      expect(api.calls).toEqual(['/api/product', '/api/category/3/products', '/api/category/3/subcategories']);
      expect(shown().every((product) => product.categoryId === 3)).toBe(true);
    });

    it('an address the router hands back late does not undo later changes nor a search being typed', async () => {
      await arrive();
      list.categorySelected(3);
      list.categorySelected(0);
      expect(list.requestedAddress).toBe('');
      list.searchTyped('bond');
      list.addressChanged('category=3');
      expect(list.params.category).toBe(0);
      expect(list.searchText).toBe('bond');
      expect(list.requestedAddress).toBe('');
      list.addressChanged('');
      expect(list.requestedAddress).toBeNull();
      clock.advance(SEARCH_DEBOUNCE_MS);
      expect(list.params.search).toBe('bond');
      expect(await followAddress()).toBe('search=bond');

      // Back to where the person was before: a new state, taken in whole.
      list.addressChanged('category=3');
      expect(list.params).toMatchObject({ category: 3, search: '' });
      list.categorySelected(0);
      expect(list.requestedAddress).toBe('');
    });

    it('asks for no new address when a change leaves the list as it was', async () => {
      await arrive('category=3');
      list.categorySelected(3);
      list.sortChosen('default');
      expect(list.requestedAddress).toBeNull();
    });

    it('searches once typing pauses, on name or category name, from page 1', async () => {
      await arrive('page=2');
      list.searchTyped('k');
      list.searchTyped('kidsg');
      list.searchTyped('KidsGuard');
      clock.advance(SEARCH_DEBOUNCE_MS - 1);
      expect(list.params.search).toBe('');
      clock.advance(1);
      expect(list.params).toMatchObject({ search: 'KidsGuard', page: 1 });
      expect(await followAddress()).toBe('search=KidsGuard');
      expect(shown().every((product) => product.name.includes('KidsGuard'))).toBe(true);

      list.searchTyped('nusmile');
      list.searchSubmitted();
      expect(list.params.search).toBe('nusmile');
      expect(list.page.total).toBe(api.catalogue.filter((product) => product.categoryName === 'NuSmile' && product.isActive).length);
      expect(clock.pending).toBe(0);
    });

    it('sorts by the price the customer pays, discount taken off', async () => {
      const [cheapAfterDiscount, plain] = api.catalogue;
      api.catalogue = [
        { ...plain!, id: 1, price: 50_000, discount: 0 },
        { ...cheapAfterDiscount!, id: 2, price: 100_000, discount: 90_000 },
      ];
      await arrive('sort=price-asc');
      expect(shown().map((product) => product.id)).toEqual([2, 1]);
      expect(list.cards.map((card) => [card.price, card.originalPrice])).toEqual([
        ['100 EGP', '1,000 EGP'],
        ['500 EGP', null],
      ]);
    });

    it("shows 'No products found' and an empty summary when nothing matches", async () => {
      await arrive('search=no-such-thing');
      expect(list.isEmpty).toBe(true);
      expect(list.cards).toEqual([]);
      expect(list.summary).toBe('Showing 0 to 0 of 0 products');
    });

    it('sorting and changing perPage go back to page 1; unknown values are ignored or defaulted', async () => {
      await arrive('page=4');
      list.sortChosen('name-desc');
      expect(list.params).toMatchObject({ sort: 'name-desc', page: 1 });
      const names = shown().map((product) => product.name.toLowerCase());
      expect(names).toEqual([...names].sort().reverse());
      list.pageChosen(3);
      list.perPageChosen('24');
      expect(list.params).toMatchObject({ perPage: 24, page: 1 });
      expect(list.cards).toHaveLength(24);
      expect(list.queryString).toBe('sort=name-desc&perPage=24');
      list.sortChosen('cheapest');
      expect(list.params.sort).toBe('name-desc');
      list.perPageChosen('7');
      expect(list.params.perPage).toBe(10);
    });

    it('pages through the 5-number window with first, last and ellipses', async () => {
      await arrive();
      expect(list.page.pageCount).toBe(7);
      expect(list.paginationEntries).toEqual([1, 2, 3, 4, 'ellipsis', 7]);
      expect(list.hasPreviousPage).toBe(false);
      list.pageChosen(4);
      expect(list.paginationEntries).toEqual([1, 'ellipsis', 3, 4, 5, 'ellipsis', 7]);
      expect(list.summary).toBe('Showing 31 to 40 of 63 products');
      list.nextPageClicked();
      list.nextPageClicked();
      list.nextPageClicked();
      expect(list.params.page).toBe(7);
      expect(list.hasNextPage).toBe(false);
      list.nextPageClicked();
      expect(list.params.page).toBe(7);
      expect(list.summary).toBe('Showing 61 to 63 of 63 products');
      list.previousPageClicked();
      expect(list.queryString).toBe('page=6');
      list.pageChosen(99);
      expect(list.params.page).toBe(7);
    });

    it('a subcategory card shows that product line from page 1; choosing it again shows the whole category', async () => {
      await arrive('category=3&page=2');
      list.subcategorySelected(9);
      expect(list.params).toMatchObject({ category: 3, subcategory: 9, page: 1 });
      expect(list.selectedSubcategory?.name).toBe('Pediatric Zirconia Crowns');
      expect(shown().length).toBeGreaterThan(0);
      expect(shown().every((product) => product.subcategoryId === 9)).toBe(true);
      expect(await followAddress()).toBe('category=3&subcategory=9');
      list.subcategorySelected(9);
      expect(list.params.subcategory).toBeNull();
      list.subcategorySelected(10);
      list.categorySelected(1);
      expect(list.params.subcategory).toBeNull();
    });

    it('the Categories button opens the drawer and choosing a category closes it', async () => {
      await arrive();
      list.categoriesButtonClicked();
      expect(list.categoriesDrawerOpened).toBe(true);
      list.categorySelected(2);
      expect(list.categoriesDrawerOpened).toBe(false);
      list.categoriesButtonClicked();
      list.categoriesDrawerClosed();
      expect(list.categoriesDrawerOpened).toBe(false);
    });
  });

  describe('cards', () => {
    it('show the discounted price with the list price, out-of-stock state and View Options for variant products', async () => {
      await arrive('perPage=48');
      const cards = [...list.cards];
      list.pageChosen(2);
      cards.push(...list.cards);
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
      const scarce: Product = { ...productNamed('Premier OneBond Universal Adhesive, 5 ml'), quantity: 2 };
      list.addToCartClicked(scarce);
      expect(toasts.toasts).toEqual([expect.objectContaining({ tone: 'success', message: 'Added to cart', position: 'bottom-right', durationMs: 100 })]);
      list.addToCartClicked(scarce);
      expect(cart.lines).toEqual([expect.objectContaining({ id: 4, quantity: 2, price: 220_000, stock: 2, image: scarce.imageUrl })]);
      expect(cart.lines[0]?.sku).toBeUndefined();
      list.addToCartClicked(scarce);
      expect(cart.itemCount).toBe(2);
      expect(toasts.toasts).toEqual([expect.objectContaining({ tone: 'error', message: 'Stock limit reached!', position: 'top-center', durationMs: 1000 })]);
      clock.advance(1000);
      expect(toasts.toasts).toEqual([]);
    });
  });

  describe('failures', () => {
    it("a failed product call shows 'Error in getting products' and Try Again loads again", async () => {
      api.failures.set('/api/category/2/products', networkFailure);
      await arrive('category=2');
      expect(list.status).toBe('failed');
      expect(list.cards).toEqual([]);
      expect(list.isEmpty).toBe(false);
      expect(toasts.toasts).toEqual([expect.objectContaining({ tone: 'error', message: 'Error in getting products', durationMs: 1000 })]);
      api.failures.clear();
      list.retryClicked();
      expect(list.status).toBe('loading');
      await settle();
      expect(list.status).toBe('ready');
      expect(list.page.total).toBeGreaterThan(0);
    });

    it('a failed subcategory call leaves no subcategories, silently', async () => {
      api.failures.set('/api/category/3/subcategories', networkFailure);
      await arrive('category=3');
      expect(list.subcategories).toEqual([]);
      expect(list.status).toBe('ready');
      expect(toasts.toasts).toEqual([]);
    });

    it('shows only active products and active subcategories', async () => {
      const [first, second, ...rest] = api.catalogue.filter((product) => product.categoryId === 3);
      api.catalogue = [{ ...first!, isActive: false }, second!, ...rest];
      const [line, ...lines] = recordedSubcategories('subcategories-3.json');
      api.subcategoryLists.set(3, [{ ...line!, isActive: false }, ...lines]);
      await arrive('category=3&perPage=48');
      expect(shown().map((product) => product.id)).not.toContain(first!.id);
      expect(list.page.total).toBe(rest.length + 1);
      expect(list.subcategories.map((subcategory) => subcategory.id)).toEqual(lines.map((subcategory) => subcategory.id));
    });

    it('ignores answers for a category the person has already left', async () => {
      await arrive();
      api.hold();
      list.categorySelected(1);
      list.categorySelected(2);
      // Category 2's answers come first, category 1's late ones must not replace them.
      await api.release([2, 3, 0, 1]);
      expect(list.params.category).toBe(2);
      expect(shown().every((product) => product.categoryId === 2)).toBe(true);
      expect(list.subcategories).toEqual([]);
    });

    it('a pending search does not fire after the page is left', async () => {
      await arrive();
      list.searchTyped('bond');
      list.left();
      clock.advance(SEARCH_DEBOUNCE_MS);
      expect(list.params.search).toBe('');
    });
  });
});
