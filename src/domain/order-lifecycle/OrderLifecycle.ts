/**
 * The statuses an order moves through and the moves allowed between them. Stock and promo uses
 * are reserved when the order is placed (Pending) and given back only when it ends without being
 * fulfilled (Cancelled or Failed); Delivered, Cancelled and Failed are final.
 */
export const ORDER_STATUSES = ['Pending', 'Processing', 'Shipped', 'Delivered', 'Cancelled', 'Failed'] as const;

export type OrderStatus = (typeof ORDER_STATUSES)[number];

const NEXT: Readonly<Record<OrderStatus, readonly OrderStatus[]>> = {
  // Paid by card, or a cash or pickup order the shop accepted; or it never gets that far.
  Pending: ['Processing', 'Cancelled', 'Failed'],
  // The shop can still cancel an accepted order before it leaves.
  Processing: ['Shipped', 'Cancelled'],
  Shipped: ['Delivered'],
  Delivered: [],
  Cancelled: [],
  Failed: [],
};

export function isOrderStatus(value: unknown): value is OrderStatus {
  return typeof value === 'string' && (ORDER_STATUSES as readonly string[]).includes(value);
}

export function canMoveOrder(from: OrderStatus, to: OrderStatus): boolean {
  return NEXT[from].includes(to);
}

/** The statuses an order may move to from `from`, in lifecycle order. */
export function nextOrderStatuses(from: OrderStatus): readonly OrderStatus[] {
  return NEXT[from];
}

/** The statuses from which an order may move to `to`. */
export function orderStatusesBefore(to: OrderStatus): OrderStatus[] {
  return ORDER_STATUSES.filter((from) => canMoveOrder(from, to));
}

export function isFinalOrderStatus(status: OrderStatus): boolean {
  return NEXT[status].length === 0;
}

/** Moving to these gives the order's reserved stock and promo use back. */
export function releasesReservations(to: OrderStatus): boolean {
  return to === 'Cancelled' || to === 'Failed';
}
