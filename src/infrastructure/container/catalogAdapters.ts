import { ContainerModule } from 'inversify';
import { CatalogApi } from '../../application/catalog/CatalogApi';
import { HttpCatalogApi } from '../http/HttpCatalogApi';
import { HttpClient } from '../http/HttpClient';

/** The catalogue's API adapters. */
export const catalogAdapters = new ContainerModule(({ bind }) => {
  bind(CatalogApi).toDynamicValue(({ get }) => new HttpCatalogApi(get(HttpClient))).inSingletonScope();
});
