import { mkdir, mkdtemp, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { brotliDecompressSync } from 'node:zlib';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { products } from '../../../../server/adapters/db/schema';
import { clockText } from '../../../../src/locales/format/clockText';
import { type TestServer, startTestServer } from '../../support/testServer';

/** A build's first view as scripts/buildShop.mjs writes it: the head slot, the drawn root and the data slot. */
const firstView = (kind: string, html = '<html lang="en" data-mantine-color-scheme="light">', drawn = `drawn${kind === 'products' ? FIRST_PICTURE_SLOT : ''}`) =>
  [
    `<!doctype html>${html}<head>`,
    '<!--first-view-head--><title>Tiara · Professional Dental Supplies</title><!--/first-view-head-->',
    '<script type="module" src="/assets/index-abc.js"></script></head>',
    `<body><div id="root"><main data-kind="${kind}">${drawn}</main></div><!--first-view-data--></body></html>`,
  ].join('');

/** The maintenance page as the build draws it (src/ui/shell/MaintenancePage): its clock shows the build's time. */
const maintenancePage = (title: string) => `<h1>${title}</h1><p class="m_b6d8b162 mantine-Text-root" role="timer" aria-label="Clock">Thursday, 1 January 2026 at 02:00:00</p>`;

/** The first tile's picture placeholder, as the build draws it in the product list's first view (src/ui/catalog/ProductGridSkeleton). */
const FIRST_PICTURE_SLOT = '<div class="m_18320242 mantine-Skeleton-root" data-visible="true" data-first-picture="(min-width: 62em) calc(33.3vw - 115px), calc(50vw - 22px)"></div>';

const HOSTILE_NAME = `Bond "Max" </script><script>alert('x')</script> & $& $' <!-- Co`;

/** The JSON the SPA reads from the page (src/infrastructure/http/FirstViewAnswers). */
function embeddedAnswers(html: string): Record<string, { status: number; body: unknown }> {
  const match = /<script type="application\/json" id="tiara-first-view"[^>]*>([\s\S]*?)<\/script>/.exec(html);
  if (!match) throw new Error('no embedded answers');
  return (JSON.parse(match[1] ?? '') as { answers: Record<string, { status: number; body: unknown }> }).answers;
}

function structuredData(html: string): Record<string, unknown> {
  const match = /<script type="application\/ld\+json"[^>]*>([\s\S]*?)<\/script>/.exec(html);
  if (!match) throw new Error('no JSON-LD');
  return JSON.parse(match[1] ?? '') as Record<string, unknown>;
}

const metaContent = (html: string, attribute: string, key: string) => new RegExp(`<meta ${attribute}="${key.replace(/[.:]/g, '\\$&')}" content="([^"]*)" />`).exec(html)?.[1];

describe('the SPA pages with their first view', () => {
  let server: TestServer;
  let staticDir: string;

  beforeAll(async () => {
    staticDir = await mkdtemp(join(tmpdir(), 'tiara-first-view-'));
    await mkdir(join(staticDir, 'first-view'));
    await writeFile(join(staticDir, 'index.html'), '<!doctype html><html lang="en"><title>Tiara</title><div id="root"></div>');
    for (const kind of ['home', 'products', 'product', 'cart', 'page']) await writeFile(join(staticDir, 'first-view', `${kind}.html`), firstView(kind));
    // An Arabic first view for some kinds only, as a build older than a page kind would leave them.
    for (const kind of ['home', 'products']) await writeFile(join(staticDir, 'first-view', `${kind}.ar.html`), firstView(kind, '<html lang="ar" dir="rtl" data-mantine-color-scheme="light">'));
    await writeFile(join(staticDir, 'first-view', 'maintenance.html'), firstView('maintenance', undefined, maintenancePage('Under Maintenance')));
    await writeFile(join(staticDir, 'first-view', 'maintenance.ar.html'), firstView('maintenance', '<html lang="ar" dir="rtl" data-mantine-color-scheme="light">', maintenancePage('الموقع قيد الصيانة')));
    server = await startTestServer({ staticDir });
    await server.db.insert(products).values([
      { id: 5, name: HOSTILE_NAME, description: 'A <b>bold</b> bond.\nSecond line.', categoryId: 1, pricePiasters: 39000, discountPiasters: 4000, quantity: 3, logoUrl: '/images/products/bond.svg', sku: 'PDP-1' },
      { id: 6, name: 'Empty Crown', categoryId: 3, pricePiasters: 10000, quantity: 0, logoUrl: '/images/products/crown.svg' },
      { id: 7, name: 'Retired Cement', categoryId: 2, pricePiasters: 9000, quantity: 4, isActive: false },
      { id: 8, name: 'Uploaded Files', categoryId: 1, pricePiasters: 8000, quantity: 4, logoUrl: '/uploads/files-8.webp' },
      // A best seller written in both languages.
      {
        id: 4,
        name: 'Matrix Bands',
        nameAr: 'أشرطة ماتريكس',
        description: 'Stainless steel bands.',
        descriptionAr: 'أشرطة ستانلس ستيل.',
        features: ['Ultra thin'],
        featuresAr: ['رفيعة جدًا'],
        specifications: [{ name: 'Pieces', value: '12' }],
        specificationsAr: [{ name: 'عدد القطع', value: '١٢' }],
        categoryId: 1,
        pricePiasters: 50000,
        quantity: 4,
      },
    ]);
  });

  afterAll(async () => {
    await server?.close();
    await rm(staticDir, { recursive: true, force: true });
  });

  it('sends a product page with its head tags, its JSON-LD offer and the API answer, uncached', async () => {
    const response = await server.request({ method: 'GET', url: '/products/5', headers: { host: 'shop.test' } });
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-type']).toBe('text/html; charset=utf-8');
    expect(response.headers['cache-control']).toBe('no-cache');
    const html = response.body;
    expect(html).toContain('<main data-kind="product">drawn</main>');
    expect(metaContent(html, 'property', 'og:title')).toBe(`Bond &quot;Max&quot; &lt;/script&gt;&lt;script&gt;alert(&#39;x&#39;)&lt;/script&gt; &amp; $&amp; $&#39; &lt;!-- Co · Tiara`);
    expect(metaContent(html, 'property', 'og:image')).toBe('http://shop.test/images/products/bond.svg');
    expect(metaContent(html, 'property', 'product:price:amount')).toBe('350.00');
    expect(metaContent(html, 'property', 'product:price:currency')).toBe('EGP');
    expect(metaContent(html, 'name', 'twitter:card')).toBe('summary_large_image');
    expect(metaContent(html, 'name', 'description')).toBe('A &lt;b&gt;bold&lt;/b&gt; bond. Second line.');
    expect(html).toContain('<link rel="canonical" href="http://shop.test/products/5" />');
    expect(html).toContain('<link rel="preload" as="image" href="/images/products/bond.svg" fetchpriority="high" />');
    expect(structuredData(html)).toMatchObject({
      '@type': 'Product',
      name: HOSTILE_NAME,
      sku: 'PDP-1',
      offers: { price: '350.00', priceCurrency: 'EGP', availability: 'https://schema.org/InStock', url: 'http://shop.test/products/5' },
    });
    const answers = embeddedAnswers(html);
    expect(answers['/api/management/maintenance-status']).toEqual({ status: 200, body: { is_under_maintenance: false } });
    expect(answers['/api/product/5']?.status).toBe(200);
    expect((answers['/api/product/5']?.body as { name: string }).name).toBe(HOSTILE_NAME);
  });

  it("never lets a value end its script or open markup: the only script and title ends are the page's own", async () => {
    const html = (await server.request({ method: 'GET', url: '/products/5' })).body;
    expect(html.match(/<\/script>/g)).toHaveLength(3);
    expect(html.match(/<\/title>/g)).toHaveLength(1);
    expect(html).not.toContain("<script>alert('x')");
    expect(html).not.toContain('<!-- Co');
  });

  it('says out of stock for a product with none, and 404 with noindex for a missing or retired one', async () => {
    expect(structuredData((await server.request({ method: 'GET', url: '/products/6' })).body)).toMatchObject({ offers: { availability: 'https://schema.org/OutOfStock' } });
    for (const url of ['/products/7', '/products/999', '/products/0']) {
      const response = await server.request({ method: 'GET', url });
      expect(response.statusCode).toBe(404);
      expect(response.body).toContain('<meta name="robots" content="noindex" />');
      expect(response.body).toContain('<title>Product not found · Tiara</title>');
      expect(response.body).not.toContain('application/ld+json');
    }
  });

  it('gives the catalogue its title and the answers its list asks for, by category as the list reads the query string', async () => {
    const all = await server.request({ method: 'GET', url: '/products' });
    expect(all.body).toContain('<title>All Products · Tiara</title>');
    expect(all.body).toContain('<main data-kind="products">');
    expect(Object.keys(embeddedAnswers(all.body))).toEqual(['/api/management/maintenance-status', '/api/product']);
    const category = await server.request({ method: 'GET', url: '/products?category=3&sort=price-asc' });
    expect(category.body).toContain('<title>NuSmile · Tiara</title>');
    expect(Object.keys(embeddedAnswers(category.body))).toEqual(['/api/management/maintenance-status', '/api/category/3/products', '/api/category/3/subcategories', '/api/category/3']);
    expect(category.body).toContain('<link rel="preload" as="image" href="/images/products/crown.svg"');
  });

  it('draws the first listed product’s picture in the first tile’s place, so it paints before the script runs', async () => {
    const pictureOf = (html: string) => /<main data-kind="products">drawn(<img [^>]*>)<\/main>/.exec(html)?.[1];
    const crowns = (await server.request({ method: 'GET', url: '/products?category=3' })).body;
    expect(pictureOf(crowns)).toBe(
      '<img src="/images/products/crown.svg" alt="" width="400" height="300" fetchpriority="high" style="width:100%;height:100%;object-fit:contain;background:var(--mantine-color-gray-0)">',
    );
    // An uploaded picture comes in its widths, with the tile's sizes the build wrote: no preload, whose width the server could only guess.
    const files = (await server.request({ method: 'GET', url: '/products?category=1&sort=price-asc' })).body;
    expect(pictureOf(files)).toContain('srcset="/uploads/files-8.webp?w=160 160w, /uploads/files-8.webp?w=320 320w');
    expect(pictureOf(files)).toContain('sizes="(min-width: 62em) calc(33.3vw - 115px), calc(50vw - 22px)"');
    expect(files).not.toContain('rel="preload" as="image"');
    // No product to show: the placeholder stays.
    expect((await server.request({ method: 'GET', url: '/products?category=2' })).body).toContain(FIRST_PICTURE_SLOT);
  });

  it('draws the home page with the best sellers, the cart and other pages with the shop shell, and the staff areas plainly', async () => {
    const home = await server.request({ method: 'GET', url: '/' });
    expect(home.body).toContain('<main data-kind="home">');
    expect(Object.keys(embeddedAnswers(home.body))).toEqual(['/api/management/maintenance-status', ...[51, 50, 5, 4].map((id) => `/api/product/${id}`)]);
    expect((await server.request({ method: 'GET', url: '/cart' })).body).toContain('<main data-kind="cart">');
    expect((await server.request({ method: 'GET', url: '/contact' })).body).toContain('<main data-kind="page">');
    for (const url of ['/admin/dashboard', '/sales']) {
      const staff = await server.request({ method: 'GET', url });
      expect(staff.statusCode).toBe(200);
      expect(staff.body).toBe('<!doctype html><html lang="en"><title>Tiara</title><div id="root"></div>');
      // The plain page names the reader's language too, which the SPA opens in.
      const arabic = await server.request({ method: 'GET', url, headers: { 'accept-language': 'ar-EG' } });
      expect(arabic.body).toBe('<!doctype html><html lang="ar" dir="rtl"><title>Tiara</title><div id="root"></div>');
      expect(arabic.headers.vary).toMatch(/Cookie, Accept-Language/);
    }
  });

  it('draws a page in the reader’s language: their kept choice (cookie) first, else their browser’s, with its head in it', async () => {
    const arabicBrowser = await server.request({ method: 'GET', url: '/', headers: { 'accept-language': 'ar-EG,ar;q=0.9,en;q=0.5' } });
    expect(arabicBrowser.body).toContain('<html lang="ar" dir="rtl"');
    expect(arabicBrowser.body).toContain('<title>Tiara · مستلزمات طب الأسنان الاحترافية</title>');
    expect(arabicBrowser.headers.vary).toMatch(/Cookie, Accept-Language/);

    const chosenEnglish = await server.request({ method: 'GET', url: '/', headers: { 'accept-language': 'ar-EG', cookie: 'other=1; tiara-language=en' } });
    expect(chosenEnglish.body).toContain('<html lang="en" data-mantine-color-scheme="light">');
    expect(chosenEnglish.body).toContain('<title>Tiara · Professional Dental Supplies</title>');

    const chosenArabic = await server.request({ method: 'GET', url: '/products', headers: { 'accept-language': 'en-US', cookie: 'tiara-language=ar' } });
    expect(chosenArabic.body).toContain('<html lang="ar" dir="rtl"');
    expect(chosenArabic.body).toContain('<title>جميع المنتجات · Tiara</title>');

    const english = await server.request({ method: 'GET', url: '/', headers: { 'accept-language': 'fr-FR, en;q=0.5' } });
    expect(english.body).toContain('<html lang="en" data-mantine-color-scheme="light">');
  });

  it('embeds the answers in the reader’s language, and heads a category’s page with its name in it', async () => {
    const arabic = { cookie: 'tiara-language=ar' };
    const inArabic = { name: 'أشرطة ماتريكس', description: 'أشرطة ستانلس ستيل.', features: ['رفيعة جدًا'], specifications: [{ name: 'عدد القطع', value: '١٢' }], categoryName: 'منتجات Premier Dental' };
    const home = await server.request({ method: 'GET', url: '/', headers: arabic });
    expect(embeddedAnswers(home.body)['/api/product/4']?.body).toMatchObject(inArabic);
    const page = await server.request({ method: 'GET', url: '/products/4', headers: arabic });
    expect(page.body).toContain('<title>أشرطة ماتريكس · Tiara</title>');
    expect(embeddedAnswers(page.body)['/api/product/4']?.body).toMatchObject(inArabic);
    const category = await server.request({ method: 'GET', url: '/products?category=1', headers: arabic });
    expect(category.body).toContain('<title>منتجات Premier Dental · Tiara</title>');
    const listed = embeddedAnswers(category.body)['/api/category/1/products']?.body as Array<{ id: number }>;
    expect(listed.find((product) => product.id === 4)).toMatchObject(inArabic);
    const english = await server.request({ method: 'GET', url: '/products/4' });
    expect(embeddedAnswers(english.body)['/api/product/4']?.body).toMatchObject({ name: 'Matrix Bands', specifications: [{ name: 'Pieces', value: '12' }], categoryName: 'Premier Dental Products' });
  });

  it('sends the English first view, headed in Arabic, where the build drew no Arabic one', async () => {
    const response = await server.request({ method: 'GET', url: '/products/5', headers: { cookie: 'tiara-language=ar' } });
    expect(response.body).toContain('<main data-kind="product">');
    expect(response.statusCode).toBe(200);
    const missing = await server.request({ method: 'GET', url: '/products/999', headers: { cookie: 'tiara-language=ar' } });
    expect(missing.body).toContain('<title>المنتج غير موجود · Tiara</title>');
  });

  it('compresses the page when the browser accepts it', async () => {
    const response = await server.request({ method: 'GET', url: '/products', headers: { 'accept-encoding': 'br' } });
    expect(response.headers['content-encoding']).toBe('br');
    expect(brotliDecompressSync(response.rawPayload).toString()).toContain('<title>All Products · Tiara</title>');
  });

  it('sends the maintenance page itself, in the reader’s language and with the time now, while the shop is under maintenance; the staff areas stay plain', async () => {
    const admin = await server.createUser({ role: 'Admin' });
    const maintenance = (on: boolean) => server.request({ method: 'PUT', url: '/api/admin/management/maintenance', token: admin.token, body: { is_under_maintenance: on } });
    expect((await maintenance(true)).statusCode).toBe(200);
    try {
      for (const url of ['/', '/products?category=1', '/products/5', '/products/999', '/cart', '/contact']) {
        const page = await server.request({ method: 'GET', url, headers: { host: 'shop.test' } });
        expect(page.statusCode, url).toBe(503);
        expect(page.headers['content-type']).toBe('text/html; charset=utf-8');
        expect(page.body).toContain('<main data-kind="maintenance"><h1>Under Maintenance</h1>');
        expect(page.body).not.toMatch(/data-kind="(home|products|product|cart|page)"/);
        // The clock says the server's now in Cairo, not the build's time.
        expect(page.body).toContain('role="timer" aria-label="Clock">Saturday, 21 November 2026 at 12:00:00</p>');
        expect(page.body).toContain('<title>Under Maintenance · Tiara</title>');
        expect(page.body).toContain('<meta name="robots" content="noindex" />');
        expect(page.body).toContain(`<link rel="canonical" href="http://shop.test${url.split('?')[0]}" />`);
        // The SPA reads the same answer from the page, and only that one: it draws the maintenance page at once.
        expect(embeddedAnswers(page.body)).toEqual({ '/api/management/maintenance-status': { status: 200, body: { is_under_maintenance: true } } });
        expect(page.body).not.toContain('application/ld+json');
      }
      const arabic = await server.request({ method: 'GET', url: '/products/5', headers: { cookie: 'tiara-language=ar' } });
      expect(arabic.statusCode).toBe(503);
      expect(arabic.body).toContain('<html lang="ar" dir="rtl"');
      expect(arabic.body).toContain('<main data-kind="maintenance"><h1>الموقع قيد الصيانة</h1>');
      expect(arabic.body).toContain(`aria-label="Clock">${clockText(server.clock.now, 'ar')}</p>`);
      expect(arabic.body).toContain('<title>الموقع قيد الصيانة · Tiara</title>');
      for (const url of ['/admin/dashboard', '/sales']) {
        const staff = await server.request({ method: 'GET', url });
        expect(staff.statusCode).toBe(200);
        expect(staff.body).toBe('<!doctype html><html lang="en"><title>Tiara</title><div id="root"></div>');
      }
    } finally {
      expect((await maintenance(false)).statusCode).toBe(200);
    }
    const open = await server.request({ method: 'GET', url: '/' });
    expect(open.statusCode).toBe(200);
    expect(open.body).toContain('<main data-kind="home">');
  });

  it('keeps unknown API addresses and files a JSON 404', async () => {
    for (const url of ['/api/nothing-here', '/missing.js', '/uploads/nothing.png']) {
      const response = await server.request({ method: 'GET', url });
      expect(response.statusCode).toBe(404);
      expect(response.json()).toMatchObject({ code: expect.any(String) });
    }
  });
});
