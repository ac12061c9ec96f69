/**
 * Storefront first load (DESIGN §10: entry plus home route, gzip, at most 170 kB of JS; admin and
 * sales code never in it). Builds the SPA with Vite into a temporary directory, then follows the
 * manifest from the entries (the page's script and the storefront) through their static imports, adds the chunks that hold the home page,
 * and gzips each file the browser must fetch before the home page can show.
 */
import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import { gzipSync } from 'node:zlib';
import { type Rollup, build } from 'vite';
import type { BenchRow } from './report';

const repo = resolve(import.meta.dirname, '..');
const FIRST_LOAD_BUDGET_KB = 170;
const KB = 1000;
const HOME_MODULE = 'src/ui/home/HomePage.tsx';
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

export interface FirstLoad {
  /** The JavaScript files of the first load, by output file name. */
  readonly files: readonly string[];
  readonly gzipBytes: number;
  readonly cssGzipBytes: number;
  /** Source modules of the staff areas found in those files. */
  readonly staffModules: readonly string[];
}

function chunksOf(output: Awaited<ReturnType<typeof build>>): Rollup.OutputChunk[] {
  const outputs = (Array.isArray(output) ? output : [output]) as Rollup.RollupOutput[];
  return outputs.flatMap((result) => result.output.filter((item): item is Rollup.OutputChunk => item.type === 'chunk'));
}

/** The manifest keys of a chunk and everything it imports statically, transitively. */
function withStaticImports(manifest: Manifest, keys: readonly string[]): Set<string> {
  const seen = new Set<string>();
  const pending = [...keys];
  while (pending.length > 0) {
    const key = pending.pop()!;
    if (seen.has(key)) continue;
    seen.add(key);
    pending.push(...(manifest[key]?.imports ?? []));
  }
  return seen;
}

export async function measureFirstLoad(): Promise<FirstLoad> {
  const outDir = mkdtempSync(join(tmpdir(), 'tiara-bundle-'));
  try {
    const output = await build({ root: repo, logLevel: 'error', build: { outDir, emptyOutDir: true, manifest: true, sourcemap: false, write: true } });
    const chunks = chunksOf(output);
    const manifest = JSON.parse(readFileSync(join(outDir, '.vite/manifest.json'), 'utf8')) as Manifest;

    // The page's script and the storefront it imports once the page has painted (vite.config.ts): both come with every page.
    const entryKeys = Object.keys(manifest).filter((key) => manifest[key]!.isEntry);
    if (entryKeys.length !== 2 || !entryKeys.includes(SHOP_ENTRY)) throw new Error(`Expected the page's entry and ${SHOP_ENTRY} in the manifest, found ${entryKeys.join(', ')}`);
    const homeFiles = chunks.filter((chunk) => chunk.moduleIds.some((id) => id.endsWith(`/${HOME_MODULE}`))).map((chunk) => chunk.fileName);
    if (homeFiles.length === 0) throw new Error(`No chunk holds ${HOME_MODULE}: the home route is not where the benchmark looks`);
    const homeKeys = Object.keys(manifest).filter((key) => homeFiles.includes(manifest[key]!.file));

    const keys = withStaticImports(manifest, [...entryKeys, ...homeKeys]);
    const files = [...new Set([...keys].map((key) => manifest[key]!.file))];
    const cssFiles = [...new Set([...keys].flatMap((key) => manifest[key]!.css ?? []))];
    const gzipOf = (file: string) => gzipSync(readFileSync(join(outDir, file))).length;
    const staffModules = chunks.filter((chunk) => files.includes(chunk.fileName)).flatMap((chunk) => chunk.moduleIds.filter((id) => STAFF_MODULE.test(id)));

    return {
      files,
      gzipBytes: files.reduce((sum, file) => sum + gzipOf(file), 0),
      cssGzipBytes: cssFiles.reduce((sum, file) => sum + gzipOf(file), 0),
      staffModules,
    };
  } finally {
    rmSync(outDir, { recursive: true, force: true });
  }
}

export async function bundleBenchmarks(): Promise<BenchRow[]> {
  const firstLoad = await measureFirstLoad();
  return [
    {
      name: 'storefront first load: entry + home route JS (gzip)',
      figure: firstLoad.gzipBytes / KB,
      unit: 'kB',
      budget: FIRST_LOAD_BUDGET_KB,
      direction: 'max',
      note: `${firstLoad.files.length} files; CSS ${(firstLoad.cssGzipBytes / KB).toFixed(1)} kB gzip besides`,
    },
    {
      name: 'admin and sales modules in the storefront first load',
      figure: firstLoad.staffModules.length,
      unit: 'modules',
      budget: 0,
      direction: 'max',
      ...(firstLoad.staffModules.length > 0 ? { note: firstLoad.staffModules.slice(0, 3).join(', ') } : {}),
    },
  ];
}
