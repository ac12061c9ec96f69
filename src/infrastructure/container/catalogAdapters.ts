import { ContainerModule } from 'inversify';
import { CatalogApi } from '../../application/catalog/CatalogApi';
import { SearchSuggestionsApi } from '../../application/catalog/SearchSuggestionsApi';
import { HttpCatalogApi } from '../http/HttpCatalogApi';
import { HttpClient } from '../http/HttpClient';
import { lazyApi } from './lazyApi';

/** The catalogue's API adapters. */
export const catalogAdapters = new ContainerModule(({ bind }) => {
  bind(CatalogApi).toDynamicValue(({ get }) => new HttpCatalogApi(get(HttpClient))).inSingletonScope();
  bind(SearchSuggestionsApi)
    .toDynamicValue(({ get }) => {
      const http = get(HttpClient);
      return lazyApi<SearchSuggestionsApi>(() => import('../http/HttpSearchSuggestionsApi').then((module) => new module.HttpSearchSuggestionsApi(http)));
    })
    .inSingletonScope();
});
