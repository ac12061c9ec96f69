import { ContainerModule } from 'inversify';
import { StaffSignInApi } from '../../application/admin/StaffSignInApi';
import { AdminCatalogApi } from '../../application/admin/AdminCatalogApi';
import { AdminDashboardApi } from '../../application/admin/AdminDashboardApi';
import { AdminImagesApi } from '../../application/admin/AdminImagesApi';
import { AdminOrdersApi } from '../../application/admin/AdminOrdersApi';
import { AdminSessionStore } from '../../application/admin/AdminSessionStore';
import { AdminUsersApi } from '../../application/admin/AdminUsersApi';
import { HttpAdminCatalogApi } from '../http/admin/HttpAdminCatalogApi';
import { HttpAdminDashboardApi } from '../http/admin/HttpAdminDashboardApi';
import { HttpAdminImagesApi } from '../http/admin/HttpAdminImagesApi';
import { HttpAdminOrdersApi } from '../http/admin/HttpAdminOrdersApi';
import { HttpAdminUsersApi } from '../http/admin/HttpAdminUsersApi';
import { HttpAdminSessionApi } from '../http/admin/HttpAdminSessionApi';
import { staffHttpClient, staffSignInHttpClient } from '../http/admin/staffHttpClient';
import type { Language } from '@tiara/domain/language';
import { BrowserStaffSessionStore } from '../storage/BrowserStaffSessionStore';
import { StaffSessionKeys } from '../storage/StaffSessionKeys';
import type { BrowserEnvironment } from './infrastructureModule';
import { AdminAiApi } from '../../application/admin/ai/AdminAiApi';
import { AdminArabicReportApi } from '../../application/admin/arabic/AdminArabicReportApi';
import { AdminEventsApi } from '../../application/admin/events/AdminEventsApi';
import { AdminJobsApi } from '../../application/admin/jobs/AdminJobsApi';
import { AdminInvoiceSettingsApi } from '../../application/admin/management/AdminInvoiceSettingsApi';
import { AdminManagementApi } from '../../application/admin/management/AdminManagementApi';
import { AdminNotificationsApi } from '../../application/admin/notifications/AdminNotificationsApi';
import { AdminPaymentsApi } from '../../application/admin/payments/AdminPaymentsApi';
import { AdminOrderRefundsApi } from '../../application/admin/refunds/AdminOrderRefundsApi';
import { AdminRefundsApi } from '../../application/admin/payments/AdminRefundsApi';
import { AdminPromosApi } from '../../application/admin/promos/AdminPromosApi';
import { AdminShippingApi } from '../../application/admin/shipping/AdminShippingApi';
import { AdminTrainingApi } from '../../application/admin/training/AdminTrainingApi';
import { HttpAdminAiApi } from '../http/admin/HttpAdminAiApi';
import { HttpAdminArabicReportApi } from '../http/admin/HttpAdminArabicReportApi';
import { HttpAdminEventsApi } from '../http/admin/HttpAdminEventsApi';
import { HttpAdminJobsApi } from '../http/admin/HttpAdminJobsApi';
import { HttpAdminInvoiceSettingsApi } from '../http/admin/HttpAdminInvoiceSettingsApi';
import { HttpAdminManagementApi } from '../http/admin/HttpAdminManagementApi';
import { HttpAdminNotificationsApi } from '../http/admin/HttpAdminNotificationsApi';
import { HttpAdminOrderRefundsApi } from '../http/admin/HttpAdminOrderRefundsApi';
import { HttpAdminPaymentsApi } from '../http/admin/HttpAdminPaymentsApi';
import { HttpAdminPromosApi } from '../http/admin/HttpAdminPromosApi';
import { HttpAdminRefundsApi } from '../http/admin/HttpAdminRefundsApi';
import { HttpAdminShippingApi } from '../http/admin/HttpAdminShippingApi';
import { HttpAdminTrainingApi } from '../http/admin/HttpAdminTrainingApi';
import { AdminReturnsApi } from '../../application/admin/returns/StaffReturnsApi';
import { ObjectUrls } from '../../application/admin/returns/ObjectUrls';
import { HttpStaffReturnsApi } from '../http/admin/HttpStaffReturnsApi';
import { BrowserObjectUrls } from '../download/BrowserObjectUrls';

/**
 * The back office's adapters, loaded with its code (LazyAreas), never in the storefront's first
 * load. Every API adapter is built on `http`, which sends the admin's token: one line per port.
 */
export function adminAdapters(environment: BrowserEnvironment, language: () => Language): ContainerModule {
  return new ContainerModule(({ bind, isBound }) => {
    const session = new BrowserStaffSessionStore(environment.storage, environment.events, StaffSessionKeys.admin);
    const http = staffHttpClient(environment.apiBaseUrl, session, environment.fetch, language);
    bind(AdminSessionStore).toConstantValue(session);
    // Shared with the other staff area, which may have been loaded first.
    if (!isBound(StaffSignInApi)) bind(StaffSignInApi).toConstantValue(new HttpAdminSessionApi(staffSignInHttpClient(environment.apiBaseUrl, environment.fetch, language)));
    bind(AdminDashboardApi).toConstantValue(new HttpAdminDashboardApi(http));
    bind(AdminCatalogApi).toConstantValue(new HttpAdminCatalogApi(http));
    bind(AdminOrdersApi).toConstantValue(new HttpAdminOrdersApi(http));
    bind(AdminOrderRefundsApi).toConstantValue(new HttpAdminOrderRefundsApi(http));
    bind(AdminUsersApi).toConstantValue(new HttpAdminUsersApi(http));
    bind(AdminImagesApi).toConstantValue(new HttpAdminImagesApi(http));
    bind(AdminNotificationsApi).toConstantValue(new HttpAdminNotificationsApi(http));
    bind(AdminPaymentsApi).toConstantValue(new HttpAdminPaymentsApi(http));
    bind(AdminRefundsApi).toConstantValue(new HttpAdminRefundsApi(http));
    bind(AdminEventsApi).toConstantValue(new HttpAdminEventsApi(http));
    bind(AdminTrainingApi).toConstantValue(new HttpAdminTrainingApi(http));
    bind(AdminPromosApi).toConstantValue(new HttpAdminPromosApi(http));
    bind(AdminAiApi).toConstantValue(new HttpAdminAiApi(http));
    bind(AdminShippingApi).toConstantValue(new HttpAdminShippingApi(http));
    bind(AdminManagementApi).toConstantValue(new HttpAdminManagementApi(http));
    bind(AdminInvoiceSettingsApi).toConstantValue(new HttpAdminInvoiceSettingsApi(http));
    bind(AdminJobsApi).toConstantValue(new HttpAdminJobsApi(http));
    bind(AdminArabicReportApi).toConstantValue(new HttpAdminArabicReportApi(http));
    bind(AdminReturnsApi).toConstantValue(new HttpStaffReturnsApi(http, 'admin'));
    // Shared with the other staff area, which may have been loaded first.
    if (!isBound(ObjectUrls)) bind(ObjectUrls).toConstantValue(new BrowserObjectUrls());
  });
}
