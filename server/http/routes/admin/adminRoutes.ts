import type { ShopServices } from '../../../composition/composeShop';
import type { ZodApp } from '../../ServerContext';
import { adminAiRoutes } from './adminAiRoutes';
import { adminArabicRoutes } from './adminArabicRoutes';
import { adminCategoryRoutes } from './adminCategoryRoutes';
import { adminCreditNoteRoutes } from './adminCreditNoteRoutes';
import { adminDashboardRoutes } from './adminDashboardRoutes';
import { adminEventRoutes } from './adminEventRoutes';
import { adminImageRoutes } from './adminImageRoutes';
import { adminInvoiceRoutes } from './adminInvoiceRoutes';
import { adminJobRoutes } from './adminJobRoutes';
import { adminNotificationRoutes } from './adminNotificationRoutes';
import { adminOrderRefundRoutes } from './adminOrderRefundRoutes';
import { adminOrderRoutes } from './adminOrderRoutes';
import { adminPaymentRoutes } from './adminPaymentRoutes';
import { adminProductRoutes } from './adminProductRoutes';
import { adminPromoCodeRoutes } from './adminPromoCodeRoutes';
import { adminShopRoutes } from './adminShopRoutes';
import { adminTrainingRoutes } from './adminTrainingRoutes';
import { adminUserRoutes } from './adminUserRoutes';
import { requireStaff } from './staffAccess';
import { staffReturnRoutes } from './staffReturnRoutes';

/**
 * The back office, under /api/admin: every route needs an Admin token of an account that is still
 * an Admin, and every change it makes is written to the audit log in the change's own transaction.
 * (The contact messages are listed by the contact routes, at /api/admin/contact-messages.)
 */
export function adminRoutes(app: ZodApp, shop: ShopServices): void {
  app.register(
    async (admin: ZodApp) => {
      requireStaff(admin, shop.staff.members, ['Admin']);
      adminDashboardRoutes(admin, shop);
      adminCategoryRoutes(admin, shop);
      adminProductRoutes(admin, shop);
      adminImageRoutes(admin, shop);
      adminOrderRoutes(admin, shop);
      adminOrderRefundRoutes(admin, shop);
      adminUserRoutes(admin, shop);
      adminNotificationRoutes(admin, shop);
      adminPaymentRoutes(admin, shop);
      adminEventRoutes(admin, shop);
      adminTrainingRoutes(admin, shop);
      adminPromoCodeRoutes(admin, shop);
      adminAiRoutes(admin, shop);
      adminShopRoutes(admin, shop);
      adminInvoiceRoutes(admin, shop);
      adminCreditNoteRoutes(admin, shop);
      adminJobRoutes(admin, shop);
      adminArabicRoutes(admin, shop);
      staffReturnRoutes(admin, shop, 'admin');
    },
    { prefix: '/admin' },
  );
}
