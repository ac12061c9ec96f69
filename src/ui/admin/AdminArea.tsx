import './adminStyles';
import { lazy } from 'react';
import { Navigate, Route, Routes as RouterRoutes } from 'react-router-dom';
import { LazyAreas } from '../../application/shared/LazyAreas';
import { Routes } from '@tiara/domain/access';
import { useInjection } from '../di/ContainerContext';
import { DocumentTitle } from '../routing/DocumentTitle';
import { AdminLayout } from './AdminLayout';
import { ArabicReportPage } from './arabic/ArabicReportPage';
import { CategoriesPage } from './categories/CategoriesPage';
import { DashboardPage } from './dashboard/DashboardPage';
import { AdminLoginPage } from './login/AdminLoginPage';
import { OrdersPage } from './orders/OrdersPage';
import { ProductsPage } from './products/ProductsPage';
import { ADMIN_PAGE_TITLES } from './shared/adminPageTitles';
import { StaffAreaLoader } from './shared/StaffAreaLoader';
import { UsersPage } from './users/UsersPage';

// The sections of the second half of the back office each arrive as a chunk of their own.
const AdminNotificationsPage = lazy(() => import('./notifications/AdminNotificationsPage').then((module) => ({ default: module.AdminNotificationsPage })));
const AdminPaymentsPage = lazy(() => import('./payments/AdminPaymentsPage').then((module) => ({ default: module.AdminPaymentsPage })));
const AdminEventsPage = lazy(() => import('./events/AdminEventsPage').then((module) => ({ default: module.AdminEventsPage })));
const AdminTrainingPage = lazy(() => import('./training/AdminTrainingPage').then((module) => ({ default: module.AdminTrainingPage })));
const AdminPromoCodesPage = lazy(() => import('./promocodes/AdminPromoCodesPage').then((module) => ({ default: module.AdminPromoCodesPage })));
const AdminAiPage = lazy(() => import('./ai/AdminAiPage').then((module) => ({ default: module.AdminAiPage })));
const AdminShippingFeesPage = lazy(() => import('./shipping/AdminShippingFeesPage').then((module) => ({ default: module.AdminShippingFeesPage })));
const AdminJobsPage = lazy(() => import('./jobs/AdminJobsPage').then((module) => ({ default: module.AdminJobsPage })));
const AdminReturnsPage = lazy(() => import('./returns/AdminReturnsPage').then((module) => ({ default: module.AdminReturnsPage })));
const AdminManagementPage = lazy(() => import('./management/AdminManagementPage').then((module) => ({ default: module.AdminManagementPage })));

/**
 * Everything under /admin (SPEC §2): its adapters are loaded into the container first, then the
 * login page or, behind the staff guard of the layout, SPEC §2's thirteen sections, the background jobs (issue 17) and what lacks Arabic (issue 28).
 */
export function AdminArea() {
  const areas = useInjection(LazyAreas);
  return (
    <StaffAreaLoader load={areas.admin}>
      <DocumentTitle routes={ADMIN_PAGE_TITLES} />
      <RouterRoutes>
        <Route path="login" element={<AdminLoginPage />} />
        <Route element={<AdminLayout />}>
          <Route index element={<Navigate to={Routes.adminHome} replace />} />
          <Route path="dashboard" element={<DashboardPage />} />
          <Route path="categories" element={<CategoriesPage />} />
          <Route path="products" element={<ProductsPage />} />
          <Route path="orders" element={<OrdersPage />} />
          <Route path="returns" element={<AdminReturnsPage />} />
          <Route path="users" element={<UsersPage />} />
          <Route path="notifications" element={<AdminNotificationsPage />} />
          <Route path="payments" element={<AdminPaymentsPage />} />
          <Route path="events" element={<AdminEventsPage />} />
          <Route path="dental-training" element={<AdminTrainingPage />} />
          <Route path="promocodes" element={<AdminPromoCodesPage />} />
          <Route path="tiaraai-subscriptions" element={<AdminAiPage />} />
          <Route path="shipping-fees" element={<AdminShippingFeesPage />} />
          <Route path="management" element={<AdminManagementPage />} />
          <Route path="jobs" element={<AdminJobsPage />} />
          <Route path="arabic" element={<ArabicReportPage />} />
          <Route path="*" element={<Navigate to={Routes.adminHome} replace />} />
        </Route>
      </RouterRoutes>
    </StaffAreaLoader>
  );
}
