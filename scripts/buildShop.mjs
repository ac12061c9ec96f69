// Builds the shop for production: the SPA (Vite), the shop's renderer for Node (src/serverRender.tsx,
// which the server loads to draw the catalogue's screens with their data on each request), the
// first view of each kind of page it renders here, and the brotli and gzip copies of every asset.
import { cpSync, mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { pathToFileURL } from 'node:url';
import Beasties from 'beasties';
import { build } from 'vite';
import { precompressBuild } from './precompress.mjs';

/** The folder under the build where the server finds the first views (server/http/firstView). */
export const FIRST_VIEW_FOLDER = 'first-view';

/** The folder under the build where the server finds the shop's renderer (server/http/firstView/ShopRenderer.ts); never served. */
export const SERVER_RENDER_FOLDER = 'server-render';

/**
 * Each kind of page the server sends with its first view. `screen` is the screen's module, whose
 * chunk the page preloads; `drawn` says whether its loading placeholders are drawn, or only the
 * shell around a spinner (a cart or an account page is the visitor's own: the HTML cannot know it).
 * `maintenance` is what every storefront address gets while the shop is under maintenance: the
 * maintenance page itself, not the shop it replaces. `drawnWith` names the addresses the server
 * draws whole for this kind (server/http/firstView): their screens are drawn here too, from
 * representative answers, for the page's critical CSS to cover them (no shift when the full
 * stylesheet applies), while the page keeps its placeholders for a server that cannot draw.
 */
const FIRST_VIEWS = [
  { name: 'home', location: '/', screen: null, drawn: true, drawnWith: ['/'] },
  { name: 'products', location: '/products', screen: 'src/ui/catalog/ProductListPage.tsx', drawn: true, drawnWith: ['/products?category=1'] },
  { name: 'product', location: '/products/0', screen: 'src/ui/catalog/ProductDetailPage.tsx', drawn: true, drawnWith: ['/products/5', '/products/46'] },
  { name: 'cart', location: '/cart', screen: 'src/ui/cart/CartPage.tsx', drawn: false },
  { name: 'page', location: '/login', screen: null, drawn: false },
  // The policy pages, which the server draws whole (their texts are the shop's own).
  { name: 'policy', location: '/privacy-policy', screen: 'src/ui/policies/PolicyPages.tsx', drawn: false, drawnWith: ['/privacy-policy'] },
  { name: 'maintenance', location: '/', screen: 'src/ui/shell/MaintenancePage.tsx', drawn: true, underMaintenance: true },
];

/**
 * The answers the build draws the `drawnWith` screens from: the demo catalogue's (a category with
 * discounts, a product out of stock and one with variants; a product with reviews, one with sides
 * and sizes; the best sellers), as the reference server gives them.
 */
const REPRESENTATIVE_ANSWERS = JSON.parse(readFileSync(new URL('./firstViewFixture.json', import.meta.url), 'utf8')).answers;

/** The page's root element and what it holds, up to the data slot after it (firstViewPage). */
const ROOT_SLOT = /(<div id="root" data-first-view>)[\s\S]*(<\/div><!--first-view-data-->)/;

/**
 * The languages each first view is drawn in, with the `<html>` attributes of its page, the name
 * its file ends in and the modules of its texts the page preloads (the SPA loads them before it
 * draws anything: startShop.tsx). English is the shop's own: its pages are those of a one-language
 * shop, which downloads no other language's texts.
 */
const FIRST_VIEW_LANGUAGES = [
  { language: 'en', html: '<html lang="en" data-mantine-color-scheme="light">', suffix: '', texts: [] },
  { language: 'ar', html: '<html lang="ar" dir="rtl" data-mantine-color-scheme="light">', suffix: '.ar', texts: ['src/locales/shop/ar/storefrontAr.ts'] },
];


/** The chunk files of `key` and everything it imports statically, minus those already listed. */
function chunkFiles(manifest, key, seen = new Set()) {
  if (seen.has(key) || !manifest[key]) return [];
  seen.add(key);
  const chunk = manifest[key];
  return [chunk.file, ...(chunk.imports ?? []).flatMap((imported) => chunkFiles(manifest, imported, seen))];
}

/** The storefront's entry (vite.config.ts), which the page's own script imports once the page has painted. */
const SHOP_ENTRY = 'src/startShop.tsx';

const MAINTENANCE_STATUS_PATH = '/api/management/maintenance-status';

const modulePreloads = (files) => files.map((file) => `    <link rel="modulepreload" crossorigin href="/${file}" fetchpriority="low">\n`).join("");

/** The page's script imports the storefront only after a paint: the page fetches it from the start. */
function withShopPreloaded(indexHtml, shopFiles) {
  return indexHtml.replace('</head>', `${modulePreloads(shopFiles)}  </head>`);
}

/** The storefront's preloads, as withShopPreloaded writes them. */
const SHOP_PRELOAD = /^ *<link rel="modulepreload" crossorigin href="[^"]+" fetchpriority="low">\n/gm;

/**
 * The element whose links src/main.tsx adds to the page once its first view has painted with its
 * largest picture (AFTER_PAINT_PRELOADS there).
 */
const AFTER_PAINT_PRELOADS = 'after-paint-preloads';

/**
 * A first view paints without any script, so the storefront's chunks and the screen's wait in a
 * template until it has painted with its largest picture: fetched from the start, they shared the
 * phone's narrow connection with that picture and held back its paint.
 */
function firstViewPage(indexHtml, rootHtml, preloads, htmlTag) {
  const links = `${(indexHtml.match(SHOP_PRELOAD) ?? []).join('')}${modulePreloads(preloads)}`;
  return indexHtml
    .replace(SHOP_PRELOAD, '')
    .replace('<html lang="en">', htmlTag)
    .replace(/(<title>[\s\S]*?<\/title>)/, '<!--first-view-head-->$1<!--/first-view-head-->')
    .replace('</head>', `    <template id="${AFTER_PAINT_PRELOADS}">\n${links}    </template>\n  </head>`)
    // Until the shop replaces it (startShop.tsx), the root says it holds the server's first view.
    .replace('<div id="root"></div>', `<div id="root" data-first-view>${rootHtml}</div><!--first-view-data-->`);
}

/**
 * Beasties leaves the full stylesheet at the end of the body, where it would come after the
 * theme's variables that Mantine writes into the page and override them; it goes back into the
 * head as a preload instead (no inline `onload`, which a strict content security policy refuses).
 */
function withStylesheetPreloaded(page) {
  const stylesheets = [...page.matchAll(/<link rel="stylesheet" crossorigin href="([^"]+)"[^>]*>(?=[\s\S]*<\/body>)/g)];
  let result = page;
  for (const [tag, href] of stylesheets) {
    result = result.replace(tag, '').replace('</head>', `  <link rel="preload" as="style" crossorigin href="${href}" fetchpriority="low">\n  </head>`);
  }
  return result;
}

/**
 * Vite builds for the NODE_ENV it finds: under a test runner (NODE_ENV=test) that would be React's
 * development build, which is not what a shop serves, nor what its journeys should test. The
 * caller's NODE_ENV is given back afterwards, for whatever it starts next.
 */
async function inProduction(work) {
  const callers = process.env.NODE_ENV;
  process.env.NODE_ENV = 'production';
  try {
    return await work();
  } finally {
    if (callers === undefined) delete process.env.NODE_ENV;
    else process.env.NODE_ENV = callers;
  }
}

export function buildShop(root = new URL('..', import.meta.url).pathname) {
  return inProduction(() => buildShopFiles(root));
}

async function buildShopFiles(root) {
  const distDir = join(root, 'dist');
  await build({ root, logLevel: 'warn', build: { manifest: true } });

  const rendererDir = mkdtempSync(join(tmpdir(), 'tiara-renderer-'));
  try {
    await build({
      root,
      logLevel: 'warn',
      build: { ssr: 'src/serverRender.tsx', outDir: rendererDir, emptyOutDir: true, sourcemap: false, manifest: false, copyPublicDir: false },
      ssr: { noExternal: true },
      // React's production build whatever NODE_ENV the server later runs with (its packages pick by it at run time).
      define: { 'process.env.NODE_ENV': JSON.stringify('production') },
    });
    const { renderShop, PAGE_NONCE_PLACEHOLDER } = await import(pathToFileURL(join(rendererDir, 'serverRender.js')).href);
    const manifest = JSON.parse(readFileSync(join(distDir, '.vite/manifest.json'), 'utf8'));
    const pageEntryFiles = Object.keys(manifest).filter((key) => manifest[key].isEntry && key !== SHOP_ENTRY).flatMap((key) => chunkFiles(manifest, key));
    const shopFiles = chunkFiles(manifest, SHOP_ENTRY).filter((file) => !pageEntryFiles.includes(file));
    if (shopFiles.length === 0) throw new Error(`The build has no chunk of ${SHOP_ENTRY}: vite.config.ts must name it an entry`);
    const indexHtml = withShopPreloaded(readFileSync(join(distDir, 'index.html'), 'utf8'), shopFiles);
    writeFileSync(join(distDir, 'index.html'), indexHtml);
    const entryFiles = new Set([...pageEntryFiles, ...shopFiles]);
    mkdirSync(join(distDir, FIRST_VIEW_FOLDER), { recursive: true });
    // Each first view carries the CSS rules it uses in its head, so it paints without waiting for
    // the stylesheet, which is only preloaded: startShop.tsx applies it before the script draws the rest.
    // Mantine styles the light scheme under `:where([data-mantine-color-scheme='light'])`, which
    // Beasties cannot match against the page: those rules are kept whole (the placeholders' grey among them).
    const criticalCss = new Beasties({
      path: distDir,
      publicPath: '/',
      preload: 'body',
      noscriptFallback: false,
      pruneSource: false,
      reduceInlineStyles: false,
      allowRules: [/data-mantine-color-scheme=['"]?light/],
      // The critical CSS is an inline style: the server's page policy admits it by the page's nonce.
      nonce: PAGE_NONCE_PLACEHOLDER,
      logLevel: 'warn',
    });
    for (const view of FIRST_VIEWS) {
      for (const { language, html, suffix, texts } of FIRST_VIEW_LANGUAGES) {
        const rootHtml = await renderShop({
          location: view.location,
          language,
          answers: view.underMaintenance ? { [MAINTENANCE_STATUS_PATH]: { status: 200, body: { is_under_maintenance: true } } } : {},
          nonce: PAGE_NONCE_PLACEHOLDER,
          drawn: view.drawn ? 'screen' : 'shell',
        });
        const drawnScreens = [];
        for (const location of view.drawnWith ?? []) {
          drawnScreens.push(await renderShop({ location, language, answers: REPRESENTATIVE_ANSWERS, nonce: PAGE_NONCE_PLACEHOLDER, drawn: 'screen' }));
        }
        const chunks = [...texts.flatMap((module) => chunkFiles(manifest, module)), ...(view.screen ? chunkFiles(manifest, view.screen) : [])];
        const preloads = [...new Set(chunks)].filter((file) => !entryFiles.has(file));
        // The critical CSS is that of the placeholders and of the screens drawn whole; the page keeps the placeholders only.
        const styled = await criticalCss.process(firstViewPage(indexHtml, rootHtml + drawnScreens.join(''), preloads, html));
        if (!ROOT_SLOT.test(styled)) throw new Error(`The first view of ${view.name} lost its root element in Beasties`);
        const page = withStylesheetPreloaded(styled.replace(ROOT_SLOT, (_root, opening, closing) => `${opening}${rootHtml}${closing}`));
        writeFileSync(join(distDir, FIRST_VIEW_FOLDER, `${view.name}${suffix}.html`), page);
      }
    }
    await precompressBuild(distDir);
    // After the compressed copies: the renderer is the server's to import, not the browser's to fetch.
    cpSync(rendererDir, join(distDir, SERVER_RENDER_FOLDER), { recursive: true });
  } finally {
    rmSync(rendererDir, { recursive: true, force: true });
  }
}

if (import.meta.url === pathToFileURL(process.argv[1] ?? '').href) await buildShop();
