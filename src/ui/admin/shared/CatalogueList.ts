import type { ProductFilter, SubcategoryFilter } from '../../../application/admin/AdminCatalogApi';
import type { AdminPage, PageRequest } from '../../../application/admin/AdminPage';
import type { ApiResult } from '../../../application/shared/ApiResult';
import { makePresenterObservable } from '../../presenter/makePresenterObservable';
import { PagedList } from './PagedList';

type CatalogueFilter = ProductFilter & SubcategoryFilter;

/**
 * A table of the back office's catalogue (products, subcategories): its search box, searched when
 * submitted, and its category filter, over the server's pages.
 */
export class CatalogueList<T> {
  search = '';
  categoryFilter: number | null = null;
  readonly list = new PagedList<T>((page) => this.fetchPage(this.filter, page));

  constructor(private readonly fetchPage: (filter: CatalogueFilter, page: PageRequest) => Promise<ApiResult<AdminPage<T>>>) {
    makePresenterObservable(this, arguments, { list: false });
  }

  get filter(): CatalogueFilter {
    return { search: this.search, categoryId: this.categoryFilter };
  }

  opened(): Promise<void> {
    return this.list.reload();
  }

  searchChanged(value: string): void {
    this.search = value;
  }

  searchSubmitted(): Promise<void> {
    return this.list.firstPage();
  }

  categoryFilterChosen(value: string): Promise<void> {
    this.categoryFilter = value === '' ? null : Number(value);
    return this.list.firstPage();
  }
}
