import { MantineProvider } from '@mantine/core';
import { BrowserRouter, StaticRouter } from 'react-router-dom';
import { ShopRoutes } from './routing/ShopRoutes';
import { cssVariablesResolver, theme } from './theme';

/** The shop; `location` renders one address without a browser, for the HTML the server sends first. */
export function App({ location }: { location?: string }) {
  return (
    <MantineProvider theme={theme} cssVariablesResolver={cssVariablesResolver}>
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
  );
}
