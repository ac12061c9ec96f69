import { Box, Stack } from '@mantine/core';
import { Suspense } from 'react';
import { Outlet } from 'react-router-dom';
import { Footer } from './Footer';
import { Navbar } from './Navbar';
import { PageLoader } from './PageLoader';

/** The customer-facing frame around every storefront screen; the admin and sales areas have none. */
export function AppShellLayout() {
  return (
    <Stack gap={0} mih="100vh">
      <Navbar />
      <Box component="main" style={{ flex: 1 }}>
        <Suspense fallback={<PageLoader />}>
          <Outlet />
        </Suspense>
      </Box>
      <Footer />
    </Stack>
  );
}
