/** What a customer pays for one unit: the list price less its discount, never below 0 (SPEC §3, cart item price). Any one unit of money. */
export function sellingPrice(product: { readonly price: number; readonly discount: number }): number {
  return Math.max(0, product.price - product.discount);
}
