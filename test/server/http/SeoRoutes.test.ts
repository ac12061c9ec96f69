import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { products } from '../../../server/adapters/db/schema';
import { ShopPaths } from '../../../src/ui/routing/ShopPaths';
import { type TestServer, startTestServer } from '../support/testServer';

const SITEMAP_NAMESPACE = 'http://www.sitemaps.org/schemas/sitemap/0.9';
const XML_ENTITIES: Record<string, string> = { amp: '&', lt: '<', gt: '>', quot: '"', apos: "'" };

/**
 * The `<loc>` values of a sitemap, read with the sitemap protocol's grammar: an XML declaration,
 * one `urlset` in the protocol's namespace, and `url` elements whose text holds no raw `<` or `&`
 * (only the five predefined entities). Anything else is not a well-formed sitemap and throws.
 */
function sitemapLocations(xml: string): string[] {
  const text = String.raw`(?:[^<&]|&(?:amp|lt|gt|quot|apos);)*`;
  const document = new RegExp(
    String.raw`^<\?xml version="1\.0" encoding="UTF-8"\?>\s*<urlset xmlns="${SITEMAP_NAMESPACE.replace(/\./g, '\\.')}">\s*((?:<url>\s*<loc>${text}</loc>\s*</url>\s*)*)</urlset>\s*$`,
  );
  const match = document.exec(xml);
  if (!match) throw new Error(`not a well-formed sitemap:\n${xml}`);
  return [...(match[1] ?? '').matchAll(new RegExp(`<loc>(${text})</loc>`, 'g'))].map(([, loc]) =>
    (loc ?? '').replace(/&(amp|lt|gt|quot|apos);/g, (_entity, name: string) => XML_ENTITIES[name] ?? ''),
  );
}

const PUBLIC_PAGES = [
  ShopPaths.home,
  ShopPaths.products,
  ShopPaths.training,
  ShopPaths.events,
  ShopPaths.ai,
  ShopPaths.contact,
  ShopPaths.privacyPolicy,
  ShopPaths.refundExchangePolicy,
  ShopPaths.shippingPolicy,
];
const CATEGORY_PAGES = [1, 2, 3].map((id) => ShopPaths.category(id));

describe('/sitemap.xml and /robots.txt', () => {
  let server: TestServer;

  beforeAll(async () => {
    server = await startTestServer();
    await server.db.insert(products).values([
      { id: 4, name: 'Bond Adhesive', categoryId: 1, pricePiasters: 25050, quantity: 10 },
      { id: 7, name: 'Avalon Mirror', categoryId: 2, pricePiasters: 5000, quantity: 20 },
      { id: 9, name: 'Retired Cement', categoryId: 2, pricePiasters: 9000, quantity: 4 },
    ]);
    await server.db.update(products).set({ isActive: false }).where(eq(products.id, 9));
  });

  afterAll(async () => {
    await server?.close();
  });

  it('lists the public pages, the three categories and every active product, absolute, from the address asked', async () => {
    const response = await server.request({ method: 'GET', url: '/sitemap.xml', headers: { host: 'shop.test:8080' } });
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-type']).toBe('application/xml; charset=utf-8');
    expect(response.headers['cache-control']).toBe('public, max-age=3600');
    const expected = [...PUBLIC_PAGES, ...CATEGORY_PAGES, ShopPaths.product(4), ShopPaths.product(7)].map((path) => `http://shop.test:8080${path}`);
    expect(sitemapLocations(response.body).sort()).toEqual(expected.sort());
  });

  it('leaves out a deactivated product', async () => {
    const response = await server.request({ method: 'GET', url: '/sitemap.xml', headers: { host: 'shop.test' } });
    const locations = sitemapLocations(response.body);
    expect(locations).toContain(`http://shop.test${ShopPaths.product(7)}`);
    expect(locations).not.toContain(`http://shop.test${ShopPaths.product(9)}`);
  });

  it('escapes every value: a hostile Host header cannot break out of <loc>', async () => {
    const response = await server.request({ method: 'GET', url: '/sitemap.xml', headers: { host: 'a&b"<c>' } });
    expect(response.body).toContain('<loc>http://a&amp;b&quot;&lt;c&gt;/products?category=1</loc>');
    expect(sitemapLocations(response.body)).toContain('http://a&b"<c>/products?category=1');
  });

  it('keeps the back office, personal and payment pages out, and points at the sitemap', async () => {
    const response = await server.request({ method: 'GET', url: '/robots.txt', headers: { host: 'shop.test' } });
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-type']).toBe('text/plain; charset=utf-8');
    expect(response.headers['cache-control']).toBe('public, max-age=3600');
    const lines = response.body.split('\n');
    expect(lines[0]).toBe('User-agent: *');
    const disallowed = lines.filter((line) => line.startsWith('Disallow: ')).map((line) => line.slice('Disallow: '.length));
    expect(disallowed).toEqual(
      expect.arrayContaining([ShopPaths.admin, ShopPaths.sales, ShopPaths.checkout, ShopPaths.account, ShopPaths.myOrders, ShopPaths.notifications, ShopPaths.aiCheckout, '/api/', '/payment/']),
    );
    // The storefront's pages stay crawlable, the cart included (it is on the Lighthouse SEO budget).
    for (const path of [...PUBLIC_PAGES, ShopPaths.cart, ShopPaths.product(4)]) {
      expect(disallowed.some((prefix) => path.startsWith(prefix)), path).toBe(false);
    }
    expect(lines).toContain('Allow: /');
    expect(lines).toContain('Sitemap: http://shop.test/sitemap.xml');
  });
});

describe('/sitemap.xml and /robots.txt with PUBLIC_URL set', () => {
  let server: TestServer;

  beforeAll(async () => {
    server = await startTestServer({ settings: { publicUrl: 'https://tiara.example' } });
    await server.db.insert(products).values({ id: 4, name: 'Bond Adhesive', categoryId: 1, pricePiasters: 25050, quantity: 10 });
  });

  afterAll(async () => {
    await server?.close();
  });

  it('gives the public address whatever address the request came to', async () => {
    const sitemap = await server.request({ method: 'GET', url: '/sitemap.xml', headers: { host: '10.0.0.5:8080' } });
    const locations = sitemapLocations(sitemap.body);
    expect(locations).toContain('https://tiara.example/');
    expect(locations).toContain('https://tiara.example/products/4');
    expect(locations.every((location) => location.startsWith('https://tiara.example/'))).toBe(true);
    const robots = await server.request({ method: 'GET', url: '/robots.txt', headers: { host: '10.0.0.5:8080' } });
    expect(robots.body).toContain('Sitemap: https://tiara.example/sitemap.xml\n');
  });
});
