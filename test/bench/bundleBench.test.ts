import { mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { gzipSync } from 'node:zlib';
import { afterEach, describe, expect, it } from 'vitest';
import { firstLoadsOf } from '../../bench/bundleBench';

let distDir: string;

/** A built file of `size` distinct bytes, with a source map naming `sources` (none: no map). */
function built(file: string, size: number, sources?: readonly string[]): void {
  mkdirSync(join(distDir, 'assets'), { recursive: true });
  writeFileSync(join(distDir, file), Array.from({ length: size }, (_, index) => String.fromCharCode(33 + ((index * 7919) % 90))).join(''));
  if (sources) writeFileSync(join(distDir, `${file}.map`), JSON.stringify({ version: 3, sources: sources.map((source) => `../../${source}`), mappings: '' }));
}

const gzipped = (...files: string[]) => files.reduce((sum, file) => sum + gzipSync(readFileSync(join(distDir, file))).length, 0);

/** A build shaped as vite.config.ts shapes the shop's: the page's script, the storefront, the product list's screen, a staff screen. */
function shopBuild(storefrontSources: readonly string[]): void {
  distDir = mkdtempSync(join(tmpdir(), 'tiara-bundle-test-'));
  built('assets/index-1.js', 300, ['src/main.tsx']);
  built('assets/page-1.js', 500);
  built('assets/shop-1.js', 400, ['src/startShop.tsx']);
  built('assets/storefront-1.js', 4_000, storefrontSources);
  built('assets/ProductListPage-1.js', 900, ['src/ui/catalog/ProductListPage.tsx']);
  built('assets/product-list-1.js', 1_200, ['src/ui/catalog/ProductTile.tsx']);
  built('assets/AdminPage-1.js', 5_000, ['src/ui/admin/AdminPage.tsx']);
  mkdirSync(join(distDir, '.vite'));
  writeFileSync(
    join(distDir, '.vite/manifest.json'),
    JSON.stringify({
      'index.html': { file: 'assets/index-1.js', isEntry: true, imports: ['_page-1.js'] },
      '_page-1.js': { file: 'assets/page-1.js', css: ['assets/page-1.css'] },
      'src/startShop.tsx': { file: 'assets/shop-1.js', isEntry: true, imports: ['_storefront-1.js'] },
      '_storefront-1.js': { file: 'assets/storefront-1.js', imports: ['_page-1.js'] },
      'src/ui/catalog/ProductListPage.tsx': { file: 'assets/ProductListPage-1.js', isDynamicEntry: true, imports: ['_product-list-1.js', '_storefront-1.js'] },
      '_product-list-1.js': { file: 'assets/product-list-1.js' },
      'src/ui/admin/AdminPage.tsx': { file: 'assets/AdminPage-1.js', isDynamicEntry: true, imports: ['_storefront-1.js'] },
    }),
  );
  writeFileSync(join(distDir, 'assets/page-1.css'), 'body { color: black }');
}

afterEach(() => rmSync(distDir, { recursive: true, force: true }));

describe("the bench's first loads, read from the build's manifest", () => {
  it("counts as the storefront chunk the storefront entry's static graph less the page script's files", () => {
    shopBuild(['src/ui/home/HomePage.tsx', 'src/ui/shell/Navbar.tsx']);
    const { storefront } = firstLoadsOf(distDir);
    expect(storefront.files.toSorted()).toEqual(['assets/shop-1.js', 'assets/storefront-1.js']);
    expect(storefront.gzipBytes).toBe(gzipped('assets/shop-1.js', 'assets/storefront-1.js'));
  });

  it("counts in the first load of /products both entries' graphs and the product list screen's chunk with its static imports, and nothing lazy besides", () => {
    shopBuild(['src/ui/home/HomePage.tsx']);
    const { products, staffModules } = firstLoadsOf(distDir);
    expect(products.files.toSorted()).toEqual(['assets/ProductListPage-1.js', 'assets/index-1.js', 'assets/page-1.js', 'assets/product-list-1.js', 'assets/shop-1.js', 'assets/storefront-1.js']);
    expect(products.gzipBytes).toBe(gzipped(...products.files));
    expect(products.cssGzipBytes).toBeGreaterThan(0);
    expect(staffModules).toEqual([]);
  });

  it("finds the staff areas' modules that a first load carries, from its source maps", () => {
    shopBuild(['src/ui/home/HomePage.tsx', 'src/ui/admin/AdminMenu.tsx']);
    expect(firstLoadsOf(distDir).staffModules).toEqual(['../../src/ui/admin/AdminMenu.tsx']);
  });

  it('refuses a build whose home page it cannot find, rather than measuring less than the page loads', () => {
    shopBuild(['src/ui/shell/Navbar.tsx']);
    expect(() => firstLoadsOf(distDir)).toThrow(/No chunk holds src\/ui\/home\/HomePage\.tsx/);
  });
});
