import { Suspense, lazy } from 'react';
import { SessionStore } from '../../application/session/SessionStore';
import { useInjection } from '../di/ContainerContext';

/** The strip's code, presenter and texts are fetched only for a signed-in customer: the home page's first load carries none of them. */
const Strip = lazy(() => import('../orders/BuyAgainStrip'));

/**
 * The home page's "Buy again" strip: nothing for a visitor; for a customer, it appears once it has
 * products to show. The session is read at each render: signing in or out happens on other pages.
 */
export function HomeBuyAgain() {
  return useInjection(SessionStore).current().userId === null ? null : (
    <Suspense fallback={null}>
      <Strip />
    </Suspense>
  );
}
