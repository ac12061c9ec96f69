/**
 * What `npm start` runs, built once per bench run and started as often as the sections need it:
 * the production build of the SPA (scripts/buildShop.mjs) and the compiled server
 * (scripts/buildServer.mjs, `dist-server/main.js`), built by scripts/freshBuild.mjs and run with
 * plain Node, as scripts/start.mjs builds and runs them. Both are built in a copy of the sources, with the repository's node_modules: building into
 * the repository's own `dist` would change the files under a shop already running from it, and the
 * copy holds the measured code still while the sources change during a run of many minutes.
 */
import { type ChildProcess, spawn } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import { cp, mkdtemp, rm, symlink } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import { buildWhenStale } from '../scripts/freshBuild.mjs';
import { type Database, type DatabaseLocation, openDatabase } from '../server/adapters/db/Database';
import { PasswordHasher } from '../server/adapters/auth/PasswordHasher';
import { TokenService } from '../server/adapters/auth/TokenService';
import { seedDemoData } from '../server/seed/seedDemoData';

const repo = resolve(import.meta.dirname, '..');
/** What the two builds are made from (scripts/freshBuild.mjs's sources of each). */
const SHOP_SOURCES = ['src', 'server', 'public', 'index.html', 'vite.config.ts', 'tsconfig.json', 'package.json', 'package-lock.json'];
const START_TIMEOUT_MS = 120_000;
/** The end of what the server printed, kept for the message when it fails. */
const OUTPUT_KEPT = 8_000;

export interface CompiledShop {
  /** The copy's root: `dist/` (the SPA, its manifest, the first views) and `dist-server/main.js`. */
  readonly root: string;
  readonly serverFile: string;
}

let building: Promise<CompiledShop> | undefined;

/** Builds the copy the first time a section asks, and answers the same copy afterwards. */
export function compiledShop(): Promise<CompiledShop> {
  building ??= (async () => {
    const root = await mkdtemp(join(tmpdir(), 'tiara-bench-shop-'));
    await Promise.all(SHOP_SOURCES.map((name) => cp(join(repo, name), join(root, name), { recursive: true })));
    await symlink(join(repo, 'node_modules'), join(root, 'node_modules'));
    // As `npm start` builds before it starts: in a new copy, both builds.
    return { root, serverFile: await buildWhenStale(root) };
  })();
  return building;
}

/** Removes the copy, once the run is over. */
export async function removeCompiledShop(): Promise<void> {
  const shop = await building?.catch(() => undefined);
  building = undefined;
  if (shop) await rm(shop.root, { recursive: true, force: true });
}

export interface RunningShop {
  /** http://127.0.0.1:<port> */
  readonly origin: string;
  /** The server's own process (Node running dist-server/main.js), whose memory a section may read. */
  readonly pid: number;
  /** Signs tokens the server accepts (it runs with this JWT_SECRET). */
  readonly tokens: TokenService;
  /** SIGTERM, as a supervisor stops it, then its DATA_DIR removed. */
  stop(): Promise<void>;
}

export interface ShopOptions<Prepared> {
  /** PostgreSQL for the shop's database (an empty database it may own); else PGlite in its DATA_DIR. */
  readonly postgresUrl?: string;
  /** Settings beside the bench's own (S3_*, …). */
  readonly env?: Readonly<Record<string, string>>;
  /**
   * Writes to the database before the server opens it (PGlite admits one process at a time): the
   * demo data is seeded first, as the server seeds it on its first start.
   */
  readonly prepare?: (db: Database) => Promise<Prepared>;
}

function stopProcess(server: ChildProcess): Promise<void> {
  if (server.exitCode !== null || server.signalCode !== null) return Promise.resolve();
  return new Promise((resolveStop) => {
    server.once('exit', () => resolveStop());
    server.kill('SIGTERM');
  });
}

/**
 * Starts the compiled server on a new DATA_DIR, a port the system picks and loopback, and resolves
 * once it says where it runs. Its rate limits are raised a thousandfold (RATE_LIMIT_FACTOR): a
 * bench is one address on purpose, and the limits still count every request as they do in a shop.
 */
export async function startCompiledShop<Prepared = undefined>(options: ShopOptions<Prepared> = {}): Promise<RunningShop & { prepared: Prepared }> {
  const shop = await compiledShop();
  const dataDir = await mkdtemp(join(tmpdir(), 'tiara-bench-data-'));
  const location: DatabaseLocation = options.postgresUrl ? { kind: 'postgres', url: options.postgresUrl } : { kind: 'pglite', dataDir: join(dataDir, 'db') };
  try {
    const database = await openDatabase(location);
    let prepared: Prepared;
    try {
      await seedDemoData(database.db, new PasswordHasher(), { adminEmail: undefined, adminPassword: undefined });
      prepared = (await options.prepare?.(database.db)) as Prepared;
    } finally {
      await database.close();
    }
    const jwtSecret = randomBytes(48).toString('base64url');
    const env: NodeJS.ProcessEnv = { ...process.env, ...options.env, NODE_ENV: 'production', PORT: '0', HOST: '127.0.0.1', DATA_DIR: dataDir, JWT_SECRET: jwtSecret, RATE_LIMIT_FACTOR: '1000', LOG_LEVEL: 'warn' };
    if (options.postgresUrl) env.DATABASE_URL = options.postgresUrl;
    else delete env.DATABASE_URL;
    // As scripts/start.mjs starts it.
    const server = spawn(process.execPath, ['--enable-source-maps', shop.serverFile], { cwd: shop.root, env, stdio: ['ignore', 'pipe', 'pipe'] });
    const origin = await new Promise<string>((resolveStart, reject) => {
      let output = '';
      const timer = setTimeout(() => reject(new Error(`The compiled server did not start within ${START_TIMEOUT_MS / 1000} s:\n${output}`)), START_TIMEOUT_MS);
      const onOutput = (chunk: Buffer) => {
        // Always read, so the server never blocks on a full pipe; only the end is kept.
        output = (output + chunk.toString()).slice(-OUTPUT_KEPT);
        const address = /running at (http:\/\/\S+?)\/?\s/.exec(output)?.[1];
        if (address) {
          clearTimeout(timer);
          resolveStart(address);
        }
      };
      server.stdout.on('data', onOutput);
      server.stderr.on('data', onOutput);
      server.once('exit', (code) => {
        clearTimeout(timer);
        reject(new Error(`The compiled server exited with ${code} before it started:\n${output}`));
      });
    }).catch(async (error: unknown) => {
      await stopProcess(server);
      throw error;
    });
    return {
      origin,
      pid: server.pid!,
      tokens: new TokenService(jwtSecret),
      prepared,
      async stop() {
        await stopProcess(server);
        await rm(dataDir, { recursive: true, force: true });
      },
    };
  } catch (error) {
    await rm(dataDir, { recursive: true, force: true });
    throw error;
  }
}
