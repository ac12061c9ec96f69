import { MantineProvider } from '@mantine/core';
import { BrowserRouter, Route, Routes } from 'react-router-dom';
import { AppShellLayout } from './shell/AppShellLayout';
import { HomePage } from './home/HomePage';
import { NotFoundPage } from './shell/NotFoundPage';
import { theme } from './theme';

export function App() {
  return (
    <MantineProvider theme={theme}>
      <BrowserRouter>
        <Routes>
          <Route element={<AppShellLayout />}>
            <Route index element={<HomePage />} />
            <Route path="*" element={<NotFoundPage />} />
          </Route>
        </Routes>
      </BrowserRouter>
    </MantineProvider>
  );
}
