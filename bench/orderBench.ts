/**
 * Order placement throughput (DESIGN §10: ≥ 200 orders/s on PGlite, p99 ≤ 50 ms at 50
 * connections): guest cash orders of one demo product through the real POST /api/order/create
 * (validation, pricing, the atomic stock reservation and the transaction), on PGlite, and on
 * PostgreSQL when BENCH_DATABASE_URL names an empty database. Set beside a bare Fastify route
 * answering 201 with the same body.
 */
import { eq } from 'drizzle-orm';
import Fastify from 'fastify';
import type { AddressInfo } from 'node:net';
import { buildOrderPayload } from '@tiara/domain/checkout';
import { ShippingFeeTable, shippingFeeFor } from '@tiara/domain/shipping-fee';
import type { DatabaseLocation } from '../server/adapters/db/Database';
import { products, shippingFees } from '../server/adapters/db/schema';
import { seedDemoData } from '../server/seed/seedDemoData';
import { startBenchServer } from './benchServer';
import { type LoadFigures, generateLoad } from './loadGenerator';
import type { BenchRow } from './report';

const CONNECTIONS = 50;
const DURATION_SECONDS = 10;
const WARM_UP_SECONDS = 2;
const P99_BUDGET_MS = 50;
const MINIMUM_ORDERS_PER_SECOND = 200;
const PRODUCT_ID = 5;

async function placeOrders(url: string, body: string): Promise<LoadFigures> {
  await generateLoad({ url, method: 'POST', body, connections: CONNECTIONS, durationSeconds: WARM_UP_SECONDS });
  return generateLoad({ url, method: 'POST', body, connections: CONNECTIONS, durationSeconds: DURATION_SECONDS });
}

async function measureOn(label: string, database: DatabaseLocation | undefined, baseline: LoadFigures): Promise<BenchRow[]> {
  const server = await startBenchServer(database);
  try {
    await seedDemoData(server.db, server.passwords, { adminEmail: undefined, adminPassword: undefined });
    // Enough stock that no order in the run is refused for want of it.
    const [product] = await server.db.update(products).set({ quantity: 100_000_000 }).where(eq(products.id, PRODUCT_ID)).returning();
    if (!product) throw new Error(`the demo data has no product ${PRODUCT_ID}`);
    const fees = await server.db.select().from(shippingFees);
    const table = new ShippingFeeTable(fees.map((fee) => ({ governorateName: fee.governorateName, fee: fee.feePiasters })));
    const body = JSON.stringify(
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
    const figures = await placeOrders(`${server.origin}/api/order/create`, body);
    const name = `order placement, POST /api/order/create (${label}, ${CONNECTIONS} connections, ${DURATION_SECONDS} s)`;
    return [
      {
        name: `${name}: throughput`,
        figure: figures.requestsPerSecond,
        unit: 'orders/s',
        budget: MINIMUM_ORDERS_PER_SECOND,
        direction: 'min',
        note: `bare Fastify 201: ${baseline.requestsPerSecond.toFixed(0)} req/s; ratio ${(figures.requestsPerSecond / baseline.requestsPerSecond).toFixed(3)}`,
      },
      {
        name: `${name}: p99 latency`,
        figure: figures.p99,
        unit: 'ms',
        budget: P99_BUDGET_MS,
        direction: 'max',
        note: `bare Fastify: ${baseline.p99} ms`,
      },
    ];
  } finally {
    await server.close();
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
  const rows = await measureOn('PGlite', undefined, baseline);
  const postgres = process.env.BENCH_DATABASE_URL;
  if (postgres) rows.push(...(await measureOn('PostgreSQL', { kind: 'postgres', url: postgres, maxConnections: 20 }, baseline)));
  return rows;
}
