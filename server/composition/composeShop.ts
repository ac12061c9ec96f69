import type { MailFailureLog } from '../application/mail/sendAfterCommit';
import type { ServerContext } from '../http/ServerContext';
import { addressServices } from './addressServices';
import { backOfficeServices } from './backOfficeServices';
import { catalogServices } from './catalogServices';
import { orderServices } from './orderServices';
import { paymentServices } from './paymentServices';
import { promoServices } from './promoServices';
import { shippingServices } from './shippingServices';
import { staffServices } from './staffServices';
import { stockAlertServices } from './stockAlertServices';
import { uploadedImageServices } from './uploadedImageServices';

/**
 * The composition root of the server's use cases: every adapter and use case is built here, once
 * per app, and each route module is handed the services of its area (`ShopServices`). Route
 * modules build nothing themselves; use cases see their ports, never an adapter.
 */
export function composeShop(context: ServerContext, log: MailFailureLog) {
  const payments = paymentServices(context, log);
  return {
    now: context.now,
    settings: context.settings,
    mailer: context.mailer,
    metrics: context.metrics,
    addresses: addressServices(context),
    payments,
    catalog: catalogServices(context),
    shipping: shippingServices(context),
    promo: promoServices(context),
    orders: orderServices(context, payments),
    stockAlerts: stockAlertServices(context),
    uploadedImages: uploadedImageServices(context),
    staff: staffServices(context),
    backOffice: backOfficeServices(context),
  };
}

export type ShopServices = ReturnType<typeof composeShop>;
