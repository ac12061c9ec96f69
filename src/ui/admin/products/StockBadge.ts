import { AdminMessages } from '../../messages/AdminMessages';

/** Below this a product's stock shows as low. */
export const LOW_STOCK = 10;

export interface StockBadge {
  readonly colour: 'red' | 'yellow' | 'green';
  readonly text: string;
}

/** The stock badge of issue 8: red at 0 or below, yellow below 10, green otherwise. */
export function stockBadge(quantity: number): StockBadge {
  if (quantity <= 0) return { colour: 'red', text: AdminMessages.products.outOfStock };
  if (quantity < LOW_STOCK) return { colour: 'yellow', text: AdminMessages.products.lowStock(quantity) };
  return { colour: 'green', text: AdminMessages.products.inStock(quantity) };
}
