import type { Role } from '@tiara/domain/access';
import { type OrderStatus, canMoveOrder, isOrderStatus, nextOrderStatuses, releasesReservations } from '@tiara/domain/order-lifecycle';
import { type Result, fail, ok } from '@tiara/domain/result';
import { type Shipment, type ShipmentInput, type ShipmentProblem, shipmentOf } from '@tiara/domain/order-tracking';
import { coversTotal } from '@tiara/domain/store-credit';
import { shipmentMessagesAr } from '../../../src/locales/shared/ar/shipmentMessagesAr';
import { shipmentMessagesEn } from '../../../src/locales/shared/en/shipmentMessagesEn';
import type { MailMessage } from '../mail/Mailer';
import type { PersonalNotifications } from '../notifications/PersonalNotifications';
import type { OrderEndedListener } from '../orders/OrderEndedListener';
import { type OrderRecipients, orderUpdateMail, orderUpdateNotice } from '../orders/OrderUpdates';
import type { OrderStore } from '../orders/OrderStore';
import { AdminMessages } from './AdminMessages';
import type { AuditStamp, AuditWriter } from './AuditTrail';
import { type ServerText, serverTexts } from '../texts/ServerText';

const ShipmentMessages = serverTexts({ en: shipmentMessagesEn, ar: shipmentMessagesAr });

export type StaffRole = Extract<Role, 'Admin' | 'Sales'>;

/** Sales staff fulfil what the shop accepted: Processing → Shipped → Delivered, nothing else. */
export const FULFILMENT_STATUSES = ['Shipped', 'Delivered'] as const satisfies readonly OrderStatus[];

export interface OrderStatusScope {
  readonly orders: OrderStore;
  /** Gives back what else an order that ended unfulfilled held; idempotent. */
  readonly orderEnded: OrderEndedListener;
  readonly audit: AuditWriter;
  readonly recipients: OrderRecipients;
  /** Written with the change: the customer's notice stands only if the change does. */
  readonly notices: PersonalNotifications;
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
  /** The parcel's courier and tracking number: required to ship, ignored otherwise. */
  readonly shipment?: ShipmentInput | null;
  /** The shop's public address, for the link to the order's page in the customer's e-mail. */
  readonly origin: string;
}

export interface OrderStatusChange {
  readonly id: number;
  readonly status: OrderStatus;
  readonly previousStatus: OrderStatus;
  /** False when the order already was in the asked status: nothing was done twice. */
  readonly changed: boolean;
  /** The order was cancelled after a successful card payment: the money must be refunded at the gateway. */
  readonly refundDue: boolean;
  /** The e-mail telling the customer, to send once the change is committed; null when nothing changed. */
  readonly mail: MailMessage | null;
}

export type ChangeOrderStatusError = {
  readonly code: 'order_not_found' | 'move_not_allowed' | 'payment_not_verified' | 'order_paid' | 'order_changed' | 'shipment_invalid';
  readonly message: ServerText;
};

/**
 * A back-office status change, along the order lifecycle only. Ending an order unfulfilled
 * (Cancelled, Failed) gives back its stock, promo use, training seats and AI subscriptions
 * exactly once, because the end is a conditional update that only one request can win; asking
 * for the status the order already has answers the same and changes nothing. Shipping needs the
 * courier and tracking number. Each change is in the order's timeline, and its customer is told
 * (a notice written with the change, an e-mail after it) once, by the request that made it.
 */
export class ChangeOrderStatus {
  private readonly transaction: OrderStatusTransaction;

  constructor(transaction: OrderStatusTransaction) {
    this.transaction = transaction;
  }

  execute(input: ChangeOrderStatusInput): Promise<Result<OrderStatusChange, ChangeOrderStatusError>> {
    return this.transaction.run({ actorUserId: input.staff.userId, at: input.now }, async ({ orders, orderEnded, audit, recipients, notices }) => {
      const order = await orders.find(input.orderId);
      if (!order) return fail({ code: 'order_not_found', message: AdminMessages.orderNotFound(input.orderId) });
      if (!isOrderStatus(order.status)) throw new Error(`Order ${order.id} has an unknown status: ${order.status}`);
      const from = order.status;
      const to = input.to;
      const unchanged: OrderStatusChange = { id: order.id, status: from, previousStatus: from, changed: false, refundDue: false, mail: null };
      if (from === to) return ok(unchanged);

      if (input.staff.role === 'Sales' && !(FULFILMENT_STATUSES as readonly OrderStatus[]).includes(to)) {
        return fail({ code: 'move_not_allowed', message: AdminMessages.salesMoveNotAllowed });
      }
      if (!canMoveOrder(from, to)) return fail({ code: 'move_not_allowed', message: AdminMessages.moveNotAllowed(order.id, from, to, nextOrderStatuses(from)) });

      let shipment: Shipment | undefined;
      if (to === 'Shipped') {
        const shipped = shipmentOf(input.shipment ?? { courier: '', trackingNumber: '' });
        if (!shipped.ok) return fail({ code: 'shipment_invalid', message: shipmentRefusal(shipped.error) });
        shipment = shipped.value;
      }

      const paid = await orders.hasSuccessfulPayment(order.id);
      // A card order store credit paid in full has no card payment to wait for.
      if (to === 'Processing' && order.paymentMethod === 'credit' && !paid && !coversTotal(order.total, order.storeCredit)) {
        return fail({ code: 'payment_not_verified', message: AdminMessages.cardOrderNotPaid(order.id) });
      }
      if (to === 'Failed' && paid) return fail({ code: 'order_paid', message: AdminMessages.paidOrderCannotFail(order.id) });

      const note = { actorUserId: input.staff.userId, ...(shipment ? { shipment } : {}) };
      if (releasesReservations(to)) {
        if (!(await orders.end(order.id, [from], to, input.now, note))) return fail({ code: 'order_changed', message: AdminMessages.orderChanged(order.id) });
        await orderEnded(order.id);
      } else {
        if (!(await orders.move(order.id, from, to, input.now, note))) return fail({ code: 'order_changed', message: AdminMessages.orderChanged(order.id) });
        if (to === 'Processing') await orders.markPromoUsed(order.id);
      }
      const refundDue = to === 'Cancelled' && paid;
      await audit({ action: 'status', entity: 'order', entityId: order.id, details: { from, to, ...(shipment ? { shipment } : {}), ...(refundDue ? { refund_due: true } : {}) } });
      const recipient = await recipients.recipientOf(order.id);
      let mail: MailMessage | null = null;
      if (recipient && to !== 'Pending') {
        const update = { orderId: order.id, status: to, shipment: shipment ?? null, refundDue };
        const notice = orderUpdateNotice(update, recipient);
        if (notice) await notices.add([notice], input.now);
        mail = orderUpdateMail(update, recipient, input.origin);
      }
      return ok({ id: order.id, status: to, previousStatus: from, changed: true, refundDue, mail });
    });
  }
}

/** Every problem with the shipment, in the reader's language, as one message. */
function shipmentRefusal(problems: readonly ShipmentProblem[]): ServerText {
  return (language) => problems.map((problem) => ShipmentMessages.problems[problem](language)).join(' ');
}
