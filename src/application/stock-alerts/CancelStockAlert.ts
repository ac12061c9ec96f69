import { inject, injectable } from 'inversify';
import type { ApiResult } from '../shared/ApiResult';
import { StockAlertApi } from './StockAlertApi';

/** Stops one of the signed-in customer's waiting alerts. */
@injectable()
export class CancelStockAlert {
  private readonly alerts: StockAlertApi;

  constructor(@inject(StockAlertApi) alerts: StockAlertApi) {
    this.alerts = alerts;
  }

  execute(alertId: number): Promise<ApiResult<void>> {
    return this.alerts.cancel(alertId);
  }
}
