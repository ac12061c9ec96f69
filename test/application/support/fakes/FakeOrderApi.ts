import type { OrderApi } from '../../../../src/application/orders/OrderApi';
import type { ApiResult } from '../../../../src/application/shared/ApiResult';
import type { OrderPayload, PaymentOutcome } from '@tiara/domain/checkout';
import { piastersFromPounds } from '@tiara/domain/money';
import { parseOrderReference } from '@tiara/domain/order-reference';
import { fail, ok } from '@tiara/domain/result';
import { canSpend, ledgerBalance } from '@tiara/domain/store-credit';
import { serverOrderMessagesEn } from '../../../../src/locales/server/en/serverOrderMessagesEn';
import { serverStoreCreditMessagesEn } from '../../../../src/locales/server/en/serverStoreCreditMessagesEn';
import { FakeApi, refusal } from './FakeApi';
import type { FakeStoreCreditApi } from './FakeStoreCreditApi';

export type FakeOrderStatus = 'Pending' | 'Processing' | 'Failed';

export const orderNotFound = (orderId: number) => refusal(404, 'order_not_found', serverOrderMessagesEn.orderNotFound(orderId));

/**
 * Orders in memory: each one created gets the next id (41 first) and waits, Pending, until it is
 * confirmed (Processing) or failed. `placed` holds their statuses, which a test may seed for an
 * order placed earlier; the bodies created and the confirmations are kept as sent. Store credit
 * an order uses is spent from the signed-in customer's `ledger` (none: nothing to spend), never
 * beyond its balance, as the shop's rule says.
 */
export class FakeOrderApi extends FakeApi implements OrderApi {
  readonly created: OrderPayload[] = [];
  readonly confirmations: [string, PaymentOutcome][] = [];
  readonly placed = new Map<number, FakeOrderStatus>();
  nextId = 41;
  ledger: FakeStoreCreditApi | null = null;

  create(payload: OrderPayload): Promise<ApiResult<number>> {
    this.created.push(payload);
    return this.respond('create', 'create', () => {
      if (payload.order_items.length === 0) return fail(refusal(400, 'invalid_body', 'order_items: An order needs at least one item'));
      const storeCredit = piastersFromPounds(payload.store_credit ?? 0);
      if (storeCredit > 0 && payload.user_id === 0) return fail(refusal(401, 'sign_in_required', serverStoreCreditMessagesEn.signInRequired));
      const balance = ledgerBalance(this.ledger?.entries ?? []);
      if (!canSpend(balance, storeCredit)) return fail(refusal(409, 'store_credit_rejected', serverStoreCreditMessagesEn.balanceShort(balance, storeCredit)));
      const orderId = this.nextId++;
      this.placed.set(orderId, 'Pending');
      if (storeCredit > 0) this.ledger?.append({ kind: 'spent', amount: -storeCredit, orderId });
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
