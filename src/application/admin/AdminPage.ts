/** One page of a back-office list, as the server cut it (`page`/`per_page`). */
export interface AdminPage<T> {
  readonly items: readonly T[];
  /** Rows matching the filter on all pages. */
  readonly total: number;
  readonly page: number;
  readonly perPage: number;
  readonly pageCount: number;
}

export interface PageRequest {
  readonly page: number;
  readonly perPage: number;
}

/** The server's `{ id, deleted: true }` after a delete. */
export interface Deleted {
  readonly id: number;
}
