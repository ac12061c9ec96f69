import * as z from 'zod/mini';
import { ORDER_STATUSES } from '@tiara/domain/order-lifecycle';
import { SearchQueryJson } from './listQueryJson';

/*
 * What the staff send of orders: a move of status, and the orders lists' filter. Apart from the
 * answers: the back office only types what it sends, so these rules never reach the browser.
 */

/** The body of PUT …/orders/{id}/status: the status to move to and, for Shipped, the parcel. */
export const NewOrderStatusJson = z.object({
  status: z.enum(ORDER_STATUSES),
  courier: z.optional(z.string().check(z.maxLength(40))),
  tracking_number: z.optional(z.string().check(z.maxLength(100))),
  tracking_link: z.optional(z.nullable(z.string().check(z.maxLength(1000)))),
});
export type NewOrderStatusJson = z.infer<typeof NewOrderStatusJson>;

export const OrderQueryJson = z.object({ search: z.optional(SearchQueryJson), status: z.optional(z.enum(ORDER_STATUSES)) });
export type OrderQueryJson = z.infer<typeof OrderQueryJson>;
