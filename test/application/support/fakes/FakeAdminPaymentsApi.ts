import type { AdminPage } from '../../../../src/application/admin/AdminPage';
import type { AdminPayment, AdminPaymentsApi, PaymentFilter } from '../../../../src/application/admin/payments/AdminPaymentsApi';
import type { ApiResult } from '../../../../src/application/shared/ApiResult';
import { fail, ok } from '@tiara/domain/result';
import { serverAdminMessagesEn } from '../../../../src/locales/server/en/serverAdminMessagesEn';
import { FakeApi, refusal } from './FakeApi';
import { matchesSearch } from './matchesSearch';
import { pageOf } from './pageOf';

/** The paymob payment `id` of 955 EGP for order 100 + `id`, still pending at the gateway, made on 20 Nov 2026, unless `fields` say otherwise. */
export function cardPayment(id: number, fields: Partial<AdminPayment> = {}): AdminPayment {
  return {
    id,
    orderId: 100 + id,
    gateway: 'paymob',
    transactionId: null,
    gatewayOrderId: `gw-${id}`,
    status: 'Pending',
    amount: 95_500,
    currency: 'EGP',
    cardBrand: null,
    cardLastFour: null,
    createdAt: new Date('2026-11-20T10:00:00Z'),
    updatedAt: new Date('2026-11-20T10:00:00Z'),
    order: { status: 'Pending', total: 95_500, paymentMethod: 'credit' },
    customer: { name: 'Mona Hassan', email: 'mona@clinic.example' },
    ...fields,
  };
}

/** A search the staff API reads as a payment or order number: digits, maybe after a #. */
const NUMBER_SEARCH = /^#?\d{1,9}$/;

/**
 * The shop's card payments as the gateway reported them (`payments`), read-only as the back
 * office reads them: listed newest first, filtered by status and searched by a payment or order
 * number, the gateway's ids or the customer's e-mail or name. The filters asked for are kept as sent.
 */
export class FakeAdminPaymentsApi extends FakeApi implements AdminPaymentsApi {
  readonly filters: PaymentFilter[] = [];
  payments: AdminPayment[] = [];

  list(filter: PaymentFilter): Promise<ApiResult<AdminPage<AdminPayment>>> {
    this.filters.push(filter);
    return this.respond('list', 'list', () => {
      const rows = this.payments
        .filter((payment) => (filter.status === undefined || payment.status === filter.status) && searched(filter.search, payment))
        .sort((a, b) => b.createdAt.getTime() - a.createdAt.getTime() || b.id - a.id);
      return ok(pageOf(rows, filter));
    });
  }

  payment(id: number): Promise<ApiResult<AdminPayment>> {
    return this.respond('payment', `payment ${id}`, () => {
      const payment = this.payments.find((candidate) => candidate.id === id);
      return payment ? ok(payment) : fail(refusal(404, 'payment_not_found', serverAdminMessagesEn.paymentNotFound(id)));
    });
  }
}

function searched(search: string | undefined, payment: AdminPayment): boolean {
  const wanted = search?.trim() ?? '';
  const number = NUMBER_SEARCH.test(wanted) ? Number(wanted.replace('#', '')) : null;
  return (number !== null && (payment.id === number || payment.orderId === number)) || matchesSearch(wanted, payment.transactionId, payment.gatewayOrderId, payment.customer.email, payment.customer.name);
}
