import { MantineProvider } from '@mantine/core';
import { BrowserRouter } from 'react-router-dom';
import { ShopRoutes } from './routing/ShopRoutes';
import { theme } from './theme';

export function App() {
  return (
    <MantineProvider theme={theme}>
      <BrowserRouter>
        <ShopRoutes />
      </BrowserRouter>
    </MantineProvider>
  );
}
