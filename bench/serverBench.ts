/**
 * API throughput and latency (DESIGN §10): the real server, in this process on PGlite with the demo
 * data, against autocannon in a child process, so the load generator never shares the server's
 * event loop. Each figure is set beside a bare Fastify route that sends the identical JSON bytes
 * from memory: the ratio is what routing, validation, the catalogue cache and the database cost.
 */
import type { AddressInfo } from 'node:net';
import Fastify, { type FastifyInstance } from 'fastify';
import { seedDemoData } from '../server/seed/seedDemoData';
import { startBenchServer } from './benchServer';
import { type LoadFigures, generateLoad } from './loadGenerator';
import type { BenchRow } from './report';

const CONNECTIONS = 50;
const DURATION_SECONDS = 10;
const WARM_UP_SECONDS = 2;
const P99_BUDGET_MS = 50;

const ENDPOINTS = [
  { label: 'product detail', path: '/api/product/5', minimumRate: 3_000 },
  { label: 'product list', path: '/api/product', minimumRate: 1_000 },
  { label: 'category products', path: '/api/category/1/products', minimumRate: 1_000 },
] as const;

async function measure(url: string): Promise<LoadFigures> {
  await generateLoad({ url, connections: CONNECTIONS, durationSeconds: WARM_UP_SECONDS });
  return generateLoad({ url, connections: CONNECTIONS, durationSeconds: DURATION_SECONDS });
}

function origin(app: FastifyInstance): string {
  const { port } = app.server.address() as AddressInfo;
  return `http://127.0.0.1:${port}`;
}

export async function serverBenchmarks(): Promise<BenchRow[]> {
  const server = await startBenchServer();
  const app = server.app;
  const bare = Fastify({ logger: false });
  try {
    await seedDemoData(server.db, server.passwords, { adminEmail: undefined, adminPassword: undefined });

    const bodies = new Map<string, Buffer>();
    for (const endpoint of ENDPOINTS) {
      const response = await fetch(`${origin(app)}${endpoint.path}`);
      if (response.status !== 200) throw new Error(`GET ${endpoint.path} answered ${response.status}: the demo data is not what the benchmark expects`);
      const body = Buffer.from(await response.arrayBuffer());
      const contentType = response.headers.get('content-type') ?? 'application/json';
      bodies.set(endpoint.path, body);
      bare.get(endpoint.path, (_request, reply) => reply.type(contentType).send(body));
    }
    await bare.listen({ port: 0, host: '127.0.0.1' });
    for (const endpoint of ENDPOINTS) {
      const [real, copy] = await Promise.all([fetch(`${origin(app)}${endpoint.path}`).then((response) => response.text()), fetch(`${origin(bare)}${endpoint.path}`).then((response) => response.text())]);
      if (real !== copy) throw new Error(`the bare route does not serve the same JSON as GET ${endpoint.path}`);
    }

    const rows: BenchRow[] = [];
    for (const endpoint of ENDPOINTS) {
      const measured = await measure(`${origin(app)}${endpoint.path}`);
      const baseline = await measure(`${origin(bare)}${endpoint.path}`);
      const name = `API ${endpoint.label}, GET ${endpoint.path} (PGlite, ${CONNECTIONS} connections, ${DURATION_SECONDS} s)`;
      const bytes = bodies.get(endpoint.path)?.length ?? 0;
      rows.push({
        name: `${name}: throughput`,
        figure: measured.requestsPerSecond,
        unit: 'req/s',
        budget: endpoint.minimumRate,
        direction: 'min',
        note: `bare Fastify, same ${(bytes / 1024).toFixed(1)} KB JSON: ${baseline.requestsPerSecond.toFixed(0)} req/s; ratio ${(measured.requestsPerSecond / baseline.requestsPerSecond).toFixed(2)}`,
      });
      rows.push({
        name: `${name}: p99 latency`,
        figure: measured.p99,
        unit: 'ms',
        budget: P99_BUDGET_MS,
        direction: 'max',
        note: `bare Fastify: ${baseline.p99} ms; ratio ${(measured.p99 / Math.max(baseline.p99, 1)).toFixed(2)}`,
      });
    }
    return rows;
  } finally {
    await bare.close();
    await server.close();
  }
}
