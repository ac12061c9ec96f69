import { ContainerModule } from 'inversify';
import { CartPresenter } from '../cart/CartPresenter';

/** Presenters shared by the whole page live as singletons; screen presenters are made per screen. */
export const uiModule = new ContainerModule(({ bind }) => {
  bind(CartPresenter).toSelf().inSingletonScope();
});
