/**
 * Issue 17's proof: two servers of the shop on one PostgreSQL and one S3-protocol store, behind
 * HAProxy, each a real process started as an operator starts it. Every step goes through the
 * balancer (`x-tiara-server` pins a step to one server where the test must know which).
 * Needs TEST_DATABASE_URL (a PostgreSQL server where the test may create a database), HAProxy
 * (`apt-get install -y haproxy`) and the production build (`npm run build`); `.ci/run` has all three.
 */
import { randomBytes } from 'node:crypto';
import { mkdtemp, readFile, readdir, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { eq, inArray, sql } from 'drizzle-orm';
import pg from 'pg';
import { Upload } from 'tus-js-client';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { TokenService } from '../../server/adapters/auth/TokenService';
import { type DatabaseHandle, openDatabase } from '../../server/adapters/db/Database';
import { aiPlans, aiSubscriptions, backgroundJobs, orderItems, orders, scanJobs, serverSecrets, shippingFees, users } from '../../server/adapters/db/schema';
import { insertProduct, orderPayload, planLine, productLine, stockOf } from '../server/support/orderFixtures';
import { openCheckout, payAtCheckout, paymentStatus, placeCardOrder, subscriptionsOf } from '../server/support/paymentFixtures';
import { dropDatabase } from '../support/dropDatabase';
import { type S3TestServer, startS3Server } from '../server/support/s3Server';
import { freePort } from '../support/freePort';
import { startHaproxy } from './support/haproxy';
import { httpShopClient } from './support/httpShopClient';
import { type ShopProcess, startShopProcess } from './support/shopProcess';
import { startSegmentationService } from './support/segmentationService';

const SERVER_NAMES = ['a', 'b'] as const;
type ServerName = (typeof SERVER_NAMES)[number];
/** Every limit five times the default: the test's many buyers all come from one address. */
const RATE_LIMIT_FACTOR = 5;
const JOB_LEASE_SECONDS = 3;
const NIFTI = join(process.cwd(), 'node_modules/nifti-js/test/minimal.nii');
const BOUNDARY = '----tiara-cluster-scan';

function requireDatabaseUrl(): string {
  const url = process.env.TEST_DATABASE_URL;
  if (!url) throw new Error('The cluster test needs TEST_DATABASE_URL, a PostgreSQL server where it may create a database (see .ci/run)');
  return url;
}

const databaseUrl = (base: string, name: string) => {
  const url = new URL(base);
  url.pathname = `/${name}`;
  return url.toString();
};

describe('two servers behind HAProxy on one PostgreSQL and one object store', () => {
  const databaseName = `tiara_cluster_${randomBytes(4).toString('hex')}`;
  let baseUrl: string;
  let workDir: string;
  let s3: S3TestServer;
  let segmentation: Awaited<ReturnType<typeof startSegmentationService>>;
  const servers = new Map<ServerName, ShopProcess>();
  const dataDirs = new Map<ServerName, string>();
  let balancer: Awaited<ReturnType<typeof startHaproxy>>;
  let database: DatabaseHandle;
  let tokens: TokenService;
  let cairoFee: number;

  const shop = () => httpShopClient(balancer.url);
  const on = (name: ServerName) => httpShopClient(balancer.url, { 'x-tiara-server': name });
  const cluster = () => ({ db: database.db });

  beforeAll(async () => {
    baseUrl = requireDatabaseUrl();
    const admin = new pg.Client({ connectionString: baseUrl });
    await admin.connect();
    await admin.query(`CREATE DATABASE ${databaseName}`);
    await admin.end();
    workDir = await mkdtemp(join(tmpdir(), 'tiara-cluster-'));
    s3 = await startS3Server();
    segmentation = await startSegmentationService(0);
    // Both start at once on the empty database: migrations, secrets and demo data must come out once.
    await Promise.all(
      SERVER_NAMES.map(async (name) => {
        const dataDir = await mkdtemp(join(workDir, `server-${name}-`));
        dataDirs.set(name, dataDir);
        const server = await startShopProcess(name, dataDir, {
          DATABASE_URL: databaseUrl(baseUrl, databaseName),
          S3_ENDPOINT: s3.endpoint,
          S3_BUCKET: s3.bucket,
          S3_REGION: s3.region,
          S3_ACCESS_KEY_ID: s3.accessKeyId,
          S3_SECRET_ACCESS_KEY: s3.secretAccessKey,
          S3_FORCE_PATH_STYLE: 'true',
          TRUST_PROXY: '1',
          RATE_LIMIT_FACTOR: String(RATE_LIMIT_FACTOR),
          SEGMENTATION_URL: segmentation.urlFor(name),
          JOB_LEASE_SECONDS: String(JOB_LEASE_SECONDS),
        });
        servers.set(name, server);
      }),
    );
    balancer = await startHaproxy(workDir, await freePort(), [...servers.values()].map((server) => ({ name: server.name, url: server.url })));
    database = await openDatabase({ kind: 'postgres', url: databaseUrl(baseUrl, databaseName), maxConnections: 4 });
    const [secret] = await database.db.select({ value: serverSecrets.value }).from(serverSecrets).where(eq(serverSecrets.name, 'jwt'));
    tokens = new TokenService(secret?.value ?? '');
    const [cairo] = await database.db.select({ fee: shippingFees.feePiasters }).from(shippingFees).where(eq(shippingFees.governorateName, 'Cairo'));
    cairoFee = cairo?.fee ?? 0;
  }, 180_000);

  afterAll(async () => {
    await balancer?.stop();
    const exits = await Promise.all([...servers.values()].map((server) => server.stop()));
    await database?.close();
    await Promise.all([s3?.close(), segmentation?.close()]);
    const admin = new pg.Client({ connectionString: baseUrl });
    await admin.connect();
    await dropDatabase(admin, databaseName);
    await admin.end();
    await rm(workDir, { recursive: true, force: true });
    // A server stopped with SIGTERM finishes its work and exits 0 (the one killed with -9 is long gone).
    expect(exits).toEqual(exits.map(() => 0));
  }, 60_000);

  /** A customer made directly in the database, with a token the servers accept: they share one signing secret. */
  async function newBuyer(label: string) {
    const [row] = await database.db
      .insert(users)
      .values({ email: `${label}-${randomBytes(4).toString('hex')}@clinic.example`, passwordHash: 'not-a-real-hash', firstName: 'Buyer', lastName: label, phone: '01012345678' })
      .returning({ id: users.id, email: users.email });
    if (!row) throw new Error('buyer not created');
    return { id: row.id, email: row.email, role: 'User' as const, token: await tokens.issue(row.id, 'User', new Date()) };
  }

  async function uploadScan(through: ServerName, token: string): Promise<{ jobId: number; content: Buffer }> {
    const content = await readFile(NIFTI);
    const body = Buffer.concat([
      Buffer.from(`--${BOUNDARY}\r\nContent-Disposition: form-data; name="file"; filename="head.nii"\r\nContent-Type: application/octet-stream\r\n\r\n`),
      content,
      Buffer.from(`\r\n--${BOUNDARY}--\r\n`),
    ]);
    const response = await fetch(`${balancer.url}/api/scans/upload`, {
      method: 'POST',
      headers: { 'x-tiara-server': through, authorization: `Bearer ${token}`, 'content-type': `multipart/form-data; boundary=${BOUNDARY}` },
      body,
    });
    const text = await response.text();
    expect(response.status, text).toBe(201);
    return { jobId: (JSON.parse(text) as { job_id: number }).job_id, content };
  }

  async function scanStatus(through: ServerName, token: string, jobId: number): Promise<string | undefined> {
    const mine = await on(through).request({ method: 'GET', url: '/api/scans/mine', token });
    return (mine.json() as Array<{ id: number; status: string }>).find((scan) => scan.id === jobId)?.status;
  }

  async function eventually<T>(what: string, read: () => Promise<T>, done: (value: T) => boolean, timeoutMs = 30_000): Promise<T> {
    const deadline = Date.now() + timeoutMs;
    for (;;) {
      const value = await read();
      if (done(value)) return value;
      if (Date.now() > deadline) throw new Error(`${what}: still ${JSON.stringify(value)} after ${timeoutMs} ms`);
      await new Promise((resolve) => setTimeout(resolve, 200));
    }
  }

  async function subscribedBuyer(label: string) {
    const buyer = await newBuyer(label);
    const [plan] = await database.db.select({ id: aiPlans.id, segmentations: aiPlans.segmentations }).from(aiPlans).limit(1);
    if (!plan) throw new Error('no AI plan in the demo data');
    const [subscription] = await database.db
      .insert(aiSubscriptions)
      .values({ userId: buyer.id, planId: plan.id, status: 'Active', segmentationsAllowed: plan.segmentations, segmentationsUsed: 0 })
      .returning({ id: aiSubscriptions.id });
    return { buyer, subscriptionId: subscription?.id ?? 0 };
  }

  it('started once on the empty database: one copy of the demo data, one secret of each kind', async () => {
    const [admins] = await database.db.select({ count: sql<number>`count(*)::int` }).from(users).where(eq(users.role, 'Admin'));
    expect(admins?.count).toBe(1);
    const secrets = await database.db.select({ name: serverSecrets.name }).from(serverSecrets);
    expect(secrets.map((secret) => secret.name).sort()).toEqual(['jwt', 'sandboxHmac']);
    for (const name of SERVER_NAMES) expect((await on(name).request({ method: 'GET', url: '/readyz' })).statusCode).toBe(200);
  });

  it('takes a customer through signup, a card payment on the sandbox and a scan upload, whichever server each step reaches', async () => {
    const email = `cluster-${randomBytes(4).toString('hex')}@clinic.example`;
    const signup = await on('a').request({
      method: 'POST',
      url: '/api/user/signup',
      body: { first_name: 'Mona', last_name: 'Hassan', email, password_hash: 'Cluster#2026', phone: '01012345678', city: 'Cairo', state: 'Cairo' },
    });
    expect(signup.statusCode, signup.body).toBe(201);
    const signin = await on('b').request({ method: 'POST', url: '/api/user/signin', body: { email, password_hash: 'Cluster#2026' } });
    expect(signin.statusCode, signin.body).toBe(200);
    const session = signin.json() as { token: string; user_id: number };
    const customer = { id: session.user_id, email, role: 'User' as const, token: session.token };

    const [plan] = await database.db.select({ id: aiPlans.id, name: aiPlans.name, price: aiPlans.pricePiasters }).from(aiPlans).orderBy(aiPlans.id).limit(1);
    if (!plan) throw new Error('no AI plan in the demo data');
    const order = await placeCardOrder(on('a'), [planLine(plan)], { user: customer, kind: 'ai-plan' });
    const subscribed = await on('b').request({ method: 'POST', url: `/api/tiaraaisubscription/user/${customer.id}/subscribe`, token: customer.token, body: { subscription_id: plan.id, order_id: order.orderId } });
    expect(subscribed.statusCode, subscribed.body).toBe(200);
    // The checkout opens on one server; its page, the payment and the return reach whichever the balancer picks.
    const checkoutUrl = await openCheckout(on('a'), order, customer);
    expect(new URL(checkoutUrl).origin).toBe(balancer.url);
    const confirmation = await payAtCheckout(shop(), checkoutUrl);
    expect(confirmation.searchParams.get('success')).toBe('true');
    const status = await paymentStatus(on('b'), order.reference, 'Success', customer);
    expect(status.json()).toEqual({ id: order.orderId, status: 'Processing', payment_status: 'Success' });
    const activated = await on('a').request({ method: 'POST', url: `/api/tiaraaisubscription/user/${customer.id}/activate/${order.reference}`, token: customer.token });
    expect(activated.statusCode, activated.body).toBe(200);
    expect(await subscriptionsOf(cluster(), customer.id)).toMatchObject([{ status: 'Active' }]);

    // Uploaded through a, processed by whichever server claims the job, shown and downloaded through b.
    const { jobId, content } = await uploadScan('a', customer.token);
    await eventually('the scan', () => scanStatus('b', customer.token, jobId), (state) => state === 'Completed');
    const download = await fetch(`${balancer.url}/api/scans/${jobId}/file`, { headers: { 'x-tiara-server': 'b', authorization: `Bearer ${customer.token}` } });
    expect(download.status).toBe(200);
    expect(Buffer.from(await download.arrayBuffer()).equals(content)).toBe(true);
    const stranger = await newBuyer('stranger');
    expect((await fetch(`${balancer.url}/api/scans/${jobId}/file`, { headers: { 'x-tiara-server': 'a', authorization: `Bearer ${stranger.token}` } })).status).toBe(404);
  }, 90_000);

  it('takes a resumable upload whose requests alternate between the servers, cut midway and resumed, as one scan and one segmentation', async () => {
    const { buyer, subscriptionId } = await subscribedBuyer('resumable');
    // A NIfTI header and 24 MiB of voxels: three of tus-js-client's 8 MiB requests.
    const content = Buffer.concat([await readFile(NIFTI), randomBytes(24 * 1024 * 1024)]);
    const chunkBytes = 8 * 1024 * 1024;
    let request = 0;
    const send = (uploadUrl: string | null, stopAfter: number | null) =>
      new Promise<string>((resolve, reject) => {
        const upload: Upload = new Upload(content, {
          endpoint: `${balancer.url}/api/scans/uploads`,
          uploadUrl,
          chunkSize: chunkBytes,
          metadata: { filename: 'head.nii' },
          retryDelays: [0, 500, 1000],
          // Every request of the upload goes to the other server than the one before.
          onBeforeRequest: (req) => {
            req.setHeader('authorization', `Bearer ${buyer.token}`);
            req.setHeader('x-tiara-server', SERVER_NAMES[request++ % 2]!);
          },
          onChunkComplete: (_, accepted) => {
            if (stopAfter !== null && accepted >= stopAfter) void upload.abort().then(() => resolve(upload.url ?? ''));
          },
          onSuccess: () => resolve(upload.url ?? ''),
          onError: reject,
        });
        upload.start();
      });
    const address = await send(null, chunkBytes);
    const half = await fetch(address, { headers: { authorization: `Bearer ${buyer.token}`, 'x-tiara-server': 'b' } });
    expect(await half.json()).toMatchObject({ state: 'receiving', offset: chunkBytes, length: content.length });

    await send(address, null);
    const receipt = (await (await fetch(address, { headers: { authorization: `Bearer ${buyer.token}`, 'x-tiara-server': 'a' } })).json()) as { state: string; job_id: number };
    expect(receipt.state).toBe('accepted');
    const jobs = await database.db.select({ id: scanJobs.id }).from(scanJobs).where(eq(scanJobs.userId, buyer.id));
    expect(jobs.map((job) => job.id)).toEqual([receipt.job_id]);
    const [subscription] = await database.db.select({ used: aiSubscriptions.segmentationsUsed }).from(aiSubscriptions).where(eq(aiSubscriptions.id, subscriptionId));
    expect(subscription?.used).toBe(1);
    const download = await fetch(`${balancer.url}/api/scans/${receipt.job_id}/file`, { headers: { authorization: `Bearer ${buyer.token}` } });
    expect(Buffer.from(await download.arrayBuffer()).equals(content)).toBe(true);
  }, 90_000);

  it('sells the last 10 units to exactly 10 of 100 concurrent buyers spread over both servers', async () => {
    const product = await insertProduct(cluster(), { quantity: 10 });
    const line = productLine({ id: product.id, name: product.name, price: product.pricePiasters - product.discountPiasters });
    const buyers = await Promise.all(Array.from({ length: 100 }, (_, index) => newBuyer(`last-units-${index}`)));
    const responses = await Promise.all(
      buyers.map((buyer, index) =>
        on(SERVER_NAMES[index % 2] ?? 'a').request({ method: 'POST', url: '/api/order/create', token: buyer.token, body: orderPayload([line], { userId: buyer.id, shipping: cairoFee }) }),
      ),
    );
    const counts: Record<number, number> = {};
    for (const response of responses) counts[response.statusCode] = (counts[response.statusCode] ?? 0) + 1;
    expect(counts).toEqual({ 201: 10, 409: 90 });
    expect(await stockOf(cluster(), product.id)).toBe(0);
    const sold = await database.db.select({ orderId: orderItems.orderId }).from(orderItems).where(eq(orderItems.productId, product.id));
    expect(sold).toHaveLength(10);
  }, 90_000);

  it('counts sign-in attempts spread over both servers against one limit', async () => {
    const email = `guessed-${randomBytes(4).toString('hex')}@clinic.example`;
    const limit = 10 * RATE_LIMIT_FACTOR;
    const statuses: number[] = [];
    for (let attempt = 0; attempt <= limit; attempt += 1) {
      const response = await on(SERVER_NAMES[attempt % 2] ?? 'a').request({ method: 'POST', url: '/api/user/signin', body: { email, password_hash: `guess ${attempt}` } });
      statuses.push(response.statusCode);
    }
    expect(statuses.slice(0, limit).every((status) => status === 401)).toBe(true);
    expect(statuses[limit]).toBe(429);
  }, 90_000);

  it('loses no accepted order when one server is killed mid-burst, and the jobs it held finish on the other', async () => {
    const { buyer: scanner, subscriptionId } = await subscribedBuyer('scanner');
    segmentation.setAcceptDelay(8_000);
    const submittedBefore = segmentation.submissions().length;
    const { jobId } = await uploadScan('a', scanner.token);
    // Whichever server claimed the scan is sending it to the (slow) segmentation service: that one dies.
    const [holder] = (await eventually('a server claiming the scan', async () => segmentation.submissions().slice(submittedBefore), (sent) => sent.length > 0)) as ServerName[];
    const victim = servers.get(holder ?? 'a');
    const survivor = SERVER_NAMES.find((name) => name !== holder) ?? 'b';
    if (!victim) throw new Error('no server claimed the scan');
    segmentation.setAcceptDelay(0);

    const product = await insertProduct(cluster(), { quantity: 1_000 });
    const line = productLine({ id: product.id, name: product.name, price: product.pricePiasters - product.discountPiasters });
    const buyers = await Promise.all(Array.from({ length: 80 }, (_, index) => newBuyer(`burst-${index}`)));
    const placed = buyers.map(async (buyer, index) => {
      await new Promise((resolve) => setTimeout(resolve, index * 15));
      try {
        const response = await shop().request({ method: 'POST', url: '/api/order/create', token: buyer.token, body: orderPayload([line], { userId: buyer.id, shipping: cairoFee }) });
        return { status: response.statusCode, orderId: response.statusCode === 201 ? (response.json() as { orderid: number }).orderid : null };
      } catch {
        return { status: 0, orderId: null };
      }
    });
    await new Promise((resolve) => setTimeout(resolve, 500));
    await victim.killHard();
    const outcomes = await Promise.all(placed);

    console.info(`burst: ${JSON.stringify(outcomes.reduce<Record<number, number>>((counts, outcome) => ({ ...counts, [outcome.status]: (counts[outcome.status] ?? 0) + 1 }), {}))}`);
    const accepted = outcomes.flatMap((outcome) => (outcome.orderId === null ? [] : [outcome.orderId]));
    expect(accepted.length).toBeGreaterThan(40);
    // Every accepted order is there, whole; no order of the burst is there without its line.
    const rows = await database.db
      .select({ id: orders.id, items: sql<number>`count(${orderItems.id})::int` })
      .from(orders)
      .leftJoin(orderItems, eq(orderItems.orderId, orders.id))
      .where(inArray(orders.userId, buyers.map((buyer) => buyer.id)))
      .groupBy(orders.id);
    const inDatabase = new Map(rows.map((row) => [row.id, row.items]));
    for (const orderId of accepted) expect(inDatabase.get(orderId)).toBe(1);
    expect(rows.every((row) => row.items === 1)).toBe(true);
    expect(await stockOf(cluster(), product.id)).toBe(1_000 - rows.length);

    // The scan the dead server held: taken over once its lease ran out, finished, its segmentation still used.
    await eventually('the scan the killed server held', () => scanStatus(survivor, scanner.token, jobId), (state) => state === 'Completed', 60_000);
    expect(segmentation.submissions().slice(submittedBefore)).toEqual([holder, survivor]);
    const [subscription] = await database.db.select({ used: aiSubscriptions.segmentationsUsed }).from(aiSubscriptions).where(eq(aiSubscriptions.id, subscriptionId));
    expect(subscription?.used).toBe(1);
    const [scan] = await database.db.select({ status: scanJobs.status }).from(scanJobs).where(eq(scanJobs.id, jobId));
    expect(scan?.status).toBe('Completed');

    // Every job (the mails of the orders the dead server took included) ends done on the survivor.
    await eventually(
      'the background jobs',
      async () => database.db.select({ state: backgroundJobs.state, count: sql<number>`count(*)::int` }).from(backgroundJobs).where(inArray(backgroundJobs.state, ['waiting', 'running', 'failed'])).groupBy(backgroundJobs.state),
      (unfinished) => unfinished.length === 0,
      60_000,
    );
    const mailed = new Set<number>();
    for (const dataDir of dataDirs.values()) {
      const outbox = join(dataDir, 'outbox');
      // A message is a .json file once whole; a server killed while writing one leaves only its draft.
      for (const name of (await readdir(outbox).catch(() => [] as string[])).filter((file) => file.endsWith('.json'))) {
        const subject = (JSON.parse(await readFile(join(outbox, name), 'utf8')) as { subject: string }).subject;
        const match = /order #(\d+) received/.exec(subject);
        if (match) mailed.add(Number(match[1]));
      }
    }
    for (const orderId of accepted) expect(mailed.has(orderId)).toBe(true);
    servers.delete(holder ?? 'a');
  }, 180_000);
});
