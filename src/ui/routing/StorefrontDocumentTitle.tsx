import { observer } from 'mobx-react-lite';
import { useLocation } from 'react-router-dom';
import { isStaffArea } from '@tiara/domain/access';
import { useInjection } from '../di/ContainerContext';
import { MaintenancePresenter } from '../shell/MaintenancePresenter';
import { DocumentTitle } from './DocumentTitle';
import { MAINTENANCE_PAGE_TITLES, STOREFRONT_PAGE_TITLES } from './storefrontPageTitles';

/** The storefront's tab titles, or the maintenance page's while it stands in for the shop; the staff areas keep their own (AdminArea, SalesArea). */
export const StorefrontDocumentTitle = observer(function StorefrontDocumentTitle() {
  const maintenance = useInjection(MaintenancePresenter);
  const { pathname } = useLocation();
  if (isStaffArea(pathname)) return null;
  return <DocumentTitle routes={maintenance.viewFor(pathname) === 'maintenance' ? MAINTENANCE_PAGE_TITLES : STOREFRONT_PAGE_TITLES} />;
});
