import { z } from 'zod';
import { poundsFromPiasters } from '../../../src/domain/money';
import { OrderHistoryQueries } from '../../adapters/db/OrderHistoryQueries';
import { requireSelfOrAdmin } from '../authentication';
import { errorResponses, idParam } from '../schemas';
import type { ServerContext, ZodApp } from '../ServerContext';

const orderAsReadBack = z.object({
  id: z.number().int(),
  created_at: z.string(),
  total_amount: z.number().describe('EGP'),
  status: z.string(),
  payment_method: z.string(),
  order_items: z.array(z.object({ product_name: z.string(), quantity: z.number().int(), price: z.number().describe('EGP, per unit'), product_image: z.string() })),
});

export function orderRoutes(app: ZodApp, context: ServerContext): void {
  const orderHistory = new OrderHistoryQueries(context.db);

  app.get(
    '/order/user/:userId',
    {
      schema: {
        tags: ['orders'],
        summary: "The user's orders, newest first, with their items as bought",
        security: [{ bearer: [] }],
        params: z.object({ userId: idParam }),
        response: { 200: z.array(orderAsReadBack), ...errorResponses(400, 401, 403) },
      },
    },
    async (request) => {
      requireSelfOrAdmin(request, request.params.userId);
      const entries = await orderHistory.ordersOf(request.params.userId);
      return entries.map((entry) => ({
        id: entry.id,
        created_at: entry.createdAt.toISOString(),
        total_amount: poundsFromPiasters(entry.totalPiasters),
        status: entry.status,
        payment_method: entry.paymentMethod,
        order_items: entry.items.map((item) => ({
          product_name: item.productName,
          quantity: item.quantity,
          price: poundsFromPiasters(item.unitPricePiasters),
          product_image: item.productImage,
        })),
      }));
    },
  );
}
