import type { ServerContext } from '../http/ServerContext';
import { addressServices } from './addressServices';

/**
 * The composition root of the server's use cases: every adapter and use case is built here, once
 * per app, and each route module is handed the services of its area (`ShopServices`). Route
 * modules build nothing themselves; use cases see their ports, never an adapter.
 */
export function composeShop(context: ServerContext) {
  return {
    now: context.now,
    settings: context.settings,
    addresses: addressServices(context),
  };
}

export type ShopServices = ReturnType<typeof composeShop>;
