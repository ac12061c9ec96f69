/**
 * Told after an order has ended unpaid (Failed or Cancelled) and its stock and promo use went back.
 * What else the order held (training seats) is given back here; every listener must be idempotent,
 * because the expiry sweeps give back anything a crash between the two steps left held.
 */
export type OrderEndedListener = (orderId: number) => Promise<void>;
