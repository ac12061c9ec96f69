import type { ServerContext, ZodApp } from '../../ServerContext';
import { adminAiRoutes } from './adminAiRoutes';
import { adminCategoryRoutes } from './adminCategoryRoutes';
import { adminDashboardRoutes } from './adminDashboardRoutes';
import { adminEventRoutes } from './adminEventRoutes';
import { adminImageRoutes } from './adminImageRoutes';
import { adminInvoiceRoutes } from './adminInvoiceRoutes';
import { adminJobRoutes } from './adminJobRoutes';
import { adminNotificationRoutes } from './adminNotificationRoutes';
import { adminOrderRoutes } from './adminOrderRoutes';
import { adminPaymentRoutes } from './adminPaymentRoutes';
import { adminProductRoutes } from './adminProductRoutes';
import { adminPromoCodeRoutes } from './adminPromoCodeRoutes';
import { adminShopRoutes } from './adminShopRoutes';
import { adminTrainingRoutes } from './adminTrainingRoutes';
import { adminUserRoutes } from './adminUserRoutes';
import { requireStaff } from './staffAccess';

/**
 * The back office, under /api/admin: every route needs an Admin token of an account that is still
 * an Admin, and every change it makes is written to the audit log in the change's own transaction.
 * (The contact messages are listed by the contact routes, at /api/admin/contact-messages.)
 */
export function adminRoutes(app: ZodApp, context: ServerContext): void {
  app.register(
    async (admin: ZodApp) => {
      requireStaff(admin, context, ['Admin']);
      adminDashboardRoutes(admin, context);
      adminCategoryRoutes(admin, context);
      adminProductRoutes(admin, context);
      adminImageRoutes(admin, context);
      adminOrderRoutes(admin, context);
      adminUserRoutes(admin, context);
      adminNotificationRoutes(admin, context);
      adminPaymentRoutes(admin, context);
      adminEventRoutes(admin, context);
      adminTrainingRoutes(admin, context);
      adminPromoCodeRoutes(admin, context);
      adminAiRoutes(admin, context);
      adminShopRoutes(admin, context);
      adminInvoiceRoutes(admin, context);
      adminJobRoutes(admin, context);
    },
    { prefix: '/admin' },
  );
}
