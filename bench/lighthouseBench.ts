/**
 * Lighthouse on the storefront (issue 14): the production build served by the real server
 * (`server/main.ts` in a child process, on a new embedded database with the demo data), audited in
 * Debian's Chromium with Lighthouse's default mobile preset (simulated slow 4G, 4x slower CPU).
 * Each page is measured on a first visit (empty cache) and on a repeat visit (warm cache). Scores
 * move from run to run, so each figure is the median of LIGHTHOUSE_RUNS runs (3 by default).
 *
 * `npx tsx bench/lighthouseBench.ts` runs this section alone.
 */
import { type ChildProcess, spawn } from 'node:child_process';
import { cp, mkdtemp, rm, symlink } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import { pathToFileURL } from 'node:url';
import * as chromeLauncher from 'chrome-launcher';
import lighthouse from 'lighthouse';
import { buildShop } from '../scripts/buildShop.mjs';
import { type BenchRow, printTable, withinBudget } from './report';

const repo = resolve(import.meta.dirname, '..');
const PAGES = ['/', '/products', '/products?category=1', '/products/5', '/cart'];
/** The pages also measured for a reader of Arabic: the home page and a product, right to left with their texts' chunk. */
const ARABIC_PAGES = ['/', '/products/5'];
const RUNS = Number(process.env.LIGHTHOUSE_RUNS ?? 3);
if (!Number.isInteger(RUNS) || RUNS < 1) throw new Error(`LIGHTHOUSE_RUNS must be a whole number of runs, 1 or more, not ${process.env.LIGHTHOUSE_RUNS}`);
const SCORE_BUDGET = 95;
const LCP_BUDGET_SECONDS = 2.5;
const CLS_BUDGET = 0.05;
const SERVER_START_TIMEOUT_MS = 90_000;
const KB = 1000;

const CHROMIUM_PATH = '/usr/bin/chromium';
/** Headless without a GPU or a sandbox (as root in a container), and none of Chrome's own traffic in the figures. */
const CHROMIUM_FLAGS = ['--headless=new', '--no-sandbox', '--disable-gpu', '--disable-background-networking', '--disable-component-update', '--disable-sync'];

const CATEGORIES = [
  { id: 'performance', label: 'performance' },
  { id: 'accessibility', label: 'accessibility' },
  { id: 'best-practices', label: 'best practices' },
  { id: 'seo', label: 'SEO' },
] as const;
type CategoryId = (typeof CATEGORIES)[number]['id'];

interface PageFigures {
  readonly scores: Record<CategoryId, number>;
  readonly lcpSeconds: number;
  readonly cls: number;
  readonly transferredBytes: number;
}

type Visit = 'cold' | 'warm';

/** What the production build is made from and what serves it. */
const SHOP_SOURCES = ['src', 'server', 'public', 'index.html', 'vite.config.ts', 'tsconfig.json', 'package.json'];

/**
 * A copy of the shop's sources, with the repository's node_modules, to build and serve from. The
 * server serves the `dist` beside its own `server/` folder, and building into the repository's
 * `dist` would change the files under a shop already running from it; the copy also holds the
 * measured code still while the sources change during a run of several minutes.
 */
async function copyOfShop(root: string): Promise<void> {
  await Promise.all(SHOP_SOURCES.map((name) => cp(join(repo, name), join(root, name), { recursive: true })));
  await symlink(join(repo, 'node_modules'), join(root, 'node_modules'));
}

/** Starts the copy's `server/main.ts` on a port the system picks, and resolves with the address it prints. */
function startShop(root: string, dataDir: string): Promise<{ server: ChildProcess; origin: string }> {
  return new Promise((resolveStart, reject) => {
    const server = spawn(process.execPath, ['--import', 'tsx', 'server/main.ts'], {
      cwd: root,
      // Always a new embedded database with the demo data, never the one a DATABASE_URL names; the
      // rate limits are raised because Lighthouse loads every page many times from one address.
      env: { ...process.env, PORT: '0', HOST: '127.0.0.1', DATA_DIR: dataDir, DATABASE_URL: undefined, LOG_LEVEL: 'warn', RATE_LIMIT_FACTOR: '1000' },
      stdio: ['ignore', 'pipe', 'pipe'],
    });
    let output = '';
    const timer = setTimeout(() => reject(new Error(`The shop did not start within ${SERVER_START_TIMEOUT_MS / 1000} s:\n${output}`)), SERVER_START_TIMEOUT_MS);
    const onOutput = (chunk: Buffer) => {
      output += chunk.toString();
      const address = /running at (http:\/\/\S+?)\/?\s/.exec(output)?.[1];
      if (address) {
        clearTimeout(timer);
        resolveStart({ server, origin: address });
      }
    };
    server.stdout.on('data', onOutput);
    server.stderr.on('data', onOutput);
    server.once('exit', (code) => {
      clearTimeout(timer);
      reject(new Error(`The shop exited with ${code} before it started:\n${output}`));
    });
  });
}

function stopShop(server: ChildProcess): Promise<void> {
  if (server.exitCode !== null || server.signalCode !== null) return Promise.resolve();
  return new Promise((resolveStop) => {
    server.once('exit', () => resolveStop());
    server.kill('SIGTERM');
  });
}

/**
 * One Lighthouse run. `keepCache` leaves the browser's HTTP cache and the site's storage as the
 * previous run left them: a repeat visit. Otherwise Lighthouse clears both first: a first visit.
 */
async function audit(url: string, port: number, keepCache: boolean, language: 'en' | 'ar'): Promise<PageFigures> {
  const extraHeaders = language === 'ar' ? { 'Accept-Language': 'ar-EG,ar;q=0.9' } : undefined;
  const result = await lighthouse(url, { port, output: 'json', logLevel: 'error', disableStorageReset: keepCache, extraHeaders });
  if (!result) throw new Error(`Lighthouse returned no result for ${url}`);
  const { categories, audits, runtimeError } = result.lhr;
  if (runtimeError) throw new Error(`Lighthouse could not audit ${url}: ${runtimeError.code} ${runtimeError.message}`);
  const score = (id: CategoryId) => {
    const value = categories[id]?.score;
    if (value === null || value === undefined) throw new Error(`Lighthouse gave ${url} no ${id} score`);
    return Math.round(value * 100);
  };
  const numeric = (id: string) => {
    const value = audits[id]?.numericValue;
    if (value === undefined) throw new Error(`Lighthouse gave ${url} no ${id} figure`);
    return value;
  };
  return {
    scores: { performance: score('performance'), accessibility: score('accessibility'), 'best-practices': score('best-practices'), seo: score('seo') },
    lcpSeconds: numeric('largest-contentful-paint') / 1000,
    cls: numeric('cumulative-layout-shift'),
    transferredBytes: numeric('total-byte-weight'),
  };
}

function median(values: readonly number[]): number {
  const sorted = [...values].sort((a, b) => a - b);
  const middle = Math.floor(sorted.length / 2);
  return sorted.length % 2 === 1 ? sorted[middle]! : (sorted[middle - 1]! + sorted[middle]!) / 2;
}

/** The median of each figure over the runs, with the runs' range in the note. */
function rowsOf(page: string, visit: Visit, runs: readonly PageFigures[]): BenchRow[] {
  const spread = (values: readonly number[], format: (value: number) => string) =>
    runs.length === 1 ? '1 run' : `median of ${runs.length} runs (${format(Math.min(...values))}–${format(Math.max(...values))})`;
  const name = (figure: string) => `Lighthouse ${page} ${visit}: ${figure}`;
  // Bytes have no budget, and a row needs one: they go in the performance row's note.
  const transferred = `; ${(median(runs.map((run) => run.transferredBytes)) / KB).toFixed(0)} kB transferred`;
  const scoreRows = CATEGORIES.map(({ id, label }): BenchRow => {
    const values = runs.map((run) => run.scores[id]);
    const note = `${spread(values, String)}${id === 'performance' ? transferred : ''}`;
    return { name: name(label), figure: median(values), unit: '', budget: SCORE_BUDGET, direction: 'min', note };
  });
  const lcp = runs.map((run) => run.lcpSeconds);
  const cls = runs.map((run) => run.cls);
  return [
    ...scoreRows,
    { name: name('largest contentful paint'), figure: median(lcp), unit: 's', budget: LCP_BUDGET_SECONDS, direction: 'max', note: spread(lcp, (value) => value.toFixed(2)) },
    { name: name('cumulative layout shift'), figure: median(cls), unit: '', budget: CLS_BUDGET, direction: 'max', note: spread(cls, (value) => value.toFixed(3)) },
  ];
}

export async function lighthouseBenchmarks(): Promise<BenchRow[]> {
  const shopRoot = await mkdtemp(join(tmpdir(), 'tiara-lighthouse-shop-'));
  const dataDir = await mkdtemp(join(tmpdir(), 'tiara-lighthouse-data-'));
  let server: ChildProcess | undefined;
  let chrome: chromeLauncher.LaunchedChrome | undefined;
  try {
    await copyOfShop(shopRoot);
    await buildShop(shopRoot);
    const shop = await startShop(shopRoot, dataDir);
    server = shop.server;
    chrome = await chromeLauncher.launch({ chromePath: CHROMIUM_PATH, chromeFlags: CHROMIUM_FLAGS });

    const coldRows: BenchRow[] = [];
    const warmRows: BenchRow[] = [];
    const measured = [...PAGES.map((page) => ({ page, language: 'en' as const })), ...ARABIC_PAGES.map((page) => ({ page, language: 'ar' as const }))];
    for (const { page, language } of measured) {
      const url = `${shop.origin}${page}`;
      const label = language === 'ar' ? `${page} (Arabic)` : page;
      const cold: PageFigures[] = [];
      for (let run = 0; run < RUNS; run++) cold.push(await audit(url, chrome.port, false, language));
      // The last first-visit run left this page's answers in the profile's HTTP cache.
      const warm: PageFigures[] = [];
      for (let run = 0; run < RUNS; run++) warm.push(await audit(url, chrome.port, true, language));
      coldRows.push(...rowsOf(label, 'cold', cold));
      warmRows.push(...rowsOf(label, 'warm', warm));
    }
    return [...coldRows, ...warmRows];
  } finally {
    chrome?.kill();
    if (server) await stopShop(server);
    await Promise.all([rm(shopRoot, { recursive: true, force: true }), rm(dataDir, { recursive: true, force: true })]);
  }
}

if (import.meta.url === pathToFileURL(process.argv[1] ?? '').href) {
  const rows = await lighthouseBenchmarks();
  printTable(rows);
  if (!rows.every(withinBudget)) process.exitCode = 1;
}
