import { inject, injectable } from 'inversify';
import { productCartItem } from '../../application/catalog/CatalogCartItems';
import type { Product } from '../../application/catalog/Product';
import {
  BEST_SELLER_IDS,
  type CatalogPage,
  PER_PAGE_OPTIONS,
  type PaginationEntry,
  SORT_OPTIONS,
  type SortOption,
  changePage,
  changePerPage,
  changeSort,
  isSortOption,
  paginationWindow,
  quantityWithinStock,
  queryCatalog,
} from '@tiara/domain/catalog-query';
import { CartPresenter } from '../cart/CartPresenter';
import { CatalogListMessages } from '../messages/CatalogListMessages';
import { CatalogQueryMessages } from '../messages/CatalogQueryMessages';
import { DisplayNames, type NamedChoice } from '../messages/DisplayNames';
import { ProductSearchMessages } from '../messages/ProductSearchMessages';
import { makePresenterObservable } from '../presenter/makePresenterObservable';
import { ToastPresenter } from '../toast/ToastPresenter';
import { announceCartOutcome } from './announceCartOutcome';
import { type ProductCard, productCardOf } from './productCard';
import { type ListedProduct, ProductListQuery } from './ProductListQuery';

/** The page of products the list shows: its cards with their quantity and Add to Cart, the sort, the page size and the pages. */
@injectable()
export class ProductListResultsPresenter {
  readonly perPageOptions = PER_PAGE_OPTIONS.map(String);
  /** The quantity picked on each card, by product id; a card left alone picks 1. */
  private readonly picked = new Map<number, number>();

  constructor(
    @inject(ProductListQuery) private readonly query: ProductListQuery,
    @inject(CartPresenter) private readonly cart: CartPresenter,
    @inject(ToastPresenter) private readonly toasts: ToastPresenter,
  ) {
    makePresenterObservable<ProductListResultsPresenter>(this, arguments, { perPageOptions: false });
  }

  /** Computed, so that the select's labels follow a switch of language. */
  get sortOptions(): NamedChoice<SortOption>[] {
    return SORT_OPTIONS.map((value) => ({ value, label: DisplayNames.sortOptions[value] }));
  }

  get page(): CatalogPage<ListedProduct> {
    return queryCatalog(this.query.listed, this.query.params);
  }

  get cards(): ProductCard[] {
    return this.page.items.map(({ product }) => productCardOf(product, this.picked.get(product.id)));
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
    return this.query.status === 'ready' && this.page.total === 0;
  }

  /** The filter drawer's way back to the list, with how many products it holds now. */
  get showProductsLabel(): string {
    return CatalogListMessages.showProducts(this.page.total);
  }

  /** Over the closest products when nothing matched the search as typed: "Showing results for “gloves”". */
  get showingResultsFor(): string | null {
    const { matching, correctedSearch } = this.page;
    return matching === 'close' && correctedSearch !== null ? ProductSearchMessages.showingResultsFor(correctedSearch) : null;
  }

  /** Beside it, the search as typed: "Nothing matched “glovs” exactly." */
  get noExactMatch(): string {
    return ProductSearchMessages.noExactMatch(this.query.params.search.trim());
  }

  /** A search that found nothing, not even close: "No products found" is followed by a way on rather than a dead end. */
  get searchFoundNothing(): boolean {
    return this.isEmpty && this.query.params.search.trim() !== '';
  }

  /** The best sellers among the list's products, offered after a search that found nothing. */
  get bestSellerCards(): ProductCard[] {
    if (!this.searchFoundNothing) return [];
    const listed = new Map(this.query.products.map((product) => [product.id, product]));
    return BEST_SELLER_IDS.flatMap((id) => {
      const product = listed.get(id);
      return product?.isActive ? [productCardOf(product, this.picked.get(product.id))] : [];
    });
  }

  sortChosen(sort: string): void {
    if (isSortOption(sort)) this.query.changed(changeSort(this.query.params, sort));
  }

  perPageChosen(perPage: string): void {
    this.query.changed(changePerPage(this.query.params, Number(perPage)));
  }

  pageChosen(page: number): void {
    this.query.changed(changePage(this.query.params, Math.min(page, this.page.pageCount)));
  }

  previousPageClicked(): void {
    if (this.hasPreviousPage) this.pageChosen(this.page.page - 1);
  }

  nextPageClicked(): void {
    if (this.hasNextPage) this.pageChosen(this.page.page + 1);
  }

  retryClicked(): void {
    this.query.reload();
  }

  quantityIncreased(product: Product): void {
    this.picked.set(product.id, quantityWithinStock(this.pickedOf(product) + 1, product.quantity));
  }

  quantityDecreased(product: Product): void {
    this.picked.set(product.id, quantityWithinStock(this.pickedOf(product) - 1, product.quantity));
  }

  /** The quantity picked goes to the cart and the toast says how it went; once in the cart, the card picks 1 again. */
  addToCartClicked(product: Product): void {
    const outcome = this.cart.addClicked(productCartItem(product), this.pickedOf(product));
    announceCartOutcome(this.toasts, outcome);
    if (outcome === 'added' || outcome === 'updated') this.picked.delete(product.id);
  }

  private pickedOf(product: Product): number {
    return quantityWithinStock(this.picked.get(product.id) ?? 1, product.quantity);
  }
}
