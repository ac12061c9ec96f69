import { observer } from 'mobx-react-lite';
import { useEffect } from 'react';
import { Outlet, useLocation } from 'react-router-dom';
import { useInjection } from '../di/ContainerContext';
import { PageLoader } from '../shell/PageLoader';
import { RouteGuardPresenter } from './RouteGuardPresenter';
import { SessionPresenter } from './SessionPresenter';

/** Around every route: the session checks of SPEC §4 run, and each route shows only once its guard allows it. */
export const SessionGate = observer(function SessionGate() {
  const sessionWatch = useInjection(SessionPresenter);
  const guard = useInjection(RouteGuardPresenter);
  const { pathname } = useLocation();
  useEffect(() => sessionWatch.shopOpened(), [sessionWatch]);
  useEffect(() => guard.closed, [guard]);
  useEffect(() => guard.pathEntered(pathname), [guard, pathname]);
  return guard.viewFor(pathname) === 'page' ? <Outlet /> : <PageLoader />;
});
