import { inject, injectable } from 'inversify';
import { CartStore } from '../../application/cart/CartStore';
import {
  type Cart,
  type CartChange,
  type CartItem,
  type CartLine,
  addToCart,
  canIncrement,
  cartItemCount,
  clearCart,
  decrementLine,
  hasSubscriptionItems,
  incrementLine,
  lineKey,
  removeLine,
  renameLines,
} from '@tiara/domain/cart';
import { subtotalOf } from '@tiara/domain/pricing';
import { CartRuleMessages } from '../messages/CartRuleMessages';
import { makePresenterObservable } from '../presenter/makePresenterObservable';

/**
 * The one cart of the page, shared by the navbar badge, the product pages, the cart and the
 * checkout. Every change is persisted, and a change made in another tab is taken over.
 */
@injectable()
export class CartPresenter {
  cart: Cart;
  /** The last refusal to show ('Stock limit reached!'), cleared by the next successful change. */
  notice: string | null = null;

  constructor(@inject(CartStore) private readonly store: CartStore) {
    this.cart = store.load();
    makePresenterObservable(this, arguments);
    store.onExternalChange((cart) => this.replacedElsewhere(cart));
  }

  get lines(): readonly CartLine[] {
    return this.cart.lines;
  }

  get itemCount(): number {
    return cartItemCount(this.cart);
  }

  get subtotal(): number {
    return subtotalOf(this.cart.lines);
  }

  get isEmpty(): boolean {
    return this.cart.lines.length === 0;
  }

  get holdsSubscriptions(): boolean {
    return hasSubscriptionItems(this.cart);
  }

  canIncrement(line: CartLine): boolean {
    return canIncrement(line);
  }

  keyOf(line: CartLine): string {
    return lineKey(line);
  }

  addClicked(item: CartItem, quantity = 1): CartChange['outcome'] {
    return this.apply(addToCart(this.cart, item, quantity));
  }

  plusClicked(key: string): CartChange['outcome'] {
    return this.apply(incrementLine(this.cart, key));
  }

  minusClicked(key: string): CartChange['outcome'] {
    return this.apply(decrementLine(this.cart, key));
  }

  removeClicked(key: string): CartChange['outcome'] {
    return this.apply(removeLine(this.cart, key));
  }

  cleared(): void {
    this.apply(clearCart(this.cart));
  }

  /** The lines' names read afresh, in the reader's language (CartLineNamesPresenter): kept, so a reload shows them too. */
  namesRead(freshName: (line: CartLine) => string | null): void {
    const renamed = renameLines(this.cart, freshName);
    if (renamed === this.cart) return;
    this.cart = renamed;
    this.store.save(renamed);
  }

  private apply(change: CartChange): CartChange['outcome'] {
    this.notice = change.outcome === 'stock-limit' ? CartRuleMessages.stockLimit : null;
    if (change.cart !== this.cart) {
      this.cart = change.cart;
      this.store.save(change.cart);
    }
    return change.outcome;
  }

  private replacedElsewhere(cart: Cart): void {
    this.cart = cart;
  }
}
