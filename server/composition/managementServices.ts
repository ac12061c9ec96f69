import { SiteSettingsQueries } from '../adapters/db/SiteSettingsQueries';
import type { ServerContext } from '../http/ServerContext';

/** The shop-wide switches the storefront reads (the read side). */
export function managementServices({ db }: ServerContext) {
  return { siteSettings: new SiteSettingsQueries(db) };
}
