import * as z from 'zod/mini';
import { PAYMENT_STATUSES } from '@tiara/domain/card-payment';
import { SearchQueryJson, WholeNumberQueryJson } from './listQueryJson';

/*
 * The payments list's filter. Apart from the answers: the back office only types what it sends, so
 * these rules never reach the browser.
 */

export const PaymentQueryJson = z.object({
  search: z.optional(SearchQueryJson),
  status: z.optional(z.enum(PAYMENT_STATUSES)),
  order_id: z.optional(WholeNumberQueryJson),
});
export type PaymentQueryJson = z.infer<typeof PaymentQueryJson>;
