import * as z from 'zod/mini';
import { CancelledStockAlertJson, StockAlertSubscriptionJson, WaitingStockAlertJson } from '@tiara/contract/stockAlertJson';
import type { StockAlertSubscription, WaitingStockAlert } from '../../../application/stock-alerts/StockAlertApi';

/** POST /api/stock-alerts: 201 for a new alert, 200 (`created` false) for one already waiting. */
export const subscriptionSchema: z.ZodMiniType<StockAlertSubscription> = z.pipe(
  StockAlertSubscriptionJson,
  z.transform((wire) => ({ id: wire.id, message: wire.message, alreadyWaiting: !wire.created })),
);

/** GET /api/stock-alerts/mine; an alert without a readable date makes the answer unreadable. */
export const waitingAlertsSchema: z.ZodMiniType<WaitingStockAlert[]> = z.array(
  z.pipe(
    WaitingStockAlertJson,
    z.transform((wire, context) => {
      const createdAt = new Date(wire.created_at);
      if (Number.isNaN(createdAt.getTime())) {
        context.issues.push({ code: 'custom', message: 'created_at is not a date', input: wire.created_at });
        return z.NEVER;
      }
      return { id: wire.id, productId: wire.product_id, variantId: wire.variant_id, productName: wire.product_name, variantLabel: wire.variant_label, createdAt };
    }),
  ),
);

/** DELETE /api/stock-alerts/{id} answers `{ id, cancelled: true }`. */
export const cancelledSchema = z.pipe(
  CancelledStockAlertJson,
  z.transform((): void => undefined),
);
