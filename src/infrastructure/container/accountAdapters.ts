import { ContainerModule } from 'inversify';
import { OrderHistoryApi } from '../../application/account/OrderHistoryApi';
import { AddressBookApi } from '../../application/addresses/AddressBookApi';
import { AuthApi } from '../../application/auth/AuthApi';
import { StockAlertApi } from '../../application/stock-alerts/StockAlertApi';
import { StoreCreditApi } from '../../application/store-credit/StoreCreditApi';
import { OrderDetailApi } from '../../application/orders/OrderDetailApi';
import { HttpClient } from '../http/HttpClient';
import { lazyHttp } from './lazyApi';

/**
 * The accounts area's API adapters: sign-in, sign-up, token checks, password reset and order
 * history, one order's detail, the saved addresses, the back-in-stock alerts and the store credit. They arrive with their
 * first call, not with the storefront's first load.
 */
export const accountAdapters = new ContainerModule(({ bind }) => {
  bind(AuthApi).toDynamicValue(({ get }) => lazyHttp<AuthApi>(get(HttpClient), () => import('../http/HttpAuthApi').then((module) => module.HttpAuthApi))).inSingletonScope();
  bind(OrderHistoryApi)
    .toDynamicValue(({ get }) => lazyHttp<OrderHistoryApi>(get(HttpClient), () => import('../http/HttpOrderHistoryApi').then((module) => module.HttpOrderHistoryApi)))
    .inSingletonScope();
  bind(AddressBookApi)
    .toDynamicValue(({ get }) => lazyHttp<AddressBookApi>(get(HttpClient), () => import('../http/HttpAddressBookApi').then((module) => module.HttpAddressBookApi)))
    .inSingletonScope();
  bind(StockAlertApi)
    .toDynamicValue(({ get }) => lazyHttp<StockAlertApi>(get(HttpClient), () => import('../http/HttpStockAlertApi').then((module) => module.HttpStockAlertApi)))
    .inSingletonScope();
  bind(StoreCreditApi)
    .toDynamicValue(({ get }) => lazyHttp<StoreCreditApi>(get(HttpClient), () => import('../http/HttpStoreCreditApi').then((module) => module.HttpStoreCreditApi)))
    .inSingletonScope();
  bind(OrderDetailApi)
    .toDynamicValue(({ get }) => lazyHttp<OrderDetailApi>(get(HttpClient), () => import('../http/HttpOrderDetailApi').then((module) => module.HttpOrderDetailApi)))
    .inSingletonScope();
});
