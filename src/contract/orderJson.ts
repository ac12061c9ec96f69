import * as z from 'zod/mini';

/** SPEC §7: POST /api/order/create answers 201 and the new order's id. */
export const CreatedOrderJson = z.object({ orderid: z.int().check(z.positive()) });
export type CreatedOrderJson = z.infer<typeof CreatedOrderJson>;

/** POST /api/order/confirmOrder/{orderId}/{status}: the order and the status it has now. */
export const ConfirmedOrderJson = z.object({ id: z.int(), status: z.string() });
export type ConfirmedOrderJson = z.infer<typeof ConfirmedOrderJson>;
