import { describe, expect, it } from 'vitest';
import { BrowserOrderHistoryCache } from '../../../src/infrastructure/storage/BrowserOrderHistoryCache';
import { deliveredOrder, memoryStorage, pendingOrder } from '../../ui/account/accountTestKit';

describe('BrowserOrderHistoryCache', () => {
  const savedAt = new Date('2026-11-21T10:00:00Z');

  it('keeps the orders, their shipping and discount included, with whom and when they were cached, and the language their lines are named in', async () => {
    const cache = new BrowserOrderHistoryCache(memoryStorage());
    expect(await cache.cached()).toBeNull();
    await cache.keep({ userId: 7, savedAt, value: [pendingOrder, { ...deliveredOrder, charges: null }], language: 'ar' });
    expect(await cache.cached()).toEqual({ userId: 7, savedAt, value: [pendingOrder, { ...deliveredOrder, charges: null }], language: 'ar' });
  });

  it('forgets them once the cart changes: an order empties it, so the orders may have changed', async () => {
    const storage = memoryStorage({ cart: '{"v":1,"lines":[{"id":5}]}' });
    const cache = new BrowserOrderHistoryCache(storage);
    await cache.keep({ userId: 7, savedAt, value: [deliveredOrder], language: 'en' });
    expect(await cache.cached()).not.toBeNull();
    storage.setItem('cart', '{"v":1,"lines":[]}');
    expect(await cache.cached()).toBeNull();
  });

  it.each([
    ['not JSON', '{orders'],
    ['a list without its owner', '[]'],
    ['an order with a bad date', JSON.stringify({ userId: 7, language: 'en', savedAt: 0, cart: null, value: [{ ...deliveredOrder, createdAt: 'soon' }] })],
    ['a negative total', JSON.stringify({ userId: 7, language: 'en', savedAt: 0, cart: null, value: [{ ...deliveredOrder, createdAt: '2026-11-02T10:00:00Z', total: -5 }] })],
    // Cached before orders carried their shipping and discount: asked for again rather than shown without them.
    ['an order without its charges', JSON.stringify({ userId: 7, language: 'en', savedAt: 0, cart: null, value: [{ ...deliveredOrder, createdAt: '2026-11-02T10:00:00Z', charges: undefined }] })],
    ['a negative shipping', JSON.stringify({ userId: 7, language: 'en', savedAt: 0, cart: null, value: [{ ...deliveredOrder, createdAt: '2026-11-02T10:00:00Z', charges: { ...deliveredOrder.charges, shipping: -1 } }] })],
    ['a huge text', 'x'.repeat(1_000_001)],
    // Cached before the copy said which language its lines are named in: asked for again in the reader's.
    ['orders without their language', JSON.stringify({ userId: 7, savedAt: 0, cart: null, value: [{ ...deliveredOrder, createdAt: '2026-11-02T10:00:00Z' }] })],
  ])('discards cached orders that are %s', async (_label, text) => {
    expect(await new BrowserOrderHistoryCache(memoryStorage({ cachedOrders: text })).cached()).toBeNull();
  });

  it('keeps nothing, and says so by reading nothing, in a storage that refuses writes', async () => {
    const storage = memoryStorage();
    storage.setItem = () => {
      throw new DOMException('full', 'QuotaExceededError');
    };
    const cache = new BrowserOrderHistoryCache(storage);
    await cache.keep({ userId: 7, savedAt, value: [deliveredOrder], language: 'en' });
    expect(await cache.cached()).toBeNull();
  });
});
