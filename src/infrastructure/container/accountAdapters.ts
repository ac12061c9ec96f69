import { ContainerModule } from 'inversify';
import { OrderHistoryApi } from '../../application/account/OrderHistoryApi';
import { AuthApi } from '../../application/auth/AuthApi';
import { HttpClient } from '../http/HttpClient';
import { lazyApi } from './lazyApi';

/**
 * The accounts area's API adapters: sign-in, sign-up, token checks, password reset and order
 * history. They arrive with their first call, not with the storefront's first load.
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
});
