import { ContainerModule } from 'inversify';
import { AiApi } from '../../application/ai/AiApi';
import { CheckoutDetailsStore } from '../../application/orders/CheckoutDetailsStore';
import { OrderApi } from '../../application/orders/OrderApi';
import { PaymentApi } from '../../application/payments/PaymentApi';
import { PromoApi } from '../../application/promo/PromoApi';
import { ShippingFeeApi } from '../../application/shipping/ShippingFeeApi';
import { TrainingApi } from '../../application/training/TrainingApi';
import { HttpAiApi } from '../http/HttpAiApi';
import { HttpClient } from '../http/HttpClient';
import { HttpOrderApi } from '../http/HttpOrderApi';
import { HttpPaymentApi } from '../http/HttpPaymentApi';
import { HttpPromoApi } from '../http/HttpPromoApi';
import { HttpShippingFeeApi } from '../http/HttpShippingFeeApi';
import { HttpTrainingApi } from '../http/HttpTrainingApi';
import { BrowserCheckoutDetailsStore } from '../storage/BrowserCheckoutDetailsStore';
import type { BrowserEnvironment } from './infrastructureModule';

/** The checkout area's API and storage adapters. */
export const checkoutAdapters = (environment: BrowserEnvironment) =>
  new ContainerModule(({ bind }) => {
    bind(AiApi).toDynamicValue(({ get }) => new HttpAiApi(get(HttpClient))).inSingletonScope();
    bind(PromoApi).toDynamicValue(({ get }) => new HttpPromoApi(get(HttpClient))).inSingletonScope();
    bind(ShippingFeeApi).toDynamicValue(({ get }) => new HttpShippingFeeApi(get(HttpClient))).inSingletonScope();
    bind(OrderApi).toDynamicValue(({ get }) => new HttpOrderApi(get(HttpClient))).inSingletonScope();
    bind(PaymentApi).toDynamicValue(({ get }) => new HttpPaymentApi(get(HttpClient))).inSingletonScope();
    bind(TrainingApi).toDynamicValue(({ get }) => new HttpTrainingApi(get(HttpClient))).inSingletonScope();
    bind(CheckoutDetailsStore).toDynamicValue(() => new BrowserCheckoutDetailsStore(environment.storage)).inSingletonScope();
  });
