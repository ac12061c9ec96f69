import { mkdtemp, mkdir, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { Writable } from 'node:stream';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { PasswordHasher } from '../../../server/adapters/auth/PasswordHasher';
import { TokenService } from '../../../server/adapters/auth/TokenService';
import type { DatabaseHandle } from '../../../server/adapters/db/Database';
import { OutboxMailer } from '../../../server/adapters/mail/OutboxMailer';
import { LocalScanInspector } from '../../../server/adapters/scans/LocalScanInspector';
import { objectStorage } from '../../../server/adapters/storage/ObjectStorage';
import { buildApp, loggerOptions } from '../../../server/http/buildApp';
import type { ZodApp } from '../../../server/http/ServerContext';
import { freshDatabase } from '../support/databaseTemplate';

describe('the server serves the built SPA and logs no secret', () => {
  let handle: DatabaseHandle;
  let app: ZodApp;
  let staticDir: string;
  let logs = '';

  beforeAll(async () => {
    staticDir = await mkdtemp(join(tmpdir(), 'tiara-spa-'));
    await mkdir(join(staticDir, 'assets'));
    await writeFile(join(staticDir, 'index.html'), '<!doctype html><title>Tiara</title><div id="root"></div>');
    await writeFile(join(staticDir, 'assets', 'app.js'), 'console.log("tiara")');
    handle = await freshDatabase();
    const stream = new Writable({
      write(chunk, _encoding, done) {
        logs += chunk.toString();
        done();
      },
    });
    const storage = objectStorage({ kind: 'disk' }, staticDir);
    app = await buildApp(
      {
        db: handle.db,
        tokens: new TokenService('another-test-secret-long-enough-for-hs256'),
        passwords: new PasswordHasher(),
        now: () => new Date(),
        settings: { dataDir: staticDir, maxUploadBytes: 1024 * 1024, unpaidOrderHoldMinutes: 30, shopEmail: 'shop@tiara.example' },
        mailer: new OutboxMailer(staticDir, () => new Date()),
        scanProcessor: new LocalScanInspector(storage.scans),
        storage,
      },
      { staticDir, logger: { ...(loggerOptions as object), level: 'debug', stream } },
    );
    await app.ready();
  });

  afterAll(async () => {
    await app.close();
    await handle.close();
    await rm(staticDir, { recursive: true, force: true });
  });

  it.each(['/', '/products?category=1', '/products/5', '/admin/dashboard', '/ai-scan-upload'])('answers the app route %s with index.html', async (url) => {
    const response = await app.inject({ method: 'GET', url });
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-type']).toContain('text/html');
    expect(response.body).toContain('<div id="root">');
  });

  it('serves built assets and answers a missing asset or API route with a JSON 404', async () => {
    const asset = await app.inject({ method: 'GET', url: '/assets/app.js' });
    expect(asset.statusCode).toBe(200);
    expect(asset.body).toContain('tiara');
    for (const url of ['/assets/missing.js', '/api/no-such-route', '/api']) {
      const response = await app.inject({ method: 'GET', url });
      expect(response.statusCode, url).toBe(404);
      expect(response.json()).toMatchObject({ code: 'not_found' });
    }
  });

  it('publishes the OpenAPI document at /api/docs', async () => {
    const ui = await app.inject({ method: 'GET', url: '/api/docs' });
    expect(ui.statusCode).toBeLessThan(400);
    const document = await app.inject({ method: 'GET', url: '/api/docs/json' });
    expect(document.statusCode).toBe(200);
    const paths = Object.keys(document.json().paths);
    expect(paths).toEqual(expect.arrayContaining(['/api/user/signup', '/api/user/signin', '/api/user/validateToken']));
  });

  it('keeps passwords and tokens out of the logs', async () => {
    const password = 'a-very-secret-password';
    const body = { first_name: 'Log', last_name: 'Check', email: 'log.check@clinic.example', password_hash: password, phone: '01112345678' };
    expect((await app.inject({ method: 'POST', url: '/api/user/signup', payload: body })).statusCode).toBe(201);
    const signin = await app.inject({ method: 'POST', url: '/api/user/signin', payload: { email: body.email, password_hash: password } });
    const { token } = signin.json();
    await app.inject({ method: 'POST', url: '/api/user/validateToken', payload: token, headers: { authorization: `Bearer ${token}`, 'content-type': 'application/json' } });
    expect(logs).toContain('"url":"/api/user/signin"');
    expect(logs).not.toContain(password);
    expect(logs).not.toContain(token);
    expect(logs).not.toContain('scrypt$');
  });
});
