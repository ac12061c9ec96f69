import type { Role } from '@tiara/domain/access';
import type { Language } from '@tiara/domain/language';
import { PAYMENT_CURRENCY, type PaymentIntentionBillingData, type PaymentIntentionItem } from '@tiara/domain/checkout';
import { type OrderReferenceKind, orderReference, parseOrderReference } from '@tiara/domain/order-reference';
import { type Result, fail, ok } from '@tiara/domain/result';
import { amountToPay, coversTotal } from '@tiara/domain/store-credit';
import { OrderMessages } from '../orders/OrderMessages';
import { StoreCreditMessages } from '../store-credit/StoreCreditMessages';
import type { PaymentGateway } from './PaymentGateway';
import { PaymentMessages } from './PaymentMessages';
import type { OrderToPay, PaymentRecords } from './PaymentRecords';
import type { ServerText } from '../texts/ServerText';
import { AccountMessages } from '../accounts/AccountMessages';

/** SPEC §7's payment intention payload, as the route read it. */
export interface IntentionPayload {
  readonly amount: number;
  readonly currency: string;
  readonly items: readonly PaymentIntentionItem[];
  readonly billing: PaymentIntentionBillingData;
  readonly customer: { readonly firstName: string; readonly lastName: string; readonly email: string };
  /** `special_reference`: the order reference; the alternate AI page sends none. */
  readonly specialReference: string | null;
  /** Every `tiara_order_id` of the extras (top level and customer's): an order id or an order reference. */
  readonly extrasOrderIds: ReadonlyArray<string | number>;
}

export interface CreatePaymentIntentionInput {
  readonly payload: IntentionPayload;
  readonly caller: { readonly userId: number; readonly role: Role } | null;
  /** This shop's callback and browser-return addresses, which the gateway is told. */
  readonly notificationUrl: string;
  readonly redirectionUrl: string;
  /** The language the customer reads the shop in (the request's Accept-Language, which the storefront always names); null when the request names none. */
  readonly language: Language | null;
  readonly now: Date;
}

export type CreatePaymentIntentionError = {
  readonly code:
    | 'invalid_order_reference'
    | 'reference_mismatch'
    | 'order_not_found'
    | 'unauthenticated'
    | 'not_card_order'
    | 'wrong_currency'
    | 'unmatched_item_prices'
    | 'amount_mismatch'
    | 'nothing_to_pay'
    | 'order_expired'
    | 'order_already_paid'
    | 'order_closed'
    | 'gateway_refused'
    | 'gateway_unavailable';
  readonly message: ServerText;
};

/**
 * The checkout must close this long before the order's hold runs out, so that a payment started
 * at the last moment still arrives while the order holds its stock.
 */
const CHECKOUT_CLOSES_BEFORE_HOLD_SECONDS = 120;
/** Less time than this to pay is no time: the customer places the order again instead. */
const SHORTEST_CHECKOUT_SECONDS = 60;
/** Paymob's longest intention life, for orders that hold nothing. */
const LONGEST_CHECKOUT_SECONDS = 3_110_400;

/**
 * Opens a card payment for an order (SPEC §4 checkout step 6, §7 create-intention). Nothing the
 * browser says about money is trusted: the amount must be the order's own total less the store
 * credit it was paid with, and the items must add up to it, the reference must name the order, and
 * an order that is paid (store credit paying all of it included), closed or out of time is refused.
 * One attempt is in flight per order: a new one supersedes the earlier unpaid ones. Answers the
 * gateway's checkout page to send the browser to.
 */
export class CreatePaymentIntention {
  private readonly records: PaymentRecords;
  private readonly gateway: PaymentGateway;

  constructor(records: PaymentRecords, gateway: PaymentGateway) {
    this.records = records;
    this.gateway = gateway;
  }

  async execute(input: CreatePaymentIntentionInput): Promise<Result<{ checkoutUrl: string }, CreatePaymentIntentionError>> {
    const { payload } = input;
    const named = this.namedOrder(payload);
    if (!named.ok) return named;
    const order = await this.records.orderToPay(named.value.orderId);
    if (!order) return fail({ code: 'order_not_found', message: OrderMessages.orderNotFound(named.value.orderId) });
    const refusal = this.refusal(order, named.value.kind, input);
    if (refusal) return fail(refusal);

    const reference = orderReference(named.value.kind ?? this.referenceKindOf(order), order.id);
    const toPay = amountToPay(order.total, order.storeCredit);
    const opening = await this.records.openAttempt({ orderId: order.id, gateway: this.gateway.name, amount: toPay, currency: PAYMENT_CURRENCY, reference, now: input.now });
    if (opening.kind === 'paid') return fail({ code: 'order_already_paid', message: PaymentMessages.alreadyPaid(order.id) });
    if (opening.kind === 'closed') return fail({ code: 'order_closed', message: PaymentMessages.orderClosed(order.id, opening.status) });

    // Paymob wants a special reference unique per transaction; the attempt number makes it so.
    const specialReference = `${reference}-${opening.attemptNumber}`;
    const created = await this.gateway.createIntention({
      amount: toPay,
      currency: PAYMENT_CURRENCY,
      items: payload.items,
      billing: payload.billing,
      customer: payload.customer,
      extras: { tiara_order_id: order.id, tiara_reference: reference },
      specialReference,
      notificationUrl: input.notificationUrl,
      redirectionUrl: input.redirectionUrl,
      expiresInSeconds: this.secondsToPay(order, input.now),
      language: input.language,
    });
    if (!created.ok) {
      await this.records.intentionRefused(opening.attemptId, created.error.message, input.now);
      const message = created.error.code === 'gateway_refused' ? PaymentMessages.gatewayRefused(created.error.message) : PaymentMessages.gatewayUnavailable;
      return fail({ code: created.error.code, message });
    }
    await this.records.intentionCreated(opening.attemptId, { gatewayOrderId: created.value.gatewayOrderId, intentionId: created.value.intentionId, specialReference }, input.now);
    return ok({ checkoutUrl: created.value.checkoutUrl });
  }

  /** The order every reference of the payload names (they must agree), and the kind the special reference gives it. */
  private namedOrder(payload: IntentionPayload): Result<{ orderId: number; kind: OrderReferenceKind | null }, CreatePaymentIntentionError> {
    const texts = [...(payload.specialReference === null ? [] : [payload.specialReference]), ...payload.extrasOrderIds.map(String)];
    const parsed = texts.map(parseOrderReference);
    const [first] = parsed;
    if (!first || parsed.some((reference) => reference === null)) return fail({ code: 'invalid_order_reference', message: PaymentMessages.invalidOrderReference });
    if (parsed.some((reference) => reference?.orderId !== first.orderId)) return fail({ code: 'reference_mismatch', message: PaymentMessages.referenceMismatch });
    const prefixed = parsed.find((reference) => reference?.kind !== 'order');
    return ok({ orderId: first.orderId, kind: payload.specialReference === null ? (prefixed?.kind ?? null) : first.kind });
  }

  private refusal(order: OrderToPay, kind: OrderReferenceKind | null, input: CreatePaymentIntentionInput): CreatePaymentIntentionError | null {
    const { payload, caller } = input;
    if (order.userId !== null) {
      if (!caller) return { code: 'unauthenticated', message: AccountMessages.invalidToken };
      // Another customer's order is answered as one that does not exist: its id tells nobody it is there.
      if (caller.userId !== order.userId && caller.role !== 'Admin') return { code: 'order_not_found', message: OrderMessages.orderNotFound(order.id) };
    }
    if (order.paymentMethod !== 'credit') return { code: 'not_card_order', message: PaymentMessages.notCardOrder(order.id) };
    if ((kind === 'ai-plan' || kind === 'training') && !order.itemKinds.includes(kind)) return { code: 'reference_mismatch', message: PaymentMessages.referenceMismatch };
    if (payload.currency !== PAYMENT_CURRENCY) return { code: 'wrong_currency', message: PaymentMessages.wrongCurrency };
    if (payload.items.reduce((sum, item) => sum + item.amount, 0) !== payload.amount) return { code: 'unmatched_item_prices', message: PaymentMessages.unmatchedItemPrices };
    if (coversTotal(order.total, order.storeCredit)) return { code: 'nothing_to_pay', message: StoreCreditMessages.paidInFull(order.id) };
    const toPay = amountToPay(order.total, order.storeCredit);
    if (payload.amount !== toPay) {
      const message = order.storeCredit > 0 ? StoreCreditMessages.amountMismatch(order.id, toPay, order.storeCredit) : PaymentMessages.amountMismatch(order.id, order.total);
      return { code: 'amount_mismatch', message };
    }
    if (toPay <= 0) return { code: 'nothing_to_pay', message: PaymentMessages.nothingToPay(order.id) };
    // Whether a paid or closed order is refused is decided under the order's lock (openAttempt).
    if (order.status === 'Pending' && this.secondsToPay(order, input.now) < SHORTEST_CHECKOUT_SECONDS) return { code: 'order_expired', message: PaymentMessages.orderExpired(order.id) };
    return null;
  }

  /** The reference the browser needs back when the payload named the order by its bare id: a training wins over a plan, as in the storefront. */
  private referenceKindOf(order: OrderToPay): OrderReferenceKind {
    if (order.itemKinds.includes('training')) return 'training';
    if (order.itemKinds.includes('ai-plan')) return 'ai-plan';
    return 'order';
  }

  private secondsToPay(order: OrderToPay, now: Date): number {
    if (order.reservationExpiresAt === null) return LONGEST_CHECKOUT_SECONDS;
    const left = Math.floor((order.reservationExpiresAt.getTime() - now.getTime()) / 1000) - CHECKOUT_CLOSES_BEFORE_HOLD_SECONDS;
    return Math.min(left, LONGEST_CHECKOUT_SECONDS);
  }
}
