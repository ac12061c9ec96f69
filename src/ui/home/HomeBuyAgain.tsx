import { Box } from '@mantine/core';
import { Suspense, lazy, useState } from 'react';
import { SessionStore } from '../../application/session/SessionStore';
import { useInjection } from '../di/ContainerContext';

/** The strip's code, presenter and API adapter are fetched only for a signed-in customer: the home page's first load carries none of them. */
const BuyAgainStrip = lazy(() => import('../orders/BuyAgainStrip').then((module) => ({ default: module.BuyAgainStrip })));

/** The home page's "Buy again" strip: nothing for a visitor; for a customer, it appears once it has products to show. */
export function HomeBuyAgain() {
  const session = useInjection(SessionStore);
  // Read once: signing in or out leaves the home page (for /login, then back to /), which mounts this again.
  const [signedIn] = useState(() => session.current().userId !== null);
  if (!signedIn) return null;
  return (
    <Suspense fallback={null}>
      <Box pt="xl">
        <BuyAgainStrip />
      </Box>
    </Suspense>
  );
}
