import { CatalogQueries } from '../adapters/db/CatalogQueries';
import { catalogReadCache } from '../adapters/db/CatalogReadCache';
import { SearchSuggestionQueries } from '../adapters/db/SearchSuggestionQueries';
import type { ServerContext } from '../http/ServerContext';

/**
 * The storefront's read side of the catalogue: its queries, the search box's suggestions, and the
 * answers remembered for a moment (one memory per database, which the back office's changes empty).
 */
export function catalogServices({ db }: Pick<ServerContext, 'db'>) {
  return {
    queries: new CatalogQueries(db),
    suggestions: new SearchSuggestionQueries(db),
    answers: catalogReadCache(db),
  };
}
