import * as z from 'zod/mini';
import { CheckoutUrlJson, PaymentBillingJson, PaymentIntentionJson, PaymentItemJson, PaymentStatusJson } from '@tiara/contract/paymentJson';
import { BILLING_NOT_APPLICABLE } from '@tiara/domain/checkout';
import type { IntentionPayload } from '../../application/payments/CreatePaymentIntention';
import { documented } from '../documented';

/** Billing fields Paymob needs filled in; empty ones are sent as "NA". */
const notApplicableIfEmpty = z.pipe(
  PaymentBillingJson.shape.street,
  z.transform((text) => text.trim() || BILLING_NOT_APPLICABLE),
);

/** The contract's items, each line's amount documented; the list keeps the contract's limits. */
const { items } = PaymentIntentionJson.shape;
const itemsBody = z.clone(items, {
  ...items._zod.def,
  element: documented(PaymentItemJson, { amount: 'Minor units: the line’s contribution; the discount line is negative' }),
});

export const intentionBody = documented(
  z.extend(PaymentIntentionJson, {
    items: itemsBody,
    billing_data: z.extend(PaymentBillingJson, {
      street: notApplicableIfEmpty,
      state: notApplicableIfEmpty,
      country: notApplicableIfEmpty,
      apartment: notApplicableIfEmpty,
      building: notApplicableIfEmpty,
      floor: notApplicableIfEmpty,
    }),
  }),
  {
    amount: 'Minor units (piasters): the order total × 100; checked against the order',
    payment_methods: 'Ignored: the shop offers the integrations it is configured with',
    special_reference: 'The order reference: the order id, tiaraai-<id> or tiaradentaltraining-<id>',
  },
);

export const checkoutUrlAnswer = CheckoutUrlJson.check(z.describe('The hosted checkout page'));

export const paymentStatusAnswer = documented(PaymentStatusJson, { status: "The order's status" });

/** The intention as the use case reads it: the customer's names default to the billing's; every tiara_order_id names the order. */
export function intentionPayloadOf(body: z.output<typeof intentionBody>): IntentionPayload {
  return {
    amount: body.amount,
    currency: body.currency,
    items: body.items,
    billing: body.billing_data,
    customer: {
      firstName: body.customer?.first_name || body.billing_data.first_name,
      lastName: body.customer?.last_name || body.billing_data.last_name,
      email: body.customer?.email || body.billing_data.email,
    },
    specialReference: body.special_reference ?? null,
    extrasOrderIds: [body.extras?.tiara_order_id, body.customer?.extras?.tiara_order_id].filter((id) => id !== undefined),
  };
}
