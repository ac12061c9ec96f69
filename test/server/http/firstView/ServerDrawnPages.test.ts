import { mkdir, mkdtemp, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { productVariants, products } from '../../../../server/adapters/db/schema';
import { POLICY_PATHS } from '../../../../server/http/firstView/firstViewPages';
import { renderShop } from '../../../../src/serverRender';
import { ShopPaths } from '../../../../src/ui/routing/ShopPaths';
import { type TestServer, startTestServer } from '../../support/testServer';

/** A build's first view as scripts/buildShop.mjs writes it: the head slot, the root holding the build's drawing, the data slot. */
const firstView = (kind: string, html: string) =>
  [
    `<!doctype html>${html}<head>`,
    '<!--first-view-head--><title>Tiara</title><!--/first-view-head-->',
    '<script type="module" src="/assets/index-abc.js" nonce="tiara-page-nonce"></script></head>',
    `<body><div id="root" data-first-view><main data-kind="${kind}">placeholders</main></div><!--first-view-data--></body></html>`,
  ].join('');

/** Every trick a product's name or description could play on a page: scripts, their end, attributes, comments, reversed text. */
const HOSTILE_NAME = `Bond "Max" </script><script>alert('x')</script> <!-- & $& $' \u202Eevil\u202C <img src=x onerror=alert(1)>`;
const HOSTILE_DESCRIPTION = `</script><script>alert('d')</script> "quoted" <!-- comment --> \u202Ereversed\u202C <style>body{display:none}</style>`;

/** The root's HTML, as the server drew it. */
function drawnRoot(html: string): string {
  const match = /<div id="root"[^>]*>([\s\S]*)<\/div><script type="application\/json"/.exec(html);
  if (!match) throw new Error('no root');
  return match[1] ?? '';
}

const nonceOf = (policy: unknown) => /'nonce-([^']+)'/.exec(String(policy))?.[1];

describe('the catalogue, product and policy pages drawn by the server with their data', () => {
  let server: TestServer;
  let staticDir: string;
  let failing = false;

  beforeAll(async () => {
    staticDir = await mkdtemp(join(tmpdir(), 'tiara-server-drawn-'));
    await mkdir(join(staticDir, 'first-view'));
    // The build's renderer sits beside the SPA's files, which are served: it must not be.
    await mkdir(join(staticDir, 'server-render'));
    await writeFile(join(staticDir, 'server-render', 'serverRender.js'), 'export const renderShop = () => Promise.reject(new Error("not this one"));');
    await writeFile(join(staticDir, 'index.html'), '<!doctype html><html lang="en"><title>Tiara</title><div id="root"></div>');
    for (const kind of ['home', 'products', 'product', 'cart', 'page', 'policy']) {
      await writeFile(join(staticDir, 'first-view', `${kind}.html`), firstView(kind, '<html lang="en" data-mantine-color-scheme="light">'));
      await writeFile(join(staticDir, 'first-view', `${kind}.ar.html`), firstView(kind, '<html lang="ar" dir="rtl" data-mantine-color-scheme="light">'));
    }
    server = await startTestServer({
      staticDir,
      shopRenderer: {
        renderShop: (request) => (failing ? Promise.reject(new Error('renderer down')) : renderShop(request)),
      },
    });
    await server.db.insert(products).values([
      { id: 5, name: HOSTILE_NAME, description: HOSTILE_DESCRIPTION, categoryId: 1, pricePiasters: 39000, discountPiasters: 4000, quantity: 3, logoUrl: '/images/products/bond.svg', sku: 'PDP-1' },
      { id: 6, name: 'Empty Crown', nameAr: 'تاج فارغ', categoryId: 3, pricePiasters: 10000, quantity: 0, logoUrl: '/images/products/crown.svg' },
      { id: 8, name: 'Uploaded Files', nameAr: 'مبارد مرفوعة', categoryId: 1, pricePiasters: 8000, quantity: 4, logoUrl: '/uploads/files-8.webp' },
      {
        id: 4,
        name: 'Matrix Bands',
        nameAr: 'أشرطة ماتريكس',
        description: 'Stainless steel bands.',
        descriptionAr: 'أشرطة ستانلس ستيل.',
        features: ['Ultra thin'],
        featuresAr: ['رفيعة جدًا'],
        categoryId: 1,
        pricePiasters: 50000,
        quantity: 4,
      },
      { id: 9, name: 'Zirconia Crown', nameAr: 'تاج زركونيا', categoryId: 3, pricePiasters: 120000, quantity: 0, isVariant: true, logoUrl: '/images/products/crown.svg' },
    ]);
    await server.db.insert(productVariants).values([
      { productId: 9, sku: 'ZR-9-3', quantity: 4, side: 0, size: '3' },
      { productId: 9, sku: 'ZR-9-4', quantity: 0, side: 0, size: '4' },
    ]);
  });

  afterAll(async () => {
    await server?.close();
    await rm(staticDir, { recursive: true, force: true });
  });

  const get = (url: string, language: 'en' | 'ar' = 'en') => server.request({ method: 'GET', url, headers: { 'accept-language': language } });

  it('draws the product list with the names, prices, stock and pictures of its answer, and embeds that answer as before', async () => {
    const response = await get('/products');
    expect(response.statusCode).toBe(200);
    const root = drawnRoot(response.body);
    expect(response.body).toContain('<div id="root" data-first-view data-server-rendered>');
    expect(root).not.toContain('placeholders');
    expect(root).toContain('Matrix Bands');
    expect(root).toContain('Uploaded Files');
    expect(root).toContain('Empty Crown');
    // Prices as the card shows them: 390 less 40.
    expect(root).toMatch(/350 EGP/);
    expect(root).toMatch(/srcset="\/uploads\/files-8\.webp\?w=160 160w/i);
    expect(root).toMatch(/sizes="[^"]+"/);
    expect(root).toContain('src="/images/products/crown.svg"');
    expect(root).toMatch(/Out of Stock/i);
    const answers = /<script type="application\/json" id="tiara-first-view"[^>]*>([\s\S]*?)<\/script>/.exec(response.body)?.[1];
    expect(Object.keys((JSON.parse(answers ?? '') as { answers: object }).answers)).toEqual(['/api/management/maintenance-status', '/api/product']);
  });

  it('draws a category with only its products, and keeps the query string’s sort', async () => {
    const crowns = drawnRoot((await get('/products?category=3&sort=price-desc')).body);
    expect(crowns).toContain('Zirconia Crown');
    expect(crowns).toContain('Empty Crown');
    expect(crowns).not.toContain('Matrix Bands');
    expect(crowns.indexOf('Zirconia Crown')).toBeLessThan(crowns.indexOf('Empty Crown'));
    expect(drawnRoot((await get('/products?category=1')).body)).not.toContain('Zirconia Crown');
  });

  it('draws the product page with its details and its variants, in English and in Arabic', async () => {
    const english = drawnRoot((await get('/products/4')).body);
    expect(english).toContain('Matrix Bands');
    expect(english).toContain('Stainless steel bands.');
    expect(english).toContain('Ultra thin');
    expect(english).toMatch(/500 EGP/);
    const arabic = await get('/products/4', 'ar');
    expect(arabic.body).toContain('<html lang="ar" dir="rtl"');
    expect(drawnRoot(arabic.body)).toContain('أشرطة ماتريكس');
    expect(drawnRoot(arabic.body)).toContain('رفيعة جدًا');
    const variants = drawnRoot((await get('/products/9')).body);
    expect(variants).toContain('Zirconia Crown');
    expect(variants).toContain('4 (Out of Stock)');
  });

  it('draws the home page with its best sellers, and the policy pages whole, in both languages', async () => {
    const home = drawnRoot((await get('/')).body);
    expect(home).toContain('Matrix Bands');
    expect(drawnRoot((await get('/', 'ar')).body)).toContain('أشرطة ماتريكس');
    expect(POLICY_PATHS).toEqual([ShopPaths.privacyPolicy, ShopPaths.refundExchangePolicy, ShopPaths.shippingPolicy]);
    for (const path of POLICY_PATHS) {
      const english = await get(path);
      expect(english.statusCode).toBe(200);
      expect(english.body).toContain('data-server-rendered');
      expect(drawnRoot(english.body)).toMatch(/<h1[^>]*>[^<]*Policy/);
      const arabic = await get(path, 'ar');
      expect(drawnRoot(arabic.body)).toMatch(/<h1[^>]*>[^<]*سياسة/);
    }
  });

  it('keeps the build’s first view for the pages that are the visitor’s own, and for a product that is not there', async () => {
    for (const path of ['/cart', '/login', '/account', '/products/404']) {
      const response = await get(path);
      expect(response.body).not.toContain('data-server-rendered');
      expect(response.body).toContain('placeholders');
    }
  });

  it('never lets a hostile name or description end a script, open markup or a comment, and every inline tag carries the nonce', async () => {
    for (const path of ['/products', '/products/5', '/products?category=1&search=bond']) {
      const response = await get(path);
      const html = response.body;
      const root = drawnRoot(html);
      expect(root).toContain('Bond &quot;Max&quot; &lt;/script&gt;&lt;script&gt;alert(&#x27;x&#x27;)&lt;/script&gt; &lt;!-- &amp; $&amp; $&#x27;');
      expect(root).not.toContain("<script>alert('x')");
      expect(root).not.toContain('<img src=x');
      expect(root).not.toContain('<!-- &');
      expect(root).not.toContain('<script');
      // The page's own scripts only: the module, the embedded answers (and a product's JSON-LD).
      expect(html.match(/<\/script>/g)?.length).toBeLessThanOrEqual(3);
      const nonce = nonceOf(response.headers['content-security-policy']);
      expect(nonce).toBeTruthy();
      for (const tag of html.match(/<(style|script)\b[^>]*>/g) ?? []) expect(tag).toContain(`nonce="${nonce}"`);
    }
    const product = drawnRoot((await get('/products/5')).body);
    expect(product).toContain('&lt;/script&gt;&lt;script&gt;alert(&#x27;d&#x27;)&lt;/script&gt; &quot;quoted&quot; &lt;!-- comment --&gt;');
    expect(product).toContain('\u202Ereversed\u202C');
    expect(product).not.toContain('<style>body');
  });

  it('draws a hostile or broken query string as text, never as markup, and never answers it with an error', async () => {
    const hostile = await get(`/products?search=${encodeURIComponent(`</script><script>alert('q')</script>"><!--`)}&sort=%3Cb%3E&page=%E0%A4%A`);
    expect(hostile.statusCode).toBe(200);
    const root = drawnRoot(hostile.body);
    expect(root).not.toContain("<script>alert('q')");
    expect(root).not.toContain('<script');
    expect(root).toContain('&lt;/script&gt;&lt;script&gt;alert(&#x27;q&#x27;)&lt;/script&gt;&quot;&gt;&lt;!--');
    for (const path of ['/products?%', '/products/5?x=%ZZ', '/products?category=99999999999&page=-1', '/privacy-policy?<x>']) {
      expect((await get(path)).statusCode, path).toBe(200);
    }
  });

  it('never serves the shop’s renderer, which sits in the build beside the files it serves', async () => {
    const response = await get('/server-render/serverRender.js');
    expect(response.statusCode).toBe(404);
    expect(response.body).not.toContain('renderShop');
  });

  it('sends the build’s first view when the renderer fails, never an error', async () => {
    failing = true;
    try {
      const response = await get('/products');
      expect(response.statusCode).toBe(200);
      expect(response.body).toContain('placeholders');
      expect(response.body).not.toContain('data-server-rendered');
    } finally {
      failing = false;
    }
  });
});
