import * as z from 'zod/mini';
import { AdminPaymentJson, GatewayPaymentJson, PaymentOrderJson } from '@tiara/contract/staff/paymentJson';
import { PaymentQueryJson } from '@tiara/contract/staff/paymentRequestJson';
import type { GatewayPayment } from '@tiara/domain/card-payment';
import { poundsFromPiasters } from '@tiara/domain/money';
import type { AdminPayment } from '../../../adapters/db/admin/AdminPaymentQueries';
import { documented } from '../../documented';
import { idQuery, iso, readAs } from './adminSchemas';

/** A gateway payment as the back office shows it, in an order's detail and in the payments list (src/contract/staff/paymentJson.ts). */

export const paymentJson = documented(GatewayPaymentJson, { amount: 'EGP' });

export function paymentToJson(payment: GatewayPayment): GatewayPaymentJson {
  return {
    id: payment.id,
    gateway: payment.gateway,
    transaction_id: payment.transactionId,
    gateway_order_id: payment.gatewayOrderId,
    status: payment.status,
    amount: poundsFromPiasters(payment.amount),
    currency: payment.currency,
    card_brand: payment.cardBrand,
    card_last_four: payment.cardLastFour,
    created_at: iso(payment.createdAt),
  };
}

export const adminPaymentJson = documented(z.extend(AdminPaymentJson, { order: documented(PaymentOrderJson, { total_amount: 'EGP' }) }), { amount: 'EGP' });

export function adminPaymentToJson(payment: AdminPayment): AdminPaymentJson {
  return {
    ...paymentToJson(payment),
    order_id: payment.orderId,
    updated_at: iso(payment.updatedAt),
    order: { status: payment.orderStatus, total_amount: poundsFromPiasters(payment.orderTotal), payment_method: payment.paymentMethod },
    customer: { name: payment.customerName, email: payment.customerEmail },
  };
}

export const paymentQuery = () =>
  readAs(documented(PaymentQueryJson, { search: "A payment or order number, a gateway id, or part of the customer's e-mail or name" }), { order_id: idQuery(PaymentQueryJson.shape.order_id) }).shape;
