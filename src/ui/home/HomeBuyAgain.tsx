import { Suspense, lazy } from 'react';
import { SessionStore } from '../../application/session/SessionStore';
import { useInjection } from '../di/ContainerContext';
import { useAfterHydration } from '../routing/useAfterHydration';

/** The strip's code, presenter and texts are fetched only for a signed-in customer: the home page's first load carries none of them. */
const Strip = lazy(() => import('../orders/BuyAgainStrip'));

/**
 * The home page's "Buy again" strip: nothing for a visitor; for a customer, it appears once it has
 * products to show. The session is read at each render: signing in or out happens on other pages.
 * The server draws a visitor's page: a customer's strip comes once the page has hydrated.
 */
export function HomeBuyAgain() {
  const signedIn = useAfterHydration(useInjection(SessionStore).current().userId !== null, false);
  return signedIn ? (
    <Suspense fallback={null}>
      <Strip />
    </Suspense>
  ) : null;
}
