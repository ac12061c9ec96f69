import type { Role } from '../../../src/domain/access';
import { type OrderStatus, canMoveOrder, isOrderStatus, nextOrderStatuses, releasesReservations } from '../../../src/domain/order-lifecycle';
import { type Result, fail, ok } from '../../../src/domain/result';
import type { OrderEndedListener } from '../orders/OrderEndedListener';
import type { OrderStore } from '../orders/OrderStore';
import { AdminMessages } from './AdminMessages';
import type { AuditStamp, AuditWriter } from './AuditTrail';
import type { ServerText } from '../texts/ServerText';

export type StaffRole = Extract<Role, 'Admin' | 'Sales'>;

/** Sales staff fulfil what the shop accepted: Processing → Shipped → Delivered, nothing else. */
export const FULFILMENT_STATUSES = ['Shipped', 'Delivered'] as const satisfies readonly OrderStatus[];

export interface OrderStatusScope {
  readonly orders: OrderStore;
  /** Gives back what else an order that ended unfulfilled held; idempotent. */
  readonly orderEnded: OrderEndedListener;
  readonly audit: AuditWriter;
}

/** One transaction: the move, what it gives back and its audit entry (stamped with `stamp`) are saved together or not at all. */
export interface OrderStatusTransaction {
  run<T>(stamp: AuditStamp, work: (scope: OrderStatusScope) => Promise<T>): Promise<T>;
}

export interface ChangeOrderStatusInput {
  readonly orderId: number;
  readonly to: OrderStatus;
  readonly staff: { readonly userId: number; readonly role: StaffRole };
  readonly now: Date;
}

export interface OrderStatusChange {
  readonly id: number;
  readonly status: OrderStatus;
  readonly previousStatus: OrderStatus;
  /** False when the order already was in the asked status: nothing was done twice. */
  readonly changed: boolean;
  /** The order was cancelled after a successful card payment: the money must be refunded at the gateway. */
  readonly refundDue: boolean;
}

export type ChangeOrderStatusError = {
  readonly code: 'order_not_found' | 'move_not_allowed' | 'payment_not_verified' | 'order_paid' | 'order_changed';
  readonly message: ServerText;
};

/**
 * A back-office status change, along the order lifecycle only. Ending an order unfulfilled
 * (Cancelled, Failed) gives back its stock, promo use, training seats and AI subscriptions
 * exactly once, because the end is a conditional update that only one request can win; asking
 * for the status the order already has answers the same and changes nothing.
 */
export class ChangeOrderStatus {
  private readonly transaction: OrderStatusTransaction;

  constructor(transaction: OrderStatusTransaction) {
    this.transaction = transaction;
  }

  execute(input: ChangeOrderStatusInput): Promise<Result<OrderStatusChange, ChangeOrderStatusError>> {
    return this.transaction.run({ actorUserId: input.staff.userId, at: input.now }, async ({ orders, orderEnded, audit }) => {
      const order = await orders.find(input.orderId);
      if (!order) return fail({ code: 'order_not_found', message: AdminMessages.orderNotFound(input.orderId) });
      if (!isOrderStatus(order.status)) throw new Error(`Order ${order.id} has an unknown status: ${order.status}`);
      const from = order.status;
      const to = input.to;
      const unchanged: OrderStatusChange = { id: order.id, status: from, previousStatus: from, changed: false, refundDue: false };
      if (from === to) return ok(unchanged);

      if (input.staff.role === 'Sales' && !(FULFILMENT_STATUSES as readonly OrderStatus[]).includes(to)) {
        return fail({ code: 'move_not_allowed', message: AdminMessages.salesMoveNotAllowed });
      }
      if (!canMoveOrder(from, to)) return fail({ code: 'move_not_allowed', message: AdminMessages.moveNotAllowed(order.id, from, to, nextOrderStatuses(from)) });

      const paid = await orders.hasSuccessfulPayment(order.id);
      if (to === 'Processing' && order.paymentMethod === 'credit' && !paid) {
        return fail({ code: 'payment_not_verified', message: AdminMessages.cardOrderNotPaid(order.id) });
      }
      if (to === 'Failed' && paid) return fail({ code: 'order_paid', message: AdminMessages.paidOrderCannotFail(order.id) });

      if (releasesReservations(to)) {
        if (!(await orders.end(order.id, [from], to, input.now))) return fail({ code: 'order_changed', message: AdminMessages.orderChanged(order.id) });
        await orderEnded(order.id);
      } else {
        if (!(await orders.move(order.id, from, to, input.now))) return fail({ code: 'order_changed', message: AdminMessages.orderChanged(order.id) });
        if (to === 'Processing') await orders.markPromoUsed(order.id);
      }
      const refundDue = to === 'Cancelled' && paid;
      await audit({ action: 'status', entity: 'order', entityId: order.id, details: { from, to, ...(refundDue ? { refund_due: true } : {}) } });
      return ok({ id: order.id, status: to, previousStatus: from, changed: true, refundDue });
    });
  }
}
