import { inject, injectable } from 'inversify';
import { observableRef } from 'mobx';
import { CatalogApi } from '../../application/catalog/CatalogApi';
import type { CatalogCategory, Product, Subcategory } from '../../application/catalog/Product';
import type { ApiResult } from '../../application/shared/ApiResult';
import { whenAnswered } from '../../application/shared/settledAnswers';
import {
  ALL_CATEGORIES_ID,
  type CatalogItem,
  type CatalogParams,
  DEFAULT_CATALOG_PARAMS,
  catalogParamsToRecord,
  parseCatalogParams,
  queryEntries,
  sellingPrice,
} from '@tiara/domain/catalog-query';
import { categoryNamesAr } from '../../locales/shared/ar/categoryNamesAr';
import { categoryNamesEn } from '../../locales/shared/en/categoryNamesEn';
import { CatalogMessages } from '../messages/CatalogMessages';
import { makePresenterObservable } from '../presenter/makePresenterObservable';
import { ToastPresenter } from '../toast/ToastPresenter';

/** The list state of the query string: SPEC's five values, plus the product line chosen from a subcategory card. */
export interface ProductListParams extends CatalogParams {
  readonly subcategory: number | null;
}

/** A product as the catalogue query sorts and searches it. */
export interface ListedProduct extends CatalogItem {
  readonly product: Product;
}

export type ProductListStatus = 'loading' | 'ready' | 'failed';

/**
 * A product's category names as the search finds them: a fixed category by its name in both
 * languages whatever the shown one, as the server's list search does (its category names are four
 * short texts, cheaper to carry than a second download).
 */
function categoryNamesOf(product: Product): Pick<CatalogItem, 'categoryName' | 'otherCategoryName'> {
  const id = product.categoryId as keyof typeof categoryNamesEn;
  const english = categoryNamesEn[id] as string | undefined;
  return english === undefined ? { categoryName: product.categoryName } : { categoryName: english, otherCategoryName: categoryNamesAr[id] };
}

/** The query string of a list state, values at their defaults left out. */
function addressOf(params: ProductListParams): string {
  const { subcategory, ...catalog } = params;
  const record = catalogParamsToRecord(catalog);
  const entries = queryEntries(record);
  if (subcategory !== null) entries.splice(record['category'] === undefined ? 0 : 1, 0, ['subcategory', String(subcategory)]);
  return new URLSearchParams(entries).toString();
}

function subcategoryFrom(text: string | null): number | null {
  if (text === null || !/^\d{1,9}$/.test(text.trim())) return null;
  const id = Number(text.trim());
  return id >= 1 ? id : null;
}

/**
 * The product list's query (/products). Its state lives in the query string, the single source of
 * truth for category, product line, search, filters, sort and page: the view hands every address
 * in (`addressChanged`: arrival, reload, back/forward, links) and pushes each `requestedAddress`
 * that the person's changes give out, so history holds every list state. The products and product
 * lines of its category are loaded as the category changes.
 *
 * One per screen: the screen presenter and each of its panels are handed the same one (Inversify's
 * request scope: one instance per resolution of the screen presenter), and change the list through it.
 */
@injectable('Request')
export class ProductListQuery {
  params: ProductListParams = { ...DEFAULT_CATALOG_PARAMS, subcategory: null };
  status: ProductListStatus = 'loading';
  products: readonly Product[] = [];
  subcategories: readonly Subcategory[] = [];
  /** The chosen category as the backend names it (SPEC §7 GET /api/category/{id}); null for All Categories or until it answers. */
  shownCategory: CatalogCategory | null = null;
  /** The address the person's latest change asks for, until the address bar shows it. */
  requestedAddress: string | null = null;

  /**
   * Addresses requested but not yet seen coming back from the router. The router reports them
   * late (after a render), so an address found here is an echo of a change already made, not a
   * new state: taking it in would undo later changes and wipe a search being typed.
   */
  private awaitedAddresses: string[] = [];
  private loadedCategory: number | null = null;
  private productsRequest = 0;
  private subcategoriesRequest = 0;
  private categoryRequest = 0;

  constructor(
    @inject(CatalogApi) private readonly api: CatalogApi,
    @inject(ToastPresenter) private readonly toasts: ToastPresenter,
  ) {
    makePresenterObservable<ProductListQuery, 'awaitedAddresses' | 'loadedCategory' | 'productsRequest' | 'subcategoriesRequest' | 'categoryRequest'>(this, arguments, {
      // Replaced whole, never edited: references are enough, and keep queryCatalog's memoised index valid.
      params: observableRef,
      products: observableRef,
      subcategories: observableRef,
      shownCategory: observableRef,
      awaitedAddresses: false,
      loadedCategory: false,
      productsRequest: false,
      subcategoriesRequest: false,
      categoryRequest: false,
    });
  }

  /** The query string of the current state, values at their defaults left out. */
  get queryString(): string {
    return addressOf(this.params);
  }

  /**
   * The chosen product line as the catalogue query reads it, priced at what the customer pays so
   * that sorting by price follows the prices on the cards. Memoised while observed, so the
   * query's index is built once per list.
   */
  get listed(): readonly ListedProduct[] {
    const { subcategory } = this.params;
    const shown = subcategory === null ? this.products : this.products.filter((product) => product.subcategoryId === subcategory);
    return shown.map((product) => ({
      product,
      name: product.name,
      otherName: product.otherName,
      ...categoryNamesOf(product),
      brand: product.brand,
      price: sellingPrice(product),
      isActive: product.isActive,
    }));
  }

  /**
   * The query string of the address bar, on arrival, reload, back/forward or a link. True when it
   * is a new state, taken in whole; false when it is the echo of a change already made.
   */
  addressChanged(query: string): boolean {
    const address = new URLSearchParams(query);
    const params = { ...parseCatalogParams({ ...Object.fromEntries(address), brand: address.getAll('brand') }), subcategory: subcategoryFrom(address.get('subcategory')) };
    const echo = this.awaitedAddresses.indexOf(addressOf(params));
    if (echo >= 0) {
      this.awaitedAddresses.splice(0, echo + 1);
      if (this.awaitedAddresses.length === 0) this.requestedAddress = null;
      return false;
    }
    this.awaitedAddresses = [];
    this.requestedAddress = null;
    this.params = params;
    this.loadCategoryIfChanged();
    return true;
  }

  /** A change the person made: the list shows it at once, and asks for its address unless it is the one shown. */
  changed(catalog: CatalogParams, subcategory: number | null = this.params.subcategory): void {
    const before = this.queryString;
    this.params = { ...catalog, subcategory };
    this.loadCategoryIfChanged();
    if (this.queryString === before) return;
    this.awaitedAddresses.push(this.queryString);
    this.requestedAddress = this.queryString;
  }

  /** Asks for the category's products and product lines again (Try Again, a switch of language). */
  reload(): void {
    // The name read in the language left behind is not shown meanwhile.
    this.shownCategory = null;
    this.loadCategory(this.params.category);
  }

  productsArrived(request: number, result: ApiResult<Product[]>): void {
    if (request !== this.productsRequest) return;
    if (result.ok) {
      this.products = result.value;
      this.status = 'ready';
    } else {
      this.products = [];
      this.status = 'failed';
      this.toasts.error(CatalogMessages.loadError);
    }
  }

  /** SPEC §8: a failed subcategory call leaves the list empty, silently. */
  subcategoriesArrived(request: number, result: ApiResult<Subcategory[]>): void {
    if (request !== this.subcategoriesRequest) return;
    this.subcategories = result.ok ? result.value.filter((subcategory) => subcategory.isActive) : [];
  }

  /** A failed call leaves the fixed name of SPEC §3 in place, silently, as for the subcategories. */
  categoryArrived(request: number, result: ApiResult<CatalogCategory>): void {
    if (request === this.categoryRequest && result.ok) this.shownCategory = result.value;
  }

  private loadCategoryIfChanged(): void {
    if (this.params.category !== this.loadedCategory) this.loadCategory(this.params.category);
  }

  private loadCategory(category: number): void {
    if (category !== this.loadedCategory) {
      this.subcategories = [];
      this.products = [];
      this.shownCategory = null;
    }
    this.loadedCategory = category;
    this.status = 'loading';

    const productsRequest = ++this.productsRequest;
    const products = category === ALL_CATEGORIES_ID ? this.api.products() : this.api.categoryProducts(category);
    // The answers the page arrived with are taken in at once: the list's first render shows them (hydration).
    whenAnswered(products, (result) => this.productsArrived(productsRequest, result));

    // All Categories has no product lines of its own to offer, and no name to ask for.
    const subcategoriesRequest = ++this.subcategoriesRequest;
    const categoryRequest = ++this.categoryRequest;
    if (category === ALL_CATEGORIES_ID) return;
    whenAnswered(this.api.subcategories(category), (result) => this.subcategoriesArrived(subcategoriesRequest, result));
    whenAnswered(this.api.category(category), (result) => this.categoryArrived(categoryRequest, result));
  }
}
