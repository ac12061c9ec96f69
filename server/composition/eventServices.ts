import { EventQueries } from '../adapters/db/EventQueries';
import type { ServerContext } from '../http/ServerContext';

/** The events the storefront lists (the read side). */
export function eventServices({ db }: ServerContext) {
  return { eventQueries: new EventQueries(db) };
}
