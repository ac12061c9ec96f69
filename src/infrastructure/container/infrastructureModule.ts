import { ContainerModule } from 'inversify';
import { OrderHistoryCache } from '../../application/account/OrderHistoryCache';
import { CartStore } from '../../application/cart/CartStore';
import { AccountSessionStore } from '../../application/session/AccountSessionStore';
import { SessionStore } from '../../application/session/SessionStore';
import { BackendFeatures } from '../../application/shared/BackendFeatures';
import { Clock } from '../../application/shared/Clock';
import { LanguagePreference } from '../../application/shared/LanguagePreference';
import type { FirstViewAnswers } from '../http/FirstViewAnswers';
import { HttpClient } from '../http/HttpClient';
import { LearnedBackendFeatures } from '../http/LearnedBackendFeatures';
import { BrowserCartStore, type StorageEvents } from '../storage/BrowserCartStore';
import { BrowserLanguagePreference } from '../storage/BrowserLanguagePreference';
import { BrowserSessionStore } from '../storage/BrowserSessionStore';
import { BrowserClock } from '../time/BrowserClock';

export interface BrowserEnvironment {
  /** `VITE_API_BASE_URL`, or '' for the same origin. */
  readonly apiBaseUrl: string;
  readonly storage: Storage;
  /** Where other tabs' storage changes and the page's own events arrive: the window. */
  readonly events: StorageEvents & EventTarget;
  readonly fetch: typeof fetch;
  /** The API answers the page arrived with, if the server embedded any. */
  readonly firstView?: FirstViewAnswers;
  /** The browser's languages in the reader's order (navigator.languages); none for the build's renderer. */
  readonly languages?: readonly string[];
  /** Sets a cookie on the page (document.cookie), where the server reads the chosen language. */
  readonly writeCookie?: (cookie: string) => void;
}

/**
 * The orders cached for the account screens (SPEC §9), their code fetched with the first use, not
 * with the storefront's first load. Without it (the connection dropped) nothing is cached: the
 * screens ask the server.
 */
function lazyOrderHistoryCache(storage: Storage): OrderHistoryCache {
  let loading: Promise<OrderHistoryCache> | null = null;
  const cache = (): Promise<OrderHistoryCache> =>
    (loading ??= import('../storage/BrowserOrderHistoryCache')
      .then((module) => new module.BrowserOrderHistoryCache(storage))
      .catch((error: unknown) => {
        loading = null;
        throw error;
      }));
  return {
    cached: () => cache().then((loaded) => loaded.cached(), () => null),
    keep: (entry) => cache().then((loaded) => loaded.keep(entry), () => undefined),
  };
}

/**
 * The browser-wide adapters every area shares: storage (the session's, with the account screens'
 * orders cache), the clock, the one HTTP client and what it learns of the backend's features. Each area's API adapters are bound by its own
 * module beside this one (catalogAdapters, ...).
 */
export function infrastructureModule(environment: BrowserEnvironment): ContainerModule {
  return new ContainerModule(({ bind }) => {
    const session = new BrowserSessionStore(environment.storage, environment.events);
    bind(SessionStore).toConstantValue(session);
    bind(AccountSessionStore).toConstantValue(session);
    bind(OrderHistoryCache).toConstantValue(lazyOrderHistoryCache(environment.storage));
    const language = new BrowserLanguagePreference(environment.storage, environment.languages ?? [], environment.writeCookie ?? (() => undefined));
    bind(LanguagePreference).toConstantValue(language);
    const features = new LearnedBackendFeatures();
    bind(BackendFeatures).toConstantValue(features);
    bind(HttpClient).toConstantValue(new HttpClient(environment.apiBaseUrl, () => session.current().token, environment.fetch, environment.firstView, () => language.current(), features));
    bind(CartStore).toConstantValue(new BrowserCartStore(environment.storage, environment.events));
    bind(Clock).toConstantValue(new BrowserClock());
  });
}
