export function isOutOfStock(quantity: number): boolean {
  // A missing or garbled stock figure must not let the product be sold.
  return !(quantity > 0);
}

/**
 * The quantity a buyer may pick of a product with `stock` left: a whole number from 1 up to the
 * stock. With nothing left it rests at 1, and nothing can be picked.
 */
export function quantityWithinStock(quantity: number, stock: number): number {
  const most = Number.isFinite(stock) ? Math.max(1, Math.floor(stock)) : 1;
  const whole = Number.isFinite(quantity) ? Math.floor(quantity) : 1;
  return Math.min(most, Math.max(1, whole));
}
