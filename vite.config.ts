import { readFileSync } from 'node:fs';
import { posix } from 'node:path';
import { fileURLToPath } from 'node:url';
import { type Plugin, defineConfig } from 'vite';
import react from '@vitejs/plugin-react';
import { PAGE_NONCE_PLACEHOLDER } from './src/pageNonce.ts';

const apiTarget = process.env.API_PROXY_TARGET ?? `http://127.0.0.1:${process.env.PORT ?? 8080}`;

/**
 * What the page's own script (src/main.tsx, with index.html its entry) runs before it imports the
 * storefront: the storefront's stylesheets and Vite's preloading helpers. They get a chunk of their
 * own, which the storefront shares, or the page's script would evaluate the whole storefront before
 * it could wait for the first paint.
 */
const PAGE_SCRIPT_MODULES = /\/(src\/ui\/storefrontStyles\.ts|(modulepreload-polyfill|preload-helper)\.js|rolldown\/runtime\.js)$/;
/** The storefront's entry chunk, whose files every page already preloads (scripts/buildShop.mjs). */
const SHOP_CHUNK = /^assets\/shop-[\w-]+\.js$/;
/**
 * The page script's chunk and stylesheet (the 'page' group below), which the page loads before
 * anything it imports later: a screen that imports on first use (the payment confirmation's
 * receipt) needs their preloading helper, but never to fetch them again.
 */
const PAGE_CHUNK = /^assets\/page-[\w-]+\.(js|css)$/;
/**
 * The two entries' own modules stay in their entry chunks. The storefront's (src/startShop.tsx)
 * awaits the screen's chunk at its top level, and a screen imports the storefront chunk: inside
 * that chunk, the wait would be on itself.
 */
const ENTRY_MODULES = /\/(index\.html|src\/main\.tsx|src\/startShop\.tsx)$/;
/** The stylesheets src/ui/storefrontStyles.ts imports, as the ends of their module ids; the staff areas' own stay with them. */
const STOREFRONT_STYLESHEETS = [...readFileSync(new URL('src/ui/storefrontStyles.ts', import.meta.url), 'utf8').matchAll(/^import '([^']+\.css)';$/gm)].map(([, specifier = '']) =>
  specifier.startsWith('.') ? posix.join('src/ui', specifier) : `node_modules/${specifier}`,
);
/**
 * What every storefront page imports after its first render, or with its language, rather than
 * with its screen: the tab's title (src/ui/App.tsx) and the Arabic texts (src/ui/i18n/translations.ts),
 * those of every page and those of the other screens, which the screens' message tables wait for.
 */
const LOADED_BY_EVERY_PAGE = /[\\/]src[\\/](ui[\\/]routing[\\/]StorefrontDocumentTitle\.tsx|locales[\\/]shop[\\/]ar[\\/](storefront|screens)Ar\.ts)$/;
/** The product list's screen, the page most visitors land on. */
const PRODUCT_LIST_SCREEN = /[\\/]src[\\/]ui[\\/]catalog[\\/]ProductListPage\.tsx$/;
/** A module of the core, as the rest of the code imports it: its index, which re-exports its files. */
const CORE_INDEX = /\/src\/domain\/[\w-]+\/index\.ts$/;
/** An import of names (`import { a, b as c } from '...'`), as Vite has transformed it (type-only imports gone). */
const NAMED_IMPORT = /import\s*\{([^}]*)\}\s*from\s*["']([^"']+)["']/g;
/**
 * The modules those import that the screens import too, set by the plugin below: those the product
 * list imports as well, and the others (read by the two 'shared' groups).
 */
const sharedWithScreens = { byProductList: new Set<string>(), others: new Set<string>() };

/**
 * Finds the modules that what every page loads (above) shares with the screens: the plural forms,
 * an Arabic name the product list's search matches, a rule of the core a text quotes, the catalogue
 * query a tab's title names. Left to the screens' groups below, such a module would join a screen's
 * chunk, and every page would download that screen (and the screens it imports) with its title or
 * its texts. In chunks of their own, a page downloads only them, and the product list only those
 * it imports itself.
 */
function sharedWithEveryPage(): Plugin {
  return {
    name: 'tiara-shared-with-every-page',
    async buildEnd() {
      sharedWithScreens.byProductList.clear();
      sharedWithScreens.others.clear();
      const ids = [...this.getModuleIds()];
      const isIndex = (id: string) => CORE_INDEX.test(slashed(id));
      /** What `id` imports, and from a core module's index only the files that export a name it imports. */
      const importsOf = async (id: string): Promise<string[]> => {
        const info = this.getModuleInfo(id);
        if (info === null) return [];
        if (!info.importedIds.some(isIndex)) return info.importedIds;
        const namesByIndex = new Map<string, string[]>();
        for (const [, names = '', specifier = ''] of (info.code ?? '').matchAll(NAMED_IMPORT)) {
          const resolved = await this.resolve(specifier, id);
          if (resolved !== null && isIndex(resolved.id)) namesByIndex.set(resolved.id, names.split(',').map((name) => name.trim().split(/\s+as\s+/)[0]!));
        }
        return info.importedIds.flatMap((imported) => {
          const names = namesByIndex.get(imported);
          if (names === undefined) return [imported];
          return (this.getModuleInfo(imported)?.importedIds ?? []).filter((file) => this.getModuleInfo(file)?.exports.some((name) => names.includes(name)));
        });
      };
      /** The modules `roots` import, themselves included, transitively. */
      const importedBy = async (roots: readonly string[]): Promise<Set<string>> => {
        const imported = new Set<string>();
        const pending = [...roots];
        for (let id = pending.pop(); id !== undefined; id = pending.pop()) {
          if (imported.has(id)) continue;
          imported.add(id);
          pending.push(...(await importsOf(id)));
        }
        return imported;
      };
      const everyPage = await importedBy(ids.filter((id) => LOADED_BY_EVERY_PAGE.test(slashed(id))));
      const productList = await importedBy(ids.filter((id) => PRODUCT_LIST_SCREEN.test(slashed(id))));
      // Shared: what they import that some other module imports too (through a core module's index, the file behind it).
      const importedElsewhere = (id: string) => this.getModuleInfo(id)?.importers.some((importer) => !everyPage.has(importer) || isIndex(importer));
      for (const id of everyPage) {
        if (isIndex(id) || !importedElsewhere(id)) continue;
        (productList.has(id) ? sharedWithScreens.byProductList : sharedWithScreens.others).add(id);
      }
    },
  };
}

const slashed = (id: string) => id.replaceAll('\\', '/');
const isPageScriptModule = (id: string) => PAGE_SCRIPT_MODULES.test(slashed(id)) || STOREFRONT_STYLESHEETS.some((sheet) => slashed(id).endsWith(`/${sheet}`));

export default defineConfig({
  plugins: [react(), sharedWithEveryPage()],
  resolve: {
    // '@tiara/domain/<module>': the headless core by its name (tsconfig.json's paths).
    tsconfigPaths: true,
    // Inversify's container imports reflect-metadata's polyfill for itself; the app already installs
    // @abraham/reflection (src/startShop.tsx), a quarter of its size, so the browser gets that one alone.
    alias: [
      { find: 'reflect-metadata/lite', replacement: '@abraham/reflection' },
    ],
  },
  // Every tag of index.html gets the nonce's stand-in, and Vite's `<meta property="csp-nonce">`
  // hands the nonce to what the scripts add to the page later.
  html: { cspNonce: PAGE_NONCE_PLACEHOLDER },
  server: {
    proxy: { '/api': apiTarget, '/sandbox': apiTarget, '/uploads': apiTarget },
  },
  build: {
    target: 'es2022',
    // Every browser the build targets but Safari before 17 follows modulepreload links itself; that
    // Safari just fetches the storefront when the page imports it, instead of beforehand.
    modulePreload: { polyfill: false, resolveDependencies: (file, deps, { hostType }) => (SHOP_CHUNK.test(file) ? [] : hostType === 'js' ? deps.filter((dep) => !PAGE_CHUNK.test(dep)) : deps) },
    sourcemap: true,
    // The first load is one chunk on purpose (below): fewer, larger files suit a slow connection.
    chunkSizeWarningLimit: 600,
    rolldownOptions: {
      // Building a zod schema has no side effects (zod marks its functions so), but a call through
      // the namespace import (`z.extend(...)`) loses the mark: without this, a contract shape the
      // storefront never reads (src/contract) would still be built, and pull zod's code in with it.
      treeshake: { manualPureFunctions: ['z'] },
      // Two entries: the page's script (src/main.tsx), which only waits for the server's first view
      // to paint, and the storefront it then imports (src/startShop.tsx), which the page preloads.
      input: {
        index: fileURLToPath(new URL('index.html', import.meta.url)),
        shop: fileURLToPath(new URL('src/startShop.tsx', import.meta.url)),
      },
      output: {
        codeSplitting: {
          // Everything the first load needs in one chunk beside the entry, instead of dozens of
          // small shared chunks: on a phone's slow connection each file costs a round trip, six at a time.
          // The entry stays a chunk of its own, which the build's manifest names as the entry.
          // The catalogue's two screens, the pages most visitors land on, come as one more chunk
          // each with the components they need (which other screens may then borrow from them).
          groups: [
            { name: 'page', test: isPageScriptModule, priority: 4 },
            { name: 'storefront', tags: ['$initial'], test: (id) => !isPageScriptModule(id) && !ENTRY_MODULES.test(slashed(id)), priority: 3 },
            { name: 'shared', test: (id) => sharedWithScreens.byProductList.has(id), priority: 2.6 },
            { name: 'shared', test: (id) => sharedWithScreens.others.has(id), priority: 2.5 },
            { name: 'product-list', test: /[\\/]src[\\/]ui[\\/]catalog[\\/](ProductList|ProductTile|CategorySidebar|CatalogPagination)/, priority: 2 },
            { name: 'product', test: /[\\/]src[\\/]ui[\\/]catalog[\\/]/, priority: 1 },
          ],
        },
      },
    },
  },
});
