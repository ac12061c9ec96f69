import { type Cart, type CartItem, type CartItemKind, addToCart, isSubscriptionKind, lineKey } from '../cart';

/** One item of an earlier order, as the order remembers it. */
export interface OrderAgainLine {
  /** The product's own id; for a plan or training, the plan's or training's id. */
  readonly productId: number;
  /** The variant bought, null for a product without variants (or one since deleted). */
  readonly variantId: number | null;
  readonly kind: CartItemKind;
  /** The name as bought ("NuSmile ZR crown – Upper Right, size 3"), which the customer recognises. */
  readonly name: string;
  readonly quantity: number;
}

/**
 * Why a line went nowhere: the product (or its variant) is no longer sold, today's stock is 0, the
 * cart already holds all of today's stock, or it is a plan or training, which is chosen and paid on
 * its own page (a plan replaces the current one, a training needs a package and seats).
 */
export type OrderAgainRefusal = 'no-longer-sold' | 'out-of-stock' | 'stock-limit' | 'own-page';

export type OrderAgainOutcome =
  | { readonly status: 'added'; readonly quantity: number }
  /** Fewer than ordered: what today's stock leaves beside what the cart already holds. */
  | { readonly status: 'reduced'; readonly quantity: number; readonly requested: number }
  | { readonly status: 'unavailable'; readonly reason: OrderAgainRefusal };

export interface OrderAgainAddition {
  readonly item: CartItem;
  readonly quantity: number;
}

export interface OrderAgainPlan {
  /** The cart with every addition made. */
  readonly cart: Cart;
  /** What to add to the cart, in order; adding them to the cart given gives `cart`. */
  readonly additions: readonly OrderAgainAddition[];
  /** One outcome per line, in the lines' order. */
  readonly outcomes: readonly OrderAgainOutcome[];
}

/** Whether ordering again could put anything in the cart: an order of only plans and trainings cannot. */
export function canOrderAgain(lines: readonly OrderAgainLine[]): boolean {
  return lines.some((line) => !isSubscriptionKind(line.kind));
}

/**
 * What one line of an earlier order puts back into the cart. `today` is the cart item as the
 * catalogue offers it today (today's price, and today's stock of the product or of the variant
 * bought), or null when it is no longer sold. Never more than today's stock counting what the
 * cart already holds (SPEC §5): a line that does not fit whole is cut down to what does.
 */
export function orderLineAgain(cart: Cart, line: OrderAgainLine, today: CartItem | null): { cart: Cart; outcome: OrderAgainOutcome; addition: OrderAgainAddition | null } {
  const unavailable = (reason: OrderAgainRefusal) => ({ cart, outcome: { status: 'unavailable', reason } as const, addition: null });
  if (isSubscriptionKind(line.kind)) return unavailable('own-page');
  if (today === null) return unavailable('no-longer-sold');
  if (today.stock < 1) return unavailable('out-of-stock');
  const key = lineKey(today);
  const room = today.stock - (cart.lines.find((current) => lineKey(current) === key)?.quantity ?? 0);
  if (room < 1) return unavailable('stock-limit');

  const quantity = Math.min(line.quantity, room);
  const change = addToCart(cart, today, quantity);
  // The cart refuses an item it cannot hold (a malformed name or price): nothing of it is on sale.
  if (change.outcome !== 'added' && change.outcome !== 'updated') return unavailable('no-longer-sold');
  const outcome: OrderAgainOutcome = quantity < line.quantity ? { status: 'reduced', quantity, requested: line.quantity } : { status: 'added', quantity };
  return { cart: change.cart, outcome, addition: { item: today, quantity } };
}

/** Every line of an earlier order, one after another, so two lines of one product share its stock. */
export function orderAgain(cart: Cart, lines: readonly { readonly line: OrderAgainLine; readonly today: CartItem | null }[]): OrderAgainPlan {
  let current = cart;
  const additions: OrderAgainAddition[] = [];
  const outcomes: OrderAgainOutcome[] = [];
  for (const { line, today } of lines) {
    const step = orderLineAgain(current, line, today);
    current = step.cart;
    outcomes.push(step.outcome);
    if (step.addition) additions.push(step.addition);
  }
  return { cart: current, additions, outcomes };
}
