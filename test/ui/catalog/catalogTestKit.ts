import { readFileSync } from 'node:fs';
import { resolve } from 'node:path';
import { Container } from 'inversify';
import { expect } from 'vitest';
import { CartStore } from '../../../src/application/cart/CartStore';
import { CatalogApi } from '../../../src/application/catalog/CatalogApi';
import type { Product, Subcategory } from '../../../src/application/catalog/Product';
import { type SearchSuggestion, SearchSuggestionsApi } from '../../../src/application/catalog/SearchSuggestionsApi';
import type { ApiFailure, ApiResult } from '../../../src/application/shared/ApiResult';
import { Clock } from '../../../src/application/shared/Clock';
import { type Cart, emptyCart } from '@tiara/domain/cart';
import { fail, ok } from '@tiara/domain/result';
import type { VariantSelection } from '@tiara/domain/variant-selector';
import { productListSchema, productSchema, subcategoryListSchema } from '../../../src/infrastructure/http/schemas/catalogSchemas';
import { CartPresenter } from '../../../src/ui/cart/CartPresenter';
import { ToastPresenter } from '../../../src/ui/toast/ToastPresenter';
import { ProductDetailPresenter } from '../../../src/ui/catalog/ProductDetailPresenter';
import { ProductListPresenter } from '../../../src/ui/catalog/ProductListPresenter';
import { FakeClock } from '../support/FakeClock';

/** Answers recorded from the reference server's demo shop, read through the real schemas. */
function recorded<T>(name: string, schema: { parse(data: unknown): T }): T {
  return schema.parse(JSON.parse(readFileSync(resolve(import.meta.dirname, '../../fixtures/api', name), 'utf8')));
}

export const recordedProducts = (): Product[] => recorded('products.json', productListSchema);
export const recordedProduct = (name: 'product-5.json' | 'product-crown.json' | 'product-variant.json'): Product => recorded(name, productSchema);
export const recordedSubcategories = (name: 'subcategories-1.json' | 'subcategories-3.json'): Subcategory[] => recorded(name, subcategoryListSchema);

/** The recorded catalogue, with the recorded product lines of the categories given. */
export const recordedCatalogApi = (...categories: Array<1 | 3>): FakeCatalogApi =>
  new FakeCatalogApi(recordedProducts(), new Map(categories.map((category) => [category, recordedSubcategories(`subcategories-${category}.json`)])));

export const networkFailure: ApiFailure = { kind: 'network', status: null, code: 'network_error', message: 'Unable to reach the shop. Please check your connection and try again.' };
export const notFound: ApiFailure = { kind: 'not-found', status: 404, code: 'product_not_found', message: 'Product not found' };

/**
 * The catalogue port in memory. Every call is logged; answers come from the maps (products
 * filtered by category, like the server) and can be held back to test answers arriving late.
 */
export class FakeCatalogApi implements CatalogApi {
  readonly calls: string[] = [];
  failures = new Map<string, ApiFailure>();
  variantStocks = new Map<string, number>();
  private held: Array<() => void> | null = null;

  constructor(
    public catalogue: Product[] = recordedProducts(),
    public subcategoryLists = new Map<number, Subcategory[]>(),
    public details = new Map<number, Product>(),
  ) {}

  products(): Promise<ApiResult<Product[]>> {
    return this.answer('/api/product', () => ok(this.catalogue));
  }

  categoryProducts(categoryId: number): Promise<ApiResult<Product[]>> {
    return this.answer(`/api/category/${categoryId}/products`, () => ok(this.catalogue.filter((product) => product.categoryId === categoryId)));
  }

  subcategories(categoryId: number): Promise<ApiResult<Subcategory[]>> {
    return this.answer(`/api/category/${categoryId}/subcategories`, () => ok(this.subcategoryLists.get(categoryId) ?? []));
  }

  product(id: number): Promise<ApiResult<Product>> {
    return this.answer(`/api/product/${id}`, () => {
      const product = this.details.get(id) ?? this.catalogue.find((candidate) => candidate.id === id);
      return product ? ok(product) : fail(notFound);
    });
  }

  variantStock(productId: number, selection: VariantSelection): Promise<ApiResult<number>> {
    const path = FakeCatalogApi.variantPath(productId, selection);
    return this.answer(path, () => {
      const stock = this.variantStocks.get(path);
      return stock === undefined ? fail({ ...notFound, code: 'variant_not_found', message: 'Variant not found' }) : ok(stock);
    });
  }

  static variantPath(productId: number, selection: VariantSelection): string {
    return `/api/product/variant/${productId}/${selection.side}/${selection.size}/${selection.option}`;
  }

  /** From now on answers wait until `release` is called. */
  hold(): void {
    this.held = [];
  }

  /** Lets the held answers through, in the given order of their calls (default: as called). */
  async release(order?: number[]): Promise<void> {
    const held = this.held ?? [];
    this.held = null;
    for (const index of order ?? held.map((_, i) => i)) {
      held[index]?.();
      await settle();
    }
  }

  private async answer<T>(path: string, value: () => ApiResult<T>): Promise<ApiResult<T>> {
    this.calls.push(path);
    if (this.held) await new Promise<void>((resolveHeld) => this.held?.push(resolveHeld));
    const failure = this.failures.get(path);
    return failure ? fail(failure) : value();
  }
}

/** The suggestions port in memory: each call waits until the test answers it, so answers can arrive in any order. */
export class FakeSuggestionsApi implements SearchSuggestionsApi {
  readonly asked: string[] = [];
  private readonly pending: Array<(result: ApiResult<SearchSuggestion[]>) => void> = [];

  suggestions(text: string): Promise<ApiResult<SearchSuggestion[]>> {
    this.asked.push(text);
    return new Promise((resolveLater) => this.pending.push(resolveLater));
  }

  /** Answers the call made `index`-th (0 is the first ever made). */
  async answer(index: number, result: ApiResult<SearchSuggestion[]>): Promise<void> {
    this.pending[index]?.(result);
    await settle();
  }
}

/** Lets every pending promise callback run. */
export function settle(): Promise<void> {
  return new Promise((resolveLater) => setTimeout(resolveLater, 0));
}

/** The address bar arriving at /products?{query}, then the answers. */
export async function arriveAt(list: ProductListPresenter, query = ''): Promise<void> {
  list.addressChanged(query);
  await settle();
}

/** The view pushing the list's requested address, and the router handing it back; answers that address. */
export async function followRequestedAddress(list: ProductListPresenter): Promise<string> {
  const next = list.query.requestedAddress;
  expect(next).not.toBeNull();
  list.addressChanged(next ?? '');
  await settle();
  return next ?? '';
}

export class MemoryCartStore implements CartStore {
  constructor(public stored: Cart = emptyCart) {}
  load(): Cart {
    return this.stored;
  }
  save(cart: Cart): void {
    this.stored = cart;
  }
  onExternalChange(): () => void {
    return () => {};
  }
}

/** A fresh container per test: fakes for the ports, the real presenters and use cases. */
export function catalogContainer(api: FakeCatalogApi, clock = new FakeClock(), suggestions = new FakeSuggestionsApi()) {
  const container = new Container({ autobind: true });
  const cartStore = new MemoryCartStore();
  container.bind(CatalogApi).toConstantValue(api);
  container.bind(SearchSuggestionsApi).toConstantValue(suggestions);
  container.bind(CartStore).toConstantValue(cartStore);
  container.bind(Clock).toConstantValue(clock);
  container.bind(CartPresenter).toSelf().inSingletonScope();
  container.bind(ToastPresenter).toSelf().inSingletonScope();
  return { container, clock, cartStore, suggestions, cart: container.get(CartPresenter), toasts: container.get(ToastPresenter) };
}

/** The product list's screen presenter on `api`, with its panels and the fakes around it. */
export function productListScreen(api: FakeCatalogApi) {
  const kit = catalogContainer(api);
  return { ...kit, list: kit.container.get(ProductListPresenter) };
}

/** The products the list's page shows, card by card. */
export const shownProducts = (list: ProductListPresenter): Product[] => list.results.cards.map((card) => card.product);

/** A product of the recorded catalogue, by its name. */
export function productNamed(api: FakeCatalogApi, name: string): Product {
  const product = api.catalogue.find((candidate) => candidate.name === name);
  if (!product) throw new Error(`no ${name} in the recorded catalogue`);
  return product;
}

/** The recorded products the product page opens: a crown (side and size), matrix bands (options only) and a plain etch. */
export const crown = recordedProduct('product-crown.json');
export const bands = recordedProduct('product-variant.json');
export const etch = recordedProduct('product-5.json');

/** The product page's screen presenter over the three recorded products, with the steps its tests take. */
export function productDetailScreen() {
  const api = new FakeCatalogApi([], new Map(), new Map([crown, bands, etch].map((product) => [product.id, product])));
  const kit = catalogContainer(api);
  const detail = kit.container.get(ProductDetailPresenter);
  return {
    ...kit,
    api,
    detail,
    /** The route opening /products/{id}, then the answer. */
    async open(id: string): Promise<void> {
      detail.opened(id);
      await settle();
    },
    /** What the server says is left of the variant `selection` names. */
    liveStock(product: Product, selection: { side?: number; size?: string; option?: number }, quantity: number): void {
      api.variantStocks.set(FakeCatalogApi.variantPath(product.id, { side: selection.side ?? null, size: selection.size ?? null, option: selection.option ?? null }), quantity);
    },
    async add(): Promise<void> {
      await detail.addToCartClicked();
    },
  };
}
