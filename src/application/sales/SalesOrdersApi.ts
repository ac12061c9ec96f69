import type { ServiceIdentifier } from 'inversify';
import type { StaffOrdersApi } from '../admin/AdminOrdersApi';

/** /api/sales/orders: the orders a sales person fulfils; only Shipped and Delivered may be set. */
export type SalesOrdersApi = StaffOrdersApi;

export const SalesOrdersApi: ServiceIdentifier<SalesOrdersApi> = Symbol('SalesOrdersApi');
