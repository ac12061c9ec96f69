import { randomBytes } from 'node:crypto';
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import pg from 'pg';
import { type HealthCheck, startHaproxy } from '../test/cluster/support/haproxy';
import { type ShopProcess, startShopProcess } from '../test/cluster/support/shopProcess';
import { startSegmentationService } from '../test/cluster/support/segmentationService';
import { startS3Server } from '../test/server/support/s3Server';
import { dropDatabase } from '../test/support/dropDatabase';
import { freePort } from '../test/support/freePort';
import { startTemporaryPostgres } from './temporaryPostgres';

export const SERVER_NAMES = ['a', 'b'] as const;

/**
 * Every rate limit a hundred times its default. All the simulated clinics reach the servers from
 * one address (the balancer forwards 127.0.0.1), where in a shop each clinic has its own: the
 * per-address limits (60 orders, 30 sign-ins a minute…) are one clinic's, and forty clinics at
 * the soak's pace make a few hundred such requests a minute together. A hundred times lets them
 * all through while the limits are still counted, in PostgreSQL, on every request.
 */
export const SOAK_RATE_LIMIT_FACTOR = 100;

/**
 * HAProxy's own defaults (a check every 2 s, out after 3 missed, back after 2), as an operator
 * leaves them. The cluster test's quick check (300 ms, out after 2) is made to notice a killed
 * server at once; on a busy machine a /readyz answered in 400 ms misses it on both servers
 * together, and the balancer answers 503 "No server is available" for a shop that is up.
 */
const OPERATOR_HEALTH_CHECK: HealthCheck = { intervalMs: 2_000, fall: 3, rise: 2 };

export interface SoakCluster {
  /** The balancer's address: where the clinics go. */
  readonly url: string;
  readonly servers: readonly ShopProcess[];
  /** Where the database is, for what the soak reads and sets outside the shop (stock, jobs). */
  readonly databaseUrl: string;
  readonly description: string;
}

/**
 * What the soak started, stopped last first by `run` (at the end, on a failure, or on Ctrl-C while
 * things are still starting): a step added once it has run is taken at once.
 */
export class Cleanup {
  private readonly steps: Array<() => Promise<unknown>> = [];
  private ran = false;

  constructor(private readonly log: (line: string) => void) {}

  add(step: () => Promise<unknown>): void {
    if (this.ran) void this.attempt(step);
    else this.steps.push(step);
  }

  async run(): Promise<void> {
    if (this.ran) return;
    this.ran = true;
    for (const step of this.steps.reverse()) await this.attempt(step);
  }

  private attempt(step: () => Promise<unknown>): Promise<unknown> {
    return step().catch((error: unknown) => this.log(`cleaning up: ${String(error)}`));
  }
}

const withDatabase = (base: string, name: string) => {
  const url = new URL(base);
  url.pathname = `/${name}`;
  return url.toString();
};

async function onServer<T>(url: string, work: (client: pg.Client) => Promise<T>): Promise<T> {
  const client = new pg.Client({ connectionString: url });
  await client.connect();
  try {
    return await work(client);
  } finally {
    await client.end();
  }
}

/**
 * Two servers of the shop from the production build on one PostgreSQL and one S3-protocol
 * bucket (s3rver), with an external segmentation service, behind HAProxy: the cluster test's
 * setup (test/cluster), for a long run. PostgreSQL is DATABASE_URL's or TEST_DATABASE_URL's server,
 * where a database of the soak's own is created and dropped, else a temporary cluster. Whatever
 * it starts is added to `cleanup`.
 */
export async function startSoakCluster(log: (line: string) => void, cleanup: Cleanup): Promise<SoakCluster> {
  let base = process.env.DATABASE_URL ?? process.env.TEST_DATABASE_URL;
  let where: string;
  if (base) {
    where = `PostgreSQL at ${new URL(base).host}`;
  } else {
    log('starting a temporary PostgreSQL cluster…');
    const postgres = await startTemporaryPostgres();
    cleanup.add(() => postgres.stop());
    base = postgres.url;
    where = `a temporary PostgreSQL ${postgres.version}`;
  }
  const databaseName = `tiara_soak_${randomBytes(4).toString('hex')}`;
  const serverUrl = base;
  await onServer(serverUrl, (client) => client.query(`CREATE DATABASE ${databaseName}`));
  cleanup.add(() => onServer(serverUrl, (client) => dropDatabase(client, databaseName)));
  const databaseUrl = withDatabase(serverUrl, databaseName);

  const workDir = await mkdtemp(join(tmpdir(), 'tiara-soak-'));
  cleanup.add(() => rm(workDir, { recursive: true, force: true }));
  const s3 = await startS3Server('tiara-soak');
  cleanup.add(() => s3.close());
  const segmentation = await startSegmentationService(0);
  cleanup.add(() => segmentation.close());

  log('starting two servers…');
  const servers = await Promise.all(
    SERVER_NAMES.map(async (name) => {
      const server = await startShopProcess(name, await mkdtemp(join(workDir, `server-${name}-`)), {
        DATABASE_URL: databaseUrl,
        ...s3.environment,
        TRUST_PROXY: '1',
        RATE_LIMIT_FACTOR: String(SOAK_RATE_LIMIT_FACTOR),
        SEGMENTATION_URL: segmentation.urlFor(name),
      });
      cleanup.add(() => server.stop());
      return server;
    }),
  );
  const balancer = await startHaproxy(workDir, await freePort(), servers, OPERATOR_HEALTH_CHECK);
  cleanup.add(() => balancer.stop());
  return { url: balancer.url, servers, databaseUrl, description: `two servers on ${where}, behind HAProxy` };
}

/** Runs `work` on the soak's database, on a connection of its own. */
export function onSoakDatabase<T>(cluster: SoakCluster, work: (client: pg.Client) => Promise<T>): Promise<T> {
  return onServer(cluster.databaseUrl, work);
}
