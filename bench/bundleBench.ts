/**
 * What a phone downloads before the shop is interactive (issue 31), gzip, read from the production
 * build's manifest (`dist/.vite/manifest.json`) by following each entry's static imports:
 * - the storefront chunk: the storefront's entry (src/startShop.tsx) and its static graph, less
 *   what the page's own script (index.html's entry) already loads: at most 100 kB;
 * - the first load of /products: the page's script, the storefront, and the product list screen's
 *   chunk with its static imports: at most 150 kB;
 * - the first load of / (entry plus the chunks holding the home page): at most 150 kB as well;
 * - no module of the staff areas (src/ui/admin, src/ui/sales) in either first load, found in the
 *   chunks' source maps.
 * The figures come from the build the other sections measure (bench/compiledShop.ts);
 * `measureFirstLoad()` builds the SPA alone, for a quick look while working on the bundle.
 */
import { existsSync, mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import { gzipSync } from 'node:zlib';
import { build } from 'vite';
import { compiledShop } from './compiledShop';
import type { BenchRow } from './report';

const repo = resolve(import.meta.dirname, '..');
const KB = 1000;
const STOREFRONT_BUDGET_KB = 100;
const PRODUCTS_FIRST_LOAD_BUDGET_KB = 150;
/** The home page is no heavier a first load than the product list's. */
const HOME_FIRST_LOAD_BUDGET_KB = PRODUCTS_FIRST_LOAD_BUDGET_KB;
const HOME_MODULE = 'src/ui/home/HomePage.tsx';
const PRODUCT_LIST_SCREEN = 'src/ui/catalog/ProductListPage.tsx';
const SHOP_ENTRY = 'src/startShop.tsx';
/** Code of the staff areas, which must arrive only when someone opens /admin or /sales. */
const STAFF_MODULE = /\/src\/ui\/(admin|sales)\//;

interface ManifestChunk {
  readonly file: string;
  readonly isEntry?: boolean;
  readonly imports?: readonly string[];
  readonly css?: readonly string[];
}
type Manifest = Record<string, ManifestChunk>;

export interface Load {
  /** The JavaScript files, by output file name. */
  readonly files: readonly string[];
  readonly gzipBytes: number;
  readonly cssGzipBytes: number;
}

export interface FirstLoad extends Load {
  /** Source modules of the staff areas found in the first loads of / and /products. */
  readonly staffModules: readonly string[];
  readonly storefront: Load;
  readonly products: Load;
}

/** The manifest keys of chunks and everything they import statically, transitively. */
function withStaticImports(manifest: Manifest, keys: readonly string[]): Set<string> {
  const seen = new Set<string>();
  const pending = [...keys];
  while (pending.length > 0) {
    const key = pending.pop()!;
    if (seen.has(key)) continue;
    if (!manifest[key]) throw new Error(`The build's manifest has no ${key}`);
    seen.add(key);
    pending.push(...(manifest[key].imports ?? []));
  }
  return seen;
}

/**
 * The source modules of a built file, from its source map (vite.config.ts has the build write them;
 * a chunk of no source of the shop's own, such as Vite's helpers, may have none).
 */
function sourcesOf(distDir: string, file: string): string[] {
  const map = join(distDir, `${file}.map`);
  if (!existsSync(map)) return [];
  return ((JSON.parse(readFileSync(map, 'utf8')) as { sources?: string[] }).sources ?? []).map((source) => source.replaceAll('\\', '/'));
}

/** The first loads of the build in `distDir` (a Vite build with its manifest and source maps). */
export function firstLoadsOf(distDir: string): FirstLoad {
  const manifestFile = join(distDir, '.vite/manifest.json');
  if (!existsSync(manifestFile)) throw new Error(`The build in ${distDir} has no manifest (.vite/manifest.json)`);
  const manifest = JSON.parse(readFileSync(manifestFile, 'utf8')) as Manifest;
  const entryKeys = Object.keys(manifest).filter((key) => manifest[key]!.isEntry);
  if (!entryKeys.includes(SHOP_ENTRY)) throw new Error(`The manifest names no entry ${SHOP_ENTRY}; its entries: ${entryKeys.join(', ')}`);
  if (!manifest[PRODUCT_LIST_SCREEN]) throw new Error(`The manifest has no chunk of ${PRODUCT_LIST_SCREEN}: the product list is not where the benchmark looks`);

  const javaScript = [...new Set(Object.values(manifest).map((chunk) => chunk.file))].filter((file) => file.endsWith('.js'));
  const homeFiles = javaScript.filter((file) => sourcesOf(distDir, file).some((source) => source.endsWith(`/${HOME_MODULE}`)));
  if (homeFiles.length === 0) throw new Error(`No chunk holds ${HOME_MODULE}: the home route is not where the benchmark looks`);
  const homeKeys = Object.keys(manifest).filter((key) => homeFiles.includes(manifest[key]!.file));

  const gzipOf = (file: string) => gzipSync(readFileSync(join(distDir, file))).length;
  const loadOf = (keys: Iterable<string>, without: ReadonlySet<string> = new Set()): Load => {
    const chosen = [...keys].filter((key) => !without.has(key));
    const files = [...new Set(chosen.map((key) => manifest[key]!.file))];
    const cssFiles = [...new Set(chosen.flatMap((key) => manifest[key]!.css ?? []))];
    return { files, gzipBytes: files.reduce((sum, file) => sum + gzipOf(file), 0), cssGzipBytes: cssFiles.reduce((sum, file) => sum + gzipOf(file), 0) };
  };

  // Every page loads the page's own script and the storefront (which the page preloads): both entries.
  const pageKeys = withStaticImports(manifest, entryKeys.filter((key) => key !== SHOP_ENTRY));
  const entries = withStaticImports(manifest, entryKeys);
  const home = withStaticImports(manifest, [...entries, ...homeKeys]);
  const products = withStaticImports(manifest, [...entries, PRODUCT_LIST_SCREEN]);
  const staffModules = [...new Set([...home, ...products].map((key) => manifest[key]!.file))].flatMap((file) => sourcesOf(distDir, file).filter((source) => STAFF_MODULE.test(source)));
  return {
    ...loadOf(home),
    staffModules,
    storefront: loadOf(withStaticImports(manifest, [SHOP_ENTRY]), pageKeys),
    products: loadOf(products),
  };
}

/** Builds the SPA alone (no first views, no server) into a temporary folder and measures it. */
export async function measureFirstLoad(): Promise<FirstLoad> {
  const outDir = mkdtempSync(join(tmpdir(), 'tiara-bundle-'));
  const callers = process.env.NODE_ENV;
  process.env.NODE_ENV = 'production';
  try {
    await build({ root: repo, logLevel: 'error', build: { outDir, emptyOutDir: true, manifest: true, sourcemap: true, write: true } });
    return firstLoadsOf(outDir);
  } finally {
    if (callers === undefined) delete process.env.NODE_ENV;
    else process.env.NODE_ENV = callers;
    rmSync(outDir, { recursive: true, force: true });
  }
}

const kB = (bytes: number) => bytes / KB;
const filesNote = (load: Load) => `${load.files.length} files (${load.files.map((file) => file.replace(/^assets\//, '')).join(', ')}); CSS ${kB(load.cssGzipBytes).toFixed(1)} kB gzip besides`;

export async function bundleBenchmarks(): Promise<BenchRow[]> {
  const shop = await compiledShop();
  const load = firstLoadsOf(join(shop.root, 'dist'));
  return [
    { name: `storefront chunk: ${SHOP_ENTRY} and its static imports, less the page script's (gzip)`, figure: kB(load.storefront.gzipBytes), unit: 'kB', budget: STOREFRONT_BUDGET_KB, direction: 'max', note: filesNote(load.storefront) },
    { name: 'first load of /products: entry, storefront, product list screen JS (gzip)', figure: kB(load.products.gzipBytes), unit: 'kB', budget: PRODUCTS_FIRST_LOAD_BUDGET_KB, direction: 'max', note: filesNote(load.products) },
    { name: 'first load of /: entry, storefront, home route JS (gzip)', figure: kB(load.gzipBytes), unit: 'kB', budget: HOME_FIRST_LOAD_BUDGET_KB, direction: 'max', note: `${load.files.length} files; CSS ${kB(load.cssGzipBytes).toFixed(1)} kB gzip besides` },
    {
      name: 'admin and sales modules in the first loads of / and /products',
      figure: load.staffModules.length,
      unit: 'modules',
      budget: 0,
      direction: 'max',
      ...(load.staffModules.length > 0 ? { note: load.staffModules.slice(0, 3).join(', ') } : {}),
    },
  ];
}
