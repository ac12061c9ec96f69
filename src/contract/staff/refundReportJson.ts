import * as z from 'zod/mini';
import { StaffRefundJson } from './returnJson';
import { withFields } from '../withFields';

/** A refund of GET /api/admin/refunds: beside what staff see of it on a return, its order's customer. */
export const AdminRefundJson = withFields(StaffRefundJson, {
  customer: z.object({ name: z.string(), email: z.string() }),
});
export type AdminRefundJson = z.infer<typeof AdminRefundJson>;

/**
 * GET /api/admin/store-credit: the customers' store credit (pounds), from the ledger: credit given
 * by refunds, spent on orders, given back when such an order ended unfulfilled, and what is still
 * owed (given + given back − spent), with how many customers hold some.
 */
export const StoreCreditReportJson = z.object({
  issued: z.number(),
  spent: z.number(),
  restored: z.number(),
  outstanding: z.number(),
  customers_with_balance: z.int(),
});
export type StoreCreditReportJson = z.infer<typeof StoreCreditReportJson>;
