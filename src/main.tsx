import '@abraham/reflection';
import '@mantine/core/styles.css';
import { Container, type ContainerModule } from 'inversify';
import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { accountAdapters } from './infrastructure/container/accountAdapters';
import { aiAdapters } from './infrastructure/container/aiAdapters';
import { catalogAdapters } from './infrastructure/container/catalogAdapters';
import { checkoutAdapters } from './infrastructure/container/checkoutAdapters';
import { engageAdapters } from './infrastructure/container/engageAdapters';
import { infrastructureModule } from './infrastructure/container/infrastructureModule';
import { shellAdapters } from './infrastructure/container/shellAdapters';
import { LazyAreas } from './application/shared/LazyAreas';
import { App } from './ui/App';
import { ContainerProvider } from './ui/di/ContainerContext';
import { uiModule } from './ui/di/uiModule';

const root = document.getElementById('root');
if (!root) throw new Error('index.html has no #root element');

const environment = { apiBaseUrl: import.meta.env.VITE_API_BASE_URL ?? '', storage: window.localStorage, events: window, fetch: window.fetch.bind(window) };

// Autobinding lets each screen's presenter be resolved without a binding of its own.
const container = new Container({ autobind: true });

/** Loads a staff area's adapters once; a failed download may be tried again. */
function loadedOnce(module: () => Promise<ContainerModule>): () => Promise<void> {
  let loading: Promise<void> | null = null;
  return () =>
    (loading ??= module()
      .then((loaded) => container.load(loaded))
      .catch((error: unknown) => {
        loading = null;
        throw error;
      }));
}

// The staff areas' adapters come with their own chunks, never with the storefront's first load.
const lazyAreas: LazyAreas = {
  admin: loadedOnce(() => import('./infrastructure/container/adminAdapters').then((module) => module.adminAdapters(environment))),
  sales: loadedOnce(() => import('./infrastructure/container/salesAdapters').then((module) => module.salesAdapters(environment))),
};
container.bind(LazyAreas).toConstantValue(lazyAreas);

container.load(
  infrastructureModule(environment),
  catalogAdapters,
  shellAdapters,
  checkoutAdapters,
  accountAdapters,
  engageAdapters,
  aiAdapters(environment),
  uiModule,
);

createRoot(root).render(
  <StrictMode>
    <ContainerProvider container={container}>
      <App />
    </ContainerProvider>
  </StrictMode>,
);
