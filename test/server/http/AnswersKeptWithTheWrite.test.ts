/**
 * Issue 30's closing note: a keyed write whose server died between its commit and its reply is not
 * made twice. A new address, a customer's return request, the other changes of an address book and
 * stopping a stock alert keep their answer under the request's Idempotency-Key in their own
 * transaction, as an order does, so the retry that takes the abandoned claim over once its lease
 * ran out replays that answer instead of writing again (or answering 404 for what it did).
 */
import { randomUUID } from 'node:crypto';
import { eq } from 'drizzle-orm';
import type { PgTable } from 'drizzle-orm/pg-core';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { addresses, returns, stockAlerts } from '../../../server/adapters/db/schema';
import { CLAIM_LEASE_MS } from '../../../server/http/idempotencyKeys';
import { insertOrderShop, insertProduct, productLine } from '../support/orderFixtures';
import { deliveredOrder, returnsOf } from '../support/returnFixtures';
import { withServerGoneAfterCommit } from '../support/serverGoneAfterCommit';
import type { ShopResponse } from '../support/testServer';
import { type BackOffice, startBackOffice } from './admin/adminTestKit';
import { MAIN_CLINIC_ADDRESS } from '../support/addressFixtures';

const mainClinic = MAIN_CLINIC_ADDRESS;

interface AddressJson {
  id: number;
  label: string;
  is_default: boolean;
}

describe('a keyed write’s answer kept in its own transaction', () => {
  let office: BackOffice;

  beforeAll(async () => {
    office = await startBackOffice();
    // The shipping fees an order is priced with.
    await insertOrderShop(office.server);
  }, 60_000);
  afterAll(async () => {
    await office.server.close();
  });

  /** Sends the write once on a server that dies after its commit, then again with the same key once the claim's lease ran out. */
  async function sentAgainAfterTheLease(
    madeIn: PgTable,
    send: (key: string) => Promise<ShopResponse>,
    meanwhile: () => Promise<unknown> = async () => undefined,
  ): Promise<{ first: ShopResponse; retry: ShopResponse }> {
    const key = randomUUID();
    const first = await withServerGoneAfterCommit(office.server.db, madeIn, () => send(key));
    expect(first.statusCode, first.body).toBeLessThan(300);
    await meanwhile();
    const before = office.server.clock.now;
    office.server.clock.set(new Date(before.getTime() + CLAIM_LEASE_MS + 1000));
    try {
      return { first, retry: await send(key) };
    } finally {
      office.server.clock.set(before);
    }
  }

  function expectFirstAnswerReplayed({ first, retry }: { first: ShopResponse; retry: ShopResponse }): void {
    expect(retry.statusCode, retry.body).toBe(first.statusCode);
    expect(retry.headers['idempotent-replayed']).toBe('true');
    expect(retry.headers['content-type']).toBe(first.headers['content-type']);
    expect(retry.body).toBe(first.body);
  }

  it('saves one address when the retry of a new address comes after its server died between the commit and the reply', async () => {
    const customer = await office.server.createUser();
    const answers = await sentAgainAfterTheLease(addresses, (key) =>
      office.server.request({ method: 'POST', url: '/api/addresses', token: customer.token, body: mainClinic, headers: { 'idempotency-key': key } }),
    );
    const saved = await office.server.db.select({ id: addresses.id }).from(addresses).where(eq(addresses.userId, customer.id));
    expect(saved).toEqual([{ id: (answers.first.json() as { id: number }).id }]);
    expectFirstAnswerReplayed(answers);
  });

  it('makes one return request when the retry of a request for part of an order comes after its server died between the commit and the reply', async () => {
    const row = await insertProduct(office.server, { name: 'Nitrile gloves', quantity: 50 });
    const orderId = await deliveredOrder(office, office.customer, [productLine({ id: row.id, name: row.name, price: row.pricePiasters - row.discountPiasters }, 3)]);
    const [line] = (await returnsOf(office, office.customer, orderId)).lines;
    const body = { reason: 'wrong-item', preferred_outcome: 'refund', note: 'Size M came, not L', photo_ids: [], lines: [{ order_item_id: line?.order_item_id, quantity: 1 }] };
    const answers = await sentAgainAfterTheLease(returns, (key) =>
      office.server.request({ method: 'POST', url: `/api/orders/${orderId}/returns`, token: office.customer.token, body, headers: { 'idempotency-key': key } }),
    );
    const made = await office.server.db.select({ id: returns.id }).from(returns).where(eq(returns.orderId, orderId));
    expect(made).toEqual([{ id: (answers.first.json() as { id: number }).id }]);
    expect((await returnsOf(office, office.customer, orderId)).lines[0]?.returnable).toBe(2);
    expectFirstAnswerReplayed(answers);
  });

  describe('the other changes of an address book', () => {
    let customer: Awaited<ReturnType<BackOffice['server']['createUser']>>;
    const call = (method: string, url: string, body?: unknown, key?: string) =>
      office.server.request({ method, url, token: customer.token, ...(body === undefined ? {} : { body }), ...(key ? { headers: { 'idempotency-key': key } } : {}) });
    const book = async () => (await call('GET', '/api/addresses')).json() as AddressJson[];
    const saved = async (label: string) => (await call('POST', '/api/addresses', { ...mainClinic, label })).json() as AddressJson;

    beforeEach(async () => {
      customer = await office.server.createUser();
    });

    it('deletes an address once: the retry after the lease gets the first answer, not a 404', async () => {
      const [main, branch] = [await saved('Main clinic'), await saved('Branch')];
      const answers = await sentAgainAfterTheLease(addresses, (key) => call('DELETE', `/api/addresses/${main.id}`, undefined, key));
      expect((await book()).map((address) => [address.id, address.is_default])).toEqual([[branch.id, true]]);
      expectFirstAnswerReplayed(answers);
    });

    it('changes an address once: the retry after the lease does not undo a change made meanwhile', async () => {
      const main = await saved('Main clinic');
      const answers = await sentAgainAfterTheLease(
        addresses,
        (key) => call('PUT', `/api/addresses/${main.id}`, { ...mainClinic, label: 'Old clinic' }, key),
        () => call('PUT', `/api/addresses/${main.id}`, { ...mainClinic, label: 'New clinic' }),
      );
      expect((await book()).map((address) => address.label)).toEqual(['New clinic']);
      expectFirstAnswerReplayed(answers);
    });

    it('makes an address the default once: the retry after the lease does not undo another choice made meanwhile', async () => {
      const [main, branch] = [await saved('Main clinic'), await saved('Branch')];
      const answers = await sentAgainAfterTheLease(
        addresses,
        (key) => call('POST', `/api/addresses/${branch.id}/default`, undefined, key),
        () => call('POST', `/api/addresses/${main.id}/default`),
      );
      expect((await book()).map((address) => [address.id, address.is_default])).toEqual([
        [main.id, true],
        [branch.id, false],
      ]);
      expectFirstAnswerReplayed(answers);
    });
  });

  it('stops a stock alert once: the retry after the lease gets the first answer, not a 404', async () => {
    const customer = await office.server.createUser();
    const out = await insertProduct(office.server, { quantity: 0 });
    const asked = await office.server.request({ method: 'POST', url: '/api/stock-alerts', token: customer.token, body: { product_id: out.id } });
    expect(asked.statusCode, asked.body).toBe(201);
    const { id } = asked.json() as { id: number };
    const answers = await sentAgainAfterTheLease(stockAlerts, (key) =>
      office.server.request({ method: 'DELETE', url: `/api/stock-alerts/${id}`, token: customer.token, headers: { 'idempotency-key': key } }),
    );
    expect(answers.first.json()).toEqual({ id, cancelled: true });
    expectFirstAnswerReplayed(answers);
  });
});
