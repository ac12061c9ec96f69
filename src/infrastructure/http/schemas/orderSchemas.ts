import * as z from 'zod/mini';

/** SPEC §7 POST /api/order/create: status 201 and `orderid`. */
export const createdOrderSchema: z.ZodMiniType<number> = z.pipe(
  z.object({ orderid: z.int().check(z.positive()) }),
  z.transform((wire) => wire.orderid),
);

/** A call whose answer SPEC §7 does not show: any body is accepted, only the status counts. */
export const ignoredBodySchema: z.ZodMiniType<void> = z.pipe(
  z.unknown(),
  z.transform((): void => undefined),
);
