import type { Role } from '@tiara/domain/access';
import type { PaymentOutcome } from '@tiara/domain/checkout';
import { type OrderStatus, isOrderStatus, orderStatusesBefore } from '@tiara/domain/order-lifecycle';
import { type Result, fail, ok } from '@tiara/domain/result';
import { coversTotal } from '@tiara/domain/store-credit';
import type { CardPaymentCheck } from '../payments/CardPaymentCheck';
import { OrderMessages } from './OrderMessages';
import type { OrderEndedListener } from './OrderEndedListener';
import type { OrderStore, StoredOrder } from './OrderStore';
import type { ServerText } from '../texts/ServerText';
import { AccountMessages } from '../accounts/AccountMessages';

export interface ConfirmOrderInput {
  readonly orderId: number;
  readonly outcome: PaymentOutcome;
  /** The verified caller, or null without a token. */
  readonly caller: { readonly userId: number; readonly role: Role } | null;
  readonly now: Date;
  /** The payment-status route: only card orders have a payment to report. */
  readonly cardOrdersOnly?: boolean;
}

export type ConfirmOrderError = {
  readonly code: 'order_not_found' | 'unauthenticated' | 'forbidden' | 'not_card_order' | 'order_closed' | 'order_already_accepted' | 'payment_not_verified';
  readonly message: ServerText;
};

/** Statuses an order reaches only once it was paid or accepted. */
const ACCEPTED: readonly OrderStatus[] = ['Processing', 'Shipped', 'Delivered'];
const ENDED_UNFULFILLED: readonly OrderStatus[] = ['Cancelled', 'Failed'];

/**
 * The confirmation step the browser posts after checkout (SPEC §7 confirmOrder). It is idempotent:
 * confirming twice, or failing twice, answers the same and changes nothing the second time. It
 * never marks an unpaid card order paid: Success needs a payment the gateway confirmed (recorded
 * from its callback, or confirmed now by asking it), and then completes what the payment bought.
 *
 * Who may call it: the order's customer or an admin. A guest order has no customer to check, so
 * anyone who knows its id may confirm it (Success); failing it is left to an admin and the
 * reservation timeout, so that guessing ids cannot cancel other people's orders.
 */
export class ConfirmOrder {
  private readonly store: OrderStore;
  private readonly orderEnded: OrderEndedListener;
  private readonly cardPayments: CardPaymentCheck;

  constructor(store: OrderStore, orderEnded: OrderEndedListener, cardPayments: CardPaymentCheck) {
    this.store = store;
    this.orderEnded = orderEnded;
    this.cardPayments = cardPayments;
  }

  async execute(input: ConfirmOrderInput): Promise<Result<{ id: number; status: string }, ConfirmOrderError>> {
    const order = await this.store.find(input.orderId);
    if (!order) return fail({ code: 'order_not_found', message: OrderMessages.orderNotFound(input.orderId) });
    const refusal = this.refusal(order, input);
    if (refusal) return fail(refusal);
    if (input.cardOrdersOnly && order.paymentMethod !== 'credit') return fail({ code: 'not_card_order', message: OrderMessages.notCardOrder(order.id) });
    return input.outcome === 'Success' ? this.succeed(order, input.now) : this.failOrder(order, input.now);
  }

  private refusal(order: StoredOrder, input: ConfirmOrderInput): ConfirmOrderError | null {
    const isAdmin = input.caller?.role === 'Admin';
    if (order.userId === null) {
      return input.outcome === 'Failed' && !isAdmin ? { code: 'forbidden', message: OrderMessages.guestFailureNotAllowed } : null;
    }
    if (!input.caller) return { code: 'unauthenticated', message: AccountMessages.invalidToken };
    // Another customer's order is answered as one that does not exist: its id tells nobody it is there.
    if (input.caller.userId !== order.userId && !isAdmin) return { code: 'order_not_found', message: OrderMessages.orderNotFound(order.id) };
    return null;
  }

  private async succeed(order: StoredOrder, now: Date): Promise<Result<{ id: number; status: string }, ConfirmOrderError>> {
    if (order.paymentMethod === 'credit') return this.succeedPaidByCard(order, now);
    const status = this.statusOf(order);
    if (ACCEPTED.includes(status)) return ok({ id: order.id, status });
    if (status !== 'Pending') return fail({ code: 'order_closed', message: OrderMessages.orderClosed(order.id, status) });
    if (await this.store.move(order.id, 'Pending', 'Processing', now)) {
      await this.store.markPromoUsed(order.id);
      return ok({ id: order.id, status: 'Processing' });
    }
    return this.answerAfterRace(order.id, now, 'Success');
  }

  /**
   * A card order is accepted by its payment, not by this call: once the payment is verified, the
   * settlement (which the callback normally did already) is completed or repeated, idempotently.
   * An order store credit paid in full has no payment to wait for: it is settled the same way at once.
   */
  private async succeedPaidByCard(order: StoredOrder, now: Date): Promise<Result<{ id: number; status: string }, ConfirmOrderError>> {
    const status = this.statusOf(order);
    if (ENDED_UNFULFILLED.includes(status)) return fail({ code: 'order_closed', message: OrderMessages.orderClosed(order.id, status) });
    if (!(await this.isPaid(order, now))) {
      if (ACCEPTED.includes(status)) return ok({ id: order.id, status });
      return fail({ code: 'payment_not_verified', message: OrderMessages.paymentNotVerified(order.id) });
    }
    const settled = (await this.cardPayments.settle(order.id, now)) ?? status;
    if (ACCEPTED.includes(settled)) return ok({ id: order.id, status: settled });
    return fail({ code: 'order_closed', message: OrderMessages.orderClosed(order.id, settled) });
  }

  private async failOrder(order: StoredOrder, now: Date): Promise<Result<{ id: number; status: string }, ConfirmOrderError>> {
    const status = this.statusOf(order);
    if (ENDED_UNFULFILLED.includes(status)) return ok({ id: order.id, status });
    if (status !== 'Pending') return fail({ code: 'order_already_accepted', message: OrderMessages.orderAlreadyAccepted(order.id, status) });
    // A card payment the gateway confirmed (or confirms when asked now) outranks a browser saying it failed.
    if (order.paymentMethod === 'credit' && (await this.isPaid(order, now))) {
      return fail({ code: 'order_already_accepted', message: OrderMessages.orderAlreadyAccepted(order.id, 'paid') });
    }
    if (await this.store.end(order.id, orderStatusesBefore('Failed'), 'Failed', now)) {
      await this.orderEnded(order.id);
      return ok({ id: order.id, status: 'Failed' });
    }
    return this.answerAfterRace(order.id, now, 'Failed');
  }

  /** Paid by the card payment the gateway verified, or in full with store credit when the order was placed. */
  private async isPaid(order: StoredOrder, now: Date): Promise<boolean> {
    return coversTotal(order.total, order.storeCredit) || this.cardPayments.isPaid(order.id, now);
  }

  /** Another request moved the order between our read and our update: answer from where it is now. */
  private async answerAfterRace(orderId: number, now: Date, outcome: PaymentOutcome): Promise<Result<{ id: number; status: string }, ConfirmOrderError>> {
    const current = await this.store.find(orderId);
    if (!current) return fail({ code: 'order_not_found', message: OrderMessages.orderNotFound(orderId) });
    if (this.statusOf(current) === 'Pending') throw new Error(`Order ${orderId} is still Pending after a lost conditional update`);
    return outcome === 'Success' ? this.succeed(current, now) : this.failOrder(current, now);
  }

  private statusOf(order: StoredOrder): OrderStatus {
    if (!isOrderStatus(order.status)) throw new Error(`Order ${order.id} has an unknown status: ${order.status}`);
    return order.status;
  }
}
