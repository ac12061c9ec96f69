import { Container } from 'inversify';
import { OrderHistoryApi, type PastOrder } from '../../../src/application/account/OrderHistoryApi';
import { OrderHistoryCache } from '../../../src/application/account/OrderHistoryCache';
import { AddressBookApi } from '../../../src/application/addresses/AddressBookApi';
import { AiApi } from '../../../src/application/ai/AiApi';
import { AuthApi, type SignedInUser } from '../../../src/application/auth/AuthApi';
import { CartStore } from '../../../src/application/cart/CartStore';
import { AccountSessionStore } from '../../../src/application/session/AccountSessionStore';
import { SessionStore } from '../../../src/application/session/SessionStore';
import { BackendFeatures } from '../../../src/application/shared/BackendFeatures';
import { Clock } from '../../../src/application/shared/Clock';
import { LanguagePreference } from '../../../src/application/shared/LanguagePreference';
import { Navigator } from '../../../src/application/shared/Navigator';
import type { StorageEvents } from '../../../src/infrastructure/storage/BrowserCartStore';
import { BrowserCartStore } from '../../../src/infrastructure/storage/BrowserCartStore';
import { BrowserOrderHistoryCache } from '../../../src/infrastructure/storage/BrowserOrderHistoryCache';
import { BrowserSessionStore } from '../../../src/infrastructure/storage/BrowserSessionStore';
import { CartPresenter } from '../../../src/ui/cart/CartPresenter';
import { LanguagePresenter } from '../../../src/ui/i18n/LanguagePresenter';
import { SessionPresenter } from '../../../src/ui/session/SessionPresenter';
import { ToastPresenter } from '../../../src/ui/toast/ToastPresenter';
import { FakeAddressBookApi } from '../../application/support/fakes/FakeAddressBookApi';
import { proQuota } from '../../application/support/checkoutFakes';
import { FakeAiApi } from '../../application/support/fakes/FakeAiApi';
import { FakeAuthApi, nour } from '../../application/support/fakes/FakeAuthApi';
import { FakeBackendFeatures } from '../../application/support/fakes/FakeBackendFeatures';
import { FakeOrderHistoryApi } from '../../application/support/fakes/FakeOrderHistoryApi';
import { FakeClock } from '../support/FakeClock';
import { FakeLanguagePreference } from '../support/FakeLanguagePreference';
import { FakeNavigator } from '../support/FakeNavigator';

/** localStorage as a Map, so the real storage adapters run in tests. */
export function memoryStorage(initial: Record<string, string> = {}): Storage & { readonly values: Map<string, string> } {
  const values = new Map(Object.entries(initial));
  return {
    values,
    get length() {
      return values.size;
    },
    clear: () => values.clear(),
    getItem: (key) => values.get(key) ?? null,
    key: (index) => [...values.keys()][index] ?? null,
    removeItem: (key) => void values.delete(key),
    setItem: (key, value) => void values.set(key, String(value)),
  };
}

export { nour };

export const noStorageEvents: StorageEvents = { addEventListener: () => undefined, removeEventListener: () => undefined };

export const deliveredOrder: PastOrder = {
  id: 12,
  createdAt: new Date('2026-11-02T10:00:00Z'),
  charges: { shipping: 15_000, discount: 0, promoCode: null },
  total: 54_000,
  status: 'Success',
  items: [{ name: 'Premier Etch 37% Phosphoric Acid Gel, 3 x 5 ml', quantity: 1, price: 39_000, image: '/images/etch.jpg', productId: 5, variantId: null, kind: 'product' }],
};

export const pendingOrder: PastOrder = {
  id: 15,
  createdAt: new Date('2026-11-20T22:30:00Z'),
  charges: { shipping: 0, discount: 61_000, promoCode: 'PRO10' },
  total: 549_000,
  status: 'Pending',
  items: [{ name: 'Pro', quantity: 1, price: 610_000, image: '', productId: 2, variantId: null, kind: 'ai-plan' }],
};

/**
 * The accounts area over the real storage adapters (on an in-memory storage) and fakes of the API
 * ports, wired as src/startShop.tsx wires the real ones.
 */
export function accountTestKit(initialStorage: Record<string, string> = {}) {
  const storage = memoryStorage(initialStorage);
  const session = new BrowserSessionStore(storage, noStorageEvents);
  const kit = {
    storage,
    session,
    ordersCache: new BrowserOrderHistoryCache(storage),
    auth: new FakeAuthApi(),
    orders: new FakeOrderHistoryApi(),
    ai: new FakeAiApi(),
    addresses: new FakeAddressBookApi(),
    features: new FakeBackendFeatures(),
    clock: new FakeClock('2026-11-21T10:00:00Z'),
    navigator: new FakeNavigator(),
    languagePreference: new FakeLanguagePreference(),
    container: new Container({ autobind: true }),
  };
  kit.ai.quotas.set(nour.userId, { ...proQuota, segmentationsUsed: 3 });
  kit.orders.history.set(nour.userId, [pendingOrder, deliveredOrder]);
  const { container } = kit;
  container.bind(SessionStore).toConstantValue(session);
  container.bind(AccountSessionStore).toConstantValue(session);
  container.bind(OrderHistoryCache).toConstantValue(kit.ordersCache);
  container.bind(CartStore).toConstantValue(new BrowserCartStore(storage, noStorageEvents));
  container.bind(AuthApi).toConstantValue(kit.auth);
  container.bind(OrderHistoryApi).toConstantValue(kit.orders);
  container.bind(AiApi).toConstantValue(kit.ai);
  container.bind(AddressBookApi).toConstantValue(kit.addresses);
  container.bind(BackendFeatures).toConstantValue(kit.features);
  container.bind(Clock).toConstantValue(kit.clock);
  container.bind(Navigator).toConstantValue(kit.navigator);
  container.bind(LanguagePreference).toConstantValue(kit.languagePreference);
  container.bind(LanguagePresenter).toSelf().inSingletonScope();
  container.bind(CartPresenter).toSelf().inSingletonScope();
  container.bind(ToastPresenter).toSelf().inSingletonScope();
  container.bind(SessionPresenter).toSelf().inSingletonScope();
  return {
    ...kit,
    cart: container.get(CartPresenter),
    toasts: container.get(ToastPresenter),
    /** The page's language, made once asked for: a test may first say which one the browser kept. */
    get language(): LanguagePresenter {
      return container.get(LanguagePresenter);
    },
  };
}

export type AccountKit = ReturnType<typeof accountTestKit>;

/** The storage of a browser where `user` signed in through the login page. */
export function signedInStorage(user: SignedInUser = nour): Record<string, string> {
  const storage = memoryStorage();
  new BrowserSessionStore(storage, noStorageEvents).signedIn(user);
  return Object.fromEntries(storage.values);
}

/** Lets pending promise callbacks run, so a test can look at the state after an awaited call. */
export const settle = () => new Promise<void>((resolve) => setTimeout(resolve, 0));
