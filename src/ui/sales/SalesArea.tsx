import './salesStyles';
import { Navigate, Route, Routes as RouterRoutes } from 'react-router-dom';
import { LazyAreas } from '../../application/shared/LazyAreas';
import { Routes } from '@tiara/domain/access';
import { StaffAreaLoader } from '../admin/shared/StaffAreaLoader';
import { useInjection } from '../di/ContainerContext';
import { DocumentTitle } from '../routing/DocumentTitle';
import { SalesLayout } from './SalesLayout';
import { SalesLoginPage } from './SalesLoginPage';
import { SalesOrdersPage } from './SalesOrdersPage';
import { SalesReturnsPage } from './SalesReturnsPage';
import { SALES_PAGE_TITLES } from './salesPageTitles';

/** Everything under /sales (SPEC §2): the login page, and behind the sales guard the orders and the returns (issue 29). */
export function SalesArea() {
  const areas = useInjection(LazyAreas);
  return (
    <StaffAreaLoader load={areas.sales}>
      <DocumentTitle routes={SALES_PAGE_TITLES} />
      <RouterRoutes>
        <Route path="login" element={<SalesLoginPage />} />
        <Route element={<SalesLayout />}>
          <Route index element={<Navigate to={Routes.salesHome} replace />} />
          <Route path="orders" element={<SalesOrdersPage />} />
          <Route path="returns" element={<SalesReturnsPage />} />
          <Route path="*" element={<Navigate to={Routes.salesHome} replace />} />
        </Route>
      </RouterRoutes>
    </StaffAreaLoader>
  );
}
