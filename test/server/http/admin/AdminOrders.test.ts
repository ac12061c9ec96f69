import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { aiSubscriptions, dentalTrainings, orders, payments, trainingRegistrations } from '../../../../server/adapters/db/schema';
import {
  type OrderShop,
  insertOrderShop,
  insertProduct,
  insertPromo,
  orderPayload,
  orderRow,
  planLine,
  productLine,
  promoState,
  stockOf,
  trainingLine,
  variantStockOf,
} from '../../support/orderFixtures';
import { insertRefund } from '../../support/refundFixtures';
import { type BackOffice, type TestUser, csvLines, expectRefusal, startBackOffice } from './adminTestKit';

interface OrderListItem {
  id: number;
  status: string;
  payment_method: string;
  total_amount: number;
  item_count: number;
  paid: boolean;
  customer: { user_id: number | null; name: string; email: string; phone: string };
}

interface Page<T> {
  items: T[];
  total: number;
  page_count: number;
}

type Product = { id: number; name: string; price: number };

describe('back office: orders', () => {
  let office: BackOffice;
  let shop: OrderShop;
  let product: Product;

  const place = async (body: unknown, user: TestUser | null = office.customer): Promise<number> => {
    const response = await office.server.request({ method: 'POST', url: '/api/order/create', token: user?.token ?? null, body });
    expect(response.statusCode, response.body).toBe(201);
    return (response.json() as { orderid: number }).orderid;
  };
  /** Shipping needs the parcel's courier and tracking number; every other move is the status alone. */
  const setStatus = (orderId: number, status: string) =>
    office.call('PUT', `/api/admin/orders/${orderId}/status`, status === 'Shipped' ? { status, courier: 'aramex', tracking_number: '44091234' } : { status });
  const paid = (orderId: number, amountPiasters = 1) => office.server.db.insert(payments).values({ orderId, gateway: 'sandbox', gatewayTransactionId: `tx-${orderId}`, status: 'Success', amountPiasters });

  beforeAll(async () => {
    office = await startBackOffice();
    shop = await insertOrderShop(office.server);
  });
  beforeEach(async () => {
    const row = await insertProduct(office.server, { quantity: 10 });
    product = { id: row.id, name: row.name, price: 90_000 };
  });
  afterAll(async () => {
    await office.server.close();
  });

  describe('list, search and detail', () => {
    it('lists orders newest first, searched by number, e-mail or name, filtered by status', async () => {
      const first = await place(orderPayload([productLine(product, 2)], { userId: office.customer.id }));
      office.server.clock.set(new Date(office.server.clock.now.getTime() + 60_000));
      const guest = await place(orderPayload([productLine(product, 1)]), null);
      await office.ok('PUT', `/api/admin/orders/${first}/status`, { status: 'Processing' }, 200);

      const all = await office.ok<Page<OrderListItem>>('GET', '/api/admin/orders?per_page=100');
      const ids = all.items.map((order) => order.id);
      expect(ids.indexOf(guest)).toBeLessThan(ids.indexOf(first));
      const mine = all.items.find((order) => order.id === first);
      expect(mine).toMatchObject({ status: 'Processing', payment_method: 'cash', item_count: 2, paid: false, customer: { user_id: office.customer.id, name: 'Mona Hassan', email: 'mona@clinic.example' } });
      expect(mine?.total_amount).toBe(1_850);
      expect(all.items.find((order) => order.id === guest)?.customer.user_id).toBeNull();

      expect((await office.ok<Page<OrderListItem>>('GET', `/api/admin/orders?search=${guest}`)).items.map((order) => order.id)).toContain(guest);
      expect((await office.ok<Page<OrderListItem>>('GET', `/api/admin/orders?search=%23${first}`)).items.map((order) => order.id)).toContain(first);
      expect((await office.ok<Page<OrderListItem>>('GET', '/api/admin/orders?search=MONA@clinic')).total).toBeGreaterThanOrEqual(2);
      const processing = await office.ok<Page<OrderListItem>>('GET', '/api/admin/orders?status=Processing');
      expect(processing.items.every((order) => order.status === 'Processing')).toBe(true);
      expect(processing.items.map((order) => order.id)).toContain(first);
      expectRefusal(await office.call('GET', '/api/admin/orders?status=Lost'), 400, 'validation_failed');
    });

    it('shows an order with its items, amounts, payments, customer and the statuses it may move to', async () => {
      const [variant] = shop.variantProduct.variants;
      const orderId = await place(orderPayload([productLine(product, 1), productLine(shop.variantProduct, 2, { sku: variant?.sku })], { userId: office.customer.id, paymentMethod: 'credit' }));
      await paid(orderId, 185_000);
      const detail = await office.ok<Record<string, unknown>>('GET', `/api/admin/orders/${orderId}`);
      expect(detail).toMatchObject({
        id: orderId,
        status: 'Pending',
        payment_method: 'credit',
        paid: true,
        subtotal: 1_800,
        shipping_amount: 50,
        discount_amount: 0,
        total_amount: 1_850,
        promo_code: null,
        shipping: { first_name: 'Mona', middle_name: 'A.', last_name: 'Hassan', phone: '01012345678', state: 'Cairo', city: 'Heliopolis' },
        account: { id: office.customer.id, email: office.customer.email },
        next_statuses: ['Processing', 'Cancelled', 'Failed'],
      });
      expect(detail.order_items).toEqual([
        expect.objectContaining({ kind: 'product', product_id: product.id, product_name: product.name, quantity: 1, price: 900, line_total: 900, variant_id: null }),
        expect.objectContaining({ kind: 'product', product_id: shop.variantProduct.id, quantity: 2, price: 450, line_total: 900, variant_id: variant?.id, sku: variant?.sku }),
      ]);
      expect(detail.payments).toEqual([expect.objectContaining({ gateway: 'sandbox', transaction_id: `tx-${orderId}`, status: 'Success', amount: 1_850, currency: 'EGP' })]);
      expect(JSON.stringify(detail)).not.toMatch(/password|raw/);
      expectRefusal(await office.call('GET', '/api/admin/orders/999999'), 404, 'order_not_found', 'Order #999999 was not found.');
    });
  });

  describe('status changes', () => {
    it('moves a cash order along the lifecycle and records each move in the audit log', async () => {
      const orderId = await place(orderPayload([productLine(product, 1)], { userId: office.customer.id }));
      for (const [from, to] of [
        ['Pending', 'Processing'],
        ['Processing', 'Shipped'],
        ['Shipped', 'Delivered'],
      ] as const) {
        const response = await setStatus(orderId, to);
        expect(response.statusCode, response.body).toBe(200);
        expect(response.json()).toEqual({ id: orderId, status: to, previous_status: from, changed: true, refund_due: false });
      }
      const entries = (await office.audit(3)).reverse();
      expect(entries.map((entry) => entry.details)).toEqual([
        { from: 'Pending', to: 'Processing' },
        { from: 'Processing', to: 'Shipped', shipment: { courier: 'aramex', trackingNumber: '44091234', trackingLink: null } },
        { from: 'Shipped', to: 'Delivered' },
      ]);
      expect(entries.every((entry) => entry.action === 'status' && entry.entity === 'order' && entry.entityId === String(orderId) && entry.actorUserId === office.admin.id)).toBe(true);
      expect(entries[0]?.createdAt).toEqual(office.server.clock.now);

      expectRefusal(await setStatus(orderId, 'Cancelled'), 409, 'move_not_allowed', `Order #${orderId} is Delivered and cannot move to Cancelled. Delivered is final.`);
      expect((await orderRow(office.server, orderId)).status).toBe('Delivered');
      expect(await stockOf(office.server, product.id)).toBe(9);
    });

    it('refuses moves off the lifecycle, naming where the order can go', async () => {
      const orderId = await place(orderPayload([productLine(product, 1)], { userId: office.customer.id }));
      expectRefusal(await setStatus(orderId, 'Delivered'), 409, 'move_not_allowed', `Order #${orderId} is Pending and cannot move to Delivered. It can move to: Processing, Cancelled, Failed.`);
      expectRefusal(await setStatus(orderId, 'Success'), 400, 'validation_failed');
      expectRefusal(await setStatus(999_999, 'Cancelled'), 404, 'order_not_found');
    });

    it('accepts a card order only once the gateway confirmed its payment, and marks its promo use used', async () => {
      const promo = await insertPromo(office.server, { kind: 'fixed', value: 5_000 });
      const orderId = await place(orderPayload([productLine(product, 1)], { userId: office.customer.id, paymentMethod: 'credit', discount: 5_000, promoCodeId: promo.id }));
      expectRefusal(await setStatus(orderId, 'Processing'), 409, 'payment_not_verified', `Order #${orderId} is paid by card and the payment gateway has not confirmed its payment yet.`);
      await paid(orderId);
      expect((await setStatus(orderId, 'Processing')).json()).toMatchObject({ status: 'Processing', changed: true });
      expect(await promoState(office.server, promo.id)).toEqual({ usedCount: 1, uses: [{ orderId, status: 'Used', userId: office.customer.id }] });
      expectRefusal(await setStatus(orderId, 'Failed'), 409, 'move_not_allowed');
    });

    it('never marks a paid order Failed', async () => {
      const orderId = await place(orderPayload([productLine(product, 1)], { userId: office.customer.id, paymentMethod: 'credit' }));
      await paid(orderId);
      expectRefusal(await setStatus(orderId, 'Failed'), 409, 'order_paid', `Order #${orderId} was paid; cancel it instead, and refund the payment at the gateway.`);
    });
  });

  describe('cancelling gives back what the order held, exactly once', () => {
    it('releases stock, variant stock and the promo use once, however often it is cancelled', async () => {
      const variant = shop.variantProduct.variants[1];
      if (!variant) throw new Error('no variant');
      const promo = await insertPromo(office.server, { kind: 'fixed', value: 5_000, maxUses: 5 });
      const before = { product: await stockOf(office.server, shop.variantProduct.id), variant: await variantStockOf(office.server, variant.id) };
      const orderId = await place(
        orderPayload([productLine(product, 3), productLine(shop.variantProduct, 2, { sku: variant.sku })], { userId: office.customer.id, discount: 5_000, promoCodeId: promo.id }),
      );
      await setStatus(orderId, 'Processing');
      expect(await stockOf(office.server, product.id)).toBe(7);
      expect(await promoState(office.server, promo.id)).toMatchObject({ usedCount: 1 });

      const cancelled = await setStatus(orderId, 'Cancelled');
      expect(cancelled.json()).toEqual({ id: orderId, status: 'Cancelled', previous_status: 'Processing', changed: true, refund_due: false });
      const again = await setStatus(orderId, 'Cancelled');
      expect(again.statusCode).toBe(200);
      expect(again.json()).toEqual({ id: orderId, status: 'Cancelled', previous_status: 'Cancelled', changed: false, refund_due: false });

      expect(await stockOf(office.server, product.id)).toBe(10);
      expect(await stockOf(office.server, shop.variantProduct.id)).toBe(before.product);
      expect(await variantStockOf(office.server, variant.id)).toBe(before.variant);
      expect(await promoState(office.server, promo.id)).toEqual({ usedCount: 0, uses: [{ orderId, status: 'Released', userId: office.customer.id }] });
      expect((await office.audit(5)).filter((entry) => entry.entity === 'order' && entry.entityId === String(orderId) && (entry.details as { to?: string }).to === 'Cancelled')).toHaveLength(1);
      // The storefront sees the stock that came back at once.
      expect(((await office.server.request({ method: 'GET', url: `/api/product/${product.id}` })).json() as { quantity: number }).quantity).toBe(10);

      expectRefusal(await setStatus(orderId, 'Processing'), 409, 'move_not_allowed', `Order #${orderId} is Cancelled and cannot move to Processing. Cancelled is final.`);
    });

    it('releases the stock once when two cancellations race', async () => {
      const orderId = await place(orderPayload([productLine(product, 4)], { userId: office.customer.id }));
      const answers = await Promise.all([setStatus(orderId, 'Cancelled'), setStatus(orderId, 'Cancelled'), setStatus(orderId, 'Cancelled')]);
      for (const answer of answers) expect([200, 409]).toContain(answer.statusCode);
      expect(answers.filter((answer) => answer.statusCode === 200 && (answer.json() as { changed: boolean }).changed)).toHaveLength(1);
      expect(await stockOf(office.server, product.id)).toBe(10);
    });

    it('gives a training seat back and ends the AI subscriptions of a cancelled order; a paid one is due a refund', async () => {
      const training = shop.training;
      const option = training.packages[0];
      if (!option) throw new Error('no package');
      const trainingOrder = await place(orderPayload([trainingLine(training, option.price, option.id)], { userId: office.customer.id, paymentMethod: 'credit', shipping: 0 }));
      const seat = await office.server.request({ method: 'POST', url: `/api/dentaltraining/${training.id}/register/${office.customer.id}/${trainingOrder}`, token: office.customer.token });
      expect(seat.statusCode, seat.body).toBe(200);
      const seatsTaken = async () => (await office.server.db.select({ taken: dentalTrainings.seatsTaken }).from(dentalTrainings).where(eq(dentalTrainings.id, training.id)))[0]?.taken;
      expect(await seatsTaken()).toBe(1);
      await setStatus(trainingOrder, 'Cancelled');
      await setStatus(trainingOrder, 'Cancelled');
      expect(await seatsTaken()).toBe(0);
      expect((await office.server.db.select().from(trainingRegistrations).where(eq(trainingRegistrations.orderId, trainingOrder)))[0]?.status).toBe('Cancelled');

      const plan = shop.plans[0];
      if (!plan) throw new Error('no plan');
      const planOrder = await place(orderPayload([planLine(plan)], { userId: office.customer.id, paymentMethod: 'credit', shipping: 0 }));
      await paid(planOrder, plan.price);
      await setStatus(planOrder, 'Processing');
      await office.server.db.insert(aiSubscriptions).values({ userId: office.customer.id, planId: plan.id, orderId: planOrder, status: 'Active', segmentationsAllowed: 5, activatedAt: office.server.clock.now });
      const cancelled = await setStatus(planOrder, 'Cancelled');
      expect(cancelled.json()).toMatchObject({ status: 'Cancelled', refund_due: true });
      expect((await office.audit(1))[0]?.details).toEqual({ from: 'Processing', to: 'Cancelled', refund_due: true });
      expect((await office.server.db.select().from(aiSubscriptions).where(eq(aiSubscriptions.orderId, planOrder)))[0]?.status).toBe('Cancelled');
      expect(((await office.server.request({ method: 'GET', url: `/api/tiaraaisubscription/user/${office.customer.id}/active`, token: office.customer.token })).statusCode)).toBe(404);
    });
  });

  describe('CSV export', () => {
    it('exports the orders the search and status filter match', async () => {
      const promo = await insertPromo(office.server, { code: `CSV${Date.now()}`, kind: 'fixed', value: 5_000 });
      const orderId = await place(orderPayload([productLine(product, 2)], { userId: office.customer.id, discount: 5_000, promoCodeId: promo.id }));
      await office.server.db.update(orders).set({ shippingAddress: '=cmd|"/c calc"!A1, Heliopolis' }).where(eq(orders.id, orderId));
      const lines = csvLines(await office.call('GET', `/api/admin/orders/export?search=${orderId}&status=Pending`));
      expect(lines[0]).toBe(
        'Order ID,Date,Status,Payment Method,Paid,Customer,Email,Phone,Governorate,City,Address,Items,Subtotal (EGP),Shipping (EGP),Discount (EGP),Total (EGP),Promo Code,Refunded (EGP),Refund Pending (EGP),Store Credit Used (EGP)',
      );
      const row = lines.find((line) => line.startsWith(`${orderId},`));
      expect(row).toBe(
        `${orderId},${office.server.clock.now.toISOString()},Pending,cash,No,Mona Hassan,mona@clinic.example,01012345678,Cairo,Heliopolis,"'=cmd|""/c calc""!A1, Heliopolis",2,1800.00,50.00,50.00,1800.00,${promo.code},0.00,0.00,0.00`,
      );
      expect(csvLines(await office.call('GET', `/api/admin/orders/export?search=${orderId}&status=Shipped`))).toHaveLength(1);
    });

    it('adds what was refunded (confirmed), what is still being refunded, and the store credit the order spent', async () => {
      const orderId = await place(orderPayload([productLine(product, 2)], { userId: office.customer.id }));
      await office.server.db.update(orders).set({ storeCreditPiasters: 30_000 }).where(eq(orders.id, orderId));
      await insertRefund(office.server, { orderId, amount: 20_000, method: 'store-credit' });
      await insertRefund(office.server, { orderId, amount: 5_000, method: 'by-hand' });
      await insertRefund(office.server, { orderId, amount: 40_000, status: 'Pending' });
      await insertRefund(office.server, { orderId, amount: 70_000, status: 'Failed' });
      const row = csvLines(await office.call('GET', `/api/admin/orders/export?search=${orderId}`)).find((line) => line.startsWith(`${orderId},`));
      expect(row?.split(',').slice(-3)).toEqual(['250.00', '400.00', '300.00']);
    });
  });
});
