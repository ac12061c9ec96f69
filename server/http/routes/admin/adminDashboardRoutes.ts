import type { ShopServices } from '../../../composition/composeShop';
import { errorResponses } from '../../schemas';
import type { ZodApp } from '../../ServerContext';
import { dashboardJson, dashboardToJson } from './dashboardJson';

const RECENT = 5;

export function adminDashboardRoutes(app: ZodApp, { backOffice, staff, now }: ShopServices): void {
  const { dashboard, payments } = backOffice;

  app.get(
    '/dashboard',
    {
      schema: {
        tags: ['admin'],
        summary: 'Shop totals, month-over-month growth, refunds and store credit, six months of revenue before and after refunds, and the latest orders and payments (Admin)',
        description:
          'Months are calendar months in Cairo. Revenue counts only payments the gateway confirmed, before refunds; net revenue is revenue less the card refunds the gateway confirmed. ' +
          'Refunds of every method count once confirmed, in the month of their confirmation; pending ones are counted apart.',
        security: [{ bearer: [] }],
        response: { 200: dashboardJson, ...errorResponses(401, 403) },
      },
    },
    async () => {
      const generatedAt = now();
      const latest = { limit: RECENT, offset: 0 };
      const [totals, months, ordersByStatus, recentOrders, recentPayments] = await Promise.all([
        dashboard.totals(),
        dashboard.months(generatedAt),
        dashboard.ordersByStatus(),
        staff.orders.list({}, latest),
        payments.list({}, latest),
      ]);
      return dashboardToJson({ generatedAt, totals, months, ordersByStatus, recentOrders: recentOrders.items, recentPayments: recentPayments.items });
    },
  );
}
