import { ContainerModule } from 'inversify';
import { Navigator } from '../../application/shared/Navigator';
import { CartPresenter } from '../cart/CartPresenter';
import { LanguagePresenter } from '../i18n/LanguagePresenter';
import { RouterNavigator } from '../routing/RouterNavigator';
import { SessionPresenter } from '../session/SessionPresenter';
import { AiAccessPresenter } from '../shell/AiAccessPresenter';
import { MaintenancePresenter } from '../shell/MaintenancePresenter';
import { ToastPresenter } from '../toast/ToastPresenter';

/**
 * Presenters shared by the whole page live here as singletons. A screen's own presenter needs no
 * binding: the container autobinds injectable classes, a new one per screen.
 */
export const uiModule = new ContainerModule(({ bind }) => {
  bind(CartPresenter).toSelf().inSingletonScope();
  bind(ToastPresenter).toSelf().inSingletonScope();
  bind(LanguagePresenter).toSelf().inSingletonScope();
  bind(AiAccessPresenter).toSelf().inSingletonScope();
  bind(SessionPresenter).toSelf().inSingletonScope();
  bind(MaintenancePresenter).toSelf().inSingletonScope();
  bind(RouterNavigator).toSelf().inSingletonScope();
  bind(Navigator).toService(RouterNavigator);
});
