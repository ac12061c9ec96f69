import { Container, type ContainerModule } from 'inversify';
import { LazyAreas } from './application/shared/LazyAreas';
import { accountAdapters } from './infrastructure/container/accountAdapters';
import { aiAdapters } from './infrastructure/container/aiAdapters';
import { catalogAdapters } from './infrastructure/container/catalogAdapters';
import { checkoutAdapters } from './infrastructure/container/checkoutAdapters';
import { engageAdapters } from './infrastructure/container/engageAdapters';
import { type BrowserEnvironment, infrastructureModule } from './infrastructure/container/infrastructureModule';
import { invoiceAdapters } from './infrastructure/container/invoiceAdapters';
import { shellAdapters } from './infrastructure/container/shellAdapters';
import { uiModule } from './ui/di/uiModule';
import { LanguagePresenter } from './ui/i18n/LanguagePresenter';
import { LanguagePreference } from './application/shared/LanguagePreference';

/**
 * The storefront's container: its adapters and shared presenters, and the staff areas' adapters
 * loaded with their own chunks. The browser (startShop.tsx) and the build's first-view renderer
 * (serverRender.tsx) compose the same shop, each with its own environment.
 */
export function storefrontContainer(environment: BrowserEnvironment): Container {
  // Autobinding lets each screen's presenter be resolved without a binding of its own.
  const container = new Container({ autobind: true });

  /** Loads a staff area's adapters once; a failed download may be tried again. */
  function loadedOnce(module: () => Promise<ContainerModule>): () => Promise<void> {
    let loading: Promise<void> | null = null;
    return () =>
      (loading ??= module()
        .then((loaded) => container.load(loaded))
        .catch((error: unknown) => {
          loading = null;
          throw error;
        }));
  }

  /** A staff area's adapters, once the texts of its screens are loaded in the reader's language too. */
  async function withStaffTexts(adapters: Promise<ContainerModule>): Promise<ContainerModule> {
    const [module] = await Promise.all([adapters, container.get(LanguagePresenter).includeStaffTexts()]);
    return module;
  }

  // The staff areas' adapters come with their own chunks, never with the storefront's first load;
  // they ask the API in the language the shop is read in, as the storefront's adapters do.
  const language = () => container.get(LanguagePreference).current();
  const lazyAreas: LazyAreas = {
    admin: loadedOnce(() => withStaffTexts(import('./infrastructure/container/adminAdapters').then((module) => module.adminAdapters(environment, language)))),
    sales: loadedOnce(() => withStaffTexts(import('./infrastructure/container/salesAdapters').then((module) => module.salesAdapters(environment, language)))),
  };
  container.bind(LazyAreas).toConstantValue(lazyAreas);

  container.load(
    infrastructureModule(environment),
    catalogAdapters,
    shellAdapters(environment),
    checkoutAdapters(environment),
    accountAdapters,
    engageAdapters(environment),
    aiAdapters(environment),
    invoiceAdapters,
    uiModule,
  );
  return container;
}
