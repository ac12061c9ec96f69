import type { Role } from '@tiara/domain/access';
import { type OrderStatus, isOrderStatus } from '@tiara/domain/order-lifecycle';
import { type Result, fail, ok } from '@tiara/domain/result';
import { OrderMessages } from './OrderMessages';
import type { OrderStore, PromoUse } from './OrderStore';
import type { ServerText } from '../texts/ServerText';

export interface RecordPromoUseInput {
  readonly orderId: number;
  readonly promoCodeId: number;
  readonly caller: { readonly userId: number; readonly role: Role };
}

export type RecordPromoUseError = { readonly code: 'order_not_found' | 'promo_use_not_found'; readonly message: ServerText };

const PAID_OR_ACCEPTED: readonly OrderStatus[] = ['Processing', 'Shipped', 'Delivered'];

/**
 * SPEC §7 createUserUsage, which the browser posts after payment. The use was already counted
 * when the order was placed, so this only marks it used once the order is paid or accepted; it
 * never counts it again, however often it is called.
 */
export class RecordPromoUse {
  private readonly store: OrderStore;

  constructor(store: OrderStore) {
    this.store = store;
  }

  async execute(input: RecordPromoUseInput): Promise<Result<{ orderId: number } & PromoUse, RecordPromoUseError>> {
    const order = await this.store.find(input.orderId);
    // Another customer's order is answered as one that does not exist: its id tells nobody it is there.
    if (!order || (order.userId !== input.caller.userId && input.caller.role !== 'Admin')) return fail({ code: 'order_not_found', message: OrderMessages.orderNotFound(input.orderId) });
    const use = await this.store.promoUseOf(order.id);
    if (!use || use.promoCodeId !== input.promoCodeId) return fail({ code: 'promo_use_not_found', message: OrderMessages.promoUseNotFound(order.id) });
    if (use.status === 'Reserved' && isOrderStatus(order.status) && PAID_OR_ACCEPTED.includes(order.status)) {
      await this.store.markPromoUsed(order.id);
      const marked = await this.store.promoUseOf(order.id);
      return ok({ orderId: order.id, ...(marked ?? use) });
    }
    return ok({ orderId: order.id, ...use });
  }
}
