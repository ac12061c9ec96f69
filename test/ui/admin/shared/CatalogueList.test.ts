import { describe, expect, it } from 'vitest';
import type { ProductFilter } from '../../../../src/application/admin/AdminCatalogApi';
import type { PageRequest } from '../../../../src/application/admin/AdminPage';
import { ok } from '@tiara/domain/result';
import { CatalogueList } from '../../../../src/ui/admin/shared/CatalogueList';

function catalogue() {
  const asked: { filter: ProductFilter; page: PageRequest }[] = [];
  const list = new CatalogueList<string>(async (filter, page) => {
    asked.push({ filter, page });
    return ok({ items: ['Etch gel'], total: 45, page: page.page, perPage: page.perPage, pageCount: 3 });
  });
  return { list, asked };
}

describe('CatalogueList', () => {
  it('searches once the search is submitted, from page 1', async () => {
    const { list, asked } = catalogue();
    await list.opened();
    await list.list.pageChosen(2);
    list.searchChanged('gel');
    expect(asked).toHaveLength(2);
    await list.searchSubmitted();
    expect(asked.at(-1)).toEqual({ filter: { search: 'gel', categoryId: null }, page: { page: 1, perPage: 20 } });
  });

  it('filters by category from page 1, and by none again', async () => {
    const { list, asked } = catalogue();
    await list.list.pageChosen(3);
    await list.categoryFilterChosen('4');
    expect(list.filter).toEqual({ search: '', categoryId: 4 });
    expect(asked.at(-1)).toEqual({ filter: { search: '', categoryId: 4 }, page: { page: 1, perPage: 20 } });
    await list.categoryFilterChosen('');
    expect(asked.at(-1)?.filter).toEqual({ search: '', categoryId: null });
  });
});
