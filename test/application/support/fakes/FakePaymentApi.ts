import type { PaymentApi } from '../../../../src/application/payments/PaymentApi';
import type { ApiResult } from '../../../../src/application/shared/ApiResult';
import type { PaymentIntentionPayload, PaymentOutcome } from '@tiara/domain/checkout';
import { parseOrderReference } from '@tiara/domain/order-reference';
import { fail, ok } from '@tiara/domain/result';
import { FakeApi } from './FakeApi';
import { orderNotFound } from './FakeOrderApi';

/** Where the sandbox gateway sends the browser to pay. */
export const sandboxCheckoutUrl = '/sandbox/unifiedcheckout/?publicKey=pk&clientSecret=cs';

/**
 * Card payments in memory: an intention opens the sandbox's checkout for its order (`checkouts`
 * holds the orders with one, which a test may seed); the status the browser reports back is taken
 * for those orders only. Intentions and reports are kept as sent.
 */
export class FakePaymentApi extends FakeApi implements PaymentApi {
  readonly intentions: PaymentIntentionPayload[] = [];
  readonly reports: [string, PaymentOutcome][] = [];
  readonly checkouts = new Set<number>();

  createIntention(payload: PaymentIntentionPayload): Promise<ApiResult<string>> {
    this.intentions.push(payload);
    return this.respond('createIntention', `intention ${payload.extras.tiara_order_id}`, () => {
      this.checkouts.add(payload.extras.tiara_order_id);
      return ok(sandboxCheckoutUrl);
    });
  }

  reportStatus(orderReference: string, outcome: PaymentOutcome): Promise<ApiResult<void>> {
    this.reports.push([orderReference, outcome]);
    return this.respond('reportStatus', `report ${orderReference} ${outcome}`, () => {
      const orderId = parseOrderReference(orderReference)?.orderId ?? 0;
      return this.checkouts.has(orderId) ? ok(undefined) : fail(orderNotFound(orderId));
    });
  }
}
