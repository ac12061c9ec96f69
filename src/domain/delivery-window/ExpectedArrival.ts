import { type PaymentMethod, isPaymentMethod } from '../checkout/PaymentMethod';
import type { OrderStatus } from '../order-lifecycle/OrderLifecycle';
import { isValidDate } from '../time-text/CairoCalendar';
import { type DayRange, type DeliveryWindow, deliveryWindow } from './DeliveryWindow';

/** What a buyer is told to expect: the parcel at the door, or the order ready at the store. */
export type ExpectedArrival =
  | { readonly kind: 'delivery'; readonly window: DeliveryWindow }
  /** Picked up from the store: ready once prepared, the policy's processing days. */
  | { readonly kind: 'pickup'; readonly ready: DayRange };

/** What is about to be bought, or was: from when, to where, how, and whether anything travels at all. */
export interface ShipmentFacts {
  readonly orderedAt: Date;
  readonly governorate: string;
  /** The payment method chosen, if one was; pickup from the store has nothing delivered. */
  readonly paymentMethod: PaymentMethod | null;
  /** False when only AI plans and trainings are bought: nothing is delivered, nothing is expected. */
  readonly hasPhysicalItems: boolean;
}

/** The arrival to show beside a product, a cart, a checkout or a new order; null when nothing is to be delivered or picked up. */
export function expectedArrival(facts: ShipmentFacts): ExpectedArrival | null {
  if (!facts.hasPhysicalItems || !isValidDate(facts.orderedAt)) return null;
  const expected = deliveryWindow(facts.orderedAt, facts.governorate);
  return facts.paymentMethod === 'pickup' ? { kind: 'pickup', ready: expected.leavesWarehouse } : { kind: 'delivery', window: expected };
}

/** A placed order: its facts as stored, with where it stands now. */
export interface PlacedOrderFacts {
  readonly placedAt: Date;
  readonly governorate: string;
  readonly paymentMethod: string;
  readonly status: string;
  /** Whether the payment was received (a card order is prepared only once it is). */
  readonly paid: boolean;
  readonly hasPhysicalItems: boolean;
}

/** Accepted or waiting to be: what is expected of it is still ahead. Once shipped, its real status says more. */
const AWAITED_STATUSES: readonly string[] = ['Pending', 'Processing'] satisfies readonly OrderStatus[];

/**
 * An order's expected arrival, counted from when it was placed: only while it is pending or being
 * prepared, and for a card order only once paid. A shipped, delivered, cancelled or failed order
 * shows its real status instead.
 */
export function expectedArrivalOfOrder(order: PlacedOrderFacts): ExpectedArrival | null {
  if (!AWAITED_STATUSES.includes(order.status)) return null;
  if (order.paymentMethod === 'credit' && !order.paid) return null;
  return expectedArrival({
    orderedAt: order.placedAt,
    governorate: order.governorate,
    paymentMethod: isPaymentMethod(order.paymentMethod) ? order.paymentMethod : null,
    hasPhysicalItems: order.hasPhysicalItems,
  });
}
