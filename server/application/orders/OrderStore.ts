import type { Language } from '@tiara/domain/language';
import type { Piasters } from '@tiara/domain/money';
import type { OrderStatus } from '@tiara/domain/order-lifecycle';
import type { PaymentMethod } from '@tiara/domain/checkout';
import type { CartItemKind } from '@tiara/domain/cart';
import type { Result } from '@tiara/domain/result';
import type { Shipment } from '@tiara/domain/order-tracking';
import type { RequestKey } from '../idempotency/RequestKey';
import type { MailMessage } from '../mail/Mailer';

export interface NewOrderItem {
  readonly kind: CartItemKind;
  /** The id in its own catalogue: a product, an AI plan or a training id (not the cart id). */
  readonly catalogId: number;
  readonly variantId: number | null;
  readonly sku: string | null;
  readonly trainingPackageId: number | null;
  /** The line's name in English, as SPEC's product_name, at ordering time. */
  readonly name: string;
  /** Its name in Arabic at ordering time; null where it has none (the English is shown). */
  readonly nameAr: string | null;
  readonly unitPrice: Piasters;
  readonly quantity: number;
  readonly image: string;
}

export interface ShippingDetails {
  readonly address: string;
  readonly city: string;
  readonly state: string;
  readonly postalCode: string;
  readonly country: string;
  readonly phone: string;
  readonly email: string;
  readonly firstName: string;
  readonly middleName: string;
  readonly lastName: string;
}

export interface NewOrder {
  /** Null for a guest. */
  readonly userId: number | null;
  readonly paymentMethod: PaymentMethod;
  readonly subtotal: Piasters;
  readonly shipping: Piasters;
  readonly discount: Piasters;
  readonly total: Piasters;
  /** The store credit the order spends from its customer's ledger (0..total); the payment method collects the rest. */
  readonly storeCredit: Piasters;
  /** The promo whose use this order consumes, or null. */
  readonly promoCodeId: number | null;
  readonly shippingDetails: ShippingDetails;
  /** When an unpaid card order gives its stock back; null for orders that wait for no payment. */
  readonly reservationExpiresAt: Date | null;
  readonly placedAt: Date;
  /** The language the order is placed in, for its confirmation mail. */
  readonly language: Language;
  readonly items: readonly NewOrderItem[];
  /** The Idempotency-Key of the request placing it, if any: its answer (the order's id) is kept under the key in the order's transaction. */
  readonly requestKey: RequestKey | null;
  /**
   * The order's confirmation e-mail, written once its id is known, or null for none. It is kept as
   * a job in the order's transaction: it goes out exactly for the orders that were placed, even
   * when the server stops before answering.
   */
  readonly confirmationMail: ((orderId: number) => MailMessage) | null;
}

export type PlacementFailure =
  | { readonly code: 'out_of_stock'; readonly productName: string }
  | { readonly code: 'promo_exhausted' }
  | { readonly code: 'promo_already_used' }
  /** The customer's store credit, read under their ledger's lock, does not cover what the order spends. */
  | { readonly code: 'store_credit_short'; readonly balance: Piasters };

export interface StoredOrder {
  readonly id: number;
  readonly userId: number | null;
  readonly status: string;
  readonly paymentMethod: string;
  readonly total: Piasters;
  /** The store credit it was paid with. */
  readonly storeCredit: Piasters;
}

/** Who made a change of status and what it carries, for the order's timeline. */
export interface StatusChangeNote {
  /** The staff member; absent when the shop itself moved the order. */
  readonly actorUserId?: number;
  /** The parcel, for a move to Shipped. */
  readonly shipment?: Shipment;
}

export interface PromoUse {
  readonly promoCodeId: number;
  readonly status: 'Reserved' | 'Used' | 'Released';
}

/** Where new orders are written. */
export interface OrderPlacements {
  /**
   * Records the order with its items, takes its stock, its promo use and its store credit, and
   * keeps its confirmation e-mail, all or nothing. Stock is taken by conditional updates, so
   * concurrent buyers of the last units cannot oversell; credit is spent under a lock on the
   * customer's ledger, so concurrent orders cannot spend it twice.
   */
  place(order: NewOrder): Promise<Result<{ orderId: number }, PlacementFailure>>;
}

/** Where orders live. Every method is one transaction; stock and promo counts only change through conditional updates. */
export interface OrderStore {
  find(orderId: number): Promise<StoredOrder | undefined>;
  hasSuccessfulPayment(orderId: number): Promise<boolean>;
  /**
   * Moves the order if it is still in `from`, and records the change in its timeline; false when
   * it was not (someone else moved it first), and then nothing is recorded.
   */
  move(orderId: number, from: OrderStatus, to: OrderStatus, at: Date, note?: StatusChangeNote): Promise<boolean>;
  /**
   * Ends the order in `to` (Cancelled or Failed) if its status is one of `from` and its
   * reservations were not given back yet, and gives back exactly the stock and promo use it took,
   * and the store credit it spent (a `restored` entry of the customer's ledger).
   * False when the order was not in `from` or was already released: nothing is given back twice.
   * The end is recorded in the order's timeline with it.
   */
  end(orderId: number, from: readonly OrderStatus[], to: OrderStatus, at: Date, note?: StatusChangeNote): Promise<boolean>;
  /** Pending card orders whose hold ran out by `at` and which have no successful payment. */
  expiredUnpaidOrders(at: Date): Promise<number[]>;
  promoUseOf(orderId: number): Promise<PromoUse | undefined>;
  /** Marks the order's reserved promo use as used; a use already used or released stays as it is. */
  markPromoUsed(orderId: number): Promise<void>;
}
