import type { PaymentRecords } from './PaymentRecords';
import type { SettlePaidOrder } from './SettlePaidOrder';

/**
 * Settles the card orders whose successful payment is recorded but which are still Pending: a
 * crash came between the two steps. Run beside the expiry sweeps; safe on several servers at once.
 */
export class SettlePaidOrders {
  private readonly records: PaymentRecords;
  private readonly settle: SettlePaidOrder;

  constructor(records: PaymentRecords, settle: SettlePaidOrder) {
    this.records = records;
    this.settle = settle;
  }

  /** The number of orders this run settled. */
  async execute(now: Date): Promise<number> {
    let settled = 0;
    for (const orderId of await this.records.paidOrdersAwaitingSettlement()) {
      if ((await this.settle.execute(orderId, now)) === 'Processing') settled += 1;
    }
    return settled;
  }
}
