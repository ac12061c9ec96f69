/**
 * What placing orders asks of the database (issue 31, point 4): the statements the server sends,
 * counted at its driver, and the rows they write. Orders that arrive together go as one batch;
 * what each order adds beyond its batch's statements is what limits how many a server places.
 * With TEST_DATABASE_URL these run on a PostgreSQL server, whose pool the counter follows too.
 */
import { randomUUID } from 'node:crypto';
import { eq, sql } from 'drizzle-orm';
import pg from 'pg';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Database } from '../../../server/adapters/db/Database';
import { orders } from '../../../server/adapters/db/schema';
import { countOrders, insertOrderShop, insertProduct, orderPayload, productLine, stockOf } from '../support/orderFixtures';
import { type TestServer, startTestServer } from '../support/testServer';

type Query = (...args: unknown[]) => unknown;
interface Queryable {
  query: Query;
}

const textOf = (args: readonly unknown[]) => {
  const first = args[0] as string | { text: string };
  return typeof first === 'string' ? first : first.text;
};

/** The text of every statement the server's driver is asked to run from now until `stop`. */
function recordStatements(db: Database): { readonly statements: string[]; stop(): void } {
  const statements: string[] = [];
  const client = (db as unknown as { $client: Queryable & { transaction: Query } }).$client;
  if (client instanceof pg.Pool) {
    // node-postgres: every statement, in a transaction or not, goes through one of the pool's connections.
    const prototype = pg.Client.prototype as unknown as Queryable;
    const query = prototype.query;
    prototype.query = function (this: unknown, ...args: unknown[]) {
      statements.push(textOf(args));
      return query.apply(this, args);
    };
    return { statements, stop: () => void (prototype.query = query) };
  }
  // PGlite: its own statements, and a transaction's through the object it hands its callback.
  const follow = (target: Queryable): Queryable => {
    const query = target.query;
    return Object.assign(Object.create(target) as Queryable, {
      query: (...args: unknown[]) => {
        statements.push(textOf(args));
        return query.apply(target, args);
      },
    });
  };
  const { query, transaction } = client;
  client.query = follow(client).query;
  client.transaction = (callback: unknown) => transaction.call(client, (tx: Queryable) => (callback as (tx: Queryable) => unknown)(follow(tx)));
  return {
    statements,
    stop: () => {
      client.query = query;
      client.transaction = transaction;
    },
  };
}

const matching = (statements: readonly string[], pattern: RegExp) => statements.filter((statement) => pattern.test(statement)).length;

describe('the statements of placing orders', () => {
  let server: TestServer;

  const create = (body: unknown, headers: Record<string, string> = {}) => server.request({ method: 'POST', url: '/api/order/create', body, headers });

  beforeAll(async () => {
    // Bursts from one address on purpose: the per-address limit is not under test here.
    server = await startTestServer({ rateLimits: false });
    await insertOrderShop(server);
  }, 60_000);
  afterAll(async () => {
    await server.close();
  });

  it('keeps the confirmation e-mails of orders placed together in the transaction that places them: one insert for the batch, none after', { timeout: 60_000 }, async () => {
    const row = await insertProduct(server, { quantity: 1_000 });
    const line = productLine({ id: row.id, name: row.name, price: 90_000 });
    const recorder = recordStatements(server.db);
    const responses = await Promise.all(Array.from({ length: 30 }, () => create(orderPayload([line]))));
    recorder.stop();
    expect(responses.map((response) => response.statusCode)).toEqual(Array(30).fill(201));
    const batches = matching(recorder.statements, /place_orders/);
    expect(batches).toBeLessThan(10);
    expect(matching(recorder.statements, /insert into "background_jobs"/i)).toBeLessThanOrEqual(batches);
    const subjects = (await server.outbox.list(100)).map((mail) => mail.subject);
    for (const response of responses) expect(subjects).toContain(`Tiara: order #${(response.json() as { orderid: number }).orderid} received`);
  });

  it('writes a best seller’s stock once for each batch of orders, not once for each order', { timeout: 60_000 }, async () => {
    const row = await insertProduct(server, { quantity: 1_000 });
    const line = productLine({ id: row.id, name: row.name, price: 90_000 });
    await server.db.execute(sql`CREATE TABLE stock_writes (product_id integer NOT NULL)`);
    await server.db.execute(sql`CREATE FUNCTION count_stock_writes() RETURNS trigger LANGUAGE plpgsql AS $$ BEGIN
      INSERT INTO stock_writes VALUES (NEW.id); RETURN NEW; END $$`);
    await server.db.execute(sql`CREATE TRIGGER count_stock_writes AFTER UPDATE OF quantity ON products FOR EACH ROW EXECUTE FUNCTION count_stock_writes()`);
    try {
      const recorder = recordStatements(server.db);
      const responses = await Promise.all(Array.from({ length: 30 }, () => create(orderPayload([line]))));
      recorder.stop();
      expect(responses.map((response) => response.statusCode)).toEqual(Array(30).fill(201));
      expect(await stockOf(server, row.id)).toBe(970);
      const writes = (await server.db.execute(sql`SELECT count(*)::integer AS writes FROM stock_writes WHERE product_id = ${row.id}`)) as unknown as { rows: Array<{ writes: number }> };
      expect(writes.rows[0]?.writes).toBeLessThanOrEqual(matching(recorder.statements, /place_orders/));
    } finally {
      await server.db.execute(sql`DROP TRIGGER count_stock_writes ON products`);
      await server.db.execute(sql`DROP FUNCTION count_stock_writes()`);
      await server.db.execute(sql`DROP TABLE stock_writes`);
    }
  });

  it('stores a keyed order’s answer with the order, and not again as it leaves', { timeout: 60_000 }, async () => {
    const row = await insertProduct(server, { quantity: 10 });
    const body = orderPayload([productLine({ id: row.id, name: row.name, price: 90_000 })]);
    const key = randomUUID();
    const recorder = recordStatements(server.db);
    const placed = await create(body, { 'idempotency-key': key });
    recorder.stop();
    expect(placed.statusCode).toBe(201);
    expect(matching(recorder.statements, /update "idempotency_keys"/i)).toBe(0);
    const retry = await create(body, { 'idempotency-key': key });
    expect(retry.headers['idempotent-replayed']).toBe('true');
    expect(retry.body).toBe(placed.body);
    expect(await stockOf(server, row.id)).toBe(9);
  });

  it('places no order whose confirmation e-mail could not be kept', { timeout: 60_000 }, async () => {
    const row = await insertProduct(server, { quantity: 10 });
    const before = await countOrders(server);
    // The queue refuses every mail, as a database that fails between the order and its e-mail would.
    await server.db.execute(sql`CREATE FUNCTION refuse_mail_jobs() RETURNS trigger LANGUAGE plpgsql AS $$ BEGIN
      IF NEW.kind = 'mail' THEN RAISE EXCEPTION 'the mail cannot be kept'; END IF; RETURN NEW; END $$`);
    await server.db.execute(sql`CREATE TRIGGER refuse_mail_jobs BEFORE INSERT ON background_jobs FOR EACH ROW EXECUTE FUNCTION refuse_mail_jobs()`);
    try {
      const refused = await create(orderPayload([productLine({ id: row.id, name: row.name, price: 90_000 }, 2)]));
      expect(refused.statusCode).toBe(500);
    } finally {
      await server.db.execute(sql`DROP TRIGGER refuse_mail_jobs ON background_jobs`);
      await server.db.execute(sql`DROP FUNCTION refuse_mail_jobs()`);
    }
    expect(await countOrders(server)).toBe(before);
    expect(await stockOf(server, row.id)).toBe(10);
    const placed = await create(orderPayload([productLine({ id: row.id, name: row.name, price: 90_000 }, 2)]));
    expect(placed.statusCode).toBe(201);
    const [order] = await server.db.select({ id: orders.id }).from(orders).where(eq(orders.id, (placed.json() as { orderid: number }).orderid));
    expect(order).toBeDefined();
    expect(await stockOf(server, row.id)).toBe(8);
  });
});
