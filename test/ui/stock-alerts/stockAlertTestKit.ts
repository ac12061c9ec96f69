import { Container } from 'inversify';
import { SessionStore, type StoredSession } from '../../../src/application/session/SessionStore';
import { BackendFeatures } from '../../../src/application/shared/BackendFeatures';
import { Clock } from '../../../src/application/shared/Clock';
import { StockAlertApi } from '../../../src/application/stock-alerts/StockAlertApi';
import { ToastPresenter } from '../../../src/ui/toast/ToastPresenter';
import { FakeBackendFeatures } from '../../application/support/fakes/FakeBackendFeatures';
import { type AlertableProduct, FakeStockAlertApi } from '../../application/support/fakes/FakeStockAlertApi';
import { FakeClock } from '../support/FakeClock';

/** Two products sold out: gloves, and crowns whose Upper Right 3 is gone. */
export const soldOutGloves: AlertableProduct = { name: 'Nitrile gloves M', isActive: true, quantity: 0, variants: [] };
export const soldOutCrowns: AlertableProduct = {
  name: 'Stainless crowns',
  isActive: true,
  quantity: 0,
  variants: [
    { id: 401, quantity: 0, label: 'Upper Right 2' },
    { id: 402, quantity: 0, label: 'Upper Right 3' },
  ],
};

export const signedOut: StoredSession = { token: null, userId: null, role: null, email: null };
export const signedIn: StoredSession = { token: 'header.nour.signature', userId: 7, role: 'User', email: 'customer@tiara.example' };

/** A container with the fake API, a session fixed to `session`, a backend with every feature and the real toasts on a fake clock. */
export function stockAlertTestKit(session: StoredSession) {
  const container = new Container({ autobind: true });
  const api = new FakeStockAlertApi();
  api.products.set(12, soldOutGloves);
  api.products.set(40, soldOutCrowns);
  container.bind(StockAlertApi).toConstantValue(api);
  container.bind(SessionStore).toConstantValue({ current: () => session, onChange: () => () => undefined });
  container.bind(Clock).toConstantValue(new FakeClock());
  container.bind(ToastPresenter).toSelf().inSingletonScope();
  const features = new FakeBackendFeatures();
  container.bind(BackendFeatures).toConstantValue(features);
  return { container, api, features, toasts: container.get(ToastPresenter) };
}

export const settle = () => new Promise<void>((resolveLater) => setTimeout(resolveLater, 0));
