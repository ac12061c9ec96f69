import type { FastifyReply } from 'fastify';
import { Routes } from '@tiara/domain/access';
import { Brand } from '@tiara/domain/brand';
import { ALL_CATEGORIES_ID, CATEGORIES } from '@tiara/domain/catalog-query';
import type { ShopServices } from '../../composition/composeShop';
import type { ZodApp } from '../ServerContext';
import { publicOrigin } from '../publicOrigin';

/** Crawlers may come back for these at most hourly; a new product shows up within the hour. */
const CACHE_CONTROL = 'public, max-age=3600';

/*
 * The SPA's paths (src/ui/routing/ShopPaths, which the server may not import; the test holds the
 * two together) for the pages every visitor sees the same, which are worth a search result.
 */
const PUBLIC_PAGES = [
  Routes.home,
  '/products',
  '/training',
  '/events',
  Routes.ai,
  '/contact',
  '/privacy-policy',
  '/refund-exchange-policy',
  '/shipping-policy',
];
const categoryPath = (categoryId: number) => `/products?category=${categoryId}`;
const productPath = (productId: number) => `/products/${productId}`;

/**
 * Personal, back-office and payment pages have nothing for a search engine. The cart stays
 * crawlable: it is on the Lighthouse budget, whose SEO audit fails a page robots.txt blocks.
 */
const PRIVATE_PATHS = [
  Routes.admin,
  Routes.sales,
  '/checkout',
  Routes.account,
  '/my-orders',
  '/notifications',
  `/${Brand.slug}-ai-checkout`,
  '/payment/',
  '/api/',
];

const XML_ESCAPES: Record<string, string> = { '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&apos;' };

function escapeXml(text: string): string {
  return text.replace(/[&<>"']/g, (character) => XML_ESCAPES[character] ?? character);
}

function urlEntry(location: string): string {
  return `<url><loc>${escapeXml(location)}</loc></url>`;
}

/**
 * `/sitemap.xml` and `/robots.txt` at the site's root, where crawlers look for them. Addresses are
 * absolute, from PUBLIC_URL or the address the request came to. The products table keeps no
 * update time, so the sitemap gives no `<lastmod>` rather than a made-up one.
 */
export function seoRoutes(app: ZodApp, shop: ShopServices): void {
  const send = (reply: FastifyReply, type: string, body: string) => reply.type(type).header('cache-control', CACHE_CONTROL).send(body);

  app.get('/sitemap.xml', { schema: { hide: true } }, async (request, reply) => {
    const origin = publicOrigin(shop, request);
    const categoryPaths = CATEGORIES.filter((category) => category.id !== ALL_CATEGORIES_ID).map((category) => categoryPath(category.id));
    const productPaths = (await shop.catalog.queries.activeProducts(null)).map((product) => productPath(product.id));
    const entries = [...PUBLIC_PAGES, ...categoryPaths, ...productPaths].map((path) => urlEntry(`${origin}${path}`));
    const body = [
      '<?xml version="1.0" encoding="UTF-8"?>',
      '<urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9">',
      ...entries,
      '</urlset>',
      '',
    ].join('\n');
    return send(reply, 'application/xml; charset=utf-8', body);
  });

  app.get('/robots.txt', { schema: { hide: true } }, async (request, reply) => {
    const body = [
      'User-agent: *',
      ...PRIVATE_PATHS.map((path) => `Disallow: ${path}`),
      'Allow: /',
      '',
      `Sitemap: ${publicOrigin(shop, request)}/sitemap.xml`,
      '',
    ].join('\n');
    return send(reply, 'text/plain; charset=utf-8', body);
  });
}
