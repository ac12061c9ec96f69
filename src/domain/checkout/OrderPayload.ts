import { poundsFromPiasters, type Piasters } from '../money';
import { checkoutAmounts, type CheckoutLine } from './CheckoutAmounts';
import type { CheckoutForm } from './CheckoutValidation';
import type { PaymentMethod } from './PaymentMethod';
import { ORDER_STATUS_PENDING } from './OrderStatus';

export const SHIPPING_COUNTRY = 'Egypt';

export interface OrderLine extends CheckoutLine {
  /** The cart id as is: a product id, or an AI plan or training id with its offset (SPEC §3). */
  readonly productId: number;
  readonly image?: string;
  /** The chosen variant's SKU; it identifies side and size, so those do not travel separately. */
  readonly sku?: string;
  /** The chosen training package, which the price alone cannot identify. */
  readonly packageId?: number;
}

export interface OrderPayloadInput {
  /** 0 for a guest, as the browser stores a signed-out user id. */
  readonly userId: number;
  /** A form that passed `validateCheckout`. */
  readonly form: CheckoutForm;
  readonly lines: readonly OrderLine[];
  readonly shipping: Piasters;
  readonly discount: Piasters;
  readonly promoCodeId: number | null;
  /** The store credit the customer chose to use (0 or absent: none). */
  readonly storeCredit?: Piasters;
}

export interface OrderItemPayload {
  readonly product_name: string;
  readonly product_id: number;
  readonly quantity: number;
  /** Unit price in pounds. */
  readonly price: number;
  readonly product_image: string;
  readonly sku?: string;
  readonly package_id?: number;
}

/** The body of POST /api/order/create (SPEC §3); money in pounds, as the API speaks. */
export interface OrderPayload {
  readonly user_id: number;
  readonly status: typeof ORDER_STATUS_PENDING;
  readonly shipping_amount: number;
  readonly total_amount: number;
  readonly shipping_address: string;
  readonly shipping_city: string;
  readonly shipping_state: string;
  readonly shipping_postal_code: string;
  readonly shipping_country: typeof SHIPPING_COUNTRY;
  readonly shipping_phone: string;
  readonly shipping_email: string;
  readonly shipping_user_first_name: string;
  readonly shipping_user_last_name: string;
  readonly shipping_user_middle_name: string;
  readonly promo_code_id: number | null;
  /** The method's code ('cash', 'credit', 'pickup'), the same value the confirmation URL carries. */
  readonly payment_method: PaymentMethod;
  readonly order_items: OrderItemPayload[];
  /** This server's addition: the store credit used, in pounds; sent only when some is used, so a SPEC backend sees SPEC's body. */
  readonly store_credit?: number;
}

function orderItem(line: OrderLine): OrderItemPayload {
  return {
    product_name: line.name,
    product_id: line.productId,
    quantity: line.quantity,
    price: poundsFromPiasters(line.price),
    product_image: line.image ?? '',
    ...(line.sku === undefined ? {} : { sku: line.sku }),
    ...(line.packageId === undefined ? {} : { package_id: line.packageId }),
  };
}

/** The total is computed here from the same figures as the payment intention, so the two agree. */
export function buildOrderPayload(input: OrderPayloadInput): OrderPayload {
  const amounts = checkoutAmounts(input);
  const { form } = input;
  return {
    user_id: input.userId,
    status: ORDER_STATUS_PENDING,
    shipping_amount: poundsFromPiasters(amounts.shipping),
    total_amount: poundsFromPiasters(amounts.total),
    shipping_address: form.address,
    shipping_city: form.city,
    shipping_state: form.governorate,
    shipping_postal_code: form.postalCode,
    shipping_country: SHIPPING_COUNTRY,
    shipping_phone: form.phone,
    shipping_email: form.email,
    shipping_user_first_name: form.firstName,
    shipping_user_last_name: form.lastName,
    shipping_user_middle_name: form.middleName,
    promo_code_id: input.promoCodeId,
    payment_method: form.paymentMethod,
    order_items: input.lines.map(orderItem),
    ...(input.storeCredit ? { store_credit: poundsFromPiasters(input.storeCredit) } : {}),
  };
}
