/**
 * Order placement throughput (issue 31: ≥ 1,000 orders/s on PGlite and ≥ 2,500 on PostgreSQL, p99
 * ≤ 50 ms, at 50 connections for 10 s): guest cash orders of one demo product through the real
 * POST /api/order/create (validation, pricing, the rate limit's count, the atomic stock reservation,
 * the mail's job and the transaction) of the compiled server `npm start` runs, on PGlite, then on
 * PostgreSQL: the empty database BENCH_DATABASE_URL names, else a throwaway cluster of Debian's
 * newest PostgreSQL (bench/temporaryPostgres.ts). Set beside a bare Fastify route answering 201.
 */
import { eq } from 'drizzle-orm';
import Fastify from 'fastify';
import type { AddressInfo } from 'node:net';
import { readFileSync } from 'node:fs';
import { join, resolve } from 'node:path';
import { buildOrderPayload } from '@tiara/domain/checkout';
import { ShippingFeeTable, shippingFeeFor } from '@tiara/domain/shipping-fee';
import type { Database } from '../server/adapters/db/Database';
import { products, shippingFees } from '../server/adapters/db/schema';
import { benchSize } from './benchSize';
import { startCompiledShop } from './compiledShop';
import { type LoadFigures, generateLoad } from './loadGenerator';
import type { BenchRow } from './report';
import { POSTGRES_SETTINGS, startTemporaryPostgres } from './temporaryPostgres';

const { connections: CONNECTIONS, durationSeconds: DURATION_SECONDS, warmUpSeconds: WARM_UP_SECONDS } = benchSize;
const P99_BUDGET_MS = 50;
const MINIMUM_ORDERS_PER_SECOND = { PGlite: 1_000, PostgreSQL: 2_500 } as const;
const PRODUCT_ID = 5;
const PGLITE_VERSION = (JSON.parse(readFileSync(join(resolve(import.meta.dirname, '..'), 'node_modules/@electric-sql/pglite/package.json'), 'utf8')) as { version: string }).version;

async function placeOrders(url: string, body: string): Promise<LoadFigures> {
  if (WARM_UP_SECONDS > 0) await generateLoad({ url, method: 'POST', body, connections: CONNECTIONS, durationSeconds: WARM_UP_SECONDS });
  return generateLoad({ url, method: 'POST', body, connections: CONNECTIONS, durationSeconds: DURATION_SECONDS });
}

/** The order every connection places, over and over: enough stock is set first that none is refused for want of it. */
async function orderBody(db: Database): Promise<string> {
  const [product] = await db.update(products).set({ quantity: 100_000_000 }).where(eq(products.id, PRODUCT_ID)).returning();
  if (!product) throw new Error(`the demo data has no product ${PRODUCT_ID}`);
  const fees = await db.select().from(shippingFees);
  const table = new ShippingFeeTable(fees.map((fee) => ({ governorateName: fee.governorateName, fee: fee.feePiasters })));
  return JSON.stringify(
    buildOrderPayload({
      userId: 0,
      form: {
        firstName: 'Mona',
        middleName: 'Adel',
        lastName: 'Hassan',
        email: 'mona@clinic.example',
        phone: '01012345678',
        address: '6 Merryland Buildings, Heliopolis',
        governorate: 'Cairo',
        city: 'Heliopolis',
        postalCode: '11341',
        paymentMethod: 'cash',
      },
      lines: [{ productId: product.id, name: product.name, price: product.pricePiasters - product.discountPiasters, quantity: 1, image: product.logoUrl }],
      shipping: shippingFeeFor({ governorate: 'Cairo', pickup: false, hasPhysicalItems: true }, table),
      discount: 0,
      promoCodeId: null,
    }),
  );
}

async function measureOn(database: keyof typeof MINIMUM_ORDERS_PER_SECOND, settings: string, postgresUrl: string | undefined, baseline: LoadFigures): Promise<BenchRow[]> {
  const server = await startCompiledShop({ ...(postgresUrl ? { postgresUrl } : {}), prepare: orderBody });
  try {
    const body = server.prepared;
    const figures = await placeOrders(`${server.origin}/api/order/create`, body);
    const name = `order placement, POST /api/order/create (compiled server, ${database}, ${CONNECTIONS} connections, ${DURATION_SECONDS} s)`;
    return [
      {
        name: `${name}: throughput`,
        figure: figures.requestsPerSecond,
        unit: 'orders/s',
        budget: MINIMUM_ORDERS_PER_SECOND[database],
        direction: 'min',
        note: `${settings}; bare Fastify 201: ${baseline.requestsPerSecond.toFixed(0)} req/s; ratio ${(figures.requestsPerSecond / baseline.requestsPerSecond).toFixed(3)}`,
      },
      {
        name: `${name}: p99 latency`,
        figure: figures.p99,
        unit: 'ms',
        budget: P99_BUDGET_MS,
        direction: 'max',
        note: `${settings}; bare Fastify: ${baseline.p99} ms`,
      },
    ];
  } finally {
    await server.stop();
  }
}

export async function orderBenchmarks(): Promise<BenchRow[]> {
  const bare = Fastify({ logger: false });
  bare.post('/api/order/create', (_request, reply) => reply.status(201).send({ orderid: 1 }));
  await bare.listen({ port: 0, host: '127.0.0.1' });
  let baseline: LoadFigures;
  try {
    baseline = await placeOrders(`http://127.0.0.1:${(bare.server.address() as AddressInfo).port}/api/order/create`, '{}');
  } finally {
    await bare.close();
  }
  const rows = await measureOn('PGlite', `PGlite ${PGLITE_VERSION}, in DATA_DIR, its default settings`, undefined, baseline);
  const given = process.env.BENCH_DATABASE_URL;
  if (given) {
    rows.push(...(await measureOn('PostgreSQL', "the database BENCH_DATABASE_URL names, its own settings; the server's own pool", given, baseline)));
    return rows;
  }
  const postgres = await startTemporaryPostgres();
  try {
    rows.push(...(await measureOn('PostgreSQL', `PostgreSQL ${postgres.version}, throwaway cluster on loopback: ${POSTGRES_SETTINGS}; the server's own pool`, postgres.url, baseline)));
  } finally {
    await postgres.stop();
  }
  return rows;
}
