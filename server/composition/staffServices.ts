import { AdminOrderQueries } from '../adapters/db/admin/AdminOrderQueries';
import { OrderStatusTransactionOnDatabase } from '../adapters/db/admin/OrderStatusTransactionOnDatabase';
import { StaffQueries } from '../adapters/db/admin/StaffQueries';
import { ChangeOrderStatus } from '../application/admin/ChangeOrderStatus';
import type { ServerContext } from '../http/ServerContext';
import { type EndedOrderMail, releaseWhatEndedOrdersHeld } from './orderEndings';

/**
 * What the back office and the sales desk share: whose account is staff now, and the orders they
 * find and move along their lifecycle (an order that ends gives back what it held).
 */
export function staffServices(context: Pick<ServerContext, 'db'> & EndedOrderMail) {
  const { db } = context;
  return {
    members: new StaffQueries(db),
    orders: new AdminOrderQueries(db),
    changeOrderStatus: new ChangeOrderStatus(new OrderStatusTransactionOnDatabase(db, (tx) => releaseWhatEndedOrdersHeld(tx, context))),
  };
}
