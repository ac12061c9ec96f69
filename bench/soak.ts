/**
 * `npm run soak`: a day of traffic (issue 30). Two servers of the shop on PostgreSQL behind
 * HAProxy (bench/soakCluster.ts) take a mixed load from simulated dental clinics
 * (bench/soakClinic.ts) for SOAK_MINUTES (default 30) while each server's memory is sampled; then
 * a table of throughput, p50/p99 per route, unexpected answers and memory trends, and a JSON report
 * in soak-reports/. Exits non-zero on any unexpected answer, server error logged, failed job, or
 * memory still climbing in the second half of the run (judged when that half is 10 minutes or
 * more: bench/soakReport.ts). Ctrl-C stops and removes everything it started.
 *
 * SOAK_MINUTES (default 30), SOAK_CLINICS (default 30), SOAK_THINK_SECONDS (the mean pause between
 * one page of a visit and the next, default 2); DATABASE_URL or TEST_DATABASE_URL (a PostgreSQL
 * server where the soak may create a database; without one it starts a temporary cluster).
 */
import { mkdir, readFile, writeFile } from 'node:fs/promises';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import type { AiPlanJson } from '@tiara/contract/aiJson';
import type { ProductJson } from '@tiara/contract/catalogJson';
import type { ShippingFeeJson } from '@tiara/contract/shippingJson';
import { aiSlug } from '@tiara/domain/brand';
import { buildWhenStale } from '../scripts/freshBuild.mjs';
import { sampleMemory } from './memorySampler';
import { Cleanup, type SoakCluster, onSoakDatabase, startSoakCluster } from './soakCluster';
import { type SoakShop, SoakClinic } from './soakClinic';
import { SoakHttp } from './soakHttp';
import { formatSoakReport, soakReport } from './soakReport';

const root = fileURLToPath(new URL('..', import.meta.url));
const REPORT_FOLDER = join(root, 'soak-reports');
const SAMPLE_EVERY_MS = 10_000;
/** After the load, how long the background jobs it queued (scans, mails) may take to finish. */
const JOBS_DRAIN_MS = 60_000;
/** Log levels of pino at and above which a line is a server error (50 error, 60 fatal). */
const ERROR_LEVEL = 50;
const ERRORS_QUOTED = 5;

function numberSetting(name: string, fallback: number, minimum: number): number {
  const text = process.env[name];
  if (text === undefined || text === '') return fallback;
  const value = Number(text);
  if (!Number.isFinite(value) || value < minimum) throw new Error(`${name} must be a number of at least ${minimum}, not "${text}"`);
  return value;
}

const minutes = numberSetting('SOAK_MINUTES', 30, 0.5);
const clinics = Math.round(numberSetting('SOAK_CLINICS', 30, 1));
const thinkMs = numberSetting('SOAK_THINK_SECONDS', 2, 0.1) * 1000;

const log = (line: string) => console.log(`[soak ${new Date().toISOString().slice(11, 19)}] ${line}`);

/** What the clinics need to know of the shop: read once, through the balancer, outside the report. */
async function readShop(origin: string): Promise<SoakShop> {
  const read = async <T>(path: string, language = 'en'): Promise<T> => {
    const response = await fetch(`${origin}${path}`, { headers: { 'accept-language': language } });
    if (!response.ok) throw new Error(`GET ${path} answered ${response.status}`);
    return (await response.json()) as T;
  };
  const [products, arabic, plans, fees] = await Promise.all([
    read<ProductJson[]>('/api/product'),
    read<ProductJson[]>('/api/product', 'ar'),
    read<AiPlanJson[]>(`/api/${aiSlug}/plans`),
    read<ShippingFeeJson[]>('/api/ShippingFees'),
  ]);
  const cairo = fees.find((fee) => fee.governorate_name === 'Cairo');
  if (products.length === 0 || plans.length === 0 || !cairo) throw new Error('the demo shop has no products, no AI plans or no fee for Cairo');
  const words = (list: readonly ProductJson[]) => list.flatMap((product) => product.name.split(/[\s,()/-]+/)).filter((word) => word.length >= 5 && !/\d/.test(word));
  const english = [...new Set(words(products))];
  // Misspelt words too: the search then finds the closest products (pg_trgm-like scoring in memory).
  const misspelt = english.slice(0, 10).map((word) => `${word.slice(0, -2)}${word.at(-1)}`);
  return {
    products,
    categoryIds: [...new Set(products.map((product) => product.categoryId))],
    searchWords: [...english, ...misspelt, ...new Set(words(arabic))],
    plans,
    cairoFee: Math.round(cairo.shipping_fee * 100),
    scan: await readFile(join(root, 'node_modules/nifti-js/test/minimal.nii')),
  };
}

/** Stock enough that no order of the run is refused for want of it: the soak is about leaks and errors, not stock-outs. */
async function restock(cluster: SoakCluster): Promise<void> {
  await onSoakDatabase(cluster, async (client) => {
    await client.query('UPDATE products SET quantity = 100000000');
    await client.query('UPDATE product_variants SET quantity = 100000000');
  });
}

/** Waits for the jobs the load queued, then names any that failed. */
async function unfinishedJobs(cluster: SoakCluster): Promise<string[]> {
  const deadline = Date.now() + JOBS_DRAIN_MS;
  for (;;) {
    const counts = await onSoakDatabase(cluster, async (client) => {
      const result = await client.query<{ state: string; count: number }>("SELECT state, count(*)::int AS count FROM background_jobs WHERE state <> 'completed' GROUP BY state");
      return new Map(result.rows.map((row) => [row.state, row.count]));
    });
    const pending = (counts.get('waiting') ?? 0) + (counts.get('running') ?? 0);
    if (pending === 0 || Date.now() > deadline) {
      const failed = counts.get('failed') ?? 0;
      return [...(pending > 0 ? [`${pending} background jobs still unfinished ${JOBS_DRAIN_MS / 1000} s after the load`] : []), ...(failed > 0 ? [`${failed} background jobs failed`] : [])];
    }
    await new Promise((resolve) => setTimeout(resolve, 1_000));
  }
}

/** A server's log lines at error level or above (pino's JSON), and how many warnings it logged. */
function serverLogFindings(name: string, printed: string): { incidents: string[]; warnings: number } {
  const lines = printed.split('\n').filter((line) => line.trim() !== '');
  const levelOf = (line: string) => {
    try {
      return (JSON.parse(line) as { level?: number }).level ?? 0;
    } catch {
      return ERROR_LEVEL;
    }
  };
  const errors = lines.filter((line) => levelOf(line) >= ERROR_LEVEL);
  return {
    incidents: errors.length === 0 ? [] : [`server ${name} logged ${errors.length} errors, e.g.:`, ...errors.slice(0, ERRORS_QUOTED).map((line) => `    ${line.slice(0, 400)}`)],
    warnings: lines.filter((line) => levelOf(line) === 40).length,
  };
}

async function soak(): Promise<number> {
  log('building the shop and the server if their sources changed…');
  await buildWhenStale(root);
  const cleanup = new Cleanup(log);
  let stopping = false;
  const interrupted = async (signal: NodeJS.Signals) => {
    if (stopping) return;
    stopping = true;
    log(`${signal}: stopping everything the soak started…`);
    await cleanup.run();
    process.exit(130);
  };
  process.once('SIGINT', interrupted);
  process.once('SIGTERM', interrupted);

  try {
    const cluster = await startSoakCluster(log, cleanup);
    log(`${cluster.description} at ${cluster.url}`);
    await restock(cluster);
    const shop = await readShop(cluster.url);
    const http = new SoakHttp(cluster.url);
    const startedAt = new Date();
    const start = performance.now();
    const end = start + minutes * 60_000;
    const sampler = sampleMemory(cluster.servers, SAMPLE_EVERY_MS, start);
    const incidents: string[] = [];
    const pacing = { thinkMs, over: () => stopping || performance.now() >= end || cluster.servers.some((server) => server.exited()) };
    log(`${clinics} clinics for ${minutes} min (mean pause ${thinkMs / 1000} s)…`);
    const progress = setInterval(() => {
      const failures = http.outcomes.filter((outcome) => !outcome.expected).length;
      log(`${((performance.now() - start) / 60_000).toFixed(1)} min: ${http.outcomes.length} requests, ${failures} unexpected`);
    }, 60_000);
    await Promise.all(
      Array.from({ length: clinics }, (_, index) =>
        new SoakClinic(index, http, shop, pacing).run().catch((error: unknown) => {
          incidents.push(`clinic ${index} stopped: ${error instanceof Error ? (error.stack ?? error.message) : String(error)}`);
        }),
      ),
    );
    clearInterval(progress);
    const durationSeconds = (performance.now() - start) / 1000;
    const memory = await sampler.stop();
    for (const server of cluster.servers) if (server.exited()) incidents.push(`server ${server.name} exited during the run`);
    log('waiting for the background jobs the load queued…');
    incidents.push(...(await unfinishedJobs(cluster)));
    const warnings: Record<string, number> = {};
    for (const server of cluster.servers) {
      const findings = serverLogFindings(server.name, server.printed());
      incidents.push(...findings.incidents);
      warnings[server.name] = findings.warnings;
    }

    const report = soakReport({ startedAt, durationSeconds, clinics, outcomes: http.outcomes, memory, incidents });
    console.log(`\n${formatSoakReport(report)}\n`);
    await mkdir(REPORT_FOLDER, { recursive: true });
    const stamp = startedAt.toISOString().replace(/[:.]/g, '-');
    const file = join(REPORT_FOLDER, `soak-${stamp}.json`);
    await writeFile(file, `${JSON.stringify({ ...report, setup: cluster.description, thinkSeconds: thinkMs / 1000, serverWarnings: warnings }, null, 2)}\n`);
    for (const server of cluster.servers) await writeFile(join(REPORT_FOLDER, `soak-${stamp}-server-${server.name}.log`), server.printed());
    log(`report: ${file}`);
    return report.passed ? 0 : 1;
  } finally {
    if (!stopping) await cleanup.run();
  }
}

process.exitCode = await soak();
