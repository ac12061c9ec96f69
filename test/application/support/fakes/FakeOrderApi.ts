import type { OrderApi } from '../../../../src/application/orders/OrderApi';
import type { ApiResult } from '../../../../src/application/shared/ApiResult';
import type { OrderPayload, PaymentOutcome } from '@tiara/domain/checkout';
import { parseOrderReference } from '@tiara/domain/order-reference';
import { fail, ok } from '@tiara/domain/result';
import { serverOrderMessagesEn } from '../../../../src/locales/server/en/serverOrderMessagesEn';
import { FakeApi, refusal } from './FakeApi';

export type FakeOrderStatus = 'Pending' | 'Processing' | 'Failed';

export const orderNotFound = (orderId: number) => refusal(404, 'order_not_found', serverOrderMessagesEn.orderNotFound(orderId));

/**
 * Orders in memory: each one created gets the next id (41 first) and waits, Pending, until it is
 * confirmed (Processing) or failed. `placed` holds their statuses, which a test may seed for an
 * order placed earlier; the bodies created and the confirmations are kept as sent.
 */
export class FakeOrderApi extends FakeApi implements OrderApi {
  readonly created: OrderPayload[] = [];
  readonly confirmations: [string, PaymentOutcome][] = [];
  readonly placed = new Map<number, FakeOrderStatus>();
  nextId = 41;

  create(payload: OrderPayload): Promise<ApiResult<number>> {
    this.created.push(payload);
    return this.respond('create', 'create', () => {
      if (payload.order_items.length === 0) return fail(refusal(400, 'invalid_body', 'order_items: An order needs at least one item'));
      const orderId = this.nextId++;
      this.placed.set(orderId, 'Pending');
      return ok(orderId);
    });
  }

  confirm(orderReference: string, outcome: PaymentOutcome): Promise<ApiResult<void>> {
    this.confirmations.push([orderReference, outcome]);
    return this.respond('confirm', `confirm ${orderReference} ${outcome}`, () => {
      const orderId = parseOrderReference(orderReference)?.orderId;
      if (orderId === undefined || !this.placed.has(orderId)) return fail(orderNotFound(orderId ?? 0));
      this.placed.set(orderId, outcome === 'Success' ? 'Processing' : 'Failed');
      return ok(undefined);
    });
  }
}
