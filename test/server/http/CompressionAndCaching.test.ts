import { mkdtemp, mkdir, readFile, rm, stat, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { brotliDecompressSync, gunzipSync } from 'node:zlib';
import type { LightMyRequestResponse } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { precompressBuild } from '../../../scripts/precompress.mjs';
import { PasswordHasher } from '../../../server/adapters/auth/PasswordHasher';
import { TokenService } from '../../../server/adapters/auth/TokenService';
import type { DatabaseHandle } from '../../../server/adapters/db/Database';
import { products } from '../../../server/adapters/db/schema';
import { OutboxMailer } from '../../../server/adapters/mail/OutboxMailer';
import { LocalScanInspector } from '../../../server/adapters/scans/LocalScanInspector';
import { objectStorage } from '../../../server/adapters/storage/ObjectStorage';
import { buildApp } from '../../../server/http/buildApp';
import type { ZodApp } from '../../../server/http/ServerContext';
import { freshDatabase } from '../support/databaseTemplate';

/** Code that compresses well, as a built bundle does, and well above the 1 KB threshold. */
const BUNDLE = Array.from({ length: 400 }, (_, line) => `export const price${line} = (amount) => amount * ${line} + ${line % 7};`).join('\n');
const INDEX_HTML = `<!doctype html><html lang="en"><head><title>Tiara</title>${'<link rel="modulepreload" href="/assets/app-abc123.js">'.repeat(30)}</head><body><div id="root"></div></body></html>`;
const FAVICON = '<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 16 16"><circle cx="8" cy="8" r="8"/></svg>';
/** Random bytes stand for a photo: already compressed, so nothing should try again. */
const PHOTO = Buffer.concat([Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]), Buffer.from(Array.from({ length: 4096 }, (_, index) => (index * 7919) % 251))]);

function decoded(response: LightMyRequestResponse): Buffer {
  const encoding = response.headers['content-encoding'];
  if (encoding === 'br') return brotliDecompressSync(response.rawPayload);
  if (encoding === 'gzip') return gunzipSync(response.rawPayload);
  return response.rawPayload;
}

async function exists(path: string): Promise<boolean> {
  return stat(path).then(
    () => true,
    () => false,
  );
}

describe('precompressBuild', () => {
  let distDir: string;

  beforeAll(async () => {
    distDir = await mkdtemp(join(tmpdir(), 'tiara-precompress-'));
    await mkdir(join(distDir, 'assets', 'nested'), { recursive: true });
    await writeFile(join(distDir, 'assets', 'app-abc123.js'), BUNDLE);
    await writeFile(join(distDir, 'assets', 'app-abc123.js.map'), JSON.stringify({ mappings: BUNDLE }));
    await writeFile(join(distDir, 'assets', 'nested', 'styles-def456.css'), `.a{color:red}\n`.repeat(200));
    await writeFile(join(distDir, 'favicon.svg'), FAVICON);
    await writeFile(join(distDir, 'photo.png'), PHOTO);
  });

  afterAll(async () => {
    await rm(distDir, { recursive: true, force: true });
  });

  it('writes brotli and gzip copies that decode to the file, beside every compressible file of 1 KB or more, nested ones too', async () => {
    const results = await precompressBuild(distDir);
    for (const file of ['assets/app-abc123.js', 'assets/nested/styles-def456.css']) {
      const raw = await readFile(join(distDir, file));
      const brotli = await readFile(join(distDir, `${file}.br`));
      const gzip = await readFile(join(distDir, `${file}.gz`));
      expect(brotliDecompressSync(brotli).equals(raw), file).toBe(true);
      expect(gunzipSync(gzip).equals(raw), file).toBe(true);
      expect(brotli.length).toBeLessThan(gzip.length);
      expect(results).toContainEqual({ file, raw: raw.length, gzip: gzip.length, br: brotli.length });
    }
  });

  it('leaves source maps, files under 1 KB and images alone', async () => {
    for (const file of ['assets/app-abc123.js.map', 'favicon.svg', 'photo.png']) {
      expect(await exists(join(distDir, `${file}.br`)), file).toBe(false);
      expect(await exists(join(distDir, `${file}.gz`)), file).toBe(false);
    }
  });

  it('overwrites its copies when run again, and removes a copy whose file shrank below 1 KB', async () => {
    await writeFile(join(distDir, 'assets', 'app-abc123.js'), `${BUNDLE}\nexport const changed = true;`);
    await writeFile(join(distDir, 'assets', 'nested', 'styles-def456.css'), '.a{color:red}');
    await precompressBuild(distDir);
    const brotli = await readFile(join(distDir, 'assets', 'app-abc123.js.br'));
    expect(brotliDecompressSync(brotli).toString()).toContain('export const changed = true;');
    expect(await exists(join(distDir, 'assets', 'nested', 'styles-def456.css.br'))).toBe(false);
    expect(await exists(join(distDir, 'assets', 'nested', 'styles-def456.css.gz'))).toBe(false);
  });
});

describe('the server compresses and caches what it sends', () => {
  let handle: DatabaseHandle;
  let app: ZodApp;
  let staticDir: string;

  const get = (url: string, headers: Record<string, string> = {}) => app.inject({ method: 'GET', url, headers });

  beforeAll(async () => {
    staticDir = await mkdtemp(join(tmpdir(), 'tiara-compressed-spa-'));
    await mkdir(join(staticDir, 'assets'));
    await mkdir(join(staticDir, 'images'));
    await writeFile(join(staticDir, 'assets', 'app-abc123.js'), BUNDLE);
    await writeFile(join(staticDir, 'index.html'), INDEX_HTML);
    await writeFile(join(staticDir, 'favicon.svg'), FAVICON);
    await writeFile(join(staticDir, 'images', 'photo.png'), PHOTO);
    await precompressBuild(staticDir);
    handle = await freshDatabase();
    await handle.db.insert(products).values(
      Array.from({ length: 20 }, (_, index) => ({ name: `Composite kit ${index + 1}`, description: 'Light-cured nano-hybrid composite.', categoryId: 1, pricePiasters: 10000 + index, quantity: 5 })),
    );
    const storage = objectStorage({ kind: 'disk' }, staticDir);
    app = await buildApp(
      {
        db: handle.db,
        tokens: new TokenService('compression-test-secret-long-enough-for-hs256'),
        passwords: new PasswordHasher(),
        now: () => new Date(),
        settings: { dataDir: staticDir, maxUploadBytes: 1024 * 1024, unpaidOrderHoldMinutes: 30, shopEmail: 'shop@tiara.example' },
        mailer: new OutboxMailer(staticDir, () => new Date()),
        scanProcessor: new LocalScanInspector(storage.scans),
        storage,
      },
      { staticDir },
    );
    await app.ready();
  });

  afterAll(async () => {
    await app.close();
    await handle.close();
    await rm(staticDir, { recursive: true, force: true });
  });

  it.each([
    { acceptEncoding: 'br, gzip, deflate', encoding: 'br' },
    { acceptEncoding: 'gzip, deflate', encoding: 'gzip' },
    { acceptEncoding: undefined, encoding: undefined },
  ])('answers a built asset asked with Accept-Encoding $acceptEncoding as $encoding, the same bytes, kept for a year', async ({ acceptEncoding, encoding }) => {
    const response = await get('/assets/app-abc123.js', acceptEncoding ? { 'accept-encoding': acceptEncoding } : {});
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-encoding']).toBe(encoding);
    expect(response.headers['content-type']).toContain('javascript');
    expect(response.headers.vary).toContain('accept-encoding');
    expect(response.headers['cache-control']).toBe('public, max-age=31536000, immutable');
    expect(decoded(response).toString()).toBe(BUNDLE);
    if (encoding) expect(response.rawPayload.length).toBe((await stat(join(staticDir, 'assets', `app-abc123.js.${encoding === 'br' ? 'br' : 'gz'}`))).size);
  });

  it('does not serve the compressed copies as addresses of their own', async () => {
    expect((await get('/assets/app-abc123.js.br')).statusCode).toBe(404);
  });

  it('answers the app page at / compressed and revalidated on every load, never index.html itself (a template waiting for its nonce)', async () => {
    expect((await get('/index.html', { 'accept-encoding': 'br' })).statusCode).toBe(404);

    const page = await get('/', { 'accept-encoding': 'br' });
    expect(page.headers['content-encoding']).toBe('br');
    expect(page.headers['cache-control']).toBe('no-cache');
    expect(decoded(page).toString()).toContain('<div id="root">');
  });

  it('revalidates the files outside /assets by ETag, and leaves the small and already compressed ones as they are', async () => {
    const favicon = await get('/favicon.svg', { 'accept-encoding': 'br, gzip' });
    expect(favicon.headers['cache-control']).toBe('no-cache');
    expect(favicon.headers['content-encoding']).toBeUndefined();
    expect(favicon.body).toBe(FAVICON);
    const etag = favicon.headers.etag;
    expect(etag).toBeDefined();
    expect((await get('/favicon.svg', { 'if-none-match': String(etag) })).statusCode).toBe(304);

    const photo = await get('/images/photo.png', { 'accept-encoding': 'br, gzip' });
    expect(photo.headers['cache-control']).toBe('no-cache');
    expect(photo.headers['content-encoding']).toBeUndefined();
    expect(photo.rawPayload.equals(PHOTO)).toBe(true);
  });

  it.each(['br', 'gzip'])('compresses a JSON answer above 1 KB with %s to the same JSON, never stored by a cache', async (encoding) => {
    const plain = await get('/api/product');
    expect(plain.headers['content-encoding']).toBeUndefined();
    expect(plain.rawPayload.length).toBeGreaterThan(1024);
    expect(plain.headers['cache-control']).toBe('no-store');

    const compressed = await get('/api/product', { 'accept-encoding': `${encoding}, deflate` });
    expect(compressed.statusCode).toBe(200);
    expect(compressed.headers['content-encoding']).toBe(encoding);
    expect(compressed.headers.vary).toContain('accept-encoding');
    expect(compressed.headers['cache-control']).toBe('no-store');
    expect(compressed.rawPayload.length).toBeLessThan(plain.rawPayload.length / 3);
    expect(JSON.parse(decoded(compressed).toString())).toEqual(plain.json());
  });

  it('streams answers too large to compress in one call (the API document), compressed all the same', async () => {
    const plain = await get('/api/docs/json');
    expect(plain.rawPayload.length).toBeGreaterThan(128 * 1024);
    const compressed = await get('/api/docs/json', { 'accept-encoding': 'br' });
    expect(compressed.headers['content-encoding']).toBe('br');
    expect(JSON.parse(decoded(compressed).toString())).toEqual(plain.json());
  });

  it('prefers brotli when the client takes both', async () => {
    expect((await get('/api/product', { 'accept-encoding': 'gzip, deflate, br' })).headers['content-encoding']).toBe('br');
  });

  it('sends a small JSON answer uncompressed, and marks API errors no-store too', async () => {
    const small = await get('/api/category/1', { 'accept-encoding': 'br, gzip' });
    expect(small.statusCode).toBe(200);
    expect(small.rawPayload.length).toBeLessThan(1024);
    expect(small.headers['content-encoding']).toBeUndefined();
    expect(small.headers['cache-control']).toBe('no-store');
    expect(small.json()).toMatchObject({ id: 1 });

    const missing = await get('/api/no-such-route', { 'accept-encoding': 'br, gzip' });
    expect(missing.statusCode).toBe(404);
    expect(missing.headers['cache-control']).toBe('no-store');
  });
});
