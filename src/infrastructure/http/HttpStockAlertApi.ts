import type { NewStockAlertJson } from '@tiara/contract/newStockAlertJson';
import type { ApiResult } from '../../application/shared/ApiResult';
import type { StockAlertApi, StockAlertSubscription, StockAlertTarget, WaitingStockAlert } from '../../application/stock-alerts/StockAlertApi';
import type { HttpClient } from './HttpClient';
import { cancelledSchema, subscriptionSchema, waitingAlertsSchema } from './schemas/stockAlertSchemas';

export class HttpStockAlertApi implements StockAlertApi {
  private readonly http: HttpClient;

  constructor(http: HttpClient) {
    this.http = http;
  }

  subscribe(target: StockAlertTarget, email: string | null): Promise<ApiResult<StockAlertSubscription>> {
    const body: NewStockAlertJson = { product_id: target.productId, variant_id: target.variantId, ...(email === null ? {} : { email }) };
    return this.http.send({ method: 'POST', path: '/api/stock-alerts', body, schema: subscriptionSchema, expect: [200, 201], feature: 'stock-alerts', keyed: true });
  }

  mine(): Promise<ApiResult<WaitingStockAlert[]>> {
    return this.http.send({ method: 'GET', path: '/api/stock-alerts/mine', schema: waitingAlertsSchema, feature: 'stock-alerts' });
  }

  cancel(alertId: number): Promise<ApiResult<void>> {
    return this.http.send({ method: 'DELETE', path: `/api/stock-alerts/${alertId}`, schema: cancelledSchema, feature: 'stock-alerts', keyed: true });
  }
}
