/**
 * API throughput and latency (DESIGN §10): the compiled server `npm start` runs (bench/compiledShop.ts),
 * in its own process on PGlite with the demo data, against autocannon in another child process. Each figure is set beside a bare Fastify route that sends the identical JSON bytes
 * from memory: the ratio is what routing, validation, the catalogue cache and the database cost.
 */
import type { AddressInfo } from 'node:net';
import Fastify, { type FastifyInstance } from 'fastify';
import { benchSize } from './benchSize';
import { startCompiledShop } from './compiledShop';
import { type LoadFigures, generateLoad } from './loadGenerator';
import type { BenchRow } from './report';

const { connections: CONNECTIONS, durationSeconds: DURATION_SECONDS, warmUpSeconds: WARM_UP_SECONDS } = benchSize;
const P99_BUDGET_MS = 50;

const ENDPOINTS = [
  { label: 'product detail', path: '/api/product/5', minimumRate: 3_000 },
  { label: 'product list', path: '/api/product', minimumRate: 1_000 },
  { label: 'category products', path: '/api/category/1/products', minimumRate: 1_000 },
] as const;

async function measure(url: string): Promise<LoadFigures> {
  if (WARM_UP_SECONDS > 0) await generateLoad({ url, connections: CONNECTIONS, durationSeconds: WARM_UP_SECONDS });
  return generateLoad({ url, connections: CONNECTIONS, durationSeconds: DURATION_SECONDS });
}

function origin(app: FastifyInstance): string {
  const { port } = app.server.address() as AddressInfo;
  return `http://127.0.0.1:${port}`;
}

export async function serverBenchmarks(): Promise<BenchRow[]> {
  const server = await startCompiledShop();
  const bare = Fastify({ logger: false });
  try {
    const bodies = new Map<string, Buffer>();
    for (const endpoint of ENDPOINTS) {
      const response = await fetch(`${server.origin}${endpoint.path}`);
      if (response.status !== 200) throw new Error(`GET ${endpoint.path} answered ${response.status}: the demo data is not what the benchmark expects`);
      const body = Buffer.from(await response.arrayBuffer());
      const contentType = response.headers.get('content-type') ?? 'application/json';
      bodies.set(endpoint.path, body);
      bare.get(endpoint.path, (_request, reply) => reply.type(contentType).send(body));
    }
    await bare.listen({ port: 0, host: '127.0.0.1' });
    for (const endpoint of ENDPOINTS) {
      const [real, copy] = await Promise.all([fetch(`${server.origin}${endpoint.path}`).then((response) => response.text()), fetch(`${origin(bare)}${endpoint.path}`).then((response) => response.text())]);
      if (real !== copy) throw new Error(`the bare route does not serve the same JSON as GET ${endpoint.path}`);
    }

    const rows: BenchRow[] = [];
    for (const endpoint of ENDPOINTS) {
      const measured = await measure(`${server.origin}${endpoint.path}`);
      const baseline = await measure(`${origin(bare)}${endpoint.path}`);
      const name = `API ${endpoint.label}, GET ${endpoint.path} (compiled server, PGlite, ${CONNECTIONS} connections, ${DURATION_SECONDS} s)`;
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
    await server.stop();
  }
}
