import 'reflect-metadata';
import '@mantine/core/styles.css';
import { Container } from 'inversify';
import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { catalogAdapters } from './infrastructure/container/catalogAdapters';
import { checkoutAdapters } from './infrastructure/container/checkoutAdapters';
import { infrastructureModule } from './infrastructure/container/infrastructureModule';
import { shellAdapters } from './infrastructure/container/shellAdapters';
import { App } from './ui/App';
import { ContainerProvider } from './ui/di/ContainerContext';
import { uiModule } from './ui/di/uiModule';

const root = document.getElementById('root');
if (!root) throw new Error('index.html has no #root element');

// Autobinding lets each screen's presenter be resolved without a binding of its own.
const container = new Container({ autobind: true });
container.load(
  infrastructureModule({ apiBaseUrl: import.meta.env.VITE_API_BASE_URL ?? '', storage: window.localStorage, events: window, fetch: window.fetch.bind(window) }),
  catalogAdapters,
  shellAdapters,
  checkoutAdapters,
  uiModule,
);

createRoot(root).render(
  <StrictMode>
    <ContainerProvider container={container}>
      <App />
    </ContainerProvider>
  </StrictMode>,
);
