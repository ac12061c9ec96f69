import { describe, expect, it } from 'vitest';
import { catalogProduct } from '../../../application/support/fakes/FakeAdminCatalogApi';
import { addProduct, productsPage } from './productsTestKit';

describe('ProductsPresenter', () => {
  it('deletes a product only once confirmed', async () => {
    const { presenter, products } = productsPage();
    await addProduct(presenter, { name: 'Etch gel', price: '195', stock: '40' }, '1');
    const product = presenter.products.list.items[0];
    if (!product) throw new Error('no product');
    presenter.deleteClicked(product);
    presenter.confirmation.cancelled();
    expect(products.size).toBe(1);
    presenter.deleteClicked(product);
    await presenter.confirmation.confirmed();
    expect(products.size).toBe(0);
    expect(presenter.products.list.items).toEqual([]);
  });

  it('exports the listed products as the CSV the server makes', async () => {
    const { presenter, saved, toasts } = productsPage();
    await presenter.opened();
    await presenter.exportClicked();
    expect(saved).toEqual(['products-2026-11-21.csv']);
    expect(toasts.toasts.at(-1)?.message).toBe('Saved products-2026-11-21.csv.');
  });

  it('marks the rows of products with a text lacking its Arabic', async () => {
    const { presenter, products } = productsPage();
    products.set(1, catalogProduct(1, { name: 'Etch gel', nameAr: 'جل حفر' }));
    products.set(2, catalogProduct(2, { name: 'Bond', nameAr: 'بوند', specifications: [{ name: 'Bottle', value: '5 ml' }], specificationsAr: [{ name: 'العبوة', value: '' }] }));
    await presenter.opened();
    expect(presenter.products.list.items.map((product) => [product.name, presenter.lacksArabic(product)])).toEqual([
      ['Bond', true],
      ['Etch gel', false],
    ]);
  });

  it("opens the editor of the product a link names over the list, and nothing for a link that names none", async () => {
    const { presenter, products } = productsPage();
    products.set(7, catalogProduct(7, { name: 'Matrix bands', specifications: [{ name: 'Pieces', value: '12' }] }));
    await presenter.opened('7');
    expect(presenter.products.list.items).toHaveLength(1);
    expect(presenter.editor.form).toMatchObject({ id: 7, name: 'Matrix bands', specifications: [{ name: 'Pieces', value: '12', nameAr: '', valueAr: '' }] });
    for (const link of ['7x', '', '-1']) {
      const other = productsPage();
      await other.presenter.opened(link);
      expect(other.presenter.editor.form).toBeNull();
    }
  });

  it('says why a linked product cannot be edited when it is gone', async () => {
    const { presenter, toasts } = productsPage();
    await presenter.opened('99');
    expect(presenter.editor.form).toBeNull();
    expect(toasts.toasts.at(-1)?.message).toBe('Product #99 was not found.');
  });
});
