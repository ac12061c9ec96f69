import type { OrderStatus } from '@tiara/domain/order-lifecycle';

/**
 * What the order confirmation steps ask about a card order's payment (DESIGN §5 invariant 5: a
 * payment counts only when the gateway says so).
 */
export interface CardPaymentCheck {
  /**
   * Whether the gateway verified a successful payment of the order: one is recorded already, or
   * the gateway confirms one now when asked (it is then recorded and the order settled).
   */
  isPaid(orderId: number, now: Date): Promise<boolean>;
  /** Completes what the verified payment bought; idempotent. The order's status afterwards. */
  settle(orderId: number, now: Date): Promise<OrderStatus | null>;
}
