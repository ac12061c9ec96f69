import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { aiPlans, aiSubscriptions, orders, payments, products, storeCreditEntries, users } from '../../../../server/adapters/db/schema';
import { insertRefund } from '../../support/refundFixtures';
import { type BackOffice, startBackOffice } from './adminTestKit';

interface Growth {
  this_month: number;
  last_month: number;
  percent: number | null;
}

interface Dashboard {
  generated_at: string;
  totals: { orders: number; revenue: number; refunded_to_cards: number; net_revenue: number; customers: number; products: number; active_products: number; active_ai_subscriptions: number };
  growth: { orders: Growth; revenue: Growth; net_revenue: Growth; customers: Growth };
  refunds: { pending_count: number; pending_amount: number; store_credit_outstanding: number };
  revenue_by_month: Array<{ month: string; revenue: number; refunded_to_cards: number; net_revenue: number; refunded: number; refunds_confirmed: number; orders: number; new_customers: number }>;
  orders_by_status: Array<{ status: string; count: number }>;
  recent_orders: Array<{ id: number; total_amount: number }>;
  recent_payments: Array<{ id: number; order_id: number; amount: number; status: string }>;
}

describe('back office: dashboard figures', () => {
  let office: BackOffice;
  const orderIds: number[] = [];
  const paymentIds: number[] = [];

  const at = (text: string) => new Date(text);

  beforeAll(async () => {
    office = await startBackOffice();
    const db = office.server.db;
    office.server.clock.set(at('2026-11-21T10:00:00Z'));
    // The three accounts of the kit joined long before the months on the chart.
    await db.update(users).set({ createdAt: at('2025-01-15T10:00:00Z') });
    for (const joined of ['2026-10-03T09:00:00Z', '2026-10-20T09:00:00Z', '2026-11-02T09:00:00Z', '2026-11-10T09:00:00Z', '2026-11-20T09:00:00Z']) {
      await office.server.createUser({ createdAt: at(joined) });
    }
    await office.server.createUser({ role: 'Sales', createdAt: at('2026-11-05T09:00:00Z') });

    // Two in September, four in October, five in November: 22:30 UTC on 31 October is already November in Cairo.
    const placed = [
      ['2026-09-10T10:00:00Z', 'Delivered'],
      ['2026-09-12T10:00:00Z', 'Cancelled'],
      ['2026-10-01T10:00:00Z', 'Delivered'],
      ['2026-10-05T10:00:00Z', 'Delivered'],
      ['2026-10-15T10:00:00Z', 'Shipped'],
      ['2026-10-31T20:00:00Z', 'Processing'],
      ['2026-10-31T22:30:00Z', 'Processing'],
      ['2026-11-03T10:00:00Z', 'Pending'],
      ['2026-11-04T10:00:00Z', 'Pending'],
      ['2026-11-05T10:00:00Z', 'Failed'],
      ['2026-11-20T10:00:00Z', 'Pending'],
    ] as const;
    for (const [when, status] of placed) {
      const [row] = await db
        .insert(orders)
        .values({ userId: office.customer.id, status, paymentMethod: 'credit', subtotalPiasters: 10_000, shippingPiasters: 0, totalPiasters: 10_000, createdAt: at(when), updatedAt: at(when) })
        .returning({ id: orders.id });
      orderIds.push(row?.id ?? 0);
    }
    const paymentsMade = [
      [0, '2026-08-30T10:00:00Z', 'Success', 10_000],
      [2, '2026-10-01T10:00:00Z', 'Success', 100_000],
      [7, '2026-11-03T10:00:00Z', 'Success', 150_000],
      [8, '2026-11-04T10:00:00Z', 'Success', 50_000],
      [9, '2026-11-05T10:00:00Z', 'Failed', 999_900],
      [10, '2026-11-20T10:00:00Z', 'Pending', 777_700],
    ] as const;
    for (const [order, when, status, amount] of paymentsMade) {
      const [row] = await db
        .insert(payments)
        .values({ orderId: orderIds[order] ?? 0, gateway: 'sandbox', gatewayTransactionId: `dash-${order}`, status, amountPiasters: amount, createdAt: at(when), updatedAt: at(when) })
        .returning({ id: payments.id });
      paymentIds.push(row?.id ?? 0);
    }

    // Refunds count in the month they were confirmed; only card refunds come off card revenue.
    await insertRefund(office.server, { orderId: orderIds[2] ?? 0, amount: 20_000, createdAt: at('2026-10-20T10:00:00Z') });
    await insertRefund(office.server, { orderId: orderIds[7] ?? 0, amount: 30_000, createdAt: at('2026-11-10T10:00:00Z') });
    const storeCreditRefund = await insertRefund(office.server, { orderId: orderIds[7] ?? 0, amount: 5_000, method: 'store-credit', createdAt: at('2026-11-12T10:00:00Z') });
    await insertRefund(office.server, { orderId: orderIds[8] ?? 0, amount: 10_000, status: 'Pending', createdAt: at('2026-11-15T10:00:00Z') });
    await insertRefund(office.server, { orderId: orderIds[8] ?? 0, amount: 99_900, status: 'Failed', createdAt: at('2026-11-16T10:00:00Z') });
    await db.insert(storeCreditEntries).values([
      { userId: office.customer.id, kind: 'refund', amountPiasters: 5_000, refundId: storeCreditRefund },
      { userId: office.customer.id, kind: 'spent', amountPiasters: -2_000, orderId: orderIds[10] ?? 0 },
    ]);

    await db.insert(products).values([
      { name: 'Shown', categoryId: 1, pricePiasters: 100 },
      { name: 'Also shown', categoryId: 2, pricePiasters: 100 },
      { name: 'Hidden', categoryId: 3, pricePiasters: 100, isActive: false },
    ]);
    await db.insert(aiPlans).values({ id: 1, name: 'Light Package', pricePiasters: 290_000, segmentations: 10 });
    await db.insert(aiSubscriptions).values([
      { userId: office.customer.id, planId: 1, status: 'Active', segmentationsAllowed: 10 },
      { userId: office.customer.id, planId: 1, status: 'Pending', segmentationsAllowed: 10 },
    ]);
  });
  afterAll(async () => {
    await office.server.close();
  });

  const dashboard = () => office.ok<Dashboard>('GET', '/api/admin/dashboard');

  it('counts orders, confirmed revenue before and after card refunds, customers, products and active AI subscriptions', async () => {
    const figures = await dashboard();
    expect(figures.generated_at).toBe('2026-11-21T10:00:00.000Z');
    expect(figures.totals).toEqual({ orders: 11, revenue: 3_100, refunded_to_cards: 500, net_revenue: 2_600, customers: 6, products: 3, active_products: 2, active_ai_subscriptions: 1 });
    expect(figures.orders_by_status).toEqual([
      { status: 'Cancelled', count: 1 },
      { status: 'Delivered', count: 3 },
      { status: 'Failed', count: 1 },
      { status: 'Pending', count: 3 },
      { status: 'Processing', count: 2 },
      { status: 'Shipped', count: 1 },
    ]);
  });

  it('charts the last six Cairo calendar months and compares this month with the last', async () => {
    const figures = await dashboard();
    expect(figures.revenue_by_month).toEqual([
      { month: '2026-06', revenue: 0, refunded_to_cards: 0, net_revenue: 0, refunded: 0, refunds_confirmed: 0, orders: 0, new_customers: 0 },
      { month: '2026-07', revenue: 0, refunded_to_cards: 0, net_revenue: 0, refunded: 0, refunds_confirmed: 0, orders: 0, new_customers: 0 },
      { month: '2026-08', revenue: 100, refunded_to_cards: 0, net_revenue: 100, refunded: 0, refunds_confirmed: 0, orders: 0, new_customers: 0 },
      { month: '2026-09', revenue: 0, refunded_to_cards: 0, net_revenue: 0, refunded: 0, refunds_confirmed: 0, orders: 2, new_customers: 0 },
      { month: '2026-10', revenue: 1_000, refunded_to_cards: 200, net_revenue: 800, refunded: 200, refunds_confirmed: 1, orders: 4, new_customers: 2 },
      { month: '2026-11', revenue: 2_000, refunded_to_cards: 300, net_revenue: 1_700, refunded: 350, refunds_confirmed: 2, orders: 5, new_customers: 3 },
    ]);
    expect(figures.growth).toEqual({
      orders: { this_month: 5, last_month: 4, percent: 25 },
      revenue: { this_month: 2_000, last_month: 1_000, percent: 100 },
      net_revenue: { this_month: 1_700, last_month: 800, percent: 112.5 },
      customers: { this_month: 3, last_month: 2, percent: 50 },
    });
  });

  it('shows the refunds still waiting for the gateway and the store credit customers hold', async () => {
    expect((await dashboard()).refunds).toEqual({
      pending_count: 1,
      pending_amount: 100,
      store_credit_outstanding: 30,
    });
  });

  it('shows the five latest orders and payments, newest first', async () => {
    const figures = await dashboard();
    expect(figures.recent_orders.map((order) => order.id)).toEqual([orderIds[10], orderIds[9], orderIds[8], orderIds[7], orderIds[6]]);
    expect(figures.recent_payments.map((payment) => payment.id)).toEqual([paymentIds[5], paymentIds[4], paymentIds[3], paymentIds[2], paymentIds[1]]);
    expect(figures.recent_payments[1]).toMatchObject({ order_id: orderIds[9], amount: 9_999, status: 'Failed' });
  });

  it('follows the clock: a fall, an empty last month, and two empty months', async () => {
    /** The dashboard as the admin sees it at `date`, signed in at that moment. */
    const dashboardAt = async (date: string): Promise<Dashboard> => {
      office.server.clock.set(at(date));
      const token = await office.server.tokens.issue(office.admin.id, 'Admin', office.server.clock.now);
      const response = await office.server.request({ method: 'GET', url: '/api/admin/dashboard', token });
      expect(response.statusCode, response.body).toBe(200);
      return response.json() as Dashboard;
    };
    try {
      expect((await dashboardAt('2026-12-10T10:00:00Z')).growth.orders).toEqual({ this_month: 0, last_month: 5, percent: -100 });
      const september = await dashboardAt('2026-09-15T10:00:00Z');
      expect(september.growth.orders).toEqual({ this_month: 2, last_month: 0, percent: null });
      expect(september.revenue_by_month.map((month) => month.month)).toEqual(['2026-04', '2026-05', '2026-06', '2026-07', '2026-08', '2026-09']);
      expect((await dashboardAt('2027-03-01T10:00:00Z')).growth.revenue).toEqual({ this_month: 0, last_month: 0, percent: 0 });
    } finally {
      office.server.clock.set(at('2026-11-21T10:00:00Z'));
    }
  });
});
