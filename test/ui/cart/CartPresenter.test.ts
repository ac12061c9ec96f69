import { Container } from 'inversify';
import { beforeEach, describe, expect, it } from 'vitest';
import { CartStore } from '../../../src/application/cart/CartStore';
import { type Cart, emptyCart } from '@tiara/domain/cart';
import { CartPresenter } from '../../../src/ui/cart/CartPresenter';

class FakeCartStore implements CartStore {
  saved: Cart[] = [];
  private listener: ((cart: Cart) => void) | null = null;
  constructor(private stored: Cart = emptyCart) {}
  load() {
    return this.stored;
  }
  save(cart: Cart) {
    this.stored = cart;
    this.saved.push(cart);
  }
  onExternalChange(listener: (cart: Cart) => void) {
    this.listener = listener;
    return () => {
      this.listener = null;
    };
  }
  changeInAnotherTab(cart: Cart) {
    this.listener?.(cart);
  }
}

const bond = { id: 4, name: 'Premier OneBond Universal Adhesive, 5 ml', price: 220_000, image: '/images/products/bond.svg', stock: 2 };
const plan = { id: 1_000_002, name: 'Pro', price: 610_000, image: '', stock: 1 };

describe('CartPresenter', () => {
  let store: FakeCartStore;
  let cart: CartPresenter;

  beforeEach(() => {
    const container = new Container();
    store = new FakeCartStore();
    container.bind(CartStore).toConstantValue(store);
    container.bind(CartPresenter).toSelf().inSingletonScope();
    cart = container.get(CartPresenter);
  });

  it('adds, counts and prices lines, saving every change', () => {
    expect(cart.addClicked(bond)).toBe('added');
    expect(cart.addClicked(plan)).toBe('added');
    expect(cart.itemCount).toBe(2);
    expect(cart.subtotal).toBe(830_000);
    expect(cart.holdsSubscriptions).toBe(true);
    expect(store.saved).toHaveLength(2);
  });

  it("refuses to pass the stock with 'Stock limit reached!' and disables plus at stock", () => {
    cart.addClicked(bond, 2);
    const [line] = cart.lines;
    expect(line && cart.canIncrement(line)).toBe(false);
    expect(cart.plusClicked(cart.keyOf(line!))).toBe('stock-limit');
    expect(cart.notice).toBe('Stock limit reached!');
    expect(store.saved).toHaveLength(1);
    expect(cart.minusClicked(cart.keyOf(line!))).toBe('updated');
    expect(cart.notice).toBeNull();
  });

  it('removes a line when minus takes it to 0, and clears everything', () => {
    cart.addClicked(bond);
    expect(cart.minusClicked(cart.keyOf(cart.lines[0]!))).toBe('removed');
    expect(cart.isEmpty).toBe(true);
    cart.addClicked(bond);
    cart.cleared();
    expect(cart.isEmpty).toBe(true);
    expect(store.load()).toEqual(emptyCart);
  });

  it('takes over a cart changed in another tab without writing it back', () => {
    const other = new FakeCartStore();
    const elsewhere = new CartPresenter(other);
    elsewhere.addClicked(bond);
    store.changeInAnotherTab(elsewhere.cart);
    expect(cart.itemCount).toBe(1);
    expect(store.saved).toHaveLength(0);
  });

  it('keeps the names read afresh with the cart, and writes nothing when none changed', () => {
    cart.addClicked(bond, 2);
    cart.addClicked(plan);
    const saves = store.saved.length;
    cart.namesRead((line) => (line.id === bond.id ? 'لاصق بريمير وان بوند' : null));
    expect(cart.lines.map((line) => [line.name, line.quantity])).toEqual([
      ['لاصق بريمير وان بوند', 2],
      ['Pro', 1],
    ]);
    expect(store.load()).toEqual(cart.cart);
    expect(store.saved).toHaveLength(saves + 1);
    cart.namesRead((line) => line.name);
    expect(store.saved).toHaveLength(saves + 1);
  });
});
