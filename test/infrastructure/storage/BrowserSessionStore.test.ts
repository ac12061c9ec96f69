import { describe, expect, it } from 'vitest';
import type { StorageEvents } from '../../../src/infrastructure/storage/BrowserCartStore';
import { BrowserCheckoutDetailsStore } from '../../../src/infrastructure/storage/BrowserCheckoutDetailsStore';
import { BrowserSessionStore } from '../../../src/infrastructure/storage/BrowserSessionStore';
import { proQuota } from '../../application/support/checkoutFakes';
import { nour } from '../../ui/account/accountTestKit';

function memoryStorage(initial: Record<string, string> = {}): Storage {
  const values = new Map(Object.entries(initial));
  return {
    get length() {
      return values.size;
    },
    clear: () => values.clear(),
    getItem: (key) => values.get(key) ?? null,
    key: (index) => [...values.keys()][index] ?? null,
    removeItem: (key) => void values.delete(key),
    setItem: (key, value) => void values.set(key, value),
  };
}

const noEvents: StorageEvents = { addEventListener: () => undefined, removeEventListener: () => undefined };

describe('BrowserSessionStore', () => {
  it("initialises a new browser to the signed-out texts 'null' and '0'", () => {
    const storage = memoryStorage();
    const store = new BrowserSessionStore(storage, noEvents);
    expect(storage.getItem('token')).toBe('null');
    expect(storage.getItem('userId')).toBe('0');
    expect(store.current()).toEqual({ token: null, userId: null, role: null, email: null });
  });

  it('reads a signed-in customer', () => {
    const store = new BrowserSessionStore(memoryStorage({ token: 'a.b.c', userId: '12', userRole: 'User', email: 'mona@clinic.example' }), noEvents);
    expect(store.current()).toEqual({ token: 'a.b.c', userId: 12, role: 'User', email: 'mona@clinic.example' });
  });

  it.each([
    [{ token: 'null', userId: '12' }],
    [{ token: '', userId: '12' }],
    [{ token: 'undefined', userId: '12' }],
  ])('treats %j as signed out', (values) => {
    expect(new BrowserSessionStore(memoryStorage(values), noEvents).current().token).toBeNull();
  });

  it('keeps the token but no user id when the stored id is not a positive whole number', () => {
    const store = new BrowserSessionStore(memoryStorage({ token: 'a.b.c', userId: '0' }), noEvents);
    expect(store.current()).toMatchObject({ token: 'a.b.c', userId: null });
  });

  it('stores a signed-in customer under the keys the shop has always used, dropping what was about the previous one', () => {
    const storage = memoryStorage({ cart: '{"v":1,"lines":[]}', tiaraAiSubscription: 'true', segmentationsAllowed: '25', tiaraAiActive: 'true', cachedOrders: '[]' });
    const store = new BrowserSessionStore(storage, noEvents);
    store.signedIn(nour);
    expect(Object.fromEntries([...Array(storage.length).keys()].map((index) => [storage.key(index), storage.getItem(storage.key(index) ?? '')]))).toEqual({
      cart: '{"v":1,"lines":[]}',
      token: nour.token,
      userId: '7',
      userRole: 'User',
      email: 'customer@tiara.example',
      isAuthenticated: 'true',
      accountFirstName: 'Nour',
      accountMiddleName: 'Ahmed',
      accountLastName: 'Mansour',
      firstName: 'Nour',
      middleName: 'Ahmed',
      lastName: 'Mansour',
      Address: '14 El Nozha Street',
      City: 'Heliopolis',
      State: 'Cairo',
      PostalCode: '11341',
      PhoneNumber: '01012345678',
      Country: 'Egypt',
      memberSince: '2026-03-14T09:30:00.000Z',
    });
    expect(store.current()).toEqual({ token: nour.token, userId: 7, role: 'User', email: 'customer@tiara.example' });
    expect(store.profile()).toEqual({ firstName: 'Nour', middleName: 'Ahmed', lastName: 'Mansour', email: 'customer@tiara.example', memberSince: new Date('2026-03-14T09:30:00.000Z') });
  });

  it("keeps the account holder's names apart from the checkout's, which an order to someone else overwrites (issue 27)", () => {
    const storage = memoryStorage();
    const store = new BrowserSessionStore(storage, noEvents);
    store.signedIn(nour);
    const checkout = new BrowserCheckoutDetailsStore(storage);
    checkout.saveDetails({ ...checkout.details(), firstName: 'Salma', middleName: 'Adel', lastName: 'Fathy' });
    expect(storage.getItem('firstName')).toBe('Salma');
    expect(store.profile()).toMatchObject({ firstName: 'Nour', middleName: 'Ahmed', lastName: 'Mansour' });
  });

  it('reads no names, rather than the last recipient\'s, from a session stored before the account kept its own', () => {
    const store = new BrowserSessionStore(memoryStorage({ token: 'a.b.c', userId: '7', email: 'customer@tiara.example', firstName: 'Salma', lastName: 'Fathy' }), noEvents);
    expect(store.profile()).toMatchObject({ firstName: '', middleName: '', lastName: '', email: 'customer@tiara.example' });
  });

  it('clears everything but the remembered e-mail, the staff sessions and unfinished scan uploads, and stores the signed-out values', () => {
    const storage = memoryStorage({ cart: '{}', promoCode: '{}', rememberedEmail: 'customer@tiara.example', adminSession: '{"token":"t"}', tiaraUnfinishedScanUploads: '[]' });
    const store = new BrowserSessionStore(storage, noEvents);
    store.signedIn(nour);
    store.cleared();
    expect(Object.fromEntries([...Array(storage.length).keys()].map((index) => [storage.key(index), storage.getItem(storage.key(index) ?? '')]))).toEqual({
      rememberedEmail: 'customer@tiara.example',
      adminSession: '{"token":"t"}',
      tiaraUnfinishedScanUploads: '[]',
      token: 'null',
      userId: '0',
      isAuthenticated: 'false',
    });
    expect(store.current()).toEqual({ token: null, userId: null, role: null, email: null });
    expect(store.profile()).toEqual({ firstName: '', middleName: '', lastName: '', email: '', memberSince: null });
  });

  it('gives the route guard the stored texts as they are, with the subscription flag', () => {
    const store = new BrowserSessionStore(memoryStorage({ token: 'a.b.c', userId: '7', userRole: 'user', tiaraAiSubscription: 'true' }), noEvents);
    expect(store.guardFacts()).toEqual({ token: 'a.b.c', userId: '7', role: 'user', subscriptionFlag: 'true' });
  });

  it('remembers and forgets an e-mail', () => {
    const store = new BrowserSessionStore(memoryStorage(), noEvents);
    expect(store.rememberedEmail()).toBeNull();
    store.rememberEmail('customer@tiara.example');
    expect(store.rememberedEmail()).toBe('customer@tiara.example');
    store.rememberEmail(null);
    expect(store.rememberedEmail()).toBeNull();
  });

  it('keeps the subscription with whom and when it was cached', () => {
    const store = new BrowserSessionStore(memoryStorage(), noEvents);
    const savedAt = new Date('2026-11-21T10:00:00Z');
    expect(store.cachedSubscription()).toBeNull();
    store.cacheSubscription({ userId: 7, savedAt, value: proQuota });
    expect(store.cachedSubscription()).toEqual({ userId: 7, savedAt, value: proQuota });
  });

  it('forgets the subscription once the cart changes: paying for a plan empties it', () => {
    const storage = memoryStorage({ cart: '{"v":1,"lines":[{"id":1000002}]}' });
    const store = new BrowserSessionStore(storage, noEvents);
    store.cacheSubscription({ userId: 7, savedAt: new Date('2026-11-21T10:00:00Z'), value: proQuota });
    expect(store.cachedSubscription()).not.toBeNull();
    storage.setItem('cart', '{"v":1,"lines":[]}');
    expect(store.cachedSubscription()).toBeNull();
  });

  it('discards a cached subscription that is not an active one', () => {
    const stored = JSON.stringify({ userId: 7, savedAt: 0, cart: null, value: { ...proQuota, isActive: false } });
    expect(new BrowserSessionStore(memoryStorage({ cachedActiveSubscription: stored }), noEvents).cachedSubscription()).toBeNull();
  });
});
