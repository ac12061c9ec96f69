import { Brand } from '../brand';
import { minorUnits, type Piasters } from '../money';
import { amountToPay } from '../store-credit';
import { isOrderId } from '../order-reference';
import { checkoutAmounts, lineAmount, type CheckoutAmountsInput } from './CheckoutAmounts';

/** Paymob refuses item names over 50 characters and descriptions over 255. */
export const PAYMENT_ITEM_NAME_MAX = 50;
export const PAYMENT_ITEM_DESCRIPTION_MAX = 255;
export const DELIVERY_FEE_ITEM_NAME = 'Delivery Fee';
export const DISCOUNT_ITEM_NAME = 'Discount';
export const STORE_CREDIT_ITEM_NAME = 'Store credit';
export const PAYMENT_CURRENCY = Brand.currency;
export const BILLING_COUNTRY = 'EGY';
/** What Paymob asks for in billing fields that do not apply. */
export const BILLING_NOT_APPLICABLE = 'NA';

export interface PaymentIntentionItem {
  readonly name: string;
  /** Minor units (piasters): the line's contribution, unit price × quantity. */
  readonly amount: number;
  readonly description: string;
  readonly quantity: number;
}

export interface PaymentIntentionItems {
  /** Minor units; always the sum of the items' amounts, which the gateway requires. */
  readonly amount: number;
  readonly items: PaymentIntentionItem[];
}

/**
 * Cuts by code points, not UTF-16 units, so an Arabic letter or an emoji is never split into half a
 * surrogate pair; the gateway (Python) counts characters the same way.
 */
function truncateCodePoints(text: string, max: number): string {
  const codePoints = Array.from(text);
  return codePoints.length <= max ? text : codePoints.slice(0, max).join('');
}

export function truncateItemName(name: string): string {
  return truncateCodePoints(name, PAYMENT_ITEM_NAME_MAX);
}

function fixedItem(name: string, amount: number): PaymentIntentionItem {
  return { name, amount, description: name, quantity: 1 };
}

export interface PaymentIntentionItemsInput extends CheckoutAmountsInput {
  /** The store credit the order uses (0..total); the card pays the rest. */
  readonly storeCredit?: Piasters;
}

/**
 * One item per cart line (its description defaults to the full name, which the 50-character cut
 * may shorten), a 'Delivery Fee' item when shipping is above 0, a negative 'Discount' item for
 * the discount actually taken, which never exceeds subtotal plus shipping so the amount is never
 * negative, and a negative 'Store credit' item for the credit the order uses, so the items add up
 * to what the card pays. Paymob takes negative items as long as they add up to the amount, which
 * must be above 0: its own WooCommerce plugin sends discounts and gift cards this way.
 */
export function buildPaymentIntentionItems(input: PaymentIntentionItemsInput): PaymentIntentionItems {
  const amounts = checkoutAmounts(input);
  const storeCredit = input.storeCredit ?? 0;
  const items: PaymentIntentionItem[] = input.lines.map((line) => ({
    name: truncateItemName(line.name),
    amount: minorUnits(lineAmount(line)),
    description: truncateCodePoints(line.description ?? line.name, PAYMENT_ITEM_DESCRIPTION_MAX),
    quantity: line.quantity,
  }));
  if (amounts.shipping > 0) items.push(fixedItem(DELIVERY_FEE_ITEM_NAME, minorUnits(amounts.shipping)));
  if (amounts.discount > 0) items.push(fixedItem(DISCOUNT_ITEM_NAME, -minorUnits(amounts.discount)));
  if (storeCredit > 0) items.push(fixedItem(STORE_CREDIT_ITEM_NAME, -minorUnits(storeCredit)));
  return { amount: minorUnits(amountToPay(amounts.total, storeCredit)), items };
}

export interface PaymentIntentionBilling {
  readonly firstName: string;
  readonly lastName: string;
  readonly email: string;
  readonly phone: string;
  readonly street: string;
  /** The governorate. */
  readonly state: string;
}

export interface PaymentIntentionInput extends PaymentIntentionItemsInput {
  readonly billing: PaymentIntentionBilling;
  readonly orderId: number;
  /** The order reference; null on the alternate AI page, which sends none. */
  readonly reference: string | null;
  /** Integration ids (or names) of the gateway's payment methods, passed through as given. */
  readonly paymentMethods: readonly (number | string)[];
}

export interface PaymentIntentionBillingData {
  readonly first_name: string;
  readonly last_name: string;
  readonly street: string;
  readonly phone_number: string;
  readonly country: string;
  readonly email: string;
  readonly state: string;
  readonly apartment: string;
  readonly building: string;
  readonly floor: string;
}

/** A type alias, not an interface: the request body keeps its extras open (the gateway may carry fields of its own), and only a type alias fits an open object. */
export type PaymentIntentionExtras = {
  readonly tiara_order_id: number;
};

/** The body of POST /api/payment/create-intention (SPEC §7), field names as the gateway spells them. */
export interface PaymentIntentionPayload {
  readonly amount: number;
  readonly currency: string;
  readonly payment_methods: (number | string)[];
  readonly items: PaymentIntentionItem[];
  readonly billing_data: PaymentIntentionBillingData;
  readonly customer: {
    readonly first_name: string;
    readonly last_name: string;
    readonly email: string;
    readonly extras: PaymentIntentionExtras;
  };
  readonly extras: PaymentIntentionExtras;
  readonly special_reference?: string;
}

function orNotApplicable(text: string): string {
  const value = text.trim();
  return value === '' ? BILLING_NOT_APPLICABLE : value;
}

export function buildPaymentIntention(input: PaymentIntentionInput): PaymentIntentionPayload {
  if (!isOrderId(input.orderId)) throw new RangeError(`Not an order id: ${input.orderId}`);
  const { amount, items } = buildPaymentIntentionItems(input);
  // Paymob caps billing names at 50 characters like item names.
  const firstName = truncateCodePoints(input.billing.firstName, PAYMENT_ITEM_NAME_MAX);
  const lastName = truncateCodePoints(input.billing.lastName, PAYMENT_ITEM_NAME_MAX);
  const extras: PaymentIntentionExtras = { tiara_order_id: input.orderId };
  return {
    amount,
    currency: PAYMENT_CURRENCY,
    payment_methods: [...input.paymentMethods],
    items,
    billing_data: {
      first_name: firstName,
      last_name: lastName,
      street: orNotApplicable(input.billing.street),
      phone_number: input.billing.phone,
      country: BILLING_COUNTRY,
      email: input.billing.email,
      state: orNotApplicable(input.billing.state),
      apartment: BILLING_NOT_APPLICABLE,
      building: BILLING_NOT_APPLICABLE,
      floor: BILLING_NOT_APPLICABLE,
    },
    customer: { first_name: firstName, last_name: lastName, email: input.billing.email, extras: { ...extras } },
    extras,
    ...(input.reference === null ? {} : { special_reference: input.reference }),
  };
}
