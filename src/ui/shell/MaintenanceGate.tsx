import { observer } from 'mobx-react-lite';
import { Suspense, lazy, useEffect } from 'react';
import { useLocation } from 'react-router-dom';
import { useInjection } from '../di/ContainerContext';
import { SessionGate } from '../session/SessionGate';
import { MaintenancePresenter } from './MaintenancePresenter';
import { PageLoader } from './PageLoader';

/** Shown only while the shop is closed for maintenance: its code stays out of every other visit's first load. */
const MaintenancePage = lazy(() => import('./MaintenancePage').then((module) => ({ default: module.MaintenancePage })));

/** Shows the spinner, the maintenance page or the route, as SPEC §2/§4 decide for this path. */
export const MaintenanceGate = observer(function MaintenanceGate() {
  const maintenance = useInjection(MaintenancePresenter);
  const { pathname } = useLocation();
  useEffect(() => maintenance.shellOpened(), [maintenance]);
  const view = maintenance.viewFor(pathname);
  if (view === 'spinner') return <PageLoader fullHeight />;
  if (view === 'maintenance') {
    return (
      <Suspense fallback={<PageLoader fullHeight />}>
        <MaintenancePage maintenance={maintenance} />
      </Suspense>
    );
  }
  return (
    <Suspense fallback={<PageLoader fullHeight />}>
      <SessionGate />
    </Suspense>
  );
});
