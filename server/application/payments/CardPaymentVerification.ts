import type { OrderStatus } from '@tiara/domain/order-lifecycle';
import type { MailFailureLog } from '../mail/sendAfterCommit';
import type { OrderStore } from '../orders/OrderStore';
import type { CardPaymentCheck } from './CardPaymentCheck';
import type { PaymentGateway } from './PaymentGateway';
import type { PaymentRecords } from './PaymentRecords';
import type { RecordGatewayTransaction } from './RecordGatewayTransaction';
import type { SettlePaidOrder } from './SettlePaidOrder';

/**
 * Answers whether a card order is paid from what the gateway reported, and when nothing is
 * recorded yet asks the gateway (transaction inquiry) about the order's open attempts: the
 * browser may come back before the callback does, and the callback may never come. What the
 * inquiry learns is recorded like a callback, so both roads end in the same state.
 */
export class CardPaymentVerification implements CardPaymentCheck {
  private readonly orders: OrderStore;
  private readonly records: PaymentRecords;
  private readonly gateway: PaymentGateway;
  private readonly recordTransaction: RecordGatewayTransaction;
  private readonly settleOrder: SettlePaidOrder;
  private readonly log: MailFailureLog;

  constructor(
    orders: OrderStore,
    records: PaymentRecords,
    gateway: PaymentGateway,
    recordTransaction: RecordGatewayTransaction,
    settleOrder: SettlePaidOrder,
    log: MailFailureLog,
  ) {
    this.orders = orders;
    this.records = records;
    this.gateway = gateway;
    this.recordTransaction = recordTransaction;
    this.settleOrder = settleOrder;
    this.log = log;
  }

  async isPaid(orderId: number, now: Date): Promise<boolean> {
    if (await this.orders.hasSuccessfulPayment(orderId)) return true;
    // No early answer when nothing awaits a result: a concurrent callback may have recorded the
    // payment between the check above and this read, and the check below sees it.
    const awaiting = await this.records.gatewayOrdersAwaitingResult(orderId, this.gateway.name);
    for (const gatewayOrderId of awaiting) {
      const answer = await this.gateway.inquire(gatewayOrderId);
      if (!answer.ok) {
        this.log.warn({ orderId, gatewayOrderId, err: answer.error.message }, 'the payment gateway could not be asked about a payment');
        continue;
      }
      if (answer.value) await this.recordTransaction.execute(answer.value, now);
    }
    return this.orders.hasSuccessfulPayment(orderId);
  }

  settle(orderId: number, now: Date): Promise<OrderStatus | null> {
    return this.settleOrder.execute(orderId, now);
  }
}
