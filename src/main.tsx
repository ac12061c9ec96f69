import 'reflect-metadata';
import '@mantine/core/styles.css';
import { Container } from 'inversify';
import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { infrastructureModule } from './infrastructure/container/infrastructureModule';
import { App } from './ui/App';
import { ContainerProvider } from './ui/di/ContainerContext';
import { uiModule } from './ui/di/uiModule';

const root = document.getElementById('root');
if (!root) throw new Error('index.html has no #root element');

const container = new Container();
container.load(
  infrastructureModule({ apiBaseUrl: import.meta.env.VITE_API_BASE_URL ?? '', storage: window.localStorage, events: window, fetch: window.fetch.bind(window) }),
  uiModule,
);

createRoot(root).render(
  <StrictMode>
    <ContainerProvider container={container}>
      <App />
    </ContainerProvider>
  </StrictMode>,
);
