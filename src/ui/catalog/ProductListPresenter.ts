import { inject, injectable } from 'inversify';
import { makeAutoObservable, observableRef } from 'mobx';
import { CatalogApi } from '../../application/catalog/CatalogApi';
import { productCartItem } from '../../application/catalog/CatalogCartItems';
import type { Product, Subcategory } from '../../application/catalog/Product';
import type { SearchSuggestion } from '../../application/catalog/SearchSuggestionsApi';
import { SuggestSearches } from '../../application/catalog/SuggestSearches';
import type { ApiResult } from '../../application/shared/ApiResult';
import { Clock } from '../../application/shared/Clock';
import {
  ALL_CATEGORIES_ID,
  CATEGORIES,
  type Category,
  type CatalogItem,
  type CatalogPage,
  type CatalogParams,
  DEFAULT_CATALOG_PARAMS,
  PER_PAGE_OPTIONS,
  SORT_OPTIONS,
  type SortOption,
  type PaginationEntry,
  brandKey,
  brandsOf,
  catalogParamsToRecord,
  changeCategory,
  changeFilter,
  changePage,
  changePerPage,
  changeSearch,
  changeSort,
  isSortOption,
  paginationWindow,
  parseCatalogParams,
  queryCatalog,
  queryEntries,
  sellingPrice,
} from '@tiara/domain/catalog-query';
import { piastersFromPounds, poundsFromPiasters } from '@tiara/domain/money';
import { CategoryNames } from '../messages/CategoryNames';
import { CartPresenter } from '../cart/CartPresenter';
import { CatalogMessages } from '../messages/CatalogMessages';
import { CatalogQueryMessages } from '../messages/CatalogQueryMessages';
import { DisplayNames, type NamedChoice } from '../messages/DisplayNames';
import { ToastPresenter } from '../toast/ToastPresenter';
import { announceCartOutcome } from './announceCartOutcome';
import { type ProductCard, productCardOf } from './productCard';

/** Long enough that typing a word makes one search, short enough to feel live. */
export const SEARCH_DEBOUNCE_MS = 300;
/** Suggestions follow typing more closely than the search itself, but not on every key. */
export const SUGGESTION_DEBOUNCE_MS = 200;

/** The list state of the query string: SPEC's five values, plus the product line chosen from a subcategory card. */
export interface ProductListParams extends CatalogParams {
  readonly subcategory: number | null;
}

/** A product as the catalogue query sorts and searches it. */
export interface ListedProduct extends CatalogItem {
  readonly product: Product;
}

export type { ProductCard, ProductCardAction } from './productCard';

export type ProductListStatus = 'loading' | 'ready' | 'failed';

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

/** A price bound as typed in EGP, in piasters; blank, negative or unreadable text is no bound. */
function boundFrom(text: string): number | null {
  const trimmed = text.trim();
  if (!/^\d{1,9}([.,]\d{0,2})?$/.test(trimmed)) return null;
  return piastersFromPounds(Number(trimmed.replace(',', '.')));
}

function boundText(bound: number | null): string {
  return bound === null ? '' : String(poundsFromPiasters(bound));
}

/**
 * The product list (/products). Its state lives in the query string: the view hands every
 * address in (`addressChanged`: arrival, reload, back/forward, links) and pushes each
 * `requestedAddress` that the person's changes give out, so history holds every list state.
 */
@injectable()
export class ProductListPresenter {
  params: ProductListParams = { ...DEFAULT_CATALOG_PARAMS, subcategory: null };
  /** What the search box shows; it becomes the search once typing pauses. */
  searchText = '';
  status: ProductListStatus = 'loading';
  products: readonly Product[] = [];
  subcategories: readonly Subcategory[] = [];
  categoriesDrawerOpened = false;
  /** What the price boxes show (EGP); each becomes a bound once typing pauses. */
  minPriceText = '';
  maxPriceText = '';
  /** The search box's suggestions for the text typed, best first. */
  suggestions: readonly SearchSuggestion[] = [];

  /** The address the person's latest change asks for, until the address bar shows it. */
  requestedAddress: string | null = null;
  /** The product page a chosen suggestion opens, until the view has gone there. */
  requestedProductPage: string | null = null;

  /**
   * Addresses requested but not yet seen coming back from the router. The router reports them
   * late (after a render), so an address found here is an echo of a change already made, not a
   * new state: taking it in would undo later changes and wipe a search being typed.
   */
  private awaitedAddresses: string[] = [];
  private loadedCategory: number | null = null;
  private productsRequest = 0;
  private subcategoriesRequest = 0;
  private cancelSearchTimer: (() => void) | null = null;
  private cancelPriceTimer: (() => void) | null = null;
  private cancelSuggestionTimer: (() => void) | null = null;
  private suggestionsRequest = 0;
  private readonly api: CatalogApi;
  private readonly suggest: SuggestSearches;
  private readonly cart: CartPresenter;
  private readonly toasts: ToastPresenter;
  private readonly clock: Clock;

  constructor(
    @inject(CatalogApi) api: CatalogApi,
    @inject(CartPresenter) cart: CartPresenter,
    @inject(ToastPresenter) toasts: ToastPresenter,
    @inject(Clock) clock: Clock,
    @inject(SuggestSearches) suggest: SuggestSearches,
  ) {
    this.api = api;
    this.suggest = suggest;
    this.cart = cart;
    this.toasts = toasts;
    this.clock = clock;
    makeAutoObservable<
      ProductListPresenter,
      'awaitedAddresses' | 'loadedCategory' | 'productsRequest' | 'subcategoriesRequest' | 'cancelSearchTimer' | 'cancelPriceTimer' | 'cancelSuggestionTimer' | 'suggestionsRequest' | 'api' | 'suggest' | 'cart' | 'toasts' | 'clock'
    >(
      this,
      {
        // Replaced whole, never edited: references are enough, and keep queryCatalog's memoised index valid.
        params: observableRef,
        products: observableRef,
        subcategories: observableRef,
        suggestions: observableRef,
        categories: false,
        perPageOptions: false,
        awaitedAddresses: false,
        loadedCategory: false,
        productsRequest: false,
        subcategoriesRequest: false,
        cancelSearchTimer: false,
        cancelPriceTimer: false,
        cancelSuggestionTimer: false,
        suggestionsRequest: false,
        api: false,
        suggest: false,
        cart: false,
        toasts: false,
        clock: false,
      },
      { autoBind: true },
    );
  }

  // ---- What the page shows

  /** The categories, named in the shown language. */
  get categories(): readonly Category[] {
    return CATEGORIES.map((category) => ({ ...category, name: CategoryNames[category.id] }));
  }
  readonly perPageOptions = PER_PAGE_OPTIONS.map(String);

  /** Computed, so that the select's labels follow a switch of language. */
  get sortOptions(): NamedChoice<SortOption>[] {
    return SORT_OPTIONS.map((value) => ({ value, label: DisplayNames.sortOptions[value] }));
  }

  /** The query string of the current state, values at their defaults left out. */
  get queryString(): string {
    return addressOf(this.params);
  }

  get categoryTitle(): string {
    const category = CATEGORIES.find((candidate) => candidate.id === this.params.category) ?? CATEGORIES[0];
    return CategoryNames[category.id];
  }

  get selectedSubcategory(): Subcategory | null {
    return this.subcategories.find((subcategory) => subcategory.id === this.params.subcategory) ?? null;
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
      categoryName: product.categoryName,
      brand: product.brand,
      price: sellingPrice(product),
      isActive: product.isActive,
    }));
  }

  /** The brand filter's choices: the brands of the list shown, and any chosen (from an address) that it lacks, so they can be unchosen. */
  get brandOptions(): { readonly brand: string; readonly chosen: boolean }[] {
    const chosen = new Set(this.params.brands.map(brandKey));
    const present = brandsOf(this.listed);
    const presentKeys = new Set(present.map(brandKey));
    const absent = this.params.brands.filter((brand) => !presentKeys.has(brandKey(brand)));
    return [...present, ...absent].map((brand) => ({ brand, chosen: chosen.has(brandKey(brand)) }));
  }

  get isFiltered(): boolean {
    return this.params.brands.length > 0 || this.params.minPrice !== null || this.params.maxPrice !== null;
  }

  get page(): CatalogPage<ListedProduct> {
    return queryCatalog(this.listed, this.params);
  }

  get cards(): ProductCard[] {
    return this.page.items.map(({ product }) => productCardOf(product));
  }

  get paginationEntries(): PaginationEntry[] {
    return paginationWindow(this.page.page, this.page.pageCount);
  }

  get hasPreviousPage(): boolean {
    return this.page.page > 1;
  }

  get hasNextPage(): boolean {
    return this.page.page < this.page.pageCount;
  }

  get summary(): string {
    return CatalogQueryMessages.showing(this.page);
  }

  get isEmpty(): boolean {
    return this.status === 'ready' && this.page.total === 0;
  }

  // ---- What the person or the address bar did

  /** The query string of the address bar, on arrival, reload, back/forward or a link. */
  addressChanged(query: string): void {
    const address = new URLSearchParams(query);
    const params = { ...parseCatalogParams({ ...Object.fromEntries(address), brand: address.getAll('brand') }), subcategory: subcategoryFrom(address.get('subcategory')) };
    const echo = this.awaitedAddresses.indexOf(addressOf(params));
    if (echo >= 0) {
      this.awaitedAddresses.splice(0, echo + 1);
      if (this.awaitedAddresses.length === 0) this.requestedAddress = null;
      return;
    }
    this.awaitedAddresses = [];
    this.requestedAddress = null;
    this.params = params;
    this.stopSearchTimer();
    this.stopPriceTimer();
    this.searchText = this.params.search;
    this.minPriceText = boundText(this.params.minPrice);
    this.maxPriceText = boundText(this.params.maxPrice);
    this.loadCategoryIfChanged();
  }

  categorySelected(category: number): void {
    this.categoriesDrawerOpened = false;
    this.changed(changeCategory(this.params, category), null);
  }

  /** A subcategory card or sidebar entry: shows that product line; choosing it again shows the whole category. */
  subcategorySelected(subcategory: number): void {
    this.categoriesDrawerOpened = false;
    this.changed(changePage(this.params, 1), this.params.subcategory === subcategory ? null : subcategory);
  }

  searchTyped(text: string): void {
    this.searchText = text;
    this.stopSearchTimer();
    this.cancelSearchTimer = this.clock.after(SEARCH_DEBOUNCE_MS, this.searchSettled);
    this.stopSuggestionTimer();
    this.suggestionsRequest += 1;
    this.suggestions = [];
    this.cancelSuggestionTimer = this.clock.after(SUGGESTION_DEBOUNCE_MS, this.suggestionsDue);
  }

  /** Enter in the search box: search now rather than after the pause; the suggestions have served. */
  searchSubmitted(): void {
    this.suggestionsClosed();
    this.searchSettled();
  }

  /** Asks for the suggestions of the text typed; an answer for older text, or arriving after a choice, is dropped. */
  suggestionsDue(): void {
    this.stopSuggestionTimer();
    const request = ++this.suggestionsRequest;
    void this.suggest.execute(this.searchText).then((result) => this.suggestionsArrived(request, result));
  }

  suggestionsArrived(request: number, result: ApiResult<SearchSuggestion[]>): void {
    if (request !== this.suggestionsRequest) return;
    // A failed suggestion call leaves the box as it was: the search itself still works.
    this.suggestions = result.ok ? result.value : [];
  }

  /**
   * A suggestion chosen: a product opens its page; a category or product line shows it, as the
   * sidebar would, with the typed text cleared so that it does not narrow what was chosen.
   */
  suggestionChosen(suggestion: SearchSuggestion): void {
    this.suggestionsClosed();
    this.stopSearchTimer();
    if (suggestion.kind === 'product') {
      this.requestedProductPage = `/products/${suggestion.id}`;
      return;
    }
    this.searchText = '';
    const inCategory = changeSearch(changeCategory(this.params, suggestion.categoryId), '');
    this.changed(inCategory, suggestion.kind === 'subcategory' ? suggestion.id : null);
  }

  suggestionsClosed(): void {
    this.stopSuggestionTimer();
    this.suggestionsRequest += 1;
    this.suggestions = [];
  }

  productPageOpened(): void {
    this.requestedProductPage = null;
  }

  brandToggled(brand: string): void {
    const key = brandKey(brand);
    const chosen = this.params.brands.some((one) => brandKey(one) === key);
    this.changed(changeFilter(this.params, { brands: chosen ? this.params.brands.filter((one) => brandKey(one) !== key) : [...this.params.brands, brand] }));
  }

  minPriceTyped(text: string): void {
    this.minPriceText = text;
    this.restartPriceTimer();
  }

  maxPriceTyped(text: string): void {
    this.maxPriceText = text;
    this.restartPriceTimer();
  }

  /** The price boxes become the range; the boxes then show it as the list applies it (swapped if given backwards). */
  priceSettled(): void {
    this.stopPriceTimer();
    const minPrice = boundFrom(this.minPriceText);
    const maxPrice = boundFrom(this.maxPriceText);
    if (minPrice !== this.params.minPrice || maxPrice !== this.params.maxPrice) this.changed(changeFilter(this.params, { minPrice, maxPrice }));
    this.minPriceText = boundText(this.params.minPrice);
    this.maxPriceText = boundText(this.params.maxPrice);
  }

  filtersCleared(): void {
    this.stopPriceTimer();
    this.minPriceText = '';
    this.maxPriceText = '';
    this.changed(changeFilter(this.params, { brands: [], minPrice: null, maxPrice: null }));
  }

  searchSettled(): void {
    this.stopSearchTimer();
    if (this.searchText !== this.params.search) this.changed(changeSearch(this.params, this.searchText));
  }

  sortChosen(sort: string): void {
    if (isSortOption(sort)) this.changed(changeSort(this.params, sort));
  }

  perPageChosen(perPage: string): void {
    this.changed(changePerPage(this.params, Number(perPage)));
  }

  pageChosen(page: number): void {
    this.changed(changePage(this.params, Math.min(page, this.page.pageCount)));
  }

  previousPageClicked(): void {
    if (this.hasPreviousPage) this.pageChosen(this.page.page - 1);
  }

  nextPageClicked(): void {
    if (this.hasNextPage) this.pageChosen(this.page.page + 1);
  }

  retryClicked(): void {
    this.loadCategory(this.params.category);
  }

  addToCartClicked(product: Product): void {
    announceCartOutcome(this.toasts, this.cart.addClicked(productCartItem(product), 1));
  }

  categoriesButtonClicked(): void {
    this.categoriesDrawerOpened = true;
  }

  categoriesDrawerClosed(): void {
    this.categoriesDrawerOpened = false;
  }

  /** The page is leaving: a pending search must not fire into a page that is gone. */
  left(): void {
    this.stopSearchTimer();
    this.stopPriceTimer();
    this.suggestionsClosed();
  }

  // ---- Loading

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

  private changed(catalog: CatalogParams, subcategory: number | null = this.params.subcategory): void {
    const before = this.queryString;
    this.params = { ...catalog, subcategory };
    this.loadCategoryIfChanged();
    if (this.queryString === before) return;
    this.awaitedAddresses.push(this.queryString);
    this.requestedAddress = this.queryString;
  }

  private loadCategoryIfChanged(): void {
    if (this.params.category !== this.loadedCategory) this.loadCategory(this.params.category);
  }

  private loadCategory(category: number): void {
    if (category !== this.loadedCategory) {
      this.subcategories = [];
      this.products = [];
    }
    this.loadedCategory = category;
    this.status = 'loading';

    const productsRequest = ++this.productsRequest;
    const products = category === ALL_CATEGORIES_ID ? this.api.products() : this.api.categoryProducts(category);
    void products.then((result) => this.productsArrived(productsRequest, result));

    // All Categories has no product lines of its own to offer.
    const subcategoriesRequest = ++this.subcategoriesRequest;
    if (category === ALL_CATEGORIES_ID) return;
    void this.api.subcategories(category).then((result) => this.subcategoriesArrived(subcategoriesRequest, result));
  }

  private stopSearchTimer(): void {
    this.cancelSearchTimer?.();
    this.cancelSearchTimer = null;
  }

  private restartPriceTimer(): void {
    this.stopPriceTimer();
    this.cancelPriceTimer = this.clock.after(SEARCH_DEBOUNCE_MS, this.priceSettled);
  }

  private stopPriceTimer(): void {
    this.cancelPriceTimer?.();
    this.cancelPriceTimer = null;
  }

  private stopSuggestionTimer(): void {
    this.cancelSuggestionTimer?.();
    this.cancelSuggestionTimer = null;
  }
}
