import { describe, expect, it } from 'vitest';
import type { AdminCatalogApi, Subcategory, SubcategoryFields } from '../../../../src/application/admin/AdminCatalogApi';
import { ok } from '@tiara/domain/result';
import { CategoriesPresenter } from '../../../../src/ui/admin/categories/CategoriesPresenter';
import { ToastPresenter } from '../../../../src/ui/toast/ToastPresenter';
import { FakeClock } from '../../support/FakeClock';
import { failure } from '../shared/adminFakes';

function categoriesPage() {
  const rows = new Map<number, Subcategory>([[1, { id: 1, categoryId: 3, categoryName: 'NuSmile', name: 'Pediatric Zirconia Crowns', nameAr: 'تيجان زيركونيا للأطفال', logoUrl: '', isActive: true, productCount: 4 }]]);
  const created: SubcategoryFields[] = [];
  let nextId = 2;
  const unused = async () => failure(400, 'unused');
  const api: AdminCatalogApi = {
    categories: async () => ok([{ id: 3, name: 'NuSmile', productCount: 4, subcategoryCount: rows.size }]),
    subcategories: async (_filter, page) => ok({ items: [...rows.values()], total: rows.size, page: page.page, perPage: page.perPage, pageCount: 1 }),
    createSubcategory: async (fields) => {
      created.push(fields);
      const row = { ...fields, id: nextId++, categoryName: 'NuSmile', productCount: 0 };
      rows.set(row.id, row);
      return ok(row);
    },
    updateSubcategory: async (id, fields) => {
      const row = rows.get(id);
      if (!row) return failure(404, 'gone', 'not-found');
      const updated = { ...row, ...fields };
      rows.set(id, updated);
      return ok(updated);
    },
    deleteSubcategory: async (id) => {
      if ((rows.get(id)?.productCount ?? 0) > 0) return failure(409, 'Subcategory still holds products.', 'conflict');
      rows.delete(id);
      return ok({ id });
    },
    products: unused,
    product: unused,
    createProduct: unused,
    updateProduct: unused,
    deleteProduct: unused,
    exportProductsCsv: unused,
    addVariant: unused,
    updateVariant: unused,
    deleteVariant: unused,
  };
  const toasts = new ToastPresenter(new FakeClock());
  return { presenter: new CategoriesPresenter(api, toasts), rows, created, toasts };
}

describe('CategoriesPresenter', () => {
  it('adds a subcategory after checking its category and name', async () => {
    const { presenter, created } = categoriesPage();
    await presenter.opened();
    expect(presenter.categories.map((category) => category.name)).toEqual(['NuSmile']);
    presenter.addClicked();
    await presenter.saveClicked();
    expect(presenter.formErrors).toEqual({ categoryId: 'Category is required.', name: 'Name is required.' });
    presenter.formChanged({ categoryId: 3, name: ' Space Maintainers ', logoUrl: '/uploads/abc.png' });
    await presenter.saveClicked();
    expect(created).toEqual([{ categoryId: 3, name: 'Space Maintainers', nameAr: null, logoUrl: '/uploads/abc.png', isActive: true }]);
    expect(presenter.form).toBeNull();
    expect(presenter.subcategories.list.items.map((row) => row.name)).toEqual(['Pediatric Zirconia Crowns', 'Space Maintainers']);
  });

  it('edits the Arabic name beside the English one, trimmed, and sends a blank one as none', async () => {
    const { presenter, rows } = categoriesPage();
    await presenter.opened();
    const row = presenter.subcategories.list.items[0];
    if (!row) throw new Error('no row');
    presenter.editClicked(row);
    expect(presenter.form).toMatchObject({ name: 'Pediatric Zirconia Crowns', nameAr: 'تيجان زيركونيا للأطفال' });
    presenter.formChanged({ nameAr: '  تيجان زيركونيا أطفال ' });
    await presenter.saveClicked();
    expect(rows.get(1)?.nameAr).toBe('تيجان زيركونيا أطفال');
    presenter.editClicked({ ...row, nameAr: 'تيجان زيركونيا أطفال' });
    presenter.formChanged({ nameAr: '   ' });
    await presenter.saveClicked();
    expect(rows.get(1)?.nameAr).toBeNull();
    presenter.editClicked({ ...row, nameAr: null });
    expect(presenter.form?.nameAr).toBe('');
  });

  it('switches a subcategory off and on from the list', async () => {
    const { presenter, toasts } = categoriesPage();
    await presenter.opened();
    const row = presenter.subcategories.list.items[0];
    if (!row) throw new Error('no row');
    await presenter.activeToggled(row);
    expect(presenter.subcategories.list.items[0]?.isActive).toBe(false);
    expect(toasts.toasts.at(-1)?.message).toBe('Pediatric Zirconia Crowns is now inactive.');
  });

  it('refuses to delete a subcategory that still holds products, and deletes an empty one once confirmed', async () => {
    const { presenter, toasts, rows } = categoriesPage();
    await presenter.opened();
    const full = presenter.subcategories.list.items[0];
    if (!full) throw new Error('no row');
    presenter.deleteClicked(full);
    expect(presenter.confirmation.pending).toBeNull();
    expect(toasts.toasts.at(-1)?.message).toBe('“Pediatric Zirconia Crowns” still holds 4 products: move or delete them first.');
    rows.set(1, { ...full, productCount: 0 });
    await presenter.subcategories.list.reload();
    presenter.deleteClicked({ ...full, productCount: 0 });
    await presenter.confirmation.confirmed();
    expect(rows.size).toBe(0);
    expect(presenter.subcategories.list.items).toEqual([]);
  });
});
