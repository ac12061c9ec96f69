import { Container } from 'inversify';
import { SessionStore, type StoredSession } from '../../../src/application/session/SessionStore';
import type { ApiResult } from '../../../src/application/shared/ApiResult';
import { Clock } from '../../../src/application/shared/Clock';
import { StockAlertApi, type StockAlertSubscription, type StockAlertTarget, type WaitingStockAlert } from '../../../src/application/stock-alerts/StockAlertApi';
import { ok } from '@tiara/domain/result';
import { ToastPresenter } from '../../../src/ui/toast/ToastPresenter';
import { FakeClock } from '../support/FakeClock';

/** The stock-alert endpoints as a list of calls and settable answers. */
export class FakeStockAlertApi implements StockAlertApi {
  subscriptions: Array<[StockAlertTarget, string | null]> = [];
  cancellations: number[] = [];
  mineCalls = 0;
  subscribeAnswer: ApiResult<StockAlertSubscription> = ok({ id: 31, alreadyWaiting: false, message: "We'll e-mail you when it's back in stock." });
  mineAnswer: ApiResult<WaitingStockAlert[]> = ok([]);
  cancelAnswer: ApiResult<void> = ok(undefined);

  async subscribe(target: StockAlertTarget, email: string | null) {
    this.subscriptions.push([target, email]);
    return this.subscribeAnswer;
  }
  async mine() {
    this.mineCalls += 1;
    return this.mineAnswer;
  }
  async cancel(alertId: number) {
    this.cancellations.push(alertId);
    return this.cancelAnswer;
  }
}

export const signedOut: StoredSession = { token: null, userId: null, role: null, email: null };
export const signedIn: StoredSession = { token: 'header.nour.signature', userId: 7, role: 'User', email: 'customer@tiara.example' };

/** A container with the fake API, a session fixed to `session` and the real toasts on a fake clock. */
export function stockAlertTestKit(session: StoredSession) {
  const container = new Container({ autobind: true });
  const api = new FakeStockAlertApi();
  container.bind(StockAlertApi).toConstantValue(api);
  container.bind(SessionStore).toConstantValue({ current: () => session, onChange: () => () => undefined });
  container.bind(Clock).toConstantValue(new FakeClock());
  container.bind(ToastPresenter).toSelf().inSingletonScope();
  return { container, api, toasts: container.get(ToastPresenter) };
}

export const settle = () => new Promise<void>((resolveLater) => setTimeout(resolveLater, 0));
