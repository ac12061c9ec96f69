/**
 * Lighthouse 12 on the storefront (issue 31): what `npm start` runs (bench/compiledShop.ts: the
 * production build served by the compiled server, on a new embedded database with the demo data),
 * audited in Debian's Chromium with Lighthouse's default mobile preset (simulated slow 4G, 4x
 * slower CPU). Each page is measured on a first visit (empty cache) and on a repeat visit (warm
 * cache). Scores move from run to run, so each figure is the median of LIGHTHOUSE_RUNS runs (3 by
 * default), and the performance score's lowest run has a row of its own. `npm run bench:smoke`
 * audits the first page once, on a first visit.
 *
 * `npx tsx bench/lighthouseBench.ts` runs this section alone.
 */
import { pathToFileURL } from 'node:url';
import * as chromeLauncher from 'chrome-launcher';
import lighthouse from 'lighthouse';
import { benchSize } from './benchSize';
import { removeCompiledShop, startCompiledShop } from './compiledShop';
import { type BenchRow, printTable, withinBudget } from './report';

const PAGES = ['/', '/products', '/products?category=1', '/products/5', '/cart'];
/** The pages also measured for a reader of Arabic (the server picks it from Accept-Language): the catalogue and a product, right to left with their texts' chunk. */
const ARABIC_PAGES = ['/products', '/products/5'];
const RUNS = benchSize.lighthouseRuns;
const PERFORMANCE_MEDIAN_BUDGET = 98;
const PERFORMANCE_LOWEST_BUDGET = 95;
const OTHER_SCORES_BUDGET = 95;
const LCP_BUDGET_SECONDS = 2.0;
const TBT_BUDGET_MS = 100;
const CLS_BUDGET = 0.02;
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
  readonly tbtMs: number;
  readonly cls: number;
  readonly transferredBytes: number;
}

type Visit = 'cold' | 'warm';

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
    tbtMs: numeric('total-blocking-time'),
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
    return { name: name(label), figure: median(values), unit: '', budget: id === 'performance' ? PERFORMANCE_MEDIAN_BUDGET : OTHER_SCORES_BUDGET, direction: 'min', note };
  });
  const performance = runs.map((run) => run.scores.performance);
  const lcp = runs.map((run) => run.lcpSeconds);
  const tbt = runs.map((run) => run.tbtMs);
  const cls = runs.map((run) => run.cls);
  return [
    scoreRows[0]!,
    { name: name('performance, lowest run'), figure: Math.min(...performance), unit: '', budget: PERFORMANCE_LOWEST_BUDGET, direction: 'min', note: `runs: ${performance.join(', ')}` },
    ...scoreRows.slice(1),
    { name: name('largest contentful paint'), figure: median(lcp), unit: 's', budget: LCP_BUDGET_SECONDS, direction: 'max', note: spread(lcp, (value) => value.toFixed(2)) },
    { name: name('total blocking time'), figure: median(tbt), unit: 'ms', budget: TBT_BUDGET_MS, direction: 'max', note: spread(tbt, (value) => value.toFixed(0)) },
    { name: name('cumulative layout shift'), figure: median(cls), unit: '', budget: CLS_BUDGET, direction: 'max', note: spread(cls, (value) => value.toFixed(3)) },
  ];
}

export async function lighthouseBenchmarks(): Promise<BenchRow[]> {
  const shop = await startCompiledShop();
  let chrome: chromeLauncher.LaunchedChrome | undefined;
  try {
    chrome = await chromeLauncher.launch({ chromePath: CHROMIUM_PATH, chromeFlags: CHROMIUM_FLAGS });

    const coldRows: BenchRow[] = [];
    const warmRows: BenchRow[] = [];
    const everyPage = [...PAGES.map((page) => ({ page, language: 'en' as const })), ...ARABIC_PAGES.map((page) => ({ page, language: 'ar' as const }))];
    const measured = benchSize.lighthouseAllPages ? everyPage : everyPage.slice(0, 1);
    for (const { page, language } of measured) {
      const url = `${shop.origin}${page}`;
      const label = language === 'ar' ? `${page} (Arabic)` : page;
      const cold: PageFigures[] = [];
      for (let run = 0; run < RUNS; run++) cold.push(await audit(url, chrome.port, false, language));
      coldRows.push(...rowsOf(label, 'cold', cold));
      if (!benchSize.lighthouseAllPages) continue;
      // The last first-visit run left this page's answers in the profile's HTTP cache.
      const warm: PageFigures[] = [];
      for (let run = 0; run < RUNS; run++) warm.push(await audit(url, chrome.port, true, language));
      warmRows.push(...rowsOf(label, 'warm', warm));
    }
    return [...coldRows, ...warmRows];
  } finally {
    chrome?.kill();
    await shop.stop();
  }
}

if (import.meta.url === pathToFileURL(process.argv[1] ?? '').href) {
  try {
    const rows = await lighthouseBenchmarks();
    printTable(rows);
    if (!rows.every(withinBudget)) process.exitCode = 1;
  } finally {
    await removeCompiledShop();
  }
}
