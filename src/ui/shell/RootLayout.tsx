import { NavigatorBridge } from '../routing/NavigatorBridge';
import { ScrollToTop } from '../routing/ScrollToTop';
import { MaintenanceGate } from './MaintenanceGate';
import { ToastHost } from './ToastHost';

/** Around every route, the staff areas included: navigation, scrolling, the maintenance gate and the toasts. */
export function RootLayout() {
  return (
    <>
      <NavigatorBridge />
      <ScrollToTop />
      <MaintenanceGate />
      <ToastHost />
    </>
  );
}
