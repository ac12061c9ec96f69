import * as z from 'zod/mini';
import { PAYMENT_ITEM_DESCRIPTION_MAX, PAYMENT_ITEM_NAME_MAX } from '@tiara/domain/checkout';
import { IdJson } from './boundsJson';

/** The most minor units (piasters) an amount may carry. */
const MAX_MINOR_UNITS = 10_000_000_000;

/** One line of the payment intention (SPEC §7): the gateway shows it on its page. Paymob counts characters, not UTF-16 units. */
export const PaymentItemJson = z.object({
  name: z.string().check(z.refine((text) => [...text].length <= PAYMENT_ITEM_NAME_MAX, `must be at most ${PAYMENT_ITEM_NAME_MAX} characters`)),
  /** Minor units: the line's contribution; the discount line is negative. */
  amount: z.int().check(z.gte(-MAX_MINOR_UNITS), z.lte(MAX_MINOR_UNITS)),
  description: z._default(
    z.string().check(z.refine((text) => [...text].length <= PAYMENT_ITEM_DESCRIPTION_MAX, `must be at most ${PAYMENT_ITEM_DESCRIPTION_MAX} characters`)),
    '',
  ),
  quantity: z._default(z.int().check(z.gte(1), z.lte(10_000)), 1),
});
export type PaymentItemJson = z.input<typeof PaymentItemJson>;

/** A billing text Paymob needs filled in; an empty one is sent on as "NA". */
const billingText = z._default(z.string().check(z.maxLength(200)), '');

/** Who pays (SPEC §7 billing_data). */
export const PaymentBillingJson = z.object({
  first_name: z.string().check(z.minLength(1), z.maxLength(100)),
  last_name: z.string().check(z.minLength(1), z.maxLength(100)),
  email: z.string().check(z.minLength(3), z.maxLength(320)),
  phone_number: z.string().check(z.minLength(1), z.maxLength(30)),
  street: billingText,
  state: billingText,
  country: billingText,
  apartment: billingText,
  building: billingText,
  floor: billingText,
});
export type PaymentBillingJson = z.input<typeof PaymentBillingJson>;

/** The extras of the intention and of its customer: the order, by its id or its payment reference; the rest is the gateway's. */
export const PaymentExtrasJson = z.looseObject({ tiara_order_id: z.optional(z.union([IdJson, z.string().check(z.maxLength(40))])) });
export type PaymentExtrasJson = z.input<typeof PaymentExtrasJson>;

/**
 * The body of POST /api/payment/create-intention (SPEC §7 "Payment intention payload"): the order
 * is named by special_reference or tiara_order_id; the amount is the order's total in minor units
 * and the items add up to it.
 */
export const PaymentIntentionJson = z.object({
  amount: z.int().check(z.gte(0), z.lte(MAX_MINOR_UNITS)),
  currency: z.string().check(z.maxLength(8)),
  payment_methods: z.optional(z.array(z.union([z.number(), z.string().check(z.maxLength(50))])).check(z.maxLength(20))),
  items: z.array(PaymentItemJson).check(z.minLength(1), z.maxLength(200)),
  billing_data: PaymentBillingJson,
  customer: z.optional(
    z.object({
      first_name: z.optional(z.string().check(z.maxLength(100))),
      last_name: z.optional(z.string().check(z.maxLength(100))),
      email: z.optional(z.string().check(z.maxLength(320))),
      extras: z.optional(PaymentExtrasJson),
    }),
  ),
  extras: z.optional(PaymentExtrasJson),
  special_reference: z.nullish(z.string().check(z.maxLength(60))),
});
export type PaymentIntentionJson = z.input<typeof PaymentIntentionJson>;

/** create-intention's 200: the hosted checkout page to send the browser to, as a JSON string (as the storefront's original backend answered it). */
export const CheckoutUrlJson = z.string();
export type CheckoutUrlJson = z.infer<typeof CheckoutUrlJson>;

/** POST /api/payment/payment-status/{orderId}/{status}: the order's status and its card payment's, once the gateway's word is known. */
export const PaymentStatusJson = z.object({
  id: z.int(),
  status: z.string(),
  payment_status: z.nullable(z.enum(['Pending', 'Success', 'Failed', 'Superseded'])),
});
export type PaymentStatusJson = z.infer<typeof PaymentStatusJson>;
