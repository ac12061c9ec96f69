import { AdminOrderQueries } from '../adapters/db/admin/AdminOrderQueries';
import { CartNameQueries } from '../adapters/db/CartNameQueries';
import { InvoiceRepository } from '../adapters/db/InvoiceRepository';
import { OrderCatalogQueries } from '../adapters/db/OrderCatalogQueries';
import { OrderHistoryQueries } from '../adapters/db/OrderHistoryQueries';
import { OrderPlacementsRepository } from '../adapters/db/OrderPlacementsRepository';
import { OrderRepository } from '../adapters/db/OrderRepository';
import { OrderTimelineQueries } from '../adapters/db/OrderTimelineQueries';
import { renderInvoicePdf } from '../adapters/pdf/InvoicePdf';
import { IssueInvoice } from '../application/invoices/IssueInvoice';
import { ObtainInvoice } from '../application/invoices/ObtainInvoice';
import { ConfirmOrder } from '../application/orders/ConfirmOrder';
import { PlaceOrder } from '../application/orders/PlaceOrder';
import { ReleaseExpiredOrders } from '../application/orders/ReleaseExpiredOrders';
import { SettlePaidOrders } from '../application/payments/SettlePaidOrders';
import type { ServerContext } from '../http/ServerContext';
import { type EndedOrderMail, releaseWhatEndedOrdersHeld } from './orderEndings';
import type { CardPayments } from './paymentServices';

/**
 * The customer's orders: what the cart's lines are called now, placing and confirming them, their history, page and invoice, and the
 * periodic sweep's pieces (server/main.ts), which end unpaid card orders past their hold and settle
 * paid ones a crash left Pending, with the same listener as a confirmation that fails an order.
 */
export function orderServices(context: Pick<ServerContext, 'db'> & EndedOrderMail, payments: CardPayments) {
  const { db } = context;
  const store = new OrderRepository(db);
  const orderEnded = releaseWhatEndedOrdersHeld(db, context);
  const invoices = new InvoiceRepository(db);
  return {
    history: new OrderHistoryQueries(db),
    cartNames: new CartNameQueries(db),
    details: new AdminOrderQueries(db),
    timelines: new OrderTimelineQueries(db),
    placeOrder: new PlaceOrder(new OrderCatalogQueries(db), new OrderPlacementsRepository(db, context.jobs)),
    confirmOrder: new ConfirmOrder(store, orderEnded, payments.verification),
    obtainInvoice: new ObtainInvoice(invoices, new IssueInvoice(invoices)),
    renderInvoice: renderInvoicePdf,
    releaseExpiredOrders: new ReleaseExpiredOrders(store, orderEnded),
    settlePaidOrders: new SettlePaidOrders(payments.records, payments.settle),
  };
}
