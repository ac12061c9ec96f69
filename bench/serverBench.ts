/**
 * API throughput and latency (DESIGN §10): the real server, in this process on PGlite with the demo
 * data, against autocannon in a child process, so the load generator never shares the server's
 * event loop. Each figure is set beside a bare Fastify route that sends the identical JSON bytes
 * from memory: the ratio is what routing, validation, the catalogue cache and the database cost.
 */
import { spawn } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import { mkdtemp, rm } from 'node:fs/promises';
import type { AddressInfo } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import Fastify, { type FastifyInstance } from 'fastify';
import { PasswordHasher } from '../server/adapters/auth/PasswordHasher';
import { TokenService } from '../server/adapters/auth/TokenService';
import { openDatabase } from '../server/adapters/db/Database';
import { buildApp } from '../server/http/buildApp';
import { seedDemoData } from '../server/seed/seedDemoData';
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

interface LoadFigures {
  readonly requestsPerSecond: number;
  readonly p99: number;
  readonly total: number;
  readonly non2xx: number;
  readonly errors: number;
  readonly timeouts: number;
}

/** Runs in the child: one autocannon run, its figures as JSON on stdout. */
const LOAD_GENERATOR = `
const autocannon = require('autocannon');
const [url, connections, duration] = process.argv.slice(1);
autocannon({ url, connections: Number(connections), duration: Number(duration) }, (error, result) => {
  if (error) {
    process.stderr.write(String(error && error.stack || error));
    process.exit(1);
  }
  process.stdout.write(JSON.stringify({
    requestsPerSecond: result.requests.average,
    p99: result.latency.p99,
    total: result.requests.total,
    non2xx: result.non2xx,
    errors: result.errors,
    timeouts: result.timeouts,
  }));
});
`;

const repositoryRoot = fileURLToPath(new URL('..', import.meta.url));

function load(url: string, durationSeconds: number): Promise<LoadFigures> {
  return new Promise((resolve, reject) => {
    const child = spawn(process.execPath, ['-e', LOAD_GENERATOR, url, String(CONNECTIONS), String(durationSeconds)], { cwd: repositoryRoot, stdio: ['ignore', 'pipe', 'pipe'] });
    let output = '';
    let problems = '';
    child.stdout.on('data', (chunk: Buffer) => {
      output += chunk.toString();
    });
    child.stderr.on('data', (chunk: Buffer) => {
      problems += chunk.toString();
    });
    child.on('error', reject);
    child.on('close', (code) => {
      if (code !== 0) return reject(new Error(`the load generator failed (exit ${code}): ${problems}`));
      const figures = JSON.parse(output) as LoadFigures;
      if (figures.non2xx > 0 || figures.errors > 0 || figures.timeouts > 0 || figures.total === 0) {
        return reject(new Error(`${url} did not answer cleanly under load: ${JSON.stringify(figures)}`));
      }
      return resolve(figures);
    });
  });
}

async function measure(url: string): Promise<LoadFigures> {
  await load(url, WARM_UP_SECONDS);
  return load(url, DURATION_SECONDS);
}

function origin(app: FastifyInstance): string {
  const { port } = app.server.address() as AddressInfo;
  return `http://127.0.0.1:${port}`;
}

export async function serverBenchmarks(): Promise<BenchRow[]> {
  const dataDir = await mkdtemp(join(tmpdir(), 'tiara-bench-'));
  const database = await openDatabase({ kind: 'pglite', dataDir: join(dataDir, 'db') });
  const passwords = new PasswordHasher();
  const app = await buildApp({ db: database.db, tokens: new TokenService(randomBytes(48).toString('base64url')), passwords, now: () => new Date() });
  const bare = Fastify({ logger: false });
  try {
    await seedDemoData(database.db, passwords, { adminEmail: undefined, adminPassword: undefined });
    await app.listen({ port: 0, host: '127.0.0.1' });

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
      const server = await measure(`${origin(app)}${endpoint.path}`);
      const baseline = await measure(`${origin(bare)}${endpoint.path}`);
      const name = `API ${endpoint.label}, GET ${endpoint.path} (PGlite, ${CONNECTIONS} connections, ${DURATION_SECONDS} s)`;
      const bytes = bodies.get(endpoint.path)?.length ?? 0;
      rows.push({
        name: `${name}: throughput`,
        figure: server.requestsPerSecond,
        unit: 'req/s',
        budget: endpoint.minimumRate,
        direction: 'min',
        note: `bare Fastify, same ${(bytes / 1024).toFixed(1)} KB JSON: ${baseline.requestsPerSecond.toFixed(0)} req/s; ratio ${(server.requestsPerSecond / baseline.requestsPerSecond).toFixed(2)}`,
      });
      rows.push({
        name: `${name}: p99 latency`,
        figure: server.p99,
        unit: 'ms',
        budget: P99_BUDGET_MS,
        direction: 'max',
        note: `bare Fastify: ${baseline.p99} ms; ratio ${(server.p99 / Math.max(baseline.p99, 1)).toFixed(2)}`,
      });
    }
    return rows;
  } finally {
    await bare.close();
    await app.close();
    await database.close();
    await rm(dataDir, { recursive: true, force: true });
  }
}
