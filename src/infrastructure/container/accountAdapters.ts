import { ContainerModule } from 'inversify';
import { OrderHistoryApi } from '../../application/account/OrderHistoryApi';
import { AuthApi } from '../../application/auth/AuthApi';
import { OrderDetailApi } from '../../application/orders/OrderDetailApi';
import { HttpClient } from '../http/HttpClient';
import { lazyApi } from './lazyApi';

/**
 * The accounts area's API adapters: sign-in, sign-up, token checks, password reset and order
 * history and one order's detail. They arrive with their first call, not with the storefront's first load.
 */
export const accountAdapters = new ContainerModule(({ bind }) => {
  bind(AuthApi)
    .toDynamicValue(({ get }) => {
      const http = get(HttpClient);
      return lazyApi<AuthApi>(() => import('../http/HttpAuthApi').then((module) => new module.HttpAuthApi(http)));
    })
    .inSingletonScope();
  bind(OrderHistoryApi)
    .toDynamicValue(({ get }) => {
      const http = get(HttpClient);
      return lazyApi<OrderHistoryApi>(() => import('../http/HttpOrderHistoryApi').then((module) => new module.HttpOrderHistoryApi(http)));
    })
    .inSingletonScope();
  bind(OrderDetailApi)
    .toDynamicValue(({ get }) => {
      const http = get(HttpClient);
      return lazyApi<OrderDetailApi>(() => import('../http/HttpOrderDetailApi').then((module) => new module.HttpOrderDetailApi(http)));
    })
    .inSingletonScope();
});
