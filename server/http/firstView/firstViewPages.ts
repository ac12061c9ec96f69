/**
 * The pages of the SPA as the server sends them: the first view the build rendered for this kind
 * of page (shell and loading placeholders; scripts/buildShop.mjs), its head tags, and the API
 * answers its first screen needs, so it paints without a second round trip. The catalogue, the
 * product and the policy pages are drawn whole, with those answers, by the shop's own components
 * (the build's renderer, ShopRenderer.ts), and the SPA hydrates them. Without the build's first
 * views (an older build), the plain index.html is sent and the SPA fetches as usual.
 */
import { existsSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import type { FastifyReply, FastifyRequest } from 'fastify';
import * as z from 'zod/mini';
import { ProductJson } from '@tiara/contract/catalogJson';
import { type EmbeddedAnswerJson, FIRST_VIEW_ELEMENT_ID, type FirstViewJson } from '@tiara/contract/firstViewJson';
import { MaintenanceStatusJson } from '@tiara/contract/managementJson';
import { Routes, isStaffArea, normalisePathname } from '@tiara/domain/access';
import { Brand } from '@tiara/domain/brand';
import { ALL_CATEGORIES_ID, BEST_SELLER_IDS, CATEGORIES, parseCatalogParams, queryCatalog, sellingPrice } from '@tiara/domain/catalog-query';
import { hasImageVariants, imageVariantSrcSet } from '@tiara/domain/image-variants';
import { FIRST_PICTURE_ATTRIBUTE } from '../../../src/firstViewPicture';
import { SERVER_RENDERED_ATTRIBUTE } from '../../../src/serverRenderedRoot';
import { clockText } from '../../../src/locales/format/clockText';
import { DEFAULT_LANGUAGE, LANGUAGES, type Language, directionOf, joinedList } from '@tiara/domain/language';
import { shownCategoryName } from '../../application/catalog/shownCategoryName';
import type { ShopServices } from '../../composition/composeShop';
import type { ZodApp } from '../ServerContext';
import { pageLanguage } from '../requestLanguage';
import { publicOrigin } from '../publicOrigin';
import { PAGE_NONCE_ATTRIBUTE, newPageNonce, pagePolicy } from '../securityHeaders';
import { type PageHead, escapeHtml, headTexts, jsonForScript, maintenanceHead, productHead, renderHead } from './pageHead';
import type { ShopRenderer } from './ShopRenderer';

/** The kinds of page the build renders a first view for (scripts/buildShop.mjs, FIRST_VIEWS). */
type FirstViewKind = 'home' | 'products' | 'product' | 'cart' | 'page' | 'policy' | 'maintenance';
const FIRST_VIEW_KINDS: readonly FirstViewKind[] = ['home', 'products', 'product', 'cart', 'page', 'policy', 'maintenance'];

/** The kinds of page the server draws whole with their data (the SPA hydrates them); the others keep the build's first view. */
const SERVER_DRAWN_KINDS: ReadonlySet<FirstViewKind> = new Set(['home', 'products', 'product', 'policy']);

/** The policy pages (src/ui/routing/ShopPaths.ts): their texts are the shop's own, drawn whole by the server. */
export const POLICY_PATHS: readonly string[] = ['/privacy-policy', '/refund-exchange-policy', '/shipping-policy'];
export const FIRST_VIEW_FOLDER = 'first-view';
const MAINTENANCE_STATUS_PATH = '/api/management/maintenance-status';

const HEAD_SLOT = /<!--first-view-head-->[\s\S]*?<!--\/first-view-head-->/;
const DATA_SLOT = '<!--first-view-data-->';
/** The maintenance page's clock (src/ui/shell/MaintenancePage), drawn at build time: the server sets it to now. */
const CLOCK_SLOT = /(<[^>]*\srole="timer"[^>]*>)[^<]*/;
/** The page's root element and what the build drew in it, up to the data slot that follows it. */
const ROOT_SLOT = /(<div id="root"[^>]*)>[\s\S]*<\/div>(?=<!--first-view-data-->)/;

/** Whether the embedded answer of GET /api/management/maintenance-status says the shop is closed. */
function saysUnderMaintenance(answer: EmbeddedAnswerJson): boolean {
  const status = z.safeParse(MaintenanceStatusJson, answer.body);
  return answer.status === 200 && status.success && status.data.is_under_maintenance;
}

/** The catalogue's answers, as this server gives them (GET /api/product, /api/category/{id}/products and /api/product/{id}). */
const listedProducts = z.array(ProductJson);

/**
 * The picture the product list shows first, read as the list reads the same answer (the query
 * string's category, product line, search, brands, price range, sort and page, prices after discount).
 */
function firstListedPicture(body: unknown, query: URLSearchParams): string | null {
  const products = z.safeParse(listedProducts, body);
  if (!products.success) return null;
  const params = parseCatalogParams({ ...Object.fromEntries(query), brand: query.getAll('brand') });
  const subcategory = Number(query.get('subcategory'));
  const shown = products.data.filter((product) => !query.has('subcategory') || product.subcategory_id === subcategory);
  const items = shown.map((product) => ({ ...product, price: sellingPrice({ price: product.price, discount: product.discount_fee }) }));
  return queryCatalog(items, params).items[0]?.logoUrl ?? null;
}

/**
 * The largest picture of the first view, asked for with the page instead of after the script has
 * drawn it. A picture with width variants is left to the page's own `srcset`, whose sizes the
 * server does not know: a guess would fetch it twice.
 */
function picturePreload(url: string | null | undefined): string {
  if (!url || hasImageVariants(url)) return '';
  return `\n    <link rel="preload" as="image" href="${escapeHtml(url)}" fetchpriority="high" />`;
}

/** The first tile's placeholder in the product list's first view, with the picture's `sizes` (src/ui/catalog/ProductGridSkeleton). */
const FIRST_PICTURE_SLOT = new RegExp(`<div[^>]*\\s${FIRST_PICTURE_ATTRIBUTE}="([^"]*)"[^>]*></div>`);

/**
 * The first tile's picture as the list draws it (a 4:3 box, the picture fitted inside): with the HTML,
 * the list's largest picture paints before the script has run. An uploaded picture brings its
 * widths and the tile's `sizes`, so the browser fetches the width it will show.
 */
function firstPictureTag(url: string, sizes: string): string {
  const srcSet = imageVariantSrcSet(url);
  const widths = srcSet ? ` srcset="${escapeHtml(srcSet)}" sizes="${sizes}"` : '';
  return `<img src="${escapeHtml(url)}"${widths} alt="" width="400" height="300" fetchpriority="high" style="width:100%;height:100%;object-fit:contain;background:var(--mantine-color-gray-0)">`;
}

interface Page {
  readonly kind: FirstViewKind;
  /** GET paths of the API whose answers go into the page. */
  readonly answers: readonly string[];
}

const PRODUCT_PATH = /^\/products\/(\d{1,9})$/;

function pageFor(pathname: string, query: URLSearchParams): Page {
  const path = normalisePathname(pathname);
  if (path === Routes.home) return { kind: 'home', answers: BEST_SELLER_IDS.map((id) => `/api/product/${id}`) };
  if (path === '/products') {
    // The same reading of the query string as the product list's (SPEC §2).
    const { category } = parseCatalogParams(Object.fromEntries(query));
    if (category === ALL_CATEGORIES_ID) return { kind: 'products', answers: ['/api/product'] };
    return { kind: 'products', answers: [`/api/category/${category}/products`, `/api/category/${category}/subcategories`, `/api/category/${category}`] };
  }
  const product = PRODUCT_PATH.exec(path);
  if (product) return { kind: 'product', answers: [`/api/product/${Number(product[1])}`] };
  if (path === '/cart') return { kind: 'cart', answers: [] };
  if (POLICY_PATHS.includes(path)) return { kind: 'policy', answers: [] };
  return { kind: 'page', answers: [] };
}

function catalogueHead(origin: string, query: URLSearchParams, language: Language): PageHead {
  const texts = headTexts(language);
  const { category } = parseCatalogParams(Object.fromEntries(query));
  const named = CATEGORIES.find((entry) => entry.id === category && entry.id !== ALL_CATEGORIES_ID);
  if (!named) {
    const categories = CATEGORIES.filter((entry) => entry.id !== ALL_CATEGORIES_ID).map((entry) => shownCategoryName(language, entry.id));
    return { title: texts.allProductsTitle, description: texts.allProductsDescription(joinedList(language, categories)), canonical: `${origin}/products` };
  }
  const name = shownCategoryName(language, named.id);
  return { title: `${name} · ${Brand.name}`, description: texts.categoryDescription(name), canonical: `${origin}/products?category=${named.id}` };
}

/** The build's plain page, its `<html>` naming `language` and its direction. */
function inLanguage(page: string, language: Language): string {
  const direction = directionOf(language);
  return page.replace(/<html lang="[a-z]+"/, `<html lang="${language}"${direction === 'rtl' ? ' dir="rtl"' : ''}`);
}

/** The file of a first view in `language`: English's is the page of a one-language shop, the others' end in their language. */
function viewFile(kind: FirstViewKind, language: Language): string {
  return language === DEFAULT_LANGUAGE ? `${kind}.html` : `${kind}.${language}.html`;
}

export class FirstViewPages {
  private readonly views: ReadonlyMap<string, string>;
  private readonly plainIndex: string;
  private readonly https: boolean;
  private readonly renderer: ShopRenderer | undefined;

  /** `renderer` draws the server-drawn kinds of page whole; without it every page is the build's first view. */
  constructor(staticDir: string, { https, renderer }: { https: boolean; renderer?: ShopRenderer | undefined }) {
    this.https = https;
    this.renderer = renderer;
    this.plainIndex = readFileSync(join(staticDir, 'index.html'), 'utf8');
    const views = new Map<string, string>();
    for (const kind of FIRST_VIEW_KINDS) {
      for (const language of LANGUAGES) {
        const file = join(staticDir, FIRST_VIEW_FOLDER, viewFile(kind, language));
        if (existsSync(file)) views.set(viewFile(kind, language), readFileSync(file, 'utf8'));
      }
    }
    this.views = views;
  }

  /** Answers a GET of one of the SPA's addresses. */
  async send(app: ZodApp, shop: Pick<ShopServices, 'settings' | 'now'>, request: FastifyRequest, reply: FastifyReply): Promise<FastifyReply> {
    // The page carries no one's data but the catalogue's, and the catalogue may change at any time.
    void reply.type('text/html; charset=utf-8').header('cache-control', 'no-cache');
    const url = new URL(request.url, 'http://shop.invalid');
    const page = pageFor(url.pathname, url.searchParams);
    // The staff areas have no storefront shell to draw; they get the plain page.
    const language = pageLanguage(request);
    const template = isStaffArea(url.pathname) ? undefined : this.viewIn(page.kind, language);
    const nonce = newPageNonce();
    void reply.header('content-security-policy', pagePolicy(this.https, nonce));
    const nonceAttribute = `nonce="${nonce}"`;
    // The page is drawn in the reader's language, read from their cookie or their browser's languages:
    // a cache must keep one copy per answer to those.
    void reply.header('vary', 'Cookie, Accept-Language');
    // A plain page still names its language: the SPA opens in the language the page names.
    if (!template) return reply.send(inLanguage(this.plainIndex, language).replaceAll(PAGE_NONCE_ATTRIBUTE, nonceAttribute));

    const paths = [MAINTENANCE_STATUS_PATH, ...page.answers];
    const answers = await Promise.all(paths.map((path) => this.answer(app, path, language)));
    const origin = publicOrigin(shop, request);
    const canonical = `${origin}${normalisePathname(url.pathname)}`;
    // SPEC §2: under maintenance every storefront address shows the maintenance page, so the page
    // is sent as that page rather than as the shop it replaces, which would show until the script ran.
    const [maintenanceAnswer] = answers;
    const maintenanceView = maintenanceAnswer && saysUnderMaintenance(maintenanceAnswer) ? this.viewIn('maintenance', language) : undefined;
    if (maintenanceAnswer && maintenanceView) {
      const embeddedAnswer: FirstViewJson = { answers: { [MAINTENANCE_STATUS_PATH]: maintenanceAnswer } };
      const html = maintenanceView
        .replaceAll(PAGE_NONCE_ATTRIBUTE, nonceAttribute)
        .replace(CLOCK_SLOT, (_clock, opening: string) => `${opening}${escapeHtml(clockText(shop.now(), language))}`)
        .replace(HEAD_SLOT, () => renderHead(maintenanceHead(canonical, language), nonce))
        .replace(DATA_SLOT, () => `<script type="application/json" id="${FIRST_VIEW_ELEMENT_ID}" ${nonceAttribute}>${jsonForScript(embeddedAnswer)}</script>`);
      // Closed for a while, not gone: search engines keep the shop's pages as they were.
      return reply.code(503).send(html);
    }
    const view = template.replaceAll(PAGE_NONCE_ATTRIBUTE, nonceAttribute);
    const texts = headTexts(language);
    let head: PageHead = { title: texts.title, description: texts.description, canonical };
    let status = 200;
    let picture: string | null = null;
    if (page.kind === 'products') {
      head = catalogueHead(origin, url.searchParams, language);
      picture = firstListedPicture(answers[1]?.body, url.searchParams);
    }
    if (page.kind === 'product') {
      const product = z.safeParse(ProductJson, answers[1]?.body);
      if (answers[1]?.status === 200 && product.success && product.data.isActive) {
        head = productHead(origin, product.data, language);
        picture = product.data.logoUrl;
      } else if (answers[1]?.status === 404 || answers[1]?.status === 400 || (product.success && !product.data.isActive)) {
        // No such product, or an id no product can have (the page says not found for both).
        status = 404;
        head = { ...head, title: texts.productNotFoundTitle, noIndex: true };
      }
    }
    const embedded: FirstViewJson = { answers: Object.fromEntries(paths.flatMap((path, index) => (answers[index] ? [[path, answers[index]]] : []))) };
    const drawn = status === 200 && SERVER_DRAWN_KINDS.has(page.kind) ? await this.drawn(request, `${url.pathname}${url.search}`, language, embedded, nonce) : undefined;
    const html = (drawn === undefined ? view : view.replace(ROOT_SLOT, (_root, opening: string) => `${opening} ${SERVER_RENDERED_ATTRIBUTE}>${drawn}</div>`))
      .replace(FIRST_PICTURE_SLOT, (slot, sizes: string) => (page.kind === 'products' && picture ? firstPictureTag(picture, sizes) : slot))
      .replace(HEAD_SLOT, () => renderHead(head, nonce) + picturePreload(picture))
      .replace(DATA_SLOT, () => `<script type="application/json" id="${FIRST_VIEW_ELEMENT_ID}" ${nonceAttribute}>${jsonForScript(embedded)}</script>`);
    return reply.code(status).send(html);
  }

  /**
   * The build's first view of `kind` in `language`, or in English when the build drew none in it;
   * a build older than the policy pages' own first view has them on the plain page's.
   */
  private viewIn(kind: FirstViewKind, language: Language): string | undefined {
    const view = this.views.get(viewFile(kind, language)) ?? this.views.get(viewFile(kind, DEFAULT_LANGUAGE));
    return view ?? (kind === 'policy' ? this.viewIn('page', language) : undefined);
  }

  /**
   * The page's screen drawn whole from its embedded answers by the shop's renderer, or undefined
   * (no renderer, or a render that failed: the build's first view is sent, and the SPA draws the rest).
   */
  private async drawn(request: FastifyRequest, location: string, language: Language, embedded: FirstViewJson, nonce: string): Promise<string | undefined> {
    if (!this.renderer) return undefined;
    try {
      return await this.renderer.renderShop({ location, language, answers: embedded.answers, nonce, drawn: 'screen' });
    } catch (error) {
      request.log.error({ err: error, location }, 'the shop renderer could not draw the page');
      return undefined;
    }
  }

  /**
   * An API answer as the SPA would get it, in the page's language (the SPA names its language on
   * every request); a server error is left for the SPA to ask again and report.
   */
  private async answer(app: ZodApp, path: string, language: Language): Promise<EmbeddedAnswerJson | undefined> {
    const response = await app.inject({ method: 'GET', url: path, headers: { accept: 'application/json', 'accept-language': language } });
    if (response.statusCode >= 500) return undefined;
    try {
      return { status: response.statusCode, body: response.body === '' ? undefined : JSON.parse(response.body) };
    } catch {
      return undefined;
    }
  }
}
