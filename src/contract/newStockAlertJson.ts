import * as z from 'zod/mini';
import { IdJson } from './boundsJson';

/** The body of POST /api/stock-alerts: the product or variant to wait for, and a visitor's address. */
export const NewStockAlertJson = z.object({
  product_id: IdJson,
  variant_id: z.nullish(IdJson),
  // The address's shape is the domain's rule, answered with its own texts; the wire only bounds its size.
  email: z.nullish(z.string().check(z.maxLength(320))),
});
export type NewStockAlertJson = z.input<typeof NewStockAlertJson>;
