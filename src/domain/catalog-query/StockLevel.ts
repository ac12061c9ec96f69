export function isOutOfStock(quantity: number): boolean {
  // A missing or garbled stock figure must not let the product be sold.
  return !(quantity > 0);
}
