import type { ServiceIdentifier } from 'inversify';
import type { Language } from '@tiara/domain/language';
import type { CachedValue } from '../session/AccountSessionStore';
import type { PastOrder } from './OrderHistoryApi';

/** Cached orders, with the language their lines are named in (the shop names them in the reader's). */
export interface CachedOrders extends CachedValue<readonly PastOrder[]> {
  readonly language: Language;
}

/**
 * SPEC §9's 5-minute copy of the customer's orders, kept in the browser for the account screens
 * (browser-stored 'cached orders', SPEC §3). A corrupt stored value reads as absent.
 */
export interface OrderHistoryCache {
  /** The cached orders, or null when none are cached or the cart has changed since (an order empties the cart, so the cached list may miss it). */
  cached(): Promise<CachedOrders | null>;
  keep(entry: CachedOrders): Promise<void>;
}

export const OrderHistoryCache: ServiceIdentifier<OrderHistoryCache> = Symbol('OrderHistoryCache');
