import { ShippingFeeQueries } from '../adapters/db/ShippingFeeQueries';
import type { ServerContext } from '../http/ServerContext';

/** The governorates' shipping fees as the checkout reads them. */
export function shippingServices({ db }: Pick<ServerContext, 'db'>) {
  return { fees: new ShippingFeeQueries(db) };
}
