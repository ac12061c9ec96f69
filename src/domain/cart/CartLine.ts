import { type Piasters } from '../money';
import { cartItemKindOf, isSubscriptionKind } from './CartItemKind';

export interface CartLine {
  readonly id: number;
  readonly name: string;
  /** The product's price minus its discount_fee, per unit. */
  readonly price: Piasters;
  readonly quantity: number;
  readonly image: string;
  readonly stock: number;
  readonly sku?: string;
  readonly side?: number;
  readonly size?: string;
  readonly option?: number;
  /** The training package the customer chose. */
  readonly packageId?: number;
}

/** What a screen hands to the cart: a line before it has a quantity. */
export type CartItem = Omit<CartLine, 'quantity'>;

/**
 * Upper bounds on text fields. The cart is read back from browser storage, which anything can
 * write to, so a line with a megabyte-long name is treated as hostile rather than displayed.
 */
export const CartLineLimits = {
  nameLength: 500,
  imageLength: 2048,
  skuLength: 100,
  sizeLength: 50,
} as const;

/**
 * A product line is identified by product id + sku (one line per variant). An AI plan or a
 * training is identified by its id alone, because it can only be bought once.
 */
export function lineKey(line: Pick<CartLine, 'id' | 'sku'>): string {
  const sku = isSubscriptionKind(cartItemKindOf(line.id)) ? '' : (line.sku ?? '');
  return `${line.id}:${sku}`;
}

export function isSubscriptionLine(line: Pick<CartLine, 'id'>): boolean {
  return isSubscriptionKind(cartItemKindOf(line.id));
}

/** Plus is disabled at stock; AI plans and trainings never go above 1. */
export function canIncrement(line: CartLine): boolean {
  return !isSubscriptionLine(line) && line.quantity < line.stock;
}

function isTextUpTo(value: unknown, maxLength: number): value is string {
  return typeof value === 'string' && value.length <= maxLength;
}

function isIntegerFrom(value: unknown, min: number): value is number {
  return typeof value === 'number' && Number.isSafeInteger(value) && value >= min;
}

function isOptional<T>(value: unknown, check: (present: unknown) => present is T): value is T | undefined {
  return value === undefined || check(value);
}

/** Read only own properties, so that `__proto__` or inherited names in stored JSON count as absent. */
function own(record: object, key: string): unknown {
  return Object.hasOwn(record, key) ? (record as Record<string, unknown>)[key] : undefined;
}

/**
 * Builds a clean item from anything that may hold one: known fields only, each checked, so
 * that extra properties (a whole product object, or hostile keys) never reach the cart.
 * Stock is checked for being a whole number only; whether it is enough is the caller's rule.
 */
export function readCartItem(value: unknown): CartItem | null {
  if (typeof value !== 'object' || value === null || Array.isArray(value)) return null;
  const id = own(value, 'id');
  const name = own(value, 'name');
  const price = own(value, 'price');
  const image = own(value, 'image');
  const stock = own(value, 'stock');
  const sku = own(value, 'sku');
  const side = own(value, 'side');
  const size = own(value, 'size');
  const option = own(value, 'option');
  const packageId = own(value, 'packageId');
  if (
    !isIntegerFrom(id, 1) ||
    !isTextUpTo(name, CartLineLimits.nameLength) ||
    !isIntegerFrom(price, 0) ||
    !isTextUpTo(image, CartLineLimits.imageLength) ||
    !isIntegerFrom(stock, Number.MIN_SAFE_INTEGER) ||
    !isOptional(sku, (v): v is string => isTextUpTo(v, CartLineLimits.skuLength)) ||
    !isOptional(side, (v): v is number => isIntegerFrom(v, 0)) ||
    !isOptional(size, (v): v is string => isTextUpTo(v, CartLineLimits.sizeLength)) ||
    !isOptional(option, (v): v is number => isIntegerFrom(v, 0)) ||
    !isOptional(packageId, (v): v is number => isIntegerFrom(v, 1))
  ) {
    return null;
  }
  // `+ 0` turns -0 into 0, so a line survives a JSON round trip unchanged.
  return {
    id,
    name,
    price: price + 0,
    image,
    stock: stock + 0,
    ...(sku === undefined ? {} : { sku }),
    ...(side === undefined ? {} : { side: side + 0 }),
    ...(size === undefined ? {} : { size }),
    ...(option === undefined ? {} : { option: option + 0 }),
    ...(packageId === undefined ? {} : { packageId }),
  };
}

/** A kept line never has a quantity outside 1..stock, and a plan or training holds exactly 1. */
export function isAllowedQuantity(line: Pick<CartLine, 'id' | 'stock'>, quantity: number): boolean {
  const max = isSubscriptionLine(line) ? Math.min(1, line.stock) : line.stock;
  return Number.isSafeInteger(quantity) && quantity >= 1 && quantity <= max;
}
