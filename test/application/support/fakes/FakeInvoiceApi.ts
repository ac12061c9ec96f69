import type { InvoiceApi, InvoiceFile } from '../../../../src/application/orders/InvoiceApi';
import type { ApiResult } from '../../../../src/application/shared/ApiResult';
import { fail, ok } from '@tiara/domain/result';
import { FakeApi } from './FakeApi';
import { orderNotFound } from './FakeOrderApi';

/**
 * The invoices of the signed-in customer's orders in memory, by order id (`invoices`); any other
 * order is not found (a refusal such as `not_invoiceable` is a failure set for the call). The
 * orders asked about are kept.
 */
export class FakeInvoiceApi extends FakeApi implements InvoiceApi {
  readonly asked: number[] = [];
  readonly invoices = new Map<number, InvoiceFile>();

  invoice(orderId: number): Promise<ApiResult<InvoiceFile>> {
    this.asked.push(orderId);
    return this.respond('invoice', `invoice ${orderId}`, () => {
      const invoice = this.invoices.get(orderId);
      return invoice ? ok(invoice) : fail(orderNotFound(orderId));
    });
  }
}
