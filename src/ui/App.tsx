import { DirectionProvider, MantineProvider } from '@mantine/core';
import { useEffect } from 'react';
import { BrowserRouter, StaticRouter } from 'react-router-dom';
import { useInjection } from './di/ContainerContext';
import { DocumentLanguage } from './i18n/DocumentLanguage';
import { LanguagePresenter } from './i18n/LanguagePresenter';
import { ShopRoutes } from './routing/ShopRoutes';
import { cssVariablesResolver, theme } from './theme';

/**
 * The shop; `location` renders one address without a browser, for the HTML the server sends
 * first. `onShown` is told once the shop has replaced that HTML. `styleNonce` is the page's
 * content security policy nonce, which the style tags Mantine writes must carry.
 */
export function App({ location, onShown, styleNonce }: { location?: string; onShown?: () => void; styleNonce?: string }) {
  useEffect(() => onShown?.(), [onShown]);
  const { direction } = useInjection(LanguagePresenter);
  return (
    <DirectionProvider initialDirection={direction}>
    <DocumentLanguage />
    <MantineProvider theme={theme} cssVariablesResolver={cssVariablesResolver} getStyleNonce={styleNonce === undefined ? undefined : () => styleNonce}>
      {location === undefined ? (
        <BrowserRouter>
          <ShopRoutes />
        </BrowserRouter>
      ) : (
        <StaticRouter location={location}>
          <ShopRoutes />
        </StaticRouter>
      )}
    </MantineProvider>
    </DirectionProvider>
  );
}
