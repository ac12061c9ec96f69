import { describe, expect, it } from 'vitest';
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
});
