import { describe, expect, it } from 'vitest';
import { refusal } from '../../../application/support/fakes/FakeApi';
import { addProduct, productsPage } from './productsTestKit';

describe('ProductEditorPresenter', () => {
  it("adds a product with variants and opens its variants' panel at once", async () => {
    const { presenter } = productsPage();
    await presenter.opened();
    await addProduct(presenter, { name: 'Crown kit', price: '450', isVariant: true }, '3');
    expect(presenter.editor.form).toBeNull();
    expect(presenter.variants.product?.name).toBe('Crown kit');
    expect(presenter.products.list.items.map((product) => product.name)).toEqual(['Crown kit']);
  });

  it("keeps the form open with the server's message when the server refuses", async () => {
    const { presenter, api } = productsPage();
    api.failures.set('createProduct Second', refusal(409, 'sku_taken', 'SKU DUP-1 is already used.'));
    for (const name of ['First', 'Second']) await addProduct(presenter, { name, price: '10', sku: 'DUP-1', stock: '4' }, '1');
    expect(presenter.editor.form?.name).toBe('Second');
    expect(presenter.editor.formError).toBe('SKU DUP-1 is already used.');
  });
});
