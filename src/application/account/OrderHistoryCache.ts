import type { ServiceIdentifier } from 'inversify';
import type { CachedValue } from '../session/AccountSessionStore';
import type { PastOrder } from './OrderHistoryApi';

/**
 * SPEC §9's 5-minute copy of the customer's orders, kept in the browser for the account screens
 * (browser-stored 'cached orders', SPEC §3). A corrupt stored value reads as absent.
 */
export interface OrderHistoryCache {
  /** The cached orders, or null when none are cached or the cart has changed since (an order empties the cart, so the cached list may miss it). */
  cached(): Promise<CachedValue<readonly PastOrder[]> | null>;
  keep(entry: CachedValue<readonly PastOrder[]>): Promise<void>;
}

export const OrderHistoryCache: ServiceIdentifier<OrderHistoryCache> = Symbol('OrderHistoryCache');
