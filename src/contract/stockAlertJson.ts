import * as z from 'zod/mini';
import { withFields } from './withFields';

/** A waiting alert; no variant: the product, whichever variant comes back. */
export const StockAlertJson = z.object({
  id: z.int().check(z.positive()),
  product_id: z.int().check(z.positive()),
  variant_id: z.nullable(z.int().check(z.positive())),
  created_at: z.string(),
});
export type StockAlertJson = z.infer<typeof StockAlertJson>;

/** What POST /api/stock-alerts answers: the alert, whether it is new, and the confirmation to show. */
export const StockAlertSubscriptionJson = withFields(StockAlertJson, { created: z.boolean(), message: z.string() });
export type StockAlertSubscriptionJson = z.infer<typeof StockAlertSubscriptionJson>;

/** One of GET /api/stock-alerts/mine: the alert with the product's name and the variant waited for, as the reader reads them. */
export const WaitingStockAlertJson = withFields(StockAlertJson, { product_name: z.string(), variant_label: z.nullable(z.string()) });
export type WaitingStockAlertJson = z.infer<typeof WaitingStockAlertJson>;

/** What DELETE /api/stock-alerts/{id} answers. */
export const CancelledStockAlertJson = z.object({ id: z.int().check(z.positive()), cancelled: z.literal(true) });
export type CancelledStockAlertJson = z.infer<typeof CancelledStockAlertJson>;
