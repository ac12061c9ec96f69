import { describe, expect, it } from 'vitest';
import type { AdminPage, PageRequest } from '../../../../src/application/admin/AdminPage';
import type { ApiResult } from '../../../../src/application/shared/ApiResult';
import { ok } from '@tiara/domain/result';
import { PagedList } from '../../../../src/ui/admin/shared/PagedList';
import { failure, settle } from './adminFakes';

/** A server holding `total` numbered rows, answering each page when the test says so. */
function server(total: number) {
  const asked: PageRequest[] = [];
  const pending: Array<() => void> = [];
  let rows = Array.from({ length: total }, (_, index) => index + 1);
  const fetchPage = (page: PageRequest): Promise<ApiResult<AdminPage<number>>> => {
    asked.push(page);
    const items = rows.slice((page.page - 1) * page.perPage, page.page * page.perPage);
    const answer = ok({ items, total: rows.length, page: page.page, perPage: page.perPage, pageCount: Math.ceil(rows.length / page.perPage) });
    return new Promise((resolve) => pending.push(() => resolve(answer)));
  };
  return {
    asked,
    fetchPage,
    answerAll: async () => {
      while (pending.length > 0) pending.shift()?.();
      await settle();
    },
    answer: async (index: number) => {
      pending.splice(index, 1)[0]?.();
      await settle();
    },
    remove: (row: number) => {
      rows = rows.filter((candidate) => candidate !== row);
    },
  };
}

describe('PagedList', () => {
  it('asks the server for its page and says which rows it shows', async () => {
    const shop = server(45);
    const list = new PagedList(shop.fetchPage);
    void list.reload();
    expect(list.loading).toBe(true);
    await shop.answerAll();
    expect(list.items).toHaveLength(20);
    expect(list.rangeText).toBe('Showing 1 to 20 of 45');
    void list.pageChosen(3);
    await shop.answerAll();
    expect(list.rangeText).toBe('Showing 41 to 45 of 45');
    void list.perPageChosen(50);
    await shop.answerAll();
    expect(shop.asked.at(-1)).toEqual({ page: 1, perPage: 50 });
    expect(list.pageCount).toBe(1);
  });

  it('keeps only the answer to the latest request', async () => {
    const shop = server(45);
    const list = new PagedList(shop.fetchPage);
    void list.pageChosen(1);
    void list.pageChosen(2);
    await shop.answer(1);
    await shop.answer(0);
    expect(list.page).toBe(2);
    expect(list.items[0]).toBe(21);
  });

  it('goes back to the new last page when its page emptied', async () => {
    const shop = server(21);
    const list = new PagedList(shop.fetchPage);
    void list.pageChosen(2);
    await shop.answerAll();
    shop.remove(21);
    void list.reload();
    await shop.answerAll();
    await shop.answerAll();
    expect(list.page).toBe(1);
    expect(list.items).toHaveLength(20);
  });

  it("shows the server's message when a page cannot be had", async () => {
    const list = new PagedList<number>(async () => failure(500, 'Something went wrong on our side. Please try again.', 'server'));
    await list.reload();
    expect(list.error).toBe('Something went wrong on our side. Please try again.');
    expect(list.isEmpty).toBe(false);
  });
});
