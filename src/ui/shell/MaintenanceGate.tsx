import { observer } from 'mobx-react-lite';
import { Suspense, useEffect } from 'react';
import { useLocation } from 'react-router-dom';
import { useInjection } from '../di/ContainerContext';
import { preloadablePage } from '../routing/preloadablePage';
import { SessionGate } from '../session/SessionGate';
import { MaintenancePresenter } from './MaintenancePresenter';
import { PageLoader } from './PageLoader';

/**
 * Shown only while the shop is closed for maintenance: its code stays out of every other visit's
 * first load. A page the server sent as the maintenance view has it fetched before the first
 * render (startShop.tsx), so that view gives way to this one with no spinner in between.
 */
const MaintenancePage = preloadablePage(() => import('./MaintenancePage').then((module) => module.MaintenancePage));

/** Starts fetching the maintenance page's code; resolves once it can render without a spinner. */
export const preloadMaintenancePage = MaintenancePage.preload;

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
        <MaintenancePage />
      </Suspense>
    );
  }
  return (
    <Suspense fallback={<PageLoader fullHeight />}>
      <SessionGate />
    </Suspense>
  );
});
