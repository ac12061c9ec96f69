import 'reflect-metadata';
import { Container } from 'inversify';
import { describe, expect, it } from 'vitest';
import { OrderHistoryCache } from '../../../src/application/account/OrderHistoryCache';
import { AccountSessionStore } from '../../../src/application/session/AccountSessionStore';
import { infrastructureModule } from '../../../src/infrastructure/container/infrastructureModule';
import { deliveredOrder, memoryStorage } from '../../ui/account/accountTestKit';

describe('infrastructureModule', () => {
  it('keeps the account screens’ orders cache in the page’s storage, its code loaded with the first use, beside the session', async () => {
    const storage = memoryStorage();
    const container = new Container();
    container.load(infrastructureModule({ apiBaseUrl: '', storage, events: new EventTarget() as never, fetch: () => Promise.reject(new Error('offline')) }));

    const cache = container.get(OrderHistoryCache);
    const savedAt = new Date('2026-11-21T10:00:00Z');
    expect(await cache.cached()).toBeNull();
    await cache.keep({ userId: 7, savedAt, value: [deliveredOrder], language: 'en' });
    expect(await cache.cached()).toEqual({ userId: 7, savedAt, value: [deliveredOrder], language: 'en' });
    expect(storage.getItem('cachedOrders')).toContain('"charges":{"shipping":15000');
    // A new sign-in does not inherit the cache of an earlier one.
    container.get(AccountSessionStore).signedIn({ ...(await import('../../application/support/fakes/FakeAuthApi')).nour, userId: 8 });
    expect(await cache.cached()).toBeNull();
  });
});
