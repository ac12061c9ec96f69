import type { Piasters } from '../money';

/** A card payment attempt as the payment gateway reported it; never the gateway's raw payload. */
export interface GatewayPayment {
  readonly id: number;
  readonly gateway: string;
  readonly transactionId: string | null;
  readonly gatewayOrderId: string | null;
  /** One of PAYMENT_STATUSES, as stored. */
  readonly status: string;
  readonly amount: Piasters;
  readonly currency: string;
  readonly cardBrand: string | null;
  readonly cardLastFour: string | null;
  readonly createdAt: Date;
}
