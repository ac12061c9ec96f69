import { ContainerModule } from 'inversify';
import { CartStore } from '../../application/cart/CartStore';
import { CatalogApi } from '../../application/catalog/CatalogApi';
import { SessionStore } from '../../application/session/SessionStore';
import { HttpCatalogApi } from '../http/HttpCatalogApi';
import { HttpClient } from '../http/HttpClient';
import { BrowserCartStore, type StorageEvents } from '../storage/BrowserCartStore';
import { BrowserSessionStore } from '../storage/BrowserSessionStore';

export interface BrowserEnvironment {
  /** `VITE_API_BASE_URL`, or '' for the same origin. */
  readonly apiBaseUrl: string;
  readonly storage: Storage;
  readonly events: StorageEvents;
  readonly fetch: typeof fetch;
}

/** Binds every port of the SPA to its browser adapter. */
export function infrastructureModule(environment: BrowserEnvironment): ContainerModule {
  return new ContainerModule(({ bind }) => {
    const session = new BrowserSessionStore(environment.storage, environment.events);
    const http = new HttpClient(environment.apiBaseUrl, () => session.current().token, environment.fetch);
    bind(SessionStore).toConstantValue(session);
    bind(CartStore).toConstantValue(new BrowserCartStore(environment.storage, environment.events));
    bind(CatalogApi).toConstantValue(new HttpCatalogApi(http));
  });
}
