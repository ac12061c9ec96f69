import { ContainerModule } from 'inversify';
import { AiApi } from '../../application/ai/AiApi';
import { CartLineNamesApi } from '../../application/cart/CartLineNamesApi';
import { CheckoutDetailsStore } from '../../application/orders/CheckoutDetailsStore';
import { OrderApi } from '../../application/orders/OrderApi';
import { PaymentApi } from '../../application/payments/PaymentApi';
import { PromoApi } from '../../application/promo/PromoApi';
import { ShippingFeeApi } from '../../application/shipping/ShippingFeeApi';
import { TrainingApi } from '../../application/training/TrainingApi';
import { HttpAiApi } from '../http/HttpAiApi';
import { HttpClient } from '../http/HttpClient';
import { BrowserCheckoutDetailsStore } from '../storage/BrowserCheckoutDetailsStore';
import type { BrowserEnvironment } from './infrastructureModule';
import { lazyHttp } from './lazyApi';

/**
 * The checkout area's API and storage adapters. The AI access check runs with the first view (the
 * navbar's AI tab); the other APIs arrive with their first call, not with the storefront's first load.
 */
export const checkoutAdapters = (environment: BrowserEnvironment) =>
  new ContainerModule(({ bind }) => {
    bind(AiApi).toDynamicValue(({ get }) => new HttpAiApi(get(HttpClient))).inSingletonScope();
    bind(PromoApi).toDynamicValue(({ get }) => lazyHttp<PromoApi>(get(HttpClient), () => import('../http/HttpPromoApi').then((module) => module.HttpPromoApi))).inSingletonScope();
    bind(ShippingFeeApi).toDynamicValue(({ get }) => lazyHttp<ShippingFeeApi>(get(HttpClient), () => import('../http/HttpShippingFeeApi').then((module) => module.HttpShippingFeeApi))).inSingletonScope();
    bind(CartLineNamesApi)
      .toDynamicValue(({ get }) => lazyHttp<CartLineNamesApi>(get(HttpClient), () => import('../http/HttpCartLineNamesApi').then((module) => module.HttpCartLineNamesApi)))
      .inSingletonScope();
    bind(OrderApi).toDynamicValue(({ get }) => lazyHttp<OrderApi>(get(HttpClient), () => import('../http/HttpOrderApi').then((module) => module.HttpOrderApi))).inSingletonScope();
    bind(PaymentApi).toDynamicValue(({ get }) => lazyHttp<PaymentApi>(get(HttpClient), () => import('../http/HttpPaymentApi').then((module) => module.HttpPaymentApi))).inSingletonScope();
    bind(TrainingApi).toDynamicValue(({ get }) => lazyHttp<TrainingApi>(get(HttpClient), () => import('../http/HttpTrainingApi').then((module) => module.HttpTrainingApi))).inSingletonScope();
    bind(CheckoutDetailsStore).toDynamicValue(() => new BrowserCheckoutDetailsStore(environment.storage)).inSingletonScope();
  });
