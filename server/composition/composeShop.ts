import type { MailFailureLog } from '../application/mail/sendAfterCommit';
import type { ServerContext } from '../http/ServerContext';
import { addressServices } from './addressServices';
import { paymentServices } from './paymentServices';

/**
 * The composition root of the server's use cases: every adapter and use case is built here, once
 * per app, and each route module is handed the services of its area (`ShopServices`). Route
 * modules build nothing themselves; use cases see their ports, never an adapter.
 */
export function composeShop(context: ServerContext, log: MailFailureLog) {
  return {
    now: context.now,
    settings: context.settings,
    addresses: addressServices(context),
    payments: paymentServices(context, log),
  };
}

export type ShopServices = ReturnType<typeof composeShop>;
