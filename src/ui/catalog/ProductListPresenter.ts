import { inject, injectable } from 'inversify';
import { makePresenterObservable } from '../presenter/makePresenterObservable';
import { ProductListCategoriesPresenter } from './ProductListCategoriesPresenter';
import { ProductListFiltersPresenter } from './ProductListFiltersPresenter';
import { ProductListQuery } from './ProductListQuery';
import { ProductListResultsPresenter } from './ProductListResultsPresenter';
import { ProductListSearchPresenter } from './ProductListSearchPresenter';

/**
 * The product list (/products): its query, the single source of truth that lives in the address
 * and loads the products, and the panels that change it, each with its own timers and requests:
 * the search box, the filters, the categories and the page of results. The view hands every
 * address in here and pushes each address the query requests.
 */
@injectable()
export class ProductListPresenter {
  constructor(
    @inject(ProductListQuery) readonly query: ProductListQuery,
    @inject(ProductListSearchPresenter) readonly search: ProductListSearchPresenter,
    @inject(ProductListFiltersPresenter) readonly filters: ProductListFiltersPresenter,
    @inject(ProductListCategoriesPresenter) readonly categories: ProductListCategoriesPresenter,
    @inject(ProductListResultsPresenter) readonly results: ProductListResultsPresenter,
  ) {
    makePresenterObservable(this, arguments);
  }

  /** The query string of the address bar: a new list state also replaces what the boxes were still being typed into. */
  addressChanged(address: string): void {
    if (!this.query.addressChanged(address)) return;
    this.search.addressShown();
    this.filters.addressShown();
  }

  /** The page is leaving: nothing still pending may fire into a page that is gone. */
  left(): void {
    this.search.left();
    this.filters.left();
  }
}
