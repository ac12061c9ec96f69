import type { AdminPage, PageRequest } from '../../../../src/application/admin/AdminPage';

/** One page of `rows` as the staff API cuts it (`page`/`per_page`), with how many rows all pages hold. */
export function pageOf<T>(rows: readonly T[], request: PageRequest): AdminPage<T> {
  const start = (request.page - 1) * request.perPage;
  return { items: rows.slice(start, start + request.perPage), total: rows.length, page: request.page, perPage: request.perPage, pageCount: Math.ceil(rows.length / request.perPage) };
}
