import { DirectionProvider, MantineProvider } from '@mantine/core';
import { Suspense, lazy, useEffect } from 'react';
import { BrowserRouter, StaticRouter } from 'react-router-dom';
import { useInjection } from './di/ContainerContext';
import { DocumentLanguage } from './i18n/DocumentLanguage';
import { LanguagePresenter } from './i18n/LanguagePresenter';
import { ShopRoutes } from './routing/ShopRoutes';
import { theme } from './theme';

// The tab's title follows the page; its code and texts arrive after the first render, whose title is the server's.
const StorefrontDocumentTitle = lazy(() => import('./routing/StorefrontDocumentTitle').then((module) => ({ default: module.StorefrontDocumentTitle })));

/** The same under either router: a page the server drew is hydrated by the browser's, tree for tree. */
function AppRoutes() {
  return (
    <>
      <ShopRoutes />
      <Suspense fallback={null}>
        <StorefrontDocumentTitle />
      </Suspense>
    </>
  );
}

/**
 * The shop; `location` renders one address without a browser, for the HTML the server sends
 * first. `onShown` is told once the shop has replaced or hydrated that HTML. `styleNonce` is the page's
 * content security policy nonce, which the style tags Mantine writes must carry.
 */
export function App({ location, onShown, styleNonce }: { location?: string; onShown?: () => void; styleNonce?: string }) {
  useEffect(() => onShown?.(), [onShown]);
  const { direction } = useInjection(LanguagePresenter);
  return (
    <DirectionProvider initialDirection={direction}>
    <DocumentLanguage />
    <MantineProvider theme={theme} getStyleNonce={styleNonce === undefined ? undefined : () => styleNonce}>
      {location === undefined ? (
        <BrowserRouter>
          <AppRoutes />
        </BrowserRouter>
      ) : (
        <StaticRouter location={location}>
          <AppRoutes />
        </StaticRouter>
      )}
    </MantineProvider>
    </DirectionProvider>
  );
}
