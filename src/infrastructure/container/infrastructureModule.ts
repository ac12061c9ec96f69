import { ContainerModule } from 'inversify';
import { CartStore } from '../../application/cart/CartStore';
import { AccountSessionStore } from '../../application/session/AccountSessionStore';
import { SessionStore } from '../../application/session/SessionStore';
import { Clock } from '../../application/shared/Clock';
import type { FirstViewAnswers } from '../http/FirstViewAnswers';
import { HttpClient } from '../http/HttpClient';
import { BrowserCartStore, type StorageEvents } from '../storage/BrowserCartStore';
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
}

/**
 * The browser-wide adapters every area shares: storage, the clock and the one HTTP client. Each
 * area's API adapters are bound by its own module beside this one (catalogAdapters, ...).
 */
export function infrastructureModule(environment: BrowserEnvironment): ContainerModule {
  return new ContainerModule(({ bind }) => {
    const session = new BrowserSessionStore(environment.storage, environment.events);
    bind(SessionStore).toConstantValue(session);
    bind(AccountSessionStore).toConstantValue(session);
    bind(HttpClient).toConstantValue(new HttpClient(environment.apiBaseUrl, () => session.current().token, environment.fetch, environment.firstView));
    bind(CartStore).toConstantValue(new BrowserCartStore(environment.storage, environment.events));
    bind(Clock).toConstantValue(new BrowserClock());
  });
}
