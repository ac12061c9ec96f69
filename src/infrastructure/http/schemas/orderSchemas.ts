import * as z from 'zod/mini';

/** SPEC §7 POST /api/order/create: status 201 and `orderid`. */
export const createdOrderSchema: z.ZodMiniType<number> = z.pipe(
  z.object({ orderid: z.int().check(z.positive()) }),
  z.transform((wire) => wire.orderid),
);
