import * as z from 'zod/mini';
import { AdminRefundJson, StoreCreditReportJson } from '@tiara/contract/staff/refundReportJson';
import { RefundQueryJson } from '@tiara/contract/staff/refundReportRequestJson';
import { poundsFromPiasters } from '@tiara/domain/money';
import type { AdminRefund } from '@tiara/domain/returns';
import type { StoreCreditTotals } from '../../../adapters/db/admin/AdminRefundQueries';
import { documented } from '../../documented';
import { iso, isoOrNull } from './adminSchemas';

/** Refunds and store credit as the back office's payments screen shows them (src/contract/staff/refundReportJson.ts). */

export const adminRefundJson = documented(AdminRefundJson, {
  amount: 'EGP',
  status: 'A card refund is Pending until the gateway confirms it; only a Confirmed refund counts as money given back',
  attempts: 'How many times the gateway was asked',
  created_by: 'The staff member who asked for it',
  credit_note_number: 'The credit note issued for it (a confirmed refund of an invoiceable order); null until then',
  credit_note_id: 'Its PDF is GET /api/credit-notes/{id}/pdf',
});

export function adminRefundToJson(refund: AdminRefund): AdminRefundJson {
  return {
    id: refund.id,
    order_id: refund.orderId,
    return_id: refund.returnId,
    method: refund.method,
    amount: poundsFromPiasters(refund.amount),
    status: refund.status,
    attempts: refund.attempts,
    last_error: refund.lastError,
    note: refund.note,
    created_by: refund.createdBy,
    created_at: iso(refund.createdAt),
    confirmed_at: isoOrNull(refund.confirmedAt),
    credit_note_number: refund.creditNote?.number ?? null,
    credit_note_id: refund.creditNote?.id ?? null,
    customer: refund.customer,
  };
}

export const refundQuery = () => documented(RefundQueryJson, { search: "An order or credit note number, or part of the customer's e-mail or name" }).shape;

export const storeCreditReportJson = documented(StoreCreditReportJson, {
  issued: 'EGP given as store credit by refunds',
  spent: 'EGP of store credit spent on orders',
  restored: 'EGP given back when an order that spent credit ended unfulfilled',
  outstanding: 'EGP the customers still hold: issued + restored − spent',
  customers_with_balance: 'Customers holding some store credit',
}) satisfies z.ZodMiniType<StoreCreditReportJson>;

export function storeCreditReportToJson(totals: StoreCreditTotals): StoreCreditReportJson {
  return {
    issued: poundsFromPiasters(totals.issued),
    spent: poundsFromPiasters(totals.spent),
    restored: poundsFromPiasters(totals.restored),
    outstanding: poundsFromPiasters(totals.outstanding),
    customers_with_balance: totals.customersWithBalance,
  };
}
