import { ContainerModule } from 'inversify';
import { StaffSignInApi } from '../../application/admin/StaffSignInApi';
import { SalesOrdersApi } from '../../application/sales/SalesOrdersApi';
import { SalesSessionStore } from '../../application/sales/SalesSessionStore';
import { SalesReturnsApi } from '../../application/sales/SalesReturnsApi';
import { ObjectUrls } from '../../application/admin/returns/ObjectUrls';
import { HttpStaffReturnsApi } from '../http/admin/HttpStaffReturnsApi';
import { BrowserObjectUrls } from '../download/BrowserObjectUrls';
import { HttpSalesApi } from '../http/admin/HttpSalesApi';
import { HttpAdminSessionApi } from '../http/admin/HttpAdminSessionApi';
import { staffHttpClient, staffSignInHttpClient } from '../http/admin/staffHttpClient';
import type { Language } from '@tiara/domain/language';
import { BrowserStaffSessionStore } from '../storage/BrowserStaffSessionStore';
import { StaffSessionKeys } from '../storage/StaffSessionKeys';
import type { BrowserEnvironment } from './infrastructureModule';

/** The sales desk's adapters, loaded with its code (LazyAreas); its calls carry the sales token. */
export function salesAdapters(environment: BrowserEnvironment, language: () => Language): ContainerModule {
  return new ContainerModule(({ bind, isBound }) => {
    const session = new BrowserStaffSessionStore(environment.storage, environment.events, StaffSessionKeys.sales);
    const http = staffHttpClient(environment.apiBaseUrl, session, environment.fetch, language);
    bind(SalesSessionStore).toConstantValue(session);
    // Shared with the other staff area, which may have been loaded first.
    if (!isBound(StaffSignInApi)) bind(StaffSignInApi).toConstantValue(new HttpAdminSessionApi(staffSignInHttpClient(environment.apiBaseUrl, environment.fetch, language)));
    bind(SalesOrdersApi).toConstantValue(new HttpSalesApi(http));
    bind(SalesReturnsApi).toConstantValue(new HttpStaffReturnsApi(http, 'sales'));
    // Shared with the other staff area, which may have been loaded first.
    if (!isBound(ObjectUrls)) bind(ObjectUrls).toConstantValue(new BrowserObjectUrls());
  });
}
