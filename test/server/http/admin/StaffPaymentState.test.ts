/**
 * Staff read an order's payment as its customer does (issue 29): the back office's and the sales
 * desk's lists and order details answer the `payment_state` the customer's order page answers,
 * refunds and store credit given back included, on the real app and the sandbox gateway.
 */
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { storeCreditEntries } from '../../../../server/adapters/db/schema';
import { insertOrderShop, insertProduct, orderPayload, productLine } from '../../support/orderFixtures';
import { openCheckout, payAtCheckout, placeCardOrder } from '../../support/paymentFixtures';
import { type BackOffice, type TestUser, startBackOffice } from './adminTestKit';

interface StaffOrder {
  id: number;
  paid: boolean;
  payment_state: string;
}

describe('staff read the payment state the customer reads', () => {
  let office: BackOffice;
  let product: { id: number; name: string; price: number };
  /** 900 EGP and the Cairo fee. */
  const ORDER_TOTAL = 95_000;

  const setStatus = (orderId: number, status: string) =>
    office.ok('PUT', `/api/admin/orders/${orderId}/status`, status === 'Shipped' ? { status, courier: 'aramex', tracking_number: '44091234' } : { status }, 200);
  const refund = (orderId: number, body: Record<string, unknown>) => office.ok('POST', `/api/admin/orders/${orderId}/refunds`, body);

  /** The order's payment state as each reader gets it: the back office's list and detail, the sales desk's list and detail, and its customer's order page. */
  async function statesOf(orderId: number, customer: TestUser = office.customer): Promise<Record<string, string | undefined>> {
    const read = async <T>(url: string, user: TestUser) => {
      const response = await office.call('GET', url, undefined, user);
      expect(response.statusCode, `${url}: ${response.body}`).toBe(200);
      return response.json() as T;
    };
    const inList = (page: { items: StaffOrder[] }) => page.items.find((order) => order.id === orderId)?.payment_state;
    return {
      adminList: inList(await read(`/api/admin/orders?search=${orderId}`, office.admin)),
      adminDetail: (await read<StaffOrder>(`/api/admin/orders/${orderId}`, office.admin)).payment_state,
      salesList: inList(await read(`/api/sales/orders?search=${orderId}`, office.sales)),
      salesDetail: (await read<StaffOrder>(`/api/sales/orders/${orderId}`, office.sales)).payment_state,
      customer: (await read<StaffOrder>(`/api/order/${orderId}`, customer)).payment_state,
    };
  }
  const everywhere = (state: string) => ({ adminList: state, adminDetail: state, salesList: state, salesDetail: state, customer: state });

  beforeAll(async () => {
    office = await startBackOffice();
    await insertOrderShop(office.server);
  });
  afterAll(async () => {
    await office.server.close();
  });
  beforeEach(async () => {
    const row = await insertProduct(office.server, { quantity: 50 });
    product = { id: row.id, name: row.name, price: row.pricePiasters - row.discountPiasters };
  });

  it('reads an order store credit paid in full as paid, and refunded once it is cancelled and the credit given back', async () => {
    const customer = await office.server.createUser();
    await office.server.db.insert(storeCreditEntries).values({ userId: customer.id, kind: 'refund', amountPiasters: ORDER_TOTAL });
    const { orderId } = await placeCardOrder(office.server, [productLine(product, 1)], { user: customer, storeCredit: ORDER_TOTAL });
    expect(await statesOf(orderId, customer)).toEqual(everywhere('paid'));
    await setStatus(orderId, 'Cancelled');
    expect(await statesOf(orderId, customer)).toEqual(everywhere('refunded'));
  });

  it('reads a card order paid then cancelled as owing its refund, partly refunded once part went back to the card, refunded once all did', async () => {
    const order = await placeCardOrder(office.server, [productLine(product, 1)], { user: office.customer });
    expect(await statesOf(order.orderId)).toEqual(everywhere('unpaid'));
    await payAtCheckout(office.server, await openCheckout(office.server, order, office.customer));
    expect(await statesOf(order.orderId)).toEqual(everywhere('paid'));
    await setStatus(order.orderId, 'Cancelled');
    expect(await statesOf(order.orderId)).toEqual(everywhere('refund_due'));
    await refund(order.orderId, { method: 'card', amount: 400, refunds_seen: 0 });
    expect(await statesOf(order.orderId)).toEqual(everywhere('partly_refunded'));
    await refund(order.orderId, { method: 'card', amount: 550, refunds_seen: 1 });
    expect(await statesOf(order.orderId)).toEqual(everywhere('refunded'));
  });

  it('reads a delivered cash order as paid, and partly refunded after part of it was paid back by hand', async () => {
    const placed = await office.call('POST', '/api/order/create', orderPayload([productLine(product, 1)], { userId: office.customer.id }), office.customer);
    expect(placed.statusCode, placed.body).toBe(201);
    const orderId = (placed.json() as { orderid: number }).orderid;
    await setStatus(orderId, 'Processing');
    await setStatus(orderId, 'Shipped');
    expect(await statesOf(orderId)).toEqual(everywhere('unpaid'));
    await setStatus(orderId, 'Delivered');
    expect(await statesOf(orderId)).toEqual(everywhere('paid'));
    await refund(orderId, { method: 'by-hand', amount: 300, note: 'Cash at the counter', refunds_seen: 0 });
    expect(await statesOf(orderId)).toEqual(everywhere('partly_refunded'));
  });
});
