import type { CartStore } from '../../application/cart/CartStore';
import { type Cart, parseCart, serializeCart } from '@tiara/domain/cart';

export const CART_STORAGE_KEY = 'cart';

/** Storage events tell other tabs about a change; this tab already knows. */
export interface StorageEvents {
  addEventListener(type: 'storage', listener: (event: StorageEvent) => void): void;
  removeEventListener(type: 'storage', listener: (event: StorageEvent) => void): void;
}

export class BrowserCartStore implements CartStore {
  private readonly storage: Storage;
  private readonly events: StorageEvents;

  constructor(storage: Storage, events: StorageEvents) {
    this.storage = storage;
    this.events = events;
  }

  load(): Cart {
    try {
      return parseCart(this.storage.getItem(CART_STORAGE_KEY));
    } catch {
      // Storage itself can throw (disabled cookies, privacy modes): the shop still works without it.
      return parseCart(null);
    }
  }

  save(cart: Cart): void {
    try {
      this.storage.setItem(CART_STORAGE_KEY, serializeCart(cart));
    } catch {
      // A full or disabled storage keeps the cart for this page only; nothing else is lost.
    }
  }

  onExternalChange(listener: (cart: Cart) => void): () => void {
    const onStorage = (event: StorageEvent) => {
      if (event.key === CART_STORAGE_KEY || event.key === null) listener(parseCart(event.newValue ?? this.storage.getItem(CART_STORAGE_KEY)));
    };
    this.events.addEventListener('storage', onStorage);
    return () => this.events.removeEventListener('storage', onStorage);
  }
}
