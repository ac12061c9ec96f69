import type { FastifyRequest } from 'fastify';
import type { BackInStock } from '../composition/backInStock';
import type { ShopServices } from '../composition/composeShop';
import { publicOrigin } from './publicOrigin';

/** After a request's stock change has committed: the e-mails of the waits it ended, linking to the shop's public address, failures in the request's log. */
export function announceBackInStock(alerts: BackInStock, shop: Pick<ShopServices, 'settings'>, request: FastifyRequest): Promise<void> {
  return alerts.announce(publicOrigin(shop, request), request.log);
}
