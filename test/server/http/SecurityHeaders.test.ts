import { mkdir, mkdtemp, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { PAGE_NONCE_PLACEHOLDER } from '../../../src/pageNonce';
import { type TestServer, startTestServer } from '../support/testServer';

/** A built page as scripts/buildShop.mjs leaves it: every inline tag carries the nonce's stand-in. */
const NONCE = `nonce="${PAGE_NONCE_PLACEHOLDER}"`;
const builtPage = [
  '<!doctype html><html lang="en"><head>',
  '<!--first-view-head--><title>Tiara</title><!--/first-view-head-->',
  `<meta property="csp-nonce" ${NONCE}>`,
  `<script type="module" crossorigin src="/assets/index-abc.js" ${NONCE}></script>`,
  `<style ${NONCE}>.critical{color:red}</style>`,
  `<style data-mantine-styles="true" ${NONCE}>:root{}</style></head>`,
  '<body><div id="root" data-first-view><main>drawn</main></div><!--first-view-data--></body></html>',
].join('');

const policyOf = (headers: Record<string, unknown>) => String(headers['content-security-policy'] ?? '');

function directives(policy: string): Map<string, string[]> {
  return new Map(
    policy
      .split(';')
      .map((part) => part.trim().split(/\s+/))
      .filter((words) => words[0])
      .map(([name = '', ...sources]) => [name, sources]),
  );
}

describe('the browser security headers', () => {
  let server: TestServer;
  let staticDir: string;

  beforeAll(async () => {
    staticDir = await mkdtemp(join(tmpdir(), 'tiara-security-headers-'));
    await mkdir(join(staticDir, 'first-view'));
    await mkdir(join(staticDir, 'assets'));
    await writeFile(join(staticDir, 'index.html'), builtPage);
    for (const kind of ['home', 'products', 'product', 'cart', 'page']) await writeFile(join(staticDir, 'first-view', `${kind}.html`), builtPage);
    await writeFile(join(staticDir, 'assets', 'index-abc.js'), 'console.log(1)');
    server = await startTestServer({ staticDir });
  });

  afterAll(async () => {
    await server?.close();
    await rm(staticDir, { recursive: true, force: true });
  });

  it.each(['/', '/products?category=2', '/products/1', '/cart', '/login', '/admin', '/sales/orders'])('sends %s with a policy naming a new nonce that every inline tag carries', async (url) => {
    const [first, second] = [await server.request({ method: 'GET', url }), await server.request({ method: 'GET', url })];
    for (const response of [first, second]) {
      const policy = directives(policyOf(response.headers));
      const nonce = /'nonce-([A-Za-z0-9+/=]+)'/.exec(policy.get('script-src')?.join(' ') ?? '')?.[1];
      expect(nonce).toBeDefined();
      expect(policy.get('script-src')).toEqual(["'self'", `'nonce-${nonce}'`]);
      expect(policy.get('style-src')).toEqual(["'self'", `'nonce-${nonce}'`]);
      expect(policy.get('frame-ancestors')).toEqual(["'none'"]);
      expect(policy.get('object-src')).toEqual(["'none'"]);
      const html = response.body;
      expect(html).not.toContain(PAGE_NONCE_PLACEHOLDER);
      const inlineTags = html.match(/<(?:script|style|meta property="csp-nonce")(?=[\s>])[^>]*>/g) ?? [];
      expect(inlineTags.length).toBeGreaterThanOrEqual(4);
      for (const tag of inlineTags) expect(tag).toContain(`nonce="${nonce}"`);
    }
    expect(policyOf(first.headers)).not.toBe(policyOf(second.headers));
  });

  it('lets no script run but the shop’s own files, on pages and everywhere else', async () => {
    for (const url of ['/', '/products/1', '/products?search=2.5', '/api/product', '/api/docs', '/api/nothing-here', '/api/docs/static/index.css']) {
      const policy = directives(policyOf((await server.request({ method: 'GET', url })).headers));
      expect(policy.get('script-src')?.[0], url).toBe("'self'");
      expect(policy.get('script-src')?.some((source) => source.includes('unsafe')), url).toBe(false);
      expect(policy.get('script-src-attr'), url).toEqual(["'none'"]);
      expect(policy.get('frame-ancestors'), url).toEqual(["'none'"]);
    }
  });

  it.each([
    ['a page', '/checkout'],
    ['an API answer', '/api/product'],
    ['a refused API call', '/api/user/1/orders'],
    ['a bad request', '/api/product/not-a-number'],
    ['the API document', '/api/docs'],
    ['a search with a dot in it', '/products?search=0.5%20mm'],
    ['an address that does not exist', '/nothing'],
  ])('sends %s with nosniff, no framing, a referrer policy and no HSTS over http', async (_what, url) => {
    const { headers } = await server.request({ method: 'GET', url });
    expect(headers['x-content-type-options']).toBe('nosniff');
    expect(headers['x-frame-options']).toBe('DENY');
    expect(headers['referrer-policy']).toBe('same-origin');
    expect(directives(policyOf(headers)).get('frame-ancestors')).toEqual(["'none'"]);
    expect(headers['strict-transport-security']).toBeUndefined();
  });

  it('sends the files a page loads with nosniff and no document headers, which speak only to documents', async () => {
    for (const url of ['/assets/index-abc.js', '/nothing.txt']) {
      const { headers } = await server.request({ method: 'GET', url });
      expect(headers['x-content-type-options'], url).toBe('nosniff');
      expect(headers['cross-origin-resource-policy'], url).toBe('same-origin');
      expect(headers['content-security-policy'], url).toBeUndefined();
      expect(headers['x-frame-options'], url).toBeUndefined();
    }
  });

  it('sends the page templates only filled in, never as files with the nonce’s stand-in', async () => {
    for (const url of ['/index.html', '/first-view/home.html']) {
      const response = await server.request({ method: 'GET', url });
      expect(response.statusCode, url).toBe(404);
      expect(response.body).not.toContain(PAGE_NONCE_PLACEHOLDER);
    }
  });

  it('keeps the stricter policies of uploaded pictures and of the payment sandbox', async () => {
    const picture = await server.request({ method: 'GET', url: '/uploads/missing.png' });
    expect(picture.statusCode).toBe(404);
    const sandbox = await server.request({ method: 'GET', url: '/sandbox/unifiedcheckout' });
    expect(directives(policyOf(sandbox.headers)).get('default-src')).toEqual(["'none'"]);
    expect(sandbox.headers['x-frame-options']).toBe('DENY');
  });
});

describe('the security headers of a shop served over https', () => {
  let server: TestServer;

  beforeAll(async () => {
    server = await startTestServer({ settings: { publicUrl: 'https://shop.tiara.example' } });
  });

  afterAll(async () => {
    await server?.close();
  });

  it('tell browsers to use https only, for a year, and to upgrade any http address', async () => {
    const { headers } = await server.request({ method: 'GET', url: '/api/product' });
    expect(headers['strict-transport-security']).toBe('max-age=31536000; includeSubDomains');
    expect(directives(policyOf(headers)).has('upgrade-insecure-requests')).toBe(true);
    const file = await server.request({ method: 'GET', url: '/favicon.svg' });
    expect(file.headers['strict-transport-security']).toBe('max-age=31536000; includeSubDomains');
  });
});
