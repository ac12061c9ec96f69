import { isOutOfStock } from '../catalog-query';
import { isValidEmail } from '../checkout';

/** What a back-in-stock alert waits for: a product (any of its variants will do), or one variant of it. */
export interface AlertTarget {
  readonly variantId: number | null;
}

/** A product's stock as the shop sells it: its own quantity (for a variant product, the sum of its variants') and each variant's. */
export interface ProductStock {
  readonly isActive: boolean;
  readonly quantity: number;
  readonly variants: readonly { readonly id: number; readonly quantity: number }[];
}

/** Why nobody may wait for a target: it is not sold (inactive or no such variant), or it can be bought now. */
export type AlertRefusal = 'product_not_found' | 'variant_not_found' | 'in_stock';

/**
 * Whether what an alert waits for can be bought: the product is on sale and has stock (a product
 * alert of a variant product is answered by any variant with stock), or the variant has stock.
 */
export function isAvailable(target: AlertTarget, stock: ProductStock): boolean {
  if (!stock.isActive) return false;
  if (target.variantId === null) return !isOutOfStock(stock.quantity) || stock.variants.some((variant) => !isOutOfStock(variant.quantity));
  const variant = stock.variants.find((candidate) => candidate.id === target.variantId);
  return variant !== undefined && !isOutOfStock(variant.quantity);
}

/** Why an alert for `target` cannot be asked for, or null when it can (the target is sold and out of stock). */
export function alertRefusal(target: AlertTarget, stock: ProductStock): AlertRefusal | null {
  if (!stock.isActive) return 'product_not_found';
  if (target.variantId !== null && !stock.variants.some((variant) => variant.id === target.variantId)) return 'variant_not_found';
  return isAvailable(target, stock) ? 'in_stock' : null;
}

/** The waiting alerts whose wait is over with the product's stock as it is now. */
export function dueAlerts<T extends AlertTarget>(waiting: readonly T[], stock: ProductStock): T[] {
  return waiting.filter((alert) => isAvailable(alert, stock));
}

/** What is wrong with the e-mail a visitor gives to be told, or null; the address is trimmed first. */
export type AlertEmailProblem = 'email_required' | 'invalid_email';

export function alertEmailProblem(email: string): AlertEmailProblem | null {
  const trimmed = email.trim();
  if (trimmed === '') return 'email_required';
  return isValidEmail(trimmed) ? null : 'invalid_email';
}
