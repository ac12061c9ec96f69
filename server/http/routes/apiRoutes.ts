import type { ShopServices } from '../../composition/composeShop';
import type { ZodApp } from '../ServerContext';
import { addressRoutes } from './addressRoutes';
import { adminRoutes } from './admin/adminRoutes';
import { aiRoutes } from './aiRoutes';
import { cartRoutes } from './cartRoutes';
import { catalogRoutes } from './catalogRoutes';
import { suggestionRoutes } from './suggestionRoutes';
import { contactRoutes } from './contactRoutes';
import { eventRoutes } from './eventRoutes';
import { invoiceRoutes } from './invoiceRoutes';
import { managementRoutes } from './managementRoutes';
import { notificationRoutes } from './notificationRoutes';
import { orderRoutes } from './orderRoutes';
import { paymentRoutes } from './paymentRoutes';
import { promoRoutes } from './promoRoutes';
import { salesRoutes } from './salesRoutes';
import { scanRoutes } from './scanRoutes';
import { scanUploadRoutes } from './scanUploadRoutes';
import { shippingRoutes } from './shippingRoutes';
import { stockAlertRoutes } from './stockAlertRoutes';
import { trainingRoutes } from './trainingRoutes';
import { userRoutes } from './userRoutes';

/** Every route of the contract, under /api. */
export function apiRoutes(app: ZodApp, shop: ShopServices): void {
  userRoutes(app, shop);
  managementRoutes(app, shop);
  catalogRoutes(app, shop);
  suggestionRoutes(app, shop);
  shippingRoutes(app, shop);
  promoRoutes(app, shop);
  aiRoutes(app, shop);
  notificationRoutes(app, shop);
  trainingRoutes(app, shop);
  eventRoutes(app, shop);
  orderRoutes(app, shop);
  cartRoutes(app, shop);
  invoiceRoutes(app, shop);
  paymentRoutes(app, shop);
  scanRoutes(app, shop);
  scanUploadRoutes(app, shop);
  contactRoutes(app, shop);
  addressRoutes(app, shop);
  stockAlertRoutes(app, shop);
  adminRoutes(app, shop);
  salesRoutes(app, shop);
}
