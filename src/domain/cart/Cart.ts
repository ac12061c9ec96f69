import { cartItemKindOf } from './CartItemKind';
import { type CartItem, type CartLine, CartLineLimits, isAllowedQuantity, isSubscriptionLine, lineKey, readCartItem } from './CartLine';

export interface Cart {
  readonly lines: readonly CartLine[];
}

export const emptyCart: Cart = Object.freeze({ lines: Object.freeze([]) });

export type CartOutcome = 'added' | 'updated' | 'removed' | 'stock-limit' | 'out-of-stock' | 'unchanged';

export interface CartChange {
  readonly cart: Cart;
  readonly outcome: CartOutcome;
}

function unchanged(cart: Cart, outcome: CartOutcome = 'unchanged'): CartChange {
  return { cart, outcome };
}

function withLineAt(cart: Cart, index: number, line: CartLine): Cart {
  return { lines: cart.lines.map((current, i) => (i === index ? line : current)) };
}

function withoutLineAt(cart: Cart, index: number): Cart {
  return { lines: cart.lines.filter((_, i) => i !== index) };
}

function indexOfKey(cart: Cart, key: string): number {
  return cart.lines.findIndex((line) => lineKey(line) === key);
}

export function findLine(cart: Cart, key: string): CartLine | undefined {
  return cart.lines.find((line) => lineKey(line) === key);
}

function hasStock(stock: number): boolean {
  return stock >= 1;
}

/**
 * Adds an item, merging into the line with the same key. The merged line takes the item's
 * current name, price, stock and image (the item is fresher than what the cart remembered);
 * the add is refused whole when the new quantity would pass stock. A malformed item (for
 * example a fractional price) or quantity is refused as 'unchanged', so the cart stays valid.
 * An AI plan replaces any other plan in place; a plan or training already in the cart is
 * 'unchanged'; either is always added with quantity 1.
 */
export function addToCart(cart: Cart, item: CartItem, quantity = 1): CartChange {
  const clean = readCartItem(item);
  if (clean === null || !Number.isSafeInteger(quantity) || quantity < 1) return unchanged(cart);
  if (!hasStock(clean.stock)) return unchanged(cart, 'out-of-stock');
  const index = indexOfKey(cart, lineKey(clean));

  if (isSubscriptionLine(clean)) {
    if (index >= 0) return unchanged(cart);
    const line: CartLine = { ...clean, quantity: 1 };
    if (cartItemKindOf(clean.id) === 'ai-plan') {
      const planIndex = cart.lines.findIndex((current) => cartItemKindOf(current.id) === 'ai-plan');
      if (planIndex >= 0) return { cart: withLineAt(cart, planIndex, line), outcome: 'added' };
    }
    return { cart: { lines: [...cart.lines, line] }, outcome: 'added' };
  }

  const existing = cart.lines[index];
  const nextQuantity = (existing?.quantity ?? 0) + quantity;
  if (nextQuantity > clean.stock) return unchanged(cart, 'stock-limit');
  const line: CartLine = { ...clean, quantity: nextQuantity };
  if (existing === undefined) return { cart: { lines: [...cart.lines, line] }, outcome: 'added' };
  return { cart: withLineAt(cart, index, line), outcome: 'updated' };
}

/** The plus button: one more, up to stock. A plan or training stays at 1. */
export function incrementLine(cart: Cart, key: string): CartChange {
  const index = indexOfKey(cart, key);
  const line = cart.lines[index];
  if (line === undefined || isSubscriptionLine(line)) return unchanged(cart);
  if (line.quantity >= line.stock) return unchanged(cart, 'stock-limit');
  return { cart: withLineAt(cart, index, { ...line, quantity: line.quantity + 1 }), outcome: 'updated' };
}

/** The minus button: one fewer; going from 1 to 0 removes the line. */
export function decrementLine(cart: Cart, key: string): CartChange {
  const index = indexOfKey(cart, key);
  const line = cart.lines[index];
  if (line === undefined) return unchanged(cart);
  if (line.quantity <= 1) return { cart: withoutLineAt(cart, index), outcome: 'removed' };
  return { cart: withLineAt(cart, index, { ...line, quantity: line.quantity - 1 }), outcome: 'updated' };
}

/**
 * Sets a line's quantity. 0 or less removes the line; above stock is refused whole; a fraction
 * or NaN is ignored; a plan or training cannot go above 1.
 */
export function setLineQuantity(cart: Cart, key: string, quantity: number): CartChange {
  const index = indexOfKey(cart, key);
  const line = cart.lines[index];
  if (line === undefined || Number.isNaN(quantity)) return unchanged(cart);
  if (quantity <= 0) return { cart: withoutLineAt(cart, index), outcome: 'removed' };
  if (!Number.isSafeInteger(quantity) || quantity === line.quantity) return unchanged(cart);
  if (isSubscriptionLine(line)) return unchanged(cart);
  if (!isAllowedQuantity(line, quantity)) return unchanged(cart, 'stock-limit');
  return { cart: withLineAt(cart, index, { ...line, quantity }), outcome: 'updated' };
}

export function removeLine(cart: Cart, key: string): CartChange {
  const index = indexOfKey(cart, key);
  if (index < 0) return unchanged(cart);
  return { cart: withoutLineAt(cart, index), outcome: 'removed' };
}

/** Empties the cart (the caller also clears the stored promo code, SPEC §4). */
export function clearCart(cart: Cart = emptyCart): CartChange {
  return { cart: emptyCart, outcome: cart.lines.length === 0 ? 'unchanged' : 'removed' };
}

/** The navbar badge: total quantity over all lines. */
export function cartItemCount(cart: Cart): number {
  let count = 0;
  for (const line of cart.lines) count += line.quantity;
  return count;
}

/** Any AI plan or training: such a cart can only be paid by card. */
export function hasSubscriptionItems(cart: Cart): boolean {
  return cart.lines.some(isSubscriptionLine);
}

/** A name a stored cart can read back: not empty, and within the bound stored lines are held to. */
function isStorableName(name: string | null): name is string {
  return name !== null && name.trim() !== '' && name.length <= CartLineLimits.nameLength;
}

/**
 * The cart with its lines named afresh (re-read in the reader's language): each line takes the
 * name `freshName` gives it, and keeps its own where it gives none, or one the stored cart could
 * not read back (empty, or longer than the bound). Nothing else of a line changes, so neither its
 * identity nor its price or quantity does. The same cart comes back when no name changed.
 */
export function renameLines(cart: Cart, freshName: (line: CartLine) => string | null): Cart {
  let changed = false;
  const lines = cart.lines.map((line) => {
    const name = freshName(line);
    if (!isStorableName(name) || name === line.name) return line;
    changed = true;
    return { ...line, name };
  });
  return changed ? { lines } : cart;
}
