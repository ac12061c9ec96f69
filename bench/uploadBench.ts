/**
 * Scan upload memory (DESIGN §10: a 1 GB upload raises the server's RSS by ≤ 64 MB): the compiled
 * server `npm start` runs (bench/compiledShop.ts), on PGlite, receiving one 1 GiB multipart upload
 * over loopback from a child process that generates the body as a stream, so neither side ever
 * holds the file, and storing it on disk, then in an S3 bucket (s3rver in another child). The
 * server's RSS (/proc/<pid>/status) is sampled from just before the request until its answer, after
 * a small upload has loaded the code that uploads run. `npm run bench:smoke` uploads 64 MiB.
 */
import { spawn } from 'node:child_process';
import { once } from 'node:events';
import { fileURLToPath } from 'node:url';
import type { Database } from '../server/adapters/db/Database';
import { aiPlans, aiSubscriptions, users } from '../server/adapters/db/schema';
import { benchSize } from './benchSize';
import { runChildScript } from './childScript';
import { type RunningShop, startCompiledShop } from './compiledShop';
import { largeDicomHeader } from './largeDicom';
import { residentBytes } from './memorySampler';
import type { BenchRow } from './report';

const UPLOAD_BYTES = benchSize.uploadBytes;
/** Eight 512×512 16-bit frames. */
const WARM_UP_BYTES = 8 * 512 * 512 * 2;
const RSS_BUDGET_MB = 64;
const SAMPLE_EVERY_MS = 20;
const MB = 1024 * 1024;
const repositoryRoot = fileURLToPath(new URL('..', import.meta.url));

/**
 * Runs in the child: streams one multipart upload of a DICOM (the header it is given, which names a
 * patient, then `size` bytes of pixels as zeros) in 1 MiB writes that respect back-pressure, and
 * prints the answer as JSON.
 */
const UPLOADER = `
const http = require('node:http');
const [url, token, size, headerHex] = process.argv.slice(1);
const header = Buffer.from(headerHex, 'hex');
const pixels = Number(size);
const boundary = '----tiara-upload-bench';
const head = Buffer.from('--' + boundary + '\\r\\nContent-Disposition: form-data; name="file"; filename="bench.dcm"\\r\\nContent-Type: application/dicom\\r\\n\\r\\n');
const tail = Buffer.from('\\r\\n--' + boundary + '--\\r\\n');
const chunk = Buffer.alloc(1024 * 1024);
const started = Date.now();
const request = http.request(url, {
  method: 'POST',
  headers: { authorization: 'Bearer ' + token, 'content-type': 'multipart/form-data; boundary=' + boundary, 'content-length': String(head.length + header.length + pixels + tail.length) },
}, (response) => {
  let body = '';
  response.on('data', (part) => { body += part; });
  response.on('end', () => process.stdout.write(JSON.stringify({ status: response.statusCode, body, seconds: (Date.now() - started) / 1000 })));
});
request.on('error', (error) => { process.stderr.write(String(error.stack || error)); process.exit(1); });
request.write(head);
request.write(header);
let sent = 0;
function pump() {
  while (sent < pixels) {
    const size = Math.min(chunk.length, pixels - sent);
    sent += size;
    if (!request.write(chunk.subarray(0, size))) return request.once('drain', pump);
  }
  request.end(tail);
}
pump();
`;

async function uploadFromChild(url: string, token: string, bytes: number): Promise<{ status: number; body: string; seconds: number }> {
  const header = largeDicomHeader(bytes).toString('hex');
  return JSON.parse(await runChildScript(UPLOADER, [url, token, String(bytes), header], 'the uploader')) as { status: number; body: string; seconds: number };
}

/**
 * Runs in the child: an S3-protocol server (s3rver) with one bucket in a temporary folder, in a
 * process of its own so that what it holds is not counted as the shop server's; prints its port.
 */
const S3_SERVER = `
const S3rver = require('s3rver');
const { mkdtempSync } = require('node:fs');
const { join } = require('node:path');
const { tmpdir } = require('node:os');
const server = new S3rver({ port: 0, address: '127.0.0.1', silent: true, directory: mkdtempSync(join(tmpdir(), 'tiara-bench-s3-')), configureBuckets: [{ name: 'bench' }] });
server.run().then(({ port }) => process.stdout.write(JSON.stringify({ port }) + '\\n'));
`;

async function startChildS3Server(): Promise<{ env: Record<string, string>; close(): void }> {
  const child = spawn(process.execPath, ['-e', S3_SERVER], { cwd: repositoryRoot, stdio: ['ignore', 'pipe', 'inherit'] });
  const [line] = (await once(child.stdout, 'data')) as [Buffer];
  const { port } = JSON.parse(line.toString()) as { port: number };
  return {
    // The server's settings of a bucket (server/config.ts).
    env: { S3_BUCKET: 'bench', S3_REGION: 'us-east-1', S3_ENDPOINT: `http://127.0.0.1:${port}`, S3_ACCESS_KEY_ID: 'S3RVER', S3_SECRET_ACCESS_KEY: 'S3RVER', S3_FORCE_PATH_STYLE: 'true' },
    close: () => void child.kill(),
  };
}

/** A customer with a plan, written before the server starts: their id. */
async function subscribedCustomer(db: Database): Promise<number> {
  const [user] = await db.insert(users).values({ email: 'bench@clinic.example', passwordHash: 'not-a-real-hash', firstName: 'Bench', lastName: 'Clinic', phone: '01012345678' }).returning();
  // Beside the demo data's plans, whose ids are taken.
  const planId = Math.max(0, ...(await db.select({ id: aiPlans.id }).from(aiPlans)).map((plan) => plan.id)) + 1;
  await db.insert(aiPlans).values({ id: planId, name: 'Bench plan', pricePiasters: 290_000, segmentations: 10 });
  await db.insert(aiSubscriptions).values({ userId: user!.id, planId, status: 'Active', segmentationsAllowed: 10 });
  return user!.id;
}

const tokenFor = (server: RunningShop & { prepared: number }) => server.tokens.issue(server.prepared, 'User', new Date());

/** The server's RSS growth while one scan of UPLOAD_BYTES is uploaded to it and stored where `env` says. */
async function uploadRow(env: Record<string, string>, where: string): Promise<BenchRow> {
  const server = await startCompiledShop({ env, prepare: subscribedCustomer });
  try {
    const token = await tokenFor(server);
    const url = `${server.origin}/api/scans/upload`;
    const rss = async () => {
      const bytes = await residentBytes(server.pid);
      if (bytes === null) throw new Error('the server ended during the upload');
      return bytes;
    };

    // A small upload first: a new server loads the code of uploads (the bucket's client among it)
    // on its first one, which is not what the upload's size costs.
    const warmUp = await uploadFromChild(url, token, WARM_UP_BYTES);
    if (warmUp.status !== 201) throw new Error(`the warm-up upload answered ${warmUp.status}: ${warmUp.body}`);

    const baseline = await rss();
    let peak = baseline;
    let sampling = true;
    const sampler = (async () => {
      while (sampling) {
        peak = Math.max(peak, await rss());
        await new Promise((done) => setTimeout(done, SAMPLE_EVERY_MS));
      }
    })();
    const answer = await uploadFromChild(url, token, UPLOAD_BYTES).finally(() => {
      sampling = false;
    });
    await sampler;
    peak = Math.max(peak, await rss());
    if (answer.status !== 201) throw new Error(`the ${sizeLabel(UPLOAD_BYTES)} upload answered ${answer.status}: ${answer.body}`);

    return {
      name: `scan upload: server RSS growth for ${sizeLabel(UPLOAD_BYTES)}, ${where} (compiled server)`,
      figure: (peak - baseline) / MB,
      unit: 'MB',
      budget: RSS_BUDGET_MB,
      direction: 'max',
      note: `${(UPLOAD_BYTES / MB / answer.seconds).toFixed(0)} MB/s over loopback, streamed ${where}`,
    };
  } finally {
    await server.stop();
  }
}

const sizeLabel = (bytes: number) => (bytes >= 1024 * MB ? `${bytes / (1024 * MB)} GiB` : `${bytes / MB} MiB`);

const RESUMED_BYTES = benchSize.resumedUploadBytes;
const RESUMED_CHUNK_BYTES = 8 * MB;

/**
 * Runs in the child: tus-js-client (its Node build) uploads a DICOM (the header it is given, then `size` bytes of pixels) in
 * 8 MB chunks through a proxy that drops every connection once half the file has passed; the
 * client resumes on its own. Prints the outcome as JSON.
 */
const RESUMED_UPLOADER = `
require('tsx/cjs/api').register();
const { uploadWithDrop } = require('./test/server/support/droppedUpload.ts');
const [origin, token, size, chunk, headerHex] = process.argv.slice(1);
const content = Buffer.concat([Buffer.from(headerHex, 'hex'), Buffer.alloc(Number(size))]);
uploadWithDrop({ origin, token, fileName: 'resumed.dcm', content, chunkSize: Number(chunk), dropAtFraction: 0.5 }).then(
  (result) => process.stdout.write(JSON.stringify(result)),
  (error) => { process.stderr.write(String(error && error.stack || error)); process.exit(1); },
);
`;

/**
 * The resume cost of a resumable upload (issue 18): 512 MiB sent by tus-js-client in a child process
 * to the compiled server, its connection dropped at 50 %, resumed. The bytes sent beyond the file's own
 * (the chunk in flight at the drop, a refused retry's start, the requests' headers) are held to two
 * chunks: what reached the server before the drop is never sent again.
 */
export async function resumedUploadRow(): Promise<BenchRow> {
  const server = await startCompiledShop({ prepare: subscribedCustomer });
  try {
    const token = await tokenFor(server);
    const output = await runChildScript(RESUMED_UPLOADER, [server.origin, token, String(RESUMED_BYTES), String(RESUMED_CHUNK_BYTES), largeDicomHeader(RESUMED_BYTES).toString('hex')], 'the resumed uploader');
    const result = JSON.parse(output) as { bytesSentAgain: number; seconds: number; dropped: boolean };
    if (!result.dropped) throw new Error('the connection was never dropped');
    return {
      name: `scan upload: bytes sent again after a drop at 50 % of ${sizeLabel(RESUMED_BYTES)} (tus, 8 MB chunks, compiled server)`,
      figure: result.bytesSentAgain / MB,
      unit: 'MB',
      budget: (2 * RESUMED_CHUNK_BYTES) / MB,
      direction: 'max',
      note: `${((result.bytesSentAgain / RESUMED_BYTES) * 100).toFixed(2)} % of the file; whole upload with the drop and resume ${result.seconds.toFixed(1)} s (${(RESUMED_BYTES / MB / result.seconds).toFixed(0)} MB/s over loopback), to disk`,
    };
  } finally {
    await server.stop();
  }
}

export async function uploadBenchmarks(): Promise<BenchRow[]> {
  const disk = await uploadRow({}, 'to disk');
  const s3 = await startChildS3Server();
  try {
    return [disk, await uploadRow(s3.env, 'to an S3 bucket (s3rver)'), await resumedUploadRow()];
  } finally {
    s3.close();
  }
}
