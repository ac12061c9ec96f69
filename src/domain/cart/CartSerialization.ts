import { type Cart, emptyCart } from './Cart';
import { cartItemKindOf } from './CartItemKind';
import { type CartLine, isAllowedQuantity, lineKey, readCartItem } from './CartLine';

export const CART_FORMAT_VERSION = 1;

/**
 * Longer stored values are discarded unread. A real cart is a few kilobytes; parsing megabytes
 * that something else wrote under the key would only stall the page.
 */
export const MAX_STORED_CART_LENGTH = 1_000_000;

export function serializeCart(cart: Cart): string {
  return JSON.stringify({ version: CART_FORMAT_VERSION, lines: cart.lines.map(storedLine) });
}

/** The line's own fields only, in a fixed order, whatever else the object carries. */
function storedLine(line: CartLine): CartLine {
  return {
    id: line.id,
    name: line.name,
    price: line.price,
    quantity: line.quantity,
    image: line.image,
    stock: line.stock,
    sku: line.sku,
    side: line.side,
    size: line.size,
    option: line.option,
    packageId: line.packageId,
  };
}

function isRecord(value: unknown): value is object {
  return typeof value === 'object' && value !== null && !Array.isArray(value);
}

function readLine(value: unknown): CartLine | null {
  const item = readCartItem(value);
  if (item === null || !isRecord(value) || !Object.hasOwn(value, 'quantity')) return null;
  const quantity = (value as { quantity: unknown }).quantity;
  if (typeof quantity !== 'number' || !isAllowedQuantity(item, quantity)) return null;
  return { ...item, quantity };
}

/**
 * Reads the stored cart and never throws. Anything that is not a version-1 cart object (bad
 * JSON, an array, another version, a value too long) reads as the empty cart. Inside a
 * version-1 cart only the invalid lines are dropped, so one damaged line does not cost the
 * customer the rest: a line is dropped when a field is missing or of the wrong type, a price
 * or stock is not a whole number of piasters or units, its quantity is outside 1..stock (a plan
 * or training must hold 1), or an earlier line already has its key (the first one wins; at most
 * one AI plan is kept). Unknown fields are ignored, so `__proto__` keys never reach the cart.
 */
export function parseCart(stored: string | null | undefined): Cart {
  if (typeof stored !== 'string' || stored.length > MAX_STORED_CART_LENGTH) return emptyCart;
  let value: unknown;
  try {
    value = JSON.parse(stored);
  } catch {
    return emptyCart;
  }
  if (!isRecord(value) || !Object.hasOwn(value, 'version') || !Object.hasOwn(value, 'lines')) return emptyCart;
  const { version, lines } = value as { version: unknown; lines: unknown };
  if (version !== CART_FORMAT_VERSION || !Array.isArray(lines)) return emptyCart;

  const kept: CartLine[] = [];
  const keys = new Set<string>();
  let hasAiPlan = false;
  for (const candidate of lines) {
    const line = readLine(candidate);
    if (line === null) continue;
    const key = lineKey(line);
    const isAiPlan = cartItemKindOf(line.id) === 'ai-plan';
    if (keys.has(key) || (isAiPlan && hasAiPlan)) continue;
    keys.add(key);
    hasAiPlan ||= isAiPlan;
    kept.push(line);
  }
  return kept.length === 0 ? emptyCart : { lines: kept };
}
