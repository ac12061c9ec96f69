import {
  type CheckoutForm,
  type OrderLine,
  type OrderPayload,
  type PaymentIntentionPayload,
  type PaymentMethod,
  buildOrderPayload,
  buildPaymentIntention,
  checkoutAmounts,
} from '@tiara/domain/checkout';
import type { Piasters } from '@tiara/domain/money';
import { type OrderReferenceKind, orderReference } from '@tiara/domain/order-reference';
import type { PlacedOrder } from './PlacedOrder';

/** What the ports' checkouts are for: the lines, the fee, a promo, how it is paid. */
export interface Checkout {
  readonly lines: readonly OrderLine[];
  readonly shipping: Piasters;
  readonly paymentMethod: PaymentMethod;
  readonly promo?: { readonly promoCodeId: number; readonly discount: Piasters };
  /** The store credit the customer uses (this server's addition). */
  readonly storeCredit?: Piasters;
}

/** The checkout form a customer in Cairo fills in. */
const form = (paymentMethod: PaymentMethod): CheckoutForm => ({
  firstName: 'Salma',
  middleName: 'Adel',
  lastName: 'Nabil',
  email: 'salma.nabil@clinic.example',
  phone: '01012345678',
  address: '5 Tahrir Street',
  governorate: 'Cairo',
  city: 'Garden City',
  postalCode: '11519',
  paymentMethod,
});

/** SPEC §3's order payload of `checkout`, as checkout builds it. */
export function orderBody(userId: number, checkout: Checkout): OrderPayload {
  return buildOrderPayload({
    userId,
    form: form(checkout.paymentMethod),
    lines: checkout.lines,
    shipping: checkout.shipping,
    discount: checkout.promo?.discount ?? 0,
    promoCodeId: checkout.promo?.promoCodeId ?? null,
    storeCredit: checkout.storeCredit ?? 0,
  });
}

/** The order as the shop should tell it back once it gave it `orderId`. */
export function placedOrder(orderId: number, kind: OrderReferenceKind, checkout: Checkout): PlacedOrder {
  const amounts = checkoutAmounts({ lines: checkout.lines, shipping: checkout.shipping, discount: checkout.promo?.discount ?? 0 });
  return {
    orderId,
    reference: orderReference(kind, orderId),
    lines: checkout.lines.map(({ name, quantity, price }) => ({ name, quantity, price })),
    shipping: amounts.shipping,
    discount: amounts.discount,
    total: amounts.total,
    storeCredit: checkout.storeCredit ?? 0,
  };
}

/** SPEC §7's payment intention for a placed card order, as checkout builds it. */
export function intentionBody(order: PlacedOrder, checkout: Checkout): PaymentIntentionPayload {
  const billing = form(checkout.paymentMethod);
  return buildPaymentIntention({
    lines: checkout.lines,
    shipping: checkout.shipping,
    discount: checkout.promo?.discount ?? 0,
    storeCredit: checkout.storeCredit ?? 0,
    billing: { firstName: billing.firstName, lastName: billing.lastName, email: billing.email, phone: billing.phone, street: billing.address, state: billing.governorate },
    orderId: order.orderId,
    reference: order.reference,
    paymentMethods: ['card'],
  });
}
