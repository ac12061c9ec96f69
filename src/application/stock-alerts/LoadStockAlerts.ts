import { inject, injectable } from 'inversify';
import type { ApiResult } from '../shared/ApiResult';
import { StockAlertApi, type WaitingStockAlert } from './StockAlertApi';

/** The signed-in customer's waiting back-in-stock alerts, oldest first. */
@injectable()
export class LoadStockAlerts {
  private readonly alerts: StockAlertApi;

  constructor(@inject(StockAlertApi) alerts: StockAlertApi) {
    this.alerts = alerts;
  }

  execute(): Promise<ApiResult<WaitingStockAlert[]>> {
    return this.alerts.mine();
  }
}
