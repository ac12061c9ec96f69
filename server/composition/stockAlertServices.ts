import { randomBytes } from 'node:crypto';
import { StockAlertsRepository } from '../adapters/db/StockAlertsRepository';
import { SubscribeToStockAlert } from '../application/stock-alerts/SubscribeToStockAlert';
import type { ServerContext } from '../http/ServerContext';

/** 32 random bytes: the stop link cannot be guessed, and only stops the one alert. */
const newStopToken = () => randomBytes(32).toString('base64url');

/** The back-in-stock alerts people ask for, list and stop (their firing is the catalogue's and the orders'). */
export function stockAlertServices({ db }: Pick<ServerContext, 'db'>) {
  const alerts = new StockAlertsRepository(db);
  return { alerts, subscribe: new SubscribeToStockAlert(alerts, newStopToken) };
}
