import { Container } from 'inversify';
import { CartStore } from '../../../src/application/cart/CartStore';
import { SessionStore } from '../../../src/application/session/SessionStore';
import { Clock } from '../../../src/application/shared/Clock';
import { Navigator } from '../../../src/application/shared/Navigator';
import { TrainingApi } from '../../../src/application/training/TrainingApi';
import { CartPresenter } from '../../../src/ui/cart/CartPresenter';
import { TrainingPresenter } from '../../../src/ui/training/TrainingPresenter';
import { ToastPresenter } from '../../../src/ui/toast/ToastPresenter';
import { FakeTrainingApi, composite, crowns } from '../../application/support/fakes/FakeTrainingApi';
import { MemoryCartStore } from '../catalog/catalogTestKit';
import { FakeSessionStore, settle } from '../shell/shellTestKit';
import { FakeClock } from '../support/FakeClock';
import { FakeNavigator } from '../support/FakeNavigator';

export { composite, crowns };

/** The training area over fakes of every port, with `userId` signed in (null: a visitor). */
export function trainingTestKit(userId: number | null = 1) {
  const kit = {
    api: new FakeTrainingApi(),
    session: new FakeSessionStore(),
    cartStore: new MemoryCartStore(),
    clock: new FakeClock('2026-11-21T10:00:00Z'),
    navigator: new FakeNavigator(),
    container: new Container({ autobind: true }),
  };
  if (userId !== null) kit.session.signIn(userId);
  const { container } = kit;
  container.bind(TrainingApi).toConstantValue(kit.api);
  container.bind(SessionStore).toConstantValue(kit.session);
  container.bind(CartStore).toConstantValue(kit.cartStore);
  container.bind(Clock).toConstantValue(kit.clock);
  container.bind(Navigator).toConstantValue(kit.navigator);
  container.bind(CartPresenter).toSelf().inSingletonScope();
  container.bind(ToastPresenter).toSelf().inSingletonScope();
  return { ...kit, cart: container.get(CartPresenter), toasts: container.get(ToastPresenter) };
}

/** The training listing opened once `prepare` has set the fakes up, its first requests answered. */
export async function openTraining(userId: number | null = 1, prepare: (kit: ReturnType<typeof trainingTestKit>) => void = () => {}) {
  const kit = trainingTestKit(userId);
  prepare(kit);
  const page = kit.container.get(TrainingPresenter);
  const close = page.opened();
  await settle();
  return { ...kit, page, close };
}
