import { describe, expect, it } from 'vitest';
import { addToCart, emptyCart, serializeCart } from '@tiara/domain/cart';
import { BrowserCartStore, CART_STORAGE_KEY, type StorageEvents } from '../../../src/infrastructure/storage/BrowserCartStore';

class MemoryStorage implements Storage {
  private readonly values = new Map<string, string>();
  failWrites = false;
  get length() {
    return this.values.size;
  }
  clear() {
    this.values.clear();
  }
  getItem(key: string) {
    return this.values.get(key) ?? null;
  }
  key(index: number) {
    return [...this.values.keys()][index] ?? null;
  }
  removeItem(key: string) {
    this.values.delete(key);
  }
  setItem(key: string, value: string) {
    if (this.failWrites) throw new DOMException('QuotaExceededError');
    this.values.set(key, value);
  }
}

class Events implements StorageEvents {
  listeners = new Set<(event: StorageEvent) => void>();
  addEventListener(_type: 'storage', listener: (event: StorageEvent) => void) {
    this.listeners.add(listener);
  }
  removeEventListener(_type: 'storage', listener: (event: StorageEvent) => void) {
    this.listeners.delete(listener);
  }
  fire(key: string | null, newValue: string | null) {
    for (const listener of this.listeners) listener({ key, newValue } as StorageEvent);
  }
}

const crown = { id: 46, name: 'PediaZir Anterior Crown', price: 120_000, image: '/images/products/crown.svg', stock: 3, sku: 'NSM-PZA-S4-1' };
const oneCrown = addToCart(emptyCart, crown, 2).cart;

describe('BrowserCartStore', () => {
  it("keeps the cart under the key 'cart' and reads it back", () => {
    const storage = new MemoryStorage();
    const store = new BrowserCartStore(storage, new Events());
    store.save(oneCrown);
    expect(storage.getItem(CART_STORAGE_KEY)).toBe(serializeCart(oneCrown));
    expect(store.load()).toEqual(oneCrown);
  });

  it.each([['{not json'], ['[{"id":1}]'], ['{"version":99,"lines":[]}'], ['"cart"'], ['']])('reads a corrupt or foreign stored value %j as an empty cart', (stored) => {
    const storage = new MemoryStorage();
    storage.setItem(CART_STORAGE_KEY, stored);
    expect(new BrowserCartStore(storage, new Events()).load()).toEqual(emptyCart);
  });

  it('keeps working when storage refuses to write', () => {
    const storage = new MemoryStorage();
    storage.failWrites = true;
    const store = new BrowserCartStore(storage, new Events());
    expect(() => store.save(oneCrown)).not.toThrow();
  });

  it('passes on a change made in another tab, and stops when unsubscribed', () => {
    const storage = new MemoryStorage();
    const events = new Events();
    const store = new BrowserCartStore(storage, events);
    const seen: unknown[] = [];
    const stop = store.onExternalChange((cart) => seen.push(cart));
    events.fire('promoCode', 'X');
    events.fire(CART_STORAGE_KEY, serializeCart(oneCrown));
    events.fire(CART_STORAGE_KEY, 'garbage');
    stop();
    events.fire(CART_STORAGE_KEY, serializeCart(oneCrown));
    expect(seen).toEqual([oneCrown, emptyCart]);
  });
});
