import * as z from 'zod/mini';
import { CreatedOrderJson } from '@tiara/contract/orderJson';

/** SPEC §7 POST /api/order/create: status 201 and `orderid`. */
export const createdOrderSchema: z.ZodMiniType<number> = z.pipe(
  CreatedOrderJson,
  z.transform((wire) => wire.orderid),
);
