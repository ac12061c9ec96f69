import { describe, expect, it } from 'vitest';
import { CategoriesPresenter } from '../../../../src/ui/admin/categories/CategoriesPresenter';
import { ToastPresenter } from '../../../../src/ui/toast/ToastPresenter';
import { FakeAdminCatalogApi, catalogProduct } from '../../../application/support/fakes/FakeAdminCatalogApi';
import { FakeClock } from '../../support/FakeClock';

/** NuSmile's subcategory of pediatric crowns, holding four products. */
function categoriesPage() {
  const api = new FakeAdminCatalogApi(new Map([[3, 'NuSmile']]));
  api.subcategoryRows.set(1, { id: 1, categoryId: 3, name: 'Pediatric Zirconia Crowns', nameAr: 'تيجان زيركونيا للأطفال', logoUrl: '', isActive: true });
  for (const id of [1, 2, 3, 4]) api.productRows.set(id, catalogProduct(id, { categoryId: 3, subcategoryId: 1 }));
  const toasts = new ToastPresenter(new FakeClock());
  return { presenter: new CategoriesPresenter(api, toasts), api, rows: api.subcategoryRows, created: api.newSubcategories, toasts };
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
    const { presenter, toasts, rows, api } = categoriesPage();
    await presenter.opened();
    const full = presenter.subcategories.list.items[0];
    if (!full) throw new Error('no row');
    presenter.deleteClicked(full);
    expect(presenter.confirmation.pending).toBeNull();
    expect(toasts.toasts.at(-1)?.message).toBe('“Pediatric Zirconia Crowns” still holds 4 products: move or delete them first.');
    api.productRows.clear();
    await presenter.subcategories.list.reload();
    presenter.deleteClicked({ ...full, productCount: 0 });
    await presenter.confirmation.confirmed();
    expect(rows.size).toBe(0);
    expect(presenter.subcategories.list.items).toEqual([]);
  });

  it('marks the Arabic name missing while it is empty and the English one is not, and the rows lacking it', async () => {
    const { presenter, rows } = categoriesPage();
    rows.set(2, { id: 2, categoryId: 3, name: 'Strip Crowns', nameAr: null, logoUrl: '', isActive: true });
    await presenter.opened();
    expect(presenter.subcategories.list.items.map((row) => [row.name, presenter.lacksArabic(row)])).toEqual([
      ['Pediatric Zirconia Crowns', false],
      ['Strip Crowns', true],
    ]);
    presenter.addClicked();
    expect(presenter.nameArabicMissing).toBe(false);
    presenter.formChanged({ name: 'Space Maintainers' });
    expect(presenter.nameArabicMissing).toBe(true);
    presenter.formChanged({ nameAr: 'حافظات المسافة' });
    expect(presenter.nameArabicMissing).toBe(false);
  });

  it('opens the editor of the subcategory a link names, and says why when it is gone', async () => {
    const { presenter } = categoriesPage();
    await presenter.opened('1');
    expect(presenter.form).toMatchObject({ id: 1, name: 'Pediatric Zirconia Crowns', nameAr: 'تيجان زيركونيا للأطفال' });
    const other = categoriesPage();
    await other.presenter.opened('42');
    expect(other.presenter.form).toBeNull();
    expect(other.toasts.toasts.at(-1)?.message).toBe('Subcategory #42 was not found.');
  });
});
