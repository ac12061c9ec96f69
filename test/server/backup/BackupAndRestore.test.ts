/**
 * Issue 30, point 6: `npm run backup` and `npm run restore` on the embedded default, as an operator
 * runs them. The real server runs on a temporary DATA_DIR; orders, a scan and a picture are made
 * through its API; the backup is taken while it runs; then DATA_DIR is wiped, the backup restored
 * into another DATA_DIR (as on a new machine) and the shop started there: the orders, the scan (byte for byte) and the picture are back, and
 * the order placed after the backup is not. A damaged backup and a restore while the shop runs are
 * refused, with DATA_DIR untouched.
 */
import { type SpawnSyncReturns, spawnSync } from 'node:child_process';
import { cp, mkdtemp, readFile, readdir, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { piastersFromPounds } from '@tiara/domain/money';
import { aiSlug } from '@tiara/domain/brand';
import { httpShopClient } from '../../cluster/support/httpShopClient';
import { orderPayload, planLine, productLine } from '../support/orderFixtures';
import { openCheckout, payAtCheckout, placeCardOrder } from '../support/paymentFixtures';
import { type RunningServer, STARTUP_MS, startServer, stopped } from '../support/serverProcess';

const NIFTI = join(process.cwd(), 'node_modules/nifti-js/test/minimal.nii');
const BOUNDARY = '----tiara-backup-test';
const CUSTOMER = { email: 'customer@tiara.example', password_hash: 'Customer123!' };
const ADMIN = { email: 'admin@tiara.example', password_hash: 'Admin123!' };

function multipart(fileName: string, content: Buffer): Buffer {
  return Buffer.concat([
    Buffer.from(`--${BOUNDARY}\r\nContent-Disposition: form-data; name="file"; filename="${fileName}"\r\nContent-Type: application/octet-stream\r\n\r\n`),
    content,
    Buffer.from(`\r\n--${BOUNDARY}--\r\n`),
  ]);
}

/** `npm run <script> -- <argument>` on this DATA_DIR, as an operator types it (without PostgreSQL). */
function operatorRuns(script: 'backup' | 'restore', dataDir: string, argument: string): SpawnSyncReturns<string> {
  const { DATABASE_URL: _postgres, ...environment } = process.env;
  return spawnSync(process.execPath, ['--import', 'tsx', join('scripts', `${script}.ts`), argument], {
    cwd: process.cwd(),
    env: { ...environment, DATA_DIR: dataDir },
    encoding: 'utf8',
    timeout: 60_000,
  });
}

describe('a backup of the shop on its embedded database', () => {
  let workDir = '';
  let dataDir = '';
  let server: RunningServer | null = null;

  beforeAll(async () => {
    workDir = await mkdtemp(join(tmpdir(), 'tiara-backup-'));
    dataDir = join(workDir, 'data');
  });

  afterAll(async () => {
    if (server) await stopped(server.process, 'SIGKILL');
    if (workDir) await rm(workDir, { recursive: true, force: true });
  });

  async function start(): Promise<ReturnType<typeof httpShopClient>> {
    server = await startServer(dataDir);
    return httpShopClient(server.url.replace(/\/$/, ''));
  }

  async function stop(): Promise<void> {
    if (server) await stopped(server.process, 'SIGTERM');
    expect(server?.process.exitCode).toBe(0);
    server = null;
  }

  async function signIn(shop: ReturnType<typeof httpShopClient>, account: typeof CUSTOMER) {
    const response = await shop.request({ method: 'POST', url: '/api/user/signin', body: account });
    expect(response.statusCode, response.body).toBe(200);
    const session = response.json() as { token: string; user_id: number };
    return { id: session.user_id, token: session.token, role: 'User' as const, email: account.email };
  }

  async function orderIdsOf(shop: ReturnType<typeof httpShopClient>, customer: { id: number; token: string }): Promise<number[]> {
    const response = await shop.request({ method: 'GET', url: `/api/order/user/${customer.id}`, token: customer.token });
    expect(response.statusCode, response.body).toBe(200);
    return (response.json() as Array<{ id: number }>).map((order) => order.id).sort((a, b) => a - b);
  }

  it(
    'brings back the orders, the scan and the picture of the moment it was taken, and the shop starts on them',
    { timeout: 2 * STARTUP_MS + 60_000 },
    async () => {
      let shop = await start();
      let customer = await signIn(shop, CUSTOMER);

      // Two cash orders of a product from the demo catalogue.
      const products = (await shop.request({ method: 'GET', url: '/api/product' })).json() as Array<{ id: number; name: string; price: number; discount_fee: number; isVariant: boolean; quantity: number }>;
      const product = products.find((candidate) => !candidate.isVariant && candidate.quantity > 5);
      if (!product) throw new Error('no plain product in stock in the demo data');
      const fees = (await shop.request({ method: 'GET', url: '/api/ShippingFees' })).json() as Array<{ governorate_name: string; shipping_fee: number }>;
      const cairo = piastersFromPounds(fees.find((fee) => fee.governorate_name === 'Cairo')?.shipping_fee ?? 0);
      const line = productLine({ id: product.id, name: product.name, price: piastersFromPounds(product.price - product.discount_fee) });
      const placeOrder = async () => {
        const placed = await shop.request({ method: 'POST', url: '/api/order/create', token: customer.token, body: orderPayload([line], { userId: customer.id, shipping: cairo }) });
        expect(placed.statusCode, placed.body).toBe(201);
        return (placed.json() as { orderid: number }).orderid;
      };
      await placeOrder();
      await placeOrder();

      // An AI plan paid by card on the sandbox, then a scan.
      const plans = (await shop.request({ method: 'GET', url: `/api/${aiSlug}/plans` })).json() as Array<{ id: number; name: string; price: number }>;
      const plan = plans[0];
      if (!plan) throw new Error('no AI plan in the demo data');
      const planOrder = await placeCardOrder(shop, [planLine({ id: plan.id, name: plan.name, price: piastersFromPounds(plan.price) })], { user: customer, kind: 'ai-plan' });
      const subscribed = await shop.request({ method: 'POST', url: `/api/${aiSlug}subscription/user/${customer.id}/subscribe`, token: customer.token, body: { subscription_id: plan.id, order_id: planOrder.orderId } });
      expect(subscribed.statusCode, subscribed.body).toBe(200);
      await payAtCheckout(shop, await openCheckout(shop, planOrder, customer));
      const activated = await shop.request({ method: 'POST', url: `/api/${aiSlug}subscription/user/${customer.id}/activate/${planOrder.reference}`, token: customer.token });
      expect(activated.statusCode, activated.body).toBe(200);
      const scan = await readFile(NIFTI);
      const uploaded = await fetch(`${server?.url}api/scans/upload`, {
        method: 'POST',
        headers: { authorization: `Bearer ${customer.token}`, 'content-type': `multipart/form-data; boundary=${BOUNDARY}` },
        body: new Uint8Array(multipart('head.nii', scan)),
      });
      expect(uploaded.status, await uploaded.clone().text()).toBeLessThan(300);
      const scanId = ((await uploaded.json()) as { job_id: number }).job_id;

      // A product picture uploaded in the back office.
      const admin = await signIn(shop, ADMIN);
      const png = await sharp({ create: { width: 64, height: 48, channels: 3, background: { r: 200, g: 30, b: 90 } } }).png().toBuffer();
      const pictureUpload = await fetch(`${server?.url}api/admin/images`, {
        method: 'POST',
        headers: { authorization: `Bearer ${admin.token}`, 'content-type': `multipart/form-data; boundary=${BOUNDARY}` },
        body: new Uint8Array(multipart('crown.png', png)),
      });
      expect(pictureUpload.status, await pictureUpload.clone().text()).toBe(201);
      const picture = ((await pictureUpload.json()) as { url: string }).url;
      const pictureBytes = Buffer.from(await (await fetch(`${server?.url}${picture.replace(/^\//, '')}`)).arrayBuffer());
      const ordersAtBackup = await orderIdsOf(shop, customer);
      expect(ordersAtBackup).toHaveLength(3);

      // Nobody but the backup command gets a snapshot of the database.
      const strangers: Array<Record<string, string>> = [{}, { authorization: `Bearer ${customer.token}` }, { authorization: 'Bearer not-the-token-of-this-run-0123456789abcdef' }];
      for (const headers of strangers) {
        const refused = await shop.request({ method: 'POST', url: '/operations/backup/database', headers });
        expect(refused.statusCode).toBe(404);
      }

      const backups = join(workDir, 'backups');
      const backup = operatorRuns('backup', dataDir, backups);
      expect(backup.status, backup.stderr).toBe(0);
      expect(backup.stdout).toContain('from the running shop');
      const [folder, ...others] = await readdir(backups);
      expect(others).toEqual([]);
      const archive = join(backups, folder ?? '');
      expect(backup.stdout).toContain(`Backed up to ${archive}`);

      // After the backup: one more order, which the restore does not bring back.
      const lateOrder = await placeOrder();

      const whileRunning = operatorRuns('restore', dataDir, archive);
      expect(whileRunning.status).toBe(1);
      expect(whileRunning.stderr).toContain('The shop is running on');
      expect(whileRunning.stderr).toContain('stop it first');
      expect(await orderIdsOf(shop, customer)).toContain(lateOrder);

      await stop();
      // Wiped, and restored on another machine's DATA_DIR: the scans' records follow the files.
      await rm(dataDir, { recursive: true, force: true });
      dataDir = join(workDir, 'another-machine', 'data');

      const restore = operatorRuns('restore', dataDir, archive);
      expect(restore.status, restore.stderr).toBe(0);
      expect(restore.stdout).toContain('every part matched its SHA-256');

      shop = await start();
      customer = await signIn(shop, CUSTOMER);
      expect(await orderIdsOf(shop, customer)).toEqual(ordersAtBackup);
      const download = await fetch(`${server?.url}api/scans/${scanId}/file`, { headers: { authorization: `Bearer ${customer.token}` } });
      expect(download.status).toBe(200);
      expect(Buffer.from(await download.arrayBuffer()).equals(scan)).toBe(true);
      const served = await fetch(`${server?.url}${picture.replace(/^\//, '')}`);
      expect(served.status).toBe(200);
      expect(served.headers.get('content-type')).toBe('image/png');
      expect(Buffer.from(await served.arrayBuffer()).equals(pictureBytes)).toBe(true);
      await stop();

      // A damaged copy of the same backup: one byte of the scan changed.
      const damaged = join(workDir, 'damaged');
      await cp(archive, damaged, { recursive: true });
      const manifest = JSON.parse(await readFile(join(damaged, 'manifest.json'), 'utf8')) as { parts: Array<{ path: string }> };
      const scanPart = manifest.parts.find((part) => part.path.startsWith('files/scans/'));
      if (!scanPart) throw new Error('the scan is not in the backup');
      const bytes = await readFile(join(damaged, scanPart.path));
      bytes[100] = (bytes[100] ?? 0) ^ 0xff;
      await writeFile(join(damaged, scanPart.path), bytes);
      const before = (await readdir(dataDir)).sort();
      const refused = operatorRuns('restore', dataDir, damaged);
      expect(refused.status).toBe(1);
      expect(refused.stderr).toContain(`The backup is damaged: ${scanPart.path} does not match its SHA-256`);
      expect(refused.stderr).toContain('Nothing was restored');
      expect((await readdir(dataDir)).sort()).toEqual(before);
    },
  );
});
