import { z } from 'zod';
import { poundsFromPiasters } from '@tiara/domain/money';
import { iso } from './adminSchemas';

/** A gateway payment as the back office shows it, in an order's detail and in the payments list. */
export const paymentJson = z.object({
  id: z.number().int(),
  gateway: z.string(),
  transaction_id: z.string().nullable(),
  gateway_order_id: z.string().nullable(),
  status: z.string(),
  amount: z.number().describe('EGP'),
  currency: z.string(),
  card_brand: z.string().nullable(),
  card_last_four: z.string().nullable(),
  created_at: z.string(),
});

export interface PaymentFields {
  readonly id: number;
  readonly gateway: string;
  readonly transactionId: string | null;
  readonly gatewayOrderId: string | null;
  readonly status: string;
  /** Piasters. */
  readonly amount: number;
  readonly currency: string;
  readonly cardBrand: string | null;
  readonly cardLastFour: string | null;
  readonly createdAt: Date;
}

export function paymentToJson(payment: PaymentFields): z.infer<typeof paymentJson> {
  return {
    id: payment.id,
    gateway: payment.gateway,
    transaction_id: payment.transactionId,
    gateway_order_id: payment.gatewayOrderId,
    status: payment.status,
    amount: poundsFromPiasters(payment.amount),
    currency: payment.currency,
    card_brand: payment.cardBrand,
    card_last_four: payment.cardLastFour,
    created_at: iso(payment.createdAt),
  };
}
