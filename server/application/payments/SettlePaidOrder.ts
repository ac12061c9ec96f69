import { type OrderStatus, isOrderStatus } from '@tiara/domain/order-lifecycle';
import { orderConfirmationMail } from '../mail/MailTemplates';
import type { Mailer } from '../mail/Mailer';
import { type MailFailureLog, sendAfterCommit } from '../mail/sendAfterCommit';
import type { OrderStore } from '../orders/OrderStore';
import type { Subscriptions } from '../subscriptions/Subscriptions';
import type { ConfirmRegistrationsForOrder } from '../trainings/ConfirmRegistrationsForOrder';
import type { PaymentRecords } from './PaymentRecords';

/** Statuses of an order that was paid or accepted. */
const ACCEPTED: readonly OrderStatus[] = ['Processing', 'Shipped', 'Delivered'];

/** Told of each order the moment its payment settles it: once per order, whichever caller wins. */
export type PaymentConfirmed = (orderId: number) => void;

/**
 * Gives a card order what its verified payment bought (issue 5, point 4): the order moves from
 * Pending to Processing, its promo use is finalised, its AI subscriptions are activated and its
 * training seats confirmed, and the confirmation e-mail goes out. The callback, the browser's
 * confirmation calls and the sweep may all arrive at once or repeatedly: the move is one
 * conditional update, so exactly one of them wins it and sends the e-mail, and every other step
 * is idempotent and is repeated by each, so a crash halfway is completed by the next caller.
 * An order that ended unpaid before the payment arrived stays as it is (the shop is told).
 */
export class SettlePaidOrder {
  private readonly orders: OrderStore;
  private readonly records: PaymentRecords;
  private readonly subscriptions: Subscriptions;
  private readonly seats: ConfirmRegistrationsForOrder;
  private readonly mailer: Mailer;
  private readonly log: MailFailureLog;
  private readonly confirmed: PaymentConfirmed;

  constructor(
    orders: OrderStore,
    records: PaymentRecords,
    subscriptions: Subscriptions,
    seats: ConfirmRegistrationsForOrder,
    mailer: Mailer,
    log: MailFailureLog,
    confirmed: PaymentConfirmed,
  ) {
    this.orders = orders;
    this.records = records;
    this.subscriptions = subscriptions;
    this.seats = seats;
    this.mailer = mailer;
    this.log = log;
    this.confirmed = confirmed;
  }

  /** Call only for an order with a verified successful payment. Answers the order's status afterwards. */
  async execute(orderId: number, now: Date): Promise<OrderStatus | null> {
    const order = await this.orders.find(orderId);
    if (!order || !isOrderStatus(order.status)) return null;
    const movedNow = order.status === 'Pending' && (await this.orders.move(orderId, 'Pending', 'Processing', now));
    if (movedNow) this.confirmed(orderId);
    const current = movedNow ? 'Processing' : await this.statusOf(orderId);
    if (current === null || !ACCEPTED.includes(current)) return current;

    await this.orders.markPromoUsed(orderId);
    if (order.userId !== null) await this.subscriptions.activateForOrder(order.userId, orderId, now);
    await this.seats.execute(orderId);
    if (movedNow) {
      const confirmation = await this.records.confirmationOf(orderId);
      await sendAfterCommit(this.mailer, confirmation ? orderConfirmationMail(confirmation) : null, this.log);
    }
    return current;
  }

  private async statusOf(orderId: number): Promise<OrderStatus | null> {
    const order = await this.orders.find(orderId);
    return order && isOrderStatus(order.status) ? order.status : null;
  }
}
