import { Container } from 'inversify';
import { expect } from 'vitest';
import { CartStore } from '../../../src/application/cart/CartStore';
import { CatalogApi } from '../../../src/application/catalog/CatalogApi';
import type { Product } from '../../../src/application/catalog/Product';
import { SearchSuggestionsApi } from '../../../src/application/catalog/SearchSuggestionsApi';
import type { ApiFailure } from '../../../src/application/shared/ApiResult';
import { Clock } from '../../../src/application/shared/Clock';
import { type Cart, emptyCart } from '@tiara/domain/cart';
import { CartPresenter } from '../../../src/ui/cart/CartPresenter';
import { ToastPresenter } from '../../../src/ui/toast/ToastPresenter';
import { ProductDetailPresenter } from '../../../src/ui/catalog/ProductDetailPresenter';
import { ProductListPresenter } from '../../../src/ui/catalog/ProductListPresenter';
import { networkFailure } from '../../application/support/fakes/FakeApi';
import { FakeCatalogApi, productNotFound, variantNotFound } from '../../application/support/fakes/FakeCatalogApi';
import { FakeSearchSuggestionsApi } from '../../application/support/fakes/FakeSearchSuggestionsApi';
import { recordedProduct, recordedProducts, recordedSubcategories } from '../../application/support/recordedCatalogue';
import { FakeClock } from '../support/FakeClock';

export { FakeCatalogApi, FakeSearchSuggestionsApi, networkFailure, recordedProduct, recordedProducts, recordedSubcategories, variantNotFound };

/** The recorded catalogue, with the recorded product lines of the categories given. */
export const recordedCatalogApi = (...categories: Array<1 | 3>): FakeCatalogApi =>
  new FakeCatalogApi(recordedProducts(), new Map(categories.map((category) => [category, recordedSubcategories(`subcategories-${category}.json`)])));

export const notFound: ApiFailure = productNotFound;

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
export function catalogContainer(api: FakeCatalogApi, clock = new FakeClock(), suggestions = new FakeSearchSuggestionsApi()) {
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
