import { observableRef } from 'mobx';
import type { AdminPage, PageRequest } from '../../../application/admin/AdminPage';
import type { ApiResult } from '../../../application/shared/ApiResult';
import { AdminMessages } from '../../messages/AdminMessages';
import { makePresenterObservable } from '../../presenter/makePresenterObservable';

export const PER_PAGE_OPTIONS = [10, 20, 50, 100] as const;
export const DEFAULT_PER_PAGE = 20;

/**
 * A table's rows as the server pages them (`page`/`per_page`): the screen's presenter owns one and
 * says how a page is fetched with its current filters. Only the answer to the latest request counts.
 */
export class PagedList<T> {
  items: readonly T[] = [];
  total = 0;
  page = 1;
  perPage: number = DEFAULT_PER_PAGE;
  pageCount = 0;
  loading = false;
  error: string | null = null;
  private request = 0;

  constructor(private readonly fetchPage: (page: PageRequest) => Promise<ApiResult<AdminPage<T>>>) {
    makePresenterObservable<PagedList<T>, 'request'>(this, arguments, { items: observableRef, request: false });
  }

  /** Fetches the current page again (after a change, or when the filters changed: see `firstPage`). */
  async reload(): Promise<void> {
    const request = this.started();
    const answer = await this.fetchPage({ page: this.page, perPage: this.perPage });
    this.answered(request, answer);
  }

  /** The filters changed: back to page 1. */
  firstPage(): Promise<void> {
    this.page = 1;
    return this.reload();
  }

  pageChosen(page: number): Promise<void> {
    this.page = Math.max(1, Math.floor(page));
    return this.reload();
  }

  perPageChosen(perPage: number): Promise<void> {
    this.perPage = perPage;
    return this.firstPage();
  }

  /** Puts a changed row in place without fetching the page again. */
  replaced(matches: (item: T) => boolean, item: T): void {
    this.items = this.items.map((candidate) => (matches(candidate) ? item : candidate));
  }

  get rangeText(): string {
    const from = this.total === 0 ? 0 : (this.page - 1) * this.perPage + 1;
    return AdminMessages.table.showing(from, Math.min(this.total, from + this.items.length - 1), this.total);
  }

  get isEmpty(): boolean {
    return !this.loading && this.error === null && this.items.length === 0;
  }

  private started(): number {
    this.loading = true;
    this.request += 1;
    return this.request;
  }

  private answered(request: number, answer: ApiResult<AdminPage<T>>): void {
    if (request !== this.request) return;
    this.loading = false;
    if (!answer.ok) {
      this.error = answer.error.message;
      return;
    }
    this.error = null;
    const page = answer.value;
    // A page beyond the last (after deleting its only row) shows the new last page instead.
    if (page.items.length === 0 && page.total > 0 && this.page > page.pageCount) {
      void this.pageChosen(page.pageCount);
      return;
    }
    this.items = page.items;
    this.total = page.total;
    this.pageCount = page.pageCount;
  }
}
