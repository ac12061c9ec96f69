import { ContainerModule } from 'inversify';
import { CartPresenter } from '../cart/CartPresenter';
import { ToastPresenter } from '../toast/ToastPresenter';

/**
 * Presenters shared by the whole page live here as singletons. A screen's own presenter needs no
 * binding: the container autobinds injectable classes, a new one per screen.
 */
export const uiModule = new ContainerModule(({ bind }) => {
  bind(CartPresenter).toSelf().inSingletonScope();
  bind(ToastPresenter).toSelf().inSingletonScope();
});
