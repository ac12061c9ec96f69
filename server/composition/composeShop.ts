import { PostgresIdempotencyKeys } from '../adapters/db/PostgresIdempotencyKeys';
import { PostgresRateLimitCounters } from '../adapters/db/PostgresRateLimitCounters';
import type { MailFailureLog } from '../application/mail/sendAfterCommit';
import type { ServerContext } from '../http/ServerContext';
import { accountServices } from './accountServices';
import { addressServices } from './addressServices';
import { aiServices } from './aiServices';
import { backOfficeServices } from './backOfficeServices';
import { catalogServices } from './catalogServices';
import { contactServices } from './contactServices';
import { creditNoteServices } from './creditNoteServices';
import { eventServices } from './eventServices';
import { managementServices } from './managementServices';
import { notificationServices } from './notificationServices';
import { orderServices } from './orderServices';
import { paymentServices } from './paymentServices';
import { promoServices } from './promoServices';
import { refundServices } from './refundServices';
import { returnServices } from './returnServices';
import { scanServices } from './scanServices';
import { shippingServices } from './shippingServices';
import { staffServices } from './staffServices';
import { stockAlertServices } from './stockAlertServices';
import { storeCreditServices } from './storeCreditServices';
import { trainingServices } from './trainingServices';
import { uploadedImageServices } from './uploadedImageServices';

/**
 * The composition root of the server's use cases: every adapter and use case is built here, once
 * per app, and each route module is handed the services of its area (`ShopServices`). Route
 * modules build nothing themselves; use cases see their ports, never an adapter.
 */
export function composeShop(context: ServerContext, log: MailFailureLog) {
  const creditNotes = creditNoteServices(context);
  const refunds = refundServices(context, log, creditNotes.issuer);
  const payments = paymentServices(context, log, refunds.recordGatewayRefund);
  return {
    now: context.now,
    settings: context.settings,
    mailer: context.mailer,
    metrics: context.metrics,
    /** The rate limits' counters, in the database every server shares. */
    rateLimitCounters: new PostgresRateLimitCounters(context.db),
    /** The Idempotency-Keys of keyed writes and their first answers, in the database every server shares. */
    idempotencyKeys: new PostgresIdempotencyKeys(context.db),
    accounts: accountServices(context),
    addresses: addressServices(context),
    payments,
    catalog: catalogServices(context),
    shipping: shippingServices(context),
    promo: promoServices(context),
    orders: orderServices(context, payments),
    stockAlerts: stockAlertServices(context),
    storeCredit: storeCreditServices(context),
    uploadedImages: uploadedImageServices(context),
    ai: aiServices(context),
    scans: scanServices(context),
    management: managementServices(context),
    events: eventServices(context),
    contact: contactServices(context),
    notifications: notificationServices(context),
    trainings: trainingServices(context),
    staff: staffServices(context),
    backOffice: backOfficeServices(context),
    creditNotes,
    refunds,
    returns: returnServices(context, refunds.refunder),
  };
}

export type ShopServices = ReturnType<typeof composeShop>;
