import * as z from 'zod/mini';
import { LANGUAGES } from '@tiara/domain/language';
import type { CachedOrders, OrderHistoryCache } from '../../application/account/OrderHistoryCache';
import type { PastOrder } from '../../application/account/OrderHistoryApi';
import { dateOf, readCacheEntry, writeCacheEntry } from './accountCacheEntries';
import { AccountKeys } from './BrowserSessionStore';

const piasters = z.int().check(z.gte(0));
const positive = z.int().check(z.positive());
const idOrNull = z.nullable(positive);

const cachedOrdersSchema = z.object({
  userId: positive,
  /** The language the lines are named in; a copy cached before it was kept is asked for again. */
  language: z.enum(LANGUAGES),
  savedAt: z.number(),
  cart: z.nullable(z.string()),
  value: z.array(
    z.object({
      id: positive,
      createdAt: z.string(),
      charges: z.nullable(z.object({ shipping: piasters, discount: piasters, promoCode: z.nullable(z.string()) })),
      total: piasters,
      status: z.string(),
      items: z.array(
        z.object({
          name: z.string(),
          quantity: positive,
          price: piasters,
          image: z.string(),
          productId: idOrNull,
          variantId: idOrNull,
          kind: z.nullable(z.enum(['product', 'ai-plan', 'training'])),
        }),
      ),
    }),
  ),
});

/** The orders cached under SPEC §3's key, their dates as ISO texts; its code arrives with the account screens. */
export class BrowserOrderHistoryCache implements OrderHistoryCache {
  private readonly storage: Storage;

  constructor(storage: Storage) {
    this.storage = storage;
  }

  async cached(): Promise<CachedOrders | null> {
    const stored = readCacheEntry(this.storage, AccountKeys.cachedOrders, cachedOrdersSchema);
    const savedAt = stored && dateOf(stored.savedAt);
    if (!stored || !savedAt) return null;
    const orders: PastOrder[] = [];
    for (const order of stored.value) {
      const createdAt = dateOf(order.createdAt);
      if (!createdAt) return null;
      orders.push({ ...order, createdAt });
    }
    return { userId: stored.userId, savedAt, value: orders, language: stored.language };
  }

  async keep(entry: CachedOrders): Promise<void> {
    const value = entry.value.map((order) => ({ ...order, createdAt: order.createdAt.toISOString() }));
    writeCacheEntry(this.storage, AccountKeys.cachedOrders, entry, value, { language: entry.language });
  }
}
