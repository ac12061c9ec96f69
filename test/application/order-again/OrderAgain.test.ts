import '@abraham/reflection';
import { describe, expect, it } from 'vitest';
import { OrderAgain, type OrderAgainLine } from '../../../src/application/order-again/OrderAgain';
import { type Cart, addToCart, emptyCart } from '@tiara/domain/cart';
import { variantNamesEn } from '../../../src/locales/shared/en/variantNamesEn';
import { networkFailure } from '../support/fakes/FakeApi';
import { FakeCatalogApi, variantNotFound } from '../support/fakes/FakeCatalogApi';
import { recordedProduct } from '../support/recordedCatalogue';

const etch = recordedProduct('product-5.json');
const crown = recordedProduct('product-crown.json');
const crownVariant = crown.variants[1];
if (!crownVariant) throw new Error('the recorded crown has variants');
const crownPath = FakeCatalogApi.variantPath(crown.id, { side: crownVariant.side, size: crownVariant.size, option: crownVariant.option });

const etchLine: OrderAgainLine = { productId: etch.id, variantId: null, kind: 'product', name: 'Premier Etch (as bought)', quantity: 2 };
const crownLine: OrderAgainLine = { productId: crown.id, variantId: crownVariant.id, kind: 'product', name: 'Crown – size 2 (as bought)', quantity: 4 };
const planLine: OrderAgainLine = { productId: 2, variantId: null, kind: 'ai-plan', name: 'Pro', quantity: 1 };

function setUp() {
  const api = new FakeCatalogApi([etch, crown]);
  api.variantStocks.set(crownPath, 10);
  return { api, orderAgain: new OrderAgain(api) };
}

const run = (orderAgain: OrderAgain, lines: readonly OrderAgainLine[], cart: Cart = emptyCart) => orderAgain.execute({ lines, currentCart: () => cart, names: variantNamesEn });

describe('OrderAgain', () => {
  it('puts plain products and variants back at today’s price, a variant by its live stock', async () => {
    const { api, orderAgain } = setUp();
    const result = await run(orderAgain, [etchLine, crownLine]);
    expect(result).toMatchObject({
      ok: true,
      value: {
        added: [
          { line: etchLine, quantity: 2 },
          { line: crownLine, quantity: 4 },
        ],
        reduced: [],
        unavailable: [],
      },
    });
    if (!result.ok) return;
    expect(result.value.additions).toEqual([
      { item: { id: etch.id, name: etch.name, price: etch.price - etch.discount, image: etch.imageUrl, stock: etch.quantity }, quantity: 2 },
      { item: expect.objectContaining({ id: crown.id, sku: crownVariant.sku, side: crownVariant.side, size: crownVariant.size, stock: 10 }), quantity: 4 },
    ]);
    expect(api.calls).toContain(crownPath);
  });

  it('caps a variant at its live stock, counting what the cart already holds, and says so', async () => {
    const { api, orderAgain } = setUp();
    api.variantStocks.set(crownPath, 5);
    const first = await run(orderAgain, [crownLine]);
    if (!first.ok) throw new Error('expected an answer');
    const cart = first.value.additions.reduce((current, addition) => addToCart(current, addition.item, addition.quantity).cart, emptyCart);

    expect(await run(orderAgain, [crownLine], cart)).toMatchObject({ ok: true, value: { added: [], reduced: [{ line: crownLine, quantity: 1, requested: 4 }] } });
    api.variantStocks.set(crownPath, 4);
    expect(await run(orderAgain, [crownLine], cart)).toMatchObject({ ok: true, value: { unavailable: [{ line: crownLine, reason: 'stock-limit' }] } });
    api.variantStocks.set(crownPath, 0);
    expect(await run(orderAgain, [crownLine])).toMatchObject({ ok: true, value: { unavailable: [{ line: crownLine, reason: 'out-of-stock' }] } });
  });

  it.each([
    ['an inactive product', (api: FakeCatalogApi) => api.details.set(etch.id, { ...etch, isActive: false }), etchLine],
    ['a product the shop no longer knows', (api: FakeCatalogApi) => (api.catalogue = [crown]), etchLine],
    ['a variant since removed', (api: FakeCatalogApi) => api.details.set(crown.id, { ...crown, variants: crown.variants.filter((variant) => variant.id !== crownVariant.id) }), crownLine],
    ['a variant the live check no longer finds', (api: FakeCatalogApi) => api.failures.set(crownPath, variantNotFound), crownLine],
    ['a product bought plain that now has variants', (api: FakeCatalogApi) => api.details.set(etch.id, { ...etch, isVariant: true, variants: crown.variants }), etchLine],
  ])('names %s as no longer sold and adds nothing of it', async (_, change, line) => {
    const { api, orderAgain } = setUp();
    change(api);
    expect(await run(orderAgain, [line])).toEqual({ ok: true, value: { additions: [], added: [], reduced: [], unavailable: [{ line, reason: 'no-longer-sold' }] } });
  });

  it('leaves AI plans and trainings to their own pages, without asking the catalogue', async () => {
    const { api, orderAgain } = setUp();
    const trainingLine: OrderAgainLine = { ...planLine, kind: 'training', productId: 3, name: 'Crown course' };
    const result = await run(orderAgain, [planLine, trainingLine, etchLine]);
    expect(result).toMatchObject({ ok: true, value: { unavailable: [{ line: planLine, reason: 'own-page' }, { line: trainingLine, reason: 'own-page' }], added: [{ line: etchLine }] } });
    expect(api.calls).toEqual([`/api/product/${etch.id}`]);
  });

  it('asks for each product once however many lines name it', async () => {
    const { api, orderAgain } = setUp();
    await run(orderAgain, [etchLine, { ...etchLine, quantity: 1 }]);
    expect(api.calls).toEqual([`/api/product/${etch.id}`]);
  });

  it.each([
    ['product', `/api/product/${etch.id}`],
    ['variant stock', crownPath],
  ])('fails whole, adding nothing, when the %s call cannot be answered', async (_, path) => {
    const { api, orderAgain } = setUp();
    api.failures.set(path, networkFailure);
    expect(await run(orderAgain, [etchLine, crownLine])).toEqual({ ok: false, error: networkFailure });
  });

  it('counts the cart as it is once the catalogue has answered', async () => {
    const { api, orderAgain } = setUp();
    let cart: Cart = emptyCart;
    api.hold();
    const pending = orderAgain.execute({ lines: [etchLine], currentCart: () => cart, names: variantNamesEn });
    cart = addToCart(emptyCart, { id: etch.id, name: etch.name, price: 0, image: '', stock: etch.quantity }, etch.quantity - 1).cart;
    await api.release();
    expect(await pending).toMatchObject({ ok: true, value: { reduced: [{ line: etchLine, quantity: 1, requested: 2 }] } });
  });
});
