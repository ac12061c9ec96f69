import * as z from 'zod/mini';
import { CustomerRefundJson } from '../returnJson';
import { SearchQueryJson } from './listQueryJson';

/** The refunds list's filter: an order or credit note number or part of the customer's e-mail or name, a status, a method. */
export const RefundQueryJson = z.object({
  search: z.optional(SearchQueryJson),
  status: z.optional(CustomerRefundJson.shape.status),
  method: z.optional(CustomerRefundJson.shape.method),
});
export type RefundQueryJson = z.infer<typeof RefundQueryJson>;
