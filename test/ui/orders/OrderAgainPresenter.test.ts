import '@abraham/reflection';
import { describe, expect, it } from 'vitest';
import type { OrderAgainLine } from '../../../src/application/order-again/OrderAgain';
import { Navigator } from '../../../src/application/shared/Navigator';
import { cartItemCount } from '@tiara/domain/cart';
import { OrderAgainPresenter } from '../../../src/ui/orders/OrderAgainPresenter';
import { FakeCatalogApi, catalogContainer, networkFailure, recordedProduct, settle } from '../catalog/catalogTestKit';
import { FakeNavigator } from '../support/FakeNavigator';

const etch = recordedProduct('product-5.json');
const crown = recordedProduct('product-crown.json');
const crownVariant = crown.variants[0];
if (!crownVariant) throw new Error('the recorded crown has variants');
const crownPath = FakeCatalogApi.variantPath(crown.id, { side: crownVariant.side, size: crownVariant.size, option: crownVariant.option });

const etchLine: OrderAgainLine = { productId: etch.id, variantId: null, kind: 'product', name: 'Premier Etch Gel', quantity: 2 };
const crownLine: OrderAgainLine = { productId: crown.id, variantId: crownVariant.id, kind: 'product', name: 'ZR crown – size 1', quantity: 5 };
const goneLine: OrderAgainLine = { productId: 999, variantId: null, kind: 'product', name: 'Old burs', quantity: 1 };
const planLine: OrderAgainLine = { productId: 2, variantId: null, kind: 'ai-plan', name: 'Pro', quantity: 1 };

function setUp() {
  const api = new FakeCatalogApi([etch, crown]);
  api.variantStocks.set(crownPath, 3);
  const kit = catalogContainer(api);
  const navigator = new FakeNavigator();
  kit.container.bind(Navigator).toConstantValue(navigator);
  return { ...kit, api, navigator, presenter: kit.container.get(OrderAgainPresenter) };
}

describe('OrderAgainPresenter', () => {
  it('puts what it can in the cart, and names what was cut down or left out', async () => {
    const { presenter, cart, cartStore } = setUp();
    presenter.clicked([etchLine, crownLine, goneLine, planLine]);
    expect(presenter.working).toBe(true);
    await settle();

    expect(presenter.working).toBe(false);
    expect(cart.lines.map((line) => [line.id, line.sku ?? null, line.quantity])).toEqual([
      [etch.id, null, 2],
      [crown.id, crownVariant.sku, 3],
    ]);
    expect(cartStore.stored).toEqual(cart.cart);
    expect(presenter.isOpen).toBe(true);
    expect(presenter.title).toBe('Added to your cart');
    expect(presenter.addedText).toBe('5 items were added at today’s prices.');
    expect(presenter.notes).toEqual([
      'ZR crown – size 1: 3 of 5 added, all we have in stock.',
      'Old burs is no longer sold.',
      'Pro is bought from its own page, not added again.',
    ]);
  });

  it('counts what the cart already holds against the stock', async () => {
    const { presenter, cart } = setUp();
    presenter.clicked([crownLine]);
    await settle();
    presenter.closed();
    presenter.clicked([crownLine]);
    await settle();
    expect(cartItemCount(cart.cart)).toBe(3);
    expect(presenter.title).toBe('Nothing was added to your cart');
    expect(presenter.addedText).toBeNull();
    expect(presenter.notes).toEqual(['ZR crown – size 1: your cart already holds all we have in stock.']);
  });

  it('says an item is out of stock', async () => {
    const { presenter, api } = setUp();
    api.variantStocks.set(crownPath, 0);
    presenter.clicked([crownLine]);
    await settle();
    expect(presenter.notes).toEqual(['ZR crown – size 1 is out of stock.']);
  });

  it('goes to the cart, closing the window', async () => {
    const { presenter, navigator } = setUp();
    presenter.clicked([etchLine]);
    await settle();
    expect(presenter.addedText).toBe('2 items were added at today’s prices.');
    presenter.goToCartClicked();
    expect(presenter.isOpen).toBe(false);
    expect(navigator.visited).toEqual(['/cart']);
  });

  it('ignores a second click while the first is working', async () => {
    const { presenter, api, cart } = setUp();
    api.hold();
    presenter.clicked([etchLine]);
    presenter.clicked([etchLine]);
    await api.release();
    await settle();
    expect(api.calls).toEqual([`/api/product/${etch.id}`]);
    expect(cartItemCount(cart.cart)).toBe(2);
  });

  it('adds nothing and says why when the catalogue cannot be asked', async () => {
    const { presenter, api, cart, toasts } = setUp();
    api.failures.set(`/api/product/${etch.id}`, networkFailure);
    presenter.clicked([etchLine, crownLine]);
    await settle();
    expect(cart.isEmpty).toBe(true);
    expect(presenter.isOpen).toBe(false);
    expect(presenter.working).toBe(false);
    expect(toasts.toasts).toEqual([expect.objectContaining({ tone: 'error', message: networkFailure.message })]);
  });
});
